// `judge validate [PROBLEM ...]`: every problem's validator over its data and its junk inputs
// (judging/validate_all.h); scripts/validate-all.sh and make validate call it.

#include <memory>

#include "commands/command.h"
#include "judging/validate_all.h"

namespace lcjudge {

void register_validate_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<ValidateOptions>();
  CommandBuilder command(app, "validate",
                             "run every problem's validator over its test data (each must be accepted) and its junk inputs "
                             "(validator/invalid/: each must be rejected by its rule)",
      "0 every case accepted and every junk input rejected by its rule, 1 some not");
  command.add_option("PROBLEM", options->problems, "a folder of testcases/, its number or its path (default: every problem with a validator)")
      .type_name("");
  add_jobs_option(command, options->jobs, "run N validators at once (default: the number of cores)");
  commands.add(command.app(), [options] { return command_validate(project_here(), *options); });
}

}  // namespace lcjudge
