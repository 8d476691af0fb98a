// Timing one solution on one input: an untimed warm-up run (page cache, CPU frequency, the
// dynamic loader's caches), then timed repetitions, each a whole judged run. The time that counts
// is the judge's own measurement, the process's CPU time (wait4); the solve time the driver
// reports around the method call (descriptor 3) is the solution's to write, so it is kept only as
// its claim, beside, and only where every run's claim is possible.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judging/built_solution.h"
#include "judging/classify.h"
#include "judging/run_gate.h"
#include "problem/config.h"
#include "problem/testcases.h"
#include "timing/measure.h"

namespace lcjudge {

struct TimingPolicy {
  int repetitions = 5;          // timed runs after the warm-up ...
  double budget_seconds = 0.5;  // ... but only as many as fit in this (at least one)
  // A warm-up run at least this long is the measurement itself, taken once: what a warm-up removes
  // (the binary and input not yet in the page cache, first touches of memory: about a millisecond)
  // is under half a percent of it, and a second run would double the cost of the slowest sizes.
  double self_warming_seconds = 0.25;
};

struct TimedCase {
  Verdict verdict = Verdict::kJudgeError;  // the worst of every run, the warm-up included
  std::string message;                     // why, from the run that earned the verdict
  CaseOutcome warmup;
  std::vector<CaseOutcome> runs;  // the timed repetitions; none unless the warm-up ran to the end
  TimingSummary cpu;              // measured, over the timed runs; kTimedOut when any run timed out
  // The solution's own solve times (its descriptor 3), over the same runs; count 0 when some run
  // claimed none or an impossible one (claim_note says so). Shown as its claim, never ranked on.
  TimingSummary claimed_solve;
  std::string claim_note;
  std::uint64_t peak_memory_bytes = 0;
  // The smallest work count the finished runs reported (solution's own, protocol.h); nothing if
  // none did. A deterministic solution reports the same count every run.
  std::optional<std::uint64_t> work;
  bool timed_out() const { return verdict == Verdict::kTimeLimitExceeded; }
};

// Runs the warm-up and the repetitions under CONFIG's limits.
TimedCase time_case(const BuiltSolution& program, const TestCase& test, const ProblemConfig& config,
                    const TimingPolicy& policy);

// time_case in steps, for timings interleaved with others' (interleaved_timing.h): the warm-up run;
// how many timed runs it calls for under POLICY (0 when it did not run to the end, or is itself
// the measurement); a timed run recorded (false once one did not run to the end: no more are
// needed); and the summaries made once the runs are done.
TimedCase start_timing(const BuiltSolution& program, const TestCase& test, const ProblemConfig& config, RunGate& gate);
int planned_runs(const TimedCase& timed, const TimingPolicy& policy);
bool record_run(TimedCase& timed, CaseOutcome run);
void finish_timing(TimedCase& timed);

// Whether a run got as far as printing an answer (right or wrong), so its times mean something.
bool ran_to_end(Verdict verdict);

// RUN's own solve time if it is possible: no more than the run's wall time as the judge measured
// it (classify has dropped what is not a plain non-negative number).
std::optional<double> possible_solve_claim(const CaseOutcome& run);

}  // namespace lcjudge
