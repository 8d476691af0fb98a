<?php
// case_json.php: the case and its JSON: its lines, each parsed with its nesting bounded; values
// described for messages.

// The argument lines of a case's text DATA.
function lcj_case_lines($data) {
  if (strncmp($data, "\xEF\xBB\xBF", 3) === 0) {
    throw new LcjudgeBadInput('line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one');
  }
  if (!preg_match('//u', $data)) throw new LcjudgeBadInput('line 1: invalid UTF-8');
  $cr = strpos($data, "\r");
  if ($cr !== false) {
    throw new LcjudgeBadInput('line ' . (substr_count($data, "\n", 0, $cr) + 1) .
                              ": carriage return (Windows line ends): lines end in '\\n' alone");
  }
  $lines = explode("\n", $data);
  if (end($lines) === '') array_pop($lines);
  return $lines;
}

function lcj_check_line_count($lines, $arity) {
  $plural = fn($n) => $n . ($n == 1 ? ' argument line' : ' argument lines');
  if (count($lines) < $arity) {
    throw new LcjudgeBadInput('line ' . (count($lines) + 1) . ', column 1: expected ' . $plural($arity) . ', found ' . count($lines));
  }
  if (count($lines) > $arity) {
    throw new LcjudgeBadInput('line ' . ($arity + 1) . ', column 1: expected ' . $plural($arity) . ', found more (trailing data)');
  }
}

// One JSON value, the whole of TEXT. Integers beyond 64 bits stay strings (never a float).
function lcj_parse_json($text, $where) {
  if (trim($text, " \t\n\r") === '') throw new LcjudgeBadInput("$where: expected a JSON value, found an empty line");
  $value = json_decode($text, false, LCJ_JSON_DEPTH, JSON_BIGINT_AS_STRING);
  if (json_last_error() !== JSON_ERROR_NONE) {
    throw new LcjudgeBadInput("$where: " . (json_last_error() === JSON_ERROR_DEPTH
        ? 'nested deeper than the driver reads (about 1,000 levels)' : json_last_error_msg()));
  }
  return $value;
}

function lcj_describe($value) {
  if ($value === null) return 'null';
  if (is_bool($value)) return 'boolean ' . ($value ? 'true' : 'false');
  if (is_int($value) || is_float($value)) return 'number ' . substr(json_encode($value), 0, 20);
  if (is_string($value)) return 'string ' . substr(json_encode($value, JSON_UNESCAPED_UNICODE), 0, 20);
  if (is_array($value)) return 'array ' . substr(json_encode(array_slice($value, 0, 8)), 0, 20);
  return 'object {...}';
}
