// Verdicts by their short names, as the reports print them, for tests that list many:
// `using test_util::verdict_names::TLE;` then EXPECT_EQ(outcome.verdict, TLE).
#pragma once

#include "problem/verdict.h"

namespace lcjudge::test_util::verdict_names {

inline constexpr Verdict AC = Verdict::kAccepted;
inline constexpr Verdict WA = Verdict::kWrongAnswer;
inline constexpr Verdict TLE = Verdict::kTimeLimitExceeded;
inline constexpr Verdict RTE = Verdict::kRunTimeError;
inline constexpr Verdict MLE = Verdict::kMemoryLimitExceeded;
inline constexpr Verdict CE = Verdict::kCompileError;
inline constexpr Verdict JE = Verdict::kJudgeError;

}  // namespace lcjudge::test_util::verdict_names
