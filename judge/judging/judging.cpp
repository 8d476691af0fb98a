#include "judging/judging.h"

#include <atomic>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <optional>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/parallel.h"
#include "base/scratch_folder.h"
#include "driver/protocol.h"
#include "judging/output_check.h"
#include "judging/classify.h"
#include "judging/sanitizer_report.h"
#include "process/interrupt.h"
#include "process/sandbox_client.h"

namespace lcjudge {

namespace {

// Runs of this process take the gate shared; a starved run's retry takes it alone, so that it
// runs with none of the judge's other runs beside it. A waiting retry goes first: new runs wait.
class RunGate {
 public:
  void enter_shared() {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [&] { return !alone_ && waiting_alone_ == 0; });
    ++running_;
  }
  void leave_shared() {
    std::lock_guard<std::mutex> lock(mutex_);
    --running_;
    changed_.notify_all();
  }
  void enter_alone() {
    std::unique_lock<std::mutex> lock(mutex_);
    ++waiting_alone_;
    changed_.wait(lock, [&] { return !alone_ && running_ == 0; });
    --waiting_alone_;
    alone_ = true;
  }
  void leave_alone() {
    std::lock_guard<std::mutex> lock(mutex_);
    alone_ = false;
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int running_ = 0;
  int waiting_alone_ = 0;
  bool alone_ = false;
};

RunGate& run_gate() {
  static RunGate gate;
  return gate;
}

RunRecord run_once(const std::string& binary, const std::string& input_path, const JudgeLimits& limits) {
  // A fresh empty folder for the run to start in, unless the sandbox server runs it: it starts in
  // the server's empty root.
  std::optional<ScratchFolder> scratch;
  if (!(limits.sandbox && sandbox_server_available())) {
    try {
      scratch.emplace("lcjudge-run", removed_on_interrupt());
    } catch (const JudgeFailure&) {  // the case's judge error, not the whole run's
      RunRecord failed;
      failed.internal_error = "cannot create a scratch folder in " + scratch_base().string();
      return failed;
    }
  }
  SpawnRequest request;
  if (scratch) request.working_directory = scratch->path();
  request.sandbox = limits.sandbox;
  request.argv = {std::filesystem::absolute(binary).string()};  // it starts in the scratch folder
  request.stdin_path = input_path;
  request.limits.cpu_kill_seconds = limits.kill_after_seconds;
  request.limits.cpu_seconds = limits.kill_after_seconds;  // RLIMIT_CPU: the backstop for a stuck judge
  request.limits.wall_seconds = limits.wall_seconds;
  request.limits.memory_bytes = limits.sanitized ? 0 : limits.memory_bytes;
  if (limits.sanitized) request.limits.resident_bytes = sanitized_resident_bytes(limits.memory_bytes);
  request.limits.stack_bytes = limits.memory_bytes;  // deep recursion is the solution's right
  request.limits.output_bytes = limits.output_bytes;
  return spawn_and_wait(request);
}

// The verdicts a sanitized run can change: those of runs that ended by themselves. TLE, MLE and OLE
// are the optimised build's to decide; a judge error is not the solution's.
bool worth_sanitizer_check(Verdict verdict) {
  return verdict == Verdict::kAccepted || verdict == Verdict::kWrongAnswer || verdict == Verdict::kRunTimeError;
}

}  // namespace

JudgeLimits sanitized_limits(const JudgeLimits& limits) {
  JudgeLimits sanitized = limits;
  sanitized.sanitized = true;
  set_time_limit(sanitized, limits.time_limit_seconds * kSanitizerSlowdown + 1);
  return sanitized;
}

void check_with_sanitizers(CaseOutcome& outcome, const std::string& sanitized_binary, const std::string& source,
                           const TestCase& test, const ProblemConfig& config) {
  if (sanitized_binary.empty() || !worth_sanitizer_check(outcome.verdict)) return;
  const JudgeLimits limits = sanitized_limits(config.limits);
  RunRecord run = run_solution(sanitized_binary, test.input_path, limits);
  if (!run.internal_error.empty()) {
    outcome.verdict = Verdict::kJudgeError;
    outcome.message = "cannot run the sanitized build: " + run.internal_error;
    return;
  }
  if (run.exited && run.exit_code == 0) return;  // nothing found: the optimised run's verdict stands
  auto report = parse_sanitizer_report(run.stderr_text);
  bool stopped_at_limit = run.killed_at_deadline || run.killed_at_cpu_limit || run.killed_at_memory_limit ||
                          (run.exited && run.exit_code == protocol::kOutOfMemoryExit) ||
                          (run.exited && run.exit_code == protocol::kSanitizerExit && report && report->memory_cap);
  if (stopped_at_limit) {
    // Slower and larger under the sanitizers, not wrong: the optimised run's verdict stands.
    std::string note = "[sanitized run stopped at its limit, not checked]";
    outcome.message = outcome.message.empty() ? note : outcome.message + " " + note;
    return;
  }
  const bool finding = run.exited && run.exit_code == protocol::kSanitizerExit && report;
  // A run that failed already keeps its own reason unless the sanitizer has a better one.
  if (outcome.verdict == Verdict::kRunTimeError && !finding) return;
  outcome.verdict = Verdict::kRunTimeError;
  outcome.claimed_bad_input.reset();
  if (finding) {
    outcome.message = describe_sanitizer_finding(*report, sanitized_binary, source);
  } else {
    // Its end in classify's words (a signal, a forbidden call, an uncaught exception); its output
    // was the optimised build's to judge.
    CaseOutcome ended =
        classify(run, limits, [](const std::string&) { return OutputJudgement{Verdict::kAccepted, ""}; });
    outcome.message = "the sanitized build: " + ended.message;
  }
}

bool looks_starved(const RunRecord& run, const JudgeLimits& limits) {
  // A run that sleeps or blocks uses almost no CPU, and load changes nothing for it; one that was
  // computing but got too little of the CPU to finish may well pass on a quiet machine.
  bool computing = run.cpu_seconds >= kStarvedCpuShare * run.wall_seconds;
  if (run.killed_at_deadline) return computing && run.cpu_seconds < limits.time_limit_seconds;
  return run.killed_at_cpu_limit && run.wall_seconds > 2 * run.cpu_seconds;
}

bool just_over_the_limit(const RunRecord& run, const JudgeLimits& limits) {
  // A run the judge stopped at its CPU kill point did not finish: however close that point is to
  // the limit (judge compare stops runs at 1.05x it), a second run could only be stopped again.
  return !run.killed_at_cpu_limit && run.cpu_seconds > limits.time_limit_seconds &&
         run.cpu_seconds <= limits.time_limit_seconds * (1 + kNearLimitShare);
}

RunRecord run_solution(const std::string& binary, const std::string& input_path, const JudgeLimits& limits,
                       bool* retried_alone) {
  if (retried_alone) *retried_alone = false;
  RunGate& gate = run_gate();
  gate.enter_shared();
  RunRecord run = run_once(binary, input_path, limits);
  gate.leave_shared();
  if (!looks_starved(run, limits) && !just_over_the_limit(run, limits)) return run;
  // Once only: what it does alone is its verdict.
  gate.enter_alone();
  run = run_once(binary, input_path, limits);
  gate.leave_alone();
  if (retried_alone) *retried_alone = true;
  return run;
}

CaseOutcome run_case(const std::string& binary, const TestCase& test, const ProblemConfig& config,
                     const InputCheck& check_input) {
  bool retried_alone = false;
  RunRecord run = run_solution(binary, test.input_path, config.limits, &retried_alone);
  // An answer that vanished since the cases were found is a judge error, not an empty answer.
  std::optional<std::string> answer;
  try {
    answer = read_file(test.answer_path);
  } catch (const JudgeFailure& e) {
    if (run.internal_error.empty()) run.internal_error = e.what();
  }
  CaseOutcome outcome = classify(run, config.limits, [&](const std::string& output) {
    return judge_output(config, test.input_path, test.answer_path, answer.value_or(""), output);
  });
  if (outcome.claimed_bad_input && check_input) {
    // Only the judge's own check may blame the data; the solution's word is an RTE otherwise.
    if (auto reason = check_input(test)) {
      outcome.verdict = Verdict::kJudgeError;
      outcome.bad_test_data = true;
      outcome.message = *reason;
    }
  }
  if (outcome.bad_test_data) outcome.message = "bad test data in '" + test.input_path + "', " + outcome.message;
  if (retried_alone) outcome.message += " [judged again alone after a starved first run]";
  return outcome;
}

SolutionReport judge_solution(const SolutionFile& solution, const Expectation& expectation, const BuildOutcome& build,
                              const ProblemConfig& config, const std::vector<TestCase>& cases,
                              const JudgeOptions& options) {
  SolutionReport report;
  report.solution = solution;
  report.build = build;
  report.total_cases = cases.size();
  if (!build.ok) {
    report.verdict = Verdict::kCompileError;
    report.expectation = check_expectation(expectation, {}, false);
    return report;
  }

  std::vector<size_t> chosen;  // indices into cases
  for (size_t i = 0; i < cases.size(); ++i) {
    if ((options.pair_offset + i) % options.shard_count == options.shard_index) chosen.push_back(i);
  }
  // Cases run in parallel but are looked at in case order: once the first k results settle the
  // expectation, no case past k starts, so what is reported does not depend on -j.
  bool stop_early = solution.expected != Verdict::kAccepted && !options.all_cases && options.shard_count == 1;
  std::vector<CaseResult> results(chosen.size());
  std::vector<bool> done(chosen.size(), false);
  std::mutex mutex;
  size_t prefix = 0;  // results[0, prefix) are all done
  std::vector<CaseResult> judged;
  std::atomic<size_t> stop_after{chosen.size()};
  parallel_for(chosen.size(), options.jobs, [&](size_t k) {
    if (stop_early && k >= stop_after.load()) return;
    const TestCase& test = cases[chosen[k]];
    CaseResult result{test, run_case(solution.binary, test, config, options.check_input)};
    check_with_sanitizers(result.outcome, build.sanitized_binary, solution.source, test, config);
    std::lock_guard<std::mutex> lock(mutex);
    results[k] = std::move(result);
    done[k] = true;
    while (prefix < chosen.size() && done[prefix] && prefix < stop_after.load()) {
      judged.push_back(results[prefix++]);
      if (stop_early && is_settled(expectation, judged)) stop_after = prefix;
    }
  });
  for (const auto& result : judged) {
    report.verdict = worst(report.verdict, result.outcome.verdict);
    if (result.outcome.verdict == Verdict::kJudgeError) report.judge_error = true;
  }
  report.results = std::move(judged);
  report.expectation = check_expectation(expectation, report.results, true);
  return report;
}

}  // namespace lcjudge
