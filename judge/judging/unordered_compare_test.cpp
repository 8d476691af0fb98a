// Answers whose lists may come in any order: multiset semantics, nesting, the float tolerance,
// and untrusted output that is not JSON, too deep, or not UTF-8.
#include "judging/unordered_compare.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <string>

namespace lcjudge {
namespace {

using std::string;

Comparison any(const string& expected, const string& found, double tolerance = 0) {
  CompareOptions options;
  options.order = AnswerOrder::kAny;
  options.float_tolerance = tolerance;
  return compare_answers(expected, found, options);
}

Comparison any_deep(const string& expected, const string& found, double tolerance = 0) {
  CompareOptions options;
  options.order = AnswerOrder::kAnyDeep;
  options.float_tolerance = tolerance;
  return compare_answers(expected, found, options);
}

TEST(UnorderedCompareTest, TwoSumInEitherOrderIsEqual) {
  auto result = any("[0,1]\n", "[1,0]\n");
  EXPECT_TRUE(result.equal) << result.message;
  EXPECT_EQ(result.message, "equal in any order");
  EXPECT_EQ(any("[0,1]\n", "[0,1]\n").message, "");
  EXPECT_TRUE(any("[0,1]", " [ 1 , 0 ] \n").equal);
}

TEST(UnorderedCompareTest, ExactOrderStillCaresAboutOrder) {
  EXPECT_FALSE(compare_answers("[0,1]", "[1,0]", CompareOptions{}).equal);
}

TEST(UnorderedCompareTest, DuplicatesCountAsOftenAsTheyOccur) {
  auto result = any("[1,1,2]", "[1,2,2]");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "order ignored, sorted element 2 of 3: expected '1', found '2'");
  EXPECT_TRUE(any("[2,1,1]", "[1,2,1]").equal);
}

TEST(UnorderedCompareTest, DifferentLengthsAreNamed) {
  EXPECT_EQ(any("[1,2,3]", "[3,1]").message, "order ignored: expected 3 elements, found 2");
  EXPECT_EQ(any("[]", "[1]").message, "order ignored: expected 0 elements, found 1");
}

TEST(UnorderedCompareTest, AnyLeavesInnerListsOrdered) {
  EXPECT_TRUE(any("[[1,2],[3,4]]", "[[3,4],[1,2]]").equal);
  auto inner = any("[[1,2],[3,4]]", "[[4,3],[1,2]]");
  EXPECT_FALSE(inner.equal);
  EXPECT_EQ(inner.message, "order ignored, sorted element 2 of 2: expected '[3,4]', found '[4,3]'");
}

TEST(UnorderedCompareTest, AnyDeepIsGroupAnagrams) {
  string expected = R"([["bat"],["nat","tan"],["ate","eat","tea"]])";
  EXPECT_TRUE(any_deep(expected, R"([["eat","tea","ate"],["tan","nat"],["bat"]])").equal);
  EXPECT_FALSE(any(expected, R"([["eat","tea","ate"],["tan","nat"],["bat"]])").equal);
  auto wrong = any_deep(expected, R"([["eat","tea","ate"],["tan","nat"],["tab"]])");
  EXPECT_FALSE(wrong.equal);
  // Sorted, the groups are [ate,eat,tea] [bat] [nat,tan] against [ate,eat,tea] [nat,tan] [tab].
  EXPECT_EQ(wrong.message, "order ignored, sorted element 2 of 3: expected '[\"bat\"]', found '[\"nat\",\"tan\"]'");
  // A string is a value, not a list: its letters' order matters at any depth.
  EXPECT_FALSE(any_deep(R"(["ab"])", R"(["ba"])").equal);
  // Duplicates inside inner lists count too.
  EXPECT_FALSE(any_deep("[[1,1,2]]", "[[1,2,2]]").equal);
  EXPECT_TRUE(any_deep("[[[3,1],[2]],[[4]]]", "[[[4]],[[2],[1,3]]]").equal);
}

TEST(UnorderedCompareTest, NumbersCompareByValue) {
  EXPECT_TRUE(any("[2,1]", "[1.0,2.00000]").equal);
  EXPECT_FALSE(any("[2,1]", "[1,3]").equal);
  EXPECT_TRUE(any("[-5,18446744073709551615]", "[18446744073709551615,-5]").equal);
  EXPECT_FALSE(any("[-1]", "[18446744073709551615]").equal);
  EXPECT_FALSE(any("[1]", "[true]").equal);
  EXPECT_FALSE(any("[null]", "[0]").equal);
}

// Where the signature says integers, 1.0 and 1e5 are not 1 and 100000, as in order exact.
TEST(UnorderedCompareTest, AnIntegerIsNotMatchedByAFloatWhereNoToleranceReaches) {
  CompareOptions options;
  options.order = AnswerOrder::kAny;
  options.float_tolerance = 1e-5;
  AnswerShape integers{AnswerShape::Kind::kList, {AnswerShape{AnswerShape::Kind::kExact, {}}}};
  EXPECT_FALSE(compare_answers("[1,2]", "[2,1.0]", options, integers).equal);
  EXPECT_FALSE(compare_answers("[100000,3]", "[3,1e5]", options, integers).equal);
  EXPECT_FALSE(compare_answers("[3000000000000000001]", "[3e18]", options, integers).equal);
  EXPECT_TRUE(compare_answers("[1,2]", "[2,1]", options, integers).equal);
  options.float_tolerance = 0;  // as for a vector<int> result: no double anywhere
  EXPECT_FALSE(compare_answers("[1,2]", "[2,1.0]", options, integers).equal);
  options.order = AnswerOrder::kAnyDeep;
  EXPECT_FALSE(compare_answers("[[1,2],[3]]", "[[3],[1e0,2]]", options, AnswerShape{AnswerShape::Kind::kExact, {}}).equal);
  EXPECT_TRUE(compare_answers("[[1,2],[3]]", "[[3],[2,1]]", options, AnswerShape{AnswerShape::Kind::kExact, {}}).equal);
  options.order = AnswerOrder::kAny;
  options.float_tolerance = 1e-5;
  AnswerShape doubles{AnswerShape::Kind::kList, {AnswerShape{AnswerShape::Kind::kFloating, {}}}};
  EXPECT_TRUE(compare_answers("[1.00000,2.00000]", "[2,1]", options, doubles).equal);
}

TEST(UnorderedCompareTest, FloatsMatchWithinTheToleranceInAnyOrder) {
  auto result = any("[2.00000,0.50000]", "[0.500004,2.000004]", 1e-5);
  EXPECT_TRUE(result.equal) << result.message;
  EXPECT_EQ(result.message, "equal in any order within the float tolerance");
  EXPECT_FALSE(any("[2.00000,0.50000]", "[0.5001,2.0]", 1e-5).equal);
  EXPECT_FALSE(any("[2.00000,0.50000]", "[0.500004,2.000004]").equal) << "no tolerance, exact";
}

// Sorted by their first number the pairs come out crossed; the pairwise match finds them.
TEST(UnorderedCompareTest, ClosePairsThatSortApartStillMatch) {
  string expected = "[[1.000001,5],[1.0,3]]";
  string found = "[[1.0,5],[1.000002,3]]";
  EXPECT_TRUE(any(expected, found, 1e-5).equal);
  EXPECT_TRUE(any_deep("[[[1.000001,5]],[[1.0,3]]]", "[[[1.0,5]],[[1.000002,3]]]", 1e-5).equal);
  EXPECT_FALSE(any(expected, "[[1.0,5],[1.000002,4]]", 1e-5).equal);
}

// 2,000 lists of 300 numbers whose first numbers, within the tolerance, sort the two sides in
// opposite orders: pairing tries each against all the others, 600 million values (about 10 s of
// CPU), unless bounded. The last pair is wrong, so the answer is WA either way.
TEST(UnorderedCompareTest, PairingIsBoundedInValuesCompared) {
  std::string middle;
  for (int k = 0; k < 298; ++k) middle += "1.5,";
  std::string expected = "[", found = "[";
  for (int i = 0; i < 2000; ++i) {
    expected += fmt::format("[1.00000{:04d},{}{}.0],", i, middle, i);
    found += fmt::format("[0.99999{:04d},{}{}.0],", 9999 - i, middle, i == 1999 ? 5000 : i);
  }
  expected.back() = ']';
  found.back() = ']';
  // This thread's CPU time alone (not the process's other threads'), against a bound a third of
  // the unbounded cost, which AddressSanitizer's build triples along with everything else.
#ifdef __SANITIZE_ADDRESS__
  constexpr double kBoundSeconds = 9.0;
#else
  constexpr double kBoundSeconds = 3.0;
#endif
  rusage before{}, after{};
  getrusage(RUSAGE_THREAD, &before);
  Comparison result = any(expected, found, 1e-5);
  getrusage(RUSAGE_THREAD, &after);
  EXPECT_FALSE(result.equal);
  double cpu = (after.ru_utime.tv_sec - before.ru_utime.tv_sec) + (after.ru_utime.tv_usec - before.ru_utime.tv_usec) / 1e6;
  EXPECT_LT(cpu, kBoundSeconds) << "CPU seconds";
}

TEST(UnorderedCompareTest, ANonListAnswerComparesAsAValue) {
  EXPECT_TRUE(any("5", "5\n").equal);
  EXPECT_EQ(any("5", "6").message, "expected '5', found '6'");
  EXPECT_TRUE(any("\"ab\"", "\"ab\"").equal);
  EXPECT_EQ(any("[1,2]", "3").message, "expected a list, found '3'");
}

TEST(UnorderedCompareTest, OutputThatIsNotJsonIsWrong) {
  auto result = any("[1,2]", "[1,2");
  EXPECT_FALSE(result.equal);
  EXPECT_FALSE(result.bad_answer);
  EXPECT_EQ(result.message.rfind("the output is not JSON, at byte ", 0), 0u) << result.message;
  EXPECT_EQ(any("[1,2]", "").message, "the output is no output (order any reads it as JSON)");
  EXPECT_FALSE(any("[1,2]", "[1,2] [3]").equal) << "one value only";
  EXPECT_FALSE(any("[1,2]", "[1,2,]").equal);
  EXPECT_FALSE(any("[1,2]", "1e99999").equal);
}

TEST(UnorderedCompareTest, InvalidUtf8IsWrongAndNeverQuotedRaw) {
  auto result = any(R"(["a"])", "[\"\xff\x1b[2J\"]");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message.find('\x1b'), string::npos) << result.message;
  EXPECT_EQ(result.message.find('\xff'), string::npos) << result.message;
  auto control = any(R"(["a"])", "[\"\x1b[2J\"]");
  EXPECT_FALSE(control.equal);
  EXPECT_EQ(control.message.find('\x1b'), string::npos) << control.message;
}

