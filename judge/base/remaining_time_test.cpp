// The time left from an account of the work in seconds, on a fake clock: the work left, corrected
// by the measured ratio of real time to work done, and steadied only against noise.
#include "base/remaining_time.h"

#include <gtest/gtest.h>

#include <cmath>

namespace lcjudge {
namespace {

TEST(RemainingTimeTest, NothingBeforeAFewSecondsOrAnyWorkDone) {
  RemainingTime remaining;
  EXPECT_FALSE(remaining.update(1, 1, 100).has_value());
  EXPECT_FALSE(remaining.update(10, 0, 100).has_value());
  EXPECT_TRUE(remaining.update(10, 10, 100).has_value());
}

TEST(RemainingTimeTest, TheWorkLeftIsTheTimeLeftWhenTheWorkDoneTookItsOwnTime) {
  RemainingTime remaining;
  EXPECT_DOUBLE_EQ(*remaining.update(10, 10, 250), 250);
  EXPECT_DOUBLE_EQ(*remaining.update(20, 20, 240), 240);
}

TEST(RemainingTimeTest, TimeBetweenStepsStretchesTheWorkLeftByTheMeasuredRatio) {
  // 10 s of steps took 15 s: the 100 s of steps left will take 150 s.
  RemainingTime remaining;
  EXPECT_DOUBLE_EQ(*remaining.update(15, 10, 100), 150);
}

TEST(RemainingTimeTest, AJumpOfTheEstimateIsFollowedAtMostTwoSecondsASecond) {
  RemainingTime remaining;
  ASSERT_DOUBLE_EQ(*remaining.update(10, 10, 100), 100);
  // A costly step discovered: the account leaps by five minutes; the shown value follows within
  // the guard's pace, and catches up.
  double shown = *remaining.update(15, 15, 395);
  EXPECT_NEAR(shown, 100 - 5 + 5 * RemainingTime::kDriftPerSecond, 1e-9);
  for (double t = 16; t < 300; t += 1) shown = *remaining.update(t, t, 410 - t);
  EXPECT_NEAR(shown, 410 - 299, 1e-9);
}

TEST(RemainingTimeTest, ALongEstimateMovesByAFactorOfEInItsSettleTime) {
  RemainingTime remaining;
  ASSERT_DOUBLE_EQ(*remaining.update(10, 10, 3600), 3600);
  double shown = *remaining.update(20, 20, 7200);
  double counted_down = 3600 - 10;
  EXPECT_NEAR(shown, counted_down * std::exp(10 / RemainingTime::kSettleSeconds), 1e-6);
}

TEST(RemainingTimeTest, NoWorkLeftIsZeroLeft) {
  RemainingTime remaining;
  remaining.update(5, 5, 10);
  EXPECT_EQ(remaining.update(6, 15, 0), 0);
}

}  // namespace
}  // namespace lcjudge
