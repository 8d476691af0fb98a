# decode_structures.py: the linked structures decoded from LeetCode's text: a ListNode list, a
# level-order TreeNode, a NestedInteger, an N-ary tree, a graph's adjacency list, a random list.

def decode_list(value, at, ListNode):
    expect_array(value, at, "ListNode* (a list such as [1,2,3])")
    if None not in value and ints_or_nulls(value):
        head = None
        for v in reversed(value):
            head = ListNode(v, head)
        return head
    head = None
    for i in range(len(value) - 1, -1, -1):
        v = int_element(value, i, at)
        if v is None:
            at.path.append(i)
            at.fail("expected int, found null")
        head = ListNode(v, head)
    return head


def decode_root(value, at):
    v = int_element(value, 0, at)
    if v is None:
        at.path.append(0)
        at.fail("the root is null: an empty tree is []")
    return v


def decode_tree(value, at, Tree):
    expect_array(value, at, "TreeNode* (level order such as [3,9,20,null,null,15,7])")
    size = len(value)
    if size == 0:
        return None
    level_order = [Tree(decode_root(value, at))]
    if ints_or_nulls(value):
        fast = build_tree_fast(value, Tree, level_order)
        if fast is not None:
            return fast
        level_order = [Tree(value[0])]  # a misplaced node: the checked way below names it
    i = 1
    parent = 0
    while i < size:
        if parent == len(level_order):
            v = int_element(value, i, at)
            if v is not None:
                at.path.append(i)
                at.fail("no parent left for " + str(v) + ": the nodes before it have all their children")
            i += 1
            continue
        node = level_order[parent]
        for side in ("left", "right"):
            if i < size:
                v = int_element(value, i, at)
                if v is not None:
                    child = Tree(v)
                    setattr(node, side, child)
                    level_order.append(child)
            i += 1
        parent += 1
    return level_order[0]


def build_tree_fast(value, Tree, level_order):
    """The level-order tree of VALUE, whose elements are known to be ints or nulls; None when a
    node has no parent left (decode_tree then says where)."""
    size = len(value)
    i = 1
    parent = 0
    while i < size:
        if parent == len(level_order):
            return None if any(v is not None for v in value[i:]) else level_order[0]
        node = level_order[parent]
        v = value[i]
        if v is not None:
            node.left = child = Tree(v)
            level_order.append(child)
        if i + 1 < size:
            v = value[i + 1]
            if v is not None:
                node.right = child = Tree(v)
                level_order.append(child)
        i += 2
        parent += 1
    return level_order[0]


def decode_nested_integer(value, at, NI):
    """An int, or a nested list of ints; read without recursion, at most
    MAX_NESTED_INTEGER_DEPTH lists deep, as the C++ driver reads it."""
    if type(value) is not list:
        decode_value(value, {"kind": "int", "cpp": "int"}, at, None, "")
        return NI(value)
    root = NI()
    stack = [(value, 0, root)]
    at.path.append(0)
    while stack:
        array, index, built = stack[-1]
        if index == len(array):
            stack.pop()
            at.path.pop()
            continue
        stack[-1] = (array, index + 1, built)
        at.path[-1] = index
        element = array[index]
        if type(element) is list:
            if len(stack) == MAX_NESTED_INTEGER_DEPTH:
                at.fail("a NestedInteger nested more than " + str(MAX_NESTED_INTEGER_DEPTH) + " deep")
            child = NI()
            built.add(child)
            stack.append((element, 0, child))
            at.path.append(0)
        else:
            decode_value(element, {"kind": "int", "cpp": "int"}, at, None, "")
            built.add(NI(element))
    return root


def decode_nary(value, at, Nary):
    expect_array(value, at, "Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])")
    size = len(value)
    if size == 0:
        return None
    level_order = [Nary(decode_root(value, at), [])]
    if size > 1:
        v = int_element(value, 1, at)
        if v is not None:
            at.path.append(1)
            at.fail("expected null after the root, found " + str(v))
    parent = 0
    i = 2
    while i < size:
        while i < size:
            v = int_element(value, i, at)
            if v is None:
                break
            if parent == len(level_order):
                at.path.append(i)
                at.fail("no parent left for " + str(v) + ": every node before it has had its children")
            child = Nary(v, [])
            level_order[parent].children.append(child)
            level_order.append(child)
            i += 1
        parent += 1
        i += 1
    return level_order[0]


def decode_graph(value, at, Graph):
    expect_array(value, at, "Node* (a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]])")
    size = len(value)
    nodes = [Graph(i + 1) for i in range(size)]
    at.path.append(0)
    for i, neighbours in enumerate(value):
        at.path[-1] = i
        expect_array(neighbours, at, "the neighbours of a node (an array of node numbers)")
        for j in range(len(neighbours)):
            n = int_element(neighbours, j, at)
            if n is None or n < 1 or n > size:
                at.path.append(j)
                at.fail("no node " + encode_plain(n) + ": the nodes are 1.." + str(size))
            nodes[i].neighbors.append(nodes[n - 1])
    at.path.pop()
    return nodes[0] if nodes else None


def decode_random_list(value, at, RandomList):
    expect_array(value, at, "Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])")
    size = len(value)
    nodes = []
    at.path.append(0)
    for i, pair in enumerate(value):
        at.path[-1] = i
        if type(pair) is not list or len(pair) != 2:
            at.fail("expected [val, random_index] (random_index null or 0.." + str(size - 1) + "), found " +
                    describe(pair))
        v = int_element(pair, 0, at)
        if v is None:
            at.path.append(0)
            at.fail("expected the node's int, found null")
        nodes.append(RandomList(v))
        if i > 0:
            nodes[i - 1].next = nodes[i]
    for i, pair in enumerate(value):
        at.path[-1] = i
        index = int_element(pair, 1, at)
        if index is None:
            continue
        if index < 0 or index >= size:
            at.path.append(1)
            at.fail("no node at index " + str(index) + ": the indexes are 0.." + str(size - 1))
        nodes[i].random = nodes[index]
    at.path.pop()
    return nodes[0] if nodes else None
