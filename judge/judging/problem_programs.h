// A problem's own helper programs, beside its test data: the validator and the generators
// (testcases/<problem>/validator/validate.cpp, testcases/<problem>/generators/NAME.cpp), compiled
// into the build/ paths that scripts/validate-all.sh and scripts/gen_cases.sh use, only when stale.
#pragma once

#include <string>

#include "problem/project.h"

namespace lcjudge {

struct ProblemProgram {
  std::string source;  // testcases/913-cat-and-mouse/generators/shrink.cpp
  std::string binary;  // build/generators/913-cat-and-mouse/shrink
};

// testcases/<problem>/generators/NAME.cpp -> build/generators/<problem>/NAME
ProblemProgram generator_program(const Project& project, const std::string& problem, const std::string& name);

// testcases/<problem>/validator/validate.cpp -> build/validators/<problem>/validate
ProblemProgram validator_program(const Project& project, const std::string& problem);

// testcases/<problem>/output_validator/validate.cpp -> build/output_validators/<problem>/validate
ProblemProgram output_validator_program(const Project& project, const std::string& problem);

// Compiles the program (C++17, -Wall -Wextra, static) unless its binary is newer than its source and every
// header in testcases/common/ and the source's own folder, which is all such programs include.
// JudgeFailure naming the source when it is missing or does not compile. Thread-safe for distinct
// programs; the binary appears by rename, so a concurrent run never sees half of it.
void build_problem_program(const ProblemProgram& program, const Project& project);

}  // namespace lcjudge
