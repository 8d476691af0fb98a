// lcjudge's JavaScript and TypeScript driver: runs one case of a LeetCode JavaScript solution (or a
// TypeScript one, compiled to JavaScript by the build) as LeetCode does, or, when stdin starts
// with '#', a session of cases in turn (docs/driver-protocol.md).
//
//   /usr/bin/node <flags> lcjudge_driver.js run   '<descriptor json>' <solution.js> [<libraries.json>]  < case
//   /usr/bin/node <flags> lcjudge_driver.js check '<descriptor json>' <solution.js>
//
// The contract with the judge (the descriptor, descriptors 3 and 4, the exit statuses) is the C++
// driver's, judge/driver/protocol.h: the same case gives the same answer text and records. This is
// ONE file: the judge shows it to the sandboxed run as /proc/self/fd/N, so it requires only Node's
// built-in modules. The solution is a script, as LeetCode's editor takes it, evaluated in this
// context under its own file name (solution.js), so that its top-level functions, classes and
// `let`/`const` bindings are globals the driver finds by name, and its stack frames are its own.
// LeetCode's preloaded libraries (lodash, @datastructures-js) are lazy globals: a run evaluates a
// library's text, from the bundle the build shows it, only when the solution first reads the name.
'use strict';

const fs = require('fs');
const vm = require('vm');

// What the driver reads and writes its channels with, taken before the solution's code runs: the
// solution shares this context and the fs module, and may replace any of them (fs.writeSync, to
// write an answer of its own in the driver's place).
const {readSync, writeSync, fstatSync, closeSync, readdirSync} = fs;
const {from: bufferFrom, byteLength: bufferByteLength, alloc: bufferAlloc} = Buffer;

const META_FD = 3;
const ANSWER_FD = 4;
const BAD_INPUT_EXIT = 86;
const OUT_OF_MEMORY_EXIT = 87;
const UNCAUGHT_EXCEPTION_EXIT = 88;
const WRONG_RESULT_EXIT = 91;
const CHECK_FAILED_EXIT = 1;

const MAX_OUTPUT_NODES = 10000000;  // structure_codecs.h kMaxOutputNodes: a cyclic answer stops there
const MAX_NESTED_INTEGER_DEPTH = 1000;  // structure_codecs.h kMaxNestedIntegerDepth
const MAX_RECORD_CHARS = 1000;  // an exception's message in the one-line record
const MAX_TRACE_FRAMES = 20;  // of the solution's own frames printed on stderr
const MAX_QUOTED_LINE_CHARS = 300;  // of a source line quoted under an error
const MAX_TRACEBACK_RECORD_CHARS = 6000;  // the traceback record: LeetCode's words, the frames
const SOLUTION_STACK_FRAMES = 200;  // V8 keeps this many frames of an error thrown by the solution

let solutionFile = 'solution.js';  // LeetCode's name for the solution in its messages; solution.ts for TypeScript
let metaFd = -1;
let answerFd = -1;

class BadInput extends Error {}  // the case is malformed: the judge's data (exit 86)
class BadResult extends Error {}  // the answer breaks the problem's rules (a cyclic list): an RTE
class WrongResult extends Error {}  // well formed but wrong in a way its text cannot show: a WA
class NotSupported extends Error {}  // a problem this driver cannot run yet: check mode says so

// ---------------------------------------------------------------------------------------------
// Descriptors 3 and 4. Node cannot move a descriptor (no dup2), so, as the Java driver, it leaves
// them where they are; a solution that writes to them can put there only what condemns it.

// Node's own start-up takes the lowest free numbers for its event loop (an epoll descriptor and a
// pipe's read end): in a hand run, 3 and 4 are those. The judge's channels are files, or in a
// session pipes the driver can write (an empty write fails on a read end, not on a write end).
function isChannel(fd) {
  try {
    const stat = fstatSync(fd);
    if (stat.isFile()) return true;
    return (stat.isFIFO() || stat.isSocket()) && writeSync(fd, bufferAlloc(0)) === 0;
  } catch (error) {
    return false;
  }
}

function openChannels() {
  metaFd = isChannel(META_FD) ? META_FD : -1;
  answerFd = isChannel(ANSWER_FD) ? ANSWER_FD : -1;
}

const pauseCell = new Int32Array(new SharedArrayBuffer(4));

// A millisecond's wait, for a descriptor that said EAGAIN (a full pipe, an empty one).
function pause() {
  Atomics.wait(pauseCell, 0, 0, 1);
}

function writeAll(fd, text) {
  const data = bufferFrom(text, 'utf8');
  const size = bufferByteLength(text, 'utf8');
  let done = 0;
  while (done < size) {
    let n;
    try {
      n = writeSync(fd, data, done, size - done);
    } catch (error) {
      if (error.code === 'EAGAIN') pause();
      if (error.code === 'EAGAIN' || error.code === 'EINTR') continue;
      return false;  // past the output limit (EFBIG), or the judge is gone (EPIPE)
    }
    if (n <= 0) return false;
    done += n;
  }
  return true;
}

function record(key, value) {
  if (metaFd >= 0) writeAll(metaFd, key + ' ' + value + '\n');
}

function reportNanos(key, start) {
  record(key, String(process.hrtime.bigint() - start));
}

function reportPeakMemory() {
  let text;
  try {
    text = fs.readFileSync('/proc/self/status', 'latin1');
  } catch (error) {
    return;
  }
  const match = /VmHWM:\s*(\d+)/.exec(text);
  if (match) record('peak_rss_kib', match[1]);
}

// The answer on its channel, closed once written; a hand run prints it after the solution's prints.
function writeAnswer(text) {
  if (answerFd < 0) return writeAll(1, text);
  const written = writeAll(answerFd, text);
  try {
    closeSync(answerFd);  // nothing that runs after can add to it
  } catch (error) {
    // closed by the solution already: what it wrote is what the judge reads
  }
  answerFd = -1;
  return written;
}

// Exits now: no 'exit' listener, timer or promise of the solution runs after the answer. Taken
// before the solution's code runs, which may replace process.reallyExit to go on after a verdict.
const reallyExit = process.reallyExit;

function finish(status) {
  if (typeof reallyExit === 'function') reallyExit(status);
  process.exit(status);
}

