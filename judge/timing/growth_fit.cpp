#include "timing/growth_fit.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace lcjudge {

LineFit fit_line(const std::vector<double>& x, const std::vector<double>& y) {
  LineFit fit;
  size_t n = std::min(x.size(), y.size());
  if (n < 2) return fit;
  double mean_x = 0, mean_y = 0;
  for (size_t i = 0; i < n; ++i) mean_x += x[i], mean_y += y[i];
  mean_x /= n, mean_y /= n;
  double sxx = 0, sxy = 0, syy = 0;
  for (size_t i = 0; i < n; ++i) {
    sxx += (x[i] - mean_x) * (x[i] - mean_x);
    sxy += (x[i] - mean_x) * (y[i] - mean_y);
    syy += (y[i] - mean_y) * (y[i] - mean_y);
  }
  if (sxx <= 0) return fit;
  fit.slope = sxy / sxx;
  fit.intercept = mean_y - fit.slope * mean_x;
  double residual = 0;
  for (size_t i = 0; i < n; ++i) {
    double error = y[i] - (fit.intercept + fit.slope * x[i]);
    residual += error * error;
  }
  fit.r_squared = syy > 0 ? std::max(0.0, 1 - residual / syy) : 1;
  return fit;
}

namespace {
// Whether a model leaving UNEXPLAINED of the variance is clearly better than one leaving OTHER's.
bool clearly_better(double unexplained, double other) {
  if (unexplained >= other) return false;
  if (other >= kDiscernibleUnexplained) return unexplained * kClearlyBetterRatio <= other;
  return unexplained * kClearlyBetterWithinNoiseRatio <= other;
}
}  // namespace

GrowthFit fit_growth(const std::vector<GrowthPoint>& points, double floor_seconds) {
  GrowthFit fit;
  std::vector<GrowthPoint> usable;
  for (const auto& point : points) {
    if (point.size > 0 && point.value > 0 && std::isfinite(point.value)) usable.push_back(point);
  }
  std::vector<GrowthPoint> chosen;
  for (const auto& point : usable) {
    if (point.value >= floor_seconds) chosen.push_back(point);
  }
  if (chosen.size() < kMinFitPoints) chosen = usable;
  std::set<double> sizes;
  for (const auto& point : chosen) sizes.insert(point.size);
  if (sizes.size() < kMinFitPoints) {
    fit.reason = "too few sizes to fit (" + std::to_string(sizes.size()) + ")";
    return fit;
  }

  std::vector<double> n, log_n, log_t;
  for (const auto& point : chosen) {
    n.push_back(point.size);
    log_n.push_back(std::log(point.size));
    log_t.push_back(std::log(point.value));
  }
  LineFit power = fit_line(log_n, log_t);
  LineFit exponential = fit_line(n, log_t);
  fit.power_r_squared = power.r_squared;
  fit.exponential_r_squared = exponential.r_squared;
  fit.first_size = *sizes.begin();
  fit.last_size = *sizes.rbegin();
  fit.points = chosen.size();
  double power_unexplained = 1 - power.r_squared, exponential_unexplained = 1 - exponential.r_squared;
  bool exponential_clearly_better = clearly_better(exponential_unexplained, power_unexplained);
  bool power_clearly_better = clearly_better(power_unexplained, exponential_unexplained);
  fit.exponent = power.slope;
  fit.base = std::exp(exponential.slope);
  if (exponential_clearly_better) {
    fit.model = GrowthModel::kExponential;
  } else if (power_clearly_better || power.slope <= kSmallestLargePower) {
    fit.model = GrowthModel::kPowerLaw;
  } else {
    fit.model = GrowthModel::kSuperPolynomial;
  }
  bool exponential_coefficient = fit.model == GrowthModel::kExponential ||
                                 (fit.model == GrowthModel::kSuperPolynomial && exponential.r_squared > power.r_squared);
  fit.coefficient = std::exp(exponential_coefficient ? exponential.intercept : power.intercept);
  fit.r_squared = exponential_coefficient ? exponential.r_squared : power.r_squared;
  if (fit.model == GrowthModel::kExponential) fit.exponent = 0;
  if (fit.model == GrowthModel::kPowerLaw) fit.base = 0;
  return fit;
}

std::string growth_form(const GrowthFit& fit) {
  switch (fit.model) {
    case GrowthModel::kPowerLaw: return fmt::format("n^{:.2f}", fit.exponent);
    case GrowthModel::kExponential: return fmt::format("{:.2f}^n", fit.base);
    case GrowthModel::kSuperPolynomial: return fmt::format("> n^{:g}", kSmallestLargePower);
    case GrowthModel::kNone: break;
  }
  return "—";
}

std::string describe_growth(const GrowthFit& fit) {
  if (fit.model == GrowthModel::kNone) return fit.reason;
  if (fit.model == GrowthModel::kSuperPolynomial) {
    return fmt::format("faster than any small power (n^{:.1f} or {:.2f}^n, R² {:.2f} / {:.2f}, n {:g}..{:g})", fit.exponent,
                       fit.base, fit.power_r_squared, fit.exponential_r_squared, fit.first_size, fit.last_size);
  }
  return fmt::format("{} (R² {:.2f}, n {:g}..{:g})", growth_form(fit), fit.r_squared, fit.first_size, fit.last_size);
}

double predicted_seconds(const GrowthFit& fit, double n) {
  switch (fit.model) {
    case GrowthModel::kPowerLaw: return fit.coefficient * std::pow(n, fit.exponent);
    case GrowthModel::kExponential: return fit.coefficient * std::pow(fit.base, n);
    case GrowthModel::kSuperPolynomial:  // the better of the two fits, whose coefficient is kept
      return fit.coefficient * (fit.exponential_r_squared > fit.power_r_squared ? std::pow(fit.base, n) : std::pow(n, fit.exponent));
    case GrowthModel::kNone: break;
  }
  return 0;
}

}  // namespace lcjudge
