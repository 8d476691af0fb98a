// LeetCode 1428's API: `class BinaryMatrix { int get(int row, int col); vector<int> dimensions(); }`
// over the case's `mat` line, which defines the method's BinaryMatrix parameter. As on LeetCode,
// more than 1000 calls to get is a wrong answer; a cell outside the matrix is a runtime error.
// The matrix and the count live in private static members, not in the object, loaded once per case.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

class BinaryMatrix {
 public:
  int get(int row, int col);
  std::vector<int> dimensions();
};

namespace lcjudge::api {

class BinaryMatrixApi {
 public:
  static constexpr const char* kName = "BinaryMatrix";
  static constexpr long long kGetLimit = 1000;
  static void load_hidden(std::string_view, size_t) {}  // the mat line defines the parameter itself
  static void check_calls() { check_call_limit("BinaryMatrix.get", get_calls_, kGetLimit); }

 private:
  friend class ::BinaryMatrix;
  friend struct lcjudge::custom_codec<::BinaryMatrix>;
  static inline std::vector<std::vector<int>> mat_;
  static inline long long get_calls_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int BinaryMatrix::get(int row, int col) {
  using lcjudge::api::BinaryMatrixApi;
  ++BinaryMatrixApi::get_calls_;
  const auto& mat = BinaryMatrixApi::mat_;
  if (row < 0 || static_cast<size_t>(row) >= mat.size() || col < 0 || static_cast<size_t>(col) >= mat[row].size()) {
    throw std::out_of_range("BinaryMatrix.get(" + std::to_string(row) + ", " + std::to_string(col) +
                            "): the cell is outside the matrix");
  }
  return mat[static_cast<size_t>(row)][static_cast<size_t>(col)];
}

inline std::vector<int> BinaryMatrix::dimensions() {
  const auto& mat = lcjudge::api::BinaryMatrixApi::mat_;
  return {static_cast<int>(mat.size()), mat.empty() ? 0 : static_cast<int>(mat.front().size())};
}

namespace lcjudge {

template <> struct custom_codec<::BinaryMatrix> {
  static constexpr bool enabled = true;
  static std::string name() { return "BinaryMatrix"; }
  static ::BinaryMatrix decode(JsonView value, detail::Location& at) {
    if (api::BinaryMatrixApi::loaded_.set_in_this_case()) throw std::logic_error("the BinaryMatrix is made once, by the judge");
    api::BinaryMatrixApi::mat_ = detail::decode_value<std::vector<std::vector<int>>>(value, at);
    api::BinaryMatrixApi::get_calls_ = 0;  // the case's own count
    api::BinaryMatrixApi::loaded_.set();
    return ::BinaryMatrix{};
  }
};

}  // namespace lcjudge
