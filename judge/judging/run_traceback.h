// A run-time error's traceback as LeetCode shows it (issue #40): the driver of a language with
// one (Python, Java, JavaScript, TypeScript, Go, PHP) words it, trimmed to the solution's own
// frames, and sends it as its `traceback` record just before `uncaught_exception`
// (driver/protocol.h). It is the solution's text, shown only: the judge undoes the record's
// escapes, makes each line printable and bounds it; it never decides a verdict.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace lcjudge {

// How much of a traceback a case keeps: the drivers send at most 20 frames of a few lines each.
constexpr size_t kTracebackLines = 60;
constexpr size_t kTracebackBytes = 6000;

// RECORD's text ("ZeroDivisionError: division by zero\n    return 1 // 0\nLine 3 in f
// (Solution.py)", its newlines and backslashes escaped as every record's value), printable, at
// most kTracebackLines lines and kTracebackBytes bytes, saying what was cut.
std::string shown_traceback(std::string_view record);

}  // namespace lcjudge
