# encode_structures.py: the linked structures printed as LeetCode prints them, bounded (a cyclic
# answer stops at MAX_OUTPUT_NODES); a legacy problem's answer by its runtime type; and the copying
# problems' check (133, 138): the answer must share no node with the input.

def too_many_nodes(structure):
    raise BadResult("the returned " + structure + " has more than " + str(MAX_OUTPUT_NODES) + " nodes: is it cyclic?")


def node_int(node, structure):
    return node_int_value(node.val)


def node_int_value(val):
    if not isinstance(val, int):
        mismatch(val, {"kind": "int"})
    return str(int(val))


def encode_list(head, out):
    values = []
    slow = node = head
    while node is not None:
        values.append(node_int(node, "list"))
        node = node.next
        if len(values) % 2 == 0:
            slow = slow.next
            if node is slow and node is not None:
                raise BadResult("the returned list is cyclic: node " + str(node.val) + " is reached twice")
    out.append("[" + ",".join(values) + "]")


class _TokenWriter:
    """Level-order tokens with trailing nulls dropped, bounded like the C++ driver's."""

    def __init__(self, structure):
        self.tokens = []
        self.kept = 0
        self.structure = structure

    def value(self, node):
        self.tokens.append(node_int(node, self.structure))
        self.kept = len(self.tokens)
        if self.kept > MAX_OUTPUT_NODES:
            too_many_nodes(self.structure)

    def null(self):
        self.tokens.append("null")
        if len(self.tokens) > MAX_OUTPUT_NODES:
            too_many_nodes(self.structure)

    def text(self):
        return "[" + ",".join(self.tokens[:self.kept]) + "]"


def encode_tree(root, out):
    writer = _TokenWriter("tree")
    queue = [root] if root is not None else []
    k = 0
    while k < len(queue):
        node = queue[k]
        k += 1
        if node is None:
            writer.null()
            continue
        writer.value(node)
        queue.append(node.left)
        queue.append(node.right)
        if k > 4096 and k * 2 > len(queue):
            del queue[:k]  # keep the queue's memory to a level or so
            k = 0
    out.append(writer.text())


def encode_nary(root, out):
    writer = _TokenWriter("N-ary tree")
    queue = []
    if root is not None:
        writer.value(root)
        writer.null()
        queue.append(root)
    k = 0
    while k < len(queue):
        node = queue[k]
        k += 1
        for child in node.children or ():
            if child is None:
                writer.null()  # not LeetCode's form: printed so that the answer shows it is wrong
                continue
            writer.value(child)
            queue.append(child)
        writer.null()
    out.append(writer.text())


def graph_reachable(start):
    reached = [start] if start is not None else []
    seen = {id(start)}
    k = 0
    while k < len(reached):
        for neighbour in reached[k].neighbors or ():
            if neighbour is None or id(neighbour) in seen:
                continue
            seen.add(id(neighbour))
            if len(reached) == MAX_OUTPUT_NODES:
                too_many_nodes("graph")
            reached.append(neighbour)
        k += 1
    return reached


def encode_graph(start, out):
    reached = graph_reachable(start)
    reached.sort(key=lambda node: node.val)
    parts = []
    for node in reached:
        parts.append("[" + ",".join("null" if n is None else node_int(n, "graph") for n in node.neighbors or ()) + "]")
    out.append("[" + ",".join(parts) + "]")


def along_next(head):
    nodes = []
    node = head
    while node is not None:
        if len(nodes) == MAX_OUTPUT_NODES:
            too_many_nodes("list")
        nodes.append(node)
        node = node.next
    return nodes


def encode_random_list(head, out):
    nodes = along_next(head)
    index = {id(node): i for i, node in enumerate(nodes)}
    parts = []
    for i, node in enumerate(nodes):
        random = node.random
        if random is None:
            parts.append("[" + node_int(node, "list") + ",null]")
            continue
        target = index.get(id(random))
        if target is None:
            raise WrongResult("the random pointer of the node at index " + str(i) + " (val " + str(node.val) +
                              ") points to a node that is not in the returned list")
        parts.append("[" + node_int(node, "list") + "," + str(target) + "]")
    out.append("[" + ",".join(parts) + "]")


def encode_next_tree(root, out):
    tokens = []
    level = root
    while level is not None:
        below = None
        node = level
        while node is not None:
            tokens.append(node_int(node, "tree"))
            if len(tokens) > MAX_OUTPUT_NODES:
                too_many_nodes("tree along its next pointers")
            if below is None:
                below = node.left if node.left is not None else node.right
            node = node.next
        tokens.append("#")
        level = below
    out.append("[" + ",".join(tokens) + "]")


def encode_nested_integer(value, out):
    """An int, or the nested list, printed without recursion."""
    if value.isInteger():
        out.append(node_int_value(value.getInteger()))
        return
    count = 0
    out.append("[")
    stack = [(value.getList() or [], 0)]
    while stack:
        items, index = stack[-1]
        if index == len(items):
            out.append("]")
            stack.pop()
            continue
        stack[-1] = (items, index + 1)
        count += 1
        if count > MAX_OUTPUT_NODES:
            too_many_nodes("NestedInteger")
        if index:
            out.append(",")
        element = items[index]
        if element.isInteger():
            out.append(node_int_value(element.getInteger()))
        else:
            out.append("[")
            stack.append((element.getList() or [], 0))


def encode_legacy(value, out):
    """A legacy problem's answer, printed by its runtime type."""
    if value is None:
        out.append("null")
    elif isinstance(value, bool):
        out.append("true" if value else "false")
    elif isinstance(value, int):
        out.append(str(int(value)))
    elif isinstance(value, float):
        out.append(fixed_5(value))
    elif isinstance(value, str):
        out.append(_json_string_fast(value))
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for i, v in enumerate(value):
            if i:
                out.append(",")
            encode_legacy(v, out)
        out.append("]")
    elif hasattr(value, "val") and hasattr(value, "left") and hasattr(value, "right"):
        encode_tree(value, out)
    elif hasattr(value, "val") and hasattr(value, "next"):
        encode_list(value, out)
    else:
        raise TypeError(type(value).__name__ + " is not a value the driver can print")


# ---------------------------------------------------------------------------------------------
# Copying problems (133, 138): the answer must share no node with the input

def input_nodes(arguments, parameters, result_spec, node_kind):
    if result_spec["kind"] != "Node" or node_kind not in ("graph", "random"):
        return None
    nodes = set()
    for argument, parameter in zip(arguments, parameters):
        if parameter["type"]["kind"] == "Node" and argument is not None:
            reach = graph_reachable(argument) if node_kind == "graph" else along_next(argument)
            nodes.update(id(node) for node in reach)
    return nodes, arguments  # the arguments keep the nodes alive, so that no id is reused


def check_copy(result, copied_from, node_kind):
    if copied_from is None or result is None:
        return
    nodes = copied_from[0]
    if node_kind == "graph":
        for node in graph_reachable(result):
            if id(node) in nodes:
                raise WrongResult("the copy shares node " + str(node.val) +
                                  " with the input: the answer must be a deep copy, made of new nodes only")
        return
    for i, node in enumerate(along_next(result)):
        which = "node at index " + str(i) + " (val " + str(node.val) + ")"
        if id(node) in nodes:
            raise WrongResult("the copy shares the " + which +
                              " with the input: the answer must be a deep copy, made of new nodes only")
        if node.random is not None and id(node.random) in nodes:
            raise WrongResult("the random pointer of the copy's " + which + " points to a node of the input: "
                              "the answer must be a deep copy, made of new nodes only")
