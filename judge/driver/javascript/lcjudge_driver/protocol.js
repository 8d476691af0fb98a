// lcjudge's JavaScript and TypeScript driver: runs one case of a LeetCode JavaScript solution (or a
// TypeScript one, compiled to JavaScript by the build) as LeetCode does, or, when stdin starts
// with '#', a session of cases in turn (docs/driver-protocol.md).
//
//   /usr/bin/node <flags> lcjudge_driver.js run   '<descriptor json>' <solution.js> [<libraries.json>]  < case
//   /usr/bin/node <flags> lcjudge_driver.js check '<descriptor json>' <solution.js>
//
// The contract with the judge (the descriptor, descriptors 3 and 4, the exit statuses) is the C++
// driver's, judge/driver/protocol.h: the same case gives the same answer text and records. The
// judge shows the sandboxed run ONE file, as /proc/self/fd/N, so the driver requires only Node's
// built-in modules: its modules (judge/driver/javascript/lcjudge_driver/, a concern each) are
// joined in the order of their modules.txt into build/languages/javascript/lcjudge_driver.js
// (judge/judging/driver_modules.h), one script whose top level they share. The solution is a
// script, as LeetCode's editor takes it, evaluated in this context under its own file name
// (solution.js), so that its top-level functions, classes and `let`/`const` bindings are globals
// the driver finds by name, and its stack frames are its own.
// LeetCode's preloaded libraries (lodash, @datastructures-js) are lazy globals: a run evaluates a
// library's text, from the bundle the build shows it, only when the solution first reads the name.
'use strict';

// protocol.js, the first module: the contract with the judge (judge/driver/protocol.h): its exit
// statuses and bounds, the side channel and the answer channel (descriptors 3 and 4), the records,
// and how a run ends.

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
