// The main of a function problem: one method of a Solution, one argument per input line.
//
// run_function<&Solution::method, ResultFrom::X>() reads the arguments (types deduced from the
// signature), calls the method on a fresh Solution, prints the result as LeetCode does, and
// reports timings and failures on the side channel (protocol.h). method_matches lets a generated
// entry check the solution's signature against the problem's at compile time.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

// Whether METHOD returns R and takes exactly P..., each decayed (const and & ignored).
template <auto Method, typename R, typename... P> constexpr bool method_matches() {
  using Traits = method_traits<decltype(Method)>;
  return std::is_same_v<typename Traits::Result, R> && std::is_same_v<typename Traits::Arguments, std::tuple<P...>>;
}

// Where a function problem's answer is (problem.yaml's `output:`).
enum class ResultFrom {
  kReturn,                // the return value
  kFirstMutableArgument,  // a void method that works in place: its first modifiable argument
  kArgumentPrefix,        // returns k: the answer is the first k elements of its modifiable vector
};

namespace detail {

template <typename P>
constexpr bool is_mutable_reference = std::is_lvalue_reference_v<P> && !std::is_const_v<std::remove_reference_t<P>>;

// A structure passed by pointer (ListNode*, TreeNode*), which an in-place method such as
// reorderList or flatten modifies through the pointer it was given.
template <typename P>
constexpr bool is_structure_pointer = std::is_pointer_v<std::decay_t<P>> && custom_codec<std::decay_t<P>>::enabled;

// The index of the first parameter the method may modify: a non-const lvalue reference, else
// (with structures allowed) a structure pointer; the parameter count if there is none.
template <typename Parameters, bool AllowStructures> struct first_mutable;
template <typename... P, bool AllowStructures> struct first_mutable<std::tuple<P...>, AllowStructures> {
  static constexpr size_t find() {
    constexpr bool reference[] = {is_mutable_reference<P>..., false};
    constexpr bool structure[] = {is_structure_pointer<P>..., false};
    for (size_t i = 0; i < sizeof...(P); ++i)
      if (reference[i]) return i;
    if (AllowStructures)
      for (size_t i = 0; i < sizeof...(P); ++i)
        if (structure[i]) return i;
    return sizeof...(P);
  }
  static constexpr size_t value = find();
};

// The first k elements of `values`, printed as a vector; k outside [0, size] is the solution's
// error.
template <typename Vector, typename K> void encode_prefix(const Vector& values, K k, std::string& out) {
  bool negative = false;
  if constexpr (std::is_signed_v<K>) negative = k < 0;
  if (negative || static_cast<unsigned long long>(k) > values.size()) {
    throw BadResult("the method returned k = " + std::to_string(k) + ", but the answer is the first k elements of its " +
                    type_name<Vector>() + " argument, which has " + std::to_string(values.size()));
  }
  out += '[';
  for (size_t i = 0; i < static_cast<size_t>(k); ++i) {
    if (i) out += ',';
    encode<typename Vector::value_type>(values[i], out);
  }
  out += ']';
}

}  // namespace detail

// The whole main. The method is a template argument, so this header compiles before the solution
// and the call is direct.
template <auto Method, ResultFrom From> int run_function() {
  using Traits = method_traits<decltype(Method)>;
  using Result = typename Traits::Result;
  using Arguments = typename Traits::Arguments;
  return run_reporting([] {
    auto parse_start = std::chrono::steady_clock::now();
    Arguments arguments = read_arguments<Arguments>();
    report_nanos(protocol::kParseNanosKey, parse_start);

    auto solve_start = std::chrono::steady_clock::now();
    typename Traits::Solution solution;
    auto call = [&] { return std::apply([&](auto&... args) { return (solution.*Method)(args...); }, arguments); };
    std::string out;
    if constexpr (From == ResultFrom::kReturn) {
      static_assert(!std::is_void_v<Result>, "lcjudge: output: return needs a method that returns its answer");
      Result result = call();
      report_nanos(protocol::kSolveNanosKey, solve_start);
      report_work();
      encode<Result>(result, out);
    } else if constexpr (From == ResultFrom::kFirstMutableArgument) {
      constexpr size_t index = detail::first_mutable<typename Traits::Parameters, true>::value;
      static_assert(index < std::tuple_size_v<Arguments>,
                    "lcjudge: an in-place method needs a non-const reference (or ListNode*/TreeNode*) parameter");
      call();
      report_nanos(protocol::kSolveNanosKey, solve_start);
      report_work();
      encode<std::tuple_element_t<index, Arguments>>(std::get<index>(arguments), out);
    } else {
      constexpr size_t index = detail::first_mutable<typename Traits::Parameters, false>::value;
      static_assert(index < std::tuple_size_v<Arguments>, "lcjudge: output: argument_prefix needs a non-const reference parameter");
      static_assert(is_vector<std::tuple_element_t<index, Arguments>>::value,
                    "lcjudge: output: argument_prefix needs its first non-const reference parameter to be a vector");
      static_assert(std::is_integral_v<Result> && !std::is_same_v<Result, bool>,
                    "lcjudge: output: argument_prefix needs a method that returns the prefix's length");
      Result k = call();
      report_nanos(protocol::kSolveNanosKey, solve_start);
      report_work();
      detail::encode_prefix(std::get<index>(arguments), k, out);
    }
    out += '\n';
    return out;
  });
}

}  // namespace lcjudge
