<?php
// api.php: API problems: LeetCode's provided functions and classes, answered by the judge
// (docs/driver-protocol.md, "API calls").
//
// Each API is a class of LeetCode's PHP template: a parent of Solution (278's VersionControl, 374's
// GuessGame, 157's Reader4) or the class of a parameter (1095's MountainArray...). The driver
// declares it before the solution (a solution declaring it too is a compile error, as a
// redeclaration is). It holds nothing: the API's hidden lines reach the process as null and are
// never read; each method sends its call to the judge, which keeps the hidden values, answers and
// counts the calls (a call limit passed, a wrong read4 buffer are the judge's wrong answers).

// api name => its class
const LCJ_API_CLASSES = [
  'isBadVersion' => 'VersionControl', 'guess' => 'GuessGame', 'MountainArray' => 'MountainArray',
  'CustomFunction' => 'CustomFunction', 'BinaryMatrix' => 'BinaryMatrix', 'compareSub' => 'ArrayReader',
  'ArrayReader' => 'ArrayReader', 'Sea' => 'Sea', 'Master' => 'Master', 'read4' => 'Reader4',
];

// The rest of this part is evaluated for an API problem only: PHP compiles the driver on every
// run (no opcache in the CLI).
const LCJ_API_SOURCE = <<<'LCJ_API'
// Makes the call METHOD ARGUMENTS (each written as JSON) on descriptor 5 and returns the value of
// the judge's reply, read on descriptor 6: "ok <JSON value>", or "error <text>", raised as
// OutOfRangeException(text) at the solution's call, as LeetCode's API raises it. The channel is
// opened at the first call and held in this function's statics, out of the solution's reach by name.
function lcj_api_call($method, ...$arguments) {
  static $requests = null, $replies = null;
  $line = $method;
  foreach ($arguments as $argument) $line .= ' ' . (is_string($argument) ? lcj_string_text($argument) : json_encode($argument));
  $line .= "\n";
  if ($requests === null) {
    $requests = @fopen('php://fd/5', 'wb');
    $replies = @fopen('php://fd/6', 'rb');
  }
  // Without the channel (a hand run) the numbers are free, or other read-only handles (the script's,
  // a copy of stdin's), which the write or the read fails on. One write of the whole line: PHP's
  // streams do not buffer writes, and the judge reads a call whole.
  if (!$requests || !$replies || @fwrite($requests, $line) !== strlen($line) || !fflush($requests) ||
      ($reply = fgets($replies)) === false) {
    lcj_api_failed("API calls need the judge's channel (descriptors 5 and 6)");
  }
  [$status, $text] = explode(' ', rtrim($reply, "\n"), 2) + [1 => ''];
  if ($status === 'error') throw new OutOfRangeException($text);
  $value = json_decode($text);
  if ($status !== 'ok' || json_last_error() !== JSON_ERROR_NONE) {
    lcj_api_failed('the judge replied ' . lcj_string_text($reply) . ' to the call ' . lcj_string_text($line));
  }
  return $value;
}

// The judge's channel failed: the judge's error, not the solution's (which cannot catch it).
function lcj_api_failed($message) {
  fwrite(STDERR, "lcjudge: $message\n");
  lcj_finish(2);
}

// The indexes or coordinates VALUES the solution passes the API's CALL, as ints (a float holding
// one, as `/` makes, too).
function lcj_api_ints($call, ...$values) {
  foreach ($values as &$value) {
    if (is_float($value) && is_finite($value) && floor($value) == $value && abs($value) < 9.2e18) $value = (int)$value;
    if (!is_int($value)) throw new TypeError("$call: expected an integer, found " . get_debug_type($value));
  }
  return $values;
}

