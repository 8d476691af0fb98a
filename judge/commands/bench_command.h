// `judge bench`: how fast the accepted solutions solve the largest inputs (solve_bench.h), and
// what judging costs beyond the work judged (overhead_bench.h); prints both tables and writes them,
// with the machine and the command, to build/report/BENCH.md.
#pragma once

#include <string>
#include <vector>

#include "problem/project.h"

namespace lcjudge {

struct BenchCommandOptions {
  std::vector<std::string> problems;  // empty: every problem
  int repetitions = 21;               // solve-time runs per (solution, input)
  int rounds = 10;                    // overhead rounds; 0 leaves the overhead half out
  int jobs = 1;                       // compiles at once
  std::string command_line;           // as typed, for the report
};

int command_bench(const Project& project, const BenchCommandOptions& options);

}  // namespace lcjudge
