// session.js: a session (docs/driver-protocol.md): all of a solution's cases in this one process,
// each read from its frame on descriptor 12 when the judge hands it, answered in a frame of its own.
// The solution's script runs once, so what its top level keeps carries over from case to case, as
// on LeetCode; each case makes its own Solution object (or design object), as a one-case run does.
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
