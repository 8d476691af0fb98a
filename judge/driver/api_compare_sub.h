// LeetCode 1533's API: `class ArrayReader { int compareSub(int l, int r, int x, int y); int length(); }`
// over the case's hidden `arr` line, which the judge keeps (api_channel.h): compareSub is 1, 0 or
// -1 as arr[l..r]'s sum is greater than, equal to or less than arr[x..y]'s. More than 20 calls to
// compareSub is a wrong answer (the judge counts them); a range outside the array is a runtime
// error.
#pragma once

#include <string>

#include "api_channel.h"

class ArrayReader {
 public:
  int compareSub(int l, int r, int x, int y) { return lcjudge::api::call<int>("compareSub", l, r, x, y); }
  int length() { return lcjudge::api::call<int>("length"); }
};

template <> struct lcjudge::custom_codec<::ArrayReader> : lcjudge::api_handle_codec<::ArrayReader> {
  static std::string name() { return "ArrayReader"; }
};