// TEXT cut to LIMIT characters, escaped as oneLine escapes a record's value.
function escapedRecord(text, limit) {
  text = String(text);
  if (text.length > limit) text = text.slice(0, limit) + '...';
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function oneLine(text) {
  text = String(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  return text.length <= MAX_RECORD_CHARS ? text : text.slice(0, MAX_RECORD_CHARS) + '...';
}

function writeStderr(text) {
  try {
    writeSync(2, text);
  } catch (error) {
    // stderr past its limit: the judge has what it kept
  }
}

function failBadInput(message) {
  writeStderr('lcjudge: bad input: ' + message + '\n');
  record('bad_input', oneLine(message));
  finish(BAD_INPUT_EXIT);
}

// ---------------------------------------------------------------------------------------------
// The case's text and its JSON

// The first byte of DATA that is not UTF-8, or -1 (overlong forms and surrogates included).
function firstInvalidUtf8(data) {
  for (let i = 0; i < data.length;) {
    const b = data[i];
    let extra;
    let least;
    if (b < 0x80) {
      ++i;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      extra = 1;
      least = 0x80;
    } else if ((b & 0xf0) === 0xe0) {
      extra = 2;
      least = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      extra = 3;
      least = 0x10000;
    } else {
      return i;
    }
    if (i + extra >= data.length) return i;
    let code = b & (0x3f >> extra);
    for (let k = 1; k <= extra; ++k) {
      if ((data[i + k] & 0xc0) !== 0x80) return i;
      code = code * 64 + (data[i + k] & 0x3f);
    }
    if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += extra + 1;
  }
  return -1;
}

// Up to SIZE bytes of standard input (or of descriptor FD) into BUFFER at AT, waiting for them if
// it does not block (the solution may have made it non-blocking): 0 at end of file, -1 on an error.
function readInput(buffer, at, size, fd = 0) {
  for (;;) {
    try {
      return readSync(fd, buffer, at, size, null);
    } catch (error) {
      if (error.code === 'EAGAIN') pause();
      else if (error.code !== 'EINTR') return -1;
    }
  }
}

// The first byte of standard input ('#' starts a session), or null when it has none.
function readFirstByte() {
  const byte = bufferAlloc(1);
  return readInput(byte, 0, 1) === 1 ? byte : null;
}

// A one-case run's standard input, all of it: FIRST and what follows it.
function readAllInput(first) {
  const chunks = first ? [first] : [];
  if (first) {
    for (;;) {
      const chunk = bufferAlloc(65536);
      const n = readInput(chunk, 0, chunk.length);
      if (n <= 0) break;
      chunks.push(chunk.subarray(0, n));
    }
  }
  return Buffer.concat(chunks);
}

// The case's argument lines, from DATA, the whole case (a NAME.in file's bytes).
function splitCase(data) {
  if (data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
    throw new BadInput('line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one');
  }
  let ascii = true;
  for (let i = 0; i < data.length; ++i) {
    if (data[i] >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (!ascii) {
    const bad = firstInvalidUtf8(data);
    if (bad >= 0) {
      let line = 1;
      for (let i = 0; i < bad; ++i) if (data[i] === 10) ++line;
      throw new BadInput('line ' + line + ': invalid UTF-8 (byte ' + (bad + 1) + ')');
    }
  }
  const text = data.toString(ascii ? 'latin1' : 'utf8');
  const cr = text.indexOf('\r');
  if (cr >= 0) {
    const lineStart = text.lastIndexOf('\n', cr) + 1;
    let line = 1;
    for (let i = 0; i < cr; ++i) if (text.charCodeAt(i) === 10) ++line;
    throw new BadInput('line ' + line + ', column ' + (cr - lineStart + 1) +
                       ": carriage return (Windows line ends): lines end in '\\n' alone");
  }
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

// One JSON value, the whole of TEXT; WHERE ("line 2") prefixes an error. V8's parser is not
// recursive, so a deep nesting cannot overflow the stack.
function parseJson(text, where) {
  try {
    return JSON.parse(text);
  } catch (error) {
    const match = /position (\d+)/.exec(String(error.message));
    const column = match ? ', column ' + (Number(match[1]) + 1) : '';
    const what = String(error.message).replace(/ in JSON at position \d+.*$/, '').replace(/^.*?: /, '');
    throw new BadInput(where + column + ': ' + what);
  }
}

function checkLineCount(lines, arity) {
  const plural = (n) => n + (n === 1 ? ' argument line' : ' argument lines');
  if (lines.length < arity) {
    throw new BadInput('line ' + (lines.length + 1) + ', column 1: expected ' + plural(arity) + ', found ' + lines.length);
  }
  if (lines.length > arity) {
    throw new BadInput('line ' + (arity + 1) + ', column 1: expected ' + plural(arity) + ', found more (trailing data)');
  }
}

// `array [1,2,3]`, shortened, for messages (as the C++ driver's JsonView::describe).
function describe(value) {
  let kind;
  let text;
  if (value === null) {
    kind = 'null';
    text = 'null';
  } else if (typeof value === 'boolean') {
    kind = 'boolean';
    text = String(value);
  } else if (typeof value === 'number') {
    kind = 'number';
    text = String(value);
  } else if (typeof value === 'string') {
    kind = 'string';
    text = jsonString(value.slice(0, 20));
  } else if (Array.isArray(value)) {
    kind = 'array';
    text = '[' + value.slice(0, 8).map((v) => (Array.isArray(v) ? '[...]' : v !== null && typeof v === 'object' ? '{...}' : typeof v === 'string' ? jsonString(v) : String(v))).join(',') +
           (value.length <= 8 ? ']' : ',...');
  } else {
    kind = 'object';
    text = '{...}';
  }
  if (text.length > 20) text = text.slice(0, 17) + '...';
  return kind + ' ' + text;
}

// ---------------------------------------------------------------------------------------------
// LeetCode's environment: its node classes (as its JavaScript template's comments define them)
// and its preloaded libraries

const environmentSource = `(function() {
function ListNode(val, next) { this.val = (val === undefined ? 0 : val); this.next = (next === undefined ? null : next); }
function TreeNode(val, left, right) {
  this.val = (val === undefined ? 0 : val); this.left = (left === undefined ? null : left); this.right = (right === undefined ? null : right);
}
function NestedInteger(value) { this._integer = value === undefined ? null : value; this._list = value === undefined ? [] : null; }
NestedInteger.prototype.isInteger = function() { return this._list === null; };
NestedInteger.prototype.getInteger = function() { return this._integer; };
NestedInteger.prototype.setInteger = function(value) { this._integer = value; this._list = null; };
NestedInteger.prototype.add = function(elem) { if (this._list === null) { this._integer = null; this._list = []; } this._list.push(elem); };
NestedInteger.prototype.getList = function() { return this._list; };
return ({ListNode, TreeNode, NestedInteger,
  nary: function _Node(val, children) { this.val = val === undefined ? null : val; this.children = children === undefined ? [] : children; },
  graph: function _Node(val, neighbors) { this.val = val === undefined ? 0 : val; this.neighbors = neighbors === undefined ? [] : neighbors; },
  random: function _Node(val, next, random) { this.val = val; this.next = next === undefined ? null : next; this.random = random === undefined ? null : random; },
  next: function _Node(val, left, right, next) {
    this.val = val === undefined ? null : val; this.left = left === undefined ? null : left;
    this.right = right === undefined ? null : right; this.next = next === undefined ? null : next;
  }});
})()`;

// Made in the context the solution runs in, so that its prototypes are the solution's own to
// extend and nothing of the driver's is reachable through them.
function environmentClasses(nodeKind) {
  const made = vm.runInThisContext(environmentSource, {filename: 'lcjudge_environment.js'});
  const classes = {ListNode: made.ListNode, TreeNode: made.TreeNode, NestedInteger: made.NestedInteger};
  if (nodeKind && made[nodeKind]) classes.Node = made[nodeKind];
  return classes;
}

// A global the solution may assign or redeclare, made on first read by MAKE.
function defineLazyGlobal(name, make) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make();
      Object.defineProperty(globalThis, name, {value, writable: true, configurable: true, enumerable: false});
      return value;
    },
    set(value) {
      Object.defineProperty(globalThis, name, {value, writable: true, configurable: true, enumerable: false});
    },
  });
}

function defineGlobal(name, value) {
  Object.defineProperty(globalThis, name, {value, writable: true, configurable: true, enumerable: false});
}

// The libraries' bundle (judge/driver/javascript/bundle_libraries.js wrote it): each package's
// files by path, and each package's main file. Read and evaluated on first use only.
let bundle = null;
let bundlePath = '';
const loadedModules = new Map();

function readBundle() {
  if (bundle === null) {
    if (!bundlePath) throw new Error("LeetCode's libraries are not installed (run scripts/install-deps.sh)");
    bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8'));
  }
  return bundle;
}

function resolveModule(request, from) {
  const files = readBundle().files;
  if (!request.startsWith('.')) {
    const main = readBundle().mains[request];
    if (main === undefined) throw new Error("Cannot find module '" + request + "'");
    return main;
  }
  const parts = from.split('/');
  parts.pop();
  for (const part of request.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  const base = parts.join('/');
  for (const candidate of [base, base + '.js', base + '/index.js']) {
    if (Object.prototype.hasOwnProperty.call(files, candidate)) return candidate;
  }
  throw new Error("Cannot find module '" + request + "' from " + from);
}

function requireModule(path) {
  if (loadedModules.has(path)) return loadedModules.get(path).exports;
  const module = {exports: {}};
  loadedModules.set(path, module);
  const wrapper = vm.compileFunction(readBundle().files[path], ['exports', 'require', 'module', '__filename', '__dirname'],
                                     {filename: 'node_modules/' + path});
  wrapper.call(module.exports, module.exports, (request) => requireModule(resolveModule(request, path)), module,
               path, path.slice(0, path.lastIndexOf('/')));
  return module.exports;
}

function packageExport(packageName, name) {
  return () => {
    const exported = requireModule(resolveModule(packageName, ''));
    return name ? exported[name] : exported;
  };
}

// What LeetCode's JavaScript and TypeScript preload: lodash as `_`, the priority queues, queue
// and deque of @datastructures-js.
function defineLibraries() {
  defineLazyGlobal('_', packageExport('lodash', ''));
  for (const name of ['PriorityQueue', 'MinPriorityQueue', 'MaxPriorityQueue']) {
    defineLazyGlobal(name, packageExport('@datastructures-js/priority-queue', name));
  }
  defineLazyGlobal('Queue', packageExport('@datastructures-js/queue', 'Queue'));
  defineLazyGlobal('Deque', packageExport('@datastructures-js/deque', 'Deque'));
}

// ---------------------------------------------------------------------------------------------
// The solution

const SOURCE_MAP_MARKER = '//# sourceMappingURL=data:application/json;base64,';  // tsc's, inline

function readSolution(path) {
  const source = fs.readFileSync(path, 'utf8');
  if (source.includes(SOURCE_MAP_MARKER)) solutionFile = 'solution.ts';
  return source;
}

// Runs the solution's script; its syntax error or its top-level code's exception propagates.
function evaluateSolution(source) {
  const script = new vm.Script(source, {filename: 'solution.js'});
  script.runInThisContext();
}

// The global binding NAME (a function, a class, or a let/const of the solution's script), or undefined.
function globalBinding(name) {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) return undefined;
  return vm.runInThisContext('typeof ' + name + ' === "undefined" ? undefined : ' + name, {filename: 'lcjudge_lookup.js'});
}

// The function the descriptor's METHOD names: a global function, as LeetCode's templates write
// it, or a method of a Solution class if the solution wrote one instead.
function functionNamed(name, className) {
  const found = globalBinding(name);
  if (typeof found === 'function') return found;
  const exported = globalThis.exports;
  if (exported && typeof exported[name] === 'function') return exported[name];
  const cls = globalBinding(className || 'Solution');
  if (typeof cls === 'function') {
    return function(...args) {
      const instance = new cls();
      return instance[name](...args);
    };
  }
  return undefined;
}

function classNamed(name) {
  const found = globalBinding(name);
  if (typeof found === 'function') return found;
  const exported = globalThis.exports;
  if (exported && typeof exported[name] === 'function') return exported[name];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Check mode's reading of the source: the names it may define, without running it. A script
// defines a name by spelling it (a declaration, an assignment, `globalThis.name`, 'name'); one that
// spells it nowhere can define it only through what makes names at run time, which the scan takes
// as "may define anything": code from text (eval, Function), the global object or the prototypes
// that global names also reach, indexed or handed on (`globalThis[key]`, `Object.assign(this, o)`,
// `super[key]` in a method called bare), V8's stack frames (their receivers). Comments and strings
// count too: the scan errs only towards accepting, and the run decides.

const WORD = /[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*/gu;
const MAKES_NAMES = new Set(['eval', 'Function', 'process', '__proto__', 'getPrototypeOf', 'setPrototypeOf',
                             '__defineGetter__', '__defineSetter__', 'prepareStackTrace']);
// Harmless as `word.name` (a property spelled out; super's call too), else handing on what names are made on.
const GLOBAL_OBJECTS = new Set(['this', 'globalThis', 'global', 'exports', 'prototype', 'super']);
const MEMBER_AFTER = /\s*\??\.\s*[\p{ID_Start}$_#]/uy;
const CALL_AFTER = /\s*\(/y;
const TSC_PROLOGUE = /^Object\.defineProperty\(exports, "__esModule", \{ value: true \}\);$/m;  // tsc's CommonJS output's

function followedBy(pattern, text, at) {
  pattern.lastIndex = at;
  return pattern.test(text);
}

// `constructor(` but after a '.': a class's constructor, not the way to Function.
function isConstructorDefinition(text, at, end) {
  let before = at - 1;
  while (before >= 0 && /\s/.test(text[before])) --before;
  return text[before] !== '.' && followedBy(CALL_AFTER, text, end);
}

// Whether WORD, at AT to END of TEXT, may make a name TEXT does not spell.
function makesNames(word, text, at, end) {
  if (MAKES_NAMES.has(word)) return true;
  if (word === 'constructor') return !isConstructorDefinition(text, at, end);
  if (word === 'super' && followedBy(CALL_AFTER, text, end)) return false;
  return GLOBAL_OBJECTS.has(word) && !followedBy(MEMBER_AFTER, text, end);
}

// The source as its identifiers read: `\u` escapes decoded (`two\u0053um` is twoSum), without tsc's
// prologue and inline source map (base64, whose letters may spell any word).
function identifierText(source) {
  const map = source.lastIndexOf('\n' + SOURCE_MAP_MARKER);
  const base64 = map >= 0 ? source.slice(map + 1 + SOURCE_MAP_MARKER.length) : '';
  if (map >= 0 && /^[A-Za-z0-9+/=]*\s*$/.test(base64)) source = source.slice(0, map);
  return source.replace(TSC_PROLOGUE, '').replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g, (escape, long, short) => {
    const code = parseInt(long || short, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escape;
  });
}

// The words SOURCE spells, and whether it may make names it does not spell (dynamic).
function scanSource(source) {
  const text = identifierText(source);
  const words = new Set();
  let dynamic = false;
  for (const match of text.matchAll(WORD)) {
    words.add(match[0]);
    dynamic ||= makesNames(match[0], text, match.index, match.index + match[0].length);
  }
  return {words, dynamic};
}

// ---------------------------------------------------------------------------------------------
// Decoding arguments by the descriptor's types

const INT_RANGES = {int: [-2147483648, 2147483647], long: [-9223372036854775808, 9223372036854775807], unsigned: [0, 4294967295]};
const LEETCODE_TYPE_NAMES = {int: 'integer', long: 'long', unsigned: 'integer', double: 'double', bool: 'boolean', char: 'character', string: 'string'};

class Location {
  constructor(lineNumber, path) {
    this.lineNumber = lineNumber;
    this.path = path ? path.slice() : [];
  }

  fail(what) {
    const where = this.path.map((i) => '[' + i + ']').join('');
    throw new BadInput('line ' + this.lineNumber + ': ' + what + (where ? ' at ' + where : ''));
  }
}

function decodeInt(value, spec, at) {
  if (typeof value !== 'number' || !Number.isInteger(value)) at.fail('expected ' + (spec.cpp || spec.kind) + ', found ' + describe(value));
  const range = INT_RANGES[spec.kind];
  if (value < range[0] || value > range[1]) at.fail(value + ' does not fit in ' + (spec.cpp || spec.kind));
  return value;
}

const INT_SPEC = {kind: 'int', cpp: 'int'};

function decodeValue(value, spec, at, classes, nodeKind) {
  const kind = spec.kind;
  if (kind in INT_RANGES) return decodeInt(value, spec, at);
  switch (kind) {
    case 'double':
      if (typeof value !== 'number') at.fail('expected double, found ' + describe(value));
      return value;
    case 'bool':
      if (typeof value !== 'boolean') at.fail('expected bool, found ' + describe(value));
      return value;
    case 'string':
      if (typeof value !== 'string') at.fail('expected string, found ' + describe(value));
      checkNoSurrogates(value, at);
      return value;
    case 'char':
      // One byte, as the C++ driver's char: the same case is valid in every language.
      if (typeof value !== 'string' || value.length !== 1 || value.charCodeAt(0) > 127) {
        at.fail('expected char (a one-character string), found ' + describe(value));
      }
      return value;
    case 'list':
      return decodeList(value, spec, at, classes, nodeKind);
    case 'ListNode':
      return decodeLinkedList(value, at, classes.ListNode);
    case 'TreeNode':
      return decodeTree(value, at, classes.TreeNode);
    case 'NestedInteger':
      return decodeNestedInteger(value, at, classes.NestedInteger);
    case 'Node':
      if (nodeKind === 'nary') return decodeNary(value, at, classes.Node);
      if (nodeKind === 'graph') return decodeGraph(value, at, classes.Node);
      if (nodeKind === 'random') return decodeRandomList(value, at, classes.Node);
      if (nodeKind === 'next') return decodeTree(value, at, classes.Node);
      break;
    default:
      break;
  }
  throw new NotSupported('arguments of type ' + (spec.cpp || kind));
}

function decodeList(value, spec, at, classes, nodeKind) {
  if (!Array.isArray(value)) at.fail('expected ' + (spec.cpp || 'a list') + ', found ' + describe(value));
  const element = spec.element;
  if (element.kind in INT_RANGES) {
    const range = INT_RANGES[element.kind];
    let plain = true;
    for (let i = 0; i < value.length; ++i) {
      const v = value[i];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < range[0] || v > range[1]) {
        plain = false;
        break;
      }
    }
    if (plain) return value;  // the common case: JSON.parse's array is the argument
  }
  if (element.kind === 'string' || element.kind === 'bool' || element.kind === 'double' || element.kind === 'char' || element.kind in INT_RANGES) {
    at.path.push(0);
    for (let i = 0; i < value.length; ++i) {
      at.path[at.path.length - 1] = i;
      decodeValue(value[i], element, at, classes, nodeKind);
    }
    at.path.pop();
    return value;
  }
  const result = new Array(value.length);
  at.path.push(0);
  for (let i = 0; i < value.length; ++i) {
    at.path[at.path.length - 1] = i;
    result[i] = decodeValue(value[i], element, at, classes, nodeKind);
  }
  at.path.pop();
  return result;
}

function checkNoSurrogates(text, at) {
  for (let i = 0; i < text.length; ++i) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      ++i;
      continue;
    }
    at.fail('a lone surrogate \\u' + c.toString(16).padStart(4, '0') + ' in a string (character ' + (i + 1) + '): not UTF-8');
  }
}

function expectArray(value, at, what) {
  if (!Array.isArray(value)) at.fail('expected ' + what + ', found ' + describe(value));
}

// Element INDEX of an array of int or null: null for null.
function intElement(array, index, at) {
  const v = array[index];
  if (v === null) return null;
  at.path.push(index);
  decodeInt(v, INT_SPEC, at);
  at.path.pop();
  return v;
}

function decodeLinkedList(value, at, ListNode) {
  expectArray(value, at, 'ListNode* (a list such as [1,2,3])');
  let head = null;
  for (let i = value.length - 1; i >= 0; --i) {
    const v = intElement(value, i, at);
    if (v === null) {
      at.path.push(i);
      at.fail('expected int, found null');
    }
    head = new ListNode(v, head);
  }
  return head;
}

function decodeRoot(value, at) {
  const v = intElement(value, 0, at);
  if (v === null) {
    at.path.push(0);
    at.fail('the root is null: an empty tree is []');
  }
  return v;
}

function decodeTree(value, at, Tree) {
  expectArray(value, at, 'TreeNode* (level order such as [3,9,20,null,null,15,7])');
  const size = value.length;
  if (size === 0) return null;
  const levelOrder = [new Tree(decodeRoot(value, at))];
  let parent = 0;
  for (let i = 1; i < size;) {
    if (parent === levelOrder.length) {
      const v = intElement(value, i, at);
      if (v !== null) {
        at.path.push(i);
        at.fail('no parent left for ' + v + ': the nodes before it have all their children');
      }
      ++i;
      continue;
    }
    const node = levelOrder[parent];
    for (const side of ['left', 'right']) {
      if (i < size) {
        const v = intElement(value, i, at);
        if (v !== null) {
          const child = new Tree(v);
          node[side] = child;
          levelOrder.push(child);
        }
      }
      ++i;
    }
    ++parent;
  }
  return levelOrder[0];
}

// An int, or a nested list of ints; read without recursion, at most MAX_NESTED_INTEGER_DEPTH
// lists deep, as the C++ driver reads it.
function decodeNestedInteger(value, at, NestedInteger) {
  if (!Array.isArray(value)) {
    decodeInt(value, INT_SPEC, at);
    return new NestedInteger(value);
  }
  const root = new NestedInteger();
  const stack = [[value, 0, root]];
  at.path.push(0);
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [array, index, built] = top;
    if (index === array.length) {
      stack.pop();
      at.path.pop();
      continue;
    }
    top[1] = index + 1;
    at.path[at.path.length - 1] = index;
    const element = array[index];
    if (Array.isArray(element)) {
      if (stack.length === MAX_NESTED_INTEGER_DEPTH) at.fail('a NestedInteger nested more than ' + MAX_NESTED_INTEGER_DEPTH + ' deep');
      const child = new NestedInteger();
      built.add(child);
      stack.push([element, 0, child]);
      at.path.push(0);
    } else {
      decodeInt(element, INT_SPEC, at);
      built.add(new NestedInteger(element));
    }
  }
  return root;
}

function decodeNary(value, at, Nary) {
  expectArray(value, at, 'Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])');
  const size = value.length;
  if (size === 0) return null;
  const levelOrder = [new Nary(decodeRoot(value, at), [])];
  if (size > 1) {
    const v = intElement(value, 1, at);
    if (v !== null) {
      at.path.push(1);
      at.fail('expected null after the root, found ' + v);
    }
  }
  let parent = 0;
  for (let i = 2; i < size;) {
    while (i < size) {
      const v = intElement(value, i, at);
      if (v === null) break;
      if (parent === levelOrder.length) {
        at.path.push(i);
        at.fail('no parent left for ' + v + ': every node before it has had its children');
      }
      const child = new Nary(v, []);
      levelOrder[parent].children.push(child);
      levelOrder.push(child);
      ++i;
    }
    ++parent;
    ++i;
  }
  return levelOrder[0];
}

function decodeGraph(value, at, Graph) {
  expectArray(value, at, "Node* (a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]])");
  const size = value.length;
  const nodes = [];
  for (let i = 0; i < size; ++i) nodes.push(new Graph(i + 1, []));
  at.path.push(0);
  for (let i = 0; i < size; ++i) {
    at.path[at.path.length - 1] = i;
    const neighbours = value[i];
    expectArray(neighbours, at, 'the neighbours of a node (an array of node numbers)');
    for (let j = 0; j < neighbours.length; ++j) {
      const n = intElement(neighbours, j, at);
      if (n === null || n < 1 || n > size) {
        at.path.push(j);
        at.fail('no node ' + String(n) + ': the nodes are 1..' + size);
      }
      nodes[i].neighbors.push(nodes[n - 1]);
    }
  }
  at.path.pop();
  return size ? nodes[0] : null;
}

function decodeRandomList(value, at, RandomList) {
  expectArray(value, at, 'Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])');
  const size = value.length;
  const nodes = [];
  at.path.push(0);
  for (let i = 0; i < size; ++i) {
    at.path[at.path.length - 1] = i;
    const pair = value[i];
    if (!Array.isArray(pair) || pair.length !== 2) {
      at.fail('expected [val, random_index] (random_index null or 0..' + (size - 1) + '), found ' + describe(pair));
    }
    const v = intElement(pair, 0, at);
    if (v === null) {
      at.path.push(0);
      at.fail("expected the node's int, found null");
    }
    nodes.push(new RandomList(v, null, null));
    if (i > 0) nodes[i - 1].next = nodes[i];
  }
  for (let i = 0; i < size; ++i) {
    at.path[at.path.length - 1] = i;
    const index = intElement(value[i], 1, at);
    if (index === null) continue;
    if (index < 0 || index >= size) {
      at.path.push(1);
      at.fail('no node at index ' + index + ': the indexes are 0..' + (size - 1));
    }
    nodes[i].random = nodes[index];
  }
  at.path.pop();
  return size ? nodes[0] : null;
}

// ---------------------------------------------------------------------------------------------
// Encoding the answer as the C++ driver prints it

const PLAIN_STRING = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

// TEXT as a JSON string literal, as the C++ driver writes it (nlohmann's dump: UTF-8 kept, control
// characters escaped, a lone surrogate, which UTF-8 cannot hold, replaced by U+FFFD).
function jsonString(text) {
  if (PLAIN_STRING.test(text)) return '"' + text + '"';
  let out = '"';
  for (let i = 0; i < text.length; ++i) {
    const c = text.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c < 0x20) {
      const named = {8: '\\b', 12: '\\f', 10: '\\n', 13: '\\r', 9: '\\t'}[c];
      out += named || '\\u' + c.toString(16).padStart(4, '0');
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff) {
      out += text[i] + text[i + 1];
      ++i;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += '\ufffd';
    } else {
      out += text[i];
    }
  }
  return out + '"';
}

