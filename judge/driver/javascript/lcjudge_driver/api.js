// api.js: API problems: the classes and functions LeetCode provides (MountainArray, isBadVersion,
// read4...), each call made through api_channel.js, and the runners of the problems that use them.
// As LeetCode's JavaScript templates have it, 278's isBadVersion and 157/158's read4 are handed to
// `var solution = function(api) { return function(...) {...}; }`, 374's guess is a global, and the
// others are objects of the API's class passed as the method's argument.

class MountainArray {
  get(index) {
    return apiCall('get', index);
  }

  length() {
    return apiCall('length');
  }
}

class BinaryMatrix {
  get(row, col) {
    return apiCall('get', row, col);
  }

  dimensions() {
    return apiCall('dimensions');
  }
}

// 702's get and 1533's compareSub and length: LeetCode names both APIs ArrayReader.
class ArrayReader {
  get(index) {
    return apiCall('get', index);
  }

  compareSub(l, r, x, y) {
    return apiCall('compareSub', l, r, x, y);
  }

  length() {
    return apiCall('length');
  }
}

// LeetCode's JavaScript passes Sea's corners as [x, y] arrays; an {x, y} object is taken too.
function corner(point) {
  return point !== null && typeof point === 'object' && !Array.isArray(point) ? [point.x, point.y] : point;
}

class Sea {
  hasShips(topRight, bottomLeft) {
    return apiCall('hasShips', corner(topRight), corner(bottomLeft));
  }
}

class Master {
  guess(word) {
    return apiCall('guess', word);
  }
}

// 1237's CustomFunction is the one API computed here (docs/driver-protocol.md, "API calls"): f
// has no call limit, three calls tell which formula it is anyway, and LeetCode's accepted brute
// force calls it a million times. The case's function_id line picks one of LeetCode's nine.
const CUSTOM_FUNCTIONS = [null, (x, y) => x + y, (x, y) => x * y, (x, y) => x * x + y, (x, y) => x + y * y,
                          (x, y) => x * x + y * y, (x, y) => (x + y) * (x + y), (x, y) => x ** 3 + y ** 3,
                          (x, y) => x * x * y, (x, y) => x * y * y];
let customFormula = null;  // the case's

class CustomFunction {
  f(x, y) {
    return customFormula(x, y);
  }
}

function chooseCustomFunction(caseLines) {
  const functionId = caseLines.decoded('function_id');
  if (!(functionId >= 1 && functionId <= 9)) {
    caseLines.location('function_id').fail('function_id ' + functionId + " names none of LeetCode's 9 hidden formulas (1 to 9)");
  }
  customFormula = CUSTOM_FUNCTIONS[functionId];
}

function isBadVersion(version) {
  return apiCall('isBadVersion', version);
}

function guess(num) {
  return apiCall('guess', num);
}

// read4(buf4): the file's next (up to) 4 characters, from the judge, copied into the array buf4.
function read4(buf4) {
  const got = apiCall('read4');
  for (let i = 0; i < got.length; ++i) buf4[i] = got[i];
  return got.length;
}

// api name -> the class of the method's API parameter, or the function the API provides.
const API_CLASSES = {MountainArray, BinaryMatrix, ArrayReader, compareSub: ArrayReader, Sea, Master, CustomFunction};
const API_FUNCTIONS = {isBadVersion, guess};

// The APIs LeetCode's JavaScript hands to `var solution = function(api) {...}`.
const CLOSURE_APIS = new Set(['isBadVersion', 'read4']);

