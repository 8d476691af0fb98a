// encode_structures.js: the linked structures printed as LeetCode prints them, bounded (a cyclic
// answer stops at MAX_OUTPUT_NODES), and a legacy problem's answer by its runtime type.

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
