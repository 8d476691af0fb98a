// Comparing a solution's output with the expected answer: token by token, or as JSON whose lists
// may come in any order (unordered_compare.h), as the problem's `order:` says.
#pragma once

#include <string>

#include "problem/config.h"

namespace lcjudge {

struct Comparison {
  bool equal = false;
  std::string message;  // where the first difference is: "line 1, token 1: expected '1', found '0'"
  bool bad_answer = false;  // the expected answer itself cannot be read as the order needs: the data's fault
};

// The problem's comparison: compare_tokens for order exact, else compare_unordered.
Comparison compare_answers(const std::string& expected, const std::string& found, const CompareOptions& options);

// Two numbers within TOLERANCE of each other, absolutely or relatively to WANT.
bool numbers_within(double want, double got, double tolerance);

// What a message quotes of an untrusted text: about 40 characters around byte FIRST_DIFFERENCE, escaped.
std::string quoted_excerpt(const std::string& text, size_t first_difference);

// Whitespace separates tokens and is otherwise ignored (as LeetCode ignores a trailing newline).
Comparison compare_tokens(const std::string& expected, const std::string& found, const CompareOptions& options);

}  // namespace lcjudge
