// Statistics of repeated timings, and how many repetitions to run: pure functions, so each rule is
// unit-tested. A time-out is +infinity here: it sorts above every finished run, so a median or a
// minimum is a number only when enough runs finished, and never a made-up one.
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

namespace lcjudge {

constexpr double kTimedOut = std::numeric_limits<double>::infinity();

// A relative spread above this makes a median worth a warning: machine noise of that size can
// reorder solutions that are within a few percent of each other.
constexpr double kWideSpread = 0.10;

struct TimingSummary {
  size_t count = 0;
  double median = 0, min = 0, max = 0;  // kTimedOut where time-outs decide them
  double mad = 0;     // median absolute deviation from the median: robust to one slow outlier
  double spread = 0;  // mad / median, the relative noise; 0 for fewer than two samples
};

// Empty samples give count 0 and zeros.
TimingSummary summarize(std::vector<double> samples);

// The median of values that may hold kTimedOut (averaging the middle two of an even count).
double median_of(std::vector<double> values);

bool is_wide(const TimingSummary& summary, double threshold = kWideSpread);

// Timed repetitions after a warm-up run that took `warmup_seconds`: `requested`, but only as many
// as fit in `budget_seconds`, and at least one, so a slow case costs seconds, not minutes.
int planned_repetitions(double warmup_seconds, int requested, double budget_seconds);

// "12.3 µs", "4.56 ms", "1.23 s"; "> TL" for kTimedOut.
std::string format_duration(double seconds);

// "±4%"; "" for a single sample.
std::string format_spread(const TimingSummary& summary);

}  // namespace lcjudge
