#include "judging/output_check.h"

#include "judging/answer_compare.h"
#include "judging/answer_shape.h"
#include "judging/output_validator.h"

namespace lcjudge {

OutputJudgement judge_output(const ProblemConfig& config, const std::string& input_path, const std::string& answer_path,
                             const std::string& answer, const std::string& output) {
  if (!config.output_validator.empty()) return run_output_validator(config, input_path, answer_path, output);
  Comparison comparison = compare_answers(answer, output, config.compare, answer_shape_for_case(config, input_path));
  if (comparison.bad_answer) return {Verdict::kJudgeError, comparison.message};
  return {comparison.equal ? Verdict::kAccepted : Verdict::kWrongAnswer, comparison.message};
}

}  // namespace lcjudge
