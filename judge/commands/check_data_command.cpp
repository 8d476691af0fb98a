// `judge check-data [PROBLEM ...]`: every case's input against its problem's declared signature
// (problem/input_shape.h), as judge run does before anything runs; `make validate` calls it, so
// bad data is found without judging.
#include <fmt/core.h>

#include <memory>
#include <string>
#include <vector>

#include "base/exit_status.h"
#include "base/parallel.h"
#include "commands/command.h"
#include "judging/workload.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {
namespace {

struct CheckDataRequest {
  std::vector<std::string> problems;
  int jobs = default_jobs();
};

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
    checked += cases.size();
  }
  fmt::print(stdout, "check-data: {} cases of {} problems fit their signatures", checked,
             problems.size() - unchecked_problems);
  if (unchecked_problems > 0) fmt::print(stdout, " ({} problems declare no signature)", unchecked_problems);
  fmt::print(stdout, "\n");
  return kExitAllExpected;
}

}  // namespace

void add_check_data_command(CLI::App& app, CommandTable& commands) {
  auto request = std::make_shared<CheckDataRequest>();
  CommandDeclaration command(app, "check-data",
                             "check every case's input against its problem's signature (make validate runs it)",
      "0 every case fits its problem's signature (a case that does not is bad data: 2, naming its file, line and column)");
  command.add_option("PROBLEM", request->problems, "a folder of testcases/, its number or its path (default: every problem)")
      .type_name("");
  add_jobs_option(command, request->jobs, "check N cases at once (default: the number of cores)");
  commands.add(command.app(), [request] { return check_data(*request); });
}

}  // namespace lcjudge
