// The contract between a solution binary (the driver's main) and the runner that judges it.
// The driver reports on a side channel, file descriptor 3, and hands over the answer (the
// returned value and in-place results, as text) on a channel of its own, descriptor 4; the
// runner opens both. A solution's own prints go to stdout, shown to the user as LeetCode's
// "Stdout" panel: they can never be mistaken for these records or for the answer.
#pragma once

namespace lcjudge::protocol {

// The side channel's file descriptor. Each record is one line: `KEY VALUE...`.
constexpr int kMetaFd = 3;

// The answer's file descriptor. The driver's start-up hook (startup_hook.h) moves it elsewhere
// before any of the solution's code runs, so a stray write(4, ...) fails, and closes it once the
// answer is written, so nothing runs after can add to it (a session keeps it open from one answer
// frame to the next: docs/driver-protocol.md). A solution that seeks it out and writes
// to it on purpose can put there only what it could have returned. A hand run, without it,
// gets the answer on stdout after the solution's prints.
constexpr int kAnswerFd = 4;

// A session (docs/driver-protocol.md): stdin holds this marker, then its end; the judge hands the
// cases on kSessionCasesFd, so that a solution reading its stdin finds nothing, in any language.
constexpr char kSessionMarker[] = "#session\n";
constexpr int kSessionCasesFd = 12;

// Exit statuses that only mean something together with the matching side-channel record, so a
// solution calling exit(86) itself is still a plain runtime error.
constexpr int kBadInputExit = 86;         // record: bad_input <message>
constexpr int kOutOfMemoryExit = 87;      // record: out_of_memory
constexpr int kUncaughtExceptionExit = 88;// record: uncaught_exception <type>: <what>
constexpr int kForbiddenCallExit = 89;    // record: forbidden_syscall <number> (the sandbox refused it)
constexpr int kSanitizerExit = 90;        // a sanitized build's AddressSanitizer or UBSan finding (on stderr)
constexpr int kWrongResultExit = 91;      // record: wrong_result <why> (a copy sharing nodes with the input)

constexpr const char* kBadInputKey = "bad_input";
constexpr const char* kOutOfMemoryKey = "out_of_memory";
constexpr const char* kUncaughtExceptionKey = "uncaught_exception";
// Just before uncaught_exception, from a driver that has one: the error as LeetCode shows it, its
// traceback trimmed to the solution's own frames, newlines escaped as "\n" and backslashes as
// "\\" (judging/run_traceback.h). Shown under the case, never judged.
constexpr const char* kTracebackKey = "traceback";
constexpr const char* kForbiddenCallKey = "forbidden_syscall";
// The driver's finding that the answer is wrong in a way its text cannot show: a WA. Forged by
// the solution itself, it can only condemn it.
constexpr const char* kWrongResultKey = "wrong_result";
constexpr const char* kSolveNanosKey = "solve_ns";   // the method call alone, steady clock
constexpr const char* kParseNanosKey = "parse_ns";   // reading and decoding the arguments
// The solution's own count of its work (positions visited, calls made), from the lcjudge_work
// counter it bumps inside `#ifdef LCJUDGE` (driver.h); sent only when the solution counted.
constexpr const char* kWorkKey = "work";
// The program's own peak resident memory (VmHWM), in KiB. wait4's ru_maxrss cannot give it: it
// also counts the judge's memory, which the child shared until its exec.
constexpr const char* kPeakMemoryKey = "peak_rss_kib";

}  // namespace lcjudge::protocol
