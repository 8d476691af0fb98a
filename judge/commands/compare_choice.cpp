#include "commands/compare_choice.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "commands/case_choice.h"
#include "problem/language.h"

namespace lcjudge {

CompareCaseChoice::CompareCaseChoice(const std::map<std::string, std::vector<TestCase>>& cases,
                                     const std::vector<std::string>& groups, const std::vector<std::string>& ids)
    : groups_(groups), by_id_(!ids.empty()) {
  for (const auto& typed : ids) {
    bool found = false;
    for (const auto& [problem, tests] : cases) {
      try {
        ids_[problem].insert(chosen_case(problem, tests, typed).id);
        found = true;
      } catch (const JudgeFailure&) {
        // not one of this problem's cases
      }
    }
    // None has it: the first problem's message, which names the closest of its cases.
    if (!found && !cases.empty()) chosen_case(cases.begin()->first, cases.begin()->second, typed);
  }
}

bool CompareCaseChoice::chosen(const std::string& problem, const TestCase& test) const {
  if (!group_chosen(test.group, groups_)) return false;
  if (!by_id_) return true;
  auto named = ids_.find(problem);
  return named != ids_.end() && named->second.count(test.id) > 0;
}

std::vector<SolutionFile> compare_baselines(const Project& project, const std::vector<std::string>& paths) {
  std::vector<SolutionFile> baselines;
  for (const auto& path : paths) {
    SolutionFile baseline = solution_at(project, path, "");
    for (const auto& other : baselines) {
      if (other.problem != baseline.problem || other.language != baseline.language || other.source == baseline.source) continue;
      throw JudgeFailure(fmt::format("two {} baselines of {}: '{}' and '{}'; give one per language",
                                     language_name(baseline.language), baseline.problem, escape_untrusted(other.source),
                                     escape_untrusted(baseline.source)));
    }
    baselines.push_back(baseline);
  }
  return baselines;
}

void check_baselines_have_solutions(const std::vector<SolutionFile>& baselines, const std::vector<std::string>& problems) {
  for (const auto& baseline : baselines) {
    if (std::find(problems.begin(), problems.end(), baseline.problem) != problems.end()) continue;
    throw JudgeFailure(fmt::format("baseline '{}' is of {}, which has no solution compared: name the problem or its "
                                   "solutions too",
                                   escape_untrusted(baseline.source), baseline.problem));
  }
}

}  // namespace lcjudge
