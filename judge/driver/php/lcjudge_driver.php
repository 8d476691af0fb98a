<?php
// lcjudge's PHP driver: runs one case of a LeetCode PHP solution as LeetCode does, or a session of
// cases in one process (docs/driver-protocol.md), as LeetCode's Submit does.
//
//   /usr/bin/php8.2 -n <ini flags> lcjudge_driver.php run   '<descriptor json>' <solution.php>  < case
//   /usr/bin/php8.2 -n <ini flags> lcjudge_driver.php run   '<descriptor json>' <solution.php>  <<< '#session' 12< frames
//   /usr/bin/php8.2 -n <ini flags> lcjudge_driver.php check '<descriptor json>' <solution.php>
//
// The contract with the judge (the descriptor, descriptors 3 and 4, the exit statuses) is the C++
// driver's, judge/driver/protocol.h: the same case gives the same answer text and records. ONE
// file, shown to the sandboxed run as /proc/self/fd/N; PHP compiles it on every run (no opcache
// in the CLI), so it is kept small: functions, no classes of its own but LeetCode's node classes,
// declared only when something uses them (an autoloader), so that a solution may declare its own.
//
// The solution is evaluated with its own line numbers, with or without a leading `<?php`
// (LeetCode's editor has none), and named solution.php in messages, as LeetCode names it.

const LCJ_BAD_INPUT_EXIT = 86;
const LCJ_OUT_OF_MEMORY_EXIT = 87;
const LCJ_UNCAUGHT_EXIT = 88;
const LCJ_WRONG_RESULT_EXIT = 91;
const LCJ_CHECK_FAILED_EXIT = 1;
const LCJ_SOLUTION_FILE = 'solution.php';
const LCJ_MAX_OUTPUT_NODES = 10000000;  // structure_codecs.h kMaxOutputNodes: a cyclic answer stops there
const LCJ_JSON_DEPTH = 1100;             // about what the C++ driver's NestedInteger allows (1,000)
const LCJ_MAX_NESTED_INTEGER_DEPTH = 1000;  // structure_codecs.h kMaxNestedIntegerDepth
const LCJ_MAX_RECORD_CHARS = 1000;
const LCJ_MAX_TRACE_FRAMES = 20;
const LCJ_MAX_TRACEBACK_RECORD_CHARS = 6000;  // the traceback record: PHP's words, the frames
const LCJ_MAX_SHOWN_WARNINGS = 100;       // a case's warnings shown on its stdout; the rest are not
const LCJ_SESSION_MARKER = "#session\n";  // protocol.h kSessionMarker: a session's whole stdin
const LCJ_SESSION_CASES_FD = 12;          // protocol.h kSessionCasesFd: a session's cases

final class LcjudgeBadInput extends Exception {}
final class LcjudgeBadResult extends Exception {}
final class LcjudgeWrongResult extends Exception {}
final class LcjudgeNotSupported extends Exception {}

$lcj_meta = null;      // descriptor 3, or null on a hand run
$lcj_answer = null;    // descriptor 4
$lcj_finished = false; // set once the driver ends the run itself
$lcj_status = 0;
$lcj_solution_file = null;  // the name PHP gives the evaluated solution (lcj_eval)
$lcj_warnings_shown = 0;    // the case's warnings printed so far (lcj_on_warning)

// ---------------------------------------------------------------------------------------------
// Descriptors 3 and 4, the end of the run

function lcj_open_channels() {
  global $lcj_meta, $lcj_answer;
  // PHP cannot move or close the descriptors themselves (no posix functions with -n): a solution
  // that opens php://fd/4 on purpose can write there only what it could have returned.
  $lcj_meta = lcj_channel(3);
  $lcj_answer = lcj_channel(4);
}

// A duplicate of descriptor FD if the judge opened it. On a hand run without it, PHP's own handle
// of this script may hold the number (or the duplicate just made of descriptor 3): not a channel.
function lcj_channel($fd) {
  $stream = @fopen("php://fd/$fd", 'wb');
  if (!$stream) return null;
  $script = @stat(__FILE__);  // fails for the judge's sealed copy, which a run's channels never are
  $status = fstat($stream);
  if ($script && $status && $status['ino'] === $script['ino'] && $status['dev'] === $script['dev']) {
    fclose($stream);
    return null;
  }
  return $stream;
}

function lcj_record($key, $value) {
  global $lcj_meta;
  if ($lcj_meta) @fwrite($lcj_meta, $key . ' ' . $value . "\n");
}

function lcj_one_line($text) {
  $text = str_replace(["\\", "\n", "\r"], ["\\\\", "\\n", "\\r"], $text);
  return strlen($text) <= LCJ_MAX_RECORD_CHARS ? $text : substr($text, 0, LCJ_MAX_RECORD_CHARS) . '...';
}

// TEXT cut to LIMIT bytes, escaped as lcj_one_line escapes a record's value.
function lcj_escaped_record($text, $limit) {
  if (strlen($text) > $limit) $text = substr($text, 0, $limit) . '...';
  return str_replace(["\\", "\n", "\r"], ["\\\\", "\\n", "\\r"], $text);
}

// A compile error of the solution's as PHP words it, placed as LeetCode places it:
// "Line 3: PHP Parse error:  syntax error, unexpected token ";" in solution.php on line 3".
function lcj_compile_error($kind, $message, $line) {
  return ($line ? "Line $line: " : '') . "PHP $kind:  $message" . ($line ? ' in ' . LCJ_SOLUTION_FILE . " on line $line" : '') . "\n";
}

