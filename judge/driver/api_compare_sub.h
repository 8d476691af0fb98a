// LeetCode 1533's API: `class ArrayReader { int compareSub(int l, int r, int x, int y); int length(); }`
// over the case's `arr` line, which defines the method's ArrayReader parameter: compareSub is 1,
// 0 or -1 as arr[l..r]'s sum is greater than, equal to or less than arr[x..y]'s. As on LeetCode,
// more than 20 calls to compareSub is a wrong answer; a range outside the array is a runtime
// error. The array and the count live in private static members, loaded once per case.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

class ArrayReader {
 public:
  int compareSub(int l, int r, int x, int y);
  int length();
};

namespace lcjudge::api {

class CompareSubApi {
 public:
  static constexpr const char* kName = "compareSub";
  static constexpr long long kCallLimit = 20;
  static void load_hidden(std::string_view, size_t) {}  // the arr line defines the parameter itself
  static void check_calls() { check_call_limit("ArrayReader.compareSub", calls_, kCallLimit); }

 private:
  friend class ::ArrayReader;
  friend struct lcjudge::custom_codec<::ArrayReader>;
  static inline std::vector<long long> prefix_;  // prefix_[i]: the sum of arr's first i elements
  static inline long long calls_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int ArrayReader::compareSub(int l, int r, int x, int y) {
  using lcjudge::api::CompareSubApi;
  ++CompareSubApi::calls_;
  const auto& prefix = CompareSubApi::prefix_;
  const long long n = static_cast<long long>(prefix.size()) - 1;
  auto sum = [&](int from, int to) {
    if (from < 0 || from > to || to >= n) {
      throw std::out_of_range("ArrayReader.compareSub: the range " + std::to_string(from) + ".." + std::to_string(to) +
                              " is not within 0.." + std::to_string(n - 1));
    }
    return prefix[static_cast<size_t>(to) + 1] - prefix[static_cast<size_t>(from)];
  };
  const long long left = sum(l, r), right = sum(x, y);
  return left > right ? 1 : left < right ? -1 : 0;
}

inline int ArrayReader::length() { return static_cast<int>(lcjudge::api::CompareSubApi::prefix_.size()) - 1; }

namespace lcjudge {

template <> struct custom_codec<::ArrayReader> {
  static constexpr bool enabled = true;
  static std::string name() { return "ArrayReader"; }
  static ::ArrayReader decode(JsonView value, detail::Location& at) {
    if (api::CompareSubApi::loaded_.set_in_this_case()) throw std::logic_error("the ArrayReader is made once, by the judge");
    std::vector<int> arr = detail::decode_value<std::vector<int>>(value, at);
    api::CompareSubApi::prefix_.assign(1, 0);
    for (int v : arr) api::CompareSubApi::prefix_.push_back(api::CompareSubApi::prefix_.back() + v);
    api::CompareSubApi::calls_ = 0;  // the case's own count
    api::CompareSubApi::loaded_.set();
    return ::ArrayReader{};
  }
};

}  // namespace lcjudge
