// What `judge compare` measures besides its targets: the cases it chooses (--group, --case) and
// the baselines it is given (--baseline, timing/baseline.h).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {

// The cases of the groups chosen (all when none) and, when some case ids are named, only those.
class CompareCaseChoice {
 public:
  // CASES by problem. An id is read as `judge run --case` reads it ("./secret//large/x.in" too)
  // and chosen in every problem that has it; JudgeFailure, naming the closest of the first
  // problem's cases, for an id no problem has.
  CompareCaseChoice(const std::map<std::string, std::vector<TestCase>>& cases, const std::vector<std::string>& groups,
                    const std::vector<std::string>& ids);

  bool chosen(const std::string& problem, const TestCase& test) const;

 private:
  std::vector<std::string> groups_;
  bool by_id_ = false;
  std::map<std::string, std::set<std::string>> ids_;  // by problem
};

// The baselines at PATHS, each read as a solution file (its problem told by its path:
// solutions/<problem>/... or testcases/<problem>/...); JudgeFailure for two of one problem and
// language, which would leave the solutions of that language with two floors.
std::vector<SolutionFile> compare_baselines(const Project& project, const std::vector<std::string>& paths);

// JudgeFailure unless the problem of every baseline is among PROBLEMS, those of the solutions
// compared: a baseline is measured only to be taken off a solution.
void check_baselines_have_solutions(const std::vector<SolutionFile>& baselines, const std::vector<std::string>& problems);

}  // namespace lcjudge
