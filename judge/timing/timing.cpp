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

TimedCase start_timing(const BuiltSolution& program, const TestCase& test, const ProblemConfig& config, RunGate& gate) {
  TimedCase timed;
  timed.warmup = judge_case(program, test, config, gate);
  timed.verdict = timed.warmup.verdict;
  timed.message = timed.warmup.message;
  timed.peak_memory_bytes = timed.warmup.peak_memory_bytes;
  if (ran_to_end(timed.warmup.verdict) && timed.warmup.work_count) timed.work = *timed.warmup.work_count;
  return timed;
}

int planned_runs(const TimedCase& timed, const TimingPolicy& policy) {
  if (!ran_to_end(timed.warmup.verdict) || timed.warmup.wall_seconds >= policy.self_warming_seconds) return 0;
  return planned_repetitions(timed.warmup.wall_seconds, policy.repetitions, policy.budget_seconds);
}

bool record_run(TimedCase& timed, CaseOutcome run) {
  if (worst(timed.verdict, run.verdict) != timed.verdict) timed.verdict = run.verdict, timed.message = run.message;
  timed.peak_memory_bytes = std::max(timed.peak_memory_bytes, run.peak_memory_bytes);
  bool finished = ran_to_end(run.verdict);
  if (finished && run.work_count) timed.work = std::min(timed.work.value_or(*run.work_count), *run.work_count);
  timed.runs.push_back(std::move(run));
  return finished;  // a time-out or a crash in a repetition: more runs would not change the verdict
}

void finish_timing(TimedCase& timed) {
  if (timed.timed_out()) {
    timed.cpu = summarize({kTimedOut});  // a time-out is never shown as a number
    return;
  }
  if (!ran_to_end(timed.warmup.verdict)) return;
  if (timed.runs.empty()) {  // the warm-up was long enough to be the measurement itself
    timed.cpu = summarize({timed.warmup.cpu_seconds});
    summarize_claims(timed, {&timed.warmup});
    return;
  }
  std::vector<double> cpu;
  std::vector<const CaseOutcome*> finished;
  for (const CaseOutcome& run : timed.runs) {
    if (!ran_to_end(run.verdict)) continue;
    cpu.push_back(run.cpu_seconds);
    finished.push_back(&run);
  }
  timed.cpu = summarize(cpu);
  summarize_claims(timed, finished);
}

TimedCase time_case(const BuiltSolution& program, const TestCase& test, const ProblemConfig& config,
                    const TimingPolicy& policy) {
  RunGate gate;  // its runs are made one after the other
  TimedCase timed = start_timing(program, test, config, gate);
  const int repetitions = planned_runs(timed, policy);
  for (int i = 0; i < repetitions; ++i) {
    if (!record_run(timed, judge_case(program, test, config, gate))) break;
  }
  finish_timing(timed);
  return timed;
}

}  // namespace lcjudge
