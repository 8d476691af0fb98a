<?php
// runners.php: running a case of a function problem (one method of Solution) or a legacy one (the
// method alone named): the arguments decoded, the method called, the answer's text.

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
