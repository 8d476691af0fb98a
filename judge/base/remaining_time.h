// How long a long command has left, steadied. The plain estimate, the time per step times the
// steps left, jumps whenever the steps change cost: `judge compare`'s screening runs take
// milliseconds, a naive search's sweep runs a second each, one slow step early on multiplies its
// time by every step left, and a solution that leaves the cap skips its remaining steps at once;
// under load the estimate went from 2 to 28 minutes between two lines. Here the pace is the recent
// one (the steps done over the last kPaceWindowSeconds), which follows a change of phase; and the
// number shown counts down with the clock and moves toward the plain estimate by at most a factor
// of e every kSettleSeconds, so it never jumps by minutes either way, and follows a lasting change
// within a few minutes. Pure (the caller's clock), so unit-tested.
#pragma once

#include <deque>
#include <optional>
#include <utility>

namespace lcjudge {

class RemainingTime {
 public:
  // Seconds over which the shown estimate may change by a factor of e beyond counting down.
  static constexpr double kSettleSeconds = 180;
  // No estimate before this much time has passed: the first steps say little about the rest.
  static constexpr double kFirstEstimateSeconds = 3;
  // The pace is measured over about this much of the recent past.
  static constexpr double kPaceWindowSeconds = 60;

  // The seconds left to show at ELAPSED_SECONDS (non-decreasing from call to call) with DONE of
  // TOTAL steps done; nothing while there is no basis yet.
  std::optional<double> update(double elapsed_seconds, double done, double total);

 private:
  std::deque<std::pair<double, double>> history_;  // (elapsed, done), a second or more apart
  std::optional<double> shown_;
  double shown_at_ = 0;  // the elapsed time of the last update
};

}  // namespace lcjudge
