// What `judge compare` measured for one problem, and the tables made from it: per solution and
// test group, the verdicts, the median and fastest CPU time over the group's cases (each case's
// own median over its runs: the judge's measurement, wait4), the solution's own claimed solve time
// beside it, peak memory, and the ratio to the fastest accepted solution. A time-out counts as kTimedOut (above every number), so a median over cases
// stays a number only while fewer than half of them timed out.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "problem/project.h"
#include "problem/testcases.h"
#include "timing/plot.h"
#include "timing/sweep.h"
#include "timing/timing.h"

namespace lcjudge {

struct CaseMeasurement {
  size_t solution = 0;  // index into ProblemComparison::solutions
  TestCase test;
  TimedCase timing;
};

struct GroupRow {
  size_t solution = 0;
  std::string group;
  size_t cases = 0;
  std::map<Verdict, size_t> verdicts;  // per case
  double median_cpu = 0, min_cpu = 0;  // measured: the whole process, start-up included
  double spread = 0;                   // the median of the cases' relative spreads
  size_t wide_cases = 0;               // cases whose spread is wide (measure.h)
  // The median of the cases' solve times as the solution reports them (descriptor 3): its claim,
  // shown labelled so; nothing unless every finished case has one.
  std::optional<double> median_claimed_solve;
  std::uint64_t peak_memory_bytes = 0; // the largest of any run
  double ratio = 0;                    // median_cpu / the fastest accepted's; 0 without one
  size_t runs = 0;                     // timed runs behind the numbers
};

// A sweep family's plots: CPU time, and the solutions' own work counts when any counted.
struct FamilyPlot {
  std::string family;
  PlotFiles time;
  std::optional<PlotFiles> work;
};

struct ProblemComparison {
  std::string problem, title;
  double time_limit_seconds = 1;
  std::vector<SolutionFile> solutions;
  std::vector<bool> compiled;          // parallel to solutions
  // Parallel to solutions, or empty for none: which are baselines (baseline.h), timed beside the
  // others but never the fastest accepted solution.
  std::vector<bool> baselines;
  std::vector<std::string> groups;     // in case order
  std::vector<CaseMeasurement> measurements;
  std::vector<GroupRow> rows;          // group by group, solutions in order within each
  std::string summary_group;           // the group the summary quotes: the last, the largest cases

  bool swept = false;
  std::string sweep_note;              // why there is no sweep, or what to know about it
  std::optional<SweepPlan> plan;
  std::vector<SweepInput> sweep_inputs;
  std::vector<SolutionSweep> sweeps;   // parallel to solutions when swept
  double cap_seconds = 0;
  std::vector<FamilyPlot> plots;       // one per family some solution's growth is quoted on
  // With baselines: the solutions with one on the summary group, each beside its baseline.
  std::optional<PlotFiles> baseline_plot;
};

// Whether solution S of C is a baseline (baseline.h) rather than a solution.
bool is_baseline(const ProblemComparison& comparison, size_t s);

// The rows of every (group, solution) from the measurements; a solution that did not compile
// gets a row with no cases.
std::vector<GroupRow> group_rows(const ProblemComparison& comparison);

// The index of the fastest row of GROUP among solutions from accepted/ whose every case was AC
// (baselines aside).
std::optional<size_t> fastest_accepted(const ProblemComparison& comparison, const std::string& group);

// The index of the accepted solution fastest over every case (the reference for the sweep's
// answers), if any.
std::optional<size_t> fastest_accepted_solution(const ProblemComparison& comparison);

// "27 AC", "3 AC, 24 TLE"; "CE" for a solution that did not compile.
std::string verdict_counts(const std::map<Verdict, size_t>& verdicts, bool compiled = true);

}  // namespace lcjudge
