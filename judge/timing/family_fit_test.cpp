// Which family a solution's growth is quoted on, and whether the fit explains its blow-up.
#include "timing/family_fit.h"

#include <gtest/gtest.h>

#include <cmath>

namespace lcjudge {
namespace {

FamilySweep family(const std::string& name, std::vector<GrowthPoint> curve, const std::string& stopped_at = "",
                   double stopped_n = 0) {
  FamilySweep f;
  f.family = name;
  f.curve = std::move(curve);
  f.fit = fit_growth(f.curve);
  f.stopped_at = stopped_at;
  f.stopped_n = stopped_n;
  return f;
}

std::vector<GrowthPoint> doubling(double first_n, double last_n, double seconds_at_first) {
  std::vector<GrowthPoint> curve;
  for (double n = first_n; n <= last_n; ++n) curve.push_back({n, seconds_at_first * std::pow(2, n - first_n)});
  return curve;
}

TEST(FamilyFitTest, NoFamilyIsTheFirst) { EXPECT_EQ(choose_headline({}), 0u); }

TEST(FamilyFitTest, OfTheFamiliesLeftTheOneWithMostSizesWithinTheCap) {
  std::vector<FamilySweep> families = {
      family("dense", {{4, 1e-5}, {5, 1e-3}}, "6", 6),          // left early, two sizes
      family("smooth", doubling(4, 12, 1e-4), "13", 13),         // left late, nine sizes
      family("tiny", {{4, 1e-6}, {5, 1e-6}, {6, 1e-6}}),         // never left
  };
  EXPECT_EQ(choose_headline(families), 1u);
}

TEST(FamilyFitTest, WithinTheCapEverywhereTheSlowestAtItsLargestSize) {
  std::vector<FamilySweep> families = {
      family("small", {{4, 1e-6}, {8, 1e-5}}),
      family("large", {{16, 1e-4}, {200, 0.2}}),
      family("none", {}),
  };
  EXPECT_EQ(choose_headline(families), 1u);
}

TEST(FamilyFitTest, ATieGoesToTheFirstInThePlan) {
  std::vector<FamilySweep> families = {family("a", doubling(4, 8, 1e-3), "9", 9), family("b", doubling(4, 8, 1e-3), "9", 9)};
  EXPECT_EQ(choose_headline(families), 0u);
}

TEST(FamilyFitTest, AJumpTheFitPredictsAgrees) {
  // 2^n up to 1.024 s at n = 14, over a 2 s cap at 15: the fit predicts 2x, at least 1.95x seen.
  FamilySweep f = family("smooth", doubling(5, 14, 2e-3), "15", 15);
  JumpCheck check = check_jump(f, 2.0);
  ASSERT_TRUE(check.applies);
  EXPECT_NEAR(check.predicted, 2.0, 1e-6);
  EXPECT_NEAR(check.observed, 2.0 / 1.024, 1e-6);
  EXPECT_TRUE(check.agrees);
}

TEST(FamilyFitTest, AJumpFarBeyondTheFitDisagrees) {
  // The same doubling, but stopped at n = 10 (32 ms): the fit puts n = 11 at 64 ms, far under 2 s.
  FamilySweep f = family("smooth", doubling(5, 10, 1e-3), "11", 11);
  JumpCheck check = check_jump(f, 2.0);
  ASSERT_TRUE(check.applies);
  EXPECT_FALSE(check.agrees);
}

TEST(FamilyFitTest, NoStopNoCheck) {
  EXPECT_FALSE(check_jump(family("smooth", doubling(5, 10, 1e-3)), 2.0).applies);
  EXPECT_FALSE(check_jump(family("none", {}, "4", 4), 2.0).applies);
}

}  // namespace
}  // namespace lcjudge
