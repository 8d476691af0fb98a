// `judge timelimit PROBLEM`: the time limit the Kattis way (problemtools' ac_to_time_limit and
// time_limit_to_tle). The slowest accepted run times 2.0, rounded up to the resolution, is the
// limit; every time_limit_exceeded solution must still fail at 1.5 times that limit, so that no
// verdict hangs on a few percent of machine noise.
#pragma once

#include "judging/scheduler.h"
#include "judging/workload.h"
#include "problem/project.h"

namespace lcjudge {

struct TimeLimitPolicy {
  double ac_to_time_limit = 2.0;   // limit = slowest accepted CPU time x this ...
  double time_limit_to_tle = 1.5;  // ... and time-outs must still time out at limit x this
  double resolution = 1.0;         // seconds; the limit is rounded up to a multiple of it
};

// The limit for a slowest accepted run of `slowest_seconds`: never below one resolution step.
double propose_time_limit(double slowest_seconds, const TimeLimitPolicy& policy);

// Measures, proposes and checks; with `write`, stores the limit in the problem's problem.yaml.
// Exit status as for `run`: 1 when a check fails.
int command_timelimit(const Project& project, const WorkloadRequest& request, const TimeLimitPolicy& policy,
                      bool write);

// The text beside a time_limit_exceeded solution checked at the raised limit: when GOOD, the case
// that showed its verdict ("TLE on secret/2: ..."), found among REPORT's own results ("" if the
// culprit is not one of them); otherwise what broke the expectation.
std::string timeout_check_detail(const SolutionReport& report, bool good);

// Replaces the time_limit line of a problem.yaml text (or appends one), keeping its comment.
std::string with_time_limit(const std::string& yaml_text, double seconds);

}  // namespace lcjudge
