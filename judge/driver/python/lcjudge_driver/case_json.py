# case_json.py: the case's text and its JSON: stdin's bytes checked and split into lines, each
# parsed by the C scanner of Python's json with its nesting bounded; values described for messages.

class _ScannerContext:
    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    memo = {}

    @staticmethod
    def parse_constant(name):
        raise ValueError(name + " is not JSON")


_scan = _json.make_scanner(_ScannerContext())
_JSON_SPACE = " \t\n\r"


def parse_json(text, where):
    """One JSON value, the whole of TEXT; WHERE ("line 2") prefixes an error. The C scanner of
    the json module, without importing json (and re) unless there is an error to describe.
    Nesting is bounded by the recursion limit, PARSE_RECURSION_LIMIT while the case is read."""
    start = 0
    while start < len(text) and text[start] in _JSON_SPACE:
        start += 1
    try:
        value, end = _scan(text, start)
    except RecursionError:
        raise BadInput(where + ": nested deeper than the driver reads (about 1,000 levels)") from None
    except BaseException:
        raise BadInput(where + describe_json_error(text)) from None
    while end < len(text) and text[end] in _JSON_SPACE:
        end += 1
    if end != len(text):
        raise BadInput(where + ", column " + str(end + 1) + ": unexpected text after the value")
    return value


def describe_json_error(text):
    import json  # the error path only
    try:
        json.loads(text, parse_constant=_ScannerContext.parse_constant)
    except json.JSONDecodeError as error:
        return ", column " + str(error.colno) + ": " + error.msg
    except BaseException as error:
        return ": " + str(error)
    return ": not valid JSON"


def describe(value):
    """`array [1,2,3]`, shortened, for messages (as the C++ driver's JsonView::describe)."""
    if value is None:
        kind = "null"
    elif isinstance(value, bool):
        kind = "boolean"
    elif isinstance(value, (int, float)):
        kind = "number"
    elif isinstance(value, str):
        kind = "string"
    elif isinstance(value, list):
        kind = "array"
    else:
        kind = "object"
    text = repr(value) if not isinstance(value, (list, dict)) else None
    if text is None:
        # Only the first elements: a case line may hold a million of them.
        if isinstance(value, list):
            text = "[" + ",".join(encode_plain(v) for v in value[:8]) + ("]" if len(value) <= 8 else ",...")
        else:
            text = "{...}"
    elif value is None or isinstance(value, bool):
        text = encode_plain(value)
    elif isinstance(value, str):
        text = json_string(value[:20])
    if len(text) > 20:
        text = text[:17] + "..."
    return kind + " " + text


def encode_plain(value):
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return json_string(value)
    if isinstance(value, list):
        return "[...]"
    return str(value)


def read_stdin(count):
    """COUNT bytes of the cases' input, stdin or a session's (all of it if COUNT is None), fewer at
    its end: never a byte past them."""
    chunks = []
    left = count
    while left is None or left > 0:
        try:
            chunk = posix.read(session_input, 1 << 20 if left is None else min(left, 1 << 20))
        except InterruptedError:
            continue
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
        if left is not None:
            left -= len(chunk)
    return b"".join(chunks)


def read_case(first):
    """All of stdin, whose first byte FIRST is read, checked and split into its lines."""
    return case_lines(first + read_stdin(None))


def case_lines(data):
    """A case's bytes checked as the C++ driver checks them, split into its lines."""
    if data.startswith(b"\xef\xbb\xbf"):
        raise BadInput("line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise BadInput("line " + str(line) + ": invalid UTF-8 (byte " + str(error.start + 1) + ")") from None
    cr = text.find("\r")
    if cr >= 0:
        line_start = text.rfind("\n", 0, cr) + 1
        raise BadInput("line " + str(text.count("\n", 0, cr) + 1) + ", column " + str(cr - line_start + 1) +
                       ": carriage return (Windows line ends): lines end in '\\n' alone")
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def check_line_count(lines, arity):
    def plural(n):
        return str(n) + (" argument line" if n == 1 else " argument lines")
    if len(lines) < arity:
        raise BadInput("line " + str(len(lines) + 1) + ", column 1: expected " + plural(arity) +
                       ", found " + str(len(lines)))
    if len(lines) > arity:
        raise BadInput("line " + str(arity + 1) + ", column 1: expected " + plural(arity) +
                       ", found more (trailing data)")
