// How long a long command has left. The caller keeps an account of its work in seconds: what the
// steps done cost, and what the steps left are expected to cost (weighed one by one before they
// run: `judge compare`'s steps differ in cost by 1000x, so a count of steps cannot say). The time
// left is the work left times the measured ratio of real time to the work done (the time spent
// between steps, and lanes that share the cores less well than planned). The number shown counts
// down with the clock and, as a guard against noise only (a step half run counts as not run),
// moves toward that estimate by at most kDriftPerSecond a second, or a factor of e per
// kSettleSeconds where that is more. Pure (the caller's clock), so unit-tested.
#pragma once

#include <optional>

namespace lcjudge {

class RemainingTime {
 public:
  // No estimate before this much time has passed: the first steps say little about the rest.
  static constexpr double kFirstEstimateSeconds = 3;
  // The shown estimate moves, beyond counting down, by at most this many seconds a second ...
  static constexpr double kDriftPerSecond = 2;
  // ... or by a factor of e over this many seconds where that is more (a long run's estimate).
  static constexpr double kSettleSeconds = 180;

  // The seconds left to show at ELAPSED_SECONDS (non-decreasing from call to call), with steps
  // costing WORK_DONE seconds done and steps expected to cost WORK_LEFT seconds left; nothing while
  // there is no basis yet.
  std::optional<double> update(double elapsed_seconds, double work_done, double work_left);

 private:
  std::optional<double> shown_;
  double shown_at_ = 0;  // the elapsed time of the last update
};

}  // namespace lcjudge
