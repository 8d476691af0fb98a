// decode_structures.js: the linked structures decoded from LeetCode's text: a ListNode list, a
// level-order TreeNode, a NestedInteger, an N-ary tree, a graph's adjacency list, a random list.

function decodeLinkedList(value, at, ListNode) {
  expectArray(value, at, 'ListNode* (a list such as [1,2,3])');
  let head = null;
  for (let i = value.length - 1; i >= 0; --i) {
    const v = intElement(value, i, at);
    if (v === null) {
      at.path.push(i);
      at.fail('expected int, found null');
    }
    head = new ListNode(v, head);
  }
  return head;
}

function decodeRoot(value, at) {
  const v = intElement(value, 0, at);
  if (v === null) {
    at.path.push(0);
    at.fail('the root is null: an empty tree is []');
  }
  return v;
}

function decodeTree(value, at, Tree) {
  expectArray(value, at, 'TreeNode* (level order such as [3,9,20,null,null,15,7])');
  const size = value.length;
  if (size === 0) return null;
  const levelOrder = [new Tree(decodeRoot(value, at))];
  let parent = 0;
  for (let i = 1; i < size;) {
    if (parent === levelOrder.length) {
      const v = intElement(value, i, at);
      if (v !== null) {
        at.path.push(i);
        at.fail('no parent left for ' + v + ': the nodes before it have all their children');
      }
      ++i;
      continue;
    }
    const node = levelOrder[parent];
    for (const side of ['left', 'right']) {
      if (i < size) {
        const v = intElement(value, i, at);
        if (v !== null) {
          const child = new Tree(v);
          node[side] = child;
          levelOrder.push(child);
        }
      }
      ++i;
    }
    ++parent;
  }
  return levelOrder[0];
}

// An int, or a nested list of ints; read without recursion, at most MAX_NESTED_INTEGER_DEPTH
// lists deep, as the C++ driver reads it.
function decodeNestedInteger(value, at, NestedInteger) {
  if (!Array.isArray(value)) {
    decodeInt(value, INT_SPEC, at);
    return new NestedInteger(value);
  }
  const root = new NestedInteger();
  const stack = [[value, 0, root]];
  at.path.push(0);
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [array, index, built] = top;
    if (index === array.length) {
      stack.pop();
      at.path.pop();
      continue;
    }
    top[1] = index + 1;
    at.path[at.path.length - 1] = index;
    const element = array[index];
    if (Array.isArray(element)) {
      if (stack.length === MAX_NESTED_INTEGER_DEPTH) at.fail('a NestedInteger nested more than ' + MAX_NESTED_INTEGER_DEPTH + ' deep');
      const child = new NestedInteger();
      built.add(child);
      stack.push([element, 0, child]);
      at.path.push(0);
    } else {
      decodeInt(element, INT_SPEC, at);
      built.add(new NestedInteger(element));
    }
  }
  return root;
}

function decodeNary(value, at, Nary) {
  expectArray(value, at, 'Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])');
  const size = value.length;
  if (size === 0) return null;
  const levelOrder = [new Nary(decodeRoot(value, at), [])];
  if (size > 1) {
    const v = intElement(value, 1, at);
    if (v !== null) {
      at.path.push(1);
      at.fail('expected null after the root, found ' + v);
    }
  }
  let parent = 0;
  for (let i = 2; i < size;) {
    while (i < size) {
      const v = intElement(value, i, at);
      if (v === null) break;
      if (parent === levelOrder.length) {
        at.path.push(i);
        at.fail('no parent left for ' + v + ': every node before it has had its children');
      }
      const child = new Nary(v, []);
      levelOrder[parent].children.push(child);
      levelOrder.push(child);
      ++i;
    }
    ++parent;
    ++i;
  }
  return levelOrder[0];
}

function decodeGraph(value, at, Graph) {
  expectArray(value, at, "Node* (a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]])");
  const size = value.length;
  const nodes = [];
  for (let i = 0; i < size; ++i) nodes.push(new Graph(i + 1, []));
  at.path.push(0);
  for (let i = 0; i < size; ++i) {
    at.path[at.path.length - 1] = i;
    const neighbours = value[i];
    expectArray(neighbours, at, 'the neighbours of a node (an array of node numbers)');
    for (let j = 0; j < neighbours.length; ++j) {
      const n = intElement(neighbours, j, at);
      if (n === null || n < 1 || n > size) {
        at.path.push(j);
        at.fail('no node ' + String(n) + ': the nodes are 1..' + size);
      }
      nodes[i].neighbors.push(nodes[n - 1]);
    }
  }
  at.path.pop();
  return size ? nodes[0] : null;
}

function decodeRandomList(value, at, RandomList) {
  expectArray(value, at, 'Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])');
  const size = value.length;
  const nodes = [];
  at.path.push(0);
  for (let i = 0; i < size; ++i) {
    at.path[at.path.length - 1] = i;
    const pair = value[i];
    if (!Array.isArray(pair) || pair.length !== 2) {
      at.fail('expected [val, random_index] (random_index null or 0..' + (size - 1) + '), found ' + describe(pair));
    }
    const v = intElement(pair, 0, at);
    if (v === null) {
      at.path.push(0);
      at.fail("expected the node's int, found null");
    }
    nodes.push(new RandomList(v, null, null));
    if (i > 0) nodes[i - 1].next = nodes[i];
  }
  for (let i = 0; i < size; ++i) {
    at.path[at.path.length - 1] = i;
    const index = intElement(value[i], 1, at);
    if (index === null) continue;
    if (index < 0 || index >= size) {
      at.path.push(1);
      at.fail('no node at index ' + index + ': the indexes are 0..' + (size - 1));
    }
    nodes[i].random = nodes[index];
  }
  at.path.pop();
  return size ? nodes[0] : null;
}
