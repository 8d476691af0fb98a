// `judge validate [PROBLEM ...]` (scripts/validate-all.sh, make validate): every problem's
// validator over its test data and its junk inputs, built and run as `judge run` runs it (in the
// compiler's jail, then in the sandbox: judging/validator.h), so that there is one way to build
// and run a validator.
//   1. every PROBLEM/{sample,secret}/**/*.in must be accepted (exit 0, no output), and every .ans
//      likewise with --answer;
//   2. every PROBLEM/validator/invalid/NAME.in (and NAME.ans, checked with --answer) must be
//      rejected: exit 1, no stdout, one stderr line `FILE:LINE:COLUMN: MESSAGE` naming the file,
//      containing the text of NAME.rule (a fixed substring, final newline dropped).
// Prints a line per failure, `FAIL FILE: what`, and ends with `validate: N passed, M failed`.
#pragma once

#include <string>
#include <vector>

#include "problem/project.h"

namespace lcjudge {

struct ValidateOptions {
  std::vector<std::string> problems;  // folders or numbers; empty: every problem with a validator
  int jobs = 1;
};

// Exit 0 when every check passed, 1 when some failed; JudgeFailure (exit 2) for a PROBLEM with no validator.
int command_validate(const Project& project, const ValidateOptions& options);

}  // namespace lcjudge
