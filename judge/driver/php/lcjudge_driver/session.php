<?php
// session.php: a session: the cases one at a time on descriptor 12, in one process
// (docs/driver-protocol.md).

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
