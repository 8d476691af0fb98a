# runners.py: running a case of a function problem (one method of Solution) or a legacy one (the
# method alone named): the arguments decoded, the method called, the answer's text.

def decode_arguments(lines, parameters, classes, node_kind, first_line=1):
    check_line_count(lines, len(parameters))
    arguments = []
    for i, parameter in enumerate(parameters):
        at = Location(first_line + i)
        arguments.append(decode_value(parse_json(lines[i], "line " + str(first_line + i)), parameter["type"], at,
                                      classes, node_kind))
    return arguments


def prefix_answer(k, argument, parameter, node_kind):
    """The first k elements of the argument; k outside [0, len] is the solution's error."""
    if isinstance(k, bool) or not isinstance(k, int) or k < 0 or k > len(argument):
        raise BadResult("the method returned k = " + encode_plain(k) + ", but the answer is the first k elements of its " +
                        parameter["type"].get("cpp", "list") + " argument, which has " + str(len(argument)))
    out = []
    encode_value(argument[:k], parameter["type"], out, node_kind)
    return out


def named_class(descriptor, namespace):
    """The descriptor's class from the loaded module; if the module did not define it (check mode
    tells only what the source tells), the NameError of LeetCode's own `Solution()`: an RTE."""
    name = descriptor["class"]
    if name not in namespace:
        raise NameError("name '" + name + "' is not defined")
    return namespace[name]


def run_function(descriptor, namespace, lines, classes, parse_start):
    node_kind = descriptor.get("node", "")
    method = descriptor["methods"][0]
    parameters = method["parameters"]
    arguments = decode_arguments(lines, parameters, classes, node_kind)
    report_nanos("parse_ns", parse_start)
    copied_from = input_nodes(arguments, parameters, method["result"], node_kind)

    solve_start = start_solving()
    solution_class = named_class(descriptor, namespace)
    result = getattr(solution_class(), method["name"])(*arguments)
    report_nanos("solve_ns", solve_start)

    out = []
    answer = method.get("answer", -1)
    if descriptor.get("output") == "argument_prefix" and 0 <= answer < len(arguments):
        out = prefix_answer(result, arguments[answer], parameters[answer], node_kind)
    elif method["result"]["kind"] == "void":
        if 0 <= answer < len(arguments):
            encode_value(arguments[answer], parameters[answer]["type"], out, node_kind)
        else:
            out.append("null")
    else:
        check_copy(result, copied_from, node_kind)
        encode_value(result, method["result"], out, node_kind)
    return "".join(out) + "\n"


def unwrapped_code(function):
    """The code object behind a method, through staticmethod, lru_cache and other wrappers."""
    seen = 0
    while function is not None and seen < 100:
        seen += 1
        if isinstance(function, (staticmethod, classmethod)):
            function = function.__func__
            continue
        code = getattr(function, "__code__", None)
        if code is not None:
            return code
        function = getattr(function, "__wrapped__", None)
    return None


def run_legacy(descriptor, namespace, lines, classes, parse_start):
    """problem.yaml names only the method: its arguments are the case's JSON, made ListNode or
    TreeNode where the method's annotations say so."""
    solution_class = named_class(descriptor, namespace)
    function = getattr(solution_class, descriptor["method"])
    code = unwrapped_code(function)
    names = code.co_varnames[1:code.co_argcount] if code else ()
    annotations = getattr(function, "__annotations__", None) or {}
    parameters = []
    for name in names:
        annotation = str(annotations.get(name, ""))
        kind = "TreeNode" if "TreeNode" in annotation else "ListNode" if "ListNode" in annotation else None
        parameters.append(kind)
    check_line_count(lines, len(parameters))
    arguments = []
    for i, kind in enumerate(parameters):
        value = parse_json(lines[i], "line " + str(i + 1))
        if kind is not None:
            value = decode_value(value, {"kind": kind, "cpp": kind}, Location(i + 1), classes, "")
        arguments.append(value)
    report_nanos("parse_ns", parse_start)
    solve_start = start_solving()
    result = getattr(solution_class(), descriptor["method"])(*arguments)
    report_nanos("solve_ns", solve_start)
    out = []
    encode_legacy(result, out)
    return "".join(out) + "\n"
