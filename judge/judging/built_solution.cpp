#include "judging/built_solution.h"

#include <filesystem>

namespace lcjudge {

BuiltSolution native_program(const std::string& binary, Language language) {
  return {language, std::filesystem::absolute(binary).string(), nullptr};
}

BuiltSolution launched_program(const std::string& program, const Launch& launch) {
  return {launch.language, std::filesystem::absolute(program).string(), std::make_shared<const Launch>(launch)};
}

}  // namespace lcjudge
