<?php
// solution_code.php: the solution: its text as eval() takes it, evaluated under the name
// solution.php with its own line numbers; its warnings shown as PHP's display_errors shows them.

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
