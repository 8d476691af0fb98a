// The driver's entry for a problem with a declared signature (problem.yaml's `signature:` or
// `design:` + `methods:`): the C++ file that includes the solution between the driver's headers
// and calls its methods by name as LeetCode's generated code does (lvalues of the declared
// argument types, the result taken as the declared type), so a same-named helper, a defaulted
// extra parameter or a converting type compiles exactly when it does on LeetCode. A call that does
// not compile is one static_assert, whose message (naming LeetCode's call) is the CE shown. SolutionBuilder writes it to
// build/entries/<problem>.cpp. Legacy problems (`method:` alone) use judge/driver/main.cpp instead.
#pragma once

#include <string>

#include "problem/config.h"

namespace lcjudge {

// The entry's text for CONFIG, whose signature.kind is not kNone. JudgeFailure naming
// problem.yaml when the signature cannot give a result as `output:` says (argument_prefix needs an
// int result and a non-const reference vector parameter; a void method needs a non-const
// reference parameter to return through).
std::string entry_text(const ProblemConfig& config);

// TEXT as a C++ string literal, quotes included: "problem.yaml declares \"...\"".
std::string cpp_string_literal(const std::string& text);

}  // namespace lcjudge
