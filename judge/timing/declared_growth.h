// What a solution's `// Time:` line declares, read as growth in the sweep's n, and whether the
// fitted growth disagrees with it: "O(n^2 * (n + E) / 64)" is a polynomial of degree 4 when E
// counts up to n^2 edges, "O(d^(2n^2))" an exponential (a variable in an exponent). The degree of
// each variable other than n comes from the sweep plan (its `degrees:` line). Pure, so unit-tested.
#pragma once

#include <map>
#include <string>

#include "timing/growth_fit.h"

namespace lcjudge {

struct DeclaredGrowth {
  enum class Kind { kUnknown, kPolynomial, kExponential } kind = Kind::kUnknown;
  double degree = 0;          // a polynomial's degree in n ...
  bool degree_known = false;  // ... when every variable in it has a degree
};

// Reads the text inside the first O(...) of DECLARED ("O(n^3)  Space: ..." or "O(n^3), d = ...");
// kUnknown if there is none or it does not parse. VARIABLE_DEGREES: n is 1 unless given.
DeclaredGrowth read_declared_growth(const std::string& declared, const std::map<std::string, double>& variable_degrees);

// A fitted power law may exceed the declared degree by this much before it counts as a
// disagreement: over the sweeps' ranges (tens to hundreds) lower-order terms, early exits and the
// caches move a fitted exponent by a few tenths either way. Growing slower than declared is no
// disagreement: O(...) is an upper bound.
constexpr double kDegreeTolerance = 0.5;
// A fit explaining less than this much of the variance is too weak to contradict anything.
constexpr double kComparableRSquared = 0.9;

// Why the fit disagrees with the `// Time:` line ("declared polynomial, fitted exponential"), or ""
// when it agrees or there is nothing to compare.
std::string growth_disagreement(const DeclaredGrowth& declared, const GrowthFit& fit);

}  // namespace lcjudge
