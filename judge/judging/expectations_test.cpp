// Does a solution earn the verdict its folder declares? accepted = AC on every case; any other
// verdict V = only AC or V, and at least one V; compile_error = it does not compile.
#include "judging/expectations.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/verdict_names.h"

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

using test_util::verdict_names::AC;
using test_util::verdict_names::CE;
using test_util::verdict_names::JE;
using test_util::verdict_names::MLE;
using test_util::verdict_names::RTE;
using test_util::verdict_names::TLE;
using test_util::verdict_names::WA;

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

// Per-group rules (submissions.yaml): alpha_beta must be AC on the samples and TLE on the large group.
Expectation alpha_beta_rules() {
  Expectation expectation = folder_expectation(TLE);
  expectation.rules.push_back({"sample", {AC}, {}, "submissions.yaml:2"});
  expectation.rules.push_back({"secret/large", {}, {TLE}, "submissions.yaml:3"});
  return expectation;
}

TEST(InGroupTest, EmptyGroupHoldsEveryCase) { EXPECT_TRUE(in_group("secret/large/1", "")); }

TEST(InGroupTest, GroupHoldsItsFolderAndBelowButNotNamesalikes) {
  EXPECT_TRUE(in_group("secret/large/1", "secret"));
  EXPECT_TRUE(in_group("secret/large/1", "secret/large"));
  EXPECT_TRUE(in_group("secret/large/1", "secret/large/1"));
  EXPECT_FALSE(in_group("secret/larger/1", "secret/large"));
  EXPECT_FALSE(in_group("sample/1", "secret"));
}

TEST(ExpectationTest, GroupRulesMetWhenSamplesAcAndLargeTle) {
  auto list = results({{"sample/1", AC}, {"secret/large/1", AC}, {"secret/large/2", TLE}, {"secret/small/1", TLE}});
  auto check = check_expectation(alpha_beta_rules(), list, true);
  EXPECT_TRUE(check.ok) << check.message;
  EXPECT_EQ(check.culprit, &list[2]);
}

TEST(ExpectationTest, TleOnASampleBreaksTheSampleRuleNamingItsOrigin) {
  auto list = results({{"sample/1", TLE}, {"secret/large/1", TLE}});
  auto check = check_expectation(alpha_beta_rules(), list, true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "got TLE on sample/1, but sample permits only AC (submissions.yaml:2)");
  EXPECT_EQ(check.culprit, &list[0]);
}

TEST(ExpectationTest, TleOnlyOutsideTheRequiredGroupIsNotEnough) {
  auto list = results({{"sample/1", AC}, {"secret/large/1", AC}, {"secret/small/1", TLE}});
  auto check = check_expectation(alpha_beta_rules(), list, true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected TLE on secret/large (submissions.yaml:3), but got only AC (1 judged)");
}

TEST(ExpectationTest, ReplacedFolderRulePermitsTimeoutsOfAWrongAnswerSolution) {
  Expectation expectation = folder_expectation(WA);
  expectation.rules[0] = {"", {AC, WA, TLE}, {WA}, "submissions.yaml:5"};
  EXPECT_TRUE(check_expectation(expectation, results({{"1", TLE}, {"2", WA}}), true).ok);
  auto check = check_expectation(expectation, results({{"1", TLE}, {"2", AC}}), true);
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.message, "expected WA (submissions.yaml:5), but got only TLE, AC (2 judged)");
  EXPECT_EQ(check_expectation(expectation, results({{"1", RTE}}), true).message,
            "got RTE on 1, but every case permits only AC, WA, TLE (submissions.yaml:5)");
}

TEST(SettledTest, AcceptedIsSettledOnlyByAFailure) {
  EXPECT_FALSE(is_settled(folder_expectation(AC), results({{"1", AC}, {"2", AC}})));
  EXPECT_TRUE(is_settled(folder_expectation(AC), results({{"1", AC}, {"2", WA}})));
}

TEST(SettledTest, FolderVerdictIsSettledByItsFirstOccurrenceOrAnotherFailure) {
  EXPECT_FALSE(is_settled(folder_expectation(TLE), results({{"1", AC}})));
  EXPECT_TRUE(is_settled(folder_expectation(TLE), results({{"1", AC}, {"2", TLE}})));
  EXPECT_TRUE(is_settled(folder_expectation(TLE), results({{"1", WA}})));
}

TEST(SettledTest, GroupRulesWaitForEveryRequiredGroup) {
  EXPECT_FALSE(is_settled(alpha_beta_rules(), results({{"sample/1", AC}, {"secret/small/1", TLE}})));
  EXPECT_TRUE(is_settled(alpha_beta_rules(), results({{"sample/1", AC}, {"secret/large/1", TLE}})));
  EXPECT_TRUE(is_settled(alpha_beta_rules(), results({{"sample/1", WA}})));
}

}  // namespace
}  // namespace lcjudge
