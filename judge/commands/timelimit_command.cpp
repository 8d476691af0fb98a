// `judge timelimit PROBLEM [--write]`: propose the problem's time limit and check it (timelimit.h).

#include <memory>

#include "commands/command.h"
#include "commands/timelimit.h"

namespace lcjudge {
namespace {

struct TimeLimitOptions {
  std::string problem;
  bool write = false;
  int jobs = 1;
};

int timelimit(const TimeLimitOptions& options) {
  WorkloadRequest request;
  request.targets = {options.problem};
  request.jobs = options.jobs;
  request.sanitize = false;  // limits are measured on the optimised build
  return command_timelimit(project_here(), request, {}, options.write);
}

}  // namespace

void register_timelimit_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<TimeLimitOptions>();
  CommandBuilder command(app, 
      "timelimit",
      "propose the problem's time limit: slowest accepted CPU time x 2.0, rounded up to a second; check that every "
      "time_limit_exceeded solution still fails at 1.5 x that limit",
      "0 every check passed (with --write: the limit written), 1 an accepted solution is not accepted or a check failed (nothing written)");
  command.add_option("PROBLEM", options->problem, "a folder of testcases/, its number or its path")
      .type_name("")
      .required();
  command.add_flag("--write", options->write, "store the proposed limit in the problem's problem.yaml");
  add_jobs_option(command, options->jobs, "run N cases (and compiles) at once (default: the number of cores)");
  commands.add(command.app(), [options] { return timelimit(*options); });
}

}  // namespace lcjudge
