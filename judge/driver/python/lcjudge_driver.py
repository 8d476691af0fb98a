"""lcjudge's Python 3 driver: runs one case of a LeetCode Python3 solution as LeetCode does, or a
session of them in one process, as LeetCode's Submit (docs/driver-protocol.md).

    /usr/bin/python3.11 -I -S -B lcjudge_driver.py run   '<descriptor json>' <solution.py>  < case
    /usr/bin/python3.11 -I -S -B lcjudge_driver.py run   '<descriptor json>' <solution.py>  < "#session\n" 12< "#case <N>\n..."
    /usr/bin/python3.11 -I -S -B lcjudge_driver.py check '<descriptor json>' <solution.py>
    /usr/bin/python3.11 -I -S -B lcjudge_driver.py compile <driver.pyc>   (then run that instead)

The contract with the judge (the descriptor, descriptors 3 and 4, an API's calls on 5 and 6, the
exit statuses) is the C++ driver's, judge/driver/protocol.h: the same case gives the same answer
text and records. This is ONE file: the judge shows it to the sandboxed run as /proc/self/fd/N, so
it imports no sibling.

Start-up is the cost per case, so the driver imports only built-in modules (posix, _json,
_operator, time) and the solution gets LeetCode's preloaded names lazily: only the modules of the names its code
loads as globals are imported (prelude_for), and its annotations are compiled unevaluated (`from __future__ import annotations`),
so that `List[int]` does not cost the import of typing.

The solution runs in the driver's process, so the driver keeps out of its plain reach what checks
and writes the answers: the driver runs on a private copy of its globals, of the builtins and of
the modules it calls (sealed_driver), the solution's module is `__main__` in sys.modules, not the
driver, and the driver flushes and writes through the streams and functions it saved at start.
"""

import _json
import _operator
import builtins
import posix
import sys
import time

META_FD = 3
ANSWER_FD = 4
HIDDEN_META_FD = 41    # where the side channel is moved, out of the solution's easy reach
HIDDEN_ANSWER_FD = 40  # as the C++ driver: clear of a program's first files, below the run's limit (64)
SESSION_CASES_FD = 12  # protocol.h kSessionCasesFd: where the judge hands a session's cases
HIDDEN_CASES_FD = 42   # where they are moved, past the two channels, before any code of the solution runs
SESSION_MARKER = b"#session\n"  # protocol.h kSessionMarker: a session's whole stdin

BAD_INPUT_EXIT = 86
OUT_OF_MEMORY_EXIT = 87
UNCAUGHT_EXCEPTION_EXIT = 88
WRONG_RESULT_EXIT = 91
CHECK_FAILED_EXIT = 1
SESSION_ERROR_EXIT = 2  # a session's frame cut short or malformed: the judge's error, not the case's

MAX_OUTPUT_NODES = 10_000_000  # structure_codecs.h kMaxOutputNodes: a cyclic answer stops there
SOLUTION_FILE = "Solution.py"  # LeetCode's name for the solution in its messages
# LeetCode's Python3 runs with this recursion limit (sys.getrecursionlimit() there): deep DFS
# that passes on LeetCode must pass here. Python's recursion still takes C stack (measured on
# 3.11.2: 420 bytes a level for plain recursion, 800 through map() or lru_cache), and past the
# stack's end is a segfault, not a RecursionError: so the limit is also kept to what the stack's
# limit (RLIMIT_STACK, which the judge sets to the memory limit) holds at twice the worst seen.
LEETCODE_RECURSION_LIMIT = 550_000
STACK_BYTES_PER_LEVEL = 1600
PYTHON_RECURSION_LIMIT = 1000  # Python's default: while the driver itself reads and prints
# While the case is parsed: the JSON scanner recurses once a nesting level, so this bounds the
# nesting it reads, at about what the C++ driver's NestedInteger allows (1,000).
PARSE_RECURSION_LIMIT = 1100
MAX_TRACEBACK_FRAMES = 20      # of the solution's own frames printed on stderr
MAX_RECORD_CHARS = 1000        # an exception's message in the one-line record
MAX_QUOTED_LINE_CHARS = 300    # of a source line quoted under an error
MAX_TRACEBACK_RECORD_CHARS = 6000  # the traceback record: its frames, LeetCode-worded

meta_fd = -1
answer_fd = -1
session_input = 0  # where the cases are read: stdin, until take_session_input moves to a session's
SOLUTION_BUILTINS = builtins  # what the solution's code and the classes it is given see as builtins


def stream_chain(stream):
    """The text stream, its buffer and its file: the objects its flush goes through."""
    chain = [stream]
    for name in ("buffer", "raw"):
        inner = getattr(chain[-1], name, None)
        if inner is None:
            break
        chain.append(inner)
    return tuple(chain)


# sys.stdout and sys.stderr as the process starts, before any code of the solution: the streams the
# driver flushes, whatever the solution later puts in their place.
STANDARD_STREAMS = (stream_chain(sys.stdout), stream_chain(sys.stderr))
STDERR_ENCODING = getattr(sys.stderr, "encoding", None) or "utf-8"


class BadInput(Exception):
    """The case is malformed: the judge's data, never the solution's fault (exit 86)."""


class BadResult(Exception):
    """The answer breaks the problem's rules (a cyclic list, a prefix past the array): an RTE."""


