<?php
// decode.php: decoding by the descriptor's types into PHP's: ints in their ranges, floats, strings,
// bools and arrays of them, checked as the C++ driver checks them (the linked structures:
// decode_structures.php).

const LCJ_INT_RANGES = ['int' => [-2147483648, 2147483647], 'long' => [PHP_INT_MIN, PHP_INT_MAX], 'unsigned' => [0, 4294967295]];

function lcj_fail($where, $what) { throw new LcjudgeBadInput("$where: $what"); }

function lcj_decode($value, $spec, $where) {
  $kind = $spec->kind;
  switch ($kind) {
    case 'int': case 'long': case 'unsigned':
      if (!is_int($value)) {
        lcj_fail($where, is_string($value) && preg_match('/^-?\d+$/', $value) ? "$value does not fit in {$spec->cpp}"
                                                                              : "expected {$spec->cpp}, found " . lcj_describe($value));
      }
      [$low, $high] = LCJ_INT_RANGES[$kind];
      if ($value < $low || $value > $high) lcj_fail($where, "$value does not fit in {$spec->cpp}");
      return $value;
    case 'double':
      if (is_int($value)) return (float)$value;
      if (is_string($value) && preg_match('/^-?\d+$/', $value)) return (float)$value;
      if (!is_float($value)) lcj_fail($where, 'expected double, found ' . lcj_describe($value));
      if (!is_finite($value)) lcj_fail($where, 'number overflow: does not fit in double');
      return $value;
    case 'bool':
      if (!is_bool($value)) lcj_fail($where, 'expected bool, found ' . lcj_describe($value));
      return $value;
    case 'string':
      if (!is_string($value)) lcj_fail($where, 'expected string, found ' . lcj_describe($value));
      return $value;
    case 'char':
      if (!is_string($value) || strlen($value) !== 1) lcj_fail($where, 'expected char (a one-character string), found ' . lcj_describe($value));
      return $value;
    case 'list':
      if (!is_array($value)) lcj_fail($where, "expected {$spec->cpp}, found " . lcj_describe($value));
      $element = $spec->element;
      $ek = $element->kind;
      if (isset(LCJ_INT_RANGES[$ek])) {
        [$low, $high] = LCJ_INT_RANGES[$ek];
        $plain = true;
        foreach ($value as $v) {
          if (!is_int($v) || $v < $low || $v > $high) { $plain = false; break; }
        }
        if ($plain) return $value;  // the common case: as json_decode made it
      }
      foreach ($value as $i => $v) $value[$i] = lcj_decode($v, $element, $where . "[$i]");
      return $value;
    case 'ListNode': return lcj_decode_list($value, $where);
    case 'TreeNode': return lcj_decode_tree($value, $where, 'TreeNode');
    case 'NestedInteger': return lcj_decode_nested_integer($value, $where);
    case 'Node':
      global $lcj_node_kind;
      switch ($lcj_node_kind) {
        case 'nary': return lcj_decode_nary($value, $where);
        case 'graph': return lcj_decode_graph($value, $where);
        case 'random': return lcj_decode_random_list($value, $where);
        case 'next': return lcj_decode_tree($value, $where, 'Node');
      }
  }
  throw new LcjudgeNotSupported('arguments of type ' . ($spec->cpp ?? $kind));
}

// Element I of an array of ints or nulls: null for null.
function lcj_int_element($array, $i, $where) {
  $v = $array[$i];
  if ($v === null) return null;
  if (!is_int($v) || $v < -2147483648 || $v > 2147483647) lcj_fail($where . "[$i]", 'expected int, found ' . lcj_describe($v));
  return $v;
}

function lcj_expect_array($value, $where, $what) {
  if (!is_array($value)) lcj_fail($where, "expected $what, found " . lcj_describe($value));
}
