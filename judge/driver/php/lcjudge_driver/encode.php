<?php
// encode.php: the answer printed as the C++ driver prints it: JSON strings, doubles as %.5f, ints,
// booleans and arrays, each checked against the declared result type (the linked structures:
// encode_structures.php).

const LCJ_TYPE_NAMES = ['int' => 'integer', 'long' => 'long', 'unsigned' => 'integer', 'double' => 'double',
                        'bool' => 'boolean', 'char' => 'character', 'string' => 'string'];

function lcj_type_name($spec) {
  return $spec->kind === 'list' ? lcj_type_name($spec->element) . '[]' : (LCJ_TYPE_NAMES[$spec->kind] ?? $spec->kind);
}

// The value does not fit the declared result type: a runtime error, worded as LeetCode's serializer.
function lcj_mismatch($value, $spec) {
  $shown = is_scalar($value) ? var_export($value, true) : get_debug_type($value);
  if (strlen($shown) > 100) $shown = substr($shown, 0, 97) . '...';
  throw new TypeError("$shown is not valid value for the expected return type " . lcj_type_name($spec));
}

// %.5f as C's printf writes it: PHP's sprintf agrees but for -0.0, NaN and the infinities.
function lcj_fixed5($v) {
  if (is_nan($v)) return unpack('C', pack('E', $v))[1] >= 128 ? '-nan' : 'nan';
  if (is_infinite($v)) return $v > 0 ? 'inf' : '-inf';
  $text = sprintf('%.5f', $v);
  return $text[0] !== '-' && ($v < 0 || ($v == 0 && fdiv(1, $v) < 0)) ? '-' . $text : $text;
}

// An int of a kind declared int: PHP's int or bool, or a float with an integral value in range
// (PHP's `/` makes one); a string, even of bcmath's digits, is a type mismatch.
function lcj_int_text($value, $spec) {
  if (is_int($value)) return (string)$value;
  if (is_bool($value)) return $value ? '1' : '0';
  if (is_float($value) && is_finite($value) && floor($value) == $value && abs($value) < 9.2233720368547758e18) {
    return (string)(int)$value;
  }
  lcj_mismatch($value, $spec);
}

function lcj_string_text($value) {
  return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE |
                             JSON_UNESCAPED_LINE_TERMINATORS);
}

function lcj_encode($value, $spec) {
  $kind = $spec->kind;
  if ($value === null && $kind !== 'ListNode' && $kind !== 'TreeNode' && $kind !== 'Node') return 'null';
  if (($kind === 'ListNode' || $kind === 'TreeNode' || $kind === 'Node') && $value !== null && !is_object($value)) {
    lcj_mismatch($value, $spec);
  }
  switch ($kind) {
    case 'int': case 'long': case 'unsigned':
      return lcj_int_text($value, $spec);
    case 'double':
      if (!is_int($value) && !is_float($value)) lcj_mismatch($value, $spec);
      return lcj_fixed5((float)$value);
    case 'bool':
      if (!is_bool($value)) lcj_mismatch($value, $spec);
      return $value ? 'true' : 'false';
    case 'string': case 'char':
      if (!is_string($value) || ($kind === 'char' && strlen($value) !== 1)) lcj_mismatch($value, $spec);
      return lcj_string_text($value);
    case 'list':
      if (!is_array($value)) lcj_mismatch($value, $spec);
      $element = $spec->element;
      if (isset(LCJ_INT_RANGES[$element->kind])) {
        $plain = true;
        foreach ($value as $v) {
          if (!is_int($v)) { $plain = false; break; }
        }
        if ($plain) return '[' . implode(',', $value) . ']';
      }
      $parts = [];
      foreach ($value as $v) $parts[] = lcj_encode($v, $element);
      return '[' . implode(',', $parts) . ']';
    case 'ListNode': return lcj_encode_list($value);
    case 'TreeNode': return lcj_encode_tree($value);
    case 'NestedInteger': return lcj_encode_nested_integer($value);
    case 'Node':
      global $lcj_node_kind;
      switch ($lcj_node_kind) {
        case 'nary': return lcj_encode_nary($value);
        case 'graph': return lcj_encode_graph($value);
        case 'random': return lcj_encode_random_list($value);
        case 'next': return lcj_encode_next_tree($value);
      }
  }
  throw new LcjudgeNotSupported('results of type ' . ($spec->cpp ?? $kind));
}

// A node's value; anything but an object where a node is due is the solution's type error.
