#include "timing/measure.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lcjudge {

double median_of(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  size_t middle = values.size() / 2;
  if (values.size() % 2 == 1) return values[middle];
  double low = values[middle - 1], high = values[middle];
  if (std::isinf(high)) return kTimedOut;  // inf - inf would make a NaN of the average
  return (low + high) / 2;
}

TimingSummary summarize(std::vector<double> samples) {
  TimingSummary summary;
  if (samples.empty()) return summary;
  std::sort(samples.begin(), samples.end());
  summary.count = samples.size();
  summary.min = samples.front();
  summary.max = samples.back();
  summary.median = median_of(samples);
  if (samples.size() < 2 || std::isinf(summary.median)) return summary;
  std::vector<double> deviations;
  for (double sample : samples) deviations.push_back(std::fabs(sample - summary.median));
  summary.mad = median_of(deviations);
  summary.spread = summary.median > 0 && !std::isinf(summary.mad) ? summary.mad / summary.median : 0;
  return summary;
}

bool is_wide(const TimingSummary& summary, double threshold) { return summary.spread > threshold; }

int planned_repetitions(double warmup_seconds, int requested, double budget_seconds) {
  if (requested <= 1) return std::max(requested, 1);
  if (warmup_seconds <= 0) return requested;
  double fit = std::floor(budget_seconds / warmup_seconds);
  return static_cast<int>(std::clamp(fit, 1.0, static_cast<double>(requested)));
}

std::string format_duration(double seconds) {
  if (std::isinf(seconds)) return "> TL";
  char text[32];
  if (seconds < 1e-3) {
    std::snprintf(text, sizeof text, "%.3g µs", seconds * 1e6);
  } else if (seconds < 1) {
    std::snprintf(text, sizeof text, "%.3g ms", seconds * 1e3);
  } else {
    std::snprintf(text, sizeof text, "%.3g s", seconds);
  }
  return text;
}

std::string format_spread(const TimingSummary& summary) {
  if (summary.count < 2 || std::isinf(summary.median)) return "";
  char text[32];
  std::snprintf(text, sizeof text, "±%.0f%%", summary.spread * 100);
  return text;
}

}  // namespace lcjudge
