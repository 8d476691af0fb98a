// The closed set of verdicts, ordered by severity so that the worst of several wins.
#pragma once

#include <fmt/color.h>

#include <optional>
#include <string>

namespace lcjudge {

// Severity order: a later verdict is worse. JudgeError (the judge's or the test data's fault,
// never the solution's) is kept apart and outranks everything.
enum class Verdict {
  kAccepted,
  kWrongAnswer,
  kTimeLimitExceeded,
  kMemoryLimitExceeded,
  kOutputLimitExceeded,
  kRunTimeError,
  kCompileError,
  kJudgeError,
};

const char* short_name(Verdict verdict);   // "AC", "WA", "TLE", "MLE", "OLE", "RTE", "CE", "JE"
const char* long_name(Verdict verdict);    // "accepted", "wrong answer", ...
const char* folder_name(Verdict verdict);  // Kattis folder: "accepted", "wrong_answer", ...
fmt::text_style verdict_style(Verdict verdict);  // its colour on a terminal

// "accepted" -> kAccepted; "AC" also works. Empty for anything else.
std::optional<Verdict> parse_verdict(const std::string& name);

Verdict worst(Verdict a, Verdict b);

}  // namespace lcjudge
