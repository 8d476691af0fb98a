// What a command works on: the solutions its targets name, their problems' configs, cases and
// expectations, and the solutions built.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judging/build.h"
#include "judging/expectations.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {

struct WorkloadRequest {
  std::vector<std::string> targets;  // problems (folder or number) and .cpp files; empty = every problem
  std::string problem;               // forced problem of .cpp files outside solutions/<problem>/
  std::string tests_directory;       // judge these .in/.ans pairs instead of the problems' own
  bool need_cases = true;
  bool sandbox = true;               // false: --no-sandbox, for debugging
  std::string compiler;              // "clang" or "gcc": overrides the problems' (--compiler)
  bool sanitize = true;              // false: no sanitized builds (--no-sanitize; timing commands)
  int jobs = 1;
};

struct Workload {
  std::vector<SolutionFile> solutions;
  std::map<std::string, ProblemConfig> configs;        // by problem, as loaded: a C++ solution's
  // By problem and language: the config a solution in that language is judged under (for_language).
  std::map<std::pair<std::string, Language>, ProblemConfig> language_configs;
  std::map<std::string, std::vector<TestCase>> cases;  // by problem
  std::vector<BuildOutcome> builds;                    // parallel to solutions
  std::vector<Expectation> expectations;               // parallel to solutions
  std::map<std::string, InputCheck> input_checks;      // by problem: see input_check_for
};

// The judge's own check of a problem's input, for when a solution says it is bad: the problem's
// validator if it has one, else its trusted reference (testcases/<problem>/reference/*.cpp, the
// first by name, built on first use and run in the sandbox: its driver parses the input as every
// solution's does). Without either, nothing confirms a claim, and it stays the solution's RTE.
// The problem's trusted reference: the first testcases/<problem>/reference/*.cpp by name, or "".
std::string trusted_reference_source(const Project& project, const std::string& problem);

// Builds the trusted reference of PROBLEM; its binary, or "" when it has none or it does not compile.
std::string build_reference(const Project& project, const std::string& problem, const ProblemConfig& config);

InputCheck input_check_for(const Project& project, const std::string& problem, const ProblemConfig& config);

// JudgeFailure "bad test data in 'PATH', line L, column C: ..." for the first of CASES (in order)
// whose input does not fit CONFIG's declared signature (problem/input_shape.h); nothing for a
// legacy problem. Run before any solution, so bad data is not taken for a solution's fault.
void check_case_shapes(const ProblemConfig& config, const std::vector<TestCase>& cases, int jobs);

// The config SOLUTION of WORK is judged under: its problem's, for its language.
const ProblemConfig& config_of(const Workload& work, const SolutionFile& solution);

// Finds, reads and builds everything (compiles in parallel, only what is stale).
Workload prepare_workload(const Project& project, const WorkloadRequest& request);

}  // namespace lcjudge
