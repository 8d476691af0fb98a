// A problem's own helper programs, beside its test data: the validator, the output validator and
// the generators (testcases/<problem>/validator/validate.cpp, .../output_validator/validate.cpp,
// .../generators/NAME.cpp), compiled when stale into build/validators/<problem>/validate,
// build/output_validators/<problem>/validate and build/generators/<problem>/NAME. They are
// untrusted, as solutions are: each compiles in the compiler's jail (process/compile_jail.h) and
// runs in the sandbox (process/spawn.h), under limits of its own.
#pragma once

#include <cstdint>
#include <string>

#include "problem/project.h"
#include "process/compile_jail.h"
#include "process/spawn.h"

namespace lcjudge {

struct ProblemProgram {
  std::string source;  // testcases/913-cat-and-mouse/generators/shrink.cpp
  std::string binary;  // build/generators/913-cat-and-mouse/shrink
};

// testcases/<problem>/generators/NAME.cpp -> build/generators/<problem>/NAME. JudgeFailure naming
// the source unless NAME is a safe name (problem/project.h) not starting with '.'.
ProblemProgram generator_program(const Project& project, const std::string& problem, const std::string& name);

// testcases/<problem>/validator/validate.cpp -> build/validators/<problem>/validate
ProblemProgram validator_program(const Project& project, const std::string& problem);

// testcases/<problem>/output_validator/validate.cpp -> build/output_validators/<problem>/validate
ProblemProgram output_validator_program(const Project& project, const std::string& problem);

// What a program's compile may use: C++17, -O2, -Wall -Wextra, static, in the jail.
CompileJailLimits problem_program_compile_limits();

// Compiles the program unless its binary is newer than its source and every header in
// testcases/common/ and the source's own folder, which is all such programs include. The compile
// is jailed: it sees the system, its source's folder and testcases/common/ (read-only), and writes
// only into a fresh folder beside the binary; it may not read anything else of the project.
// JudgeFailure naming the source when it is missing, does not compile (the compiler's first error
// lines, escaped) or passes a compile limit. Thread-safe for distinct programs; the binary appears
// by rename, so a concurrent run never sees half of it.
void build_problem_program(const ProblemProgram& program, const Project& project);

// A program's run limits: its own, far wider than a solution's, but bounded.
struct ProgramLimits {
  double cpu_seconds = 10;
  double wall_seconds = 20;
  std::uint64_t memory_bytes = 2ull << 30;   // RLIMIT_AS
  std::uint64_t output_bytes = 64ull << 20;  // stdout (and every file it writes)
};

// Whether PROBLEM's problem.yaml says `trusted_programs: true`: its programs then run without the
// sandbox (they still compile in the jail). False without a problem.yaml; JudgeFailure if it is bad.
bool problem_programs_trusted(const Project& project, const std::string& problem);

// A run of BINARY under LIMITS, sandboxed unless TRUSTED, with no side channel; the caller adds
// the arguments after argv[0], the files shown (SpawnRequest::shown_files), stdin and feedback.
SpawnRequest program_run_request(const std::string& binary, const ProgramLimits& limits, bool trusted = false);

// How a run of a program that did not finish cleanly ended: "ran past 20 s", "used more than 10 s
// of CPU", "was stopped by the sandbox (SIGSYS: ...)", "exited 3". Its stderr is the caller's to add.
std::string describe_program_end(const RunRecord& run, const ProgramLimits& limits);

}  // namespace lcjudge
