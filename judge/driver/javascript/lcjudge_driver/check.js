// check.js: check mode, run once in the judge's compile jail before any case: can the solution be
// called as the descriptor says? Its script is compiled, never run. The names it may define are read
// from its source: a script defines a name by spelling it (a declaration, an assignment,
// `globalThis.name`, 'name'); one that spells it nowhere can define it only through what makes names
// at run time, which the scan takes as "may define anything": code from text (eval, Function), the
// global object or the prototypes that global names also reach, indexed or handed on
// (`globalThis[key]`, `Object.assign(this, o)`, `super[key]` in a method called bare), V8's stack
// frames (their receivers). Comments and strings count too: the scan errs only towards accepting,
// and the run decides.

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
