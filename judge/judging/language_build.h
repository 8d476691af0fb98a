// Building a solution in a language other than C++ (problem/language.h), the way judging/build.h
// builds a C++ one: checked before any case runs, so that what LeetCode refuses to run is CE, and
// turned into a launch file (judging/language_launch.h) that every command runs as a program.
// Each language's build is its object's (judging/language_toolchain.h, judge/languages/), made of
// the steps in judging/language_build_steps.h.
#pragma once

#include <string>

#include "judging/build.h"
#include "problem/config.h"
#include "problem/project.h"
#include "process/compile_jail.h"

namespace lcjudge {

// Builds SOLUTION (not C++) under CONFIG, if stale: ok with the launch at solution.binary, or the
// compile error in message. JudgeFailure if the language's toolchain is missing (naming the
// package to install) or the driver itself does not build.
BuildOutcome build_language_solution(const Project& project, const SolutionFile& solution, const ProblemConfig& config,
                                     const CompileJailLimits& limits, const CompileCache& cache,
                                     const SolutionBuilder& builder);

// Builds now, if stale, each language's shared part whose toolchain is installed: Java's jar and
// Python's bytecode in build/languages/ (the unit tests prepare them once for all their projects).
void prepare_language_drivers(const Project& project);

// How LANGUAGE's solutions run, for -v and reports: "python3.11 -I -S, time limit x factor".
std::string describe_language_run(Language language);

}  // namespace lcjudge
