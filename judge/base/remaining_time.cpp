#include "base/remaining_time.h"

#include <algorithm>
#include <cmath>

namespace lcjudge {

std::optional<double> RemainingTime::update(double elapsed_seconds, double work_done, double work_left) {
  if (work_left <= 0 && work_done > 0) {
    shown_ = 0;
    shown_at_ = elapsed_seconds;
    return shown_;
  }
  if (work_done <= 0 || elapsed_seconds < kFirstEstimateSeconds) return shown_;
  // Real time per second of work done: above 1 by the time spent between steps.
  double estimate = elapsed_seconds / work_done * work_left;
  if (!shown_) {
    shown_ = estimate;
    shown_at_ = elapsed_seconds;
    return shown_;
  }
  double passed = std::max(0.0, elapsed_seconds - shown_at_);
  // What the last estimate says now, had it been right: it counts down with the clock.
  double counted_down = std::max(0.0, *shown_ - passed);
  double drift = std::max(kDriftPerSecond * passed, counted_down * std::expm1(passed / kSettleSeconds));
  shown_ = std::clamp(estimate, std::max(0.0, counted_down - drift), counted_down + drift);
  shown_at_ = elapsed_seconds;
  return shown_;
}

}  // namespace lcjudge
