// From a run record to a verdict: a pure function, so every branch is testable without a process.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "judging/answer_compare.h"
#include "problem/config.h"
#include "problem/verdict.h"
#include "process/spawn.h"

namespace lcjudge {

struct CaseOutcome {
  Verdict verdict = Verdict::kJudgeError;
  std::string message;                  // why, for anything but a plain AC
  bool bad_test_data = false;           // a judge error caused by the case's input; message says where
  double cpu_seconds = 0;
  double wall_seconds = 0;
  std::uint64_t peak_memory_bytes = 0;
  std::optional<double> solve_seconds;  // the method call alone, from the driver's side channel
  std::optional<double> parse_seconds;
};

// The driver's side-channel records (protocol.h): key -> rest of the line.
std::map<std::string, std::string> parse_side_channel(const std::string& text);

// "SIGSEGV (segmentation fault)"
std::string describe_signal(int signal);

CaseOutcome classify(const RunRecord& run, const JudgeLimits& limits, const std::string& expected_answer,
                     const CompareOptions& compare_options);

}  // namespace lcjudge
