// LeetCode 278's API, `bool isBadVersion(int version)`: true from the case's hidden `bad` on.
// The case's `bad` line is read by the driver (api_runner.h) and never reaches the solution; it
// is kept in a private member, out of the solution's reach by name, and loaded once per case.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string_view>

#include "driver.h"
#include "leetcode_io.h"

bool isBadVersion(int version);

namespace lcjudge::api {

class BadVersion {
 public:
  static constexpr const char* kName = "isBadVersion";
  static void load_hidden(std::string_view line, size_t number) {
    if (loaded_.set_in_this_case()) throw std::logic_error("isBadVersion's version is set once, by the judge");
    bad_ = decode<int>(line, number);
    loaded_.set();
  }
  static void check_calls() {}  // LeetCode sets no limit on the calls

 private:
  friend bool ::isBadVersion(int);
  static inline int bad_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline bool isBadVersion(int version) { return version >= lcjudge::api::BadVersion::bad_; }
