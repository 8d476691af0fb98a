"""lcjudge's Python 3 driver: runs one case of a LeetCode Python3 solution as LeetCode does, or a
session of them in one process, as LeetCode's Submit (docs/driver-protocol.md).

    /usr/bin/python3.11 -I -S -B lcjudge_driver.py run   '<descriptor json>' <solution.py>  < case
    /usr/bin/python3.11 -I -S -B lcjudge_driver.py run   '<descriptor json>' <solution.py>  < "#session\n" 12< "#case <N>\n..."
    /usr/bin/python3.11 -I -S -B lcjudge_driver.py check '<descriptor json>' <solution.py>
    /usr/bin/python3.11 -I -S -B lcjudge_driver.py compile <driver.pyc>   (then run that instead)

The contract with the judge (the descriptor, descriptors 3 and 4, an API's calls on 5 and 6, the
exit statuses) is the C++ driver's, judge/driver/protocol.h: the same case gives the same answer
text and records. The judge shows the sandboxed run ONE file, as /proc/self/fd/N, so the driver
imports no sibling: its modules (judge/driver/python/lcjudge_driver/, a concern each) are joined in
the order of their modules.txt into build/languages/python/lcjudge_driver.py
(judge/judging/driver_modules.h), compiled once to bytecode, and share its one namespace.

Start-up is the cost per case, so the driver imports only built-in modules (posix, _json,
_operator, time) and the solution gets LeetCode's preloaded names lazily: only the modules of the names its code
loads as globals are imported (prelude_for), and its annotations are compiled unevaluated (`from __future__ import annotations`),
so that `List[int]` does not cost the import of typing.

The solution runs in the driver's process, so the driver keeps out of its plain reach what checks
and writes the answers: the driver runs on a private copy of its globals, of the builtins and of
the modules it calls (sealed_driver), the solution's module is `__main__` in sys.modules, not the
driver, and the driver flushes and writes through the streams and functions it saved at start.
"""

# protocol.py, the first module: the contract with the judge (judge/driver/protocol.h): its exit
# statuses and bounds, the side channel and the answer channel (descriptors 3 and 4), the records,
# the recursion limit the solution runs with, and how a run ends.

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
