#include "judging/language_build.h"

#include <filesystem>

#include "base/atomic_file.h"
#include "judging/language_toolchain.h"

namespace fs = std::filesystem;

namespace lcjudge {

void prepare_language_drivers(const Project& project) {
  for (Language language : all_languages()) language_toolchain(language).prepare(project);
}

std::string describe_language_run(Language language) { return language_toolchain(language).describe_run(); }

BuildOutcome build_language_solution(const Project& project, const SolutionFile& solution, const ProblemConfig& config,
                                     const CompileJailLimits& limits, const CompileCache& cache,
                                     const SolutionBuilder& builder) {
  const std::string source = fs::path(solution.source).is_absolute() ? solution.source : project.path(solution.source);
  const std::string text = read_file(source);
  return language_toolchain(solution.language).build({project, solution, config, text, limits, cache, builder});
}

}  // namespace lcjudge
