#include "base/remaining_time.h"

#include <algorithm>
#include <cmath>

namespace lcjudge {

std::optional<double> RemainingTime::update(double elapsed_seconds, double done, double total) {
  if (total > 0 && done >= total) {
    shown_ = 0;
    shown_at_ = elapsed_seconds;
    return shown_;
  }
  if (history_.empty()) history_.emplace_back(0, 0);
  if (elapsed_seconds - history_.back().first >= 1) history_.emplace_back(elapsed_seconds, done);
  while (history_.size() > 2 && elapsed_seconds - history_[1].first >= kPaceWindowSeconds) history_.pop_front();
  if (done <= 0 || elapsed_seconds < kFirstEstimateSeconds) return shown_;
  // The recent pace; a step still running when none finished in the window counts as one.
  const auto& [then, done_then] = history_.front();
  double plain = (elapsed_seconds - then) / std::max(1.0, done - done_then) * (total - done);
  if (!shown_) {
    shown_ = plain;
    shown_at_ = elapsed_seconds;
    return shown_;
  }
  double passed = std::max(0.0, elapsed_seconds - shown_at_);
  // What the last estimate says now, had it been right: it counts down with the clock.
  double counted_down = std::max(0.0, *shown_ - passed);
  double factor = std::exp(passed / kSettleSeconds);
  // Down at most by the factor; up by it, and by the time passed, so an estimate that reached zero
  // with work left can grow again.
  double low = counted_down / factor, high = counted_down * factor + passed;
  shown_ = std::clamp(plain, low, high);
  shown_at_ = elapsed_seconds;
  return shown_;
}

}  // namespace lcjudge
