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
// file, shown to the sandboxed run as /proc/self/fd/N: its modules, a concern each, in
// judge/driver/php/lcjudge_driver/, are joined in the order of their modules.txt into
// build/languages/php/lcjudge_driver.php (judge/judging/driver_modules.h), and share its globals.
// PHP compiles it on every run (no opcache in the CLI), so it is kept small: functions, no classes
// of its own but LeetCode's node classes, declared only when something uses them (an autoloader),
// so that a solution may declare its own.
//
// The solution is evaluated with its own line numbers, with or without a leading `<?php`
// (LeetCode's editor has none), and named solution.php in messages, as LeetCode names it.

// protocol.php, the first module: the contract with the judge (judge/driver/protocol.h): its exit
// statuses and bounds, the side channel and the answer channel (descriptors 3 and 4), the records,
// and the end of the run (its shutdown function: a fatal error or an exit() of the solution's).

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
