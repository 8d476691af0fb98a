<?php
// encode_structures.php: the linked structures printed as LeetCode prints them, bounded (a cyclic
// answer stops at LCJ_MAX_OUTPUT_NODES); a legacy problem's answer by its runtime type; and the
// copying problems' check (133, 138): the answer must share no node with the input.

function lcj_node_val($node) {
  if (!is_object($node)) lcj_mismatch($node, (object)['kind' => 'node']);
  return lcj_int_text($node->val ?? null, (object)['kind' => 'int']);
}

function lcj_too_many($structure) {
  throw new LcjudgeBadResult("the returned $structure has more than " . LCJ_MAX_OUTPUT_NODES . ' nodes: is it cyclic?');
}

function lcj_encode_list($head) {
  $values = [];
  $slow = $node = $head;
  while ($node !== null) {
    $values[] = lcj_node_val($node);
    $node = $node->next;
    if (count($values) % 2 === 0) {
      $slow = $slow->next;
      if ($node === $slow && $node !== null) {
        throw new LcjudgeBadResult('the returned list is cyclic: node ' . lcj_node_val($node) . ' is reached twice');
      }
    }
  }
  return '[' . implode(',', $values) . ']';
}

// Level-order tokens with trailing nulls dropped.
function lcj_encode_tree($root) {
  $tokens = [];
  $kept = 0;
  $queue = $root === null ? [] : [$root];
  for ($k = 0; $k < count($queue); ++$k) {
    $node = $queue[$k];
    if ($node === null) {
      $tokens[] = 'null';
    } else {
      $tokens[] = lcj_node_val($node);
      $kept = count($tokens);
      $queue[] = $node->left;
      $queue[] = $node->right;
    }
    if (count($tokens) > LCJ_MAX_OUTPUT_NODES) lcj_too_many('tree');
  }
  return '[' . implode(',', array_slice($tokens, 0, $kept)) . ']';
}

function lcj_encode_nary($root) {
  if ($root === null) return '[]';
  $tokens = [lcj_node_val($root), 'null'];
  $kept = 1;
  $queue = [$root];
  for ($k = 0; $k < count($queue); ++$k) {
    foreach ($queue[$k]->children ?? [] as $child) {
      if ($child === null) { $tokens[] = 'null'; continue; }
      $tokens[] = lcj_node_val($child);
      $kept = count($tokens);
      $queue[] = $child;
    }
    $tokens[] = 'null';
    if (count($tokens) > LCJ_MAX_OUTPUT_NODES) lcj_too_many('N-ary tree');
  }
  return '[' . implode(',', array_slice($tokens, 0, $kept)) . ']';
}

function lcj_graph_reachable($start) {
  if ($start === null) return [];
  $reached = [$start];
  $seen = [spl_object_id($start) => true];
  for ($k = 0; $k < count($reached); ++$k) {
    foreach ($reached[$k]->neighbors ?? [] as $n) {
      if ($n === null || isset($seen[spl_object_id($n)])) continue;
      $seen[spl_object_id($n)] = true;
      if (count($reached) === LCJ_MAX_OUTPUT_NODES) lcj_too_many('graph');
      $reached[] = $n;
    }
  }
  return $reached;
}

function lcj_encode_graph($start) {
  $reached = lcj_graph_reachable($start);
  usort($reached, fn($a, $b) => $a->val <=> $b->val);
  $parts = [];
  foreach ($reached as $node) {
    $row = [];
    foreach ($node->neighbors ?? [] as $n) $row[] = $n === null ? 'null' : lcj_node_val($n);
    $parts[] = '[' . implode(',', $row) . ']';
  }
  return '[' . implode(',', $parts) . ']';
}

function lcj_along_next($head) {
  $nodes = [];
  for ($node = $head; $node !== null; $node = $node->next) {
    if (count($nodes) === LCJ_MAX_OUTPUT_NODES) lcj_too_many('list');
    $nodes[] = $node;
  }
  return $nodes;
}

