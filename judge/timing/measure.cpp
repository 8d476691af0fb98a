#include "timing/measure.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

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
  if (seconds < 1e-3) return fmt::format("{:.3g} µs", seconds * 1e6);
  if (seconds < 1) return fmt::format("{:.3g} ms", seconds * 1e3);
  return fmt::format("{:.3g} s", seconds);
}

std::string format_spread(const TimingSummary& summary) {
  if (summary.count < 2 || std::isinf(summary.median)) return "";
  return fmt::format("±{:.0f}%", summary.spread * 100);
}

}  // namespace lcjudge
