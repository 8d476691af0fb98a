// `judge compare [PROBLEM|SOLUTION ...]`: every solution (or those named, beside their problem's
// accepted ones unless --only) on every case of the chosen groups, screened once
// on every core (a run over the time limit in CPU time is settled there), then timed the careful
// way (one run at a time, pinned to one CPU, a warm-up, repetitions, medians with their spread);
// then each problem's scaling sweep with fitted growth and a plot. With --baseline, each
// solution is also shown less its language's baseline, and a bar plot of the two is drawn. Writes REPORT.md,
// measurements.csv and measurements.json beside the plots in a folder of the run's own,
// build/report/<date-time>/, which build/report/latest points at.
#pragma once

#include <string>
#include <vector>

#include "problem/project.h"
#include "timing/timing.h"

namespace lcjudge {

struct CompareCommandOptions {
  std::vector<std::string> targets;   // problems (folders or numbers) and .cpp solutions; empty: every problem
  bool only = false;                  // named solutions alone, without their problem's accepted ones
  std::vector<std::string> groups;    // "secret" takes secret/small and secret/large; empty: all
  std::vector<std::string> cases;     // case ids ("secret/large/x"): only these of each problem; empty: all
  // Baselines (timing/baseline.h): solution files that do no work, at most one per problem and
  // language, timed beside the solutions; each solution of their problem and language is also
  // shown less its baseline.
  std::vector<std::string> baselines;
  TimingPolicy timing;
  bool sweep = true;
  double cap_seconds = 1.0;           // CPU seconds per sweep run
  int jobs = 1;                       // compiles and the screening pass; timing runs one process at a time
  std::string report_directory;       // empty: build/report/<date-time>, and build/report/latest
  std::string command_line = "judge compare";  // quoted in the report
};

// Exit status 0, or 2 when some case could not be judged (JE) or on bad usage or data.
int command_compare(const Project& project, const CompareCommandOptions& options);

}  // namespace lcjudge
