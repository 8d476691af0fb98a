#include "judging/language_build.h"

#include <fmt/format.h>

#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"
#include "judging/language_build_steps.h"

namespace fs = std::filesystem;

namespace lcjudge {

namespace {

// Every language's toolchain but C++'s (judging/build.h), one file each.
const std::vector<const LanguageToolchain*>& toolchains() {
  static const std::vector<const LanguageToolchain*> all = {&python_toolchain(),     &java_toolchain(),
                                                           &javascript_toolchain(), &typescript_toolchain(),
                                                           &go_toolchain(),         &php_toolchain()};
  return all;
}

const LanguageToolchain* toolchain_of(Language language) {
  for (const LanguageToolchain* toolchain : toolchains()) {
    if (toolchain->language == language) return toolchain;
  }
  return nullptr;
}

}  // namespace

void prepare_language_drivers(const Project& project) {
  for (const LanguageToolchain* toolchain : toolchains()) toolchain->prepare(project);
}

std::string describe_language_run(Language language) {
  const LanguageToolchain* toolchain = toolchain_of(language);
  return toolchain ? toolchain->describe() : "";
}

BuildOutcome build_language_solution(const Project& project, const SolutionFile& solution, const ProblemConfig& config,
                                     const CompileJailLimits& limits, const CompileCache& cache) {
  const LanguageToolchain* toolchain = toolchain_of(solution.language);
  if (!toolchain) throw JudgeFailure(fmt::format("{} solutions cannot be built yet", language_name(solution.language)));
  const std::string source = fs::path(solution.source).is_absolute() ? solution.source : project.path(solution.source);
  const std::string text = read_file(source);
  return toolchain->build({project, solution, config, text, limits, cache});
}

}  // namespace lcjudge
