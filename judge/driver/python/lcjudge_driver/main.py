# main.py: the driver's entry: its bytecode compiled (compile mode), its globals sealed from the
# solution's reach, and the mode the command line asks for.

def compile_driver(destination):
    """Writes this driver's bytecode to DESTINATION, for the judge to run instead of this file:
    compiling these lines takes longer than starting the interpreter (10 ms against 6 on the
    machine it was measured on), loading the bytecode half a millisecond. Python runs a .pyc given
    as the script, whatever its name, by its magic number."""
    import py_compile
    try:
        py_compile.compile(__file__, cfile=destination, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    except (OSError, py_compile.PyCompileError) as error:
        sys.stderr.write("lcjudge: cannot write the driver's bytecode to " + destination + ": " + str(error) + "\n")
        return 2
    return 0


def sealed_driver():
    """The driver's globals as a private namespace on which its functions and its classes' methods
    are rebuilt, its builtins and the modules it calls (posix, sys, time, _json, _operator) private copies, made
    before any code of the solution runs: the solution can rebind `sys.modules["__main__"].check_copy`
    (its own module now), `builtins.id`, `posix.write`, `time.monotonic_ns` or `sys.stdout`, and the
    code that decodes, checks and writes its answers still calls the driver's own. What the driver
    hands the solution is isolated_function's, so that no __globals__ leads here either."""
    driver_globals = globals()
    namespace = dict(driver_globals)
    namespace["__builtins__"] = dict(vars(builtins))
    for name in ("posix", "sys", "time", "_json", "_operator"):
        private = type(sys)(name)
        vars(private).update(vars(namespace[name]))
        namespace[name] = private
    function_type = type(sealed_driver)
    copies = {}  # id of a driver function -> its copy on the namespace

    def sealed(value):
        """VALUE, its driver functions replaced by their copies, in tuples, lists and dicts too (as
        API_CATALOGUE's makers), each by one copy, so that a function is still itself wherever it is."""
        if type(value) is function_type and value.__globals__ is driver_globals:
            if id(value) not in copies:
                copy = function_type(value.__code__, namespace, value.__name__, value.__defaults__, value.__closure__)
                copy.__kwdefaults__ = value.__kwdefaults__
                copies[id(value)] = copy
            return copies[id(value)]
        if type(value) is tuple or type(value) is list:
            return type(value)(sealed(item) for item in value)
        if type(value) is dict:
            return {key: sealed(item) for key, item in value.items()}
        return value

    for name, value in list(namespace.items()):
        if name == "__builtins__":
            continue
        if type(value) is type and value.__module__ == __name__:  # the driver's classes
            for key, member in list(vars(value).items()):
                if type(member) is function_type:
                    setattr(value, key, sealed(member))
        else:
            namespace[name] = sealed(value)
    return namespace


USAGE = ("usage: lcjudge_driver.py run|check '<descriptor json>' <solution.py>\n"
         "       lcjudge_driver.py compile <driver.pyc>\n")


def main(argv):
    if len(argv) == 3 and argv[1] == "compile":
        return compile_driver(argv[2])
    if len(argv) != 4 or argv[1] not in ("run", "check"):
        sys.stderr.write(USAGE)
        return 2
    try:
        descriptor = parse_json(argv[2], "the descriptor")
        if type(descriptor) is not dict or "kind" not in descriptor:
            raise BadInput("the descriptor: expected a JSON object with a \"kind\"")
    except BadInput as error:
        sys.stderr.write("lcjudge: " + str(error) + "\n")
        return 2
    if argv[1] == "check":
        return check(descriptor, argv[3])
    run(descriptor, argv[3])
    return 0


if __name__ == "__main__":
    driver = sealed_driver()
    driver["finish"](driver["main"](sys.argv))
