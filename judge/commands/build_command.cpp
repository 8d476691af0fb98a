// `judge build [PROBLEM|SOLUTION ...]`: compile only, incrementally; a compile_error solution that
// compiles is reported.
#include <fmt/core.h>

#include <memory>

#include "base/exit_status.h"
#include "base/terminal_escape.h"
#include "commands/command.h"
#include "judging/workload.h"

namespace lcjudge {
namespace {

int build(const WorkloadRequest& request) {
  Workload work = prepare_workload(project_here(), request);
  int status = kExitAllExpected;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (work.builds[i].ok == (work.solutions[i].expected != Verdict::kCompileError)) continue;
    fmt::print(stdout, "{}: {}\n", work.solutions[i].display,
               work.builds[i].ok ? "expected CE, but it compiled" : printable_indented(work.builds[i].message, "  "));
    status = kExitSomeUnexpected;
  }
  return status;
}

}  // namespace

void register_build_command(CLI::App& app, CommandTable& commands) {
  auto request = std::make_shared<WorkloadRequest>();
  request->need_cases = false;
  CommandBuilder command(app, "build", "compile solutions only (incremental)",
      "0 every solution compiled as its folder expects, 1 some did not (or a compile_error one compiled)");
  command.add_option("PROBLEM|SOLUTION", request->targets,
                      "a folder of testcases/, its number or its path: all its solutions; or a solution file (.cpp, .py, .java, .go) "
                      "(default: every problem)")
      .type_name("");
  command.add_option("--problem", request->problem,
                      "the problem of SOLUTION files that do not live under solutions/<problem>/")
      .type_name("P");
  add_jobs_option(command, request->jobs, "compile N solutions at once (default: the number of cores)");
  add_build_options(command, request->compiler, request->sanitize);
  commands.add(command.app(), [request] { return build(*request); });
}

}  // namespace lcjudge
