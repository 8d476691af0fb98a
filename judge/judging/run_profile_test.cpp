// What the judged languages' runs need of the process layer: one profile for all of them, and
// each run's environment.
#include "judging/run_profile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "process/sandbox.h"

namespace lcjudge {
namespace {

bool list_holds(const std::vector<std::string>& words, const std::string& word) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

TEST(RunProfileTest, TheJudgesProfileHoldsEveryLanguagesNeedsOnce) {
  const SandboxProfile profile = judged_languages_sandbox_profile();
  for (Language language : all_languages()) {
    const SandboxProfile needs = language_sandbox_needs(language);
    for (const std::string& path : needs.system_paths) EXPECT_TRUE(list_holds(profile.system_paths, path)) << path;
    for (const std::string& name : needs.allowed_syscalls) EXPECT_TRUE(list_holds(profile.allowed_syscalls, name)) << name;
    for (const std::string& name : needs.refused_syscalls) EXPECT_TRUE(list_holds(profile.refused_syscalls, name)) << name;
  }
  for (const auto* words : {&profile.system_paths, &profile.allowed_syscalls, &profile.refused_syscalls}) {
    EXPECT_EQ(std::set<std::string>(words->begin(), words->end()).size(), words->size());
  }
  for (const std::string& name : profile.allowed_syscalls) EXPECT_FALSE(list_holds(profile.refused_syscalls, name)) << name;
}

// The profile may only add calls: none it names is one the base filter already rules on.
TEST(RunProfileTest, TheJudgesProfileWidensNoRuleOfTheBaseFilter) {
  EXPECT_EQ(profile_call_ruled_by_base(judged_languages_sandbox_profile()), "");
}

TEST(RunProfileTest, ACppRunNeedsNothingBeyondTheBase) {
  const SandboxProfile needs = language_sandbox_needs(Language::kCpp);
  EXPECT_TRUE(needs.system_paths.empty() && needs.allowed_syscalls.empty() && needs.refused_syscalls.empty());
  EXPECT_TRUE(run_environment(Language::kCpp).empty());
}

TEST(RunProfileTest, AGoRunStartsOnOneP) {
  EXPECT_EQ(run_environment(Language::kGo), std::vector<std::string>{"GOMAXPROCS=1"});
}

}  // namespace
}  // namespace lcjudge
