# check.py: check mode: can the solution be called as the problem declares? Read from its source,
# which it never runs: only the runs run the solution's code, under their limits.

def syntax_error_message(error):
    """A SyntaxError as LeetCode shows it: Python's own report, as the interpreter prints it,
    upside down as LeetCode prints every traceback (the error, the caret, the line, then where;
    no function, hence the two spaces):
        SyntaxError: invalid syntax
                      ^
            return a +
        Line 3  (Solution.py)"""
    report = [type(error).__name__ + ": " + str(error.msg)]
    text = error.text if isinstance(error.text, str) else ""
    offset = (error.offset or 0) - 1
    # As the interpreter prints the line (not as the traceback module does): leading spaces,
    # tabs and form feeds dropped, the caret moved with them and left out if it fell in them.
    stripped = text.lstrip(" \t\f")
    offset -= len(text) - len(stripped)
    text = stripped.split("\n")[0][:MAX_QUOTED_LINE_CHARS]
    if text:
        if 0 <= offset:
            offset = min(offset, len(text))
            same_line = error.end_lineno in (None, error.lineno)
            width = (error.end_offset or 0) - (error.offset or 0) if same_line else 0
            report.append("    " + " " * offset + "^" * max(1, min(width, len(text) - offset)))
        report.append("    " + text)
    if error.lineno:
        report.append("Line " + str(error.lineno) + "  (" + SOLUTION_FILE + ")")
    return "\n".join(report) + "\n"


# Names through which code reaches a module's, a class's or an object's names by a string or an
# object, or makes an instance's attributes its own way: in a solution that uses one, only the
# run can tell what its class holds.
_REBINDERS = _DYNAMIC_LOOKUPS | {"setattr", "modules", "__main__", "import_module", "__globals__", "f_globals",
                                 "__getattr__", "__getattribute__", "__new__", "__class__"}
_CALL_DECORATORS = ("staticmethod", "classmethod", "cache", "lru_cache")  # what check_method sees through
_GIVEN_CLASSES = ("ListNode", "TreeNode", "NestedInteger", "Node")  # node_classes'


def scope_nodes(root):
    """The nodes of ROOT's own scope (a module, a class body) in source order: not those inside the
    functions, classes, lambdas and comprehensions in it, whose names are their own."""
    import ast
    own_scopes = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.ListComp, ast.SetComp,
                  ast.DictComp, ast.GeneratorExp)
    nodes = []
    stack = list(ast.iter_child_nodes(root))[::-1]
    while stack:  # not recursive: `a + b + ...` nests deeper than the recursion limit
        node = stack.pop()
        nodes.append(node)
        if not isinstance(node, own_scopes):
            stack.extend(list(ast.iter_child_nodes(node))[::-1])
    return nodes


def bindings(root, name):
    """The nodes of ROOT's own scope that bind NAME (a def or class, an assignment's, a loop's or a
    with's target, an import, `except ... as`, a match capture, a star import), in source order."""
    import ast
    found = []
    for node in scope_nodes(root):
        if isinstance(node, ast.Name):
            bound = None if isinstance(node.ctx, ast.Load) else node.id
        elif isinstance(node, ast.alias):
            bound = node.asname or node.name.split(".")[0]
        elif isinstance(node, ast.MatchMapping):
            bound = node.rest
        else:
            bound = getattr(node, "name", None)  # def, class, except ... as, match's captures
        if bound in (name, "*"):
            found.append(node)
    return found


def defining_statement(owner, name, kind):
    """The statement of OWNER's body (a module, a class) that surely makes NAME what it is once the
    body has run: its last binding, when that is a KIND directly in the body (not in a branch or a
    loop). None when nothing binds NAME there, False when the source cannot tell."""
    found = bindings(owner, name)
    if not found:
        return None
    return found[-1] if isinstance(found[-1], kind) and found[-1] in owner.body else False


def rebound_names(tree, code):
    """Names the code may bind where defining_statement does not look: declared global or nonlocal,
    a walrus's targets, attributes assigned (`Solution.twoSum = f`, `self.twoSum = f`). None (any
    name) when it uses one of _REBINDERS."""
    import ast
    if names_used(code_objects(code)) & _REBINDERS:
        return None
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.NamedExpr):
            names.add(node.target.id)
        elif isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Load):
            names.add(node.attr)
    return names


def unbound_builtin(name, scopes, rebound):
    """Whether NAME is surely the builtin's or the prelude's: nothing in SCOPES binds it."""
    return name not in rebound and not any(bindings(scope, name) for scope in scopes)


def plain_class(tree, node, rebound):
    """Whether the `class` statement NODE makes a class of its own body alone: no decorator, no
    metaclass, no base but `object`."""
    import ast
    bases = all(isinstance(base, ast.Name) and base.id == "object" for base in node.bases)
    return (not node.decorator_list and not node.keywords and bases and
            (not node.bases or unbound_builtin("object", (tree,), rebound)))


