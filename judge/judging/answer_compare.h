// Comparing a solution's output with the expected answer, token by token.
#pragma once

#include <string>

#include "problem/config.h"

namespace lcjudge {

struct Comparison {
  bool equal = false;
  std::string message;  // where the first difference is: "line 1, token 1: expected '1', found '0'"
};

// Whitespace separates tokens and is otherwise ignored (as LeetCode ignores a trailing newline).
Comparison compare_tokens(const std::string& expected, const std::string& found, const CompareOptions& options);

}  // namespace lcjudge
