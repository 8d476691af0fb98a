// The mains of API problems (problem.yaml's `api:`): LeetCode provides functions or classes
// (api_*.h) whose hidden values the judge keeps and whose calls it answers (api_channel.h); the
// case arrives with those lines withheld (null). The case's lines are in the statement's order,
// which the generated entry maps to the declared parameters by name: LINES[i] is the line (from 1)
// of parameter i. The judge counts the calls and judges their limits; the answer is printed as
// run_function prints it.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "api_channel.h"
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
// arguments read from the case lines LINES names (an API's parameter from its withheld line, a
// handle). A void method's answer is the judge's (843: the text LeetCode prints): null here.
template <typename Solution, typename Declared, size_t N, typename Call>
int run_api_function(Call call, size_t line_count, std::array<size_t, N> lines) {
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
        return detail::mapped_decoder<Arguments>::decode(case_lines, lines);
      }();
      report_nanos(protocol::kParseNanosKey, parse_start);

      auto solve_start = std::chrono::steady_clock::now();
      Solution solution{};
      auto invoke = [&] { return std::apply([&](auto&... args) { return call(solution, args...); }, arguments); };
      std::string out;
      if constexpr (std::is_void_v<Result>) {
        invoke();
        out += "null";
      } else {
        Result result = invoke();
        encode<Result>(result, out);
      }
      report_nanos(protocol::kSolveNanosKey, solve_start);
      report_work();
      out += '\n';
      return out;
    });
  }
}

namespace api {

// 157 and 158: `int read(char *buf, int n)`, called once with the case's n, or (158) once per
// entry of the case's `queries` on the same Solution. Each call gets a fresh buf of n characters
// and 4 more (LeetCode's own size is not documented; a solution that lets read4 write up to 3
// characters past n is accepted there); after it, the judge is shown n, the k returned and buf's
// first k characters, and checks them against the file it keeps, as LeetCode does. The answer is
// k, or the list of the k's.
template <typename Solution, typename Declared, typename Call> struct Read4Runner {
  static constexpr size_t kSlack = 4;

  static int run(Call call, size_t line_count, size_t n_line, bool queries) {
    if constexpr (!calls_as_leetcode<Solution, Declared, Call>()) {
      return 1;  // the entry's static_assert says why
    } else {
      return run_reporting([&] {
        std::vector<int> ns;
        {
          const StdinText input;
          const std::vector<std::string_view> case_lines = split_lines(input.text());
          check_line_count(case_lines, line_count);
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
        for (int n : ns) {
          std::vector<char> buffer(static_cast<size_t>(n) + kSlack, '\0');
          char* buf = buffer.data();
          int size = n;
          const int k = call(solution, buf, size);
          const size_t shown = std::min(buffer.size(), static_cast<size_t>(std::max(k, 0)));
          std::string read_line = "read " + std::to_string(n) + " " + std::to_string(k) + " ";
          encode<std::string>(std::string(buffer.data(), shown), read_line);
          call_json(std::move(read_line));
          returned.push_back(k);
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
int run_read4(Call call, size_t line_count, size_t n_line, bool queries) {
  return api::Read4Runner<Solution, Declared, Call>::run(call, line_count, n_line, queries);
}

}  // namespace lcjudge
