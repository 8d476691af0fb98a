#include "judging/judging.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/parallel.h"
#include "base/scratch_folder.h"
#include "base/terminal_escape.h"
#include "driver/protocol.h"
#include "judging/case_board.h"
#include "judging/classify.h"
#include "judging/output_check.h"
#include "judging/sanitizer_report.h"
#include "process/interrupt.h"
#include "process/run_lane.h"
#include "process/sandbox.h"
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
  // enter_shared, unless it would have to wait: for a run sent ahead, which must not be waited
  // for while the thread holds an earlier one (a retry waiting alone would wait for that one).
  bool try_enter_shared() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (alone_ || waiting_alone_ > 0) return false;
    ++running_;
    return true;
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

// The request for a run of BINARY on INPUT_PATH under LIMITS, started in WORKING_DIRECTORY
// (empty: where the sandbox server runs it, its empty root).
SpawnRequest run_request(const std::string& binary, const std::string& input_path, const JudgeLimits& limits,
                         const std::string& working_directory) {
  SpawnRequest request;
  request.working_directory = working_directory;
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
  request.limits.descriptors = kRunDescriptors;  // pipes' buffers are memory outside the limit
  return request;
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
  return spawn_and_wait(run_request(binary, input_path, limits, scratch ? scratch->path() : ""));
}

bool worth_run_alone(const RunRecord& run, const JudgeLimits& limits) {
  return looks_starved(run, limits) || just_over_the_limit(run, limits);
}

// A run again, with none of this process's other runs beside it. The calling thread holds none.
RunRecord run_alone(const std::string& binary, const std::string& input_path, const JudgeLimits& limits) {
  RunGate& gate = run_gate();
  gate.enter_alone();
  RunRecord run = run_once(binary, input_path, limits);
  gate.leave_alone();
  return run;
}

