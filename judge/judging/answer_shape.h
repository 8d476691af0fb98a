// Which numbers of a case's answer the float tolerance reaches, from the problem's signature:
// the tolerance is LeetCode's for `double` results only, so a `long long` total beside a `double`
// average (in one design class), or a `vector<int>` answer, is compared exactly.
#pragma once

#include <string>

#include "judging/answer_compare.h"
#include "problem/config.h"
#include "problem/signature.h"

namespace lcjudge {

// A result of TYPE: floating at double/float, a list of its element's shape at vector<T> (exact
// when no double is inside), exact for everything else (integers, bool, char, string, lists and
// trees of ints).
AnswerShape shape_of(const TypeSpec& type);

// The answer's shape for CONFIG: its method's result (or the argument the result is read from); for
// a design class, per element the result of the operation the input's first line names there
// (OPERATIONS_LINE, e.g. ["MinStack","push","getMin"]: exact for the constructor, an unknown name,
// or a line that cannot be read); floating everywhere for a legacy problem, whose types are unknown.
AnswerShape answer_shape(const ProblemConfig& config, const std::string& operations_line);

// The same, reading the operations line of a design problem from the case input at INPUT_PATH
// (only when the problem is one and has a float tolerance: otherwise the shape decides nothing).
AnswerShape answer_shape_for_case(const ProblemConfig& config, const std::string& input_path);

}  // namespace lcjudge
