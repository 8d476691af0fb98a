// `judge add PROBLEM FILE|-`: adding a test case safely. The input (LeetCode's one-value-per-line
// form, or the statement's `name = value, ...` form) is normalised, validated, answered by every
// accepted solution (which must agree, and match --expect if given), and written as NAME.in +
// NAME.ans into the chosen group without ever overwriting a case.
#pragma once

#include <string>

#include "project.h"

namespace lcjudge {

struct AddOptions {
  std::string problem;     // folder or number
  std::string input_path;  // "-" = stdin
  std::string group = "secret";  // a folder below the problem: sample, secret, secret/small, ...
  std::string name;        // default: the next free number in the group
  std::string expect;      // the answer the author believes, LeetCode-printed; empty = none
  int jobs = 1;
};

// Exit 0 when written; JudgeFailure (exit 2) for bad input, disagreeing solutions, a name taken.
int command_add(const Project& project, const AddOptions& options);

}  // namespace lcjudge