function leetcodeTypeName(spec) {
  if (spec.kind === 'list') return leetcodeTypeName(spec.element) + '[]';
  return LEETCODE_TYPE_NAMES[spec.kind] || spec.kind;
}

function shownValue(value) {
  let shown;
  try {
    shown = typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? JSON.stringify(value) : String(value);
  } catch (error) {
    shown = '<' + typeof value + '>';
  }
  if (shown === undefined) shown = String(value);
  return shown.length > 100 ? shown.slice(0, 97) + '...' : shown;
}

// The solution's value does not fit the declared result type: LeetCode's serializer fails, a
// runtime error (worded as its Python serializer words it).
function mismatch(value, spec) {
  throw new TypeError(shownValue(value) + ' is not valid value for the expected return type ' + leetcodeTypeName(spec));
}

// An integral number as C++ prints it: every digit, never an exponent.
function integerText(value) {
  if (typeof value === 'bigint') return value.toString();
  return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
}

const nanView = new DataView(new ArrayBuffer(8));

// %.5f as C's printf writes it (the C++ driver's doubles): toFixed agrees but for a value exactly
// halfway (printf rounds it to even, as its binary value is exact, toFixed away from zero), for -0
// ("-0.00000"), NaN's sign, the infinities and numbers past 1e21 (toFixed's exponent form).
function fixed5(value) {
  if (Number.isNaN(value)) {
    nanView.setFloat64(0, value);
    return (nanView.getUint8(0) & 0x80) ? '-nan' : 'nan';
  }
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e21) return sign + BigInt(magnitude).toString() + '.00000';
  // Exactly halfway between two 5-place decimals: only j/64 for an odd j is, as 10^5 = 2^5 5^5.
  const sixtyFourths = magnitude * 64;
  if (Number.isInteger(sixtyFourths) && sixtyFourths % 2 === 1 && magnitude < 2 ** 40) {
    const scaled = Math.floor(magnitude * 100000);  // exact: j * 1562.5 less its half
    const even = scaled % 2 === 0 ? scaled : scaled + 1;
    const digits = String(even).padStart(6, '0');
    return sign + digits.slice(0, -5) + '.' + digits.slice(-5);
  }
  return sign + magnitude.toFixed(5);
}

