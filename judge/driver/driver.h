// The driver's common half: stdin, argument lines, what a method's signature says, and the
// side-channel reports (protocol.h), and the session that answers many cases in one process
// (docs/driver-protocol.md). The mains that use it are function_runner.h's run_function (one
// method of a Solution), design_runner.h's run_design (a class and its operations) and the other
// runners, all through run_reporting.
#pragma once

#include <chrono>
#include <exception>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "leetcode_io.h"
#include "protocol.h"

// A solution's own measure of its work, independent of the machine's speed: it bumps this inside
// `#ifdef LCJUDGE ... #endif` (the judge compiles every solution with -DLCJUDGE; LeetCode does
// not, so the file stays pasteable), and the driver reports it after the call (protocol.h's work).
extern unsigned long long lcjudge_work;

namespace lcjudge {

// Splits text into lines, views into `text`; a final newline is optional.
std::vector<std::string_view> split_lines(std::string_view text);

// A byte-order mark or a carriage return is an InputError naming line and column: the judge
// refuses such test files before running anything (case_text.h); this keeps a hand run or a
// generated case to the same rule rather than letting the JSON parser skip them.
void check_line_ends(std::string_view text);

// All of stdin (in a session, the current case), checked by check_line_ends; split_lines then
// views its lines in place.
//
// A file, as the judge gives, is mapped rather than read: each fresh page of memory costs a page
// fault (~13 us on the VM this was measured on), while a mapped file that is in the page cache
// faults once per 16 pages. So the file must not shrink while the driver runs (the judge's inputs
// do not). Anything else (a pipe, a terminal, a file handed over partly read) is read with read(2).
class StdinText {
 public:
  StdinText();
  StdinText(const StdinText&) = delete;  // text() may point into read_, whose bytes move with it
  StdinText& operator=(const StdinText&) = delete;

  std::string_view text() const { return text_; }

