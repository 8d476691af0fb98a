// `judge check-data [PROBLEM ...]`: every case's input against its problem's declared signature
// (problem/input_shape.h), as judge run does before anything runs, and every answer against the
// result type; `make validate` calls it, so bad data is found without judging.
#include <fmt/core.h>

#include <memory>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/parallel.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "commands/command.h"
#include "judging/workload.h"
#include "problem/config.h"
#include "problem/input_shape.h"
#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {
namespace {

struct CheckDataRequest {
  std::vector<std::string> problems;
  int jobs = default_jobs();
};

// Each case's .ans against the result type as the driver prints it for the case's input
// (answer_shape_problem); whitespace between the answer's tokens is allowed, as the comparison
// ignores it. JudgeFailure naming the first bad file, its line and column.
void check_answer_shapes(const ProblemConfig& config, const std::vector<TestCase>& cases, int jobs) {
  std::vector<std::string> problems(cases.size());
  parallel_for(cases.size(), jobs, [&](size_t i) {
    std::string answer = read_file(cases[i].answer_path);
    answer.erase(answer.find_last_not_of(" \t\r\n") + 1);  // the final newline, and blank lines after
    problems[i] = answer_shape_problem(answer, read_file(cases[i].input_path), config);
  });
  for (size_t i = 0; i < cases.size(); ++i) {
    if (!problems[i].empty()) {
      throw JudgeFailure("bad test data in '" + escape_untrusted(cases[i].answer_path) + "', " + escape_untrusted(problems[i]));
    }
  }
}

int check_data(const CheckDataRequest& request) {
  Project project = project_here();
  std::vector<std::string> problems;
  for (const auto& name : request.problems) problems.push_back(find_problem(project, name));
  if (problems.empty()) problems = all_problems(project);
  size_t checked = 0, unchecked_problems = 0;
  for (const auto& problem : problems) {
    ProblemConfig config = load_problem_config(project.testcases() + "/" + problem);
    std::vector<TestCase> cases = problem_testcases(config.directory);
    if (config.signature.kind == ProblemSignature::Kind::kNone) {
      ++unchecked_problems;
      continue;
    }
    check_case_shapes(config, cases, request.jobs);  // JudgeFailure naming the file, line and column
    check_answer_shapes(config, cases, request.jobs);
    checked += cases.size();
  }
  fmt::print(stdout, "check-data: {} of {} {}", plural(checked, "case"), plural(problems.size() - unchecked_problems, "problem"),
             checked == 1 ? "fits its signature" : "fit their signatures");
  if (unchecked_problems > 0) {
    fmt::print(stdout, " ({} {} no signature)", plural(unchecked_problems, "problem"),
               unchecked_problems == 1 ? "declares" : "declare");
  }
  fmt::print(stdout, "\n");
  return kExitAllExpected;
}

}  // namespace

void register_check_data_command(CLI::App& app, CommandTable& commands) {
  auto request = std::make_shared<CheckDataRequest>();
  CommandBuilder command(app, "check-data",
                             "check every case's input and answer against its problem's signature (make validate runs it)",
      "0 every case's input and answer fit its problem's signature (a case that does not is bad data: 2, naming its "
      "file, line and column)");
  command.add_option("PROBLEM", request->problems, "a folder of testcases/, its number or its path (default: every problem)")
      .type_name("");
  add_jobs_option(command, request->jobs, "check N cases at once (default: the number of cores)");
  commands.add(command.app(), [request] { return check_data(*request); });
}

}  // namespace lcjudge