function lcj_encode_random_list($head) {
  $nodes = lcj_along_next($head);
  $index = [];
  foreach ($nodes as $i => $node) $index[spl_object_id($node)] = $i;
  $parts = [];
  foreach ($nodes as $i => $node) {
    if ($node->random === null) { $parts[] = '[' . lcj_node_val($node) . ',null]'; continue; }
    $target = $index[spl_object_id($node->random)] ?? null;
    if ($target === null) {
      throw new LcjudgeWrongResult("the random pointer of the node at index $i (val " . lcj_node_val($node) .
                                   ') points to a node that is not in the returned list');
    }
    $parts[] = '[' . lcj_node_val($node) . ",$target]";
  }
  return '[' . implode(',', $parts) . ']';
}

function lcj_encode_next_tree($root) {
  $tokens = [];
  for ($level = $root; $level !== null; $level = $below) {
    $below = null;
    for ($node = $level; $node !== null; $node = $node->next) {
      $tokens[] = lcj_node_val($node);
      if (count($tokens) > LCJ_MAX_OUTPUT_NODES) lcj_too_many('tree along its next pointers');
      if ($below === null) $below = $node->left ?? $node->right;
    }
    $tokens[] = '#';
  }
  return '[' . implode(',', $tokens) . ']';
}

// An int, or the nested list, printed without recursion through the interface's methods (the
// solution may have declared the class itself).
function lcj_encode_nested_integer($value) {
  $int = (object)['kind' => 'int'];
  $spec = (object)['kind' => 'NestedInteger'];
  if (!is_object($value)) lcj_mismatch($value, $spec);
  if ($value->isInteger()) return lcj_int_text($value->getInteger(), $int);
  $out = '[';
  $count = 0;
  $stack = [[array_values($value->getList() ?? []), 0]];
  while ($stack) {
    $top = count($stack) - 1;
    [$items, $index] = $stack[$top];
    if ($index === count($items)) {
      $out .= ']';
      array_pop($stack);
      continue;
    }
    $stack[$top][1] = $index + 1;
    if (++$count > LCJ_MAX_OUTPUT_NODES) lcj_too_many('NestedInteger');
    if ($index) $out .= ',';
    $element = $items[$index];
    if (!is_object($element)) lcj_mismatch($element, $spec);
    if ($element->isInteger()) {
      $out .= lcj_int_text($element->getInteger(), $int);
    } else {
      $out .= '[';
      $stack[] = [array_values($element->getList() ?? []), 0];
    }
  }
  return $out;
}

// A legacy problem's answer, printed by its runtime type.
function lcj_encode_legacy($value) {
  if ($value === null) return 'null';
  if (is_bool($value)) return $value ? 'true' : 'false';
  if (is_int($value)) return (string)$value;
  if (is_float($value)) return lcj_fixed5($value);
  if (is_string($value)) return lcj_string_text($value);
  if (is_array($value)) return '[' . implode(',', array_map('lcj_encode_legacy', $value)) . ']';
  if ($value instanceof TreeNode) return lcj_encode_tree($value);
  if ($value instanceof ListNode) return lcj_encode_list($value);
  if ($value instanceof NestedInteger) return lcj_encode_nested_integer($value);
  throw new TypeError(get_debug_type($value) . ' is not a value the driver can print');
}

// Copying problems (133, 138): the answer must share no node with the input.
function lcj_check_copy($result, $arguments, $parameters, $result_spec) {
  global $lcj_node_kind;
  if ($result === null || $result_spec->kind !== 'Node' || ($lcj_node_kind !== 'graph' && $lcj_node_kind !== 'random')) return;
  $reach = $lcj_node_kind === 'graph' ? 'lcj_graph_reachable' : 'lcj_along_next';
  $input = [];
  foreach ($parameters as $i => $parameter) {
    if ($parameter->type->kind === 'Node') foreach ($reach($arguments[$i]) as $node) $input[spl_object_id($node)] = true;
  }
  foreach ($reach($result) as $i => $node) {
    if (isset($input[spl_object_id($node)]) || ($lcj_node_kind === 'random' && $node->random !== null && isset($input[spl_object_id($node->random)]))) {
      throw new LcjudgeWrongResult('the copy shares node ' . lcj_node_val($node) .
                                   ' (or its random pointer) with the input: the answer must be a deep copy, made of new nodes only');
    }
  }
}
