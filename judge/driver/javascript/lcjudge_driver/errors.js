// errors.js: the solution's errors, in LeetCode's words, with its own line numbers (a TypeScript
// solution's through its inline source map): the stack trimmed to the solution's frames, on stderr
// and as the traceback record; syntax errors as LeetCode shows them.

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
