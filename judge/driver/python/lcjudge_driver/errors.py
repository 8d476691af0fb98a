# errors.py: an uncaught exception of the solution, LeetCode-worded: the traceback trimmed to the
# solution's own frames (Solution.py), with Python's carets, on stderr and as the traceback record.

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
