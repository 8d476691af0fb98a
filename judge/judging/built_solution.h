// A solution built, the value its build hands over (judging/build.h's BuildOutcome::built) and
// the judge passes to whatever runs it: its language and how it starts, a native binary (C++) or
// a launch (judging/language_launch.h: a runtime, its command line, the files shown to it). A run
// starts it from this value; the launch file the build also writes, at the solution's program path
// (SolutionFile::binary), is what a later command's build finds up to date.
#pragma once

#include <memory>
#include <string>

#include "judging/language_launch.h"
#include "problem/language.h"

namespace lcjudge {

struct BuiltSolution {
  Language language = Language::kCpp;
  std::string program;                   // absolute: the native binary, or the launch file written
  std::shared_ptr<const Launch> launch;  // how a launched solution starts; none for a native binary
};

// A native binary (a C++ solution's, a reference's, a sanitized build's), started as it is.
BuiltSolution native_program(const std::string& binary, Language language = Language::kCpp);

// A launched solution: LAUNCH, also written at PROGRAM.
BuiltSolution launched_program(const std::string& program, const Launch& launch);

}  // namespace lcjudge
