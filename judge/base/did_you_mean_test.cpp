// Suggestions for typos: the closest known name within two edits, or none.
#include "base/did_you_mean.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

const std::vector<std::string> kNames = {"accepted", "wrong_answer", "time_limit_exceeded"};

TEST(DidYouMeanTest, NoKnownNamesNoSuggestion) { EXPECT_EQ(did_you_mean("x", {}), ""); }

TEST(DidYouMeanTest, CloseTypoSuggestsTheName) {
  EXPECT_EQ(did_you_mean("acepted", kNames), " (did you mean 'accepted'?)");
  EXPECT_EQ(did_you_mean("wrong_anwser", kNames), " (did you mean 'wrong_answer'?)");
}

TEST(DidYouMeanTest, FarWordHasNoSuggestion) { EXPECT_EQ(did_you_mean("slow", kNames), ""); }

TEST(ClosestNameTest, TheNearestWithinTwoEdits) {
  EXPECT_EQ(closest_name("rnu", {"build", "run", "gen"}), "run");  // a swap is two edits
  EXPECT_EQ(closest_name("--jobz", {"--json", "--jobs"}), "--jobs");
  EXPECT_FALSE(closest_name("compile", {"build", "run"}).has_value());
}

}  // namespace
}  // namespace lcjudge
