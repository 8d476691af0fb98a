// design.js: calling a design class as LeetCode does: the operations and their arguments (its two
// lines), the constructor then each method; a codec's round trip (297) and an iterator (341).

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