TEST(UnorderedCompareTest, DeepNestingIsRefusedUnread) {
  string deep(100000, '[');
  deep += string(100000, ']');
  auto result = any_deep("[1]", deep);
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "the output is nested deeper than 64 levels (order any-deep reads it as JSON)");
  // Unbalanced, and brackets inside strings do not count.
  EXPECT_FALSE(any("[1]", string(1000000, '[')).equal);
  EXPECT_TRUE(any(R"(["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["])",
                  R"(["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["])")
                  .equal);
}

TEST(UnorderedCompareTest, AnAnswerThatIsNotJsonIsTheDatasFault) {
  auto result = any("[1,2", "[1,2]");
  EXPECT_FALSE(result.equal);
  EXPECT_TRUE(result.bad_answer);
  EXPECT_EQ(result.message.rfind("the expected answer cannot be compared in order any: not JSON", 0), 0u) << result.message;
}

TEST(UnorderedCompareTest, ALongDifferenceIsCutAroundIt) {
  string expected = "[\"" + string(200, 'a') + "b\"]";
  string found = "[\"" + string(200, 'a') + "c\"]";
  auto result = any(expected, found);
  EXPECT_FALSE(result.equal);
  EXPECT_LT(result.message.size(), 160u) << result.message;
  EXPECT_NE(result.message.find("ab"), string::npos) << result.message;
}

TEST(UnorderedCompareTest, ManyElementsAreSortedNotMatchedPairwise) {
  string expected = "[", found = "[";
  for (int i = 0; i < 200000; ++i) {
    expected += std::to_string(i) + (i + 1 < 200000 ? "," : "]");
    found += std::to_string(199999 - i) + (i + 1 < 200000 ? "," : "]");
  }
  EXPECT_TRUE(any(expected, found).equal);
  found[found.size() - 2] = '7';  // the last 0 becomes 7: a duplicate 7, no 0
  EXPECT_FALSE(any(expected, found, 1e-5).equal);
}

}  // namespace
}  // namespace lcjudge
