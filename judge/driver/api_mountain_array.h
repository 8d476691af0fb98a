// LeetCode 1095's API: `class MountainArray { int get(int index); int length(); }` over the case's
// hidden `array` line, which the judge keeps (api_channel.h). Calls to get past LeetCode's limit
// are a wrong answer (the judge counts them: interactor/leetcode_apis.h); an index outside the array is a runtime error.
#pragma once

#include <string>

#include "api_channel.h"

class MountainArray {
 public:
  int get(int index) { return lcjudge::api::call<int>("get", index); }
  int length() { return lcjudge::api::call<int>("length"); }
};

template <> struct lcjudge::custom_codec<::MountainArray> : lcjudge::api_handle_codec<::MountainArray> {
  static std::string name() { return "MountainArray"; }
};
