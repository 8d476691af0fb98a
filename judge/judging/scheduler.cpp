#include "judging/scheduler.h"

#include <algorithm>
#include <atomic>
#include <mutex>

#include "base/parallel.h"
#include "judging/case_board.h"
#include "judging/claimed_case_judging.h"
#include "judging/run_gate.h"
#include "judging/session_lane.h"

namespace lcjudge {

namespace {

// A solution in a judge_solutions() run: its report as it fills, and the cases its threads claim.
struct SolutionInProgress {
  SolutionReport report;
  std::vector<TestCase> chosen_cases;    // this shard's
  std::unique_ptr<CaseBoard> board;      // null: it did not compile, nothing runs
  std::atomic<int> starved_retries{0};   // its starved-looking runs made again alone, of every thread
  std::atomic<bool> taken{false};        // a session's: one thread judges all its cases
  size_t threads_done = 0;               // under the run's mutex
  bool complete = false;
};

// Whether ITEM's cases are judged as LeetCode's Submit runs them, in one process; a test's lane
// (OPEN_LANE) is a process per case.
bool in_session(const SolutionToJudge& item, const OpenLane& open_lane) {
  return !open_lane && !item.options.process_per_case && item.config->limits.sandbox && sessions_available();
}

void start_solution(const SolutionToJudge& item, SolutionInProgress& progress, const OpenLane& open_lane) {
  const JudgeOptions& options = item.options;
  progress.report.solution = *item.solution;
  progress.report.build = *item.build;
  progress.report.total_cases = item.cases->size();
  progress.report.design_calls = item.config->signature.takes_operations();
  if (!item.build->ok) {
    progress.report.verdict = Verdict::kCompileError;
    progress.report.expectation = check_expectation(*item.expectation, {}, false);
    return;
  }
  const bool session = in_session(item, open_lane);
  for (size_t i = 0; i < item.cases->size(); ++i) {
    const size_t number = session ? options.solution_number : options.pair_offset + i;
    if (number % options.shard_count == options.shard_index) progress.chosen_cases.push_back((*item.cases)[i]);
  }
  // A session (LeetCode's Submit) ends at the first case not accepted, whatever is expected.
  bool stop_early = (item.solution->expected != Verdict::kAccepted || session) && !options.all_cases &&
                    options.shard_count == 1;
  progress.board = std::make_unique<CaseBoard>(progress.chosen_cases, stop_early, *item.expectation);
}

void finish_solution(const SolutionToJudge& item, SolutionInProgress& progress) {
  SolutionReport& report = progress.report;
  if (!progress.board) return;
  std::vector<CaseResult> judged = progress.board->take_judged();
  for (const auto& result : judged) {
    report.verdict = worst(report.verdict, result.outcome.verdict);
    if (result.outcome.verdict == Verdict::kJudgeError) report.judge_error = true;
  }
  report.results = std::move(judged);
  report.expectation = check_expectation(*item.expectation, report.results, true);
}

// One thread's share of ITEM's cases, through a lane of its own: all of them in one session, which
// the first thread to come takes, or those it claims, one process each.
void judge_share_of_cases(const SolutionToJudge& item, SolutionInProgress& progress, RunGate& gate,
                          const OpenLane& open_lane) {
  const bool session = in_session(item, open_lane);
  if (session && progress.taken.exchange(true)) return;
  std::unique_ptr<CaseLane> lane =
      open_lane ? open_lane(item)
      : session ? open_session_lane(item.build->built, item.build->sanitized_binary, item.config->limits,
                                    progress.chosen_cases.size())
                : open_sandbox_lane(item.build->built, item.config->limits);
  ClaimedCaseJudging(*progress.board, *lane, gate, item, progress.starved_retries).judge_until_none_left();
}

}  // namespace

std::vector<SolutionReport> judge_solutions(const std::vector<SolutionToJudge>& solutions, int jobs,
                                            const std::function<void(const SolutionReport&)>& on_report,
                                            const OpenLane& open_lane) {
  std::vector<SolutionInProgress> progress(solutions.size());
  for (size_t i = 0; i < solutions.size(); ++i) start_solution(solutions[i], progress[i], open_lane);
  const size_t threads = static_cast<size_t>(std::max(jobs, 1));
  RunGate gate;  // this call's runs, and only they, make way for its runs alone
  std::mutex mutex;
  size_t reported = 0;  // progress[0, reported) went to on_report
  std::atomic<bool> failed{false};
  // Each thread judges the cases it claims, one run at a time (two at once at -j 2, and so on),
  // solution after solution; the last thread out of a solution completes it.
  parallel_for(threads, static_cast<int>(threads), [&](size_t) {
    for (size_t i = 0; i < solutions.size() && !failed; ++i) {
      if (progress[i].board) {
        try {
          judge_share_of_cases(solutions[i], progress[i], gate, open_lane);
        } catch (...) {
          failed = true;
          throw;
        }
      }
      std::lock_guard<std::mutex> lock(mutex);
      if (++progress[i].threads_done < threads) continue;
      finish_solution(solutions[i], progress[i]);
      progress[i].complete = true;
      while (reported < progress.size() && progress[reported].complete) on_report(progress[reported++].report);
    }
  });
  std::vector<SolutionReport> reports;
  for (auto& solution : progress) reports.push_back(std::move(solution.report));
  return reports;
}

SolutionReport judge_solution(const SolutionFile& solution, const Expectation& expectation, const BuildOutcome& build,
                              const ProblemConfig& config, const std::vector<TestCase>& cases,
                              const JudgeOptions& options, int jobs) {
  // A solution with fewer cases than jobs needs no more threads than cases.
  jobs = static_cast<int>(std::min(cases.size(), static_cast<size_t>(std::max(jobs, 1))));
  // Moved out, not copied: expectation.culprit points into the results, whose buffer a move keeps
  // and a copy would leave behind in the vector freed at the end of this statement.
  return std::move(judge_solutions({{&solution, &expectation, &build, &config, &cases, options}}, std::max(jobs, 1),
                                   [](const SolutionReport&) {})
                       .front());
}

}  // namespace lcjudge
