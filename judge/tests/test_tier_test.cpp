// Which tests a GoogleTest filter selects, as make test reads it to leave the slow tier out and
// to build the slow tier's drivers only when one of its tests runs (tests/slow_tier.h).
#include <gtest/gtest.h>

#include "tests/slow_tier.h"

namespace lcjudge::test_util {
namespace {

TEST(TestTierTest, WildcardsMatchAsGoogleTestsDo) {
  EXPECT_TRUE(glob_matches("Slow*", "SlowBuildRecoveryTest"));
  EXPECT_TRUE(glob_matches("*", ""));
  EXPECT_TRUE(glob_matches("a*b*c", "aXbYbZc"));
  EXPECT_TRUE(glob_matches("Suite.Te?t", "Suite.Test"));
  EXPECT_FALSE(glob_matches("Slow*", "HostileBuildTest"));
  EXPECT_FALSE(glob_matches("a*b", "aXbY"));
  EXPECT_FALSE(glob_matches("?", ""));
}

TEST(TestTierTest, TheNegativePatternsLeaveTestsOut) {
  EXPECT_TRUE(filter_selects("*", "SlowGccReportTest.X"));
  EXPECT_TRUE(filter_selects("", "SlowGccReportTest.X"));
  EXPECT_FALSE(filter_selects("-Slow*", "SlowGccReportTest.X"));
  EXPECT_TRUE(filter_selects("-Slow*", "HostileReportTest.X"));
  EXPECT_TRUE(filter_selects("Slow*", "SlowGccReportTest.X"));
  EXPECT_FALSE(filter_selects("Slow*", "HostileReportTest.X"));
  EXPECT_FALSE(filter_selects("Hostile*:Entry*-HostileReportTest.*", "HostileReportTest.X"));
  EXPECT_TRUE(filter_selects("Hostile*:Entry*-HostileReportTest.*", "EntryTest.Y"));
}

}  // namespace
}  // namespace lcjudge::test_util
