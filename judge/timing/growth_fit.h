// How a solution's time grows with the input size: least squares on the log of the time, against
// log n for a power law (t = c n^k) and against n for an exponential (t = c b^n); the model that
// explains clearly more of the variance (R^2, in log t) is the one reported, the power law on a
// near-tie.
// Pure, so unit-tested.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace lcjudge {

struct LineFit {
  double slope = 0, intercept = 0;
  double r_squared = 0;  // 1 for a perfect line; 1 too when every y is equal (nothing to explain)
};

// Least squares y = intercept + slope x; needs two distinct x (else all zeros).
LineFit fit_line(const std::vector<double>& x, const std::vector<double>& y);

struct SizeTime {
  double size = 0;     // n
  double seconds = 0;  // > 0
};

enum class GrowthModel { kNone, kPowerLaw, kExponential };

struct GrowthFit {
  GrowthModel model = GrowthModel::kNone;
  double exponent = 0;      // power law: t = coefficient n^exponent
  double base = 0;          // exponential: t = coefficient base^n
  double coefficient = 0;
  double r_squared = 0;     // of the chosen model
  double power_r_squared = 0, exponential_r_squared = 0;
  double first_size = 0, last_size = 0;  // the sizes fitted
  size_t points = 0;
  std::string reason;       // kNone: why there is no fit
};

// Times below this are mostly the call's fixed cost (allocating, timer granularity), which would
// flatten the curve; they are left out of the fit when enough larger ones remain.
constexpr double kFitFloorSeconds = 20e-6;
constexpr size_t kMinFitPoints = 3;
// The exponential is chosen when it leaves less of the variance unexplained (1 - R^2) than the
// power law, by this ratio. Over a short range of n a steep power law bends little: a minimax's
// curve the exponential fits to R^2 0.997 (its local log-log slope rising from 10 to 19 as n goes
// from 11 to 18, as only an exponential's does) gets 0.995 from n^15, so any margin in the power
// law's favour calls an exponential search polynomial. Both models have two parameters: the better
// fit wins.
constexpr double kExponentialResidualRatio = 1.0;

// Fits the points (one per size; sizes need not be sorted). Uses those at or above
// `floor_seconds`, or all of them when fewer than kMinFitPoints are; kNone when fewer than
// kMinFitPoints distinct sizes remain.
GrowthFit fit_growth(const std::vector<SizeTime>& points, double floor_seconds = kFitFloorSeconds);

// "n^2.93 (R² 0.99, n 16..200)", "1.87^n (R² 0.97, n 4..9)", or the reason there is none.
std::string describe_growth(const GrowthFit& fit);

// The fitted time at size n (0 for kNone).
double predicted_seconds(const GrowthFit& fit, double n);

}  // namespace lcjudge
