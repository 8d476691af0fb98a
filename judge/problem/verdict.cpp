#include "problem/verdict.h"

#include <array>

namespace lcjudge {
namespace {

struct VerdictInfo {
  Verdict verdict;
  const char* short_name;
  const char* long_name;
  const char* folder;
  const char* colour;
};

constexpr std::array<VerdictInfo, 8> kVerdicts{{
    {Verdict::kAccepted, "AC", "accepted", "accepted", "\033[32m"},
    {Verdict::kWrongAnswer, "WA", "wrong answer", "wrong_answer", "\033[31m"},
    {Verdict::kTimeLimitExceeded, "TLE", "time limit exceeded", "time_limit_exceeded", "\033[35m"},
    {Verdict::kMemoryLimitExceeded, "MLE", "memory limit exceeded", "memory_limit_exceeded", "\033[35m"},
    {Verdict::kOutputLimitExceeded, "OLE", "output limit exceeded", "output_limit_exceeded", "\033[35m"},
    {Verdict::kRunTimeError, "RTE", "run time error", "run_time_error", "\033[33m"},
    {Verdict::kCompileError, "CE", "compile error", "compile_error", "\033[36m"},
    {Verdict::kJudgeError, "JE", "judge error", "judge_error", "\033[1;31m"},
}};

const VerdictInfo& info(Verdict verdict) { return kVerdicts[static_cast<size_t>(verdict)]; }

}  // namespace

const char* short_name(Verdict verdict) { return info(verdict).short_name; }
const char* long_name(Verdict verdict) { return info(verdict).long_name; }
const char* folder_name(Verdict verdict) { return info(verdict).folder; }
const char* colour(Verdict verdict) { return info(verdict).colour; }

std::optional<Verdict> parse_verdict(const std::string& name) {
  for (const auto& entry : kVerdicts) {
    if (entry.verdict == Verdict::kJudgeError) continue;  // never a solution's own verdict
    if (name == entry.folder || name == entry.short_name) return entry.verdict;
  }
  return std::nullopt;
}

Verdict worst(Verdict a, Verdict b) { return static_cast<int>(a) >= static_cast<int>(b) ? a : b; }

}  // namespace lcjudge
