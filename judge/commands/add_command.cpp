// `judge add PROBLEM FILE|-`: add a test case, validated and answered by every accepted solution
// (add_case.h).

#include <memory>

#include "commands/add_case.h"
#include "commands/command.h"

namespace lcjudge {

void register_add_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<AddOptions>();
  CommandBuilder command(app, 
      "add",
      "add a test case: validated, answered by every accepted solution (they must agree), written as NAME.in + "
      "NAME.ans into testcases/PROBLEM/GROUP, never over an existing case",
      "0 the case was written (a refused case is 2: nothing written)");
  command.add_option("PROBLEM", options->problem, "a folder of testcases/, its number or its path")
      .type_name("")
      .required();
  command.add_option("FILE", options->input_path,
                      "the case as LeetCode's custom test case (one value per line) or the statement's "
                      "'name = value, ...'; - reads the standard input")
      .type_name("")
      .required();
  command.add_option("--group", options->group, "the test group to add to: sample, secret or a folder below them (default: secret)")
      .type_name("G");
  command.add_option("--name", options->name, "the case's name (default: the next free number)").type_name("NAME");
  command.add_option("--expect", options->expect,
                      "the answer you believe, as LeetCode prints it; a mismatch is an error; before the problem has an "
                      "accepted solution, the answer written")
      .type_name("VALUE");
  add_jobs_option(command, options->jobs, "compile and run N accepted solutions at once (default: the number of cores)");
  commands.add(command.app(), [options] { return command_add(project_here(), *options); });
}

}  // namespace lcjudge
