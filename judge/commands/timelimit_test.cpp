// The Kattis time-limit rule: slowest accepted x 2.0, rounded up to the resolution, and the
// problem.yaml edit that stores it.
#include "commands/timelimit.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

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

// A report as judge_solution returns it: two cases, the second timed out and is the culprit.
SolutionReport timed_out_report() {
  SolutionReport report;
  for (const char* id : {"secret/1", "secret/2"}) {
    CaseResult result;
    result.test.id = id;
    result.outcome.verdict = Verdict::kAccepted;
    report.results.push_back(result);
  }
  report.results[1].outcome.verdict = Verdict::kTimeLimitExceeded;
  report.results[1].outcome.message = "time limit 1.00 s exceeded, a message long enough to live on the heap";
  report.verdict = Verdict::kTimeLimitExceeded;
  report.expectation.ok = true;
  report.expectation.culprit = &report.results[1];
  return report;
}

TEST(TimeoutCheckDetailTest, NamesTheCaseThatTimedOut) {
  SolutionReport report = timed_out_report();
  EXPECT_EQ(timeout_check_detail(report, true),
            "TLE on secret/2: time limit 1.00 s exceeded, a message long enough to live on the heap");
}

TEST(TimeoutCheckDetailTest, AFailedCheckShowsTheExpectationsMessage) {
  SolutionReport report = timed_out_report();
  report.expectation.message = "expected TLE on some case, got AC on every case";
  EXPECT_EQ(timeout_check_detail(report, false), "expected TLE on some case, got AC on every case");
}

// judge_solution used to return a copy of its report whose culprit still pointed into the
// original's results, freed by then: `judge timelimit` printed heap garbage ("TLE on BM-Y&wM-lU").
// The culprit of a copy is not one of its results: no text, and nothing freed is read (run under
// AddressSanitizer, the old code reports a heap-use-after-free here).
TEST(TimeoutCheckDetailTest, ACopiedReportNeverReadsTheOriginalsFreedResults) {
  auto original = std::make_unique<SolutionReport>(timed_out_report());
  SolutionReport copy = *original;
  original.reset();
  EXPECT_EQ(timeout_check_detail(copy, true), "");
}

}  // namespace
}  // namespace lcjudge
