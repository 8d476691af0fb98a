# api.py: API problems: what LeetCode provides (278's isBadVersion, 1095's MountainArray...), each
# call answered by the judge (docs/driver-protocol.md, "API calls"). The API's own lines (1095's
# array, 278's bad version) are withheld from the case (they read null) and never read here: the
# judge keeps them and answers the calls.

API_REQUEST_FD = 5  # the calls, one line each, to the judge
API_REPLY_FD = 6    # its replies, one line each


class _ApiReplyContext(_ScannerContext):
    """The replies' scanner's hooks, all built-ins: the solution's API objects hold that scanner,
    and _scan's parse_constant is a function of the driver's, whose globals they must not reach."""
    parse_constant = float


_api_reply_scan = _json.make_scanner(_ApiReplyContext())


def api_channel():
    """A function that makes one API call: call("get", 3) writes the line `get 3` on descriptor 5
    and returns the JSON value of the reply `ok <value>` read on descriptor 6, or raises IndexError
    with the text of `error <text>`, as LeetCode's API raises it. Everything it uses is in its
    closure, taken from the driver's saved modules: the solution is given an isolated_function copy
    of one (which reaches nothing of the driver's), the driver uses another for its own calls (so
    that a solution that rebinds its copy's cells changes only its own calls). Descriptors 5 and 6
    need no opening: a run without them fails at its first call."""
    write, read, index, quote, scan = (posix.write, posix.read, _operator.index, _json.encode_basestring_ascii,
                                       _api_reply_scan)
    request_fd, reply_fd = API_REQUEST_FD, API_REPLY_FD

    def call(method, *arguments):
        words = [method]
        for argument in arguments:
            if isinstance(argument, str):
                words.append(quote(argument))
            elif type(argument) is list:  # Sea's corners, [x, y]
                words.append("[" + ",".join([str(index(v)) for v in argument]) + "]")
            else:
                words.append(str(index(argument)))  # an int, as LeetCode's API takes (a float is a TypeError)
        request = (" ".join(words) + "\n").encode("ascii")  # quote escapes all else
        reply = b""
        try:
            while request:  # one write: the rest only if a signal cut it short
                request = request[write(request_fd, request):]
            # Nothing follows the reply until the next call: a read cannot take more than its line.
            while not reply.endswith(b"\n"):
                chunk = read(reply_fd, 1 << 16)
                if not chunk:
                    raise OSError
                reply += chunk
        except OSError:
            raise RuntimeError("API calls need the judge's channel (descriptors 5 and 6)") from None
        reply = reply[:-1].decode("utf-8")
        if reply.startswith("ok "):
            return scan(reply, 3)[0]
        if reply.startswith("error "):
            raise IndexError(reply[6:])
        raise RuntimeError("the judge's reply to an API call is neither ok nor error: " + reply)
    return call


def provided_mountain_array(call):
    class MountainArray:
        def get(self, index):
            return call("get", index)

        def length(self):
            return call("length")
    return MountainArray


def provided_binary_matrix(call):
    class BinaryMatrix:
        def get(self, row, col):
            return call("get", row, col)

        def dimensions(self):
            return call("dimensions")
    return BinaryMatrix


def provided_compare_sub(call):
    class ArrayReader:
        def compareSub(self, l, r, x, y):
            return call("compareSub", l, r, x, y)

        def length(self):
            return call("length")
    return ArrayReader


def provided_array_reader(call):
    class ArrayReader:
        def get(self, index):
            return call("get", index)
    return ArrayReader


def provided_sea(call):
    class Sea:
        def hasShips(self, topRight, bottomLeft):  # Points, as LeetCode's Python template passes them
            return call("hasShips", [topRight.x, topRight.y], [bottomLeft.x, bottomLeft.y])
    return Sea


def provided_master(call):
    class Master:
        def guess(self, word):
            return call("guess", word)
    return Master


CUSTOM_FUNCTIONS = (None, lambda x, y: x + y, lambda x, y: x * y, lambda x, y: x * x + y, lambda x, y: x + y * y,
                    lambda x, y: x * x + y * y, lambda x, y: (x + y) * (x + y), lambda x, y: x ** 3 + y ** 3,
                    lambda x, y: x * x * y, lambda x, y: x * y * y)


def custom_function_class(function_id, at):
    """1237's CustomFunction, the driver's own (docs/driver-protocol.md): f has no call limit and
    LeetCode's accepted brute force calls it a million times, so it is computed here, from the
    case's function_id, not asked of the judge."""
    if not 1 <= function_id <= 9:
        at.fail("function_id " + str(function_id) + " names none of LeetCode's 9 hidden formulas (1 to 9)")
    formula = CUSTOM_FUNCTIONS[function_id]

    class CustomFunction:
        def f(self, x, y):
            return formula(x, y)
    return isolated_class(CustomFunction, "CustomFunction", "precompiled")


def provided_is_bad_version(call):
    def isBadVersion(version):
        return call("isBadVersion", version)
    return isBadVersion


def provided_guess(call):
    def guess(num):
        return call("guess", num)
    return guess


def provided_read4(call):
    def read4(buf4):
        chars = call("read4")
        for i, c in enumerate(chars):
            buf4[i] = c
        return len(chars)
    return read4


def point_class():
    """1274's Point, as LeetCode's Python template declares it: Sea's corners are Points."""
    class Point:
        def __init__(self, x, y):
            self.x = x
            self.y = y
    return isolated_class(Point, "Point", "precompiled")


