// A sweep's curves less the solution's start-up: the start-up is never more than a run of the
// sweep took, so an empty-input measure inflated by a burst of load hides no curve.
#include "timing/sweep.h"

#include <gtest/gtest.h>

#include <cmath>

namespace lcjudge {
namespace {

// Whole-run CPU times of a cubic solve over a 0.4 ms start-up, n = 20, 40, ..., 200.
FamilySweep cubic_runs(double start_up) {
  FamilySweep family;
  family.family = "random-dense";
  for (double n = 20; n <= 200; n += 20) family.curve.push_back({n, start_up + 3e-9 * n * n * n});
  return family;
}

TEST(SweepStartUpTest, TheEmptyInputsStartUpIsTakenOffAndTheRestFitted) {
  SolutionSweep sweep;
  sweep.families.push_back(cubic_runs(4e-4));
  take_off_start_up(sweep, 4e-4);
  EXPECT_DOUBLE_EQ(sweep.start_up_seconds, 4e-4);
  EXPECT_NEAR(sweep.families[0].curve.back().value, 3e-9 * 200 * 200 * 200, 1e-12);
  ASSERT_EQ(sweep.families[0].fit.model, GrowthModel::kPowerLaw);
  EXPECT_NEAR(sweep.families[0].fit.exponent, 3.0, 0.05);
}

// 1.2 ms measured on the empty input while the machine was busy, above every run of the sweep
// (its least 0.42 ms): the start-up is at most that least run, and the curve is still there.
TEST(SweepStartUpTest, AStartUpAboveARunOfTheSweepIsCappedByIt) {
  SolutionSweep sweep;
  sweep.families.push_back(cubic_runs(4e-4));
  const double least_run = sweep.families[0].curve.front().value;
  take_off_start_up(sweep, 1.2e-3);
  EXPECT_DOUBLE_EQ(sweep.start_up_seconds, least_run);
  size_t above = 0;
  for (const auto& point : sweep.families[0].curve) above += point.value > kWithinStartUpSeconds;
  EXPECT_EQ(above, sweep.families[0].curve.size() - 1);  // all but the least run itself
  EXPECT_NE(sweep.families[0].fit.model, GrowthModel::kNone) << sweep.families[0].fit.reason;
}

TEST(SweepStartUpTest, NoRunLeavesTheEmptyInputsStartUp) {
  SolutionSweep sweep;
  sweep.families.push_back(FamilySweep{});
  take_off_start_up(sweep, 5e-4);
  EXPECT_DOUBLE_EQ(sweep.start_up_seconds, 5e-4);
}

}  // namespace
}  // namespace lcjudge