 private:
  struct Unmap {
    size_t size;
    void operator()(const char* start) const;
  };
  std::unique_ptr<const char, Unmap> mapping_{nullptr, Unmap{0}};
  std::string read_;
  std::string_view text_;
};

// Checks the line count against the method's arity, naming the first line that is off.
void check_line_count(const std::vector<std::string_view>& lines, size_t arity);

template <typename... Args, size_t... I>
std::tuple<Args...> decode_each(const std::vector<std::string_view>& lines, std::index_sequence<I...>) {
  // Braced initialisation evaluates left to right, so the first bad line is the one reported.
  return std::tuple<Args...>{decode<Args>(lines[I], I + 1)...};
}

template <typename... Args> std::tuple<Args...> decode_arguments(const std::vector<std::string_view>& lines) {
  check_line_count(lines, sizeof...(Args));
  return decode_each<Args...>(lines, std::index_sequence_for<Args...>{});
}

// What a member-function pointer says about its method; const methods are accepted too.
template <typename M> struct method_traits;
template <typename S, typename R, typename... P> struct method_traits<R (S::*)(P...)> {
  using Solution = S;
  using Result = std::decay_t<R>;
  using Arguments = std::tuple<std::decay_t<P>...>;
  using Parameters = std::tuple<P...>;  // as declared, to tell which the method may modify
};
template <typename S, typename R, typename... P>
struct method_traits<R (S::*)(P...) const> : method_traits<R (S::*)(P...)> {};
// noexcept is part of a function's type (C++17): a solution may mark its methods so.
template <typename S, typename R, typename... P>
struct method_traits<R (S::*)(P...) noexcept> : method_traits<R (S::*)(P...)> {};
template <typename S, typename R, typename... P>
struct method_traits<R (S::*)(P...) const noexcept> : method_traits<R (S::*)(P...)> {};

// problem.yaml's signature as a function type: its result and its arguments' declared types
// (const and & dropped, as LeetCode declares its argument variables).
template <typename Declared> struct declared_signature;
template <typename R, typename... Args> struct declared_signature<R(Args...)> {
  using Result = R;
  using Arguments = std::tuple<Args...>;
};

namespace detail {

template <typename Object, typename R, typename Call, typename Arguments> struct leetcode_call;
template <typename Object, typename R, typename Call, typename... Args>
struct leetcode_call<Object, R, Call, std::tuple<Args...>> {
  static constexpr bool compiles() {
    if constexpr (!std::is_invocable_v<const Call&, Object&, Args&...>) {
      return false;
    } else if constexpr (std::is_void_v<R>) {
      return true;  // LeetCode ignores what a declared-void method returns
    } else {
      return std::is_convertible_v<std::invoke_result_t<const Call&, Object&, Args&...>, R>;
    }
  }
};

}  // namespace detail

// Whether CALL, given an Object and lvalues of the declared argument types, compiles and its
// result initialises the declared result type: LeetCode's `R ret = obj.name(param_1, ...)`.
template <typename Object, typename Declared, typename Call> constexpr bool calls_as_leetcode() {
  using Signature = declared_signature<Declared>;
  return detail::leetcode_call<Object, typename Signature::Result, Call, typename Signature::Arguments>::compiles();
}

template <typename Tuple> struct argument_decoder;
template <typename... Args> struct argument_decoder<std::tuple<Args...>> {
  static std::tuple<Args...> decode(const std::vector<std::string_view>& lines) {
    return decode_arguments<Args...>(lines);
  }
};

// The method's arguments from stdin. The input is freed on return, before the solution runs.
template <typename Tuple> Tuple read_arguments() {
  const StdinText input;
  return argument_decoder<Tuple>::decode(split_lines(input.text()));  // the lines are views into `input`
}

// Installs the SIGSYS handler that names a call the sandbox refused (sandbox.h in the judge):
// called before anything of the solution's runs.
void install_forbidden_call_reporter();

// Gives threads 8 MiB stacks, as a plain Linux process has. glibc sizes them by RLIMIT_STACK,
// which the judge sets to the memory limit so the main thread may recurse deeply; a thread
// would then reserve all of RLIMIT_AS and none could start. Also called before the solution.
void size_thread_stacks();
constexpr size_t kThreadStackBytes = 8 << 20;

// Takes the answer channel (protocol.h's kAnswerFd) away from its number, where the solution could
// write to it by mistake: called before anything of the solution's runs.
void hide_answer_channel();

// Keeps the C stdout the program starts with, which a session flushes before each answer: the
// solution may point the variable `stdout` elsewhere, but what it printed is in this one's buffer.
void keep_standard_output();

// Reports on the side channel and stderr; each returns the exit status to use.
void report_nanos(const char* key, std::chrono::steady_clock::time_point start);
void report_work();  // lcjudge_work, if the solution counted anything
int report_bad_input(const InputError& error);
int report_out_of_memory();
int report_uncaught_exception(const std::exception& error);
int write_output(const std::string& out);  // the answer: on its channel, else on stdout
void report_peak_memory();

// A result that breaks the problem's rules (a cyclic list, a prefix length past the array): the
// solution's fault, so it takes the uncaught-exception path, a runtime error, not bad data.
struct BadResult : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A result that is well formed but wrong in a way its text cannot show (a "copy" sharing nodes
// with the input): the solution's wrong answer, with the message saying where.
struct WrongResult : std::runtime_error {
  using std::runtime_error::runtime_error;
};

int report_wrong_result(const WrongResult& error);

// A session (docs/driver-protocol.md): stdin starting with '#' hands over the cases one frame at
// a time, "#case <N>\n" and N bytes, and each answer goes back as a frame of its own.

// Whether stdin starts a session. Its first byte is peeked, not lost: a one-case run's StdinText
// still gets the whole input (a file is not even read from).
bool starts_session();

// Reads the next frame, whose case StdinText then gives, and starts the case (lcjudge_work = 0,
// case_number() + 1); false at the end of stdin between frames. Reads exactly the frame, never
// into the next. A truncated frame or a malformed header is the judge's error: exit 2.
bool next_session_case();

// The case's answer, after its records: the solution's stdout flushed, then "#answer <K> <N>\n"
// (K: the case's number, from 1) and the N bytes of text on the answer channel. Returns the exit
// status to use, as write_output.
int answer_session_case(const std::string& out);

// The end of stdin between frames: "#end\n" on the answer channel, then _exit(0), so that none of
// the solution's code (destructors, atexit handlers) runs after its last answer.
[[noreturn]] void end_session();

// A failed case ends the session with STATUS, its stdout flushed but none of the solution's code
// run: an atexit handler could otherwise write an answer, on a copy of the channel it kept, for
// the case a check of the driver failed (a call limit, a copy sharing nodes) and exit 0.
[[noreturn]] void end_failed_session(int status);

// Which case of the process this is: 1 in a one-case run, 1, 2, ... in a session.
unsigned long long case_number();

namespace detail {

// One case: BODY decodes, solves and returns the answer's text, which is handed over; its
// failures become the side-channel reports and exit statuses above.
template <typename Body> int run_case(Body& body, bool session) {
  try {
    if (session) return answer_session_case(body());  // its peak memory is read by the judge at the answer
    int status = write_output(body());
    report_peak_memory();
    return status;
  } catch (const InputError& e) {
    return report_bad_input(e);
  } catch (const std::bad_alloc&) {
    return report_out_of_memory();
  } catch (const WrongResult& e) {
    return report_wrong_result(e);
  } catch (const std::exception& e) {
    return report_uncaught_exception(e);
  }
}

}  // namespace detail

// A main's whole run, the one place every runner's main goes through: one case, or a session of
// them, each run as BODY. A failing case ends the session with its status, as a one-case run.
template <typename Body> int run_reporting(Body&& body) {
  if (!starts_session()) return detail::run_case(body, false);
  while (next_session_case()) {
    if (int status = detail::run_case(body, true); status != 0) end_failed_session(status);
  }
  end_session();
}

}  // namespace lcjudge
