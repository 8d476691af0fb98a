// Which runs the load may have spoiled: the same run looks the same at load 1 and at load 8.
#include "judging/fair_run.h"

#include <gtest/gtest.h>

#include "problem/config.h"

namespace lcjudge {
namespace {

// Stopped idle at the deadline: 0.3 s of CPU, then asleep; on a loaded machine the same run spent
// 4 s more waiting for a CPU, so its wall time is longer, and it looks starved all the same.
TEST(FairRunTest, AComputingRunStoppedIdleLooksStarvedWhateverTheWaitForACpu) {
  JudgeLimits limits;
  set_time_limit(limits, 0.5);
  RunRecord run;
  run.killed_at_deadline = true;
  run.cpu_seconds = 0.3;
  for (double waited : {0.0, 4.0}) {
    run.wall_seconds = run.cpu_seconds + limits.wall_seconds + waited;
    EXPECT_TRUE(looks_starved(run, limits)) << waited;
  }
  run.cpu_seconds = 0.01;  // asleep almost from the start: no load would change it
  run.wall_seconds = run.cpu_seconds + limits.wall_seconds;
  EXPECT_FALSE(looks_starved(run, limits));
  run.cpu_seconds = 0.6;  // past the limit already: TLE on any machine
  EXPECT_FALSE(looks_starved(run, limits));
}

}  // namespace
}  // namespace lcjudge
