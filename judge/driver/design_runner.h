// The main of a design problem (Min Stack, LRU Cache): a class, its constructor and its methods,
// driven by LeetCode's two input lines
//   ["MinStack","push","getMin"]    the operations, the constructor first
//   [[],[-2],[]]                    each operation's arguments
// and printed as one line, null for the constructor and for void methods: [null,null,-2].
//
// Every operation's arguments are decoded before the class is constructed, so bad data anywhere
// is reported as bad data, never as whatever the solution did with the operations before it.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

// The constructor's declared parameter types: Constructor<int> for LRUCache(int capacity).
template <typename... Args> struct Constructor {};

// Whether C can be built as LeetCode builds it, `new C(param_1, ...)` with lvalues of the declared
// types.
template <typename C, typename... Args> constexpr bool constructs_as_leetcode() {
  return std::is_constructible_v<C, Args&...>;
}

namespace detail {

// An object whose harness frees it after its last operation (LeetCode's C calls `minStackFree(obj)`;
// the C adapter's class, judge/driver/c/, says so with lcjudge_finish) is finished there, in the
// case's time. A C++ object is left, as LeetCode's harness leaves it.
template <typename C, typename = void> struct finished_by_harness : std::false_type {};
template <typename C>
struct finished_by_harness<C, std::void_t<decltype(std::declval<C&>().lcjudge_finish())>> : std::true_type {};

// One operation, its arguments decoded, ready to run on the object and print its result.
template <typename C> using DesignCall = std::function<void(C&, std::string&)>;

// A method as run_design knows it: its name on line 1, its parameter count, and how to decode
// one operation's arguments (a checked array of that length) into a call.
template <typename C> struct DesignMethod {
  std::string_view name;
  size_t arity;
  DesignCall<C> (*bind)(JsonView arguments, Location& at);
};

template <typename T> T decode_element(JsonView array, size_t index, Location& at) {
  at.path.push_back(index);
  T value = decode_value<T>(array.at(index), at);
  at.path.pop_back();
  return value;
}

template <typename Tuple> struct element_decoder;
template <typename... Args> struct element_decoder<std::tuple<Args...>> {
  static std::tuple<Args...> decode(JsonView array, Location& at) { return decode(array, at, std::index_sequence_for<Args...>{}); }

  template <size_t... I> static std::tuple<Args...> decode(JsonView array, Location& at, std::index_sequence<I...>) {
    (void)array, (void)at;  // unused when there are no arguments
    // Braced initialisation evaluates left to right, so the first bad argument is the one reported.
    return std::tuple<Args...>{decode_element<Args>(array, I, at)...};
  }
};

// What design_method returns: it becomes a DesignMethod<C> for the C that run_design names. CALL
// calls the method by name on the object (`object.name(args...)`, LeetCode's `obj->name(...)`)
// with lvalues of the declared argument types; a declared result is taken as its declared type.
template <typename Declared, typename Call> struct DesignMethodOf {
  using Result = typename declared_signature<Declared>::Result;
  using Arguments = typename declared_signature<Declared>::Arguments;

  std::string_view name;

  // CALL is the entry's captureless lambda, made anew where it is needed (C++20), so that a plain
  // function pointer binds it: a std::function per method cost every design solution's compile
  // about 10%.
  template <typename C> static DesignCall<C> bind(JsonView arguments, Location& at) {
    return [decoded = element_decoder<Arguments>::decode(arguments, at)](C& object, std::string& out) mutable {
      auto invoke = [&] { return std::apply([&](auto&... args) { return Call{}(object, args...); }, decoded); };
      if constexpr (std::is_void_v<Result>) {
        invoke();
        out += "null";
      } else {
        Result result = invoke();
        encode<Result>(result, out);
      }
    };
  }

  template <typename C> operator DesignMethod<C>() const {
    if constexpr (!calls_as_leetcode<C, Declared, Call>()) {
      return {name, 0, nullptr};  // the entry's static_assert says why; nothing more to compile
    } else {
      return {name, std::tuple_size_v<Arguments>, &DesignMethodOf::bind<C>};
    }
  }
};

template <typename C, typename Ctor> struct constructor_arguments;
template <typename C, typename... Args> struct constructor_arguments<C, Constructor<Args...>> {
  using type = std::tuple<Args...>;
  static constexpr bool compiles = constructs_as_leetcode<C, Args...>();
};

// The decoded input: the constructor's arguments, then every other operation bound to its method.
template <typename C, typename Ctor> struct DesignProgram {
  typename constructor_arguments<C, Ctor>::type constructor_arguments;
  std::vector<DesignCall<C>> calls;
};

// The argument array of operation `index` on line 2, checked to hold `arity` values.
JsonView operation_arguments(JsonView all, size_t index, std::string_view operation, size_t arity, Location& at);

// Line 1's operation names: an array of strings, the constructor first and only first.
std::vector<std::string> read_operation_names(std::string_view class_name, std::string_view line_text, JsonView root);

// Checks that line 2 is an array with one element per operation.
void check_argument_count(std::string_view line_text, JsonView root, size_t operations);

// "unknown operation ..." naming the operations the class has, at line 1's element `index`.
[[noreturn]] void fail_unknown_operation(std::string_view line_text, size_t index, const std::string& name,
                                         std::string_view class_name, const std::vector<std::string_view>& known);

template <typename C, typename Ctor>
DesignProgram<C, Ctor> read_design(std::string_view class_name, std::initializer_list<DesignMethod<C>> methods) {
  const StdinText input;
  const std::vector<std::string_view> lines = split_lines(input.text());
  check_line_count(lines, 2);
  const std::vector<std::string> names = [&] {
    const ParsedLine names_line(lines[0], 1);
    return read_operation_names(class_name, lines[0], names_line.root());
  }();
  const ParsedLine arguments_line(lines[1], 2);
  check_argument_count(lines[1], arguments_line.root(), names.size());

  using ConstructorArguments = typename constructor_arguments<C, Ctor>::type;
  DesignProgram<C, Ctor> program;
  Location at{lines[1], 2, {0}};
  program.constructor_arguments = element_decoder<ConstructorArguments>::decode(
      operation_arguments(arguments_line.root(), 0, class_name, std::tuple_size_v<ConstructorArguments>, at), at);
  program.calls.reserve(names.size() - 1);
  for (size_t k = 1; k < names.size(); ++k) {
    const DesignMethod<C>* method = nullptr;
    for (const DesignMethod<C>& candidate : methods)
      if (candidate.name == names[k]) method = &candidate;
    if (!method) {
      std::vector<std::string_view> known;
      for (const DesignMethod<C>& candidate : methods) known.push_back(candidate.name);
      fail_unknown_operation(lines[0], k, names[k], class_name, known);
    }
    at.path = {k};
    program.calls.push_back(method->bind(operation_arguments(arguments_line.root(), k, method->name, method->arity, at), at));
  }
  return program;
}

}  // namespace detail

