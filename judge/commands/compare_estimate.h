// What the rest of `judge compare` is expected to cost, in seconds, step by step: the account that
// base/progress.h turns into the time left. Its steps differ in cost by 1000x (screening a time-out
// costs the time limit, a fast solution's run milliseconds, a sweep point anything up to the cap),
// so each step is weighed before it runs by what steps like it have cost so far:
// - screening solution S on a case of group G: S's mean on G so far; else, for a solution expected
//   to exceed the time limit (its folder says TLE), the limit (times what runs over it have cost
//   per second of limit); else the median screening within the limit (the per-run floor); divided
//   by the lanes the screening shares;
// - timing S on that case: nothing where its screening settled the case (over the limit, a crash);
//   else the warm-up and repetitions time_case makes of a run as long as the screening's (the
//   program's own time: screening side by side costs more around it), times the measured ratio of
//   timing steps' cost to that prediction; before its screening, S's mean on G of such predictions;
// - generating a sweep input: the mean so far;
// - a sweep point of S in family F: the time of a run at F's last size S ran, grown to this size by
//   the power of n its last points rose by; the first point past the cap costs the cap and stops
//   the family (at what past-the-cap points have cost per second of cap). Before S ran any of F: what F cost the solutions swept so far that are as slow (that
//   exceeded the time limit in screening, or not); before any, a floor run per size, and for a
//   solution that exceeded the limit, the cap and the sizes just below it: kCapsPerSlowFamily caps.
// Pure: the caller measures what each step cost (a clock around it) and says when it is done.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "timing/timing.h"

namespace lcjudge {

// One problem's steps: every (solution, case) screened then timed, its sweep inputs generated,
// then every solution swept.
struct CompareEstimatePlan {
  double time_limit_seconds = 1;
  std::vector<bool> expected_over_limit;         // per solution compared
  std::vector<std::string> case_groups;          // per case compared
  std::vector<std::vector<double>> sweep_sizes;  // per sweep family, the n of each size, increasing
};

class CompareEstimate {
 public:
  // SCREENING_LANES: the runs screening makes at once (-j).
  CompareEstimate(int screening_lanes, double cap_seconds, const TimingPolicy& timing, const TimingPolicy& sweep_timing);

  // The problem's index for the calls below.
  size_t add_problem(const CompareEstimatePlan& plan);

  // SECONDS: what the screening cost (not divided by the lanes); RUN_SECONDS: the program's own
  // run, as measured by the sandbox; SETTLED: the screening decided the case (over the limit, a
  // crash), so it is not timed; OVER_LIMIT: the run exceeded the limit.
  void screened(size_t problem, size_t solution, size_t test, double seconds, double run_seconds, bool settled,
                bool over_limit);
  void timed(size_t problem, size_t solution, size_t test, double seconds);
  void generated(size_t problem, double seconds);
  // A sweep point of RUNS runs in all; OVER_CAP: its family stops here.
  void swept(size_t problem, size_t solution, size_t family, size_t size, double seconds, int runs, bool over_cap);

  double done() const { return done_seconds_; }  // what the steps done cost
  double left() const;                            // what the steps left are expected to cost

 private:
  struct Pair {
    std::optional<double> screen_cost, screen_run;  // seconds: the screening's, the program's
    bool settled = false;
    bool timed = false;
  };
  struct SweepPointState {
    std::optional<double> run_seconds;  // one run's time: the step's over its runs
    double step_seconds = 0;
  };
  struct Problem {
    CompareEstimatePlan plan;
    std::vector<size_t> group_of;      // per case, an index into the problem's groups
    size_t groups = 0;
    double lanes = 1;
    std::vector<std::vector<Pair>> pairs;  // [solution][case]
    std::vector<bool> went_over;           // per solution: some screening run exceeded the limit
    size_t inputs = 0, generated = 0;
    std::vector<std::vector<std::vector<SweepPointState>>> sweep;  // [solution][family][size]
    std::vector<std::vector<bool>> stopped;                        // [solution][family]
  };

  double floor_run() const;
  double floor_screening() const;
  double over_limit_cost(double limit_seconds) const;
  double over_cap_cost() const;
  double timing_cost(double run_seconds) const;
  double sweep_step_cost(double run_seconds) const;
  double problem_left(const Problem& problem) const;
  double family_left(const Problem& problem, size_t solution, size_t family) const;
  bool slow(const Problem& problem, size_t solution) const;

  int screening_lanes_;
  double cap_seconds_;
  TimingPolicy timing_, sweep_timing_;
  std::vector<Problem> problems_;
  double done_seconds_ = 0;
  std::vector<double> within_limit_runs_, within_limit_screenings_;  // of those that finished in time
  double over_limit_seconds_ = 0, over_limit_limits_ = 0;  // screenings over the limit: their cost, their limits
  double over_cap_seconds_ = 0;
  size_t over_cap_points_ = 0;
  double timing_seconds_ = 0, timing_predicted_ = 0;
  double generating_seconds_ = 0;
  size_t generated_ = 0;
};

}  // namespace lcjudge
