#include "judging.h"

#include <atomic>
#include <fstream>
#include <limits>
#include <sstream>

#include "parallel.h"

namespace lcjudge {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

CaseOutcome run_case(const std::string& binary, const TestCase& test, const ProblemConfig& config) {
  SpawnRequest request;
  request.argv = {binary};
  request.stdin_path = test.input_path;
  request.limits.cpu_seconds = config.limits.kill_after_seconds;  // a backstop: the deadline comes first
  request.limits.wall_seconds = config.limits.kill_after_seconds;
  request.limits.memory_bytes = config.limits.memory_bytes;
  request.limits.stack_bytes = config.limits.memory_bytes;  // deep recursion is the solution's right
  request.limits.output_bytes = config.limits.output_bytes;
  RunRecord run = spawn_and_wait(request);
  CaseOutcome outcome = classify(run, config.limits, read_file(test.answer_path), config.compare);
  if (outcome.bad_test_data) outcome.message = "bad test data in '" + test.input_path + "', " + outcome.message;
  return outcome;
}

SolutionReport judge_solution(const SolutionFile& solution, const BuildOutcome& build, const ProblemConfig& config,
                              const std::vector<TestCase>& cases, const JudgeOptions& options) {
  SolutionReport report;
  report.solution = solution;
  report.build = build;
  report.total_cases = cases.size();
  if (!build.ok) {
    report.verdict = Verdict::kCompileError;
    report.expectation = check_expectation(solution.expected, {}, false);
    return report;
  }

  bool stop_early = solution.expected != Verdict::kAccepted && !options.all_cases;
  std::vector<CaseOutcome> outcomes(cases.size());
  std::atomic<size_t> first_failure{std::numeric_limits<size_t>::max()};
  parallel_for(cases.size(), options.jobs, [&](size_t i) {
    if (stop_early && i > first_failure.load()) return;
    outcomes[i] = run_case(solution.binary, cases[i], config);
    if (outcomes[i].verdict != Verdict::kAccepted) {
      size_t seen = first_failure.load();
      while (i < seen && !first_failure.compare_exchange_weak(seen, i)) {
      }
    }
  });
  // first_failure only decreases, so every case up to its final value was run.
  size_t last = stop_early ? std::min(first_failure.load(), cases.size() - 1) : cases.size() - 1;
  for (size_t i = 0; i <= last && i < cases.size(); ++i) {
    report.results.push_back({cases[i], outcomes[i]});
    report.verdict = worst(report.verdict, outcomes[i].verdict);
    if (outcomes[i].verdict == Verdict::kJudgeError) report.judge_error = true;
  }
  report.expectation = check_expectation(solution.expected, report.results, true);
  return report;
}

}  // namespace lcjudge
