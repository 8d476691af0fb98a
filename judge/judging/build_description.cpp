#include "judging/build_description.h"

#include <fmt/format.h>

#include <map>
#include <set>
#include <vector>

#include "judging/language_build.h"

namespace lcjudge {

std::string describe_builds(const Workload& work) {
  std::set<std::string> cpp_problems;
  std::set<Language> languages;
  for (const SolutionFile& solution : work.solutions) {
    if (language_facts(solution.language).native_binary) cpp_problems.insert(solution.problem);  // SolutionBuilder's own build
    languages.insert(solution.language);
  }
  std::vector<std::string> parts;
  // C++'s: one line when every problem is built alike, else one per problem.
  std::map<std::string, std::vector<std::string>> problems_by_build;
  for (const auto& [problem, config] : work.configs) {
    if (cpp_problems.count(problem)) problems_by_build[describe_build(config.build)].push_back(problem);
  }
  for (const auto& [described, problems] : problems_by_build) {
    parts.push_back(problems_by_build.size() == 1 ? described : fmt::format("{}: {}", fmt::join(problems, ", "), described));
  }
  for (Language language : all_languages()) {
    if (!language_facts(language).native_binary && languages.count(language)) {
      parts.push_back(fmt::format("{}: {}", language_name(language), describe_language_run(language)));
    }
  }
  return fmt::format("{}", fmt::join(parts, "; "));
}

}  // namespace lcjudge
