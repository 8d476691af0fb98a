// The scheduler: judging solutions, each case of each solution run, classified, and checked
// against the verdict the solution's folder declares, on a number of threads that share one gate
// (run_gate.h) and go from one solution's cases to the next's; reports in solution order.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "judging/build.h"
#include "judging/case_judgement.h"
#include "judging/case_lane.h"
#include "judging/expectations.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {

struct JudgeOptions {
  InputCheck check_input;
  bool all_cases = false;  // judge every case even after a non-accepted solution failed one
  // Sharding (--shard K/N): of the run's (solution, case) pairs, numbered from 0 in order, only
  // those with number % shard_count == shard_index are judged; this solution's first case has
  // number pair_offset. A sharded run judges all its cases: only the merge can settle a verdict.
  size_t shard_index = 0, shard_count = 1, pair_offset = 0;
  // In a session (below), a shard takes whole solutions, so that each is judged in one process
  // as in one run: those with solution_number % shard_count == shard_index.
  size_t solution_number = 0;
  // Each case in a process of its own (`--process-per-case`), rather than LeetCode's Submit: one
  // process per solution answering its cases in turn (session_lane.h), which stops at the first
  // case not accepted (unless all_cases).
  bool process_per_case = false;
};

struct SolutionReport {
  SolutionFile solution;
  BuildOutcome build;
  size_t total_cases = 0;
  std::vector<CaseResult> results;  // the judged cases, in case order
  Verdict verdict = Verdict::kAccepted;  // the worst of the judged cases (CE if it did not compile)
  ExpectationCheck expectation;
  bool judge_error = false;  // some case could not be judged (bad data or the judge's fault)
  // The problem is a design class driven by operations (ProblemSignature::takes_operations): a
  // wrong answer's report names the call that differs. Decided by the signature, never by a case.
  bool design_calls = false;
};

// How many of a solution's starved-looking runs the scheduler makes again alone; past these, such
// a run is judged as it is (TLE at the wall deadline), so that a solution that sleeps after a
// little work cannot have every case run twice, alone.
constexpr int kMostStarvedRetries = 2;

// One solution of a judge_solutions() run; every pointer outlives the call.
struct SolutionToJudge {
  const SolutionFile* solution;
  const Expectation* expectation;
  const BuildOutcome* build;
  const ProblemConfig* config;
  const std::vector<TestCase>* cases;
  JudgeOptions options;
};

// What opens a judging thread's lane for one solution. Empty: the sandbox's (open_sandbox_lane).
using OpenLane = std::function<std::unique_ptr<CaseLane>(const SolutionToJudge&)>;

// Judges SOLUTIONS with JOBS threads over all of them: a thread that finds no case left to claim
// in one solution goes on to the next, so that a solution's last long case (a time-limit
// baseline's) does not keep the other threads idle; at most JOBS runs are out at once. A solution
// not expected to be accepted stops once its first results settle the expectation (is_settled, in
// case order whatever -j) unless all_cases. ON_REPORT gets each report in order, as soon as it and
// those before it are complete; the reports are returned in the same order.
std::vector<SolutionReport> judge_solutions(const std::vector<SolutionToJudge>& solutions, int jobs,
                                            const std::function<void(const SolutionReport&)>& on_report,
                                            const OpenLane& open_lane = {});

// Judges one built solution on CASES as judge_solutions() does, with at most JOBS threads.
SolutionReport judge_solution(const SolutionFile& solution, const Expectation& expectation, const BuildOutcome& build,
                              const ProblemConfig& config, const std::vector<TestCase>& cases,
                              const JudgeOptions& options, int jobs);

}  // namespace lcjudge
