# session.py: a session: the cases one at a time on a pipe, answered by one process
# (docs/driver-protocol.md), each in a frame of its own.

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
