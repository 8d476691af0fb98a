#include "timing/timing.h"

#include <algorithm>

#include "judging/judging.h"

namespace lcjudge {

bool ran_to_end(Verdict verdict) { return verdict == Verdict::kAccepted || verdict == Verdict::kWrongAnswer; }

TimedCase time_case(const std::string& binary, const TestCase& test, const ProblemConfig& config,
                    const TimingPolicy& policy) {
  TimedCase timed;
  timed.warmup = run_case(binary, test, config);
  timed.verdict = timed.warmup.verdict;
  timed.message = timed.warmup.message;
  timed.peak_memory_bytes = timed.warmup.peak_memory_bytes;
  auto count_work = [&](const CaseOutcome& run) {
    if (ran_to_end(run.verdict) && run.work_count) timed.work = std::min(timed.work.value_or(*run.work_count), *run.work_count);
  };
  count_work(timed.warmup);
  if (!ran_to_end(timed.warmup.verdict)) {
    if (timed.timed_out()) timed.solve = timed.cpu = summarize({kTimedOut});
    return timed;
  }
  if (timed.warmup.wall_seconds >= policy.self_warming_seconds) {
    timed.solve = summarize({timed.warmup.solve_seconds.value_or(timed.warmup.cpu_seconds)});
    timed.cpu = summarize({timed.warmup.cpu_seconds});
    return timed;
  }
  int repetitions = planned_repetitions(timed.warmup.wall_seconds, policy.repetitions, policy.budget_seconds);
  std::vector<double> solve, cpu;
  for (int i = 0; i < repetitions; ++i) {
    CaseOutcome run = run_case(binary, test, config);
    if (worst(timed.verdict, run.verdict) != timed.verdict) timed.verdict = run.verdict, timed.message = run.message;
    timed.peak_memory_bytes = std::max(timed.peak_memory_bytes, run.peak_memory_bytes);
    bool finished = ran_to_end(run.verdict);
    count_work(run);
    if (finished) {
      solve.push_back(run.solve_seconds.value_or(run.cpu_seconds));  // an old driver: CPU time is the best there is
      cpu.push_back(run.cpu_seconds);
    }
    timed.runs.push_back(std::move(run));
    if (!finished) break;  // a time-out or a crash in a repetition: more runs would not change the verdict
  }
  if (timed.timed_out()) solve = cpu = {kTimedOut};  // a time-out is never shown as a number
  timed.solve = summarize(solve);
  timed.cpu = summarize(cpu);
  return timed;
}

}  // namespace lcjudge
