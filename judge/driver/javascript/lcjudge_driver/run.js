// run.js: run mode: the runner for the descriptor's kind of problem, LeetCode's environment
// defined, the solution's script run, and one case answered (or a session served); how a failing
// case ends the process.

function runnerFor(descriptor) {
  const kind = descriptor.kind;
  if (kind === 'legacy') return runLegacy;
  if (descriptor.api) {
    const api = descriptor.api;
    if (kind !== 'function' || !descriptor.api_case) throw new NotSupported('API problems (' + api + ')');
    if (api === 'read4') return runRead4;
    if (!hasOwn(API_CLASSES, api) && !hasOwn(API_FUNCTIONS, api)) throw new NotSupported('API problems (' + api + ')');
    return runApiFunction;
  }
  if (kind === 'function') return runFunction;
  if (kind === 'design') {
    const drive = descriptor.drive || 'operations';
    if (drive === 'operations') return runDesign;
    if (drive === 'round_trip') return runRoundTrip;
    if (drive === 'iterator') return runIterator;
    throw new NotSupported('design problems driven as ' + drive);
  }
  throw new NotSupported('problems of kind ' + kind);
}

function checkTypesSupported(descriptor) {
  const supported = new Set(['int', 'long', 'unsigned', 'void', 'double', 'bool', 'char', 'string', 'list', 'ListNode', 'TreeNode', 'NestedInteger']);
  if (descriptor.node) supported.add('Node');
  if (descriptor.api) supported.add('api');
  for (const method of descriptor.methods || []) {
    for (let spec of [method.result, ...method.parameters.map((p) => p.type)]) {
      while (spec.kind === 'list') spec = spec.element;
      if (!supported.has(spec.kind)) throw new NotSupported('the type ' + (spec.cpp || spec.kind));
    }
  }
}

function isOutOfMemory(error) {
  return error instanceof RangeError && /Invalid (array|typed array|string) length|Array buffer allocation failed/.test(String(error.message));
}

// What stops a run before the solution's script runs: a malformed case (86), a problem this
// driver cannot run (1); anything else is the driver's own failure.
function failSetup(error) {
  if (error instanceof BadInput) failBadInput(error.message);
  if (error instanceof NotSupported) {
    writeStderr('lcjudge: ' + error.message + ': not supported in JavaScript yet\n');
    finish(CHECK_FAILED_EXIT);
  }
  throw error;
}

// LeetCode's node classes and libraries as globals, before the solution's script: its classes.
function defineEnvironment(descriptor) {
  const classes = environmentClasses(descriptor.node || '');
  defineGlobal('ListNode', classes.ListNode);
  defineGlobal('TreeNode', classes.TreeNode);
  defineGlobal('NestedInteger', classes.NestedInteger);
  if (classes.Node) {
    defineGlobal('_Node', classes.Node);
    defineGlobal('Node', classes.Node);
  }
  defineLibraries();
  Error.stackTraceLimit = SOLUTION_STACK_FRAMES;
  return classes;
}

// The solution's script, run; its syntax error ends the run here, its top-level code's exception
// propagates to failCase.
function loadSolution(source) {
  try {
    evaluateSolution(source);
  } catch (error) {
    if (error instanceof SyntaxError && /^solution\.js:\d+/.test(String(error.stack))) {
      writeStderr(syntaxErrorMessage(error, source));
      record('uncaught_exception', oneLine('SyntaxError: ' + error.message));
      finish(UNCAUGHT_EXCEPTION_EXIT);
    }
    throw error;
  }
}

// Ends the run on ERROR, thrown by the solution's script or while the driver ran its case.
function failCase(error, source) {
  if (error instanceof BadInput) failBadInput(error.message);
  if (error instanceof WrongResult) {
    writeStderr('lcjudge: wrong answer: ' + error.message + '\n');
    record('wrong_result', oneLine(error.message));
    finish(WRONG_RESULT_EXIT);
  }
  if (error instanceof NotSupported) {
    writeStderr('lcjudge: ' + error.message + ': not supported in JavaScript yet\n');
    finish(CHECK_FAILED_EXIT);
  }
  if (isOutOfMemory(error)) {
    writeStderr(String(error.name) + ': ' + String(error.message) + '\n');
    record('out_of_memory', oneLine(String(error.name) + ': ' + String(error.message)));
    finish(OUT_OF_MEMORY_EXIT);
  }
  finish(reportException(error, source));
}

function run(descriptor, solutionPath) {
  openChannels();
  const parseStart = process.hrtime.bigint();
  const first = readFirstByte();
  if (first !== null && first[0] === SESSION_MARK) return serveSession(descriptor, solutionPath);
  let source;
  let runner;
  let lines;
  try {
    source = readSolution(solutionPath);
    runner = runnerFor(descriptor);
    lines = splitCase(readAllInput(first));
  } catch (error) {
    failSetup(error);
  }
  const classes = defineEnvironment(descriptor);
  let text;
  try {
    loadSolution(source);
    text = runner(descriptor, lines, classes, parseStart);
  } catch (error) {
    failCase(error, source);
  }
  const status = writeAnswer(text) ? 0 : 1;
  reportPeakMemory();
  finish(status);
}
