// The time left, on a fake clock: it counts down steadily, follows a lasting change of pace within
// minutes, and never jumps by minutes when the cost of a step changes.
#include "base/remaining_time.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace lcjudge {
namespace {

struct Sample {
  double elapsed, plain, shown;
};

// Steps of the given costs (seconds each, in order), the estimate asked for every 0.1 s.
std::vector<Sample> run(const std::vector<std::pair<int, double>>& phases) {
  double total = 0;
  for (const auto& [steps, cost] : phases) total += steps;
  RemainingTime remaining;
  std::vector<Sample> samples;
  double elapsed = 0, done = 0, next_look = 0;
  for (const auto& [steps, cost] : phases) {
    for (int i = 0; i < steps; ++i) {
      // Looked at while the step runs: DONE steps done so far.
      for (; next_look < elapsed + cost; next_look += 0.1) {
        if (auto shown = remaining.update(next_look, done, total)) {
          samples.push_back({next_look, done > 0 ? next_look / done * (total - done) : 0, *shown});
        }
      }
      elapsed += cost;
      done += 1;
    }
  }
  return samples;
}

// The largest change of the shown (or plain) estimate beyond the clock's countdown, within any
// window of WINDOW seconds.
double largest_jump(const std::vector<Sample>& samples, double window, bool plain) {
  double largest = 0;
  for (size_t i = 0; i < samples.size(); ++i) {
    for (size_t j = i + 1; j < samples.size() && samples[j].elapsed - samples[i].elapsed <= window; ++j) {
      double before = plain ? samples[i].plain : samples[i].shown, after = plain ? samples[j].plain : samples[j].shown;
      double counted_down = before - (samples[j].elapsed - samples[i].elapsed);
      largest = std::max(largest, std::fabs(after - counted_down));
    }
  }
  return largest;
}

TEST(RemainingTimeTest, NothingBeforeAFewSecondsOrAStepDone) {
  RemainingTime remaining;
  EXPECT_FALSE(remaining.update(1, 5, 100).has_value());
  EXPECT_FALSE(remaining.update(10, 0, 100).has_value());
  EXPECT_TRUE(remaining.update(10, 5, 100).has_value());
}

TEST(RemainingTimeTest, ASteadyPaceIsEstimatedExactly) {
  std::vector<Sample> samples = run({{600, 0.5}});
  ASSERT_FALSE(samples.empty());
  // Within a step the plain estimate saws (the clock runs, the count stands still): once a few
  // dozen steps are done that is a few percent.
  for (const auto& sample : samples) {
    if (sample.elapsed >= 30) {
      EXPECT_NEAR(sample.shown, 300 - sample.elapsed, (300 - sample.elapsed) / 20 + 1) << sample.elapsed;
    }
  }
}

TEST(RemainingTimeTest, CheapStepsThenCostlyOnesDoNotJumpTheEstimateByMinutes) {
  // 20 quick steps, one of 30 s (a screening of time-outs), 2000 timing runs of 50 ms, then 400 sweep
  // runs of 4 s: 163 s, then 1600 s. The plain estimate (elapsed / done x left) leaps by more than
  // ten minutes within ten seconds while the slow step runs.
  std::vector<Sample> samples = run({{20, 0.1}, {1, 30}, {2000, 0.05}, {400, 4.0}});
  EXPECT_GT(largest_jump(samples, 10, true), 600);
  double jump = largest_jump(samples, 10, false);
  EXPECT_LT(jump, 120) << "the shown estimate moved " << jump << " s within 10 s";
  // And it follows the lasting change: 15 minutes after the change, within a fifth of the truth.
  for (const auto& sample : samples) {
    if (sample.elapsed < 132 + 900) continue;
    double truth = 1732 - sample.elapsed;
    EXPECT_NEAR(sample.shown, truth, truth / 5 + 5) << sample.elapsed;  // and a step
  }
}

TEST(RemainingTimeTest, StepsSkippedAtOnceDoNotDropTheEstimateByMinutes) {
  // A solution that leaves the cap skips its remaining sweep steps: done leaps from 100 to 900 of
  // 1000 with 1 s steps, and the plain estimate falls from about 15 minutes to seconds.
  RemainingTime remaining;
  double shown = 0;
  for (int step = 1; step <= 100; ++step) shown = remaining.update(step, step, 1000).value_or(0);
  ASSERT_NEAR(shown, 900, 1);
  double after = *remaining.update(101, 900, 1000);
  EXPECT_GT(after, 899 / std::exp(1 / RemainingTime::kSettleSeconds) - 1);  // one second's worth
  EXPECT_LT(*remaining.update(101, 900, 1000), 900);
}

TEST(RemainingTimeTest, DoneIsZeroLeft) {
  RemainingTime remaining;
  remaining.update(5, 1, 10);
  EXPECT_EQ(remaining.update(6, 10, 10), 0);
}

}  // namespace
}  // namespace lcjudge
