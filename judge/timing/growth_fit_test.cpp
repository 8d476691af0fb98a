// Fitting growth: exact power laws and exponentials are recognised with their parameters, and the
// fit refuses to guess from too few sizes.
#include <gtest/gtest.h>

#include <cmath>

#include "timing/growth_fit.h"

namespace lcjudge {
namespace {

std::vector<SizeTime> power_law(double c, double k, std::vector<double> sizes) {
  std::vector<SizeTime> points;
  for (double n : sizes) points.push_back({n, c * std::pow(n, k)});
  return points;
}

std::vector<SizeTime> exponential(double c, double b, std::vector<double> sizes) {
  std::vector<SizeTime> points;
  for (double n : sizes) points.push_back({n, c * std::pow(b, n)});
  return points;
}

TEST(GrowthFitTest, LineThroughTwoPointsIsExact) {
  LineFit fit = fit_line({1, 3}, {2, 6});
  EXPECT_DOUBLE_EQ(fit.slope, 2);
  EXPECT_DOUBLE_EQ(fit.intercept, 0);
  EXPECT_DOUBLE_EQ(fit.r_squared, 1);
}

TEST(GrowthFitTest, LineNeedsTwoDistinctX) {
  LineFit fit = fit_line({2, 2, 2}, {1, 2, 3});
  EXPECT_EQ(fit.slope, 0);
  EXPECT_EQ(fit.r_squared, 0);
}

TEST(GrowthFitTest, NoisyLineHasRSquaredBelowOne) {
  LineFit fit = fit_line({1, 2, 3, 4}, {1, 3, 2, 4});
  EXPECT_GT(fit.r_squared, 0.5);
  EXPECT_LT(fit.r_squared, 1);
}

TEST(GrowthFitTest, EmptyAndTooFewSizesGiveNoFit) {
  EXPECT_EQ(fit_growth({}).model, GrowthModel::kNone);
  GrowthFit fit = fit_growth(power_law(1e-6, 2, {4, 8}));
  EXPECT_EQ(fit.model, GrowthModel::kNone);
  EXPECT_NE(describe_growth(fit).find("too few sizes"), std::string::npos);
}

TEST(GrowthFitTest, ExactCubeGivesExponentThree) {
  GrowthFit fit = fit_growth(power_law(1e-8, 3, {16, 20, 25, 32, 50, 64, 100, 128, 200}));
  ASSERT_EQ(fit.model, GrowthModel::kPowerLaw);
  EXPECT_NEAR(fit.exponent, 3, 1e-9);
  EXPECT_NEAR(fit.coefficient, 1e-8, 1e-14);
  EXPECT_NEAR(fit.r_squared, 1, 1e-12);
  EXPECT_LT(fit.exponential_r_squared, fit.power_r_squared);
  EXPECT_NEAR(predicted_seconds(fit, 10), 1e-5, 1e-12);
  EXPECT_EQ(describe_growth(fit), "n^3.00 (R² 1.00, n 16..200)");
}

TEST(GrowthFitTest, ExponentialDataPicksExponential) {
  GrowthFit fit = fit_growth(exponential(1e-6, 2.5, {4, 5, 6, 7, 8, 9, 10, 11}));
  ASSERT_EQ(fit.model, GrowthModel::kExponential);
  EXPECT_NEAR(fit.base, 2.5, 1e-9);
  EXPECT_NEAR(fit.r_squared, 1, 1e-12);
  EXPECT_LT(fit.power_r_squared, 1);
  EXPECT_NEAR(predicted_seconds(fit, 12), 1e-6 * std::pow(2.5, 12), 1e-9);
}

TEST(GrowthFitTest, NearTieGoesToThePowerLaw) {
  // Slow growth over a short range: both models fit about equally; the milder claim wins.
  GrowthFit fit = fit_growth(power_law(1e-4, 1, {30, 32, 34, 36}));
  EXPECT_GE(1 - fit.exponential_r_squared, kExponentialResidualRatio * (1 - fit.power_r_squared));
  EXPECT_EQ(fit.model, GrowthModel::kPowerLaw);
}

TEST(GrowthFitTest, AnExponentialOverAShortRangeIsNotTakenForASteepPower) {
  // 3^n on n = 11..19 with a little noise: n^k fits it to R² of about 0.99 with k near 15, but the
  // exponential leaves far less unexplained.
  std::vector<SizeTime> points = exponential(1e-9, 3, {11, 12, 13, 14, 15, 16, 17, 18, 19});
  for (size_t i = 0; i < points.size(); ++i) points[i].seconds *= i % 2 ? 1.15 : 0.87;
  GrowthFit fit = fit_growth(points);
  EXPECT_GT(fit.power_r_squared, 0.97);
  EXPECT_EQ(fit.model, GrowthModel::kExponential);
  EXPECT_NEAR(fit.base, 3, 0.1);
}

TEST(GrowthFitTest, TimesBelowTheFloorAreLeftOutWhenEnoughRemain) {
  // The fixed cost of a call flattens the small sizes; the fit follows the large ones.
  std::vector<SizeTime> points = power_law(1e-9, 3, {32, 64, 128, 200});
  points.insert(points.begin(), {{4, 2e-6}, {8, 2.1e-6}, {16, 5e-6}});
  GrowthFit fit = fit_growth(points);
  ASSERT_EQ(fit.model, GrowthModel::kPowerLaw);
  EXPECT_NEAR(fit.exponent, 3, 1e-9);
  EXPECT_EQ(fit.first_size, 32);
  EXPECT_EQ(fit.points, 4u);
}

TEST(GrowthFitTest, AllTinyTimesAreStillFitted) {
  GrowthFit fit = fit_growth(power_law(1e-8, 1, {4, 8, 16}));
  EXPECT_EQ(fit.model, GrowthModel::kPowerLaw);
  EXPECT_EQ(fit.points, 3u);
}

TEST(GrowthFitTest, NonPositiveAndInfiniteTimesAreIgnored) {
  std::vector<SizeTime> points = power_law(1e-6, 2, {10, 20, 40});
  points.push_back({80, 0});
  points.push_back({160, INFINITY});
  GrowthFit fit = fit_growth(points);
  EXPECT_EQ(fit.points, 3u);
  EXPECT_EQ(fit.last_size, 40);
}

}  // namespace
}  // namespace lcjudge
