# design.py: calling a design class as LeetCode does: the operations and their arguments (its two
# lines), the constructor then each method; a codec's round trip (297) and an iterator (341).

def read_design(descriptor, lines, classes):
    """The operations (line 1) and their decoded arguments (line 2), all checked before the
    class is built, as the C++ driver does."""
    node_kind = descriptor.get("node", "")
    class_name = descriptor["class"]
    methods = descriptor["methods"]
    check_line_count(lines, 2)
    names = parse_json(lines[0], "line 1")
    at = Location(1)
    if type(names) is not list or any(type(n) is not str for n in names):
        at.fail("expected vector<string>, found " + describe(names))
    if not names:
        at.fail('expected the operations, the constructor "' + class_name + '" first, found none')
    if names[0] != class_name:
        at.path = [0]
        at.fail('the first operation must be the constructor "' + class_name + '", found "' + names[0] + '"')
    all_arguments = parse_json(lines[1], "line 2")
    at = Location(2)
    if type(all_arguments) is not list:
        at.fail("expected an array of argument arrays, one per operation, found " + describe(all_arguments))
    if len(all_arguments) != len(names):
        at.fail("expected " + str(len(names)) + " argument arrays (one per operation on line 1), found " +
                str(len(all_arguments)))
    by_name = {m["name"]: m for m in methods if not m.get("constructor")}
    constructor = next((m for m in methods if m.get("constructor")), {"name": class_name, "parameters": []})
    program = []
    for k, name in enumerate(names):
        if k == 0:
            method = constructor
        elif name == class_name:
            Location(1, [k]).fail('the constructor "' + name + '" may only be the first operation')
        elif name not in by_name:
            known = ", ".join(m["name"] for m in methods if not m.get("constructor"))
            Location(1, [k]).fail('unknown operation "' + name + '" (' + class_name + " has " +
                                  (known or "no methods") + ")")
        else:
            method = by_name[name]
        arguments = all_arguments[k]
        at = Location(2, [k])
        if type(arguments) is not list:
            at.fail("expected the arguments of " + name + " (an array), found " + describe(arguments))
        arity = len(method["parameters"])
        if len(arguments) != arity:
            at.fail(name + " takes " + str(arity) + (" argument" if arity == 1 else " arguments") + ", found " +
                    str(len(arguments)))
        decoded = []
        at.path.append(0)
        for i, (value, parameter) in enumerate(zip(arguments, method["parameters"])):
            at.path[-1] = i
            decoded.append(decode_value(value, parameter["type"], at, classes, node_kind))
        program.append((method, decoded))
    return program


def run_design(descriptor, namespace, lines, classes, parse_start):
    node_kind = descriptor.get("node", "")
    program = read_design(descriptor, lines, classes)
    report_nanos("parse_ns", parse_start)
    solve_start = start_solving()
    design_class = named_class(descriptor, namespace)
    obj = design_class(*program[0][1])
    out = ["[null"]
    for method, arguments in program[1:]:
        result = getattr(obj, method["name"])(*arguments)
        out.append(",")
        if method["result"]["kind"] == "void":
            out.append("null")  # whatever it returns, as LeetCode prints a void method's
        else:
            encode_value(result, method["result"], out, node_kind)
    report_nanos("solve_ns", solve_start)
    out.append("]\n")
    return "".join(out)


def run_round_trip(descriptor, namespace, lines, classes, parse_start):
    """LeetCode's `ser = Codec(); deser = Codec(); ans = deser.deserialize(ser.serialize(root))`."""
    node_kind = descriptor.get("node", "")
    encoder, decoder = descriptor["methods"][0], descriptor["methods"][1]
    arguments = decode_arguments(lines, encoder["parameters"], classes, node_kind)
    report_nanos("parse_ns", parse_start)
    solve_start = start_solving()
    codec = named_class(descriptor, namespace)
    ser = codec()
    deser = codec()
    answer = getattr(deser, decoder["name"])(getattr(ser, encoder["name"])(*arguments))
    report_nanos("solve_ns", solve_start)
    out = []
    encode_value(answer, decoder["result"], out, node_kind)
    return "".join(out) + "\n"


def run_iterator(descriptor, namespace, lines, classes, parse_start):
    """LeetCode's `i = Class(args); while i.hasNext(): v.append(i.next())`; the answer v."""
    node_kind = descriptor.get("node", "")
    methods = descriptor["methods"]
    constructor = next(m for m in methods if m.get("constructor"))
    next_method = next(m for m in methods if m["name"] == "next")
    arguments = decode_arguments(lines, constructor["parameters"], classes, node_kind)
    report_nanos("parse_ns", parse_start)
    solve_start = start_solving()
    iterator = named_class(descriptor, namespace)(*arguments)
    values = []
    while iterator.hasNext():
        values.append(iterator.next())
    report_nanos("solve_ns", solve_start)
    out = []
    encode_value(values, {"kind": "list", "cpp": "vector", "element": next_method["result"]}, out, node_kind)
    return "".join(out) + "\n"
