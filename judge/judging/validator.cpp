#include "judging/validator.h"

#include <climits>
#include <cstdlib>
#include <filesystem>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "judging/classify.h"
#include "judging/problem_programs.h"
#include "process/spawn.h"

namespace lcjudge {
namespace {

constexpr double kValidatorSeconds = 10;  // as scripts/validate-all.sh allows


// "FILE:LINE:COLUMN: RULE" -> the parts; a line of another shape is kept whole as the rule.
Validation parse_rejection(const std::string& path, const std::string& message) {
  Validation result;
  result.valid = false;
  result.rule = message;
  if (message.rfind(path + ":", 0) != 0) return result;
  const char* rest = message.c_str() + path.size() + 1;
  char* end = nullptr;
  long line = std::strtol(rest, &end, 10);
  if (end == rest || *end != ':') return result;
  const char* column_start = end + 1;
  long column = std::strtol(column_start, &end, 10);
  if (end == column_start || end[0] != ':' || end[1] != ' ') return result;
  if (line < 1 || line > INT_MAX || column < 1 || column > INT_MAX) return result;  // no place in a file
  result.line = static_cast<int>(line);
  result.column = static_cast<int>(column);
  result.rule = end + 2;
  return result;
}

}  // namespace

std::optional<Validator> Validator::for_problem(const Project& project, const std::string& problem) {
  ProblemProgram program = validator_program(project, problem);
  if (!std::filesystem::exists(program.source)) return std::nullopt;
  build_problem_program(program, project);
  Validator validator;
  validator.source_ = project.path("testcases/" + problem + "/validator/validate.cpp");
  validator.binary_ = program.binary;
  return validator;
}

Validation Validator::check(const std::string& path, bool answer) const {
  SpawnRequest request;
  request.argv = {binary_};
  if (answer) request.argv.push_back("--answer");
  request.argv.push_back(path);
  request.side_channel = false;
  request.limits.wall_seconds = kValidatorSeconds;
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  if (run.exited && run.exit_code == 0) return {};
  std::string said = escaped_first_line(run.stderr_text);
  if (run.exited && run.exit_code == 1) return parse_rejection(path, said);
  std::string how = run.killed_at_deadline ? "ran past " + std::to_string(int(kValidatorSeconds)) + " s"
                    : run.signal != 0      ? "was killed by " + describe_signal(run.signal)
                                           : "exited " + std::to_string(run.exit_code);
  throw JudgeFailure("the validator '" + source_ + "' " + how + " on '" + path + "'" + (said.empty() ? "" : ": " + said));
}

}  // namespace lcjudge
