// encode.js: the answer printed as the C++ driver prints it: JSON strings, doubles as %.5f, ints,
// booleans and lists, each checked against the declared result type (the linked structures:
// encode_structures.js).

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
