// tsc kept running for one judge run (judge/judging/compiler_server.h), in the compiler's jail:
//   /usr/bin/node <heap> tsc_server.js <typescript.js>
// Each request is one tsc command line ("tsc" and tsc's arguments, the judge's one list of flags
// with the solution's files), compiled as tsc compiles it (the same diagnostics in the same
// order and words, the same files written, the same exit status), but with the declaration files
// (the standard library's lib.*.d.ts, LeetCode's globals, the packages' types) parsed and bound
// once a server and shared by every program, as TypeScript's language service shares them:
// their parse is most of a small solution's compile. The checker never changes a shared file
// (it merges a solution's augmentations into symbols of its own). The protocol is
// process/compile_server_jail.h's: fields in on stdin, a framed reply on stdout.
'use strict';

const fs = require('fs');
const ts = require(process.argv[2]);

const REPLY_MARKER = '\x1elcjudge-';

// ---- the protocol ---------------------------------------------------------------------------

let input = Buffer.alloc(0);
let inputEnded = false;
const pause = new Int32Array(new SharedArrayBuffer(4));

// Blocking reads and writes on descriptors 0 and 1, whether or not they are non-blocking.
function readMore() {
  const chunk = Buffer.alloc(65536);
  for (;;) {
    try {
      const got = fs.readSync(0, chunk, 0, chunk.length, null);
      if (got === 0) inputEnded = true;
      else input = Buffer.concat([input, chunk.subarray(0, got)]);
      return;
    } catch (error) {
      if (error.code !== 'EAGAIN' && error.code !== 'EINTR') throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

function writeAll(bytes) {
  for (let at = 0; at < bytes.length;) {
    try {
      at += fs.writeSync(1, bytes, at, bytes.length - at);
    } catch (error) {
      if (error.code !== 'EAGAIN' && error.code !== 'EINTR') throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

// The text up to the next newline, or null at the end of the input.
function readLine() {
  for (;;) {
    const end = input.indexOf(10);
    if (end >= 0) {
      const line = input.subarray(0, end).toString('latin1');
      input = input.subarray(end + 1);
      return line;
    }
    if (inputEnded) return null;
    readMore();
  }
}

function readBytes(count) {
  while (input.length < count && !inputEnded) readMore();
  if (input.length < count) return null;
  const bytes = input.subarray(0, count);
  input = input.subarray(count);
  return bytes;
}

// One request's fields, or null at the end of the input or at a request of none (the judge's end).
function readRequest() {
  const count = readLine();
  if (count === null || Number(count) === 0) return null;
  const fields = [];
  for (let k = Number(count); k > 0; --k) {
    const size = readLine();
    const bytes = size === null ? null : readBytes(Number(size));
    if (bytes === null) return null;
    fields.push(bytes.toString('utf8'));
  }
  return fields;
}

function reply(status, text) {
  const body = Buffer.from(text, 'utf8');
  writeAll(Buffer.concat([Buffer.from(REPLY_MARKER + 'reply ' + status + ' ' + body.length + '\n', 'latin1'), body]));
}

// ---- tsc --------------------------------------------------------------------------------------

// Declaration files by the options they were parsed under, then by name and language version.
const declarationsByOptions = new Map();

// tsc's host, but a declaration file is parsed once for all programs with OPTIONS.
function hostFor(options) {
  const host = ts.createCompilerHost(options);
  // tsc's own parse of JSDoc (since 5.3: only what type errors need), not the API's default.
  if (ts.JSDocParsingMode !== undefined) host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const key = JSON.stringify(options, (name, value) => (name === 'outDir' ? undefined : value));
  if (!declarationsByOptions.has(key)) declarationsByOptions.set(key, new Map());
  const parsed = declarationsByOptions.get(key);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile || !fileName.endsWith('.d.ts')) {
      return getSourceFile.call(host, fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    }
    const version = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : {languageVersion: languageVersionOrOptions};
    const fileKey = fileName + '\n' + version.languageVersion + '\n' + version.impliedNodeFormat;
    let file = parsed.get(fileKey);
    if (file === undefined) {
      file = getSourceFile.call(host, fileName, languageVersionOrOptions, onError, false);
      if (file !== undefined) parsed.set(fileKey, file);
    }
    return file;
  };
  return host;
}

const formatHost = {
  getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
  getNewLine: () => ts.sys.newLine,
  getCanonicalFileName: ts.sys.useCaseSensitiveFileNames ? (name) => name : (name) => name.toLowerCase(),
};

// tsc's executeCommandLine for a list of files and flags, as tsc runs it (performCompilation,
// emitFilesAndReportErrorsAndGetExitStatus in TypeScript 5.7's _tsc.js): its exit status and what
// it prints without --pretty.
function tsc(args) {
  const command = ts.parseCommandLine(args);
  if (command.errors.length > 0) return [1, ts.formatDiagnostics(command.errors, formatHost)];
  const options = command.options;
  const program = ts.createProgram({rootNames: command.fileNames, options, projectReferences: command.projectReferences,
                                    host: hostFor(options)});
  const all = program.getConfigFileParsingDiagnostics().slice();
  const configDiagnostics = all.length;
  all.push(...program.getSyntacticDiagnostics());
  if (all.length === configDiagnostics) {
    all.push(...program.getOptionsDiagnostics());
    if (!options.listFilesOnly) {
      all.push(...program.getGlobalDiagnostics());
      if (all.length === configDiagnostics) all.push(...program.getSemanticDiagnostics());
      if (options.noEmit && (options.declaration || options.composite) && all.length === configDiagnostics) {
        all.push(...program.getDeclarationDiagnostics());
      }
    }
  }
  const emitted = options.listFilesOnly ? {emitSkipped: true, diagnostics: []} : program.emit();
  all.push(...emitted.diagnostics);
  const diagnostics = ts.sortAndDeduplicateDiagnostics(all);
  const text = diagnostics.map((diagnostic) => ts.formatDiagnostics([diagnostic], formatHost)).join('');
  if (diagnostics.length === 0) return [0, text];
  return [emitted.emitSkipped ? 1 : 2, text];
}

function serve() {
  writeAll(Buffer.from(REPLY_MARKER + 'ready\n', 'latin1'));
  for (let fields = readRequest(); fields !== null; fields = readRequest()) {
    if (fields[0] !== 'tsc') {
      reply(2, 'tsc_server.js: unknown request ' + JSON.stringify(fields[0]) + '\n');
      continue;
    }
    let result;
    try {
      result = tsc(fields.slice(1));
    } catch (error) {
      // tsc's own crash: the judge compiles this solution again with tsc alone, which says it.
      process.exit(70);
    }
    reply(result[0], result[1]);
  }
}

serve();