// One method of a design class, as it is named on the input's first line: its declared signature
// as a function type (int(int, int)) and the entry's lambda that calls it by name.
template <typename Declared, typename Call>
detail::DesignMethodOf<Declared, Call> design_method(std::string_view name, Call) {
  return {name};
}

// The whole main of a design problem: class C, built by Ctor = Constructor<its parameter types>.
template <typename C, typename Ctor>
int run_design(std::string_view class_name, std::initializer_list<detail::DesignMethod<C>> methods) {
  if constexpr (!detail::constructor_arguments<C, Ctor>::compiles) {
    return 1;  // the entry's static_assert says why; nothing more to compile, so no more errors
  } else {
    return run_reporting([&] {
      auto parse_start = std::chrono::steady_clock::now();
      detail::DesignProgram<C, Ctor> program = detail::read_design<C, Ctor>(class_name, methods);
      report_nanos(protocol::kParseNanosKey, parse_start);

      auto solve_start = std::chrono::steady_clock::now();
      std::string out = "[null";
      // As LeetCode's harness does, the object is never deleted: its destructor is not the answer's.
      C* object = std::apply([](auto&... args) { return new C(args...); }, program.constructor_arguments);
      for (detail::DesignCall<C>& call : program.calls) {
        out += ',';
        call(*object, out);
      }
      if constexpr (detail::finished_by_harness<C>::value) object->lcjudge_finish();
      report_nanos(protocol::kSolveNanosKey, solve_start);
      report_work();
      out += "]\n";
      return out;
    });
  }
}

}  // namespace lcjudge