function checkedNode(node, structure) {
  if (node === null || typeof node !== 'object') throw new BadResult('the returned ' + structure + ' holds ' + shownValue(node) + ' where a node is due');
  return node;
}

function nodeInt(val) {
  if (typeof val === 'bigint') return val.toString();
  if (typeof val !== 'number' || !Number.isInteger(val)) mismatch(val, INT_SPEC);
  return integerText(val);
}

function isNull(value) {
  return value === null || value === undefined;
}

// VALUE printed as SPEC says, appended to OUT. null and undefined are null.
function encodeValue(value, spec, out, nodeKind) {
  const kind = spec.kind;
  if (isNull(value) && kind !== 'ListNode' && kind !== 'TreeNode' && kind !== 'Node') {
    out.push('null');
  } else if (kind in INT_RANGES) {
    if (typeof value === 'bigint') out.push(value.toString());
    else if (typeof value !== 'number' || !Number.isInteger(value)) mismatch(value, spec);
    else out.push(integerText(value));
  } else if (kind === 'double') {
    if (typeof value !== 'number') mismatch(value, spec);
    out.push(fixed5(value));
  } else if (kind === 'bool') {
    if (typeof value !== 'boolean') mismatch(value, spec);
    out.push(value ? 'true' : 'false');
  } else if (kind === 'string' || kind === 'char') {
    if (typeof value !== 'string' || (kind === 'char' && value.length !== 1)) mismatch(value, spec);
    out.push(jsonString(value));
  } else if (kind === 'list') {
    encodeList(value, spec, out, nodeKind);
  } else if (kind === 'NestedInteger') {
    encodeNestedInteger(value, out);
  } else if (kind === 'ListNode') {
    encodeLinkedList(value, out);
  } else if (kind === 'TreeNode') {
    encodeTree(value, out);
  } else if (kind === 'Node') {
    if (nodeKind === 'nary') encodeNary(value, out);
    else if (nodeKind === 'graph') encodeGraph(value, out);
    else if (nodeKind === 'random') encodeRandomList(value, out);
    else if (nodeKind === 'next') encodeNextTree(value, out);
    else throw new NotSupported('a Node without a node kind');
  } else {
    throw new NotSupported('results of type ' + (spec.cpp || kind));
  }
}