def takes_self(function, scopes, rebound):
    """Whether the method FUNCTION, as its decorators make it, is given self (or cls): through
    staticmethod, classmethod, cache and lru_cache as Python's call goes; None for any other."""
    import ast
    outermost = None
    for decorator in function.decorator_list:
        called = isinstance(decorator, ast.Call)
        target = decorator.func if called else decorator
        name = target.id if isinstance(target, ast.Name) else None
        if name not in (("lru_cache",) if called else _CALL_DECORATORS) or not unbound_builtin(name, scopes, rebound):
            return None
        outermost = outermost or name
    return outermost != "staticmethod"


def positional_range(arguments, bound):
    """(least, most) positional arguments a def's ARGUMENTS accept (self given if BOUND); most is
    None with *args."""
    if any(default is None for default in arguments.kw_defaults):
        return 10 ** 9, 0  # a keyword-only parameter without default: no positional call works
    count = len(arguments.posonlyargs + arguments.args) - bound
    return max(0, count - len(arguments.defaults)), None if arguments.vararg else count


def check_method(tree, node, class_name, method, is_constructor, rebound):
    """An error message when the plain `class` statement NODE surely cannot be called as
    `cls().name(*declared arguments)` (or `cls(*arguments)`), else None: the run decides the rest."""
    import ast
    declared = [p["name"] for p in method["parameters"]]
    shown_declared = (class_name if is_constructor else method["name"]) + "(" + ", ".join(declared) + ")"
    name = "__init__" if is_constructor else method["name"]
    if name in rebound:
        return None  # set where the class's body does not show
    function = defining_statement(node, name, ast.FunctionDef)
    if function is None:
        if not is_constructor:
            return "class " + class_name + " has no method " + name + ": the problem declares " + shown_declared
        if declared:  # object's __init__, which takes none
            return "class " + class_name + " has no __init__, but the problem declares the constructor " + shown_declared
        return None
    bound = takes_self(function, (tree, node), rebound) if function else None
    if bound is None:  # not a def, or decorated otherwise
        return None
    arguments = function.args
    least, most = positional_range(arguments, bound)
    n = len(declared)
    if least <= n and (most is None or n <= most):
        return None
    shown = [a.arg for a in arguments.posonlyargs + arguments.args] + ["*" + a.arg for a in [arguments.vararg] if a]
    first_line = (function.decorator_list or [function])[0].lineno  # as the function's co_firstlineno
    return ("Line " + str(first_line) + ": " + class_name + "." + name + " takes (" + ", ".join(shown) + "), but the "
            "problem declares " + shown_declared + ": " + str(n) + (" argument" if n == 1 else " arguments") +
            " besides self")


def class_problems(descriptor, source, code):
    """What surely stops the descriptor's calls, read from the source: a class never bound, a method
    it lacks, one whose parameters cannot take the declared arguments. Where the source cannot tell
    (a base, a decorator, a name bound otherwise than by def and class), nothing: the run decides."""
    import ast
    tree = compile(source, SOLUTION_FILE, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    class_name = descriptor.get("class") or "Solution"
    rebound = rebound_names(tree, code)
    if rebound is None or class_name in rebound:
        return []
    node = defining_statement(tree, class_name, ast.ClassDef)
    if node is None and class_name not in prelude_sources() and class_name not in _GIVEN_CLASSES:
        return ["class " + class_name + " is not defined"]
    if not node or not plain_class(tree, node, rebound):
        return []
    if descriptor.get("kind") == "legacy":
        method = descriptor.get("method", "")
        return [] if method in rebound or bindings(node, method) else ["class " + class_name + " has no method " + method]
    methods = list(descriptor.get("methods", ()))
    if descriptor.get("kind") == "function" and not any(m.get("constructor") for m in methods):
        methods.append({"name": class_name, "parameters": [], "constructor": True})  # LeetCode calls Solution()
    problems = (check_method(tree, node, class_name, m, bool(m.get("constructor")), rebound) for m in methods)
    return [problem for problem in problems if problem]


def check(descriptor, solution_path):
    """Exit 0 when the solution can be called as the descriptor says, as far as its source tells,
    else 1 and a LeetCode-worded compile error on stderr. Run once, in the judge's compile jail,
    before any case: it reads the source and never runs it, so that the module's own code (a loop,
    a table) runs only in the runs, under their limits."""
    try:
        source, code = compile_solution(solution_path)
    except SyntaxError as error:
        sys.stderr.write(syntax_error_message(error))
        return CHECK_FAILED_EXIT
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the source
        sys.stderr.write("Line 1: " + type(error).__name__ + ": " + str(error) + "\n")
        return CHECK_FAILED_EXIT
    try:
        runner_for(descriptor)
        check_types_supported(descriptor)
    except NotSupported as error:
        sys.stderr.write(str(error) + ": not supported in Python yet\n")
        return CHECK_FAILED_EXIT
    problems = class_problems(descriptor, source, code)
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        return CHECK_FAILED_EXIT
    return 0
