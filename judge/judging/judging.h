// Judging solutions: each case of each solution run, classified, and checked against the verdict
// the solution's folder declares.
#pragma once

#include <functional>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "base/scratch_folder.h"  // scratch_base(): where runs start
#include "judging/build.h"
#include "judging/expectations.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {

// The judge's own check of a case's input, asked only when a solution says the input is bad:
// the reason it is bad ("line 2, column 1: expected int, ...") if the check confirms it, else
// nothing. Without one, a solution's claim is never believed.
using InputCheck = std::function<std::optional<std::string>(const TestCase&)>;

struct JudgeOptions {
  InputCheck check_input;
  int jobs = 1;
  bool all_cases = false;  // judge every case even after a non-accepted solution failed one
  // Sharding (--shard K/N): of the run's (solution, case) pairs, numbered from 0 in order, only
  // those with number % shard_count == shard_index are judged; this solution's first case has
  // number pair_offset. A sharded run judges all its cases: only the merge can settle a verdict.
  size_t shard_index = 0, shard_count = 1, pair_offset = 0;
};

struct SolutionReport {
  SolutionFile solution;
  BuildOutcome build;
  size_t total_cases = 0;
  std::vector<CaseResult> results;  // the judged cases, in case order
  Verdict verdict = Verdict::kAccepted;  // the worst of the judged cases (CE if it did not compile)
  ExpectationCheck expectation;
  bool judge_error = false;  // some case could not be judged (bad data or the judge's fault)
};

// A run stopped at a time limit with CPU to spare, or with far more wall time than CPU, that was
// computing (CPU at least this share of its wall time): the machine may have starved it.
constexpr double kStarvedCpuShare = 0.1;
bool looks_starved(const RunRecord& run, const JudgeLimits& limits);
// How many of a solution's starved-looking runs judge_solutions() makes again alone; past these,
// such a run is judged as it is (TLE at the wall deadline), so that a solution that sleeps after a
// little work cannot have every case run twice, alone.
constexpr int kMostStarvedRetries = 2;

// Finished over the time limit by at most this share: a CPU time that close is within what runs
// beside it change (shared caches, the VM; seen: 1.00 s at -j 2 for a case that took 0.97 s at -j 1).
constexpr double kNearLimitShare = 0.1;
bool just_over_the_limit(const RunRecord& run, const JudgeLimits& limits);

// Runs a solution on one input as `judge run` does: the problem's limits, the sandbox, and a fresh
// empty scratch folder to start in ($TMPDIR when set, else /dev/shm), removed afterwards. What it
// means is classify's job. A run that looks_starved, or is just_over_the_limit, is run once more
// with none of this process's other runs beside it, and that second run is the record
// (RETRIED_ALONE says so), so that a verdict does not depend on the load.
RunRecord run_solution(const std::string& binary, const std::string& input_path, const JudgeLimits& limits,
                       bool* retried_alone = nullptr);

// Runs one case: the binary with stdin from the case's input, under the problem's limits.
// A claim of bad input is JE only if CHECK_INPUT confirms it.
CaseOutcome run_case(const std::string& binary, const TestCase& test, const ProblemConfig& config,
                     const InputCheck& check_input = {});

// A sanitized build runs this many times slower at most (AddressSanitizer's 2-3x, with room):
// its run may take the time limit times this, plus a second.
constexpr double kSanitizerSlowdown = 5;
JudgeLimits sanitized_limits(const JudgeLimits& limits);

// After the optimised run of a case: LeetCode runs only the sanitized build, so its finding is
// RTE whatever the optimised build printed. Runs SANITIZED_BINARY (built from SOURCE) on TEST if
// OUTCOME is AC, WA or RTE; a sanitizer's finding, or any crash or non-zero exit, makes it RTE
// with the finding at the solution's line. A sanitized run stopped at its own (larger) limits
// leaves the verdict, with a note: TLE and MLE are the optimised build's to decide.
void check_with_sanitizers(CaseOutcome& outcome, const std::string& sanitized_binary, const std::string& source,
                           const TestCase& test, const ProblemConfig& config);

// Judges one built solution on `cases`. A solution not expected to be accepted stops once its
// first results settle the expectation (is_settled, in case order whatever -j) unless all_cases.
SolutionReport judge_solution(const SolutionFile& solution, const Expectation& expectation, const BuildOutcome& build,
                              const ProblemConfig& config, const std::vector<TestCase>& cases,
                              const JudgeOptions& options);

// One solution of a judge_solutions() run, and what judge_solution() takes for it; every pointer
// outlives the call.
struct SolutionToJudge {
  const SolutionFile* solution;
  const Expectation* expectation;
  const BuildOutcome* build;
  const ProblemConfig* config;
  const std::vector<TestCase>* cases;
  JudgeOptions options;  // its jobs are not used: judge_solutions takes them once for all
};

// Judges SOLUTIONS as judge_solution() does each, with JOBS threads over all of them: a thread that
// finds no case left to claim in one solution goes on to the next, so that a solution's last long
// case (a time-limit baseline's) does not keep the other threads idle. At most JOBS runs are out
// at once, as before. ON_REPORT gets each report in order, as soon as it and those before it are
// complete; the reports are returned in the same order.
std::vector<SolutionReport> judge_solutions(const std::vector<SolutionToJudge>& solutions, int jobs,
                                            const std::function<void(const SolutionReport&)>& on_report);

}  // namespace lcjudge
