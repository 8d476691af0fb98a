// The scaling sweep: every family of the problem's sweep.txt generated at each of its sizes, and
// each solution timed on them smallest size first under a cap per run. A family is stopped at the
// first size where a run exceeds the cap (past it, runs would only cost more and say less); the
// other families go on. Each family gives a curve, per size finished, of its fastest run (noise on
// a shared machine only ever adds time, so the fastest run is the closest to the solution's own
// cost), fitted on its own (family_fit.h); the solution's growth is quoted on one family.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "problem/config.h"
#include "problem/project.h"
#include "problem/sweep_plan.h"
#include "problem/testcases.h"
#include "timing/family_fit.h"
#include "timing/growth_fit.h"
#include "timing/timing.h"

namespace lcjudge {

struct SweepInput {
  std::string family;
  SweepSize size;
  std::string command;  // "graph_gen ladder 16 --seed 1"
  TestCase test;        // build/sweep/<problem>/<family>-<size>.in + .ans
};

// Reads testcases/<problem>/generators/sweep.txt; nothing if the problem has none.
std::optional<SweepPlan> load_sweep_plan(const Project& project, const std::string& problem);

// Compiles the plan's generators if stale, writes each input under build/sweep/<problem>/, and its
// answer as REFERENCE (a built accepted solution) gives it under CONFIG's limits; with no
// reference the answers stay empty and every finished run counts as WA. In size order (n), families
// in plan order within a size. JudgeFailure if a generator or the reference fails.
// ON_INPUT is told each input's name before it is made; JOBS inputs are made at once.
std::vector<SweepInput> prepare_sweep_inputs(const Project& project, const std::string& problem, const SweepPlan& plan,
                                             const std::string& reference_binary, const ProblemConfig& config,
                                             const std::function<void(const std::string& name)>& on_input = {},
                                             int jobs = 1);

struct SweepPoint {
  size_t input = 0;  // index into the inputs swept
  TimedCase timing;
};

struct SolutionSweep {
  std::vector<SweepPoint> points;     // in run order
  std::vector<FamilySweep> families;  // in plan order
  size_t headline_index = 0;          // choose_headline(families): the family the solution's growth is quoted on
  size_t wrong_answers = 0;
  std::string declared_time;          // the source's `// Time:` line (compare_report.h), read once
  // The binary's CPU time to start and end on an empty input (the driver finds no case): the
  // least of a few runs, or of any run of the sweep if less (a run does all the empty input's run
  // does, so a start-up above it was measured in a burst of load); taken off every point of the
  // curves, which are fitted and plotted.
  double start_up_seconds = 0;

  // The headline family (where it left the cap, its curve and fit); an empty one with no family.
  const FamilySweep& headline_family() const;
};

// A curve's point at or below the solution's start-up: its time less the start-up is noise, kept
// as this (not a log of 0), left out of the fits and the plots.
constexpr double kWithinStartUpSeconds = 1e-9;

// Takes the start-up off every curve of SWEEP, whose points hold each run's whole CPU time: the
// start-up is the least of EMPTY_INPUT_SECONDS and every point's, then every point less it (at
// least kWithinStartUpSeconds), and each family fitted on its points above it.
void take_off_start_up(SolutionSweep& sweep, double empty_input_seconds);

struct SweepOptions {
  double cap_seconds = 1.0;  // CPU seconds a run may take before it is stopped
  TimingPolicy timing;
};

// The problem's limits with the time limit moved to the cap, a run stopped just past it.
ProblemConfig capped_config(const ProblemConfig& config, double cap_seconds);

// Times PROGRAM on INPUTS (in order), each family until one of its runs exceeds the cap. ON_RUN is
// told each input before it runs, and how many inputs were skipped once a family stopped; ON_POINT
// each point once measured (before the skipped inputs are told).
SolutionSweep sweep_solution(const BuiltSolution& program, const std::vector<SweepInput>& inputs,
                             const ProblemConfig& config, const SweepOptions& options,
                             const std::function<void(const std::string& label, size_t steps)>& on_run,
                             const std::function<void(const SweepPoint& point)>& on_point = {});

}  // namespace lcjudge
