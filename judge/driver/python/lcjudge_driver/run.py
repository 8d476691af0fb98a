# run.py: run mode: the runner for the descriptor's kind of problem, the solution's module run,
# one case answered (or a session served), and how a failing case ends the process.

def runner_for(descriptor):
    kind = descriptor.get("kind")
    if kind == "legacy":
        return run_legacy
    if descriptor.get("api"):
        if kind != "function" or not descriptor.get("api_case"):
            raise NotSupported("API problems (" + descriptor["api"] + ")")
        if descriptor["api"] not in API_CATALOGUE:
            raise NotSupported("API problems (" + descriptor["api"] + ")")
        return run_read4 if descriptor["api"] == "read4" else run_api_function
    if kind == "function":
        return run_function
    if kind == "design":
        drive = descriptor.get("drive", "operations")
        if drive == "operations":
            return run_design
        if drive == "round_trip":
            return run_round_trip
        if drive == "iterator":
            return run_iterator
        raise NotSupported("design problems driven as " + drive)
    raise NotSupported("problems of kind " + str(kind))


def check_types_supported(descriptor):
    """Raises NotSupported for a type this driver cannot decode or print."""
    supported = set(INT_RANGES) | {"void", "double", "bool", "char", "string", "list", "ListNode", "TreeNode",
                                   "NestedInteger"}
    if descriptor.get("node"):
        supported.add("Node")
    if descriptor.get("api"):
        supported.add("api")
    for method in descriptor.get("methods", ()):
        for spec in [method["result"]] + [p["type"] for p in method["parameters"]]:
            while spec["kind"] == "list":
                spec = spec["element"]
            if spec["kind"] not in supported:
                raise NotSupported("the type " + spec.get("cpp", spec["kind"]))


def run(descriptor, solution_path):
    open_channels()
    try:
        source, code = compile_solution(solution_path)
    except SyntaxError as error:
        say(syntax_error_message(error))
        record("uncaught_exception", one_line(exception_text(error)))
        finish(UNCAUGHT_EXCEPTION_EXIT)
    classes = node_classes(descriptor.get("node", ""))
    parse_start = time.monotonic_ns()
    try:
        runner = runner_for(descriptor)
        first = read_stdin(1)
        session = first == b"#"  # no case's JSON starts with it
        lines = None if session else read_case(first)
    except BadInput as error:
        fail_bad_input(str(error))
    except NotSupported as error:
        say("lcjudge: " + str(error) + ": not supported in Python yet\n")
        finish(CHECK_FAILED_EXIT)
    read_ns = time.monotonic_ns() - parse_start
    namespace = solution_namespace(code, classes)
    try:
        sys.stdout.reconfigure(encoding="utf-8")  # as LeetCode's prelude wraps it
    except BaseException:
        pass
    global solution_recursion_limit
    solution_recursion_limit = recursion_limit()
    if session:
        serve_session(descriptor, runner, namespace, code, source, classes)
    try:
        sys.setrecursionlimit(solution_recursion_limit)
        exec(code, namespace)
        sys.setrecursionlimit(PARSE_RECURSION_LIMIT)
        # parse_ns: reading the case and decoding it, not the solution's module code between.
        text = runner(descriptor, namespace, lines, classes, time.monotonic_ns() - read_ns)
    except BaseException as error:  # SystemExit and KeyboardInterrupt too: a run without an answer
        fail_case(error, source)
    sys.setrecursionlimit(PYTHON_RECURSION_LIMIT)
    status = 0 if write_answer(text) else 1
    report_peak_memory()
    finish(status)


def fail_case(error, source):
    """Ends the process as ERROR, which stopped the case, says: its record, message and status.
    Told apart by the exception's own type, as `except` does (not by a __class__ it may claim)."""
    kind = type(error)
    if issubclass(kind, BadInput):
        sys.setrecursionlimit(PYTHON_RECURSION_LIMIT)
        fail_bad_input(str(error))
    if issubclass(kind, MemoryError):
        sys.setrecursionlimit(PYTHON_RECURSION_LIMIT)
        say("MemoryError\n")
        record("out_of_memory", "MemoryError")
        finish(OUT_OF_MEMORY_EXIT)
    if issubclass(kind, WrongResult):
        say("lcjudge: wrong answer: " + str(error) + "\n")
        record("wrong_result", one_line(str(error)))
        finish(WRONG_RESULT_EXIT)
    if issubclass(kind, NotSupported):
        say("lcjudge: " + str(error) + ": not supported in Python yet\n")
        finish(CHECK_FAILED_EXIT)
    sys.setrecursionlimit(PYTHON_RECURSION_LIMIT)
    finish(report_exception(error, source))