class WrongResult(Exception):
    """The answer is well formed but wrong in a way its text cannot show (a shared node): a WA."""


class NotSupported(Exception):
    """A problem whose kind this driver cannot run yet: check mode says so (the judge's CE)."""


# ---------------------------------------------------------------------------------------------
# Descriptors 3 and 4

def is_open(fd):
    try:
        posix.fstat(fd)
        return True
    except OSError:
        return False


def open_channels():
    """Moves the side channel and the answer channel to high numbers, away from 3 and 4 where a
    stray write of the solution would land, before any of its code runs."""
    global meta_fd, answer_fd
    for fd, hidden, name in ((META_FD, HIDDEN_META_FD, "meta"), (ANSWER_FD, HIDDEN_ANSWER_FD, "answer")):
        if not is_open(fd):
            continue  # a hand run: no such channel
        while is_open(hidden):  # the first free number from there, as the C++ driver's F_DUPFD
            hidden += 2
        try:
            posix.dup2(fd, hidden, False)
            posix.close(fd)
        except OSError:
            hidden = fd  # cannot move it: kept where it is rather than lost
        if name == "meta":
            meta_fd = hidden
        else:
            answer_fd = hidden


def write_all(fd, data):
    done = 0
    while done < len(data):
        try:
            n = posix.write(fd, data[done:])
        except InterruptedError:
            continue
        except OSError:
            return False  # past the output limit (EFBIG): the judge sees the file at its cap
        if n <= 0:
            return False
        done += n
    return True


def record(key, value):
    if meta_fd >= 0:
        write_all(meta_fd, (key + " " + value + "\n").encode("utf-8", "backslashreplace"))


