// LeetCode 1095's API: `class MountainArray { int get(int index); int length(); }`, made from the
// case's `array` line (the statement's name), which defines the method's MountainArray parameter.
// As on LeetCode, more than 100 calls to get is a wrong answer (api_runner.h asks check_calls after the call). The array and the
// count live in private static members, not in the object the solution holds: copying or
// rebuilding the object neither reads nor resets them; they are loaded once per case.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

class MountainArray {
 public:
  int get(int index);
  int length();
};

namespace lcjudge::api {

class MountainArrayApi {
 public:
  static constexpr const char* kName = "MountainArray";
  static constexpr long long kGetLimit = 100;
  static void load_hidden(std::string_view, size_t) {}  // the array line defines the parameter itself
  static void check_calls() { check_call_limit("MountainArray.get", get_calls_, kGetLimit); }

 private:
  friend class ::MountainArray;
  friend struct lcjudge::custom_codec<::MountainArray>;
  static inline std::vector<int> values_;
  static inline long long get_calls_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int MountainArray::get(int index) {
  using lcjudge::api::MountainArrayApi;
  ++MountainArrayApi::get_calls_;
  const auto& values = MountainArrayApi::values_;
  if (index < 0 || static_cast<size_t>(index) >= values.size()) {
    throw std::out_of_range("MountainArray.get(" + std::to_string(index) + "): the index is outside 0.." +
                            std::to_string(static_cast<long long>(values.size()) - 1));
  }
  return values[static_cast<size_t>(index)];
}

inline int MountainArray::length() { return static_cast<int>(lcjudge::api::MountainArrayApi::values_.size()); }

namespace lcjudge {

// The parameter's line is the array: decoding it loads the API and gives the (empty) handle.
template <> struct custom_codec<::MountainArray> {
  static constexpr bool enabled = true;
  static std::string name() { return "MountainArray"; }
  static ::MountainArray decode(JsonView value, detail::Location& at) {
    if (api::MountainArrayApi::loaded_.set_in_this_case()) throw std::logic_error("the MountainArray is made once, by the judge");
    api::MountainArrayApi::values_ = detail::decode_value<std::vector<int>>(value, at);
    api::MountainArrayApi::get_calls_ = 0;  // the case's own count
    api::MountainArrayApi::loaded_.set();
    return ::MountainArray{};
  }
};

}  // namespace lcjudge
