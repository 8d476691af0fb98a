// LeetCode 702's API: `class ArrayReader { int get(int index) const; }` over the case's hidden
// `secret` line, which defines the method's ArrayReader parameter: the element at index, or
// 2^31 - 1 past either end (the array's length is not told). No call limit. The array lives in a
// private static member, not in the object, and is loaded once per case.
#pragma once

#include <climits>
#include <stdexcept>
#include <string>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

class ArrayReader {
 public:
  int get(int index) const;
};

namespace lcjudge::api {

class ArrayReaderApi {
 public:
  static constexpr const char* kName = "ArrayReader";
  static void load_hidden(std::string_view, size_t) {}  // the secret line defines the parameter itself
  static void check_calls() {}  // LeetCode sets no limit on the calls

 private:
  friend class ::ArrayReader;
  friend struct lcjudge::custom_codec<::ArrayReader>;
  static inline std::vector<int> secret_;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int ArrayReader::get(int index) const {
  const auto& secret = lcjudge::api::ArrayReaderApi::secret_;
  return index >= 0 && static_cast<size_t>(index) < secret.size() ? secret[static_cast<size_t>(index)] : INT_MAX;
}

namespace lcjudge {

template <> struct custom_codec<::ArrayReader> {
  static constexpr bool enabled = true;
  static std::string name() { return "ArrayReader"; }
  static ::ArrayReader decode(JsonView value, detail::Location& at) {
    if (api::ArrayReaderApi::loaded_.set_in_this_case()) throw std::logic_error("the ArrayReader is made once, by the judge");
    api::ArrayReaderApi::secret_ = detail::decode_value<std::vector<int>>(value, at);
    api::ArrayReaderApi::loaded_.set();
    return ::ArrayReader{};
  }
};

}  // namespace lcjudge