function lcj_report_peak_memory() {
  $status = @file_get_contents('/proc/self/status');
  if ($status !== false && preg_match('/^VmHWM:\s+(\d+)/m', $status, $match)) lcj_record('peak_rss_kib', $match[1]);
}

// Ends the run with STATUS now. A fatal error of the driver's own raising marks every object
// destructed (exit() would leave the destructors of the objects the solution keeps to run last,
// and one calling exit() would replace STATUS); then the driver's shutdown function, registered
// first, sees $lcj_finished and exits with STATUS, so none of the solution's runs after it.
function lcj_finish($status) {
  global $lcj_finished, $lcj_status;
  $lcj_finished = true;
  $lcj_status = $status;
  ini_set('display_errors', '0');
  ini_set('log_errors', '0');
  set_error_handler(null);  // not the solution's handler, nor the driver's, which would go on
  trigger_error('lcjudge: the run ends', E_USER_ERROR);
  exit($status);  // not reached
}

function lcj_fail_bad_input($message) {
  fwrite(STDERR, "lcjudge: bad input: $message\n");
  lcj_record('bad_input', lcj_one_line($message));
  lcj_finish(LCJ_BAD_INPUT_EXIT);
}

function lcj_write_answer($text) {
  global $lcj_answer;
  if (!$lcj_answer) {
    echo $text;  // a hand run: after the solution's own prints
    return;
  }
  @fwrite($lcj_answer, $text);
  fclose($lcj_answer);
  $lcj_answer = null;
}

// The driver's shutdown function: a fatal error (memory exhausted, a compile error of the
// solution's) or an exit()/die() of the solution's ends the run here, never as an answer.
function lcj_at_shutdown() {
  global $lcj_finished, $lcj_status, $lcj_mode;
  if ($lcj_finished) exit($lcj_status);
  $lcj_finished = true;
  $error = error_get_last();
  $fatal = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR;
  if ($error !== null && ($error['type'] & $fatal)) {
    $line = lcj_solution_line($error['file'], $error['line']);
    $message = $error['message'];
    if ($lcj_mode === 'check') {
      fwrite(STDERR, lcj_compile_error('Fatal error', lcj_clean($message), $line));
      exit(LCJ_CHECK_FAILED_EXIT);
    }
    $text = 'PHP Fatal error:  ' . lcj_clean($message) . ($line ? ' in ' . LCJ_SOLUTION_FILE . " on line $line" : '');
    fwrite(STDERR, "$text\n");
    if (strncmp($message, 'Allowed memory size of', 22) === 0) {
      // PHP 8.2's frames live on its heap: unbounded recursion ends here too, as on LeetCode.
      lcj_record('out_of_memory', lcj_one_line($message));
      exit(LCJ_OUT_OF_MEMORY_EXIT);
    }
    lcj_record('traceback', lcj_escaped_record($text, LCJ_MAX_TRACEBACK_RECORD_CHARS));
    lcj_record('uncaught_exception', lcj_one_line('Fatal error: ' . lcj_clean($message)) . ($line ? " (line $line)" : ''));
    exit(LCJ_UNCAUGHT_EXIT);
  }
  fwrite(STDERR, "exit() or die() was called before the answer was returned\n");
  lcj_record('uncaught_exception', 'exit: the solution called exit() or die() before returning its answer');
  // Its objects' destructors would run after an exit() here: lcj_finish's fatal error forbids
  // them, and sets 255, which the driver's output handler, the last code PHP runs, sets back.
  while (ob_get_level() > 0 && @ob_end_flush());  // the solution's prints, as its exit() prints them
  ob_start(fn() => exit(LCJ_UNCAUGHT_EXIT));
  lcj_finish(LCJ_UNCAUGHT_EXIT);
}

// ---------------------------------------------------------------------------------------------
// The solution: evaluated under the name solution.php with its own line numbers

// The line of the solution's at FILE:LINE, or 0 when it is not the solution's (the driver's).
function lcj_solution_line($file, $line) {
  global $lcj_solution_file;
  return $file === $lcj_solution_file ? (int)$line : 0;
}

// MESSAGE with the driver's paths of the evaluated solution replaced by solution.php, and none of
// the driver's own ("2 passed in <driver> on line N": PHP's "2 passed", as from an internal caller).
function lcj_clean($message) {
  return preg_replace(['~\S*\(\d+\) : eval\(\)\'d code~', '~ in ' . preg_quote(__FILE__, '~') . ' on line \d+~'],
                      [LCJ_SOLUTION_FILE, ''], $message);
}

// The solution's text as eval() takes it: PHP code from its first character, lines kept.
function lcj_solution_code($path) {
  // PHP opens /proc/self/fd/N by the target of its link, which a sealed memfd's is not: through
  // php://fd/N instead (a duplicate of the descriptor), read from its start.
  $source = preg_match('~^/proc/self/fd/(\d+)$~', $path, $fd) && ($stream = @fopen("php://fd/$fd[1]", 'rb'))
      ? stream_get_contents($stream, -1, 0) : @file_get_contents($path);
  if ($source === false) throw new LcjudgeNotSupported("cannot read the solution $path: " . (error_get_last()["message"] ?? "?"));
  if (strncmp($source, "\xEF\xBB\xBF", 3) === 0) $source = substr($source, 3);
  // eval() takes code from its first character: the opening tag (and blank space before it) goes,
  // its line ends kept, so that `declare(strict_types=1);` is still the first statement.
  if (preg_match('/^(\s*)<\?php(?=\s)/', $source, $tag)) {
    return str_repeat("\n", substr_count($tag[1], "\n")) . substr($source, strlen($tag[0]));
  }
  return $source;
}

