// Several programs timed on one case side by side: each one's warm-up, then their timed runs in
// rounds, a run of each program a round, one run at a time. A change of the machine's load while
// the case is timed (another job starting on a shared machine) then reaches every program alike
// rather than the ones timed in its minute, which matters most where one time is taken off
// another (a solution less its language's baseline, baseline.h).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "problem/config.h"
#include "problem/testcases.h"
#include "timing/timing.h"

namespace lcjudge {

struct InterleavedEntrant {
  const BuiltSolution* program = nullptr;
  const ProblemConfig* config = nullptr;  // its limits (each language has its own)
};

// Each entrant's timing of TEST as time_case makes it (the same warm-up and the same number of
// runs under POLICY), in ENTRANTS' order. ON_RUN is told each run's entrant and wall seconds, as
// it ends.
std::vector<TimedCase> time_interleaved(const std::vector<InterleavedEntrant>& entrants, const TestCase& test,
                                         const TimingPolicy& policy,
                                         const std::function<void(size_t entrant, double wall_seconds)>& on_run = {});

}  // namespace lcjudge
