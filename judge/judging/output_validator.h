// A problem's output validator, testcases/<problem>/output_validator/validate.cpp, with the Kattis
// interface: `validate INPUT ANSWER FEEDBACK_DIR/ < output` exits 42 to accept and 43 to reject,
// the first line of FEEDBACK_DIR/judgemessage.txt saying why. It judges in place of the comparison
// (for answers that are not unique). Untrusted too: it compiles in the compiler's jail and runs in the
// sandbox (problem_programs.h), where the input and the answer are sealed copies (/proc/self/fd/N)
// and FEEDBACK_DIR is the sandbox's /feedback/, whose judgemessage.txt is its one writable file.
#pragma once

#include <cstdint>
#include <string>

#include "judging/output_check.h"
#include "problem/config.h"

namespace lcjudge {

constexpr int kValidatorAccepts = 42;
constexpr int kValidatorRejects = 43;

struct OutputValidatorLimits {
  double cpu_seconds = 10;  // as the input validators have
  double wall_seconds = 20;
  std::uint64_t memory_bytes = 2ull << 30;
};

// Builds CONFIG.output_validator into build/output_validators/<problem>/validate if stale (once
// per process, whatever the threads; in the compiler's jail), and runs it on OUTPUT in the
// sandbox (unless config.trusted_programs) with a feedback file of its own. AC on 42, WA on 43
// with its judge message; JE naming the validator if it does not compile, exits with another
// code, crashes, is stopped by the sandbox, or passes its limits: never AC or WA then.
OutputJudgement run_output_validator(const ProblemConfig& config, const std::string& input_path,
                                     const std::string& answer_path, const std::string& output,
                                     const OutputValidatorLimits& limits = {});

}  // namespace lcjudge
