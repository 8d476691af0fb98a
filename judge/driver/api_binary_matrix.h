// LeetCode 1428's API: `class BinaryMatrix { int get(int row, int col); vector<int> dimensions(); }`
// over the case's hidden `mat` line, which the judge keeps (api_channel.h). Calls to get past
// LeetCode's limit are a wrong answer (the judge counts them: interactor/leetcode_apis.h); a cell outside the matrix is a runtime error.
#pragma once

#include <string>
#include <vector>

#include "api_channel.h"

class BinaryMatrix {
 public:
  int get(int row, int col) { return lcjudge::api::call<int>("get", row, col); }
  std::vector<int> dimensions() { return lcjudge::api::call<std::vector<int>>("dimensions"); }
};

template <> struct lcjudge::custom_codec<::BinaryMatrix> : lcjudge::api_handle_codec<::BinaryMatrix> {
  static std::string name() { return "BinaryMatrix"; }
};