// What RUN of TEST means (RETRIED_ALONE: it is the run made alone after a starved one).
CaseOutcome judge_run(RunRecord run, bool retried_alone, const TestCase& test, const ProblemConfig& config,
                      const InputCheck& check_input) {
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
  if (outcome.verdict == Verdict::kWrongAnswer) outcome.found_answer = run.answer_text.substr(0, kKeptFoundAnswer);
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

// The verdicts a sanitized run can change: those of runs that ended by themselves. TLE, MLE and OLE
// are the optimised build's to decide; a judge error is not the solution's.
bool worth_sanitizer_check(Verdict verdict) {
  return verdict == Verdict::kAccepted || verdict == Verdict::kWrongAnswer || verdict == Verdict::kRunTimeError;
}

// One judging thread: claims cases and judges them until none is left. Through the sandbox
// server (RunLane::sends_ahead) the next case's run is sent before this one's output is judged,
// so that the server starts it at once; a run that must be made alone, or the sanitized run,
// waits until the run sent ahead has come back, so that this thread never holds a run while it
// waits for the gate. A run of a case past an early stop is stopped when the stop is seen, also
// while this thread waits for it (the stop set by another thread wakes it).
void judge_claimed_cases(CaseBoard& board, const SolutionFile& solution, const BuildOutcome& build,
                         const ProblemConfig& config, const InputCheck& check_input,
                         std::atomic<int>& starved_retries) {
  RunGate& gate = run_gate();
  const JudgeLimits& limits = config.limits;
  const std::string binary = std::filesystem::absolute(solution.binary).string();  // once, not a getcwd a case
  RunLane lane(limits.sandbox);
  struct Sent {
    size_t k;
    std::optional<RunRecord> record;  // once received
  };
  std::deque<Sent> sent;
  auto send = [&](size_t k) {  // the gate is entered
    if (lane.sends_ahead()) {
      lane.send(run_request(binary, board.test(k).input_path, limits, ""));
      sent.push_back({k, std::nullopt});
    } else {
      sent.push_back({k, run_once(binary, board.test(k).input_path, limits)});
      gate.leave_shared();
    }
  };
  auto receive = [&](Sent& run) {
    if (run.record) return;
    run.record = lane.receive();
    gate.leave_shared();
  };
  auto receive_all = [&] {
    for (auto& run : sent) receive(run);
  };
  // Stops the runs still out and forgets them all.
  auto drop_sent = [&] {
    for (auto& run : sent) {
      if (!run.record) gate.leave_shared();
    }
    lane.drop_outstanding();
    sent.clear();
  };
  // False when case K fell past an early stop that another thread settled while its run was out:
  // that run (a TLE baseline's next case, say) is then not waited for.
  auto worth_waiting_for = [&](size_t k) {
    return board.stop_descriptor() < 0 || lane.wait_for_reply(board.stop_descriptor()) || board.wanted(k);
  };
  try {
    for (;;) {
      if (sent.empty()) {
        gate.enter_shared();
        std::optional<size_t> k = board.claim();
        if (!k) {
          gate.leave_shared();
          break;
        }
        send(*k);
      }
      if (lane.sends_ahead() && sent.size() == 1 && gate.try_enter_shared()) {
        if (std::optional<size_t> k = board.claim()) {
          send(*k);
        } else {
          gate.leave_shared();
        }
      }
      Sent current = std::move(sent.front());
      sent.pop_front();
      if (!current.record && !worth_waiting_for(current.k)) {
        sent.push_front(std::move(current));
        drop_sent();
        continue;  // to the next claim, which the stop refuses
      }
      receive(current);
      const TestCase& test = board.test(current.k);
      RunRecord run = std::move(*current.record);
      // A starved-looking run is run again alone kMostStarvedRetries times a solution at most: one
      // that computes a little and then sleeps looks starved on every case.
      bool starved = looks_starved(run, limits);
      bool retried_alone = just_over_the_limit(run, limits) || (starved && starved_retries++ < kMostStarvedRetries);
      if (retried_alone) {
        receive_all();
        run = run_alone(binary, test.input_path, limits);  // once only: what it does alone is its verdict
      }
      CaseResult result{test, {}};
      // Whatever judging a run throws (reading what it printed, say) is this case's judge error:
      // the solution's other cases, and the other solutions, are still judged and reported.
      auto failed = [&](const std::exception& e) {
        result.outcome = CaseOutcome{};
        result.outcome.verdict = Verdict::kJudgeError;
        result.outcome.message = "the judge failed on this case: " + escaped_first_line(e.what(), 300);
      };
      try {
        result.outcome = judge_run(std::move(run), retried_alone, test, config, check_input);
      } catch (const std::exception& e) {
        failed(e);
      }
      if (starved && !retried_alone) {
        result.outcome.message += fmt::format(" [looked starved; not judged again: the solution's {} runs alone are used]",
                                              kMostStarvedRetries);
      }
      if (!build.sanitized_binary.empty() && worth_sanitizer_check(result.outcome.verdict)) {
        receive_all();  // the lane's own failure is the run's: not caught here
        try {
          check_with_sanitizers(result.outcome, build.sanitized_binary, solution.source, test, config);
        } catch (const std::exception& e) {
          failed(e);
        }
      }
      board.publish(current.k, std::move(result));
      if (!sent.empty() && !board.wanted(sent.front().k)) drop_sent();
    }
  } catch (...) {
    drop_sent();
    board.fail();
    throw;
  }
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
  auto report = parse_sanitizer_report(run.stderr_text);
  if (run.exited && run.exit_code == 0) {
    // The exit code is the solution's to change (a death callback that exits with 0): a report on
    // stderr is a finding whatever it, and an accepted case's answer must be the sanitized run's too.
    if (report && !report->memory_cap) {
      outcome.verdict = Verdict::kRunTimeError;
      outcome.claimed_bad_input.reset();
      outcome.message = describe_sanitizer_finding(*report, sanitized_binary, source) + " (the sanitized build then exited with 0)";
      return;
    }
    if (outcome.verdict == Verdict::kAccepted) {
      std::string answer;
      try {
        answer = read_file(test.answer_path);
      } catch (const JudgeFailure&) {
        return;  // judged already: the optimised run's verdict stands
      }
      OutputJudgement judged = judge_output(config, test.input_path, test.answer_path, answer, run.answer_text);
      if (judged.verdict == Verdict::kWrongAnswer) {
        outcome.verdict = Verdict::kRunTimeError;
        outcome.message = "the sanitized build exited with 0 without the accepted answer" +
                          (judged.message.empty() ? "" : ": " + judged.message);
      }
    }
    return;  // nothing found: the optimised run's verdict stands
  }
  // Out of memory is a limit only as measured: exit 87 and a "rss limit exhausted" line are the
  // solution's to write, and a sanitized run that really ran out passed the memory limit (its cap
  // is twice that and more) before it did.
  bool said_out_of_memory = run.exited && (run.exit_code == protocol::kOutOfMemoryExit ||
                                           (run.exit_code == protocol::kSanitizerExit && report && report->memory_cap));
  bool stopped_at_limit = run.killed_at_deadline || run.killed_at_cpu_limit || run.killed_at_memory_limit ||
                          (said_out_of_memory && run.peak_memory_bytes >= config.limits.memory_bytes);
  if (stopped_at_limit) {
    // Slower and larger under the sanitizers, not wrong: the optimised run's verdict stands.
    std::string note = "[sanitized run stopped at its limit, not checked]";
    outcome.message = outcome.message.empty() ? note : outcome.message + " " + note;
    return;
  }
  const bool finding = run.exited && run.exit_code == protocol::kSanitizerExit && report;
  // A run that failed already keeps its own reason unless the sanitizer has a better one.
  if (outcome.verdict == Verdict::kRunTimeError && !finding) return;
  if (outcome.verdict == Verdict::kWrongAnswer && !finding && run.exited && run.exit_code == protocol::kWrongResultExit) {
    return;  // the driver found the same kind of wrong answer (a copy sharing nodes): the optimised run's stands
  }
  outcome.verdict = Verdict::kRunTimeError;
  outcome.claimed_bad_input.reset();
  if (finding) {
    outcome.message = escape_untrusted(describe_sanitizer_finding(*report, sanitized_binary, source));  // its headline is the run's stderr
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
  if (!worth_run_alone(run, limits)) return run;
  if (retried_alone) *retried_alone = true;
  return run_alone(binary, input_path, limits);  // once only: what it does alone is its verdict
}

CaseOutcome run_case(const std::string& binary, const TestCase& test, const ProblemConfig& config,
                     const InputCheck& check_input) {
  bool retried_alone = false;
  RunRecord run = run_solution(binary, test.input_path, config.limits, &retried_alone);
  return judge_run(std::move(run), retried_alone, test, config, check_input);
}

namespace {

// A solution in a judge_solutions() run: its report as it fills, and the cases its threads claim.
struct SolutionInProgress {
  SolutionReport report;
  std::vector<TestCase> chosen_cases;    // this shard's
  std::unique_ptr<CaseBoard> board;      // null: it did not compile, nothing runs
  std::atomic<int> starved_retries{0};   // its starved-looking runs made again alone, of every thread
  size_t threads_done = 0;               // under the run's mutex
  bool complete = false;
};

void start_solution(const SolutionToJudge& item, SolutionInProgress& progress) {
  const JudgeOptions& options = item.options;
  progress.report.solution = *item.solution;
  progress.report.build = *item.build;
  progress.report.total_cases = item.cases->size();
  if (!item.build->ok) {
    progress.report.verdict = Verdict::kCompileError;
    progress.report.expectation = check_expectation(*item.expectation, {}, false);
    return;
  }
  for (size_t i = 0; i < item.cases->size(); ++i) {
    if ((options.pair_offset + i) % options.shard_count == options.shard_index) {
      progress.chosen_cases.push_back((*item.cases)[i]);
    }
  }
  bool stop_early = item.solution->expected != Verdict::kAccepted && !options.all_cases && options.shard_count == 1;
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

}  // namespace

std::vector<SolutionReport> judge_solutions(const std::vector<SolutionToJudge>& solutions, int jobs,
                                            const std::function<void(const SolutionReport&)>& on_report) {
  std::vector<SolutionInProgress> progress(solutions.size());
  for (size_t i = 0; i < solutions.size(); ++i) start_solution(solutions[i], progress[i]);
  const size_t threads = static_cast<size_t>(std::max(jobs, 1));
  std::mutex mutex;
  size_t reported = 0;  // progress[0, reported) went to on_report
  std::atomic<bool> failed{false};
  // Each thread judges the cases it claims, one run at a time (two at once at -j 2, and so on),
  // solution after solution; the last thread out of a solution completes it.
  parallel_for(threads, static_cast<int>(threads), [&](size_t) {
    for (size_t i = 0; i < solutions.size() && !failed; ++i) {
      const SolutionToJudge& item = solutions[i];
      if (progress[i].board) {
        try {
          judge_claimed_cases(*progress[i].board, *item.solution, *item.build, *item.config, item.options.check_input,
                              progress[i].starved_retries);
        } catch (...) {
          failed = true;
          throw;
        }
      }
      std::lock_guard<std::mutex> lock(mutex);
      if (++progress[i].threads_done < threads) continue;
      finish_solution(item, progress[i]);
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
                              const JudgeOptions& options) {
  // A solution with fewer cases than jobs needs no more threads than cases.
  int jobs = static_cast<int>(std::min(cases.size(), static_cast<size_t>(std::max(options.jobs, 1))));
  // Moved out, not copied: expectation.culprit points into the results, whose buffer a move keeps
  // and a copy would leave behind in the vector freed at the end of this statement.
  return std::move(judge_solutions({{&solution, &expectation, &build, &config, &cases, options}}, std::max(jobs, 1),
                                   [](const SolutionReport&) {})
                       .front());
}

}  // namespace lcjudge
