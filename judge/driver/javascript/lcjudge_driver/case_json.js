// case_json.js: the case's text and its JSON: stdin's bytes checked as UTF-8 and split into lines,
// each parsed as JSON; values described for messages.

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
