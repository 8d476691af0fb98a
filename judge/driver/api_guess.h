// LeetCode 374's API, `int guess(int num)`: -1 when num is higher than the case's hidden `pick`,
// 1 when it is lower, 0 when equal. The `pick` line is read by the driver (api_runner.h), never
// passed to the solution, and kept in a private member, loaded once per case.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string_view>

#include "driver.h"
#include "leetcode_io.h"

int guess(int num);

namespace lcjudge::api {

class Guess {
 public:
  static constexpr const char* kName = "guess";
  static void load_hidden(std::string_view line, size_t number) {
    if (loaded_.set_in_this_case()) throw std::logic_error("guess's number is picked once, by the judge");
    pick_ = decode<int>(line, number);
    loaded_.set();
  }
  static void check_calls() {}  // LeetCode sets no limit on the calls

 private:
  friend int ::guess(int);
  static inline int pick_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int guess(int num) {
  const int pick = lcjudge::api::Guess::pick_;
  return num > pick ? -1 : num < pick ? 1 : 0;
}