// Declares the API's class, before the solution's code is evaluated, inside a function so that
// only its problem has it.
function lcj_declare_api($api) {
  switch ($api) {
    case 'isBadVersion':
      class VersionControl {
        public function isBadVersion($version) { return lcj_api_call('isBadVersion', ...lcj_api_ints('isBadVersion', $version)); }
      }
      break;
    case 'guess':
      class GuessGame {
        public function guess($num) { return lcj_api_call('guess', ...lcj_api_ints('guess', $num)); }
      }
      break;
    case 'MountainArray':
      class MountainArray {
        public function get($index) { return lcj_api_call('get', ...lcj_api_ints('MountainArray.get', $index)); }
        public function length() { return lcj_api_call('length'); }
      }
      break;
    case 'CustomFunction':
      // 1237's f is the driver's own, from the case's function_id (docs/driver-protocol.md): its
      // calls have no limit, and LeetCode's accepted brute force makes a million of them.
      class CustomFunction {
        private $id;
        public function __construct($id) { $this->id = $id; }
        public function f($x, $y) {
          [$a, $b] = lcj_api_ints('CustomFunction.f', $x, $y);
          $value = match ($this->id) {
            1 => $a + $b, 2 => $a * $b, 3 => $a * $a + $b, 4 => $a + $b * $b, 5 => $a * $a + $b * $b,
            6 => ($a + $b) * ($a + $b), 7 => $a * $a * $a + $b * $b * $b, 8 => $a * $a * $b, 9 => $a * $b * $b,
          };
          // A 32-bit int, as the C++ API's: LeetCode's f fits for 1 <= x, y <= 1000.
          return is_int($value) ? (($value + 2147483648) & 0xFFFFFFFF) - 2147483648 : (int)$value;
        }
      }
      break;
    case 'BinaryMatrix':
      class BinaryMatrix {
        public function get($row, $col) { return lcj_api_call('get', ...lcj_api_ints('BinaryMatrix.get', $row, $col)); }
        public function dimensions() { return lcj_api_call('dimensions'); }
      }
      break;
    case 'compareSub':
      class ArrayReader {
        public function compareSub($l, $r, $x, $y) {
          return lcj_api_call('compareSub', ...lcj_api_ints('ArrayReader.compareSub', $l, $r, $x, $y));
        }
        public function length() { return lcj_api_call('length'); }
      }
      break;
    case 'ArrayReader':
      class ArrayReader {
        public function get($index) { return lcj_api_call('get', ...lcj_api_ints('ArrayReader.get', $index)); }
      }
      break;
    case 'Sea':
      class Sea {
        // The corners as LeetCode's PHP template passes them, [x, y]; an object with x and y too.
        public function hasShips($topRight, $bottomLeft) {
          return lcj_api_call('hasShips', self::point($topRight), self::point($bottomLeft));
        }
        private static function point($corner) {
          if (is_object($corner) && isset($corner->x, $corner->y)) $corner = [$corner->x, $corner->y];
          if (!is_array($corner) || count($corner) !== 2 || !isset($corner[0], $corner[1])) {
            throw new InvalidArgumentException('Sea.hasShips takes two points of 2 coordinates each');
          }
          return lcj_api_ints('Sea.hasShips', $corner[0], $corner[1]);
        }
      }
      break;
    case 'Master':
      class Master {
        public function guess($word) {
          if (!is_string($word)) throw new TypeError('Master.guess: expected a string, found ' . get_debug_type($word));
          return lcj_api_call('guess', $word);
        }
      }
      break;
    case 'read4':
      class Reader4 {
        // Copies the file's next (up to) 4 characters, which the judge reads, into $buf4[0..] and
        // returns how many.
        public function read4(&$buf4) {
          $chunk = lcj_api_call('read4');
          if ($buf4 === null) $buf4 = [];
          for ($i = 0, $n = strlen($chunk); $i < $n; ++$i) $buf4[$i] = $chunk[$i];
          return strlen($chunk);
        }
      }
      break;
  }
}

// The case line named NAME of an API problem's case, decoded by its type: never one of the API's
// hidden lines, which read null.
function lcj_api_line($descriptor, $lines, $name) {
  foreach ($descriptor->api_case->parameters as $i => $line) {
    if ($line->name === $name) return lcj_decode(lcj_parse_json($lines[$i], 'line ' . ($i + 1)), $line->type, 'line ' . ($i + 1));
  }
  throw new LcjudgeNotSupported("the case line $name, which the descriptor does not name");
}

