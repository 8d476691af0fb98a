// Several programs timed on one case side by side: every warm-up first, then the timed runs in
// rounds, one run of each program a round; a program whose warm-up timed out or answered is its
// own (no runs, a time-out never a number), and each gets the runs time_case would give it.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "tests/fixture_solutions.h"
#include "timing/interleaved_timing.h"

namespace lcjudge {
namespace {

using test_fixtures::built_program;
using test_fixtures::fixtures;

TEST(InterleavedTimingTest, TheTimedRunsGoInRoundsOneOfEachProgramARound) {
  const ProblemConfig& config = fixtures().config;
  std::vector<InterleavedEntrant> entrants = {{&built_program("accepted/add"), &config},
                                             {&built_program("wrong_answer/off_by_one"), &config},
                                             {&built_program("time_limit_exceeded/busy_loop"), &config}};
  TimingPolicy policy;
  policy.repetitions = 3;
  policy.budget_seconds = 100;  // three runs each however loaded the machine
  policy.self_warming_seconds = 50;
  std::vector<size_t> order;
  std::vector<TimedCase> timings =
      time_interleaved(entrants, fixtures().sample, policy, [&](size_t e, double) { order.push_back(e); });
  // The warm-ups, then three rounds of the two that ran to the end; the time-out has no runs.
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2, 0, 1, 0, 1, 0, 1}));
  ASSERT_EQ(timings.size(), 3u);
  EXPECT_EQ(timings[0].verdict, Verdict::kAccepted);
  EXPECT_EQ(timings[0].runs.size(), 3u);
  EXPECT_EQ(timings[0].cpu.count, 3u);
  EXPECT_EQ(timings[1].verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(timings[1].runs.size(), 3u);
  EXPECT_EQ(timings[2].verdict, Verdict::kTimeLimitExceeded);
  EXPECT_TRUE(timings[2].runs.empty());
  EXPECT_TRUE(std::isinf(timings[2].cpu.median));
}

TEST(InterleavedTimingTest, NoEntrantsNoRuns) {
  std::vector<size_t> order;
  EXPECT_TRUE(time_interleaved({}, fixtures().sample, TimingPolicy{}, [&](size_t e, double) { order.push_back(e); }).empty());
  EXPECT_TRUE(order.empty());
}

}  // namespace
}  // namespace lcjudge
