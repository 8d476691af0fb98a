// `judge stress PROBLEM|SOLUTION ...`: random small cases against the brute-force reference, a
// disagreement shrunk to a minimal case (stress.h).

#include <cstdint>
#include <memory>

#include "commands/command.h"
#include "commands/stress.h"

namespace lcjudge {

void register_stress_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<StressOptions>();
  CommandBuilder command(app, 
      "stress",
      "random small cases, each solution (default: the accepted ones) against the problem's brute-force reference; "
      "a disagreement is shrunk to a minimal case",
      "0 no disagreement found, 1 a case a solution gets wrong (shown, shrunk)");
  command.add_option("PROBLEM|SOLUTION", options->targets,
                      "a folder of testcases/, its number or its path (its accepted solutions), or solution files (.cpp, .py, .java, .go) of "
                      "one problem")
      .type_name("");
  command.add_option("--problem", options->problem,
                      "the problem of SOLUTION files that do not live under solutions/<problem>/ (alone: its "
                      "accepted solutions)")
      .type_name("P");
  command.add_option("--count", options->count, "cases at most (default 1000)")
      .type_name("N")
      .check(whole_number(1, 100000000));
  command.add_option("--seed", options->seed, "the first seed (default 1)")
      .type_name("S")
      .check(whole_number(0, UINT64_MAX));
  command.add_option("--max-size", options->max_size, "913: nodes at most; 1728: grid side at most (default 8)")
      .type_name("K")
      .check(whole_number(1, 200));
  command.add_option("--time", options->time_seconds, "stop after this long (default 60)")
      .type_name("SECONDS")
      .check(whole_number(1, 86400));
  command.add_option("--check-programs", options->check_programs,
                      "check the problem's programs instead of stressing: the cases random_case prints for N seeds "
                      "and every candidate shrink derives from them must pass the validator (all run sandboxed)")
      .type_name("N")
      .check(whole_number(1, 100000));
  command.add_flag("--save", options->save, "add the shrunk counterexample as a test case, as 'judge add' does");
  command.add_option("--group", options->group, "the test group --save adds to (default: secret)").type_name("G");
  add_jobs_option(command, options->jobs, "run N cases at once (default: the number of cores)");
  commands.add(command.app(), [options] { return command_stress(project_here(), *options); });
}

}  // namespace lcjudge
