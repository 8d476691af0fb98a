// Does a solution earn the verdict its folder declares? accepted = AC on every case; any other
// verdict V = only AC or V, and at least one V; compile_error = it does not compile.
#include "expectations.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace lcjudge {
namespace {

using std::string;
using std::vector;

vector<CaseResult> results(const vector<std::pair<string, Verdict>>& cases) {
  vector<CaseResult> list;
  for (const auto& [id, verdict] : cases) {
    CaseResult result;
    result.test.id = id;
    result.outcome.verdict = verdict;
    list.push_back(result);
  }
  return list;
}

constexpr Verdict AC = Verdict::kAccepted;
constexpr Verdict WA = Verdict::kWrongAnswer;
constexpr Verdict TLE = Verdict::kTimeLimitExceeded;
constexpr Verdict RTE = Verdict::kRunTimeError;
constexpr Verdict MLE = Verdict::kMemoryLimitExceeded;
constexpr Verdict CE = Verdict::kCompileError;
constexpr Verdict JE = Verdict::kJudgeError;

TEST(ExpectationTest, AcceptedWithNoCasesIsVacuouslyMet) {
  auto check = check_expectation(AC, {}, true);
  EXPECT_TRUE(check.ok);
  EXPECT_EQ(check.culprit, nullptr);
}

TEST(ExpectationTest, TleWithNoCasesIsNotMet) {
  auto check = check_expectation(TLE, {}, true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected TLE, but every case was AC (0 judged)");
}

TEST(ExpectationTest, AcceptedNeedsAllAc) {
  auto list = results({{"sample/1", AC}, {"secret/1", AC}, {"secret/2", AC}});
  auto check = check_expectation(AC, list, true);
  EXPECT_TRUE(check.ok);
  EXPECT_EQ(check.message, "");
  EXPECT_EQ(check.culprit, nullptr);
}

TEST(ExpectationTest, AcceptedWithOneWaFailsNamingTheCase) {
  auto list = results({{"sample/1", AC}, {"secret/2", WA}, {"secret/3", TLE}});
  auto check = check_expectation(AC, list, true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected AC on every case, got WA on secret/2");
  EXPECT_EQ(check.culprit, &list[1]);
}

TEST(ExpectationTest, TleFolderWithAcAndTleIsMet) {
  auto list = results({{"sample/1", AC}, {"secret/1", TLE}, {"secret/2", AC}, {"secret/3", TLE}});
  auto check = check_expectation(TLE, list, true);
  EXPECT_TRUE(check.ok);
  EXPECT_EQ(check.culprit, &list[1]);  // the first case that shows the TLE
}

TEST(ExpectationTest, TleFolderWithAWaFailsNamingTheCase) {
  auto list = results({{"sample/1", AC}, {"secret/1", TLE}, {"secret/large/9", WA}});
  auto check = check_expectation(TLE, list, true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected TLE, got WA on secret/large/9");
  EXPECT_EQ(check.culprit, &list[2]);
}

TEST(ExpectationTest, TleFolderAllAcFails) {
  auto list = results({{"sample/1", AC}, {"secret/1", AC}});
  auto check = check_expectation(TLE, list, true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected TLE, but every case was AC (2 judged)");
  EXPECT_EQ(check.culprit, nullptr);
}

TEST(ExpectationTest, OtherVerdictFoldersWorkTheSameWay) {
  EXPECT_TRUE(check_expectation(RTE, results({{"1", AC}, {"2", RTE}}), true).ok);
  EXPECT_TRUE(check_expectation(WA, results({{"1", WA}}), true).ok);
  EXPECT_TRUE(check_expectation(MLE, results({{"1", MLE}, {"2", AC}}), true).ok);
  EXPECT_EQ(check_expectation(RTE, results({{"1", TLE}}), true).message, "expected RTE, got TLE on 1");
}

TEST(ExpectationTest, JudgeErrorBreaksEveryExpectation) {
  for (Verdict expected : {AC, WA, TLE, RTE}) {
    auto check = check_expectation(expected, results({{"1", expected}, {"2", JE}}), true);
    EXPECT_FALSE(check.ok) << short_name(expected);
  }
}

TEST(ExpectationTest, CompileErrorFolderThatDoesNotCompileIsMet) {
  auto check = check_expectation(CE, {}, false);
  EXPECT_TRUE(check.ok);
  EXPECT_EQ(check.message, "");
}

TEST(ExpectationTest, CompileErrorFolderThatCompilesFails) {
  auto check = check_expectation(CE, results({{"1", AC}}), true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected CE, but it compiled");
}

TEST(ExpectationTest, AnyOtherFolderThatDoesNotCompileFails) {
  EXPECT_EQ(check_expectation(AC, {}, false).message, "expected AC, got CE");
  EXPECT_EQ(check_expectation(TLE, {}, false).message, "expected TLE, got CE");
  EXPECT_FALSE(check_expectation(WA, {}, false).ok);
}

}  // namespace
}  // namespace lcjudge
