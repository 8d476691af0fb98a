#include "timing/timing.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/plural.h"
#include "judging/case_judgement.h"

namespace lcjudge {

bool ran_to_end(Verdict verdict) { return verdict == Verdict::kAccepted || verdict == Verdict::kWrongAnswer; }

std::optional<double> possible_solve_claim(const CaseOutcome& run) {
  if (!run.solve_seconds || *run.solve_seconds > run.wall_seconds) return std::nullopt;
  return run.solve_seconds;
}

namespace {

// The claims of RUNS (finished ones), summarized only if every one of them is possible.
void summarize_claims(TimedCase& timed, const std::vector<const CaseOutcome*>& runs) {
  std::vector<double> claims;
  for (const CaseOutcome* run : runs) {
    if (auto claim = possible_solve_claim(*run)) claims.push_back(*claim);
  }
  if (claims.size() == runs.size()) {
    timed.claimed_solve = summarize(claims);
  } else {
    timed.claim_note = fmt::format("the solution's own solve time left out: {} of {} claimed none, or one it "
                                   "cannot have taken (not a number, negative, or over the run's wall time)",
                                   runs.size() - claims.size(), plural(runs.size(), "run"));
  }
}

}  // namespace

TimedCase time_case(const std::string& binary, const TestCase& test, const ProblemConfig& config,
                    const TimingPolicy& policy) {
  TimedCase timed;
  RunGate gate;  // its runs are made one after the other
  timed.warmup = judge_case(binary, test, config, gate);
  timed.verdict = timed.warmup.verdict;
  timed.message = timed.warmup.message;
  timed.peak_memory_bytes = timed.warmup.peak_memory_bytes;
  auto count_work = [&](const CaseOutcome& run) {
    if (ran_to_end(run.verdict) && run.work_count) timed.work = std::min(timed.work.value_or(*run.work_count), *run.work_count);
  };
  count_work(timed.warmup);
  if (!ran_to_end(timed.warmup.verdict)) {
    if (timed.timed_out()) timed.cpu = summarize({kTimedOut});
    return timed;
  }
  if (timed.warmup.wall_seconds >= policy.self_warming_seconds) {
    timed.cpu = summarize({timed.warmup.cpu_seconds});
    summarize_claims(timed, {&timed.warmup});
    return timed;
  }
  int repetitions = planned_repetitions(timed.warmup.wall_seconds, policy.repetitions, policy.budget_seconds);
  std::vector<double> cpu;
  for (int i = 0; i < repetitions; ++i) {
    CaseOutcome run = judge_case(binary, test, config, gate);
    if (worst(timed.verdict, run.verdict) != timed.verdict) timed.verdict = run.verdict, timed.message = run.message;
    timed.peak_memory_bytes = std::max(timed.peak_memory_bytes, run.peak_memory_bytes);
    bool finished = ran_to_end(run.verdict);
    count_work(run);
    if (finished) cpu.push_back(run.cpu_seconds);
    timed.runs.push_back(std::move(run));
    if (!finished) break;  // a time-out or a crash in a repetition: more runs would not change the verdict
  }
  if (timed.timed_out()) {
    timed.cpu = summarize({kTimedOut});  // a time-out is never shown as a number
    return timed;
  }
  timed.cpu = summarize(cpu);
  std::vector<const CaseOutcome*> finished;
  for (const CaseOutcome& run : timed.runs) {
    if (ran_to_end(run.verdict)) finished.push_back(&run);
  }
  summarize_claims(timed, finished);
  return timed;
}

}  // namespace lcjudge
