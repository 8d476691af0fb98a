# encode.py: the answer printed as the C++ driver prints it: JSON strings, doubles as %.5f, ints,
# booleans and lists, each checked against the declared result type (the linked structures:
# encode_structures.py).

def json_string(text):
    """TEXT as a JSON string literal, as the C++ driver writes it (nlohmann's dump: UTF-8 kept,
    control characters escaped, a lone surrogate, which UTF-8 cannot hold, replaced by U+FFFD)."""
    out = ['"']
    for c in text:
        if c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c < " ":
            out.append({"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(c, "\\u%04x" % ord(c)))
        elif "\ud800" <= c <= "\udfff":
            out.append("\ufffd")
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def _json_string_fast(text):
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return '"' + text + '"'
    return json_string(text)


def leetcode_type_name(spec):
    kind = spec["kind"]
    if kind == "list":
        return leetcode_type_name(spec["element"]) + "[]"
    return LEETCODE_TYPE_NAMES.get(kind, kind)


def mismatch(value, spec):
    """The solution's value does not fit the declared result type: LeetCode's serializer fails
    with this TypeError, a runtime error."""
    try:
        shown = str(value)
    except BaseException:
        shown = "<" + type(value).__name__ + ">"
    if len(shown) > 100:
        shown = shown[:97] + "..."
    raise TypeError(shown + " is not valid value for the expected return type " + leetcode_type_name(spec))


def fixed_5(value):
    """%.5f as C's printf writes it (the C++ driver's doubles): Python's own formatting agrees on
    every number (checked on 40,000), but prints a NaN with its sign bit set (0.0/0.0, inf-inf on
    x86) as "nan" where printf writes "-nan"."""
    value = float(value)
    if value != value:
        import math
        return "-nan" if math.copysign(1.0, value) < 0 else "nan"
    return "%.5f" % value


def encode_value(value, spec, out, node_kind):
    """Appends VALUE printed as SPEC says. None is null (a wrong answer where a value is due)."""
    kind = spec["kind"]
    if value is None and kind not in ("ListNode", "TreeNode", "Node"):
        out.append("null")
    elif kind in INT_RANGES:
        if not isinstance(value, int):
            mismatch(value, spec)
        out.append(str(int(value)))  # a bool is an int: 1 or 0
    elif kind == "double":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            mismatch(value, spec)
        try:
            out.append(fixed_5(value))
        except OverflowError:
            mismatch(value, spec)
    elif kind == "bool":
        if not isinstance(value, bool):
            mismatch(value, spec)
        out.append("true" if value else "false")
    elif kind in ("string", "char"):
        if not isinstance(value, str) or (kind == "char" and len(value) != 1):
            mismatch(value, spec)
        out.append(_json_string_fast(value))
    elif kind == "list":
        if not isinstance(value, (list, tuple)):
            mismatch(value, spec)
        element = spec["element"]
        if element["kind"] in INT_RANGES and all(type(v) is int for v in value):
            out.append("[" + ",".join(map(str, value)) + "]")
            return
        out.append("[")
        for i, v in enumerate(value):
            if i:
                out.append(",")
            encode_value(v, element, out, node_kind)
        out.append("]")
    elif kind == "NestedInteger":
        encode_nested_integer(value, out)
    elif kind == "ListNode":
        encode_list(value, out)
    elif kind == "TreeNode":
        encode_tree(value, out)
    elif kind == "Node":
        if node_kind == "nary":
            encode_nary(value, out)
        elif node_kind == "graph":
            encode_graph(value, out)
        elif node_kind == "random":
            encode_random_list(value, out)
        elif node_kind == "next":
            encode_next_tree(value, out)
        else:
            raise NotSupported("a Node without a node kind")
    else:
        raise NotSupported("results of type " + spec.get("cpp", kind))
