// runners.js: the runners, one per kind of problem, each returning the answer's text: here a
// function problem's (one method of Solution, or a bare function) and a legacy one's.

function decodeArguments(lines, parameters, classes, nodeKind) {
  checkLineCount(lines, parameters.length);
  return parameters.map((parameter, i) => decodeValue(parseJson(lines[i], 'line ' + (i + 1)), parameter.type, new Location(i + 1), classes, nodeKind));
}

function prefixAnswer(k, argument, parameter, nodeKind) {
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k > argument.length) {
    throw new BadResult('the method returned k = ' + shownValue(k) + ', but the answer is the first k elements of its ' +
                        (parameter.type.cpp || 'list') + ' argument, which has ' + argument.length);
  }
  const out = [];
  encodeValue(Array.prototype.slice.call(argument, 0, k), parameter.type, out, nodeKind);
  return out;
}

// What the run throws, as LeetCode's, for a function or class the solution does not define: check
// mode, which does not run it, accepts what the source may define.
function missingFunction(name) {
  return globalBinding(name) === undefined ? new ReferenceError(name + ' is not defined') : new TypeError(name + ' is not a function');
}

function runFunction(descriptor, lines, classes, parseStart) {
  const nodeKind = descriptor.node || '';
  const method = descriptor.methods[0];
  const parameters = method.parameters;
  const args = decodeArguments(lines, parameters, classes, nodeKind);
  reportNanos('parse_ns', parseStart);
  const copiedFrom = inputNodes(args, parameters, method.result, nodeKind);
  const solve = functionNamed(method.name, descriptor.class);
  if (!solve) throw missingFunction(method.name);
  const solveStart = process.hrtime.bigint();
  const result = solve(...args);
  reportNanos('solve_ns', solveStart);
  let out = [];
  const answer = method.answer === undefined ? -1 : method.answer;
  if (descriptor.output === 'argument_prefix' && answer >= 0 && answer < args.length) {
    out = prefixAnswer(result, args[answer], parameters[answer], nodeKind);
  } else if (method.result.kind === 'void') {
    if (answer >= 0 && answer < args.length) encodeValue(args[answer], parameters[answer].type, out, nodeKind);
    else out.push('null');
  } else {
    checkCopy(result, copiedFrom, nodeKind);
    encodeValue(result, method.result, out, nodeKind);
  }
  return out.join('') + '\n';
}

function runLegacy(descriptor, lines, classes, parseStart) {
  const solve = functionNamed(descriptor.method, descriptor.class);
  if (!solve) throw missingFunction(descriptor.method);
  const args = lines.map((line, i) => parseJson(line, 'line ' + (i + 1)));
  reportNanos('parse_ns', parseStart);
  const solveStart = process.hrtime.bigint();
  const result = solve(...args);
  reportNanos('solve_ns', solveStart);
  const out = [];
  encodeLegacy(result, out, 0);
  return out.join('') + '\n';
}

// The operations (line 1) and their decoded arguments (line 2), all checked before the class is
// built, as the C++ driver does.