function hasOwn(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

// The API's class or function as a global of its name, unless the solution's script declared
// that name itself (a top-level `var guess`): its code calls what it defined.
function defineApiGlobal(value) {
  if (globalBinding(value.name) !== undefined) return;
  try {
    defineGlobal(value.name, value);
  } catch (error) {
    // a `var` of the solution's, left undefined
  }
}

// The case's lines by the names api_case gives them, each decoded by its type on first use; the
// lines the judge withheld (null) are never asked for.
function apiCaseLines(descriptor, lines, classes) {
  const nodeKind = descriptor.node || '';
  const parameters = descriptor.api_case.parameters;
  checkLineCount(lines, parameters.length);
  const lineOf = new Map(parameters.map((p, i) => [p.name, i]));
  return {
    has: (name) => lineOf.has(name),
    location: (name) => new Location(lineOf.get(name) + 1),
    decoded: (name) => {
      if (!lineOf.has(name)) throw new NotSupported('the case line ' + name + ', which the descriptor does not name');
      const i = lineOf.get(name);
      return decodeValue(parseJson(lines[i], 'line ' + (i + 1)), parameters[i].type, new Location(i + 1), classes, nodeKind);
    },
  };
}

// The function that solves an API problem: LeetCode's `solution(api)` for the APIs it hands
// over that way, else the method as a function problem's: a global function, or a method of ONE
// Solution object (158 calls read on the same object once per query).
function apiSolver(descriptor, api) {
  const name = descriptor.methods[0].name;
  const factory = CLOSURE_APIS.has(descriptor.api) ? globalBinding('solution') : undefined;
  if (typeof factory === 'function') {
    const made = factory(api);
    if (typeof made !== 'function') {
      throw new TypeError('solution(' + descriptor.api + ') returned ' + describe(made) + ', not the function that solves the problem');
    }
    return made;
  }
  const found = globalBinding(name);
  if (typeof found === 'function') return found;
  const exported = globalThis.exports;
  if (exported && typeof exported[name] === 'function') return exported[name];
  const SolutionClass = classNamed(descriptor.class || 'Solution');
  if (!SolutionClass) return undefined;
  let solution = null;
  return (...args) => {
    if (solution === null) solution = new SolutionClass();
    return solution[name](...args);
  };
}

function runApiFunction(descriptor, lines, classes, parseStart) {
  const nodeKind = descriptor.node || '';
  const method = descriptor.methods[0];
  const caseLines = apiCaseLines(descriptor, lines, classes);
  const handed = hasOwn(API_FUNCTIONS, descriptor.api) ? API_FUNCTIONS[descriptor.api] : undefined;
  if (handed) defineApiGlobal(handed);
  const args = method.parameters.map((parameter) => {
    if (parameter.type.kind !== 'api') return caseLines.decoded(parameter.name);
    const ApiClass = API_CLASSES[descriptor.api];
    if (ApiClass === CustomFunction) chooseCustomFunction(caseLines);
    defineApiGlobal(ApiClass);
    return new ApiClass();
  });
  reportNanos('parse_ns', parseStart);
  const solveStart = process.hrtime.bigint();
  const solve = apiSolver(descriptor, handed);
  if (!solve) throw missingFunction(CLOSURE_APIS.has(descriptor.api) ? 'solution' : method.name);
  const result = solve(...args);
  reportNanos('solve_ns', solveStart);
  const out = [];
  if (method.result.kind === 'void') out.push('null');  // 843's: the judge gives the answer LeetCode prints
  else encodeValue(result, method.result, out, nodeKind);
  return out.join('') + '\n';
}

const READ4_SLACK = 4;  // buf's room past n, as the C++ driver gives (LeetCode's own is not documented)

// 157, 158: `read(buf, n)`, once with the case's n, or (158, api_queries) once per entry of
// queries with the same reader. After each call that returned k, the judge is told n, k and buf's
// first k characters (`read n k "..."`), and checks them against its file: a wrong one is its WA.
function runRead4(descriptor, lines, classes, parseStart) {
  const method = descriptor.methods[0];
  const queries = Boolean(descriptor.api_queries);
  const countName = queries ? 'queries' : method.parameters[1].name;
  const caseLines = apiCaseLines(descriptor, lines, classes);
  if (!caseLines.has(countName)) throw new NotSupported('a read4 case without its ' + countName + ' line');
  const counts = queries ? caseLines.decoded(countName) : [caseLines.decoded(countName)];
  for (const n of counts) {
    if (n < 0) throw new BadInput('line ' + caseLines.location(countName).lineNumber + ': n = ' + n + ' is negative');
  }
  defineApiGlobal(read4);
  reportNanos('parse_ns', parseStart);
  const solveStart = process.hrtime.bigint();
  const read = apiSolver(descriptor, read4);
  if (!read) throw missingFunction('solution');
  const intType = {kind: 'int', cpp: 'int'};
  let answer = '';
  for (let q = 0; q < counts.length; ++q) {
    const n = counts[q];
    const buf = [];
    for (let i = 0; i < n + READ4_SLACK; ++i) buf[i] = ' ';
    const k = read(buf, n);
    if (typeof k !== 'number' || (k | 0) !== k) mismatch(k, intType);
    // buf as it is, read with the language's operators only, never a method the solution's code
    // could have replaced (Array.prototype.slice...); a cell that is not a character matches none.
    let excerpt = '';
    for (let i = 0; i < k && i < n + READ4_SLACK; ++i) {
      const c = buf[i];
      excerpt += typeof c === 'string' && c.length === 1 ? c : '\ufffd';
    }
    apiCall('read', n, k, excerpt);
    answer += (q ? ',' : '') + k;
  }
  reportNanos('solve_ns', solveStart);
  return (queries ? '[' + answer + ']' : answer) + '\n';
}
