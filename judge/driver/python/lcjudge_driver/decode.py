# decode.py: decoding a case's arguments by the descriptor's types: ints in their ranges, doubles,
# booleans, characters, strings and lists of them, checked as the C++ driver checks them (the linked
# structures: decode_structures.py).

INT_RANGES = {"int": (-2 ** 31, 2 ** 31 - 1), "long": (-2 ** 63, 2 ** 63 - 1), "unsigned": (0, 2 ** 32 - 1)}
LEETCODE_TYPE_NAMES = {"int": "integer", "long": "long", "unsigned": "integer", "double": "double",
                       "bool": "boolean", "char": "character", "string": "string"}


class Location:
    """Where a value sits in a case line, for messages: line, element path."""

    def __init__(self, line_number, path=()):
        self.line_number = line_number
        self.path = list(path)

    def fail(self, what):
        where = "".join("[" + str(i) + "]" for i in self.path)
        raise BadInput("line " + str(self.line_number) + ": " + what + (" at " + where if where else ""))


def decode_value(value, spec, at, classes, node_kind):
    kind = spec["kind"]
    if kind in INT_RANGES:
        if type(value) is not int:
            at.fail("expected " + spec.get("cpp", kind) + ", found " + describe(value))
        low, high = INT_RANGES[kind]
        if value < low or value > high:
            at.fail(str(value) + " does not fit in " + spec.get("cpp", kind))
        return value
    if kind == "double":
        if type(value) is int:
            try:
                return float(value)
            except OverflowError:
                at.fail(str(value)[:20] + "... does not fit in double")
        if type(value) is not float:
            at.fail("expected double, found " + describe(value))
        if value != value or value in (float("inf"), float("-inf")):
            at.fail("number overflow: does not fit in double")
        return value
    if kind == "bool":
        if type(value) is not bool:
            at.fail("expected bool, found " + describe(value))
        return value
    if kind == "string":
        if type(value) is not str:
            at.fail("expected string, found " + describe(value))
        check_no_surrogates(value, at)
        return value
    if kind == "char":
        # One byte, as the C++ driver's char: the same case is valid in every language.
        if type(value) is not str or len(value) != 1 or not value.isascii():
            at.fail("expected char (a one-character string), found " + describe(value))
        return value
    if kind == "list":
        if type(value) is not list:
            at.fail("expected " + spec.get("cpp", "a list") + ", found " + describe(value))
        element = spec["element"]
        if element["kind"] in INT_RANGES and all(type(v) is int for v in value):
            low, high = INT_RANGES[element["kind"]]
            if not value or (min(value) >= low and max(value) <= high):
                return value  # the common case, checked in C
        result = []
        at.path.append(0)
        for i, v in enumerate(value):
            at.path[-1] = i
            result.append(decode_value(v, element, at, classes, node_kind))
        at.path.pop()
        return result
    if kind == "ListNode":
        return decode_list(value, at, classes["ListNode"])
    if kind == "TreeNode":
        return decode_tree(value, at, classes["TreeNode"])
    if kind == "NestedInteger":
        return decode_nested_integer(value, at, classes["NestedInteger"])
    if kind == "Node":
        if node_kind == "nary":
            return decode_nary(value, at, classes["Node"])
        if node_kind == "graph":
            return decode_graph(value, at, classes["Node"])
        if node_kind == "random":
            return decode_random_list(value, at, classes["Node"])
        if node_kind == "next":
            return decode_tree(value, at, classes["Node"])
    raise NotSupported("arguments of type " + spec.get("cpp", kind))


def check_no_surrogates(text, at):
    if not text.isascii():
        for i, c in enumerate(text):
            if "\ud800" <= c <= "\udfff":
                at.fail("a lone surrogate \\u%04x in a string (character %d): not UTF-8" % (ord(c), i + 1))


def expect_array(value, at, what):
    if type(value) is not list:
        at.fail("expected " + what + ", found " + describe(value))


def int_element(array, index, at):
    """Element INDEX of an array of int or null: None for null."""
    v = array[index]
    if v is None:
        return None
    at.path.append(index)
    decode_value(v, {"kind": "int", "cpp": "int"}, at, None, "")
    at.path.pop()
    return v


def ints_or_nulls(value):
    """Whether every element of the array is an int (or null) that fits in int: checked at C
    speed, so that the structures' decoders need not check element by element."""
    ints = [v for v in value if v is not None]
    if not all(type(v) is int for v in ints):
        return False
    return not ints or (min(ints) >= INT_RANGES["int"][0] and max(ints) <= INT_RANGES["int"][1])
