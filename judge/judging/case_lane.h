// The seam between the scheduler (scheduler.h) and the runs it asks for: a lane makes the runs of
// one solution's cases for one judging thread. The judge's lane runs the solution's binary in the
// sandbox (process/run_lane.h); a test's lane answers with scripted run records and records what
// it was asked, so that the scheduler is tested without a process. The scheduler holds each run's
// place in the gate (run_gate.h): a lane never takes one.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "judging/built_solution.h"
#include "problem/config.h"
#include "problem/testcases.h"
#include "process/spawn.h"

namespace lcjudge {

class CaseLane {
 public:
  virtual ~CaseLane() = default;  // outstanding runs are stopped and dropped

  // Whether a run sent now starts only after those outstanding end (so sending ahead pays), rather
  // than running to its end within send().
  virtual bool sends_ahead() const = 0;

  // Sends a run of TEST; its record comes from receive(), in the order sent.
  virtual void send(const TestCase& test) = 0;

  // The oldest outstanding run's record, waiting for its end. Never throws for the run's faults;
  // internal_error for the judge's.
  virtual RunRecord receive() = 0;

  // Waits until receive() would return at once, or until CANCEL_FD polls readable: false if that
  // came first.
  virtual bool wait_for_reply(int cancel_fd) const = 0;

  // Stops the outstanding runs now and forgets them.
  virtual void drop_outstanding() = 0;

  // Runs TEST now, to its end, apart from the runs sent: the run made again alone (the scheduler
  // holds the gate alone, with nothing outstanding).
  virtual RunRecord run_now(const TestCase& test) = 0;

  // Whether the runs sent are a session's cases, answered in turn by one process (session_lane.h).
  virtual bool shares_process() const { return false; }

  // A session lane's run of TEST by the solution's sanitized build, in a session of its own that
  // answers the same cases in the same order; nothing where the sanitized build runs a case apart.
  virtual std::optional<RunRecord> sanitized_run(const TestCase&) { return std::nullopt; }
};

// The judge's lane: PROGRAM's runs under LIMITS, through the sandbox server when it runs.
std::unique_ptr<CaseLane> open_sandbox_lane(const BuiltSolution& program, const JudgeLimits& limits);

}  // namespace lcjudge
