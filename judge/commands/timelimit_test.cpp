// The Kattis time-limit rule: slowest accepted x 2.0, rounded up to the resolution, and the
// problem.yaml edit that stores it.
#include "commands/timelimit.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

TEST(ProposeTimeLimitTest, ZeroIsOneResolutionStep) { EXPECT_DOUBLE_EQ(propose_time_limit(0, {}), 1.0); }

TEST(ProposeTimeLimitTest, FastSolutionsGetOneSecond) { EXPECT_DOUBLE_EQ(propose_time_limit(0.047, {}), 1.0); }

TEST(ProposeTimeLimitTest, TwiceTheSlowestRoundedUp) {
  EXPECT_DOUBLE_EQ(propose_time_limit(0.6, {}), 2.0);
  EXPECT_DOUBLE_EQ(propose_time_limit(1.0, {}), 2.0);  // exactly on a step stays there
  EXPECT_DOUBLE_EQ(propose_time_limit(1.01, {}), 3.0);
}

TEST(ProposeTimeLimitTest, FinerResolution) {
  TimeLimitPolicy policy;
  policy.resolution = 0.1;
  EXPECT_NEAR(propose_time_limit(0.047, policy), 0.1, 1e-12);
  EXPECT_NEAR(propose_time_limit(0.26, policy), 0.6, 1e-12);
}

TEST(WithTimeLimitTest, ReplacesTheValueAndKeepsTheComment) {
  EXPECT_EQ(with_time_limit("method: f\ntime_limit: 1.0      # CPU seconds\nmemory_limit: 5\n", 2),
            "method: f\ntime_limit: 2      # CPU seconds\nmemory_limit: 5\n");
}

TEST(WithTimeLimitTest, FirstLine) { EXPECT_EQ(with_time_limit("time_limit: 3\n", 0.5), "time_limit: 0.5\n"); }

TEST(WithTimeLimitTest, AppendsWhenMissing) {
  EXPECT_EQ(with_time_limit("method: f", 2), "method: f\ntime_limit: 2      # CPU seconds per case\n");
}

TEST(WithTimeLimitTest, LeavesLookalikeKeysAlone) {
  EXPECT_EQ(with_time_limit("old_time_limit: 9\n", 2), "old_time_limit: 9\ntime_limit: 2      # CPU seconds per case\n");
}

}  // namespace
}  // namespace lcjudge