// A method that uses an API: the case's lines (api_case, in the statement's order) give the
// method's arguments by name; the argument of the API's type is a handle of the API's class.
function lcj_run_api_function($descriptor, $lines, $parse_start) {
  $class = LCJ_API_CLASSES[$descriptor->api];
  $method = $descriptor->methods[0];
  lcj_check_line_count($lines, count($descriptor->api_case->parameters));
  $arguments = [];
  foreach ($method->parameters as $parameter) {
    $arguments[] = $parameter->type->kind !== 'api' ? lcj_api_line($descriptor, $lines, $parameter->name)
      : ($class === 'CustomFunction' ? lcj_custom_function($descriptor, $lines) : new $class());
  }
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $name = $method->name;
  $solution_class = $descriptor->class;
  $solve_start = hrtime(true);
  $result = (new $solution_class())->$name(...$arguments);
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  // A void method's answer (843's) is the judge's, which replaces this one.
  return ($method->result->kind === 'void' ? 'null' : lcj_encode($result, $method->result)) . "\n";
}

// 1237's CustomFunction, from the case's function_id line.
function lcj_custom_function($descriptor, $lines) {
  $id = lcj_api_line($descriptor, $lines, 'function_id');
  if (!is_int($id) || $id < 1 || $id > 9) {
    lcj_fail(lcj_api_where($descriptor, 'function_id'), "function_id $id names none of LeetCode's 9 hidden formulas (1 to 9)");
  }
  return new CustomFunction($id);
}

function lcj_api_where($descriptor, $name) {
  foreach ($descriptor->api_case->parameters as $i => $line) {
    if ($line->name === $name) return 'line ' . ($i + 1);
  }
  return $name;
}

// 157, 158: `read(&$buf, $n)`, once with the case's n, or (158, api_queries) once per entry of
// queries on the same Solution, each with a fresh empty $buf; read4(&$buf4) puts the file's next
// (up to) 4 characters in $buf4[0..]. After each read, the judge checks what it returned, k, and
// buf's first k characters against the file, as LeetCode checks them: the driver sends them.
function lcj_run_read4($descriptor, $lines, $parse_start) {
  $method = $descriptor->methods[0];
  lcj_check_line_count($lines, count($descriptor->api_case->parameters));
  $queries = !empty($descriptor->api_queries);
  $count_name = $queries ? 'queries' : $method->parameters[1]->name;
  $counts = lcj_api_line($descriptor, $lines, $count_name);
  if (!$queries) $counts = [$counts];
  foreach ($counts as $n) {
    if ($n < 0) lcj_fail(lcj_api_where($descriptor, $count_name), "n = $n is negative");
  }
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $name = $method->name;
  $solution_class = $descriptor->class;
  $solve_start = hrtime(true);
  $solution = new $solution_class();
  $returned = [];
  foreach ($counts as $n) {
    $buf = [];
    $k = $solution->$name($buf, $n);
    if (!is_int($k)) {
      throw new LcjudgeWrongResult("read(buf, $n) returned " . (is_scalar($k) || $k === null ? var_export($k, true) : get_debug_type($k)) .
                                   ": expected 0..$n");
    }
    // buf's first k characters, as many as it has (no more than n + 4 when k is out of range);
    // anything but a character reads '?'.
    $excerpt = '';
    $length = is_array($buf) ? count($buf) : (is_string($buf) ? strlen($buf) : 0);
    for ($i = 0, $end = min($k, $n + 4, $length); $i < $end; ++$i) {
      $c = $buf[$i] ?? null;
      $excerpt .= is_string($c) && strlen($c) === 1 ? $c : '?';
    }
    lcj_api_call('read', $n, $k, $excerpt);
    $returned[] = $k;
  }
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  return ($queries ? '[' . implode(',', $returned) . ']' : (string)$returned[0]) . "\n";
}
LCJ_API;

// Evaluates the API part and declares DESCRIPTOR's API class, before the solution's code.
function lcj_prepare_api($descriptor) {
  if (empty($descriptor->api) || !isset(LCJ_API_CLASSES[$descriptor->api])) return;
  eval(LCJ_API_SOURCE);
  lcj_declare_api($descriptor->api);
}
