// Whether a case's input has the shape its problem's declared signature says (signature.h): for a
// function problem a line per parameter, each a JSON value of the parameter's type; for a design
// problem LeetCode's two lines, the operations and their arguments. Checked before any solution
// runs, so bad data is reported as such, naming the line and column, and not as a solution's
// runtime error. Problems with no signature (`method:` alone) are not checked here.
#pragma once

#include <string>

#include "problem/config.h"

namespace lcjudge {

// Where TEXT first departs from SIGNATURE (with NODE saying what Node* means), as
// "line 2, column 5: expected int, found string \"a\"" (1-based; columns count bytes); "" if it
// fits, or if SIGNATURE is a legacy one (kind kNone). TEXT is plain text (case_text.h).
std::string input_shape_problem(const std::string& text, const ProblemSignature& signature, NodeKind node);

// Reads the case input at PATH and checks it against CONFIG's signature: JudgeFailure
// "bad test data in 'PATH', line L, column C: what" if it does not fit.
void check_case_shape(const std::string& path, const ProblemConfig& config);

}  // namespace lcjudge
