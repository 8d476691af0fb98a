// `judge gen PROBLEM [--write]`: rebuild the generated cases and check them (judging/generate.h).

#include <memory>

#include "commands/command.h"
#include "judging/generate.h"

namespace lcjudge {

void register_gen_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<GenOptions>();
  CommandBuilder command(app, 
      "gen",
      "rebuild every generated case from testcases/PROBLEM/generators/cases.txt and check it is byte-identical to "
      "the committed file and its pinned hash",
      "0 every generated case is as its file holds (with --write: written), 1 some are not");
  command.add_option("PROBLEM", options->problem, "a folder of testcases/, its number or its path")
      .type_name("")
      .required();
  command.add_flag("--write", options->write, "rewrite the generated inputs that differ, and their pinned hashes");
  add_jobs_option(command, options->jobs, "run N generators (and compiles) at once (default: the number of cores)");
  commands.add(command.app(), [options] { return command_gen(project_here(), *options); });
}

}  // namespace lcjudge
