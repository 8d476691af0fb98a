// The float tolerance reaches only what the signature types as double: per method of a design
// class, per element of a nested result, never integers, bools or strings.
#include "judging/answer_shape.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/scratch_folder.h"
#include "judging/output_check.h"
#include "judging/unordered_compare.h"

namespace lcjudge {
namespace {

using std::string;

ProblemConfig function_problem(const string& declaration) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.class_name = "Solution";
  config.signature.methods = {parse_method_signature(declaration)};
  config.compare.float_tolerance = 1e-5;
  return config;
}

ProblemConfig design_problem(const string& class_name, const std::vector<string>& declarations) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = class_name;
  for (const auto& declaration : declarations) {
    config.signature.methods.push_back(parse_method_signature(declaration, class_name));
  }
  config.compare.float_tolerance = 1e-5;
  return config;
}

bool equal(const ProblemConfig& config, const string& operations, const string& expected, const string& found) {
  return compare_answers(expected, found, config.compare, answer_shape(config, operations)).equal;
}

const ProblemConfig& ledger() {
  static const ProblemConfig config =
      design_problem("Ledger", {"Ledger()", "void add(int amount)", "double average()", "long long total()"});
  return config;
}

const string kLedgerOperations = R"(["Ledger","add","average","total"])";

TEST(AnswerShapeTest, ALongLongMethodBesideADoubleOneIsComparedExactly) {
  // Off by 29,999 in 3,000,000,000: within 1e-5 relatively, and wrong.
  EXPECT_FALSE(equal(ledger(), kLedgerOperations, "[null,null,1.50000,3000000000]", "[null,null,1.50000,2999970001]"));
  EXPECT_FALSE(equal(ledger(), kLedgerOperations, "[null,null,1.50000,3000000000]", "[null,null,1.50000,3000000001]"));
  EXPECT_TRUE(equal(ledger(), kLedgerOperations, "[null,null,1.50000,3000000000]", "[null,null,1.50000,3000000000]"));
}

TEST(AnswerShapeTest, TheDoubleMethodStillTakesTheToleranceAbsolutelyOrRelatively) {
  EXPECT_TRUE(equal(ledger(), kLedgerOperations, "[null,null,1.50000,3]", "[null,null,1.500009,3]"));
  EXPECT_FALSE(equal(ledger(), kLedgerOperations, "[null,null,1.50000,3]", "[null,null,1.50002,3]"));
  const string later = R"(["Ledger","total","average"])";
  EXPECT_TRUE(equal(ledger(), later, "[null,7,3000000000.00000]", "[null,7,3000000029.99999]"));
  EXPECT_FALSE(equal(ledger(), later, "[null,7,3000000000.00000]", "[null,8,3000000000.00000]"));
}

TEST(AnswerShapeTest, EachOperationIsTypedByTheMethodItNames) {
  AnswerShape shape = answer_shape(ledger(), R"([ "Ledger" , "average","total", "nonsense"])");
  ASSERT_EQ(shape.kind, AnswerShape::Kind::kPerElement);
  ASSERT_EQ(shape.elements.size(), 4u);
  EXPECT_EQ(shape.elements[0].kind, AnswerShape::Kind::kExact);
  EXPECT_EQ(shape.elements[1].kind, AnswerShape::Kind::kFloating);
  EXPECT_EQ(shape.elements[2].kind, AnswerShape::Kind::kExact);
  EXPECT_EQ(shape.elements[3].kind, AnswerShape::Kind::kExact);
  // Past the operations, and for a line that cannot be read, nothing takes the tolerance.
  EXPECT_EQ(shape.element(9).kind, AnswerShape::Kind::kExact);
  EXPECT_FALSE(equal(ledger(), "not a list", "[null,1.50000]", "[null,1.500001]"));
}

TEST(AnswerShapeTest, IntegersInAFunctionResultAreExact) {
  ProblemConfig ints = function_problem("vector<int> f(int n)");
  EXPECT_FALSE(equal(ints, "", "[100000,2]", "[100001,2]"));
  ProblemConfig count = function_problem("long long f(int n)");
  EXPECT_FALSE(equal(count, "", "3000000000", "2999970001"));
  ProblemConfig real = function_problem("double f(int n)");
  EXPECT_TRUE(equal(real, "", "3000000000.00000", "2999970001.00000"));
}

TEST(AnswerShapeTest, NestedDoublesTakeTheToleranceAtEveryElement) {
  ProblemConfig grid = function_problem("vector<vector<double>> f(int n)");
  EXPECT_TRUE(equal(grid, "", "[[1.00000,2.00000],[3.00000]]", "[[1.000001,2.00000],[2.999999]]"));
  EXPECT_FALSE(equal(grid, "", "[[1.00000,2.00000],[3.00000]]", "[[1.00000,2.00000],[3.1]]"));
}

TEST(AnswerShapeTest, NumbersInsideStringsAreExact) {
  ProblemConfig words = function_problem("vector<string> f(int n)");
  EXPECT_FALSE(equal(words, "", R"(["1.00000"," 2.00000 "])", R"(["1.000001"," 2.000001 "])"));
  // Unknown types (a legacy problem): every number takes it, but never one inside a string.
  ProblemConfig legacy;
  legacy.compare.float_tolerance = 1e-5;
  EXPECT_TRUE(equal(legacy, "", "[1.00000,3000000000]", "[1.000001,2999970001]"));
  EXPECT_FALSE(equal(legacy, "", R"([" 1.00000 "])", R"([" 1.000001 "])"));
}

TEST(AnswerShapeTest, AVoidMethodsAnswerIsTypedByItsArgument) {
  ProblemConfig in_place = function_problem("void f(vector<int>& nums)");
  EXPECT_FALSE(equal(in_place, "", "[100000]", "[100001]"));
  ProblemConfig scaled = function_problem("void f(vector<double>& values)");
  EXPECT_TRUE(equal(scaled, "", "[100000.00000]", "[100001.00000]"));
}

TEST(AnswerShapeTest, IntegersInAnAnyOrderAnswerAreExact) {
  ProblemConfig pairs = function_problem("vector<vector<int>> f(int n)");
  pairs.compare.order = AnswerOrder::kAny;
  EXPECT_FALSE(equal(pairs, "", "[[100000,1],[2,3]]", "[[2,3],[100001,1]]"));
  EXPECT_TRUE(equal(pairs, "", "[[100000,1],[2,3]]", "[[2,3],[100000,1]]"));
  ProblemConfig reals = function_problem("vector<double> f(int n)");
  reals.compare.order = AnswerOrder::kAny;
  EXPECT_TRUE(equal(reals, "", "[1.00000,2.00000]", "[2.000001,1.00000]"));
}

// judge run, judge add and stress all judge through judge_output, which reads the operations
// from the case's input.
TEST(AnswerShapeTest, JudgingACaseReadsTheOperationsFromItsInput) {
  ScratchFolder folder("answer-shape");
  std::string input = folder.write("1.in", kLedgerOperations + "\n[[],[3],[],[]]\n");
  std::string answer = "[null,null,1.50000,3000000000]\n";
  EXPECT_EQ(judge_output(ledger(), input, "", answer, "[null,null,1.50000,2999970001]\n").verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(judge_output(ledger(), input, "", answer, "[null,null,1.500001,3000000000]\n").verdict, Verdict::kAccepted);
}

}  // namespace
}  // namespace lcjudge
