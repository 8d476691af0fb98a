// copies.js: copying problems (133, 138): the answer must share no node with the input.

// The solution's top-level code runs before this check and may replace any built-in it can
// reach (Set.prototype.has, Array.prototype.forEach, an array's iterator): the check keeps Map's
// methods as they were when the driver started, and walks the nodes by index and property only.
const INTRINSIC = Object.freeze({Map, mapGet: Map.prototype.get, mapSet: Map.prototype.set, mapHas: Map.prototype.has,
                                 apply: Reflect.apply});

// Nodes in the order first reached, each once.
class NodeSet {
  constructor() {
    this.order = new INTRINSIC.Map();  // index -> node
    this.index = new INTRINSIC.Map();  // node -> index
    this.size = 0;
  }

  has(node) {
    return INTRINSIC.apply(INTRINSIC.mapHas, this.index, [node]);
  }

  at(i) {
    return INTRINSIC.apply(INTRINSIC.mapGet, this.order, [i]);
  }

  add(node, structure) {
    if (isNull(node) || this.has(node)) return;
    if (this.size === MAX_OUTPUT_NODES) tooManyNodes(structure);
    INTRINSIC.apply(INTRINSIC.mapSet, this.index, [node, this.size]);
    INTRINSIC.apply(INTRINSIC.mapSet, this.order, [this.size, node]);
    this.size += 1;
  }
}

// The nodes of a graph from START (its neighbors), or of a list from START (along next).
function copyNodes(start, nodeKind, into) {
  const structure = nodeKind === 'graph' ? 'graph' : 'list';
  const nodes = into || new NodeSet();
  if (nodeKind !== 'graph') {
    for (let node = start; !isNull(node) && !nodes.has(node); node = node.next) nodes.add(node, structure);
    return nodes;
  }
  const first = nodes.size;
  nodes.add(start, structure);
  for (let k = first; k < nodes.size; ++k) {
    const neighbors = nodes.at(k).neighbors;
    if (isNull(neighbors)) continue;
    for (let i = 0; i < neighbors.length; ++i) nodes.add(neighbors[i], structure);
  }
  return nodes;
}

function inputNodes(args, parameters, resultSpec, nodeKind) {
  if (resultSpec.kind !== 'Node' || (nodeKind !== 'graph' && nodeKind !== 'random')) return null;
  const nodes = new NodeSet();
  for (let i = 0; i < args.length; ++i) {
    if (parameters[i].type.kind === 'Node') copyNodes(args[i], nodeKind, nodes);
  }
  return nodes;
}

function checkCopy(result, nodes, nodeKind) {
  if (nodes === null || isNull(result)) return;
  const copy = copyNodes(result, nodeKind, null);
  for (let i = 0; i < copy.size; ++i) {
    const node = copy.at(i);
    if (nodeKind === 'graph') {
      if (nodes.has(node)) {
        throw new WrongResult('the copy shares node ' + shownValue(node.val) + ' with the input: the answer must be a deep copy, made of new nodes only');
      }
      continue;
    }
    const which = 'node at index ' + i + ' (val ' + shownValue(node.val) + ')';
    if (nodes.has(node)) {
      throw new WrongResult('the copy shares the ' + which + ' with the input: the answer must be a deep copy, made of new nodes only');
    }
    if (!isNull(node.random) && nodes.has(node.random)) {
      throw new WrongResult("the random pointer of the copy's " + which +
                            ' points to a node of the input: the answer must be a deep copy, made of new nodes only');
    }
  }
}
