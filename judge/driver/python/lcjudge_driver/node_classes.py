# node_classes.py: LeetCode's node classes (ListNode, TreeNode, Node of each kind, NestedInteger),
# as its editor's comments define them, given to the solution isolated from the driver's globals.

# LeetCode's own definitions (its editor's comments), with LeetCode's module names.
class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

    def __repr__(self):
        return "ListNode{val: %s, next: %s}" % (self.val, self.next)


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

    def __repr__(self):
        return "TreeNode{val: %s, left: %s, right: %s}" % (self.val, self.left, self.right)


class NaryNode:
    """Node of the N-ary tree problems (429, 559, 589, 590)."""

    def __init__(self, val=None, children=None):
        self.val = val
        self.children = children


class GraphNode:
    """Node of Clone Graph (133)."""

    def __init__(self, val=0, neighbors=None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []


class RandomListNode:
    """Node of Copy List with Random Pointer (138)."""

    def __init__(self, x, next=None, random=None):
        self.val = int(x)
        self.next = next
        self.random = random


class NextTreeNode:
    """Node of Populating Next Right Pointers in Each Node (116, 117)."""

    def __init__(self, val=0, left=None, right=None, next=None):
        self.val = val
        self.left = left
        self.right = right
        self.next = next


class NestedInteger:
    """LeetCode's NestedInteger (339, 341, 364, 385), as its Python template's comment gives it."""

    def __init__(self, value=None):
        self._integer = value
        self._list = [] if value is None else None

    def isInteger(self):
        return self._list is None

    def add(self, elem):
        if self._list is None:
            self._integer = None
            self._list = []
        self._list.append(elem)

    def setInteger(self, value):
        self._integer = value
        self._list = None

    def getInteger(self):
        return self._integer

    def getList(self):
        return self._list


MAX_NESTED_INTEGER_DEPTH = 1000  # structure_codecs.h kMaxNestedIntegerDepth

_NODE_CLASSES = {"ListNode": ListNode, "TreeNode": TreeNode, "nary": NaryNode, "graph": GraphNode,
                 "random": RandomListNode, "next": NextTreeNode}


def isolated_function(function):
    """FUNCTION with an empty namespace for globals rather than the driver's: the solution is given
    it, and through its __globals__ it would reach the driver's state."""
    return type(function)(function.__code__, {"__builtins__": SOLUTION_BUILTINS}, function.__name__,
                          function.__defaults__, function.__closure__)


def isolated_class(cls, name, module):
    """A copy of CLS whose methods are isolated_function's: the solution gets these classes."""
    function_type = type(isolated_class)
    members = {}
    for key, member in vars(cls).items():
        if type(member) is function_type:
            member = isolated_function(member)
        if key not in ("__dict__", "__weakref__", "__doc__"):
            members[key] = member
    members["__module__"] = module
    members["__qualname__"] = name
    return type(name, (), members)


def node_classes(node_kind):
    classes = {"ListNode": isolated_class(ListNode, "ListNode", "precompiled.listnode"),
               "TreeNode": isolated_class(TreeNode, "TreeNode", "precompiled.treenode"),
               "NestedInteger": isolated_class(NestedInteger, "NestedInteger", "precompiled.nestedinteger")}
    if node_kind:
        classes["Node"] = isolated_class(_NODE_CLASSES[node_kind], "Node", "__main__")
    return classes
