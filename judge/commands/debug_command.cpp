// `judge debug SOLUTION CASE`: the solution's -O0 -g build, and gdb started on it with the case
// on its standard input (`set args < CASE`), so that `run` reproduces the failing case at once.
// gdb replaces the judge (exec): the session is the user's own, on their own code, outside the
// sandbox and its limits.
#include <fmt/core.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/terminal_escape.h"
#include "commands/case_choice.h"
#include "commands/command.h"
#include "judging/build.h"
#include "problem/case_text.h"
#include "problem/config.h"
#include "problem/testcases.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

struct DebugOptions {
  std::string solution;
  std::string case_name;  // a case id of the problem, or a file
  std::string problem;
  std::string compiler;
};

// TEXT as one word of the shell gdb starts the program with: 'it''s' quoted.
std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// The input file to debug on: the problem's case CASE_NAME names, or a file of the user's, then
// written in the committed form beside the debug build (the judge's own build folder).
std::string case_file(const Project& project, const SolutionFile& solution, const std::string& case_name) {
  std::error_code error;
  if (fs::is_regular_file(case_name, error)) {
    std::string input = normalise_case_input(read_file(case_name), case_name);
    std::string path = solution.build_folder + "/debug-case.in";
    replace_file(path, input);
    return fs::absolute(path).lexically_normal().string();
  }
  std::string problem_directory = project.testcases() + "/" + solution.problem;
  return fs::absolute(chosen_case(solution.problem, problem_testcases(problem_directory), case_name).input_path)
      .lexically_normal()
      .string();
}

int debug(const DebugOptions& options) {
  Project project = project_here();
  SolutionFile solution = solution_at(project, options.solution, options.problem);
  ProblemConfig config = load_problem_config(project.testcases() + "/" + solution.problem);
  if (!options.compiler.empty()) {
    config.build.compiler = options.compiler == "gcc" ? CompilerFamily::kGcc : CompilerFamily::kClang;
  }
  std::string input = case_file(project, solution, options.case_name);
  std::string gdb;
  try {
    gdb = find_in_path("gdb");
  } catch (const JudgeFailure&) {
    throw JudgeFailure("gdb is not installed: apt-get install gdb (or debug by hand, docs/solutions-and-cases.md)");
  }
  BuildOutcome build = SolutionBuilder(project).build_debug(solution, config);
  if (!build.ok) {
    fmt::print(stdout, "{}: CE\n  {}\n", printable(solution.display), printable_indented(build.message, "  "));
    return kExitSomeUnexpected;
  }
  std::string binary = fs::absolute(debug_binary_path(solution)).lexically_normal().string();
  fmt::print(stderr, "judge: gdb on {} (-O0 -g) with {} on its standard input: 'run' runs the case, "
                     "'bt' shows where it stopped\n", printable(binary), printable(input));
  std::fflush(stdout);
  std::fflush(stderr);
  std::vector<std::string> words = {gdb, "-q", "-ex", "set args < " + shell_quoted(input), binary};
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  execv(gdb.c_str(), argv.data());
  throw JudgeFailure(fmt::format("cannot start {}: {}", gdb, std::strerror(errno)));
}

}  // namespace

void register_debug_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<DebugOptions>();
  CommandBuilder command(app, "debug",
                             "build a solution at -O0 -g and start gdb on it with a case on its standard input "
                             "(unsandboxed: your own code under your own debugger)",
      "gdb's own once it starts; before: 1 the solution does not compile");
  command.add_option("SOLUTION", options->solution, "the .cpp file to debug").type_name("").required();
  command.add_option("CASE", options->case_name,
                     "a case of the problem as reports name it (sample/1, secret/large/x), or a file holding one")
      .type_name("")
      .required();
  command.add_option("--problem", options->problem, "the problem of a SOLUTION that does not live under solutions/<problem>/")
      .type_name("P");
  command.add_option("--compiler", options->compiler, "clang or gcc (default: the problem's)")
      .type_name("C")
      .check([](const std::string& text) {
        return text == "clang" || text == "gcc" ? std::string() : "expects clang or gcc, found '" + escape_untrusted(text) + "'";
      });
  commands.add(command.app(), [options] { return debug(*options); });
}

}  // namespace lcjudge
