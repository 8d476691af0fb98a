# prelude.py: the solution's module: LeetCode's preloaded names (its prelude's star imports and
# sortedcontainers), given lazily, only those the solution's code loads as globals; its code
# compiled with annotations unevaluated, and its namespace as LeetCode's `__main__`.

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
