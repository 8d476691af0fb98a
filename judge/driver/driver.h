// The driver: a LeetCode method in, a complete `main` out.
//
// run_driver<&Solution::method>() deduces the argument and return types from the signature, reads
// one argument per line from stdin, calls the method on a fresh Solution, prints the result as
// LeetCode does, and reports timings and failures on the side channel (protocol.h).
#pragma once

#include <chrono>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "leetcode_io.h"
#include "protocol.h"

namespace lcjudge {

// Splits text into lines, views into `text`; a final newline is optional.
std::vector<std::string_view> split_lines(std::string_view text);

// A byte-order mark or a carriage return is an InputError naming line and column: the judge
// refuses such test files before running anything (case_text.h); this keeps a hand run or a
// generated case to the same rule rather than letting the JSON parser skip them.
void check_line_ends(std::string_view text);

// All of stdin, checked by check_line_ends; split_lines then views its lines in place.
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
};
template <typename S, typename R, typename... P>
struct method_traits<R (S::*)(P...) const> : method_traits<R (S::*)(P...)> {};

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

// Reports on the side channel and stderr; each returns the exit status to use.
void report_nanos(const char* key, std::chrono::steady_clock::time_point start);
int report_bad_input(const InputError& error);
int report_out_of_memory();
int report_uncaught_exception(const std::exception& error);
int write_output(const std::string& out);
void report_peak_memory();

// The whole main. The method is a template argument, so this header compiles before the solution
// and the call is direct.
template <auto Method> int run_driver() {
  using Traits = method_traits<decltype(Method)>;
  using Result = typename Traits::Result;
  static_assert(!std::is_void_v<Result>, "lcjudge: methods returning void are not supported");
  try {
    auto parse_start = std::chrono::steady_clock::now();
    auto arguments = read_arguments<typename Traits::Arguments>();
    report_nanos(protocol::kParseNanosKey, parse_start);

    auto solve_start = std::chrono::steady_clock::now();
    typename Traits::Solution solution;
    Result result = std::apply([&](auto&... args) { return (solution.*Method)(args...); }, arguments);
    report_nanos(protocol::kSolveNanosKey, solve_start);

    std::string out;
    encode<Result>(result, out);
    out += '\n';
    int status = write_output(out);
    report_peak_memory();
    return status;
  } catch (const InputError& e) {
    return report_bad_input(e);
  } catch (const std::bad_alloc&) {
    return report_out_of_memory();
  } catch (const std::exception& e) {
    return report_uncaught_exception(e);
  }
}

}  // namespace lcjudge