// Warnings, notices and deprecations: printed into the case's stdout as PHP's display_errors
// prints them ("\nWarning: Undefined variable $x in solution.php on line 3\n"), where LeetCode's
// user sees them, and the run goes on. Never on the answer channel, and never the verdict: the
// first LCJ_MAX_SHOWN_WARNINGS of a case are shown, so a warning in a loop cannot fill the output
// limit; and what the solution did to its own output (closed it, a handler that throws) is ignored.
function lcj_on_warning($type, $message, $file, $line) {
  global $lcj_warnings_shown;
  if (!(error_reporting() & $type)) return true;  // silenced with @
  if (++$lcj_warnings_shown > LCJ_MAX_SHOWN_WARNINGS) return true;
  $names = [E_WARNING => 'Warning', E_NOTICE => 'Notice', E_DEPRECATED => 'Deprecated', E_USER_WARNING => 'Warning',
            E_USER_NOTICE => 'Notice', E_USER_DEPRECATED => 'Deprecated', E_STRICT => 'Strict Standards'];
  $where = lcj_solution_line($file, $line);
  $text = PHP_EOL . ($names[$type] ?? 'Warning') . ': ' . lcj_clean($message) .
          ($where ? ' in ' . LCJ_SOLUTION_FILE . " on line $where" : '') . PHP_EOL;
  if ($lcj_warnings_shown === LCJ_MAX_SHOWN_WARNINGS) $text .= '(the case\'s further warnings are not shown)' . PHP_EOL;
  try {
    echo $text;  // through the solution's output buffers, as PHP's own display goes
  } catch (Throwable $ignored) {
  }
  return true;
}

