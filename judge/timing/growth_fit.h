// How a solution's time grows with the input size: least squares on the log of the time, against
// log n for a power law (t = c n^k) and against n for an exponential (t = c b^n). The model that
// leaves clearly less of the variance unexplained (1 - R^2, in log t) is the one reported; on a
// near-tie a small power is reported, and a steep one is "faster than any small power": over a
// short range of n, n^16 and 1.3^n bend alike and the data cannot tell them apart.
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

// A point of a growth curve: at size n, a time in seconds or a work count (the fit is the same).
struct GrowthPoint {
  double size = 0;   // n
  double value = 0;  // > 0: seconds, or a count
};

// kSuperPolynomial: neither model clearly better and the power law steeper than kSmallestLargePower;
// both fits are kept (exponent and base).
enum class GrowthModel { kNone, kPowerLaw, kExponential, kSuperPolynomial };

struct GrowthFit {
  GrowthModel model = GrowthModel::kNone;
  double exponent = 0;      // power law (and kSuperPolynomial): t = coefficient n^exponent
  double base = 0;          // exponential (and kSuperPolynomial): t = coefficient base^n
  double coefficient = 0;   // of the model whose R^2 is r_squared
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
// One model is clearly better when it leaves at most 1/kClearlyBetterRatio of the other's
// unexplained variance (both have two parameters). On the 1728 minimax's curve over n = 11..18
// the exponential left 0.003 against the power law's 0.005 (n^15), its local log-log slope rising
// from 10 to 19 as only an exponential's does: clearly better at 1.5.
constexpr double kClearlyBetterRatio = 1.5;
// ... and when the other leaves at least this much unexplained: below it both fit the curve within
// its noise (1728's minimax over n = 14..18: R² 1.000 for n^17.8, 0.999 for 2.9^n), and which
// leaves less says nothing.
constexpr double kDiscernibleUnexplained = 0.005;
// ... unless it leaves this many times less all the same: 913's blog alpha-beta over 11 sizes, n =
// 32..52, left 0.0001 as 1.41^n against 0.0045 as n^14.2, a curvature on log-log no noise makes.
constexpr double kClearlyBetterWithinNoiseRatio = 10;
// On a near-tie, a power law steeper than this is reported as faster than any small power rather
// than as a polynomial: no solution judged here is polynomial of degree 8, and a search that is
// exponential fits n^15.9 over n = 44..54 as well as it fits 1.3^n.
constexpr double kSmallestLargePower = 8;

// Fits the points (one per size; sizes need not be sorted). Uses those at or above
// `floor_seconds`, or all of them when fewer than kMinFitPoints are; kNone when fewer than
// kMinFitPoints distinct sizes remain.
GrowthFit fit_growth(const std::vector<GrowthPoint>& points, double floor_seconds = kFitFloorSeconds);

// "n^2.93 (R² 0.99, n 16..200)", "1.87^n (R² 0.97, n 4..9)", "faster than any small power (n^15.9
// or 1.30^n, R² 0.99 / 0.99, n 44..54)", or the reason there is none.
std::string describe_growth(const GrowthFit& fit);

// The model alone, short for a table or a legend: "n^2.93", "1.87^n", "> n^8", or "—".
std::string growth_form(const GrowthFit& fit);

// The fitted time at size n (0 for kNone).
double predicted_seconds(const GrowthFit& fit, double n);

}  // namespace lcjudge