function isArrayLike(value) {
  return Array.isArray(value) || ArrayBuffer.isView(value);
}

function encodeList(value, spec, out, nodeKind) {
  if (!isArrayLike(value)) mismatch(value, spec);
  const element = spec.element;
  if (element.kind in INT_RANGES) {
    let plain = true;
    for (let i = 0; i < value.length; ++i) {
      const v = value[i];
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
        plain = false;
        break;
      }
    }
    if (plain) {
      out.push('[' + Array.prototype.join.call(value, ',') + ']');
      return;
    }
  }
  out.push('[');
  for (let i = 0; i < value.length; ++i) {
    if (i) out.push(',');
    encodeValue(value[i], element, out, nodeKind);
  }
  out.push(']');
}

function tooManyNodes(structure) {
  throw new BadResult('the returned ' + structure + ' has more than ' + MAX_OUTPUT_NODES + ' nodes: is it cyclic?');
}

function encodeLinkedList(head, out) {
  const values = [];
  let slow = head;
  let node = head;
  while (!isNull(node)) {
    values.push(nodeInt(checkedNode(node, 'list').val));
    node = node.next;
    if (values.length % 2 === 0) {
      slow = slow.next;
      if (node === slow && !isNull(node)) throw new BadResult('the returned list is cyclic: node ' + shownValue(node.val) + ' is reached twice');
    }
  }
  out.push('[' + values.join(',') + ']');
}

// Level-order tokens with trailing nulls dropped, bounded like the C++ driver's.
class TokenWriter {
  constructor(structure) {
    this.tokens = [];
    this.kept = 0;
    this.structure = structure;
  }

  value(node) {
    this.tokens.push(nodeInt(checkedNode(node, this.structure).val));
    this.kept = this.tokens.length;
    if (this.kept > MAX_OUTPUT_NODES) tooManyNodes(this.structure);
  }

  null() {
    this.tokens.push('null');
    if (this.tokens.length > MAX_OUTPUT_NODES) tooManyNodes(this.structure);
  }

  text() {
    this.tokens.length = this.kept;
    return '[' + this.tokens.join(',') + ']';
  }
}

function encodeTree(root, out) {
  const writer = new TokenWriter('tree');
  let queue = isNull(root) ? [] : [root];
  let k = 0;
  while (k < queue.length) {
    const node = queue[k++];
    if (isNull(node)) {
      writer.null();
      continue;
    }
    writer.value(node);
    queue.push(node.left, node.right);
    if (k > 4096 && k * 2 > queue.length) {
      queue = queue.slice(k);  // keep the queue's memory to a level or so
      k = 0;
    }
  }
  out.push(writer.text());
}

function encodeNary(root, out) {
  const writer = new TokenWriter('N-ary tree');
  const queue = [];
  if (!isNull(root)) {
    writer.value(root);
    writer.null();
    queue.push(root);
  }
  for (let k = 0; k < queue.length; ++k) {
    for (const child of queue[k].children || []) {
      if (isNull(child)) {
        writer.null();  // not LeetCode's form: printed so that the answer shows it is wrong
        continue;
      }
      writer.value(child);
      queue.push(child);
    }
    writer.null();
  }
  out.push(writer.text());
}

function graphReachable(start) {
  const reached = isNull(start) ? [] : [start];
  const seen = new Set(reached);
  for (let k = 0; k < reached.length; ++k) {
    for (const neighbour of reached[k].neighbors || []) {
      if (isNull(neighbour) || seen.has(neighbour)) continue;
      seen.add(neighbour);
      if (reached.length === MAX_OUTPUT_NODES) tooManyNodes('graph');
      reached.push(neighbour);
    }
  }
  return reached;
}

function encodeGraph(start, out) {
  const reached = graphReachable(start);
  reached.sort((a, b) => a.val - b.val);
  const parts = reached.map((node) => '[' + (node.neighbors || []).map((n) => (isNull(n) ? 'null' : nodeInt(n.val))).join(',') + ']');
  out.push('[' + parts.join(',') + ']');
}

function alongNext(head) {
  const nodes = [];
  for (let node = head; !isNull(node); node = node.next) {
    if (nodes.length === MAX_OUTPUT_NODES) tooManyNodes('list');
    nodes.push(node);
  }
  return nodes;
}

function encodeRandomList(head, out) {
  const nodes = alongNext(head);
  const index = new Map(nodes.map((node, i) => [node, i]));
  const parts = nodes.map((node, i) => {
    if (isNull(node.random)) return '[' + nodeInt(node.val) + ',null]';
    const target = index.get(node.random);
    if (target === undefined) {
      throw new WrongResult('the random pointer of the node at index ' + i + ' (val ' + shownValue(node.val) +
                            ') points to a node that is not in the returned list');
    }
    return '[' + nodeInt(node.val) + ',' + target + ']';
  });
  out.push('[' + parts.join(',') + ']');
}

function encodeNextTree(root, out) {
  const tokens = [];
  for (let level = root; !isNull(level);) {
    let below = null;
    for (let node = level; !isNull(node); node = node.next) {
      tokens.push(nodeInt(node.val));
      if (tokens.length > MAX_OUTPUT_NODES) tooManyNodes('tree along its next pointers');
      if (isNull(below)) below = !isNull(node.left) ? node.left : node.right;
    }
    tokens.push('#');
    level = below;
  }
  out.push('[' + tokens.join(',') + ']');
}

// An int, or the nested list, printed without recursion.
function encodeNestedInteger(value, out) {
  if (value.isInteger()) {
    out.push(nodeInt(value.getInteger()));
    return;
  }
  let count = 0;
  out.push('[');
  const stack = [[value.getList() || [], 0]];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [items, index] = top;
    if (index === items.length) {
      out.push(']');
      stack.pop();
      continue;
    }
    top[1] = index + 1;
    if (++count > MAX_OUTPUT_NODES) tooManyNodes('NestedInteger');
    if (index) out.push(',');
    const element = items[index];
    if (element.isInteger()) {
      out.push(nodeInt(element.getInteger()));
    } else {
      out.push('[');
      stack.push([element.getList() || [], 0]);
    }
  }
}

// A legacy problem's answer, printed by its runtime type.
function encodeLegacy(value, out, depth) {
  if (depth > 1000) throw new BadResult('the returned value is nested more than 1000 deep');
  if (isNull(value)) out.push('null');
  else if (typeof value === 'boolean') out.push(value ? 'true' : 'false');
  else if (typeof value === 'bigint') out.push(value.toString());
  else if (typeof value === 'number') out.push(Number.isInteger(value) && !Object.is(value, -0) ? integerText(value) : fixed5(value));
  else if (typeof value === 'string') out.push(jsonString(value));
  else if (isArrayLike(value)) {
    out.push('[');
    for (let i = 0; i < value.length; ++i) {
      if (i) out.push(',');
      encodeLegacy(value[i], out, depth + 1);
    }
    out.push(']');
  } else if (typeof value === 'object' && 'val' in value && 'left' in value && 'right' in value) {
    encodeTree(value, out);
  } else if (typeof value === 'object' && 'val' in value && 'next' in value) {
    encodeLinkedList(value, out);
  } else {
    throw new TypeError(shownValue(value) + ' is not a value the driver can print');
  }
}

// ---------------------------------------------------------------------------------------------
// Copying problems (133, 138): the answer must share no node with the input

// The solution's top-level code runs before this check and may replace any built-in it can
// reach (Set.prototype.has, Array.prototype.forEach, an array's iterator): the check keeps Map's
// methods as they were when the driver started, and walks the nodes by index and property only.
const INTRINSIC = Object.freeze({Map, mapGet: Map.prototype.get, mapSet: Map.prototype.set, mapHas: Map.prototype.has,
                                 apply: Reflect.apply});

// Nodes in the order first reached, each once.
class NodeSet {
  constructor() {
    this.order = new INTRINSIC.Map();  // index -> node
    this.index = new INTRINSIC.Map();  // node -> index
    this.size = 0;
  }

  has(node) {
    return INTRINSIC.apply(INTRINSIC.mapHas, this.index, [node]);
  }

  at(i) {
    return INTRINSIC.apply(INTRINSIC.mapGet, this.order, [i]);
  }

  add(node, structure) {
    if (isNull(node) || this.has(node)) return;
    if (this.size === MAX_OUTPUT_NODES) tooManyNodes(structure);
    INTRINSIC.apply(INTRINSIC.mapSet, this.index, [node, this.size]);
    INTRINSIC.apply(INTRINSIC.mapSet, this.order, [this.size, node]);
    this.size += 1;
  }
}

// The nodes of a graph from START (its neighbors), or of a list from START (along next).
function copyNodes(start, nodeKind, into) {
  const structure = nodeKind === 'graph' ? 'graph' : 'list';
  const nodes = into || new NodeSet();
  if (nodeKind !== 'graph') {
    for (let node = start; !isNull(node) && !nodes.has(node); node = node.next) nodes.add(node, structure);
    return nodes;
  }
  const first = nodes.size;
  nodes.add(start, structure);
  for (let k = first; k < nodes.size; ++k) {
    const neighbors = nodes.at(k).neighbors;
    if (isNull(neighbors)) continue;
    for (let i = 0; i < neighbors.length; ++i) nodes.add(neighbors[i], structure);
  }
  return nodes;
}

