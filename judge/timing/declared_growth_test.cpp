// Reading a `// Time:` line as growth in n, and the mark where a fitted growth contradicts it.
#include "timing/declared_growth.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

using Kind = DeclaredGrowth::Kind;

GrowthFit power(double exponent, double r_squared = 0.99) {
  GrowthFit fit;
  fit.model = GrowthModel::kPowerLaw;
  fit.exponent = exponent;
  fit.r_squared = r_squared;
  return fit;
}

GrowthFit exponential(double base, double r_squared = 0.99) {
  GrowthFit fit;
  fit.model = GrowthModel::kExponential;
  fit.base = base;
  fit.r_squared = r_squared;
  return fit;
}

TEST(DeclaredGrowthTest, NoBigOIsUnknown) {
  EXPECT_EQ(read_declared_growth("", {}).kind, Kind::kUnknown);
  EXPECT_EQ(read_declared_growth("fast enough", {}).kind, Kind::kUnknown);
  EXPECT_EQ(read_declared_growth("O(n^", {}).kind, Kind::kUnknown);
}

TEST(DeclaredGrowthTest, ASolutionsHostileCommentIsUnknownNotACrash) {
  // A solution's `// Time:` line: nesting past any real one, and numbers past a double.
  const int deep = 100000;
  EXPECT_EQ(read_declared_growth("O(" + std::string(deep, '(') + "n" + std::string(deep, ')') + ")", {}).kind, Kind::kUnknown);
  std::string tower = "n";
  for (int i = 0; i < deep; ++i) tower += "^2";
  EXPECT_EQ(read_declared_growth("O(" + tower + ")", {}).kind, Kind::kUnknown);
  std::string logs;
  for (int i = 0; i < deep; ++i) logs += "log ";
  EXPECT_EQ(read_declared_growth("O(" + logs + "n)", {}).kind, Kind::kUnknown);
  EXPECT_EQ(read_declared_growth("O(n^1e999)", {}).kind, Kind::kUnknown);
  EXPECT_DOUBLE_EQ(read_declared_growth("O(((n^2)))", {}).degree, 2);  // shallow nesting is read
}

TEST(DeclaredGrowthTest, PolynomialDegreesAddUpInN) {
  auto cubic = read_declared_growth("O(n^3)", {});
  EXPECT_EQ(cubic.kind, Kind::kPolynomial);
  EXPECT_TRUE(cubic.degree_known);
  EXPECT_DOUBLE_EQ(cubic.degree, 3);
  EXPECT_DOUBLE_EQ(read_declared_growth("O(n^3 d), d = the largest degree", {{"d", 1}}).degree, 4);
  EXPECT_DOUBLE_EQ(read_declared_growth("O(n^2 * (n + E) / 64), E edges", {{"E", 2}}).degree, 4);
  EXPECT_DOUBLE_EQ(read_declared_growth("O(1000 (R*C)^2 (R+C))", {{"R", 0.5}, {"C", 0.5}}).degree, 2.5);
  EXPECT_DOUBLE_EQ(read_declared_growth("O(n log n)", {}).degree, 1);
}

TEST(DeclaredGrowthTest, AVariableWithoutADegreeLeavesTheDegreeUnknown) {
  auto growth = read_declared_growth("O(n^2 d)", {});
  EXPECT_EQ(growth.kind, Kind::kPolynomial);
  EXPECT_FALSE(growth.degree_known);
}

TEST(DeclaredGrowthTest, AVariableInAnExponentIsExponential) {
  EXPECT_EQ(read_declared_growth("O(d^(2n^2)), d = the largest degree", {}).kind, Kind::kExponential);
  EXPECT_EQ(read_declared_growth("O(2^n)", {}).kind, Kind::kExponential);
  EXPECT_EQ(read_declared_growth("O(m^L), L = moves looked ahead", {}).kind, Kind::kExponential);
  EXPECT_EQ(read_declared_growth("O(n^(3/2))", {}).kind, Kind::kPolynomial);
  EXPECT_DOUBLE_EQ(read_declared_growth("O(n^(3/2))", {}).degree, 1.5);
}

TEST(DeclaredGrowthTest, ClassesThatDifferDisagree) {
  DeclaredGrowth cubic = read_declared_growth("O(n^3)", {});
  DeclaredGrowth exp = read_declared_growth("O(2^n)", {});
  EXPECT_EQ(growth_disagreement(cubic, exponential(2.3)), "declared polynomial, fitted exponential");
  EXPECT_EQ(growth_disagreement(exp, power(2)), "declared exponential, fitted polynomial");
  EXPECT_EQ(growth_disagreement(exp, exponential(1.4)), "");
}

TEST(DeclaredGrowthTest, APowerAboveTheDeclaredDegreeDisagreesPastTheTolerance) {
  DeclaredGrowth cubic = read_declared_growth("O(n^3)", {});
  EXPECT_EQ(growth_disagreement(cubic, power(3.4)), "");
  EXPECT_EQ(growth_disagreement(cubic, power(1.9)), "");  // an upper bound: slower is no contradiction
  EXPECT_EQ(growth_disagreement(cubic, power(3.6)), "fitted n^3.60 above the declared n^3");
  DeclaredGrowth unknown_degree = read_declared_growth("O(n^2 d)", {});
  EXPECT_EQ(growth_disagreement(unknown_degree, power(9)), "");
}

TEST(DeclaredGrowthTest, FasterThanAnySmallPowerAgreesOnlyWithAnExponentialOrASteepDegree) {
  GrowthFit steep;
  steep.model = GrowthModel::kSuperPolynomial;
  steep.exponent = 15.9;
  steep.base = 1.3;
  steep.r_squared = 0.98;
  EXPECT_EQ(growth_disagreement(read_declared_growth("O(2^n)", {}), steep), "");
  EXPECT_EQ(growth_disagreement(read_declared_growth("O(n^3)", {}), steep),
            "declared polynomial, fitted faster than any small power");
  EXPECT_EQ(growth_disagreement(read_declared_growth("O(n^16)", {}), steep), "");
}

TEST(DeclaredGrowthTest, AWeakFitContradictsNothing) {
  DeclaredGrowth cubic = read_declared_growth("O(n^3)", {});
  EXPECT_EQ(growth_disagreement(cubic, exponential(2, 0.8)), "");
  EXPECT_EQ(growth_disagreement(cubic, GrowthFit{}), "");
}

}  // namespace
}  // namespace lcjudge
