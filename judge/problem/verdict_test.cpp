// The closed verdict set: its names, parsing folder and short names, and the severity order.
#include "problem/verdict.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace lcjudge {
namespace {

const std::vector<Verdict> kSolutionVerdicts = {
    Verdict::kAccepted,           Verdict::kWrongAnswer,         Verdict::kTimeLimitExceeded,
    Verdict::kMemoryLimitExceeded, Verdict::kOutputLimitExceeded, Verdict::kRunTimeError,
    Verdict::kCompileError,
};

TEST(VerdictTest, EmptyNameIsNoVerdict) { EXPECT_FALSE(parse_verdict("").has_value()); }

TEST(VerdictTest, ShortNames) {
  EXPECT_STREQ(short_name(Verdict::kAccepted), "AC");
  EXPECT_STREQ(short_name(Verdict::kWrongAnswer), "WA");
  EXPECT_STREQ(short_name(Verdict::kTimeLimitExceeded), "TLE");
  EXPECT_STREQ(short_name(Verdict::kMemoryLimitExceeded), "MLE");
  EXPECT_STREQ(short_name(Verdict::kOutputLimitExceeded), "OLE");
  EXPECT_STREQ(short_name(Verdict::kRunTimeError), "RTE");
  EXPECT_STREQ(short_name(Verdict::kCompileError), "CE");
  EXPECT_STREQ(short_name(Verdict::kJudgeError), "JE");
}

TEST(VerdictTest, LongNames) {
  EXPECT_STREQ(long_name(Verdict::kAccepted), "accepted");
  EXPECT_STREQ(long_name(Verdict::kWrongAnswer), "wrong answer");
  EXPECT_STREQ(long_name(Verdict::kTimeLimitExceeded), "time limit exceeded");
  EXPECT_STREQ(long_name(Verdict::kRunTimeError), "run time error");
  EXPECT_STREQ(long_name(Verdict::kJudgeError), "judge error");
}

TEST(VerdictTest, FolderNamesAreKattis) {
  EXPECT_STREQ(folder_name(Verdict::kAccepted), "accepted");
  EXPECT_STREQ(folder_name(Verdict::kWrongAnswer), "wrong_answer");
  EXPECT_STREQ(folder_name(Verdict::kTimeLimitExceeded), "time_limit_exceeded");
  EXPECT_STREQ(folder_name(Verdict::kMemoryLimitExceeded), "memory_limit_exceeded");
  EXPECT_STREQ(folder_name(Verdict::kOutputLimitExceeded), "output_limit_exceeded");
  EXPECT_STREQ(folder_name(Verdict::kRunTimeError), "run_time_error");
  EXPECT_STREQ(folder_name(Verdict::kCompileError), "compile_error");
}

TEST(VerdictTest, EveryVerdictHasAColour) {
  for (Verdict v : kSolutionVerdicts) EXPECT_TRUE(verdict_style(v).has_foreground()) << short_name(v);
  EXPECT_TRUE(verdict_style(Verdict::kJudgeError).has_foreground());
}

TEST(VerdictTest, PassFailAndTheJudgesOwnErrorLookDifferent) {
  auto shown = [](Verdict v) { return fmt::format(verdict_style(v), "{}", "x"); };
  EXPECT_NE(shown(Verdict::kAccepted), shown(Verdict::kWrongAnswer));
  EXPECT_NE(shown(Verdict::kWrongAnswer), shown(Verdict::kJudgeError));
  EXPECT_TRUE(verdict_style(Verdict::kJudgeError).has_emphasis());  // bold: the judge's fault stands out
  EXPECT_FALSE(verdict_style(Verdict::kAccepted).has_emphasis());
}

TEST(VerdictTest, ParsesFolderNames) {
  EXPECT_EQ(parse_verdict("accepted"), Verdict::kAccepted);
  EXPECT_EQ(parse_verdict("wrong_answer"), Verdict::kWrongAnswer);
  EXPECT_EQ(parse_verdict("time_limit_exceeded"), Verdict::kTimeLimitExceeded);
  EXPECT_EQ(parse_verdict("run_time_error"), Verdict::kRunTimeError);
  EXPECT_EQ(parse_verdict("compile_error"), Verdict::kCompileError);
  for (Verdict v : kSolutionVerdicts) EXPECT_EQ(parse_verdict(folder_name(v)), v) << folder_name(v);
}

TEST(VerdictTest, ParsesShortNames) {
  EXPECT_EQ(parse_verdict("AC"), Verdict::kAccepted);
  EXPECT_EQ(parse_verdict("TLE"), Verdict::kTimeLimitExceeded);
  EXPECT_EQ(parse_verdict("MLE"), Verdict::kMemoryLimitExceeded);
  for (Verdict v : kSolutionVerdicts) EXPECT_EQ(parse_verdict(short_name(v)), v) << short_name(v);
}

TEST(VerdictTest, JudgeErrorIsNotASolutionFolder) {
  EXPECT_FALSE(parse_verdict("judge_error").has_value());
  EXPECT_FALSE(parse_verdict("JE").has_value());
}

TEST(VerdictTest, UnknownAndMiscasedNamesAreRejected) {
  EXPECT_FALSE(parse_verdict("Accepted").has_value());
  EXPECT_FALSE(parse_verdict("ac").has_value());
  EXPECT_FALSE(parse_verdict("wrong answer").has_value());
  EXPECT_FALSE(parse_verdict("timelimit").has_value());
  EXPECT_FALSE(parse_verdict("accepted/").has_value());
}

TEST(VerdictTest, WorstOfAVerdictWithItselfIsItself) {
  EXPECT_EQ(worst(Verdict::kAccepted, Verdict::kAccepted), Verdict::kAccepted);
  EXPECT_EQ(worst(Verdict::kJudgeError, Verdict::kJudgeError), Verdict::kJudgeError);
}

TEST(VerdictTest, WorstOfAcAndAnythingIsTheOther) {
  for (Verdict v : kSolutionVerdicts) {
    EXPECT_EQ(worst(Verdict::kAccepted, v), v);
    EXPECT_EQ(worst(v, Verdict::kAccepted), v);
  }
}

TEST(VerdictTest, WorstOfTleAndWaIsTle) {
  EXPECT_EQ(worst(Verdict::kTimeLimitExceeded, Verdict::kWrongAnswer), Verdict::kTimeLimitExceeded);
  EXPECT_EQ(worst(Verdict::kWrongAnswer, Verdict::kTimeLimitExceeded), Verdict::kTimeLimitExceeded);
}

TEST(VerdictTest, WorstOfRteAndTleIsRte) {
  EXPECT_EQ(worst(Verdict::kRunTimeError, Verdict::kTimeLimitExceeded), Verdict::kRunTimeError);
}

TEST(VerdictTest, JudgeErrorOutranksEverything) {
  for (Verdict v : kSolutionVerdicts) {
    EXPECT_EQ(worst(Verdict::kJudgeError, v), Verdict::kJudgeError);
    EXPECT_EQ(worst(v, Verdict::kJudgeError), Verdict::kJudgeError);
  }
}

TEST(VerdictTest, SeverityOrderIsAcWaTleMleOleRteCeJe) {
  const std::vector<Verdict> order = {Verdict::kAccepted,           Verdict::kWrongAnswer,
                                      Verdict::kTimeLimitExceeded,  Verdict::kMemoryLimitExceeded,
                                      Verdict::kOutputLimitExceeded, Verdict::kRunTimeError,
                                      Verdict::kCompileError,       Verdict::kJudgeError};
  for (size_t i = 0; i < order.size(); ++i) {
    for (size_t j = 0; j < order.size(); ++j) {
      EXPECT_EQ(worst(order[i], order[j]), order[std::max(i, j)]) << short_name(order[i]) << " vs " << short_name(order[j]);
    }
  }
}

}  // namespace
}  // namespace lcjudge
