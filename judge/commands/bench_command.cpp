// `judge bench [PROBLEM ...]`: its command line, and the two benchmarks run and written
// (bench_command.h).
#include "commands/bench_command.h"

#include <fmt/core.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/machine.h"
#include "commands/command.h"
#include "timing/overhead_bench.h"
#include "timing/solve_bench.h"

namespace lcjudge {

int command_bench(const Project& project, const BenchCommandOptions& options) {
  std::vector<std::string> problems;
  for (const auto& name : options.problems) problems.push_back(find_problem(project, name));
  if (options.problems.empty()) {  // every problem that lists bench inputs; a problem named must have them
    for (const auto& problem : all_problems(project)) {
      if (std::filesystem::exists(project.testcases() + "/" + problem + "/bench.txt")) {
        problems.push_back(problem);
      } else {
        fmt::print(stderr, "judge: note: no {}: its solutions are not timed\n",
                   project.path("testcases/" + problem + "/bench.txt"));
      }
    }
  }

  std::string machine = describe_machine();
  std::string report = fmt::format("# lcjudge bench\n\n`{}`, {}, on {}.\n\n", options.command_line, local_timestamp(), machine);
  fmt::print(stdout, "judge bench on {}\n", machine);
  std::vector<SolveBenchRow> rows;
  for (const auto& problem : problems) {
    SolveBenchOptions solve;
    solve.repetitions = options.repetitions;
    solve.jobs = options.jobs;
    auto problem_rows = bench_solve_times(project, problem, solve);
    rows.insert(rows.end(), problem_rows.begin(), problem_rows.end());
  }
  if (!rows.empty()) {
    fmt::print(stdout, "\nSolve times on the largest inputs\n{}", solve_bench_table(rows, false));
    std::fflush(stdout);
    report += "## Solve times on the largest inputs\n\n" + solve_bench_table(rows, true) + "\n";
  }

  if (options.rounds > 0) {
    OverheadBenchOptions overhead;
    overhead.rounds = options.rounds;
    OverheadFigures figures = measure_judge_overhead(project, overhead);
    fmt::print(stdout, "\n{}", overhead_table(figures, false));
    report += "## " + overhead_table(figures, true);
  }

  std::filesystem::create_directories(project.path("build/report"));
  std::string path = project.path("build/report/BENCH.md");
  replace_file(path, report);
  fmt::print(stdout, "\nwrote {}\n", path);
  return kExitAllExpected;
}

void register_bench_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<BenchCommandOptions>();
  CommandBuilder command(app, 
      "bench",
      "time each accepted solution on the inputs testcases/PROBLEM/bench.txt lists (median, spread, ns per edge of "
      "the game graph), then the judge's own cost: 200 trivial cases judged at -j 1 and -j 2 against a bare spawn "
      "of the same binary (what each case past the first adds, in wall and CPU time, and the judge's start), and "
      "the same in Python and Java against the interpreter on `pass` and the JVM on an empty main; writes "
      "build/report/BENCH.md",
      "0 measured, and written to build/report/BENCH.md");
  command.add_option("PROBLEM", options->problems,
                      "a folder of testcases/, its number or its path (default: every problem with a bench.txt)")
      .type_name("");
  command.add_option("--repeat", options->repetitions, "timed runs per input after the warm-up (default 21; fewer when slow)")
      .type_name("R")
      .check(whole_number(1, 1000));
  command.add_option("--rounds", options->rounds, "rounds of the judge-overhead benchmark (default 10; 0 skips it)")
      .type_name("N")
      .check(whole_number(0, 1000));
  add_jobs_option(command, options->jobs, "compile N solutions at once (default: the number of cores)");
  commands.add(command.app(), [options, &commands] {
    options->command_line = commands.typed();
    return command_bench(project_here(), *options);
  });
}

}  // namespace lcjudge
