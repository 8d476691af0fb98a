// decode.js: decoding a case's arguments by the descriptor's types: ints in their ranges, doubles,
// booleans, characters, strings and lists of them, checked as the C++ driver checks them (the linked
// structures: decode_structures.js).

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
