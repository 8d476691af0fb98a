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

// Its own limits: a validator reads one file, so ten seconds and the memory of a large solution.
ProgramLimits Validator::limits() {
  ProgramLimits limits;  // the memory and output of ProgramLimits
  limits.cpu_seconds = 10;
  limits.wall_seconds = 20;
  limits.output_bytes = 1ull << 20;  // it prints nothing on a valid file, a line on an invalid one
  return limits;
}

namespace {

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
  validator.trusted_ = problem_programs_trusted(project, problem);
  SpawnRequest probe = program_run_request(program.binary, limits());
  probe.shown_files = {""};
  validator.shown_path_ = shown_file_path(probe, 0);
  return validator;
}

Validation Validator::check(const std::string& path, bool answer) const {
  RunRecord ran = run(path, answer);
  if (ran.exited && ran.exit_code == 0) return {};
  std::string said = escaped_first_line(ran.stderr_text);
  if (ran.exited && ran.exit_code == 1) return parse_rejection(shown_path_, said);
  std::string how = describe_program_end(ran, limits());
  throw JudgeFailure("the validator '" + source_ + "' " + how + " on '" + path + "'" + (said.empty() ? "" : ": " + said));
}

RunRecord Validator::run(const std::string& path, bool answer) const {
  // In the sandbox, the file is a sealed copy it opens by /proc/self/fd/N: it names it so.
  SpawnRequest request = program_run_request(binary_, limits(), trusted_);
  request.shown_files = {path};
  if (answer) request.argv.push_back("--answer");
  request.argv.push_back(shown_file_path(request, 0));
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure("the validator '" + source_ + "': " + run.internal_error);
  return run;
}

}  // namespace lcjudge