# api name -> what makes LeetCode's class (its methods' parameters as in LeetCode's Python
# template) or free function, given the function that makes the calls; None: the driver's own
API_CATALOGUE = {
    "isBadVersion": provided_is_bad_version,
    "guess": provided_guess,
    "read4": provided_read4,
    "MountainArray": provided_mountain_array,
    "CustomFunction": None,
    "BinaryMatrix": provided_binary_matrix,
    "compareSub": provided_compare_sub,
    "ArrayReader": provided_array_reader,
    "Sea": provided_sea,
    "Master": provided_master,
}

api_provided = None  # the solution's API class or function, made at the first case: it holds no case's state


def provided_api(api):
    """What LeetCode provides for API, as the solution is given it: isolated, calling through a
    channel function of its own."""
    global api_provided
    if API_CATALOGUE[api] is None:
        return None
    if api_provided is None:
        made = API_CATALOGUE[api](isolated_function(api_channel()))
        api_provided = isolated_class(made, made.__name__, "precompiled") if type(made) is type else \
            isolated_function(made)
    return api_provided


def run_api_function(descriptor, namespace, lines, classes, parse_start):
    """A method that uses an API: its arguments from the case's lines by name (api_case, in the
    statement's order), a parameter of the API's type a handle of LeetCode's class whose calls the
    judge answers. The judge counts them: past the API's limit, the case is its wrong answer."""
    node_kind = descriptor.get("node", "")
    method = descriptor["methods"][0]
    case = descriptor["api_case"]["parameters"]
    check_line_count(lines, len(case))
    line_of = {p["name"]: i for i, p in enumerate(case)}
    api = descriptor["api"]
    provided = provided_api(api)
    if type(provided) is type:
        namespace.setdefault(provided.__name__, provided)
    elif provided is not None:  # a free function: LeetCode's, whatever the solution's module defined under its name
        namespace[provided.__name__] = provided
    if api == "Sea":
        namespace.setdefault("Point", point_class())
    arguments = []
    for parameter in method["parameters"]:
        name = parameter["name"]
        if parameter["type"]["kind"] == "api" and provided is not None:
            arguments.append(provided())
            continue
        if parameter["type"]["kind"] == "api":  # 1237: its class, from the function_id line
            i = line_of["function_id"]
            function_id = decode_value(parse_json(lines[i], "line " + str(i + 1)), case[i]["type"], Location(i + 1),
                                       classes, node_kind)
            made = custom_function_class(function_id, Location(i + 1))
            namespace.setdefault(made.__name__, made)
            arguments.append(made())
            continue
        if name not in line_of:
            raise NotSupported("the case line " + name + ", which the descriptor does not name")
        i = line_of[name]
        value = decode_value(parse_json(lines[i], "line " + str(i + 1)), case[i]["type"], Location(i + 1), classes,
                             node_kind)
        if api == "Sea":  # LeetCode's Python passes the corners as Points
            value = namespace["Point"](*value)
        arguments.append(value)
    report_nanos("parse_ns", parse_start)
    solve_start = start_solving()
    result = getattr(named_class(descriptor, namespace)(), method["name"])(*arguments)
    report_nanos("solve_ns", solve_start)
    if method["result"]["kind"] == "void":
        return "null\n"  # 843: the judge's answer replaces it, from the calls it answered
    out = []
    encode_value(result, method["result"], out, node_kind)
    return "".join(out) + "\n"


READ4_SLACK = 4  # buf's room past n, as the C++ driver gives (LeetCode's own is not documented)


def run_read4(descriptor, namespace, lines, classes, parse_start):
    """157, 158: `read(buf, n)`, once with the case's n, or (158, api_queries) once per entry of
    queries on the same Solution; read4(buf4) copies the file's next (up to) 4 characters, which
    the judge gives, into the list buf4. After each read the driver shows the judge what it
    returned and buf's first k characters (`read n k "..."`): the judge checks them against the
    file, as LeetCode does, and a wrong one is its wrong answer."""
    method = descriptor["methods"][0]
    case = descriptor["api_case"]["parameters"]
    check_line_count(lines, len(case))
    line_of = {p["name"]: i for i, p in enumerate(case)}
    queries = bool(descriptor.get("api_queries"))
    count_name = "queries" if queries else method["parameters"][1]["name"]
    if count_name not in line_of:
        raise NotSupported("a read4 case without its " + count_name + " line")
    count_index = line_of[count_name]
    counts = decode_value(parse_json(lines[count_index], "line " + str(count_index + 1)), case[count_index]["type"],
                          Location(count_index + 1), classes, "")
    counts = counts if queries else [counts]
    for n in counts:
        if n < 0:
            raise BadInput("line " + str(count_index + 1) + ": n = " + str(n) + " is negative")
    namespace["read4"] = provided_api("read4")
    show = api_channel()  # the driver's own: nothing the solution holds
    report_nanos("parse_ns", parse_start)
    solve_start = start_solving()
    solution = named_class(descriptor, namespace)()
    returned = []
    for n in counts:
        buf = [" "] * (n + READ4_SLACK)
        k = getattr(solution, method["name"])(buf, n)
        if isinstance(k, bool) or not isinstance(k, int):
            raise WrongResult("read(buf, " + str(n) + ") returned " + encode_plain(k) + ": expected 0.." + str(n))
        chars = "".join(c if isinstance(c, str) and len(c) == 1 else "?" for c in buf[:max(k, 0)])
        show("read", n, k, chars)
        returned.append(k)
    report_nanos("solve_ns", solve_start)
    return ("[" + ",".join(map(str, returned)) + "]" if queries else str(returned[0])) + "\n"
