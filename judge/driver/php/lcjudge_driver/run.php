<?php
// run.php: run mode: the runner for the descriptor's kind of problem, the solution's code
// evaluated, and one case answered (or a session served).

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