function inputNodes(args, parameters, resultSpec, nodeKind) {
  if (resultSpec.kind !== 'Node' || (nodeKind !== 'graph' && nodeKind !== 'random')) return null;
  const nodes = new NodeSet();
  for (let i = 0; i < args.length; ++i) {
    if (parameters[i].type.kind === 'Node') copyNodes(args[i], nodeKind, nodes);
  }
  return nodes;
}

function checkCopy(result, nodes, nodeKind) {
  if (nodes === null || isNull(result)) return;
  const copy = copyNodes(result, nodeKind, null);
  for (let i = 0; i < copy.size; ++i) {
    const node = copy.at(i);
    if (nodeKind === 'graph') {
      if (nodes.has(node)) {
        throw new WrongResult('the copy shares node ' + shownValue(node.val) + ' with the input: the answer must be a deep copy, made of new nodes only');
      }
      continue;
    }
    const which = 'node at index ' + i + ' (val ' + shownValue(node.val) + ')';
    if (nodes.has(node)) {
      throw new WrongResult('the copy shares the ' + which + ' with the input: the answer must be a deep copy, made of new nodes only');
    }
    if (!isNull(node.random) && nodes.has(node.random)) {
      throw new WrongResult("the random pointer of the copy's " + which +
                            ' points to a node of the input: the answer must be a deep copy, made of new nodes only');
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The runners, one per kind of problem: each returns the answer's text

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
function readDesign(descriptor, lines, classes) {
  const nodeKind = descriptor.node || '';
  const className = descriptor.class;
  const methods = descriptor.methods;
  checkLineCount(lines, 2);
  const names = parseJson(lines[0], 'line 1');
  let at = new Location(1);
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) at.fail('expected vector<string>, found ' + describe(names));
  if (!names.length) at.fail('expected the operations, the constructor "' + className + '" first, found none');
  if (names[0] !== className) {
    at.path = [0];
    at.fail('the first operation must be the constructor "' + className + '", found "' + names[0] + '"');
  }
  const allArguments = parseJson(lines[1], 'line 2');
  at = new Location(2);
  if (!Array.isArray(allArguments)) at.fail('expected an array of argument arrays, one per operation, found ' + describe(allArguments));
  if (allArguments.length !== names.length) {
    at.fail('expected ' + names.length + ' argument arrays (one per operation on line 1), found ' + allArguments.length);
  }
  const byName = new Map();
  for (const m of methods) if (m.constructor !== true) byName.set(m.name, m);
  const constructor = methods.find((m) => m.constructor === true) || {name: className, parameters: []};
  const program = [];
  names.forEach((name, k) => {
    let method;
    if (k === 0) {
      method = constructor;
    } else if (name === className) {
      new Location(1, [k]).fail('the constructor "' + name + '" may only be the first operation');
    } else if (!byName.has(name)) {
      const known = methods.filter((m) => m.constructor !== true).map((m) => m.name).join(', ');
      new Location(1, [k]).fail('unknown operation "' + name + '" (' + className + ' has ' + (known || 'no methods') + ')');
    } else {
      method = byName.get(name);
    }
    const args = allArguments[k];
    at = new Location(2, [k]);
    if (!Array.isArray(args)) at.fail('expected the arguments of ' + name + ' (an array), found ' + describe(args));
    const arity = method.parameters.length;
    if (args.length !== arity) at.fail(name + ' takes ' + arity + (arity === 1 ? ' argument' : ' arguments') + ', found ' + args.length);
    at.path.push(0);
    const decoded = method.parameters.map((parameter, i) => {
      at.path[at.path.length - 1] = i;
      return decodeValue(args[i], parameter.type, at, classes, nodeKind);
    });
    program.push([method, decoded]);
  });
  return program;
}

function runDesign(descriptor, lines, classes, parseStart) {
  const nodeKind = descriptor.node || '';
  const program = readDesign(descriptor, lines, classes);
  reportNanos('parse_ns', parseStart);
  const DesignClass = classNamed(descriptor.class);
  if (!DesignClass) throw missingFunction(descriptor.class);
  const solveStart = process.hrtime.bigint();
  const object = new DesignClass(...program[0][1]);
  const out = ['[null'];
  for (let k = 1; k < program.length; ++k) {
    const [method, args] = program[k];
    const result = object[method.name](...args);
    out.push(',');
    if (method.result.kind === 'void') out.push('null');  // whatever it returns, as LeetCode prints a void method's
    else encodeValue(result, method.result, out, nodeKind);
  }
  reportNanos('solve_ns', solveStart);
  out.push(']\n');
  return out.join('');
}

// LeetCode's JavaScript Codec is two functions, `deserialize(serialize(root))`; a Codec class,
// as other languages write it, is run as LeetCode runs theirs: `new Codec()` twice.
function runRoundTrip(descriptor, lines, classes, parseStart) {
  const nodeKind = descriptor.node || '';
  const [encoder, decoder] = descriptor.methods;
  const args = decodeArguments(lines, encoder.parameters, classes, nodeKind);
  reportNanos('parse_ns', parseStart);
  let encode = globalBinding(encoder.name);
  let decode = globalBinding(decoder.name);
  const Codec = classNamed(descriptor.class);
  if ((typeof encode !== 'function' || typeof decode !== 'function') && Codec) {
    const ser = new Codec();
    const deser = new Codec();
    encode = (...values) => ser[encoder.name](...values);
    decode = (value) => deser[decoder.name](value);
  }
  if (typeof encode !== 'function') throw missingFunction(encoder.name);
  if (typeof decode !== 'function') throw missingFunction(decoder.name);
  const solveStart = process.hrtime.bigint();
  const answer = decode(encode(...args));
  reportNanos('solve_ns', solveStart);
  const out = [];
  encodeValue(answer, decoder.result, out, nodeKind);
  return out.join('') + '\n';
}

// LeetCode's `var i = new Class(args), a = []; while (i.hasNext()) a.push(i.next());`, the answer a.
function runIterator(descriptor, lines, classes, parseStart) {
  const nodeKind = descriptor.node || '';
  const constructor = descriptor.methods.find((m) => m.constructor === true);
  const next = descriptor.methods.find((m) => m.name === 'next');
  const args = decodeArguments(lines, constructor.parameters, classes, nodeKind);
  reportNanos('parse_ns', parseStart);
  const IteratorClass = classNamed(descriptor.class);
  if (!IteratorClass) throw missingFunction(descriptor.class);
  const solveStart = process.hrtime.bigint();
  const iterator = new IteratorClass(...args);
  const values = [];
  while (iterator.hasNext()) values.push(iterator.next());
  reportNanos('solve_ns', solveStart);
  const out = [];
  encodeValue(values, {kind: 'list', cpp: 'vector', element: next.result}, out, nodeKind);
  return out.join('') + '\n';
}

// ---------------------------------------------------------------------------------------------
// API problems: what LeetCode provides. The values its API hides (1095's array, 278's first bad
// version, 843's secret) never enter this process: the case's lines for them read null, and the
// judge, which keeps them, answers each call of the API, one line on descriptor 5 and its reply
// on descriptor 6 (docs/driver-protocol.md, "API calls"). The judge also counts the calls,
// checks their limits and 157/158's reads, and gives 843's answer: the driver only carries calls
// (but for 1237's CustomFunction, below).
// As LeetCode's JavaScript templates have it, 278's isBadVersion and 157/158's read4 are handed
// to `var solution = function(api) { return function(...) {...}; }`, 374's guess is a global, and
// the others are objects of the API's class passed as the method's argument.

const API_REQUEST_FD = 5;
const API_REPLY_FD = 6;

// What the calls and replies are made with, as it was when the driver started: the solution's
// code may replace JSON's functions or the methods of strings and buffers (String.prototype.slice),
// and the lines on the channel stay what the API's calls are.
const API_INTRINSIC = Object.freeze({jsonParse: JSON.parse, jsonStringify: JSON.stringify, utf8Slice: Buffer.prototype.utf8Slice,
                                     apply: Reflect.apply});

let apiChannelChecked = false;  // descriptors 5 and 6 are the judge's: checked at the first call
let apiReplies = bufferAlloc(4096);  // what descriptor 6 gave and is not read yet, from [0]
let apiReplyBytes = 0;

// Whether FD is the judge's end of a pipe (or a socket) whose other end this process does not
// hold. Node's start-up takes the lowest free descriptors for its event loop's own pipes, both
// ends of each: in a hand run, 5 and 6 are among them.
function isApiChannel(fd) {
  try {
    const stat = fstatSync(fd);
    if (stat.isSocket()) return true;
    if (!stat.isFIFO()) return false;
    const names = readdirSync('/proc/self/fd');
    for (let i = 0; i < names.length; ++i) {
      const other = +names[i];
      if (other === fd) continue;
      try {
        const otherStat = fstatSync(other);
        if (otherStat.isFIFO() && otherStat.ino === stat.ino && otherStat.dev === stat.dev) return false;
      } catch (error) {
        // the listing's own descriptor, closed since
      }
    }
    return true;
  } catch (error) {
    return false;
  }
}

// The judge's reply, one line without its newline, waited for; read by byte and operator only.
function readApiReply() {
  for (let scanned = 0; ; ++scanned) {
    if (scanned === apiReplyBytes) {
      if (apiReplyBytes === apiReplies.length) {
        const larger = bufferAlloc(2 * apiReplies.length);
        for (let i = 0; i < apiReplyBytes; ++i) larger[i] = apiReplies[i];
        apiReplies = larger;
      }
      const n = readInput(apiReplies, apiReplyBytes, apiReplies.length - apiReplyBytes, API_REPLY_FD);
      if (n <= 0) throw new Error('the API channel closed before the reply to a call');
      apiReplyBytes += n;
    }
    if (apiReplies[scanned] === NEWLINE) {
      const line = API_INTRINSIC.apply(API_INTRINSIC.utf8Slice, apiReplies, [0, scanned]);
      let kept = 0;  // nothing, as the judge replies to each call with one line
      for (let i = scanned + 1; i < apiReplyBytes; ++i) apiReplies[kept++] = apiReplies[i];
      apiReplyBytes = kept;
      return line;
    }
  }
}

// The call METHOD ARGUMENTS... (each a JSON value) to the judge, and the value its reply gives.
// An `error` reply is the RangeError LeetCode's API throws, with the judge's text.
function apiCall(method, ...args) {
  if (!apiChannelChecked) {
    if (!isApiChannel(API_REQUEST_FD) || !isApiChannel(API_REPLY_FD)) {
      throw new Error("API calls need the judge's channel (descriptors 5 and 6)");
    }
    apiChannelChecked = true;
  }
  let line = method;
  for (let i = 0; i < args.length; ++i) {
    const text = API_INTRINSIC.jsonStringify(args[i]);
    line += ' ' + (text === undefined ? 'null' : text);
  }
  if (!writeAll(API_REQUEST_FD, line + '\n')) throw new Error('the API channel closed before a call');  // one write: the whole line
  const reply = readApiReply();
  let kind = '';
  for (let i = 0; i < reply.length && reply[i] !== ' '; ++i) kind += reply[i];
  let value = '';
  for (let i = kind.length + 1; i < reply.length; ++i) value += reply[i];
  if (kind === 'ok') return API_INTRINSIC.jsonParse(value);
  if (kind === 'error') throw new RangeError(value);
  throw new Error('the judge replied ' + shownValue(reply) + ' to ' + method);
}

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

// ---------------------------------------------------------------------------------------------
// The solution's errors, in LeetCode's words, with its own line numbers

// Base64 VLQ decoding of a source map's "mappings": for each generated line, its segments
// [generated column, original line]. Read only when an error of a TypeScript solution is reported.
function decodeMappings(mappings) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let originalLine = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = alphabet.indexOf(c);
        if (digit < 0) return lines;
        value += (digit & 31) * 2 ** shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value % 2 ? -(value - 1) / 2 : value / 2);
        value = 0;
        shift = 0;
      }
      column += fields[0] || 0;
      if (fields.length >= 3) {
        originalLine += fields[2];
        segments.push([column, originalLine]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

// (line, column) of the solution's file -> its line in what the user wrote (a TypeScript
// solution's .ts line through the inline source map; a JavaScript one's unchanged), and the text.
function sourceMapper(source) {
  const marker = SOURCE_MAP_MARKER;
  const at = source.lastIndexOf(marker);
  const ownLines = source.split('\n');
  if (at < 0) return {line: (line) => line, text: (line) => ownLines[line - 1]};
  let map;
  try {
    map = JSON.parse(Buffer.from(source.slice(at + marker.length).trim(), 'base64').toString('utf8'));
  } catch (error) {
    return {line: (line) => line, text: () => undefined};
  }
  const mapped = decodeMappings(String(map.mappings || ''));
  const original = map.sourcesContent && typeof map.sourcesContent[0] === 'string' ? map.sourcesContent[0].split('\n') : [];
  return {
    line(line, column) {
      const segments = mapped[line - 1] || [];
      let best = null;
      for (const [generated, originalLine] of segments) {
        if (generated <= column - 1 || best === null) best = originalLine;
        if (generated > column - 1) break;
      }
      return best === null ? line : best + 1;
    },
    text: (line) => original[line - 1],
  };
}

// The solution's own frames of ERROR's stack, innermost first: {line, column, name}.
function solutionFrames(stack) {
  const frames = [];
  for (const raw of String(stack).split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('at ')) continue;
    let name = '';
    let location = line.slice(3);
    if (location.endsWith(')')) {
      const open = location.lastIndexOf(' (');
      if (open < 0) continue;
      name = location.slice(0, open);
      location = location.slice(open + 2, -1);
    }
    const match = /^solution\.js:(\d+):(\d+)$/.exec(location);
    if (!match) continue;
    if (name.startsWith('new ')) name = name.slice(4);
    if (name.startsWith('async ')) name = name.slice(6);
    frames.push({line: Number(match[1]), column: Number(match[2]), name: name || 'Object.<anonymous>'});
  }
  return frames;
}

function exceptionParts(error) {
  if (error !== null && (typeof error === 'object' || typeof error === 'function')) {
    let name;
    let message;
    try {
      name = String(error.name || (error.constructor && error.constructor.name) || 'Error');
      message = error.message === undefined ? '' : String(error.message);
    } catch (inner) {
      name = 'Error';
      message = '<the exception cannot be shown>';
    }
    let stack = '';
    try {
      stack = String(error.stack || '');
    } catch (inner) {
      stack = '';
    }
    return {name, message, stack};
  }
  let shown;
  try {
    shown = String(error);
  } catch (inner) {
    shown = '<the exception cannot be shown>';
  }
  return {name: 'Uncaught', message: shown, stack: ''};
}

// LeetCode's report of an uncaught exception: where, the line and a caret, the error, then the
// solution's frames (`Line 7: Char 20 in solution.js (twoSum)`); the record with its innermost frame.
function reportException(error, source) {
  const parts = exceptionParts(error);
  const text = parts.message ? parts.name + ': ' + parts.message : parts.name;
  const mapper = sourceMapper(source);
  const frames = solutionFrames(parts.stack).map((frame) => ({...frame, line: mapper.line(frame.line, frame.column)}));
  const stderr = [];
  if (frames.length) {
    const top = frames[0];
    stderr.push('Line ' + top.line + ' in ' + solutionFile);
    // A .ts line's column is the compiled script's: its caret would point elsewhere.
    stderr.push(...quotedLine(mapper.text(top.line), solutionFile === 'solution.js' ? top.column : 0));
  }
  stderr.push(text);
  for (const frame of frames.slice(0, MAX_TRACE_FRAMES)) {
    stderr.push('    Line ' + frame.line + (solutionFile === 'solution.js' ? ': Char ' + frame.column : '') + ' in ' + solutionFile + ' (' + frame.name + ')');
  }
  if (frames.length > MAX_TRACE_FRAMES) stderr.push('    [' + (frames.length - MAX_TRACE_FRAMES) + ' more frames of the solution]');
  writeStderr(stderr.join('\n') + '\n');
  // The report rides with the error's record, before it: the judge shows it under the case.
  record('traceback', escapedRecord(stderr.join('\n'), MAX_TRACEBACK_RECORD_CHARS));
  const where = frames.length ? ' (line ' + frames[0].line + ' in ' + frames[0].name + ')' : '';
  record('uncaught_exception', oneLine(text) + where);
  return UNCAUGHT_EXCEPTION_EXIT;
}

// TEXT, a line of the solution, as node quotes it under an error: whole (up to a bound), and a
// caret under COLUMN (none for 0, or past the bound); nothing for a blank or missing line.
function quotedLine(text, column) {
  if (text === undefined || !text.trim()) return [];
  const shown = text.slice(0, MAX_QUOTED_LINE_CHARS);
  if (column < 1 || column > shown.length) return [shown];
  return [shown, shown.slice(0, column - 1).replace(/[^\t]/g, ' ') + '^'];
}

// V8's report of a script that does not parse, as node prints it with LeetCode's place:
//   Line 3 in solution.js
//       return s +;
//                 ^
//   SyntaxError: Unexpected token ';'
function syntaxErrorMessage(error, source) {
  const stack = String(error.stack || '');
  const match = /^solution\.js:(\d+)\n([^\n]*)\n([ \t]*)\^/.exec(stack) || /^solution\.js:(\d+)/.exec(stack);
  let line = match ? Number(match[1]) : 0;
  const mapper = sourceMapper(source);
  if (line) line = mapper.line(line, 1);
  const lines = line ? ['Line ' + line + ' in ' + solutionFile] : [];
  // The caret's column, where node drew one: a .ts line's would be the compiled script's.
  const column = solutionFile === 'solution.js' && match && match[3] !== undefined ? match[3].length + 1 : 0;
  if (line) lines.push(...quotedLine(mapper.text(line), column));
  lines.push(error.name + ': ' + error.message);
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// The two modes

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

// ---------------------------------------------------------------------------------------------
// A session (docs/driver-protocol.md): all of a solution's cases in this one process, each read
// from its frame on descriptor 12 when the judge hands it, answered in a frame of its own. The
// solution's script runs once, so what its top level keeps carries over from case to case, as on
// LeetCode; each case makes its own Solution object (or design object), as a one-case run does.
// Stdin holds only the session's marker, so a solution that reads it finds end of input at once;
// Node cannot move descriptor 12 away (no dup2), so the driver reads it where it is.

const SESSION_MARK = 0x23;  // '#': no JSON value starts with it
const SESSION_MARKER = '#session\n';  // protocol.h kSessionMarker: all of a session's stdin
const SESSION_CASES_FD = 12;  // protocol.h kSessionCasesFd
const NEWLINE = 0x0a;
const MAX_CASE_DIGITS = 15;  // "#case <N>\n": N below 2^53
const FRAMING_EXIT = 2;  // the judge broke the framing (protocol.h's bad input is the case's)

function failFraming(message) {
  writeStderr('lcjudge: session: ' + message + '\n');
  finish(FRAMING_EXIT);
}

// "#case " then N's digits: N, or -1. Read by byte and operator only, no method the solution's
// code may have replaced.
function caseSize(header, size) {
  const prefix = '#case ';
  if (size <= prefix.length || size > prefix.length + MAX_CASE_DIGITS) return -1;
  for (let i = 0; i < prefix.length; ++i) if (header[i] !== prefix.charCodeAt(i)) return -1;
  if (header[prefix.length] === 0x30 && size > prefix.length + 1) return -1;  // no leading zero
  let n = 0;
  for (let i = prefix.length; i < size; ++i) {
    const digit = header[i] - 0x30;
    if (!(digit >= 0 && digit <= 9)) return -1;
    n = n * 10 + digit;
  }
  return n;
}

// The rest of stdin's marker line, after its '#' (read by run): it must be the whole marker.
// Read a byte at a time up to its newline, so that nothing past the marker is taken.
function readSessionMarker() {
  const marker = bufferAlloc(SESSION_MARKER.length);
  let size = 0;
  marker[size++] = SESSION_MARK;
  while (size < marker.length && marker[size - 1] !== NEWLINE && readInput(marker, size, 1) === 1) ++size;
  let whole = size === SESSION_MARKER.length;
  for (let i = 0; whole && i < size; ++i) whole = marker[i] === SESSION_MARKER.charCodeAt(i);
  if (!whole) failFraming("stdin starts with '#' but not with the session's marker");
}

// The next case's bytes, read from descriptor 12 to the frame's end and never past it; null at
// end of file between two frames.
function readFrame() {
  const header = bufferAlloc(MAX_CASE_DIGITS + 8);
  let size = 0;
  for (;;) {
    const n = readInput(header, size, 1, SESSION_CASES_FD);  // a byte at a time: the case's bytes are the frame's
    if (n === 0 && size === 0) return null;
    if (n <= 0) failFraming(n === 0 ? 'end of input inside a frame header' : 'cannot read the cases\' descriptor ' + SESSION_CASES_FD);
    if (header[size] === NEWLINE) break;
    if (++size === header.length) failFraming('a frame header too long: expected "#case <N>"');
  }
  const length = caseSize(header, size);
  if (length < 0) failFraming('a malformed frame header ' + JSON.stringify(header.latin1Slice(0, size)) + ': expected "#case <N>"');
  let data;
  try {
    data = bufferAlloc(length);
  } catch (error) {
    failFraming('a case of ' + length + ' bytes, more than a buffer holds');
  }
  for (let done = 0; done < length;) {
    const n = readInput(data, done, length - done, SESSION_CASES_FD);
    if (n <= 0) failFraming('end of input inside a case, after ' + done + ' of its ' + length + ' bytes');
    done += n;
  }
  return data;
}

// Node writes a pipe asynchronously once it is full, to finish on the event loop, which a session
// never returns to: the solution's console output goes out at once, in blocking writes (a file's
// are synchronous already), so that a case's output is whole when its answer is.
let sessionStdout = null;  // process.stdout and its uncork as they were before the solution's code

function holdStdout() {
  const stream = process.stdout;
  const handle = stream._handle;
  if (handle && typeof handle.setBlocking === 'function') handle.setBlocking(true);
  sessionStdout = {stream, uncork: stream.uncork};
}

// What the solution's cork() keeps back, written.
function flushStdout() {
  const {stream, uncork} = sessionStdout;
  for (let corks = stream.writableCorked; corks > 0; --corks) Reflect.apply(uncork, stream, []);
}

// The frame of TEXT on the answer channel (a hand run's stdout), in one write sequence.
function writeFrame(text) {
  return writeAll(answerFd >= 0 ? answerFd : 1, text);
}

function serveSession(descriptor, solutionPath) {
  readSessionMarker();
  holdStdout();
  let source;
  let runner;
  try {
    source = readSolution(solutionPath);
    runner = runnerFor(descriptor);
  } catch (error) {
    failSetup(error);
  }
  let classes = null;  // made, and the solution's script run, once the first case has come
  for (let answered = 1; ; answered++) {
    const data = readFrame();
    if (data === null) break;
    const parseStart = process.hrtime.bigint();
    let lines;
    try {
      lines = splitCase(data);
    } catch (error) {
      failSetup(error);
    }
    const firstCase = classes === null;
    if (firstCase) classes = defineEnvironment(descriptor);
    let text;
    try {
      if (firstCase) loadSolution(source);
      text = runner(descriptor, lines, classes, parseStart);
    } catch (error) {
      failCase(error, source);
    }
    reportPeakMemory();
    flushStdout();
    if (!writeFrame('#answer ' + answered + ' ' + bufferByteLength(text, 'utf8') + '\n' + text)) finish(1);
  }
  flushStdout();
  finish(writeFrame('#end\n') ? 0 : 1);  // no more of the solution's code: no 'exit' listener, timer or promise
}

// Exit 0 unless the solution certainly cannot be called as the descriptor says: then 1 and a
// LeetCode-worded compile error on stderr. Run once, in the judge's compile jail, before any case;
// it compiles the script but never runs it (its top level may loop or attack: the run decides).
function check(descriptor, solutionPath) {
  let source;
  try {
    source = readSolution(solutionPath);
  } catch (error) {
    writeStderr('Line 1: ' + String(error.message) + '\n');
    return CHECK_FAILED_EXIT;
  }
  try {
    new vm.Script(source, {filename: 'solution.js'});
  } catch (error) {
    writeStderr(syntaxErrorMessage(error, source));
    return CHECK_FAILED_EXIT;
  }
  try {
    runnerFor(descriptor);
    checkTypesSupported(descriptor);
  } catch (error) {
    if (!(error instanceof NotSupported)) throw error;
    writeStderr(error.message + ': not supported in ' + (solutionFile === 'solution.ts' ? 'TypeScript' : 'JavaScript') + ' yet\n');
    return CHECK_FAILED_EXIT;
  }
  const missing = missingDefinition(descriptor, scanSource(source));
  if (!missing) return 0;
  writeStderr(missing + '\n');
  return CHECK_FAILED_EXIT;
}

// What the descriptor wants that the source cannot define (SCAN, scanSource's), or ''.
function missingDefinition(descriptor, scan) {
  const may = (name) => scan.dynamic || scan.words.has(name);
  const solutionClass = descriptor.class || 'Solution';  // a method of a Solution class serves too
  if (descriptor.kind === 'legacy') {
    return may(descriptor.method) || may(solutionClass) ? '' : 'function ' + descriptor.method + ' is not defined';
  }
  if (descriptor.kind === 'function') {
    const method = descriptor.methods[0];
    if (may(method.name) || may(solutionClass)) return '';
    const declared = method.name + '(' + method.parameters.map((p) => p.name).join(', ') + ')';
    if (!CLOSURE_APIS.has(descriptor.api)) return 'function ' + method.name + ' is not defined: the problem declares ' + declared;
    return may('solution') ? '' : 'function solution is not defined: the problem declares solution(' + descriptor.api +
                                  '), which returns the function ' + declared;
  }
  if (descriptor.drive === 'round_trip') {
    const [encoder, decoder] = descriptor.methods;
    if ((may(encoder.name) && may(decoder.name)) || may(descriptor.class)) return '';
    return 'functions ' + encoder.name + ' and ' + decoder.name + ' (or class ' + descriptor.class + ') are not defined';
  }
  return may(descriptor.class) ? '' : 'class ' + descriptor.class + ' is not defined';
}

const USAGE = "usage: lcjudge_driver.js run|check '<descriptor json>' <solution.js> [<libraries.json>]\n";

function main(argv) {
  if (argv.length < 3 || argv.length > 4 || (argv[0] !== 'run' && argv[0] !== 'check')) {
    writeStderr(USAGE);
    return 2;
  }
  let descriptor;
  try {
    descriptor = JSON.parse(argv[1]);
  } catch (error) {
    descriptor = null;
  }
  if (descriptor === null || typeof descriptor !== 'object' || !('kind' in descriptor)) {
    writeStderr('lcjudge: the descriptor: expected a JSON object with a "kind"\n');
    return 2;
  }
  bundlePath = argv[3] || '';
  if (!('exports' in globalThis)) defineGlobal('exports', {});  // tsc's CommonJS output of `export function`
  if (argv[0] === 'check') return check(descriptor, argv[2]);
  run(descriptor, argv[2]);
  return 0;
}

finish(main(process.argv.slice(2)));
