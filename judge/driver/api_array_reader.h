// LeetCode 702's API: `class ArrayReader { int get(int index) const; }` over the case's hidden
// `secret` line, which the judge keeps (api_channel.h): the element at index, or 2^31 - 1 past
// either end (the array's length is not told). No call limit.
#pragma once

#include <string>

#include "api_channel.h"

class ArrayReader {
 public:
  int get(int index) const { return lcjudge::api::call<int>("get", index); }
};

template <> struct lcjudge::custom_codec<::ArrayReader> : lcjudge::api_handle_codec<::ArrayReader> {
  static std::string name() { return "ArrayReader"; }
};
