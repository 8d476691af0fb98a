// Judging what a run that finished cleanly printed: the problem's output validator when it has
// one, else the comparison with the expected answer. The one place `judge run` and `judge add`
// decide whether an output is right.
#pragma once

#include <string>

#include "problem/config.h"
#include "problem/verdict.h"

namespace lcjudge {

struct OutputJudgement {
  Verdict verdict = Verdict::kJudgeError;  // AC, WA, or JE when the answer or the validator is at fault
  std::string message;                     // escaped: it may quote the output
};

// OUTPUT against the case: INPUT_PATH and ANSWER_PATH are the files the validator reads, ANSWER
// the answer's text the comparison reads.
OutputJudgement judge_output(const ProblemConfig& config, const std::string& input_path, const std::string& answer_path,
                             const std::string& answer, const std::string& output);

}  // namespace lcjudge
