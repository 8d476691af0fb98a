<?php
// design.php: calling a design class as LeetCode does: the operations and their arguments (its two
// lines), the constructor then each method; a codec's round trip (297) and an iterator (341).

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
