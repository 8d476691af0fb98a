// The mains of API problems (problem.yaml's `api:`): LeetCode provides functions or classes
// (api_*.h) that the case's hidden lines define. The case's lines are in the statement's order,
// which the generated entry maps to the declared parameters by name: LINES[i] is the line (from 1)
// of parameter i, and HIDDEN the line of the API's own value (278's bad, 374's pick; 0: none).
// The hidden lines go to the API, never to the solution; after the call the API checks its call
// limits (a WrongResult, WA as on LeetCode), then the answer is printed as run_function prints it.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "api_read4.h"
#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {
namespace detail {

template <typename... Args, size_t N, size_t... I>
std::tuple<Args...> decode_mapped(const std::vector<std::string_view>& lines, const std::array<size_t, N>& from,
                                  std::index_sequence<I...>) {
  return std::tuple<Args...>{decode<Args>(lines[from[I] - 1], from[I])...};
}

template <typename Arguments> struct mapped_decoder;
template <typename... Args> struct mapped_decoder<std::tuple<Args...>> {
  template <size_t N> static std::tuple<Args...> decode(const std::vector<std::string_view>& lines, const std::array<size_t, N>& from) {
    static_assert(N == sizeof...(Args), "lcjudge: one case line per declared parameter");
    return decode_mapped<Args...>(lines, from, std::index_sequence_for<Args...>{});
  }
};

}  // namespace detail

// A function problem whose method uses an API: `Result ret = Solution().name(args...)`, the
// arguments read from the case lines LINES names, the API's hidden value from line HIDDEN.
// TRAILING: a second hidden line (843's allowedGuesses), given to Api::load_hidden after HIDDEN's.
// A void method's answer is the API's (843: the text LeetCode prints after the call).
template <typename Solution, typename Declared, typename Api, size_t N, typename Call>
int run_api_function(Call call, size_t line_count, std::array<size_t, N> lines, size_t hidden, size_t trailing = 0) {
  using Result = typename declared_signature<Declared>::Result;
  using Arguments = typename declared_signature<Declared>::Arguments;
  if constexpr (!calls_as_leetcode<Solution, Declared, Call>()) {
    return 1;  // the entry's static_assert says why
  } else {
    return run_reporting([&] {
      auto parse_start = std::chrono::steady_clock::now();
      Arguments arguments = [&] {
        const StdinText input;
        const std::vector<std::string_view> case_lines = split_lines(input.text());
        check_line_count(case_lines, line_count);
        if (hidden != 0) Api::load_hidden(case_lines[hidden - 1], hidden);
        if (trailing != 0) Api::load_hidden(case_lines[trailing - 1], trailing);
        return detail::mapped_decoder<Arguments>::decode(case_lines, lines);
      }();
      report_nanos(protocol::kParseNanosKey, parse_start);

      auto solve_start = std::chrono::steady_clock::now();
      Solution solution{};
      auto invoke = [&] { return std::apply([&](auto&... args) { return call(solution, args...); }, arguments); };
      std::string out;
      if constexpr (std::is_void_v<Result>) {
        invoke();
        report_nanos(protocol::kSolveNanosKey, solve_start);
        report_work();
        Api::check_calls();
        encode<std::string>(Api::answer(), out);
      } else {
        Result result = invoke();
        report_nanos(protocol::kSolveNanosKey, solve_start);
        report_work();
        Api::check_calls();
        encode<Result>(result, out);
      }
      out += '\n';
      return out;
    });
  }
}

namespace api {

// 157 and 158: `int read(char *buf, int n)`, called once with the case's n, or (158) once per
// entry of the case's `queries` on the same Solution. Each call gets a fresh buf of n characters
// and 4 more (LeetCode's own size is not documented; a solution that lets read4 write up to 3
// characters past n is accepted there); after it, the k returned must be in 0..n and buf's first
// k characters the file's next k, as LeetCode checks them, else WA saying where. The answer is k,
// or the list of the k's.
template <typename Solution, typename Declared, typename Call> struct Read4Runner {
  static constexpr size_t kSlack = 4;

  static std::string excerpt(std::string_view text) {
    std::string quoted;
    encode<std::string>(std::string(text.substr(0, 40)), quoted);
    return text.size() > 40 ? quoted + "..." : quoted;
  }

  static int check_call(int n, int k, const std::vector<char>& buffer, size_t& delivered) {
    const std::string& file = Read4File::file_;
    const std::string call = "read(buf, " + std::to_string(n) + ")";
    if (k < 0 || k > n) throw WrongResult(call + " returned " + std::to_string(k) + ": expected 0.." + std::to_string(n));
    const std::string_view expected = std::string_view(file).substr(std::min(delivered, file.size()), static_cast<size_t>(k));
    if (expected.size() < static_cast<size_t>(k)) {
      throw WrongResult(call + " returned " + std::to_string(k) + ", but only " + std::to_string(expected.size()) +
                        " characters of the file were left");
    }
    const std::string_view found(buffer.data(), static_cast<size_t>(k));
    if (found != expected) {
      throw WrongResult(call + " returned " + std::to_string(k) + ", but buf starts with " + excerpt(found) +
                        " where the file has " + excerpt(expected));
    }
    delivered += static_cast<size_t>(k);
    return k;
  }

  static int run(Call call, size_t line_count, size_t file_line, size_t n_line, bool queries) {
    if constexpr (!calls_as_leetcode<Solution, Declared, Call>()) {
      return 1;  // the entry's static_assert says why
    } else {
      return run_reporting([&] {
        std::vector<int> ns;
        {
          const StdinText input;
          const std::vector<std::string_view> case_lines = split_lines(input.text());
          check_line_count(case_lines, line_count);
          Read4File::load(decode<std::string>(case_lines[file_line - 1], file_line));
          if (queries) {
            ns = decode<std::vector<int>>(case_lines[n_line - 1], n_line);
          } else {
            ns = {decode<int>(case_lines[n_line - 1], n_line)};
          }
          for (int n : ns) {
            if (n < 0) throw InputError("line " + std::to_string(n_line) + ": n = " + std::to_string(n) + " is negative");
          }
        }
        auto solve_start = std::chrono::steady_clock::now();
        Solution solution{};
        std::vector<int> returned;
        size_t delivered = 0;
        for (int n : ns) {
          std::vector<char> buffer(static_cast<size_t>(n) + kSlack, '\0');
          char* buf = buffer.data();
          int size = n;
          int k = call(solution, buf, size);
          returned.push_back(check_call(n, k, buffer, delivered));
        }
        report_nanos(protocol::kSolveNanosKey, solve_start);
        report_work();
        std::string out;
        if (queries) {
          encode<std::vector<int>>(returned, out);
        } else {
          encode<int>(returned.front(), out);
        }
        out += '\n';
        return out;
      });
    }
  }
};

}  // namespace api

template <typename Solution, typename Declared, typename Call>
int run_read4(Call call, size_t line_count, size_t file_line, size_t n_line, bool queries) {
  return api::Read4Runner<Solution, Declared, Call>::run(call, line_count, file_line, n_line, queries);
}

}  // namespace lcjudge