def recursion_limit():
    """LeetCode's limit, or as many levels as the stack's limit holds if fewer."""
    try:
        fd = posix.open("/proc/self/limits", posix.O_RDONLY)
        try:
            text = posix.read(fd, 1 << 16).decode("ascii", "replace")
        finally:
            posix.close(fd)
    except OSError:  # no /proc: the slower way
        import resource
        soft = resource.getrlimit(resource.RLIMIT_STACK)[0]
        if soft == resource.RLIM_INFINITY:
            return LEETCODE_RECURSION_LIMIT
        return max(PYTHON_RECURSION_LIMIT, min(LEETCODE_RECURSION_LIMIT, soft // STACK_BYTES_PER_LEVEL))
    for line in text.split("\n"):
        if line.startswith("Max stack size"):
            soft = line[len("Max stack size"):].split()[0]
            if soft == "unlimited":
                return LEETCODE_RECURSION_LIMIT
            if soft.isdigit():
                return max(PYTHON_RECURSION_LIMIT, min(LEETCODE_RECURSION_LIMIT, int(soft) // STACK_BYTES_PER_LEVEL))
    return PYTHON_RECURSION_LIMIT


def start_solving():
    """The solution's recursion limit, from here on; the time the solving starts."""
    sys.setrecursionlimit(solution_recursion_limit)
    return time.monotonic_ns()


solution_recursion_limit = PYTHON_RECURSION_LIMIT


def report_nanos(key, start):
    record(key, str(time.monotonic_ns() - start))


def report_peak_memory():
    try:
        fd = posix.open("/proc/self/status", posix.O_RDONLY)
    except OSError:
        return
    try:
        text = posix.read(fd, 1 << 16)
    finally:
        posix.close(fd)
    for line in text.split(b"\n"):
        if line.startswith(b"VmHWM:"):
            record("peak_rss_kib", line[6:].split()[0].decode())
            return


def write_answer(text):
    """The answer on its channel, closed once written; a hand run prints it after the solution's
    own prints."""
    global answer_fd
    data = text.encode("utf-8")
    if answer_fd < 0:
        flush_stdout()
        return write_all(1, data)
    written = write_all(answer_fd, data)
    posix.close(answer_fd)  # nothing that runs after can add to it
    answer_fd = -1
    return written


def flush_stdout(restore=False):
    """Flushes the standard streams the process started with through their types' own flush, so
    that none of the solution's code runs: not a stream it put in sys.stdout's place, nor a `flush`
    or `write` it set on one of them, their buffers or files (those are set aside while they flush,
    and put back if RESTORE, when the session goes on)."""
    for chain in STANDARD_STREAMS:
        aside = []
        for part in chain:
            try:
                attributes = vars(part)
            except TypeError:
                continue
            aside.append((attributes, attributes.copy()))
            attributes.clear()
        try:
            type(chain[0]).flush(chain[0])
        except BaseException:
            pass  # None, closed or detached; or its output is past the limit
        if restore:
            for attributes, saved in aside:
                attributes.update(saved)
        else:
            kept_aside.append(aside)  # not freed: no finalizer of the solution's runs on the way out


kept_aside = []


def say(text):
    """TEXT on stderr after what the solution's own streams hold, written by the driver itself."""
    flush_stdout()
    write_all(2, text.encode(STDERR_ENCODING, "backslashreplace"))


def finish(status):
    """Exits now: no atexit handler, destructor or thread of the solution's runs after the answer
    (and none can change the status); tearing the interpreter down would only cost time."""
    flush_stdout()
    posix._exit(status)


def one_line(text):
    text = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
    return text if len(text) <= MAX_RECORD_CHARS else text[:MAX_RECORD_CHARS] + "..."


def escaped_record(text, limit):
    """TEXT, cut to LIMIT characters, escaped as one_line escapes a record's value."""
    text = text if len(text) <= limit else text[:limit] + "..."
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")


def fail_bad_input(message):
    say("lcjudge: bad input: " + message + "\n")
    record("bad_input", one_line(message))
    finish(BAD_INPUT_EXIT)


# ---------------------------------------------------------------------------------------------
# The case's text and its JSON

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


# ---------------------------------------------------------------------------------------------
# LeetCode's environment: its node classes and its preloaded names

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


# What LeetCode's Python3 prelude star-imports, in its order (a later module's name wins):
#   from string import *; from re import *; ... from json import *; from builtins import *
#   import string, re, ...; ListNode, NestedInteger, TreeNode; from typing import *
# Each module's exported names (its __all__) in Python 3.11.2; `sys` is read at run time.
_STAR_IMPORTS = (
    ("string", "Formatter Template ascii_letters ascii_lowercase ascii_uppercase capwords digits hexdigits "
               "octdigits printable punctuation whitespace"),
    ("re", "A ASCII DOTALL I IGNORECASE L LOCALE M MULTILINE Match NOFLAG Pattern RegexFlag S U UNICODE VERBOSE X "
           "compile error escape findall finditer fullmatch match purge search split sub subn template"),
    ("datetime", "MAXYEAR MINYEAR UTC date datetime time timedelta timezone tzinfo"),
    ("collections", "ChainMap Counter OrderedDict UserDict UserList UserString defaultdict deque namedtuple"),
    ("heapq", "heapify heappop heappush heappushpop heapreplace merge nlargest nsmallest"),
    ("bisect", "bisect bisect_left bisect_right insort insort_left insort_right"),
    ("copy", "Error copy deepcopy"),
    ("math", "acos acosh asin asinh atan atan2 atanh cbrt ceil comb copysign cos cosh degrees dist e erf erfc exp "
             "exp2 expm1 fabs factorial floor fmod frexp fsum gamma gcd hypot inf isclose isfinite isinf isnan isqrt "
             "lcm ldexp lgamma log log10 log1p log2 modf nan nextafter perm pi pow prod radians remainder sin sinh "
             "sqrt tan tanh tau trunc ulp"),
    ("random", "Random SystemRandom betavariate choice choices expovariate gammavariate gauss getrandbits getstate "
               "lognormvariate normalvariate paretovariate randbytes randint random randrange sample seed setstate "
               "shuffle triangular uniform vonmisesvariate weibullvariate"),
    ("statistics", "NormalDist StatisticsError correlation covariance fmean geometric_mean harmonic_mean "
                   "linear_regression mean median median_grouped median_high median_low mode multimode pstdev "
                   "pvariance quantiles stdev variance"),
    ("itertools", "accumulate chain combinations combinations_with_replacement compress count cycle dropwhile "
                  "filterfalse groupby islice pairwise permutations product repeat starmap takewhile tee zip_longest"),
    ("functools", "WRAPPER_ASSIGNMENTS WRAPPER_UPDATES cache cached_property cmp_to_key lru_cache partial "
                  "partialmethod reduce singledispatch singledispatchmethod total_ordering update_wrapper wraps"),
    ("operator", "abs add and_ attrgetter call concat contains countOf delitem eq floordiv ge getitem gt iadd iand "
                 "iconcat ifloordiv ilshift imatmul imod imul index indexOf inv invert ior ipow irshift is_ is_not "
                 "isub itemgetter itruediv ixor le length_hint lshift lt matmul methodcaller mod mul ne neg not_ or_ "
                 "pos pow rshift setitem sub truediv truth xor"),
    ("io", "BlockingIOError BufferedIOBase BufferedRWPair BufferedRandom BufferedReader BufferedWriter BytesIO "
           "FileIO IOBase RawIOBase SEEK_CUR SEEK_END SEEK_SET StringIO TextIOBase TextIOWrapper "
           "UnsupportedOperation open open_code"),
    ("sys", None),
    ("json", "JSONDecodeError JSONDecoder JSONEncoder dump dumps load loads"),
)
_PRELUDE_MODULES = ("string", "re", "datetime", "collections", "heapq", "bisect", "copy", "math", "random",
                    "statistics", "itertools", "functools", "operator", "io", "sys", "json")
_TYPING_NAMES = (
    "AbstractSet Annotated Any AnyStr AsyncContextManager AsyncGenerator AsyncIterable AsyncIterator Awaitable "
    "BinaryIO ByteString Callable ChainMap ClassVar Collection Concatenate Container ContextManager Coroutine Counter "
    "DefaultDict Deque Dict Final ForwardRef FrozenSet Generator Generic Hashable IO ItemsView Iterable Iterator "
    "KeysView List Literal LiteralString Mapping MappingView Match MutableMapping MutableSequence MutableSet "
    "NamedTuple Never NewType NoReturn NotRequired Optional OrderedDict ParamSpec ParamSpecArgs ParamSpecKwargs "
    "Pattern Protocol Required Reversible Self Sequence Set Sized SupportsAbs SupportsBytes SupportsComplex "
    "SupportsFloat SupportsIndex SupportsInt SupportsRound TYPE_CHECKING Text TextIO Tuple Type TypeAlias TypeGuard "
    "TypeVar TypeVarTuple TypedDict Union Unpack ValuesView assert_never assert_type cast clear_overloads "
    "dataclass_transform final get_args get_origin get_overloads get_type_hints is_typeddict no_type_check "
    "no_type_check_decorator overload reveal_type runtime_checkable")
# typing's aliases of these (what LeetCode's last star import binds) would cost the import of
# typing; called, subclassed or subscripted they act as the classes themselves, so those are given.
_OWN_CLASS_OVER_TYPING_ALIAS = {"Counter": "collections", "OrderedDict": "collections", "ChainMap": "collections",
                                "Match": "re", "Pattern": "re"}
# sortedcontainers, which LeetCode preloads too (Debian's python3-sortedcontainers).
_SORTED_CONTAINERS = "SortedList SortedDict SortedSet SortedKeyList"
_DIST_PACKAGES = "/usr/lib/python3/dist-packages"
# Names that reach globals by a string: a solution using them gets the whole prelude.
_DYNAMIC_LOOKUPS = {"eval", "exec", "globals", "vars", "locals", "__import__", "getattr", "__dict__"}


def prelude_sources():
    """name -> (module, attribute) as LeetCode's prelude binds it (attribute None: the module)."""
    import builtins as builtin_module
    builtin_names = vars(builtin_module)
    sources = {}
    for module, names in _STAR_IMPORTS:
        exported = ([n for n in dir(sys) if not n.startswith("_")] if names is None else names.split())
        for name in exported:
            if name not in builtin_names:  # `from builtins import *` comes after them
                sources[name] = (module, name)
    for module in _PRELUDE_MODULES:
        sources[module] = (module, None)
    for name in _TYPING_NAMES.split():
        sources[name] = (_OWN_CLASS_OVER_TYPING_ALIAS.get(name, "typing"), name)
    for name in _SORTED_CONTAINERS.split():
        sources[name] = ("sortedcontainers", name)
    sources["sortedcontainers"] = ("sortedcontainers", None)
    return sources


def code_objects(code):
    """CODE and every code object nested in it (functions, classes, comprehensions)."""
    found = [code]
    for current in found:
        for constant in current.co_consts:
            if type(constant) is type(code):
                found.append(constant)
    return found


def names_used(codes):
    """Every name the code objects mention (globals, attributes, imports)."""
    names = set()
    for code in codes:
        names.update(code.co_names)
    return names


# Python 3.11's opcodes (the `opcode` module's, written out: importing it costs more than this).
_LOAD_NAME, _LOAD_GLOBAL, _EXTENDED_ARG = 101, 116, 144


def global_names(codes):
    """The names the code objects load as globals: `s.split()` mentions `split`, which
    names_used counts and would import re for, but loads no global `split`. Read from the
    bytecode (2-byte units; the inline caches of a fresh compile are zeros)."""
    names = set()
    for code in codes:
        raw = code.co_code
        co_names = code.co_names
        extended = 0
        for i in range(0, len(raw), 2):
            op = raw[i]
            if op == _EXTENDED_ARG:
                extended = (extended | raw[i + 1]) << 8
                continue
            if op == _LOAD_GLOBAL:
                names.add(co_names[(extended | raw[i + 1]) >> 1])
            elif op == _LOAD_NAME:
                names.add(co_names[extended | raw[i + 1]])
            extended = 0
    return names


def prelude_for(code, classes):
    """LeetCode's preloaded names that the solution's code uses (all of them if it may look names
    up by string), imported now."""
    sources = prelude_sources()
    codes = code_objects(code)
    used = names_used(codes)
    if used & _DYNAMIC_LOOKUPS:
        wanted = sources.keys()
    else:
        wanted = used & sources.keys()
        if wanted and sys.version_info[:2] == (3, 11):
            wanted &= global_names(codes)
    if any(sources[name][0] == "sortedcontainers" for name in wanted) and _DIST_PACKAGES not in sys.path:
        sys.path.append(_DIST_PACKAGES)
    namespace = {}
    for name in wanted:
        module_name, attribute = sources[name]
        try:
            module = __import__(module_name)
        except ImportError:
            continue  # sortedcontainers not installed: the name stays undefined, a NameError
        namespace[name] = module if attribute is None else getattr(module, attribute)
    namespace.update(classes)
    return namespace


# ---------------------------------------------------------------------------------------------
# The solution

def compile_solution(path):
    """The solution's code, compiled with its annotations unevaluated; a SyntaxError propagates."""
    with open(path, "rb") as file:
        source = file.read()
    annotations_flag = 0x1000000  # __future__.annotations.compiler_flag (CO_FUTURE_ANNOTATIONS)
    return source, compile(source, SOLUTION_FILE, "exec", annotations_flag, dont_inherit=True)


def solution_namespace(code, classes):
    """The globals of the solution's module, which is `__main__` in sys.modules, as on LeetCode
    (where `import __main__` and dataclasses find it); the driver is not there to be found."""
    module = type(sys)("__main__")
    namespace = vars(module)
    namespace.update(prelude_for(code, classes))
    namespace["__builtins__"] = SOLUTION_BUILTINS
    sys.modules["__main__"] = module
    return namespace


def source_lines(source):
    try:
        return source.decode("utf-8", "replace").split("\n")
    except BaseException:
        return []


# ---------------------------------------------------------------------------------------------
# Decoding arguments by the descriptor's types

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


def decode_list(value, at, ListNode):
    expect_array(value, at, "ListNode* (a list such as [1,2,3])")
    if None not in value and ints_or_nulls(value):
        head = None
        for v in reversed(value):
            head = ListNode(v, head)
        return head
    head = None
    for i in range(len(value) - 1, -1, -1):
        v = int_element(value, i, at)
        if v is None:
            at.path.append(i)
            at.fail("expected int, found null")
        head = ListNode(v, head)
    return head


def decode_root(value, at):
    v = int_element(value, 0, at)
    if v is None:
        at.path.append(0)
        at.fail("the root is null: an empty tree is []")
    return v


def decode_tree(value, at, Tree):
    expect_array(value, at, "TreeNode* (level order such as [3,9,20,null,null,15,7])")
    size = len(value)
    if size == 0:
        return None
    level_order = [Tree(decode_root(value, at))]
    if ints_or_nulls(value):
        fast = build_tree_fast(value, Tree, level_order)
        if fast is not None:
            return fast
        level_order = [Tree(value[0])]  # a misplaced node: the checked way below names it
    i = 1
    parent = 0
    while i < size:
        if parent == len(level_order):
            v = int_element(value, i, at)
            if v is not None:
                at.path.append(i)
                at.fail("no parent left for " + str(v) + ": the nodes before it have all their children")
            i += 1
            continue
        node = level_order[parent]
        for side in ("left", "right"):
            if i < size:
                v = int_element(value, i, at)
                if v is not None:
                    child = Tree(v)
                    setattr(node, side, child)
                    level_order.append(child)
            i += 1
        parent += 1
    return level_order[0]


def build_tree_fast(value, Tree, level_order):
    """The level-order tree of VALUE, whose elements are known to be ints or nulls; None when a
    node has no parent left (decode_tree then says where)."""
    size = len(value)
    i = 1
    parent = 0
    while i < size:
        if parent == len(level_order):
            return None if any(v is not None for v in value[i:]) else level_order[0]
        node = level_order[parent]
        v = value[i]
        if v is not None:
            node.left = child = Tree(v)
            level_order.append(child)
        if i + 1 < size:
            v = value[i + 1]
            if v is not None:
                node.right = child = Tree(v)
                level_order.append(child)
        i += 2
        parent += 1
    return level_order[0]


def decode_nested_integer(value, at, NI):
    """An int, or a nested list of ints; read without recursion, at most
    MAX_NESTED_INTEGER_DEPTH lists deep, as the C++ driver reads it."""
    if type(value) is not list:
        decode_value(value, {"kind": "int", "cpp": "int"}, at, None, "")
        return NI(value)
    root = NI()
    stack = [(value, 0, root)]
    at.path.append(0)
    while stack:
        array, index, built = stack[-1]
        if index == len(array):
            stack.pop()
            at.path.pop()
            continue
        stack[-1] = (array, index + 1, built)
        at.path[-1] = index
        element = array[index]
        if type(element) is list:
            if len(stack) == MAX_NESTED_INTEGER_DEPTH:
                at.fail("a NestedInteger nested more than " + str(MAX_NESTED_INTEGER_DEPTH) + " deep")
            child = NI()
            built.add(child)
            stack.append((element, 0, child))
            at.path.append(0)
        else:
            decode_value(element, {"kind": "int", "cpp": "int"}, at, None, "")
            built.add(NI(element))
    return root


def decode_nary(value, at, Nary):
    expect_array(value, at, "Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])")
    size = len(value)
    if size == 0:
        return None
    level_order = [Nary(decode_root(value, at), [])]
    if size > 1:
        v = int_element(value, 1, at)
        if v is not None:
            at.path.append(1)
            at.fail("expected null after the root, found " + str(v))
    parent = 0
    i = 2
    while i < size:
        while i < size:
            v = int_element(value, i, at)
            if v is None:
                break
            if parent == len(level_order):
                at.path.append(i)
                at.fail("no parent left for " + str(v) + ": every node before it has had its children")
            child = Nary(v, [])
            level_order[parent].children.append(child)
            level_order.append(child)
            i += 1
        parent += 1
        i += 1
    return level_order[0]


def decode_graph(value, at, Graph):
    expect_array(value, at, "Node* (a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]])")
    size = len(value)
    nodes = [Graph(i + 1) for i in range(size)]
    at.path.append(0)
    for i, neighbours in enumerate(value):
        at.path[-1] = i
        expect_array(neighbours, at, "the neighbours of a node (an array of node numbers)")
        for j in range(len(neighbours)):
            n = int_element(neighbours, j, at)
            if n is None or n < 1 or n > size:
                at.path.append(j)
                at.fail("no node " + encode_plain(n) + ": the nodes are 1.." + str(size))
            nodes[i].neighbors.append(nodes[n - 1])
    at.path.pop()
    return nodes[0] if nodes else None


def decode_random_list(value, at, RandomList):
    expect_array(value, at, "Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])")
    size = len(value)
    nodes = []
    at.path.append(0)
    for i, pair in enumerate(value):
        at.path[-1] = i
        if type(pair) is not list or len(pair) != 2:
            at.fail("expected [val, random_index] (random_index null or 0.." + str(size - 1) + "), found " +
                    describe(pair))
        v = int_element(pair, 0, at)
        if v is None:
            at.path.append(0)
            at.fail("expected the node's int, found null")
        nodes.append(RandomList(v))
        if i > 0:
            nodes[i - 1].next = nodes[i]
    for i, pair in enumerate(value):
        at.path[-1] = i
        index = int_element(pair, 1, at)
        if index is None:
            continue
        if index < 0 or index >= size:
            at.path.append(1)
            at.fail("no node at index " + str(index) + ": the indexes are 0.." + str(size - 1))
        nodes[i].random = nodes[index]
    at.path.pop()
    return nodes[0] if nodes else None


# ---------------------------------------------------------------------------------------------
# Encoding the answer as the C++ driver prints it

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


def too_many_nodes(structure):
    raise BadResult("the returned " + structure + " has more than " + str(MAX_OUTPUT_NODES) + " nodes: is it cyclic?")


def node_int(node, structure):
    return node_int_value(node.val)


def node_int_value(val):
    if not isinstance(val, int):
        mismatch(val, {"kind": "int"})
    return str(int(val))


def encode_list(head, out):
    values = []
    slow = node = head
    while node is not None:
        values.append(node_int(node, "list"))
        node = node.next
        if len(values) % 2 == 0:
            slow = slow.next
            if node is slow and node is not None:
                raise BadResult("the returned list is cyclic: node " + str(node.val) + " is reached twice")
    out.append("[" + ",".join(values) + "]")


class _TokenWriter:
    """Level-order tokens with trailing nulls dropped, bounded like the C++ driver's."""

    def __init__(self, structure):
        self.tokens = []
        self.kept = 0
        self.structure = structure

    def value(self, node):
        self.tokens.append(node_int(node, self.structure))
        self.kept = len(self.tokens)
        if self.kept > MAX_OUTPUT_NODES:
            too_many_nodes(self.structure)

    def null(self):
        self.tokens.append("null")
        if len(self.tokens) > MAX_OUTPUT_NODES:
            too_many_nodes(self.structure)

    def text(self):
        return "[" + ",".join(self.tokens[:self.kept]) + "]"


def encode_tree(root, out):
    writer = _TokenWriter("tree")
    queue = [root] if root is not None else []
    k = 0
    while k < len(queue):
        node = queue[k]
        k += 1
        if node is None:
            writer.null()
            continue
        writer.value(node)
        queue.append(node.left)
        queue.append(node.right)
        if k > 4096 and k * 2 > len(queue):
            del queue[:k]  # keep the queue's memory to a level or so
            k = 0
    out.append(writer.text())


def encode_nary(root, out):
    writer = _TokenWriter("N-ary tree")
    queue = []
    if root is not None:
        writer.value(root)
        writer.null()
        queue.append(root)
    k = 0
    while k < len(queue):
        node = queue[k]
        k += 1
        for child in node.children or ():
            if child is None:
                writer.null()  # not LeetCode's form: printed so that the answer shows it is wrong
                continue
            writer.value(child)
            queue.append(child)
        writer.null()
    out.append(writer.text())


def graph_reachable(start):
    reached = [start] if start is not None else []
    seen = {id(start)}
    k = 0
    while k < len(reached):
        for neighbour in reached[k].neighbors or ():
            if neighbour is None or id(neighbour) in seen:
                continue
            seen.add(id(neighbour))
            if len(reached) == MAX_OUTPUT_NODES:
                too_many_nodes("graph")
            reached.append(neighbour)
        k += 1
    return reached


def encode_graph(start, out):
    reached = graph_reachable(start)
    reached.sort(key=lambda node: node.val)
    parts = []
    for node in reached:
        parts.append("[" + ",".join("null" if n is None else node_int(n, "graph") for n in node.neighbors or ()) + "]")
    out.append("[" + ",".join(parts) + "]")


def along_next(head):
    nodes = []
    node = head
    while node is not None:
        if len(nodes) == MAX_OUTPUT_NODES:
            too_many_nodes("list")
        nodes.append(node)
        node = node.next
    return nodes


def encode_random_list(head, out):
    nodes = along_next(head)
    index = {id(node): i for i, node in enumerate(nodes)}
    parts = []
    for i, node in enumerate(nodes):
        random = node.random
        if random is None:
            parts.append("[" + node_int(node, "list") + ",null]")
            continue
        target = index.get(id(random))
        if target is None:
            raise WrongResult("the random pointer of the node at index " + str(i) + " (val " + str(node.val) +
                              ") points to a node that is not in the returned list")
        parts.append("[" + node_int(node, "list") + "," + str(target) + "]")
    out.append("[" + ",".join(parts) + "]")


def encode_next_tree(root, out):
    tokens = []
    level = root
    while level is not None:
        below = None
        node = level
        while node is not None:
            tokens.append(node_int(node, "tree"))
            if len(tokens) > MAX_OUTPUT_NODES:
                too_many_nodes("tree along its next pointers")
            if below is None:
                below = node.left if node.left is not None else node.right
            node = node.next
        tokens.append("#")
        level = below
    out.append("[" + ",".join(tokens) + "]")


def encode_nested_integer(value, out):
    """An int, or the nested list, printed without recursion."""
    if value.isInteger():
        out.append(node_int_value(value.getInteger()))
        return
    count = 0
    out.append("[")
    stack = [(value.getList() or [], 0)]
    while stack:
        items, index = stack[-1]
        if index == len(items):
            out.append("]")
            stack.pop()
            continue
        stack[-1] = (items, index + 1)
        count += 1
        if count > MAX_OUTPUT_NODES:
            too_many_nodes("NestedInteger")
        if index:
            out.append(",")
        element = items[index]
        if element.isInteger():
            out.append(node_int_value(element.getInteger()))
        else:
            out.append("[")
            stack.append((element.getList() or [], 0))


def encode_legacy(value, out):
    """A legacy problem's answer, printed by its runtime type."""
    if value is None:
        out.append("null")
    elif isinstance(value, bool):
        out.append("true" if value else "false")
    elif isinstance(value, int):
        out.append(str(int(value)))
    elif isinstance(value, float):
        out.append(fixed_5(value))
    elif isinstance(value, str):
        out.append(_json_string_fast(value))
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for i, v in enumerate(value):
            if i:
                out.append(",")
            encode_legacy(v, out)
        out.append("]")
    elif hasattr(value, "val") and hasattr(value, "left") and hasattr(value, "right"):
        encode_tree(value, out)
    elif hasattr(value, "val") and hasattr(value, "next"):
        encode_list(value, out)
    else:
        raise TypeError(type(value).__name__ + " is not a value the driver can print")


# ---------------------------------------------------------------------------------------------
# Copying problems (133, 138): the answer must share no node with the input

def input_nodes(arguments, parameters, result_spec, node_kind):
    if result_spec["kind"] != "Node" or node_kind not in ("graph", "random"):
        return None
    nodes = set()
    for argument, parameter in zip(arguments, parameters):
        if parameter["type"]["kind"] == "Node" and argument is not None:
            reach = graph_reachable(argument) if node_kind == "graph" else along_next(argument)
            nodes.update(id(node) for node in reach)
    return nodes, arguments  # the arguments keep the nodes alive, so that no id is reused


def check_copy(result, copied_from, node_kind):
    if copied_from is None or result is None:
        return
    nodes = copied_from[0]
    if node_kind == "graph":
        for node in graph_reachable(result):
            if id(node) in nodes:
                raise WrongResult("the copy shares node " + str(node.val) +
                                  " with the input: the answer must be a deep copy, made of new nodes only")
        return
    for i, node in enumerate(along_next(result)):
        which = "node at index " + str(i) + " (val " + str(node.val) + ")"
        if id(node) in nodes:
            raise WrongResult("the copy shares the " + which +
                              " with the input: the answer must be a deep copy, made of new nodes only")
        if node.random is not None and id(node.random) in nodes:
            raise WrongResult("the random pointer of the copy's " + which + " points to a node of the input: "
                              "the answer must be a deep copy, made of new nodes only")


# ---------------------------------------------------------------------------------------------
# Running a case

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


# ---------------------------------------------------------------------------------------------
# API problems: what LeetCode provides, each call answered by the judge (docs/driver-protocol.md,
# "API calls"). The API's own lines (1095's array, 278's bad version) are withheld from the case
# (they read null) and never read here: the judge keeps them and answers the calls.

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


# ---------------------------------------------------------------------------------------------
# Uncaught exceptions, LeetCode-worded

def solution_frames(traceback):
    """The solution's own frames, innermost first: its traceback entries."""
    frames = []
    while traceback is not None:
        if traceback.tb_frame.f_code.co_filename == SOLUTION_FILE:
            frames.append(traceback)
        traceback = traceback.tb_next
    frames.reverse()
    return frames


def caret_line(entry, text):
    """The line of carets Python 3.11 draws under TEXT, the source line of the traceback ENTRY
    (`           ~~^~~`), as LeetCode shows it; "" where Python draws none or cannot."""
    try:
        import itertools
        import traceback
        positions = next(itertools.islice(entry.tb_frame.f_code.co_positions(), entry.tb_lasti // 2, None))
        # With its newline, as linecache gives it to Python's own report: its columns count it.
        summary = traceback.FrameSummary(SOLUTION_FILE, entry.tb_lineno, entry.tb_frame.f_code.co_name,
                                         lookup_line=False, line=text + "\n", end_lineno=positions[1],
                                         colno=positions[2], end_colno=positions[3])
        rows = traceback.StackSummary().format_frame_summary(summary).rstrip("\n").split("\n")
        return rows[2] if len(rows) > 2 and rows[2].strip() else ""
    except BaseException:  # the caret is a nicety (and the modules the solution's): never a report's failure
        return ""


def exception_text(error):
    try:
        message = str(error)
    except BaseException:
        message = "<the exception's str() failed>"
    name = type(error).__name__
    return name + ": " + message if message else name


def leetcode_traceback(text, frames, source):
    """The uncaught exception as LeetCode shows it: TEXT, then each of the solution's FRAMES,
    innermost first, as its caret line, its source line and `Line 5 in f (Solution.py)`."""
    lines = source_lines(source)
    report = [text]
    for entry in frames[:MAX_TRACEBACK_FRAMES]:
        number = entry.tb_lineno
        quoted = lines[number - 1][:MAX_QUOTED_LINE_CHARS] if 0 < number <= len(lines) else ""
        if quoted.strip():
            caret = caret_line(entry, quoted)
            report += [caret, "    " + quoted.strip()] if caret else ["    " + quoted.strip()]
        report.append("Line " + str(number) + " in " + entry.tb_frame.f_code.co_name + " (" + SOLUTION_FILE + ")")
    if len(frames) > MAX_TRACEBACK_FRAMES:
        report.append("[" + str(len(frames) - MAX_TRACEBACK_FRAMES) + " more frames of the solution]")
    return "\n".join(report)


def report_exception(error, source):
    text = exception_text(error)
    frames = solution_frames(error.__traceback__)
    traceback = leetcode_traceback(text, frames, source)
    say(traceback + "\n")
    # The report rides with the error's record, before it: the judge shows it under the case.
    record("traceback", escaped_record(traceback, MAX_TRACEBACK_RECORD_CHARS))
    where = " (line " + str(frames[0].tb_lineno) + " in " + frames[0].tb_frame.f_code.co_name + ")" if frames else ""
    record("uncaught_exception", one_line(text) + where)
    return UNCAUGHT_EXCEPTION_EXIT


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


# ---------------------------------------------------------------------------------------------
# A session: the cases one at a time on a pipe, answered by one process (docs/driver-protocol.md)

MAX_FRAME_HEADER = 32  # "#case <N>\n", N far past any case


def take_session_input():
    """Reads the rest of the session's marker, after which stdin is at its end: a solution that
    reads stdin finds end of input, as in a one-case run. The cases come on descriptor 12, moved
    to a high number first, so that a stray read of 12 fails rather than take the judge's next case."""
    global session_input
    marker = b"#"  # what run read to tell a session
    while not marker.endswith(b"\n") and len(marker) < len(SESSION_MARKER):
        byte = read_stdin(1)
        if not byte:
            break
        marker += byte
    if marker != SESSION_MARKER:
        session_error("stdin starts with '#' but not with the session's marker: " + repr(marker))
    hidden = HIDDEN_CASES_FD
    while is_open(hidden):  # the first free number from there, as the C++ driver's F_DUPFD
        hidden += 1
    try:
        posix.dup2(SESSION_CASES_FD, hidden, False)
        posix.close(SESSION_CASES_FD)
    except OSError as error:
        session_error("no case descriptor " + str(SESSION_CASES_FD) + ": " + str(error))
    session_input = hidden


def serve_session(descriptor, runner, namespace, code, source, classes):
    """Answers the cases on descriptor 12 in turn, each as a one-case run answers it, in a frame:
    the solution's module is loaded once, before the first case is solved, and what it keeps between
    cases is kept; a failing case ends the process as a one-case run. Never returns."""
    take_session_input()
    loaded = False
    number = 1
    while True:
        data = read_frame(number)
        if data is None:
            end_session()
        read_start = time.monotonic_ns()
        try:
            lines = case_lines(data)
        except BadInput as error:
            fail_bad_input(str(error))
        data = None  # the case's lines are all the driver keeps of it
        read_ns = time.monotonic_ns() - read_start
        try:
            if not loaded:
                sys.setrecursionlimit(solution_recursion_limit)
                exec(code, namespace)
                loaded = True
            sys.setrecursionlimit(PARSE_RECURSION_LIMIT + 1)  # one frame deeper than run: the same nesting
            text = runner(descriptor, namespace, lines, classes, time.monotonic_ns() - read_ns)
        except BaseException as error:
            fail_case(error, source)
        lines = None
        sys.setrecursionlimit(PYTHON_RECURSION_LIMIT)
        report_peak_memory()
        flush_stdout(restore=True)  # the case's prints before its answer
        answer = text.encode("utf-8")
        header = b"#answer %d %d\n" % (number, len(answer))  # the number: frames are taken only in their place
        if not write_all(answer_channel(), header + answer):
            finish(1)
        number += 1


def answer_channel():
    """Descriptor 4, where open_channels moved it; stdout in a hand run."""
    return answer_fd if answer_fd >= 0 else 1


def read_frame(number):
    """Case NUMBER's bytes, after "#case <N>\n"; None at the end of the session's input before it.
    Reads the header a byte at a time and then exactly N bytes: nothing of what may follow. A frame
    cut short or a malformed header is the judge's error (exit 2)."""
    header = b""
    while not header.endswith(b"\n") and len(header) < MAX_FRAME_HEADER:
        byte = read_stdin(1)
        if not byte:
            if header:
                session_error("the input ends inside the header of case " + str(number) + ": " + repr(header))
            return None
        header += byte
    size = header[len(b"#case "):-1]
    if not (header.startswith(b"#case ") and header.endswith(b"\n") and size.isdigit()):
        session_error("case " + str(number) + "'s header is not \"#case <N>\\n\": " + repr(header))
    data = read_stdin(int(size))
    if len(data) < int(size):
        session_error("the input ends inside case " + str(number) + ": " + str(len(data)) + " of its " +
                      str(int(size)) + " bytes")
    return data


def session_error(message):
    say("lcjudge: session: " + message + "\n")
    finish(SESSION_ERROR_EXIT)


def end_session():
    """At the end of the session's input: "#end" and out at once, so that none of the solution's
    code runs after (no atexit handler, finalizer or thread of its)."""
    flush_stdout()
    posix._exit(0 if write_all(answer_channel(), b"#end\n") else 1)


# ---------------------------------------------------------------------------------------------
# Check mode: can the solution be called as the problem declares? Read from its source, which
# it never runs: only the runs run the solution's code, under their limits.

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
