<?php
// decode_structures.php: the linked structures decoded from LeetCode's text: a ListNode list, a
// level-order TreeNode, a NestedInteger, an N-ary tree, a graph's adjacency list, a random list.

function lcj_decode_list($value, $where) {
  lcj_expect_array($value, $where, 'ListNode* (a list such as [1,2,3])');
  $head = null;
  for ($i = count($value) - 1; $i >= 0; --$i) {
    $v = lcj_int_element($value, $i, $where);
    if ($v === null) lcj_fail($where . "[$i]", 'expected int, found null');
    $head = new ListNode($v, $head);
  }
  return $head;
}

function lcj_decode_root($value, $where) {
  $v = lcj_int_element($value, 0, $where);
  if ($v === null) lcj_fail($where . '[0]', 'the root is null: an empty tree is []');
  return $v;
}

function lcj_decode_tree($value, $where, $class) {
  lcj_expect_array($value, $where, 'TreeNode* (level order such as [3,9,20,null,null,15,7])');
  $size = count($value);
  if ($size === 0) return null;
  $level = [new $class(lcj_decode_root($value, $where))];
  $parent = 0;
  for ($i = 1; $i < $size; ++$parent) {
    if ($parent === count($level)) {
      $v = lcj_int_element($value, $i, $where);
      if ($v !== null) lcj_fail($where . "[$i]", "no parent left for $v: the nodes before it have all their children");
      ++$i;
      continue;
    }
    $node = $level[$parent];
    $v = lcj_int_element($value, $i++, $where);
    if ($v !== null) $level[] = $node->left = new $class($v);
    if ($i < $size) {
      $v = lcj_int_element($value, $i++, $where);
      if ($v !== null) $level[] = $node->right = new $class($v);
    }
  }
  return $level[0];
}

// An int, or a nested list of ints, read without recursion at most LCJ_MAX_NESTED_INTEGER_DEPTH
// lists deep, as the C++ driver reads it (structure_codecs.h nested_integer_codec).
function lcj_decode_nested_integer($value, $where) {
  $int = (object)['kind' => 'int', 'cpp' => 'int'];
  if (!is_array($value)) return new NestedInteger(lcj_decode($value, $int, $where));
  $root = new NestedInteger();
  $stack = [[$value, 0, $root]];  // [the array, the next index in it, the NestedInteger made of it]
  $at = function () use ($where, &$stack) {  // where the element being read is: line 1[0][2]
    $path = array_map(fn($frame) => '[' . ($frame[1] - 1) . ']', $stack);
    if (count($path) > 10) array_splice($path, 5, -5, '...');  // a record's line stays short
    return $where . implode('', $path);
  };
  while ($stack) {
    $top = count($stack) - 1;
    [$array, $index, $built] = $stack[$top];
    if ($index === count($array)) {
      array_pop($stack);
      continue;
    }
    $stack[$top][1] = $index + 1;
    $element = $array[$index];
    if (is_array($element)) {
      if (count($stack) === LCJ_MAX_NESTED_INTEGER_DEPTH) lcj_fail($at(), 'a NestedInteger nested more than ' . LCJ_MAX_NESTED_INTEGER_DEPTH . ' deep');
      $child = new NestedInteger();
      $built->add($child);
      $stack[] = [$element, 0, $child];
    } else {
      $built->add(new NestedInteger(lcj_decode($element, $int, $at())));
    }
  }
  return $root;
}

function lcj_decode_nary($value, $where) {
  lcj_expect_array($value, $where, 'Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])');
  $size = count($value);
  if ($size === 0) return null;
  $level = [new Node(lcj_decode_root($value, $where))];
  if ($size > 1 && ($v = lcj_int_element($value, 1, $where)) !== null) lcj_fail($where . '[1]', "expected null after the root, found $v");
  for ($parent = 0, $i = 2; $i < $size; ++$parent, ++$i) {
    for (; $i < $size && ($v = lcj_int_element($value, $i, $where)) !== null; ++$i) {
      if ($parent === count($level)) lcj_fail($where . "[$i]", "no parent left for $v: every node before it has had its children");
      $child = new Node($v);
      $level[$parent]->children[] = $child;
      $level[] = $child;
    }
  }
  return $level[0];
}

function lcj_decode_graph($value, $where) {
  lcj_expect_array($value, $where, "a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]]");
  $size = count($value);
  $nodes = [];
  for ($i = 0; $i < $size; ++$i) $nodes[] = new Node($i + 1);
  foreach ($value as $i => $neighbours) {
    lcj_expect_array($neighbours, $where . "[$i]", 'the neighbours of a node (an array of node numbers)');
    foreach ($neighbours as $j => $n) {
      $n = lcj_int_element($neighbours, $j, $where . "[$i]");
      if ($n === null || $n < 1 || $n > $size) lcj_fail($where . "[$i][$j]", 'no node ' . json_encode($n) . ": the nodes are 1..$size");
      $nodes[$i]->neighbors[] = $nodes[$n - 1];
    }
  }
  return $nodes[0] ?? null;
}

function lcj_decode_random_list($value, $where) {
  lcj_expect_array($value, $where, 'Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])');
  $size = count($value);
  $nodes = [];
  foreach ($value as $i => $pair) {
    if (!is_array($pair) || count($pair) !== 2) lcj_fail($where . "[$i]", 'expected [val, random_index], found ' . lcj_describe($pair));
    $v = lcj_int_element($pair, 0, $where . "[$i]");
    if ($v === null) lcj_fail($where . "[$i][0]", "expected the node's int, found null");
    $nodes[] = new Node($v);
    if ($i > 0) $nodes[$i - 1]->next = $nodes[$i];
  }
  foreach ($value as $i => $pair) {
    $index = lcj_int_element($pair, 1, $where . "[$i]");
    if ($index === null) continue;
    if ($index < 0 || $index >= $size) lcj_fail($where . "[$i][1]", "no node at index $index: the indexes are 0.." . ($size - 1));
    $nodes[$i]->random = $nodes[$index];
  }
  return $nodes[0] ?? null;
}
