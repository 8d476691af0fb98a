<?php
// check.php: check mode: can the solution be called as the problem declares? Its code is compiled
// and its classes and methods read (PHP's tokenizer, reflection), none of it run.

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
