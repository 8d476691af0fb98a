#include "timing/interleaved_timing.h"

#include <algorithm>
#include <chrono>

#include "judging/case_judgement.h"

namespace lcjudge {

std::vector<TimedCase> time_interleaved(const std::vector<InterleavedEntrant>& entrants, const TestCase& test,
                                         const TimingPolicy& policy,
                                         const std::function<void(size_t entrant, double wall_seconds)>& on_run) {
  RunGate gate;  // the runs are made one after the other
  auto timed_run = [&](size_t e, const std::function<void()>& run) {
    auto started = std::chrono::steady_clock::now();
    run();
    if (on_run) on_run(e, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  };
  std::vector<TimedCase> timings(entrants.size());
  std::vector<int> planned(entrants.size());
  for (size_t e = 0; e < entrants.size(); ++e) {
    timed_run(e, [&] { timings[e] = start_timing(*entrants[e].program, test, *entrants[e].config, gate); });
    planned[e] = planned_runs(timings[e], policy);
  }
  std::vector<bool> going(entrants.size(), true);
  const int rounds = entrants.empty() ? 0 : *std::max_element(planned.begin(), planned.end());
  for (int round = 0; round < rounds; ++round) {
    for (size_t e = 0; e < entrants.size(); ++e) {
      if (round >= planned[e] || !going[e]) continue;
      timed_run(e, [&] { going[e] = record_run(timings[e], judge_case(*entrants[e].program, test, *entrants[e].config, gate)); });
    }
  }
  for (auto& timing : timings) finish_timing(timing);
  return timings;
}

}  // namespace lcjudge
