<?php
// errors.php: uncaught exceptions, LeetCode-worded: PHP's message and the solution's own frames
// (solution.php), on stderr and as the traceback record.

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
