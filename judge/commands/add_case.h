// `judge add PROBLEM FILE|-`: adding a test case safely. The input (LeetCode's one-value-per-line
// form, or the statement's `name = value, ...` form) is normalised, validated, answered by every
// accepted solution (which must agree, and match --expect if given; before the problem has any,
// --expect is the answer, checked as theirs would be), and written as NAME.in +
// NAME.ans into the chosen group without ever overwriting a case.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "base/scratch_folder.h"
#include "problem/config.h"
#include "problem/project.h"

namespace lcjudge {

struct AddOptions {
  std::string problem;     // folder or number
  std::string input_path;  // "-" = stdin
  std::string group = "secret";  // a folder below the problem: sample, secret, secret/small, ...
  std::string name;        // default: the next free number in the group
  std::string expect;      // the answer the author believes, LeetCode-printed; empty = none
  int jobs = 1;
};

// Exit 0 when written; JudgeFailure (exit 2) for bad input, disagreeing solutions, a name taken.
int command_add(const Project& project, const AddOptions& options);

struct AddedCase {
  std::string input_path;   // testcases/913-cat-and-mouse/secret/3.in (as Project::path gives it)
  std::string answer_path;
  std::string answer;       // as written, without the final newline
  size_t solutions = 0;     // how many accepted solutions agreed on it; 0: none yet, it is --expect
};

// command_add's work on input text already read (`source_name` names it in messages): for
// callers such as `judge stress --save`. Prints nothing but warnings.
AddedCase add_case_text(const Project& project, const AddOptions& options, const std::string& text,
                        const std::string& source_name);

struct AcceptedOutput {
  std::string solution;  // as shown: 1-two-sum/accepted/hash_map
  std::string output;    // what it printed on the case
};

// The answer the accepted solutions agree on (the first one's output, trimmed): each other output
// must be judged right against it as `judge run` judges a case (judge_output: in any order when
// the order is free; with an output validator, which also judges the first). JudgeFailure listing
// them when they disagree, or when an output cannot be judged. SCRATCH holds the answer's file.
std::string agreed_answer(const ProblemConfig& config, const ScratchFolder& scratch, const std::string& input_path,
                          const std::vector<AcceptedOutput>& outputs, int jobs);

// Why ANSWER (the agreed output, trimmed) cannot be written as the .ans of the case INPUT, escaped;
// "" if it can: past the output limit, not text `judge run` reads (invalid UTF-8, a NUL, a CR), or
// not what the driver prints for the method's result type (answer_shape_problem).
std::string answer_problem(const ProblemConfig& config, const std::string& input, const std::string& answer);

// JudgeFailure unless GROUP is sample or secret, or a folder below them ("secret/small"): no
// absolute path, no '..', only letters, digits, '.', '_' and '-' in each part.
void check_case_group(const std::string& group);

// JudgeFailure unless NAME is a plain file name: letters, digits, '.', '_', '-', not starting with
// '.' or '-'.
void check_case_name(const std::string& name);

// One more than the largest all-digit NAME of a NAME.in or NAME.ans in DIRECTORY ("1" if none,
// or if DIRECTORY does not exist).
std::string next_free_name(const std::string& directory);

}  // namespace lcjudge
