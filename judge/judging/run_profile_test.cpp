// What the judged languages' runs need of the process layer: each run's environment.
#include "judging/run_profile.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace lcjudge {
namespace {

TEST(RunProfileTest, ACppRunNeedsNothingBeyondTheBase) { EXPECT_TRUE(run_environment(Language::kCpp).empty()); }

TEST(RunProfileTest, AGoRunStartsOnOneP) {
  EXPECT_EQ(run_environment(Language::kGo), std::vector<std::string>{"GOMAXPROCS=1"});
}

}  // namespace
}  // namespace lcjudge
