// Timing statistics: medians, spreads and repetition plans, with time-outs kept apart from numbers.
#include <gtest/gtest.h>

#include <cmath>

#include "timing/measure.h"

namespace lcjudge {
namespace {

TEST(MeasureTest, EmptySamplesSummarizeToZero) {
  TimingSummary summary = summarize({});
  EXPECT_EQ(summary.count, 0u);
  EXPECT_EQ(summary.median, 0);
  EXPECT_EQ(summary.spread, 0);
}

TEST(MeasureTest, OneSampleHasNoSpread) {
  TimingSummary summary = summarize({0.5});
  EXPECT_EQ(summary.median, 0.5);
  EXPECT_EQ(summary.min, 0.5);
  EXPECT_EQ(summary.spread, 0);
  EXPECT_EQ(format_spread(summary), "");
}

TEST(MeasureTest, MedianOfOddCountIsTheMiddle) {
  TimingSummary summary = summarize({3, 1, 2, 5, 4});
  EXPECT_EQ(summary.median, 3);
  EXPECT_EQ(summary.min, 1);
  EXPECT_EQ(summary.max, 5);
  EXPECT_EQ(summary.mad, 1);  // deviations 0 1 1 2 2
  EXPECT_DOUBLE_EQ(summary.spread, 1.0 / 3);
}

TEST(MeasureTest, MedianOfEvenCountAveragesTheMiddleTwo) { EXPECT_EQ(median_of({4, 1, 3, 2}), 2.5); }

TEST(MeasureTest, OneSlowOutlierMovesNeitherMedianNorSpread) {
  TimingSummary summary = summarize({1.00, 1.01, 0.99, 1.00, 9.0});
  EXPECT_EQ(summary.median, 1.00);
  EXPECT_LE(summary.spread, 0.011);
  EXPECT_FALSE(is_wide(summary));
}

TEST(MeasureTest, NoisySamplesAreWide) {
  TimingSummary summary = summarize({1.0, 1.3, 0.7, 1.2, 0.8});
  EXPECT_TRUE(is_wide(summary));
  EXPECT_EQ(format_spread(summary), "±20%");
}

TEST(MeasureTest, MedianIsATimeOutOnceHalfTimedOut) {
  EXPECT_EQ(median_of({0.1, kTimedOut, 0.2}), 0.2);
  EXPECT_TRUE(std::isinf(median_of({0.1, kTimedOut, kTimedOut})));
  EXPECT_TRUE(std::isinf(median_of({0.1, kTimedOut})));  // no average with infinity
  EXPECT_FALSE(std::isnan(median_of({kTimedOut, kTimedOut})));
}

TEST(MeasureTest, TimedOutSummaryIsNeverANumber) {
  TimingSummary summary = summarize({kTimedOut});
  EXPECT_TRUE(std::isinf(summary.median));
  EXPECT_EQ(format_duration(summary.median), "> TL");
  EXPECT_EQ(format_spread(summary), "");
}

TEST(MeasureTest, RepetitionsFitTheBudget) {
  EXPECT_EQ(planned_repetitions(0.001, 5, 1.0), 5);  // quick: as asked
  EXPECT_EQ(planned_repetitions(0.3, 5, 1.0), 3);
  EXPECT_EQ(planned_repetitions(1.8, 5, 1.0), 1);    // slow: one, never zero
  EXPECT_EQ(planned_repetitions(0, 5, 1.0), 5);
  EXPECT_EQ(planned_repetitions(0.1, 1, 1.0), 1);
}

TEST(MeasureTest, DurationsInReadableUnits) {
  EXPECT_EQ(format_duration(12.3e-6), "12.3 µs");
  EXPECT_EQ(format_duration(4.56e-3), "4.56 ms");
  EXPECT_EQ(format_duration(1.5), "1.5 s");
}

}  // namespace
}  // namespace lcjudge
