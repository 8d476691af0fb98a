// A case named on the command line (`judge run --case ID`, `judge debug SOLUTION ID`) as reports
// name it: "sample/1", "secret/large/x", or its file's path below the problem ("secret/x.in").
#pragma once

#include <string>
#include <vector>

#include "problem/testcases.h"

namespace lcjudge {

// The case of PROBLEM's CASES whose id is TYPED; JudgeFailure naming the closest and the cases of
// its group (or all) if none is.
TestCase chosen_case(const std::string& problem, const std::vector<TestCase>& cases, const std::string& typed);

}  // namespace lcjudge
