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

// Where ANSWER (the text of a .ans, without its final newline) first departs from what the driver
// prints for CONFIG's signature on the case INPUT: one line, a JSON value of the method's result
// type (or of the argument the result is read from); for a design class an array with a result
// per operation of INPUT's first line, null for the constructor and void methods. "" if it fits,
// or for a legacy problem. Messages as input_shape_problem's (they may quote ANSWER unescaped).
std::string answer_shape_problem(const std::string& answer, const std::string& input, const ProblemConfig& config);

// Reads the case input at PATH and checks it against CONFIG's signature: JudgeFailure
// "bad test data in 'PATH', line L, column C: what" if it does not fit.
void check_case_shape(const std::string& path, const ProblemConfig& config);

}  // namespace lcjudge
