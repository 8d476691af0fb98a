// From a run record to a verdict: a pure function, so every branch is testable without a process.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "judging/answer_compare.h"
#include "judging/output_check.h"
#include "problem/config.h"
#include "problem/verdict.h"
#include "process/spawn.h"

namespace lcjudge {

struct CaseOutcome {
  Verdict verdict = Verdict::kJudgeError;
  std::string message;                  // why, for anything but a plain AC
  bool bad_test_data = false;           // a judge error caused by the case's input; message says where
  // The driver's record says the input is bad. Descriptor 3 is the solution's to write, so this
  // alone is RTE; only the judge's own check of the input (judging.h) may turn it into JE.
  std::optional<std::string> claimed_bad_input;
  // Measured from outside (wait4): what verdicts and limits use.
  double cpu_seconds = 0;
  double wall_seconds = 0;
  std::uint64_t peak_memory_bytes = 0;
  // The solution's own report on descriptor 3, kept only when plausible (finite, non-negative,
  // within the run's wall time): shown as its measurement, never used for a verdict.
  std::optional<double> solve_seconds;  // the method call alone
  std::optional<double> parse_seconds;
  std::optional<std::uint64_t> reported_peak_memory_bytes;
  std::optional<std::uint64_t> work_count;  // the solution's own count of its work (protocol.h)
  // A wrong answer as the solution gave it (its first kKeptFoundAnswer bytes), for the report to
  // show beside the expected one; empty for any other verdict.
  std::string found_answer;
  // What the solution printed on stdout, raw (its first kShownStdoutBytes), and how many bytes in
  // all: shown as LeetCode's "Stdout" panel, escaped where shown, never a verdict's reason.
  std::string stdout_text;
  std::uint64_t stdout_bytes = 0;
  // A case that failed in a session (one process for all the cases) and passed when run again
  // alone, in a fresh process: the line that says the solution keeps state between cases.
  std::string alone_note;
  // An uncaught exception's traceback as LeetCode shows it, from the driver's record: printable,
  // bounded lines (judging/run_traceback.h), shown under the case; "" for any other verdict.
  std::string traceback;
};

// Kept of each wrong answer: a run of many failing cases must not hold all their outputs.
constexpr size_t kKeptFoundAnswer = 64 << 10;
constexpr size_t kShownStdoutBytes = 4096;

// The driver's side-channel records (protocol.h): key -> rest of the line.
std::map<std::string, std::string> parse_side_channel(const std::string& text);

// A time in nanoseconds from the side channel, in seconds; nothing unless it is a plain finite
// number from 0 to AT_MOST seconds.
std::optional<double> plausible_seconds(const std::string& nanos, double at_most);

// A solution's work count from the side channel: nothing unless it is plain decimal digits and at
// most kMostWorkPerSecond for each of SECONDS (no core counts a unit of work in under 0.01 ns).
constexpr double kMostWorkPerSecond = 1e11;
std::optional<std::uint64_t> plausible_count(const std::string& text, double seconds);

// "SIGSEGV (segmentation fault)"
std::string describe_signal(int signal);

// JUDGE_OUTPUT decides the verdict of a run that finished cleanly, from its answer (the driver's
// answer channel, RunRecord::answer_text; never its stdout).
using OutputJudge = std::function<OutputJudgement(const std::string& output)>;
CaseOutcome classify(const RunRecord& run, const JudgeLimits& limits, const OutputJudge& judge_output);

// The same, the output compared with EXPECTED_ANSWER (compare_answers).
CaseOutcome classify(const RunRecord& run, const JudgeLimits& limits, const std::string& expected_answer,
                     const CompareOptions& compare_options);

}  // namespace lcjudge
