#include "commands/bench_command.h"

#include <cstdio>
#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/machine.h"
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
        std::fprintf(stderr, "judge: note: no %s: its solutions are not timed\n",
                     project.path("testcases/" + problem + "/bench.txt").c_str());
      }
    }
  }

  std::string machine = describe_machine();
  std::string report = "# lcjudge bench\n\n`" + options.command_line + "`, " + local_timestamp() + ", on " + machine +
                       ".\n\n";
  std::printf("judge bench on %s\n", machine.c_str());
  std::vector<SolveBenchRow> rows;
  for (const auto& problem : problems) {
    SolveBenchOptions solve;
    solve.repetitions = options.repetitions;
    solve.jobs = options.jobs;
    auto problem_rows = bench_solve_times(project, problem, solve);
    rows.insert(rows.end(), problem_rows.begin(), problem_rows.end());
  }
  if (!rows.empty()) {
    std::printf("\nSolve times on the largest inputs\n%s", solve_bench_table(rows, false).c_str());
    std::fflush(stdout);
    report += "## Solve times on the largest inputs\n\n" + solve_bench_table(rows, true) + "\n";
  }

  if (options.rounds > 0) {
    OverheadBenchOptions overhead;
    overhead.rounds = options.rounds;
    OverheadFigures figures = measure_judge_overhead(project, overhead);
    std::printf("\n%s", overhead_table(figures, false).c_str());
    report += "## " + overhead_table(figures, true);
  }

  std::filesystem::create_directories(project.path("build/report"));
  std::string path = project.path("build/report/BENCH.md");
  replace_file(path, report);
  std::printf("\nwrote %s\n", path.c_str());
  return 0;
}

}  // namespace lcjudge
