// The main of a design class LeetCode drives as an iterator (problem.yaml's `drive: iterator`,
// 341 Flatten Nested List Iterator):
// its generated code builds the object from the case's arguments, one per input line as a
// function problem's, and collects what next() returns while hasNext() says so:
//   NestedIterator i(nestedList);
//   while (i.hasNext()) v.push_back(i.next());
// The answer is v. A generated entry calls run_iterator<Class, Declared, Next>(next, has_next)
// with the constructor's declared argument types as a function type (void(std::vector<NestedInteger>)),
// next()'s declared result type, and the entry's lambdas that call the two methods by name.
#pragma once

#include <chrono>
#include <string>
#include <tuple>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

template <typename Iterator, typename Declared, typename Next, typename CallNext, typename CallHasNext>
int run_iterator(CallNext call_next, CallHasNext call_has_next) {
  using Arguments = typename declared_signature<Declared>::Arguments;
  return run_reporting([&] {
    auto parse_start = std::chrono::steady_clock::now();
    Arguments arguments = read_arguments<Arguments>();
    report_nanos(protocol::kParseNanosKey, parse_start);

    auto solve_start = std::chrono::steady_clock::now();
    std::vector<Next> values;
    std::apply(
        [&](auto&... args) {
          Iterator iterator(args...);
          while (call_has_next(iterator)) values.push_back(call_next(iterator));
        },
        arguments);
    report_nanos(protocol::kSolveNanosKey, solve_start);
    report_work();
    std::string out;
    encode<std::vector<Next>>(values, out);
    out += '\n';
    return out;
  });
}

}  // namespace lcjudge
