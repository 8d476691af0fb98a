// A problem's validator, testcases/<problem>/validator/validate.cpp (its command line is
// testcases/common/validator_main.h): compiled into build/validators/<problem>/validate when
// stale (in the compiler's jail), and run on a file in the sandbox, which shows it that file only.
#pragma once

#include <optional>
#include <string>

#include "problem/project.h"
#include "judging/problem_programs.h"
#include "process/spawn.h"

namespace lcjudge {

struct Validation {
  bool valid = true;
  int line = 0;      // where the first broken rule is (1-based); 0 if the validator did not say
  int column = 0;
  std::string rule;  // what it says is wrong
};

class Validator {
 public:
  // The problem's validator, built if stale; nothing if the problem has none.
  static std::optional<Validator> for_problem(const Project& project, const std::string& problem);

  const std::string& source() const { return source_; }

  // Checks an input file, or with `answer` an expected-answer file. JudgeFailure if the validator
  // cannot check it (exit 2, a crash, a time-out, a call the sandbox forbids).
  Validation check(const std::string& path, bool answer) const;

  // The run behind check(), as it ended (its stdout and stderr name the file as shown_path());
  // JudgeFailure only when it could not be run at all.
  RunRecord run(const std::string& path, bool answer) const;

  // Its run's limits (judging/problem_programs.h).
  static ProgramLimits limits();

  // The path by which the validator, in the sandbox, is given the file it checks.
  const std::string& shown_path() const { return shown_path_; }

 private:
  std::string source_;
  std::string binary_;
  std::string shown_path_;
  bool trusted_ = false;  // problem.yaml's trusted_programs: run without the sandbox
};

}  // namespace lcjudge
