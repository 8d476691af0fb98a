#include "commands/command.h"

#include <fmt/core.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>

#include "base/error.h"
#include "base/parallel.h"

namespace lcjudge {

Project project_here() {
  Project project;
  if (!std::filesystem::is_directory(project.testcases())) {
    throw JudgeFailure("cannot find 'testcases/' here: run the judge from the project's root folder");
  }
  return project;
}

OptionBuilder add_jobs_option(CommandBuilder& command, int& jobs, const std::string& description) {
  jobs = default_jobs();
  return command.add_option("-j,--jobs", jobs, description).type_name("N").check(whole_number(1, 256));
}

void add_build_options(CommandBuilder& command, std::string& compiler, bool& sanitize) {
  command
      .add_option("--compiler", compiler,
                  "clang (C++23, as LeetCode compiles) or gcc (GNU C++20) for every C++ solution (default: the "
                  "problem's `compiler:`, else clang)")
      .type_name("C")
      .check([](const std::string& text) -> std::string {
        return text == "clang" || text == "gcc" ? "" : fmt::format("expects clang or gcc, found '{}'", text);
      });
  command.add_flag("!--no-sanitize", sanitize,
                   "judge without the AddressSanitizer/UBSan build (by default each case a solution passes "
                   "is run again under them, and a finding is RTE, as on LeetCode)");
}

OptionCheck whole_number(std::uint64_t low, std::uint64_t high) {
  return [low, high](const std::string& text) -> std::string {
    errno = 0;
    char* end = nullptr;
    unsigned long long value = std::strtoull(text.c_str(), &end, 10);
    bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    if (digits && *end == '\0' && errno != ERANGE && value >= low && value <= high) return "";
    return fmt::format("expects a whole number from {} to {}, found '{}'", low, high, text);
  };
}

OptionCheck seconds_between(double low, double high) {
  return [low, high](const std::string& text) -> std::string {
    char* end = nullptr;
    double value = std::strtod(text.c_str(), &end);
    if (!text.empty() && *end == '\0' && value >= low && value <= high) return "";
    return fmt::format("expects seconds from {:g} to {:g}, found '{}'", low, high, text);
  };
}

}  // namespace lcjudge