// LeetCode's node classes, as its editor's comments define them, declared on first use.
function lcj_autoload($name) {
  global $lcj_node_kind;
  if ($name === 'ListNode') {
    eval('class ListNode { public $val = 0; public $next = null;
      function __construct($val = 0, $next = null) { $this->val = $val; $this->next = $next; } }');
  } elseif ($name === 'TreeNode') {
    eval('class TreeNode { public $val = null; public $left = null; public $right = null;
      function __construct($val = 0, $left = null, $right = null) { $this->val = $val; $this->left = $left; $this->right = $right; } }');
  } elseif ($name === 'NestedInteger') {
    // As LeetCode's PHP template's comment gives it: an int, or a list (getList() of an int is []).
    eval('class NestedInteger { private $integer = null; private $list = [];
      function __construct($value = null) { if ($value !== null) $this->setInteger($value); }
      function isInteger(): bool { return $this->list === null; }
      function getInteger() { return $this->integer; }
      function setInteger($i): void { $this->integer = $i; $this->list = null; }
      function add($ni): void { if ($this->list === null) { $this->integer = null; $this->list = []; } $this->list[] = $ni; }
      function getList(): array { return $this->list ?? []; } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'nary') {
    eval('class Node { public $val = null; public $children = null;
      function __construct($val = 0) { $this->val = $val; $this->children = array(); } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'graph') {
    eval('class Node { public $val = null; public $neighbors = null;
      function __construct($val = 0) { $this->val = $val; $this->neighbors = array(); } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'random') {
    eval('class Node { public $val = null; public $next = null; public $random = null;
      function __construct($val = 0) { $this->val = $val; $this->next = null; $this->random = null; } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'next') {
    eval('class Node { public $val = null; public $left = null; public $right = null; public $next = null;
      function __construct($val = 0) { $this->val = $val; $this->left = null; $this->right = null; $this->next = null; } }');
  }
}

// ---------------------------------------------------------------------------------------------
// The case and its JSON

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

// ---------------------------------------------------------------------------------------------
// Decoding by the descriptor's types into PHP's: arrays, ints, floats, strings, bools, nodes

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

// ---------------------------------------------------------------------------------------------
// Encoding the answer as the C++ driver prints it

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

// ---------------------------------------------------------------------------------------------
// Running a case

function lcj_decode_arguments($lines, $parameters) {
  lcj_check_line_count($lines, count($parameters));
  $arguments = [];
  foreach ($parameters as $i => $parameter) {
    $arguments[] = lcj_decode(lcj_parse_json($lines[$i], 'line ' . ($i + 1)), $parameter->type, 'line ' . ($i + 1));
  }
  return $arguments;
}

function lcj_run_function($descriptor, $lines, $parse_start) {
  $method = $descriptor->methods[0];
  $parameters = $method->parameters;
  $arguments = lcj_decode_arguments($lines, $parameters);
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $name = $method->name;
  $class = $descriptor->class;
  $solve_start = hrtime(true);
  $result = (new $class())->$name(...$arguments);  // by-reference parameters change $arguments
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  $answer = $method->answer ?? -1;
  if (($descriptor->output ?? '') === 'argument_prefix' && $answer >= 0 && $answer < count($arguments)) {
    $argument = $arguments[$answer];
    if (!is_int($result) || $result < 0 || $result > count($argument)) {
      throw new LcjudgeBadResult('the method returned k = ' . (is_scalar($result) ? var_export($result, true) : get_debug_type($result)) .
                                 ', but the answer is the first k elements of its ' . $parameters[$answer]->type->cpp .
                                 ' argument, which has ' . count($argument));
    }
    return lcj_encode(array_slice($argument, 0, $result), $parameters[$answer]->type) . "\n";
  }
  if ($method->result->kind === 'void') {
    return ($answer >= 0 && $answer < count($arguments) ? lcj_encode($arguments[$answer], $parameters[$answer]->type) : 'null') . "\n";
  }
  lcj_check_copy($result, $arguments, $parameters, $method->result);
  return lcj_encode($result, $method->result) . "\n";
}

// problem.yaml names only the method: the case's JSON as it is, made ListNode or TreeNode where
// the method's doc comment (`@param TreeNode $root`) says so.
function lcj_run_legacy($descriptor, $lines, $parse_start) {
  $class = $descriptor->class;
  $name = $descriptor->method;
  // As PHP says it, not as ReflectionMethod would (check mode may not have found the class).
  if (!class_exists($class)) throw new Error("Class \"$class\" not found");
  if (!method_exists($class, $name)) throw new Error("Call to undefined method $class::$name()");
  $method = new ReflectionMethod($class, $name);
  $doc = (string)$method->getDocComment();
  $arguments = [];
  $parameters = $method->getParameters();
  lcj_check_line_count($lines, count($parameters));
  foreach ($parameters as $i => $parameter) {
    $value = lcj_parse_json($lines[$i], 'line ' . ($i + 1));
    if (preg_match('/@param\s+(\??)(ListNode|TreeNode)\b[^\n$]*\$' . preg_quote($parameter->getName(), '/') . '\b/', $doc, $match)) {
      $value = lcj_decode($value, (object)['kind' => $match[2], 'cpp' => $match[2]], 'line ' . ($i + 1));
    }
    $arguments[] = $value;
  }
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $solve_start = hrtime(true);
  $result = (new $class())->$name(...$arguments);
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  return lcj_encode_legacy($result) . "\n";
}

// The operations (line 1) and their decoded arguments (line 2), all checked before the class is built.
function lcj_read_design($descriptor, $lines) {
  $class = $descriptor->class;
  lcj_check_line_count($lines, 2);
  $names = lcj_parse_json($lines[0], 'line 1');
  if (!is_array($names) || count(array_filter($names, 'is_string')) !== count($names)) {
    lcj_fail('line 1', 'expected vector<string>, found ' . lcj_describe($names));
  }
  if (!$names) lcj_fail('line 1', "expected the operations, the constructor \"$class\" first, found none");
  if ($names[0] !== $class) lcj_fail('line 1 at [0]', "the first operation must be the constructor \"$class\", found \"{$names[0]}\"");
  $all = lcj_parse_json($lines[1], 'line 2');
  if (!is_array($all)) lcj_fail('line 2', 'expected an array of argument arrays, one per operation, found ' . lcj_describe($all));
  if (count($all) !== count($names)) {
    lcj_fail('line 2', 'expected ' . count($names) . ' argument arrays (one per operation on line 1), found ' . count($all));
  }
  $by_name = [];
  $constructor = (object)['name' => $class, 'parameters' => [], 'result' => (object)['kind' => 'void']];
  foreach ($descriptor->methods as $m) {
    if ($m->constructor) $constructor = $m; else $by_name[$m->name] = $m;
  }
  $program = [];
  foreach ($names as $k => $name) {
    if ($k === 0) {
      $method = $constructor;
    } elseif ($name === $class) {
      lcj_fail("line 1 at [$k]", "the constructor \"$name\" may only be the first operation");
    } elseif (!isset($by_name[$name])) {
      lcj_fail("line 1 at [$k]", "unknown operation \"$name\" ($class has " . (implode(', ', array_keys($by_name)) ?: 'no methods') . ')');
    } else {
      $method = $by_name[$name];
    }
    $arguments = $all[$k];
    if (!is_array($arguments)) lcj_fail("line 2 at [$k]", "expected the arguments of $name (an array), found " . lcj_describe($arguments));
    $arity = count($method->parameters);
    if (count($arguments) !== $arity) {
      lcj_fail("line 2 at [$k]", "$name takes $arity " . ($arity == 1 ? 'argument' : 'arguments') . ', found ' . count($arguments));
    }
    foreach ($method->parameters as $i => $parameter) $arguments[$i] = lcj_decode($arguments[$i], $parameter->type, "line 2 at [$k][$i]");
    $program[] = [$method, $arguments];
  }
  return $program;
}

function lcj_run_design($descriptor, $lines, $parse_start) {
  $program = lcj_read_design($descriptor, $lines);
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $class = $descriptor->class;
  $solve_start = hrtime(true);
  $object = new $class(...$program[0][1]);
  $out = ['null'];
  $count = count($program);
  for ($k = 1; $k < $count; ++$k) {
    [$method, $arguments] = $program[$k];
    $name = $method->name;
    $result = $object->$name(...$arguments);
    // Whatever a void method returns, LeetCode prints null.
    $out[] = $method->result->kind === 'void' ? 'null' : lcj_encode($result, $method->result);
  }
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  return '[' . implode(',', $out) . "]\n";
}

// LeetCode's `$ser = new Codec(); $deser = new Codec(); $ans = $deser->deserialize($ser->serialize($root));`
function lcj_run_round_trip($descriptor, $lines, $parse_start) {
  [$encoder, $decoder] = $descriptor->methods;
  $arguments = lcj_decode_arguments($lines, $encoder->parameters);
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $class = $descriptor->class;
  $encode = $encoder->name;
  $decode = $decoder->name;
  $solve_start = hrtime(true);
  $ser = new $class();
  $deser = new $class();
  $answer = $deser->$decode($ser->$encode(...$arguments));
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  return lcj_encode($answer, $decoder->result) . "\n";
}

// LeetCode's `$obj = new NestedIterator($nestedList); while ($obj->hasNext()) $v[] = $obj->next();`;
// the answer $v (iterator_runner.h).
function lcj_run_iterator($descriptor, $lines, $parse_start) {
  $constructor = $next = null;
  foreach ($descriptor->methods as $method) {
    if ($method->constructor) $constructor = $method;
    elseif ($method->name === 'next') $next = $method;
  }
  if (!$constructor || !$next) throw new LcjudgeNotSupported('an iterator without its constructor and next()');
  $arguments = lcj_decode_arguments($lines, $constructor->parameters);
  lcj_record('parse_ns', hrtime(true) - $parse_start);
  $class = $descriptor->class;
  $solve_start = hrtime(true);
  $iterator = new $class(...$arguments);
  $values = [];
  while ($iterator->hasNext()) $values[] = $iterator->next();
  lcj_record('solve_ns', hrtime(true) - $solve_start);
  return lcj_encode($values, (object)['kind' => 'list', 'cpp' => 'vector', 'element' => $next->result]) . "\n";
}

// ---------------------------------------------------------------------------------------------
// API problems: LeetCode's provided functions and classes, answered by the judge
// (docs/driver-protocol.md, "API calls")
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

function lcj_runner_for($descriptor) {
  $kind = $descriptor->kind ?? '';
  if ($kind === 'legacy') return 'lcj_run_legacy';
  if (!empty($descriptor->api)) {
    if ($kind !== 'function' || empty($descriptor->api_case) || !isset(LCJ_API_CLASSES[$descriptor->api])) {
      throw new LcjudgeNotSupported("API problems ({$descriptor->api})");
    }
    return $descriptor->api === 'read4' ? 'lcj_run_read4' : 'lcj_run_api_function';
  }
  if ($kind === 'function') return 'lcj_run_function';
  if ($kind === 'design') {
    $drive = $descriptor->drive ?? 'operations';
    if ($drive === 'operations') return 'lcj_run_design';
    if ($drive === 'round_trip') return 'lcj_run_round_trip';
    if ($drive === 'iterator') return 'lcj_run_iterator';
    throw new LcjudgeNotSupported("design problems driven as $drive (iterators)");
  }
  throw new LcjudgeNotSupported("problems of kind $kind");
}

function lcj_check_types_supported($descriptor) {
  $supported = ['void', 'int', 'long', 'unsigned', 'double', 'bool', 'char', 'string', 'list', 'ListNode', 'TreeNode',
                'NestedInteger'];
  if (!empty($descriptor->node)) $supported[] = 'Node';
  if (!empty($descriptor->api)) $supported[] = 'api';
  foreach ($descriptor->methods ?? [] as $method) {
    $specs = [$method->result];
    foreach ($method->parameters as $parameter) $specs[] = $parameter->type;
    foreach ($specs as $spec) {
      while ($spec->kind === 'list') $spec = $spec->element;
      if (!in_array($spec->kind, $supported, true)) throw new LcjudgeNotSupported('the type ' . ($spec->cpp ?? $spec->kind));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Uncaught exceptions, LeetCode-worded

// Where ERROR was raised in the solution's own code, innermost first: [line, function] pairs,
// each line in the function it names (an internal function's frame, such as intdiv's, skipped).
function lcj_solution_frames(Throwable $error) {
  $trace = $error->getTrace();
  $locations = [[$error->getFile(), $error->getLine()]];
  foreach ($trace as $frame) $locations[] = [$frame['file'] ?? '', $frame['line'] ?? 0];
  $frames = [];
  foreach ($trace as $k => $frame) {
    $line = lcj_solution_line(...$locations[$k]);
    if (!$line) continue;
    if ($k === 0 && !isset($frame['class']) && $locations[1] === $locations[0]) continue;  // an internal function
    $function = ($frame['class'] ?? '') . ($frame['type'] ?? '') . $frame['function'];
    $frames[] = [$line, $function === 'eval' ? '{main}' : $function];  // the file's top-level code
  }
  return $frames;
}

function lcj_report_exception(Throwable $error) {
  $type = get_class($error);
  $message = lcj_clean($error->getMessage());
  $line = lcj_solution_line($error->getFile(), $error->getLine());
  $text = 'PHP Fatal error:  Uncaught ' . $type . ': ' . $message . ($line ? ' in ' . LCJ_SOLUTION_FILE . ":$line" : '') . "\nStack trace:\n";
  $k = 0;
  // The calls made from the solution's code or from PHP's own functions (a callback), as PHP
  // prints them; those the driver made are left out.
  foreach ($error->getTrace() as $frame) {
    $at = lcj_solution_line($frame['file'] ?? '', $frame['line'] ?? 0);
    if ((!$at && isset($frame['file'])) || $k === LCJ_MAX_TRACE_FRAMES) continue;
    $text .= "#$k " . ($at ? LCJ_SOLUTION_FILE . "($at)" : '[internal function]') . ': ' . ($frame['class'] ?? '') .
             ($frame['type'] ?? '') . $frame['function'] . "()\n";
    ++$k;
  }
  $text .= "#$k {main}\n" . ($line ? '  thrown in ' . LCJ_SOLUTION_FILE . " on line $line\n" : '');
  fwrite(STDERR, $text);
  // The report rides with the error's record, before it: the judge shows it under the case.
  lcj_record('traceback', lcj_escaped_record(rtrim($text, "\n"), LCJ_MAX_TRACEBACK_RECORD_CHARS));
  $frames = lcj_solution_frames($error);
  $where = $frames ? " (line {$frames[0][0]} in {$frames[0][1]})" : ($line ? " (line $line)" : '');
  lcj_record('uncaught_exception', lcj_one_line("$type: $message") . $where);
  lcj_finish(LCJ_UNCAUGHT_EXIT);
}

// The answer's text to the case LINES (read in READ_NS), the solution's file evaluated first when
// CODE is given: a failure of its top-level code is the case's. A failure ends the run.
function lcj_answer($descriptor, $runner, $lines, $read_ns, $code) {
  try {
    if ($code !== null) lcj_eval($code);
    // parse_ns: reading the case and decoding it, not the solution's top-level code between.
    return $runner($descriptor, $lines, hrtime(true) - $read_ns);
  } catch (LcjudgeBadInput $error) {
    lcj_fail_bad_input($error->getMessage());
  } catch (LcjudgeWrongResult $error) {
    fwrite(STDERR, 'lcjudge: wrong answer: ' . $error->getMessage() . "\n");
    lcj_record('wrong_result', lcj_one_line($error->getMessage()));
    lcj_finish(LCJ_WRONG_RESULT_EXIT);
  } catch (LcjudgeNotSupported $error) {
    fwrite(STDERR, 'lcjudge: ' . $error->getMessage() . ": not supported in PHP yet\n");
    lcj_finish(LCJ_CHECK_FAILED_EXIT);
  } catch (Throwable $error) {
    lcj_report_exception($error);
  }
}

function lcj_run($descriptor, $path) {
  lcj_open_channels();
  $parse_start = hrtime(true);
  $input = fopen('php://stdin', 'rb');  // the driver's own: the solution may close STDIN
  try {
    $runner = lcj_runner_for($descriptor);
    $first = $input ? (string)fread($input, 1) : '';
    if ($first !== '#') $lines = lcj_case_lines($first . ($input ? (string)stream_get_contents($input) : ''));
  } catch (LcjudgeBadInput $error) {
    lcj_fail_bad_input($error->getMessage());
  } catch (LcjudgeNotSupported $error) {
    fwrite(STDERR, 'lcjudge: ' . $error->getMessage() . ": not supported in PHP yet\n");
    lcj_finish(LCJ_CHECK_FAILED_EXIT);
  }
  $read_ns = hrtime(true) - $parse_start;
  try {
    $code = lcj_solution_code($path);
  } catch (LcjudgeNotSupported $error) {
    fwrite(STDERR, 'lcjudge: ' . $error->getMessage() . "\n");
    lcj_finish(2);
  }
  lcj_prepare_api($descriptor);
  set_error_handler('lcj_on_warning');
  if ($first === '#') lcj_serve_session($descriptor, $runner, $code, $input);  // does not return
  $text = lcj_answer($descriptor, $runner, $lines, $read_ns, $code);
  lcj_write_answer($text);
  lcj_report_peak_memory();
  lcj_finish(0);
}

// Evaluates the solution's code in a scope of its own (it sees no driver variable). Its file is
// the name PHP gives code evaluated on this line; the driver's own evaluated code is not the solution's.
// Its top-level variables are then made globals, bound by reference, as they are on LeetCode, which
// runs the file at the top level: a method's `global $memo` is the $memo the file made.
function lcj_eval($lcj_code) {
  $GLOBALS['lcj_solution_file'] = __FILE__ . '(' . __LINE__ . ") : eval()'d code"; eval($lcj_code);
  foreach (array_keys(get_defined_vars()) as $lcj_name) {
    if (strncmp($lcj_name, 'lcj_', 4) !== 0 && $lcj_name !== 'GLOBALS') $GLOBALS[$lcj_name] = &$$lcj_name;
  }
}

// ---------------------------------------------------------------------------------------------
// A session: the cases one at a time on descriptor 12, in one process (docs/driver-protocol.md)

// Checks that stdin (INPUT, its '#' already read) holds the session's marker, then answers each
// "#case <N>\n" frame on descriptor 12 with an "#answer <K> <N>\n" frame on the answer channel, K
// the case's number from 1 (a frame the solution wrote itself cannot pass for the driver's). The
// solution's CODE is evaluated once, so that its globals, statics and class properties carry over
// from case to case as on LeetCode; each case makes its own Solution (the runners do). A failing
// case ends the run as a one-case run does, with no frame.
function lcj_serve_session($descriptor, $runner, $code, $input) {
  global $lcj_answer;
  $answer = $lcj_answer ?? fopen('php://stdout', 'wb');  // a hand run: the frames on stdout
  $lcj_answer = null;  // held here, not where the solution would look for it
  // Stdin holds the marker and then its end, so a solution reading it finds end of input at once.
  // PHP cannot close descriptor 12 itself (no posix functions with -n): a solution that reads
  // php://fd/12 on purpose finds nothing there, as the judge hands the next case only after this
  // one's answer, and waits until its time runs out.
  if ('#' . fgets($input, strlen(LCJ_SESSION_MARKER)) !== LCJ_SESSION_MARKER) {
    lcj_fail_session("stdin starts with '#' but not with the session's marker");
  }
  $cases = @fopen('php://fd/' . LCJ_SESSION_CASES_FD, 'rb');
  if (!$cases) lcj_fail_session('no case descriptor ' . LCJ_SESSION_CASES_FD);
  for ($k = 1; ($data = lcj_read_frame($cases)) !== null; ++$k) {
    $read_start = hrtime(true);
    $GLOBALS['lcj_warnings_shown'] = 0;
    try {
      $lines = lcj_case_lines($data);
    } catch (LcjudgeBadInput $error) {
      lcj_fail_bad_input($error->getMessage());
    }
    $text = lcj_answer($descriptor, $runner, $lines, hrtime(true) - $read_start, $code);
    $code = null;
    lcj_report_peak_memory();
    lcj_flush_solution_output();
    fwrite($answer, "#answer $k " . strlen($text) . "\n" . $text);
  }
  lcj_end_session($answer);
}

// The text of the next case on INPUT, or null at end of file at a frame boundary. Reads the frame
// and no further: the judge hands a case once it has the last one's answer. A malformed frame is
// the judge's error: a message and exit 2.
function lcj_read_frame($input) {
  $header = (string)fgets($input, 32);
  if ($header === '') return null;
  if (!preg_match('/^#case (\d{1,12})\n\z/', $header, $size)) {
    lcj_fail_session(substr($header, -1) !== "\n" && feof($input) ? 'end of file inside a frame header'
        : 'malformed frame header ' . lcj_string_text($header) . ': expected "#case <N>\\n"');
  }
  $n = (int)$size[1];
  $data = '';
  while (($left = $n - strlen($data)) > 0) {
    $chunk = fread($input, min($left, 1 << 20));
    if ($chunk === false || $chunk === '') lcj_fail_session('end of file inside a case frame: ' . strlen($data) . " of its $n bytes");
    $data .= $chunk;
  }
  return $data;
}

function lcj_fail_session($message) {
  fwrite(STDERR, "lcjudge: session: $message\n");
  lcj_finish(2);
}

// The case's stdout whole before its answer: its garbage collected (a destructor prints in its own
// case), the solution's output buffers ended as PHP ends them at exit (one made unremovable stays),
// STDOUT flushed through any filter the solution put on it (PHP writes echo and STDOUT unbuffered).
function lcj_flush_solution_output() {
  try {
    gc_collect_cycles();
    while (ob_get_level() > 0 && @ob_end_flush());
    if (is_resource(STDOUT)) fflush(STDOUT);
  } catch (Throwable $error) {
    lcj_report_exception($error);  // thrown by a destructor or an output handler of the solution's
  }
}

// End of file at a frame boundary. What PHP would run of the solution's at exit runs now, before
// the end frame: its session's save handler, its stream filters and stream wrappers; its objects'
// destructors never run (lcj_finish). Then "#end", and none of the solution's code after it.
function lcj_end_session($answer) {
  try {
    if (function_exists('session_status') && session_status() === PHP_SESSION_ACTIVE) session_write_close();
    foreach (get_resources('stream filter') as $filter) stream_filter_remove($filter);
    foreach (get_resources('stream') as $stream) {
      if ((@stream_get_meta_data($stream)['wrapper_type'] ?? '') === 'user-space') fclose($stream);
    }
    gc_disable();  // no collection, and so no destructor, between the end frame and the end
  } catch (Throwable $error) {
    lcj_report_exception($error);
  }
  if (function_exists('pcntl_async_signals')) pcntl_async_signals(false);  // its signal handlers wait
  fwrite($answer, "#end\n");
  lcj_finish(0);
}

// ---------------------------------------------------------------------------------------------
// Check mode: can the solution be called as the problem declares?

function lcj_shown_parameters(ReflectionFunctionAbstract $function) {
  return implode(', ', array_map(fn($p) => ($p->isPassedByReference() ? '&' : '') . ($p->isVariadic() ? '...' : '') . '$' . $p->getName(),
                                 $function->getParameters()));
}

// An error message, or null when `$class->name(...declared arguments)` can be called.
function lcj_check_method(ReflectionClass $class, $method, $is_constructor) {
  $class_name = $class->getName();
  $declared = implode(', ', array_map(fn($p) => '$' . $p->name, $method->parameters));
  $shown_declared = ($is_constructor ? $class_name : $method->name) . "($declared)";
  $n = count($method->parameters);
  $function = $is_constructor ? $class->getConstructor() : ($class->hasMethod($method->name) ? $class->getMethod($method->name) : null);
  // __call takes the calls of a method the class lacks or hides.
  if (!$is_constructor && $class->hasMethod('__call') && !$function?->isPublic()) return null;
  if ($function === null) {
    if (!$is_constructor) return "class $class_name has no method {$method->name}: the problem declares $shown_declared";
    return $n ? "class $class_name has no constructor, but the problem declares $shown_declared" : null;
  }
  if (!$function->isPublic()) return "Line {$function->getStartLine()}: $class_name::{$function->name} is not public: the problem declares $shown_declared";
  $least = $function->getNumberOfRequiredParameters();
  $most = $function->isVariadic() ? PHP_INT_MAX : $function->getNumberOfParameters();
  if ($least <= $n && $n <= $most) return null;
  return "Line {$function->getStartLine()}: $class_name::{$function->name}(" . lcj_shown_parameters($function) .
         ") takes $least" . ($most === $least ? '' : ($most === PHP_INT_MAX ? ' or more' : " to $most")) .
         ' arguments, but the problem declares ' . $shown_declared . ": $n " . ($n == 1 ? 'argument' : 'arguments');
}

// The offset in CODE (tokenized as TOKENS, comments and blank space left out) where its statements
// start: after the declare() and namespace lines, which must come first.
function lcj_statements_start($tokens) {
  $start = 0;
  for ($k = 0, $n = count($tokens); $k < $n && $tokens[$k]->is([T_DECLARE, T_NAMESPACE]); ++$k) {
    while ($k + 1 < $n && !$tokens[++$k]->is([';', '{', ':']));
    $start = $tokens[$k]->pos + 1 - strlen('<?php ');
  }
  return $start;
}

// The classes TOKENS declare: [name, line, outside any braces] each.
function lcj_declared_classes($tokens) {
  $classes = [];
  $depth = 0;
  foreach ($tokens as $k => $token) {
    if ($token->is(['{', T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES])) ++$depth;
    elseif ($token->is('}')) --$depth;
    elseif ($token->is(T_CLASS) && ($name = $tokens[$k + 1] ?? null)?->is(T_STRING)) $classes[] = [$name->text, $name->line, $depth === 0];
  }
  return $classes;
}

// Check mode reads and compiles the solution, and runs none of it (its top-level code may loop, or
// build a table the run's memory limit allows): PHP binds as it compiles the top-level classes that
// have no interface, no trait, and no parent or one already declared (the API's), and these are
// checked by reflection; another is the run's to find, if the file declares it at all.
function lcj_check($descriptor, $path) {
  try {
    lcj_runner_for($descriptor);
    lcj_check_types_supported($descriptor);
    $code = lcj_solution_code($path);
  } catch (LcjudgeNotSupported $error) {
    fwrite(STDERR, $error->getMessage() . ": not supported in PHP yet\n");
    return LCJ_CHECK_FAILED_EXIT;
  }
  lcj_prepare_api($descriptor);
  set_error_handler(fn() => true);  // the compiler's warnings: each run shows them
  try {
    $tokens = array_values(array_filter(PhpToken::tokenize('<?php ' . $code, TOKEN_PARSE), fn($t) => !$t->isIgnorable()));
    // A compile error is fatal: lcj_at_shutdown words it.
    lcj_eval(substr_replace($code, 'return;', lcj_statements_start($tokens), 0));
  } catch (CompileError $error) {  // a ParseError, or one of the few compile errors PHP throws
    $kind = $error instanceof ParseError ? 'Parse error' : 'Fatal error';
    fwrite(STDERR, lcj_compile_error($kind, lcj_clean($error->getMessage()), $error->getLine()));
    return LCJ_CHECK_FAILED_EXIT;
  }
  $declared = lcj_declared_classes($tokens);
  foreach ($declared as [$name, $line, $top]) {
    // A top-level class named as PHP's or the API's is a fatal error when it is declared.
    if ($top && class_exists($name, false) && (new ReflectionClass($name))->getFileName() !== $GLOBALS['lcj_solution_file']) {
      fwrite(STDERR, lcj_compile_error('Fatal error', "Cannot declare class $name, because the name is already in use", $line));
      return LCJ_CHECK_FAILED_EXIT;
    }
  }
  $class_name = $descriptor->class ?: 'Solution';
  if (!class_exists($class_name, false)) {
    foreach ($declared as [$name]) if (strcasecmp($name, $class_name) === 0) return 0;  // bound when the run declares it
    fwrite(STDERR, "class $class_name is not defined\n");
    return LCJ_CHECK_FAILED_EXIT;
  }
  $class = new ReflectionClass($class_name);
  if (!$class->isInstantiable()) {
    fwrite(STDERR, "class $class_name cannot be instantiated (abstract, an interface or a private constructor)\n");
    return LCJ_CHECK_FAILED_EXIT;
  }
  $problems = [];
  if ($descriptor->kind === 'legacy') {
    if (!$class->hasMethod($descriptor->method) && !$class->hasMethod('__call')) $problems[] = "class $class_name has no method {$descriptor->method}";
  } else {
    $has_constructor = false;
    foreach ($descriptor->methods as $method) {
      $has_constructor = $has_constructor || $method->constructor;
      if ($problem = lcj_check_method($class, $method, $method->constructor)) $problems[] = $problem;
    }
    if (!$has_constructor && ($problem = lcj_check_method($class, (object)['name' => $class_name, 'parameters' => []], true))) {
      $problems[] = $problem;
    }
  }
  if ($problems) {
    fwrite(STDERR, implode("\n", $problems) . "\n");
    return LCJ_CHECK_FAILED_EXIT;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------

$lcj_mode = $argv[1] ?? '';
if ($argc !== 4 || ($lcj_mode !== 'run' && $lcj_mode !== 'check')) {
  fwrite(STDERR, "usage: lcjudge_driver.php run|check '<descriptor json>' <solution.php>\n");
  exit(2);
}
$lcj_descriptor = json_decode($argv[2]);
if (!is_object($lcj_descriptor) || !isset($lcj_descriptor->kind)) {
  fwrite(STDERR, "lcjudge: the descriptor: expected a JSON object with a \"kind\"\n");
  exit(2);
}
$lcj_node_kind = $lcj_descriptor->node ?? '';
spl_autoload_register('lcj_autoload');
register_shutdown_function('lcj_at_shutdown');
if ($lcj_mode === 'check') lcj_finish(lcj_check($lcj_descriptor, $argv[3]));
lcj_run($lcj_descriptor, $argv[3]);
