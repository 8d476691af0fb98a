// The main of a function problem: one method of a Solution, one argument per input line.
//
// A generated entry calls run_function<Solution, Declared, ResultFrom::X, Index>(call) with
// problem.yaml's signature as a function type (Declared: int(std::vector<int>, int)) and CALL, a
// generic lambda that calls the method by name: `solution.name(args...)`. That is LeetCode's
// call: the arguments are lvalues of the declared types, the method is picked by overload
// resolution (a same-named helper, a defaulted extra parameter and converting types are fine),
// and the result is taken as the declared type (`int ret = Solution().name(param_1, ...)`).
// calls_as_leetcode lets the entry say at compile time, in one static_assert, when that call does
// not compile. run_method<&Solution::name>() is the legacy main (driver/main.cpp), whose types
// come from the solution's own method.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_set>
#include <utility>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

// Where a function problem's answer is (problem.yaml's `output:`). The argument of the in-place
// kinds is the one the entry names: the first declared non-const reference (else, for a void
// method, the first ListNode*/TreeNode*/Node*), as MethodSignature::answer_parameter picks it.
enum class ResultFrom {
  kReturn,                // the return value
  kFirstMutableArgument,  // a void method that works in place: that argument, after the call
  kArgumentPrefix,        // returns k: the answer is the first k elements of that vector argument
};

namespace detail {

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

// Whether T's codec says the answer must be a deep copy of the input (structure_codecs.h).
template <typename T, typename = void> struct must_be_copied : std::false_type {};
template <typename T>
struct must_be_copied<T, std::void_t<decltype(custom_codec<T>::deep_copy)>> : std::bool_constant<custom_codec<T>::deep_copy> {};

// The nodes of every argument of the answer's type, taken before the call (the solution may
// relink them), for check_copy; empty when the answer need not be a copy.
template <typename Result, typename Arguments> std::unordered_set<const void*> input_nodes(const Arguments& arguments) {
  std::unordered_set<const void*> nodes;
  if constexpr (must_be_copied<Result>::value) {
    std::apply([&](const auto&... args) {
      auto add = [&](const auto& argument) {
        if constexpr (std::is_same_v<std::decay_t<decltype(argument)>, Result>) custom_codec<Result>::collect(argument, nodes);
      };
      (add(args), ...);
    }, arguments);
  }
  return nodes;
}

// LeetCode's check of a copying problem: a result sharing a node with the input is wrong.
template <typename Result> void check_copy(const Result& result, const std::unordered_set<const void*>& input) {
  if constexpr (must_be_copied<Result>::value) {
    std::string shared = custom_codec<Result>::shared_node(result, input);
    if (!shared.empty()) throw WrongResult(shared + ": the answer must be a deep copy, made of new nodes only");
  }
}

template <typename R, typename Arguments> struct function_type;
template <typename R, typename... Args> struct function_type<R, std::tuple<Args...>> {
  using type = R(Args...);
};

}  // namespace detail

// The whole main: decodes the declared arguments, calls CALL(solution, args...) on a fresh,
// value-initialised Solution (LeetCode's `Solution()`), and prints the answer FROM says, read
// from the declared result or, after the call, from argument ANSWER_INDEX.
template <typename Solution, typename Declared, ResultFrom From, size_t AnswerIndex = 0, typename Call>
int run_function(Call call) {
  using Result = typename declared_signature<Declared>::Result;
  using Arguments = typename declared_signature<Declared>::Arguments;
  if constexpr (!calls_as_leetcode<Solution, Declared, Call>()) {
    return 1;  // the entry's static_assert says why; nothing more to compile, so no more errors
  } else {
    return run_reporting([&] {
      auto parse_start = std::chrono::steady_clock::now();
      Arguments arguments = read_arguments<Arguments>();
      report_nanos(protocol::kParseNanosKey, parse_start);
      const auto copied_from = detail::input_nodes<Result>(arguments);

      auto solve_start = std::chrono::steady_clock::now();
      Solution solution{};
      auto invoke = [&] { return std::apply([&](auto&... args) { return call(solution, args...); }, arguments); };
      std::string out;
      if constexpr (From == ResultFrom::kReturn) {
        static_assert(!std::is_void_v<Result>, "lcjudge: output: return needs a method that returns its answer");
        Result result = invoke();
        report_nanos(protocol::kSolveNanosKey, solve_start);
        report_work();
        detail::check_copy(result, copied_from);
        encode<Result>(result, out);
      } else if constexpr (From == ResultFrom::kFirstMutableArgument) {
        static_assert(AnswerIndex < std::tuple_size_v<Arguments>, "lcjudge: the in-place answer's argument is past the last");
        invoke();
        report_nanos(protocol::kSolveNanosKey, solve_start);
        report_work();
        encode<std::tuple_element_t<AnswerIndex, Arguments>>(std::get<AnswerIndex>(arguments), out);
      } else {
        static_assert(AnswerIndex < std::tuple_size_v<Arguments>, "lcjudge: the prefix's argument is past the last");
        static_assert(is_vector<std::tuple_element_t<AnswerIndex, Arguments>>::value,
                      "lcjudge: output: argument_prefix needs its argument to be a vector");
        static_assert(std::is_integral_v<Result> && !std::is_same_v<Result, bool>,
                      "lcjudge: output: argument_prefix needs a method that returns the prefix's length");
        Result k = invoke();
        report_nanos(protocol::kSolveNanosKey, solve_start);
        report_work();
        detail::encode_prefix(std::get<AnswerIndex>(arguments), k, out);
      }
      out += '\n';
      return out;
    });
  }
}

// The legacy main (problem.yaml's `method:` without a signature): the types are the solution's
// own method's, decayed, and the answer is its return value.
template <auto Method> int run_method() {
  using Traits = method_traits<decltype(Method)>;
  using Declared = typename detail::function_type<typename Traits::Result, typename Traits::Arguments>::type;
  return run_function<typename Traits::Solution, Declared, ResultFrom::kReturn>(
      [](auto& solution, auto&... args) { return (solution.*Method)(args...); });
}

}  // namespace lcjudge
