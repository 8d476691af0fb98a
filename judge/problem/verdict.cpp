#include "problem/verdict.h"

#include <array>

namespace lcjudge {
namespace {

struct VerdictInfo {
  Verdict verdict;
  const char* short_name;
  const char* long_name;
  const char* folder;
  fmt::text_style style;
};

// Green passes, red wrong answers, magenta limits, yellow crashes, cyan builds; the judge's own
// failure stands out in bold.
constexpr fmt::text_style kGreen = fg(fmt::terminal_color::green);
constexpr fmt::text_style kRed = fg(fmt::terminal_color::red);
constexpr fmt::text_style kMagenta = fg(fmt::terminal_color::magenta);
constexpr fmt::text_style kYellow = fg(fmt::terminal_color::yellow);
constexpr fmt::text_style kCyan = fg(fmt::terminal_color::cyan);
constexpr fmt::text_style kBoldRed = fmt::emphasis::bold | fg(fmt::terminal_color::red);

constexpr std::array<VerdictInfo, 8> kVerdicts{{
    {Verdict::kAccepted, "AC", "accepted", "accepted", kGreen},
    {Verdict::kWrongAnswer, "WA", "wrong answer", "wrong_answer", kRed},
    {Verdict::kTimeLimitExceeded, "TLE", "time limit exceeded", "time_limit_exceeded", kMagenta},
    {Verdict::kMemoryLimitExceeded, "MLE", "memory limit exceeded", "memory_limit_exceeded", kMagenta},
    {Verdict::kOutputLimitExceeded, "OLE", "output limit exceeded", "output_limit_exceeded", kMagenta},
    {Verdict::kRunTimeError, "RTE", "run time error", "run_time_error", kYellow},
    {Verdict::kCompileError, "CE", "compile error", "compile_error", kCyan},
    {Verdict::kJudgeError, "JE", "judge error", "judge_error", kBoldRed},
}};

const VerdictInfo& info(Verdict verdict) { return kVerdicts[static_cast<size_t>(verdict)]; }

}  // namespace

const char* short_name(Verdict verdict) { return info(verdict).short_name; }
const char* long_name(Verdict verdict) { return info(verdict).long_name; }
const char* folder_name(Verdict verdict) { return info(verdict).folder; }
fmt::text_style verdict_style(Verdict verdict) { return info(verdict).style; }

std::optional<Verdict> parse_verdict(const std::string& name) {
  for (const auto& entry : kVerdicts) {
    if (entry.verdict == Verdict::kJudgeError) continue;  // never a solution's own verdict
    if (name == entry.folder || name == entry.short_name) return entry.verdict;
  }
  return std::nullopt;
}

Verdict worst(Verdict a, Verdict b) { return static_cast<int>(a) >= static_cast<int>(b) ? a : b; }

}  // namespace lcjudge
