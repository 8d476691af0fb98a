// Token-wise comparison of a solution's output with the expected answer, and the messages that
// locate the first difference.
#include "judging/answer_compare.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

using std::string;

Comparison exact(const string& expected, const string& found) { return compare_tokens(expected, found, {}); }

Comparison within(double tolerance, const string& expected, const string& found) {
  CompareOptions options;
  options.float_tolerance = tolerance;
  return compare_tokens(expected, found, options);
}

TEST(CompareTest, BothEmptyIsEqual) {
  auto result = exact("", "");
  EXPECT_TRUE(result.equal);
  EXPECT_EQ(result.message, "");
}

TEST(CompareTest, IdenticalIsEqualWithNoNote) {
  auto result = exact("[1,2]\n", "[1,2]\n");
  EXPECT_TRUE(result.equal);
  EXPECT_EQ(result.message, "");
}

TEST(CompareTest, WhitespaceOnlyDifferencesAreAcceptedWithANote) {
  auto result = exact("5\n", "5");
  EXPECT_TRUE(result.equal);
  EXPECT_EQ(result.message, "equal up to whitespace");
  EXPECT_TRUE(exact("1 2\n", "1\t 2\r\n").equal);
  EXPECT_TRUE(exact("1\n2\n", "  1 2  \n\n").equal);
}

// LeetCode compares strings whole: "blue  is" is not "blue is" (151 Reverse Words turns on it).
TEST(CompareTest, WhitespaceInsideAStringIsPartOfTheAnswer) {
  EXPECT_FALSE(exact("\"a b\"\n", "\"a  b\"\n").equal);
  EXPECT_FALSE(exact("[\"a b\",\"c\"]", "[\"a\tb\",\"c\"]").equal);
  EXPECT_FALSE(exact("\"a\\\" b\"", "\"a\\\"  b\"").equal);  // past an escaped quote too
  EXPECT_FALSE(within(1e-5, "[\"a b\",1.50000]", "[\"a  b\",1.50000]").equal);
  EXPECT_TRUE(exact("\"a b\"\n", "\"a b\"").equal);
  EXPECT_TRUE(exact("[\"a b\",\"c\"]", "[\"a b\",\"c\"]\n").equal);
  auto result = exact("\"a b\"\n", "\"a b\" \"c\"\n");
  EXPECT_EQ(result.message, "line 1: extra output after the answer: '\"c\"'");
}

// The message quotes the answers' JSON text as LeetCode shows it: a string's backslash is "\\"
// once, not "\\\\"; only a control character is escaped, for the terminal.
TEST(CompareTest, TheMessageQuotesTheJsonTextEscapedOnce) {
  auto result = exact("[\"a\\\\b\"]\n", "[\"a\\\\c\x1b\"]\n");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "line 1, token 1: expected '[\"a\\\\b\"]', found '[\"a\\\\c\\x1b\"]'");
  EXPECT_EQ(result.message.find('\x1b'), string::npos) << result.message;
}

TEST(CompareTest, NoOutputNamesTheExpectedToken) {
  EXPECT_EQ(exact("5\n", "").message, "no output, expected '5'");
  auto blank = exact("5\n", " \n\n");
  EXPECT_FALSE(blank.equal);
  EXPECT_EQ(blank.message, "no output, expected '5'");
}

TEST(CompareTest, FirstDifferingTokenIsLocated) {
  auto result = exact("1\n2\n3\n", "1\n2\n4\n");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "line 3, token 3: expected '3', found '4'");
  EXPECT_EQ(exact("1\n", "0\n").message, "line 1, token 1: expected '1', found '0'");
}

TEST(CompareTest, OnlyTheFirstDifferenceIsReported) {
  EXPECT_EQ(exact("a b c", "a x y").message, "line 1, token 2: expected 'b', found 'x'");
}

TEST(CompareTest, LineNumberIsThatOfTheOutput) {
  EXPECT_EQ(exact("1 2 3\n", "1\n2\n4\n").message, "line 3, token 3: expected '3', found '4'");
}

// LeetCode compares values: "[null, null, true]" as its design outputs show is the driver's
// "[null,null,true]", and a wrong value still differs.
TEST(CompareTest, WhitespaceBetweenJsonTokensIsIgnored) {
  EXPECT_TRUE(exact("[null, null, true, false]\n", "[null,null,true,false]").equal);
  EXPECT_TRUE(exact("[null,null,true,false]", " [ null ,\n null,true\t, false ] \n").equal);
  EXPECT_TRUE(exact("[[0, 1], [1, 2]]", "[[0,1],[1,2]]").equal);
  EXPECT_TRUE(exact("{\"a\": [1, 2]}", "{\"a\":[1,2]}").equal);
  EXPECT_TRUE(exact("[1, #, 2, 3, #]", "[1,#,2,3,#]").equal);  // 116's levels: '#' is a bare token
  EXPECT_EQ(exact("[null, null, 2, null, 1]", "[null,null,2,null,2]").message,
            "line 1, token 1: expected '[null,null,2,null,1]', found '[null,null,2,null,2]'");
  EXPECT_EQ(exact("[[0, 1], [1, 2]]", "[[0,0],[0,1]]").message,
            "line 1, token 1: expected '[[0,1],[1,2]]', found '[[0,0],[0,1]]'");
  EXPECT_TRUE(within(1e-5, "[1.5, 2.5]", "[1.500001,2.5]").equal);
}

// Whitespace between two values still separates them: two answers are not one.
TEST(CompareTest, WhitespaceBetweenValuesStillSeparatesThem) {
  EXPECT_FALSE(exact("[1,2]", "[1 2]").equal);
  EXPECT_FALSE(exact("12", "1 2").equal);
  EXPECT_FALSE(exact("\"ab\"", "\"a\" \"b\"").equal);
  EXPECT_TRUE(exact("[1] [2]", "[1]\n[2]").equal);
  EXPECT_EQ(exact("[1]\n[2]", "[1]\n\n[3]").message, "line 3, token 2: expected '[2]', found '[3]'");
  EXPECT_EQ(exact("[1,\n2]\n3", "[1,2] 4").message, "line 1, token 2: expected '3', found '4'");
}

TEST(CompareTest, MissingOutputAfterSomeTokens) {
  auto result = exact("1 2 3\n", "1 2\n");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "output ends after token 2, expected '3' next");
}

TEST(CompareTest, ExtraOutputIsNamedWithItsLine) {
  auto result = exact("1\n", "1\n2\n");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "line 2: extra output after the answer: '2'");
  EXPECT_EQ(exact("", "x").message, "line 1: extra output after the answer: 'x'");
}

TEST(CompareTest, ShortTokensAreShownWhole) {
  string want(40, 'a'), got(40, 'a');
  got[39] = 'b';
  EXPECT_EQ(exact(want, got).message, "line 1, token 1: expected '" + want + "', found '" + got + "'");
}

TEST(CompareTest, LongTokensAreTruncatedAroundTheDifference) {
  string want = string(100, 'a') + "b" + string(100, 'a');
  string got = string(100, 'a') + "c" + string(100, 'a');
  // 40 characters from 20 before the difference, with "..." where text was cut.
  string want_shown = "..." + string(20, 'a') + "b" + string(19, 'a') + "...";
  string got_shown = "..." + string(20, 'a') + "c" + string(19, 'a') + "...";
  EXPECT_EQ(exact(want, got).message, "line 1, token 1: expected '" + want_shown + "', found '" + got_shown + "'");
}

TEST(CompareTest, LongTokenDifferingAtItsStartIsCutAtTheEndOnly) {
  string want = "b" + string(99, 'a'), got = "c" + string(99, 'a');
  EXPECT_EQ(exact(want, got).message, "line 1, token 1: expected 'b" + string(39, 'a') + "...', found 'c" +
                                          string(39, 'a') + "...'");
}

TEST(CompareTest, LongTokenDifferingAtItsEndIsCutAtTheStartOnly) {
  string want = string(99, 'a') + "b", got = string(99, 'a') + "c";
  EXPECT_EQ(exact(want, got).message, "line 1, token 1: expected '..." + string(39, 'a') + "b', found '..." +
                                          string(39, 'a') + "c'");
}

TEST(CompareTest, LongMissingTokenIsTruncated) {
  EXPECT_EQ(exact(string(100, 'x'), "").message, "no output, expected '" + string(40, 'x') + "...'");
}

TEST(CompareTest, LetterCaseHint) {
  EXPECT_EQ(exact("True", "true").message, "line 1, token 1: expected 'True', found 'true' (only letter case differs)");
  EXPECT_EQ(exact("\"Yes\"", "\"YES\"").message,
            "line 1, token 1: expected '\"Yes\"', found '\"YES\"' (only letter case differs)");
}

TEST(CompareTest, NoLetterCaseHintForOtherDifferences) {
  EXPECT_EQ(exact("abc", "abd").message, "line 1, token 1: expected 'abc', found 'abd'");
  EXPECT_EQ(exact("ab", "ABC").message, "line 1, token 1: expected 'ab', found 'ABC'");
}

TEST(CompareTest, ZeroToleranceIsExact) {
  EXPECT_FALSE(exact("2.50000", "2.5").equal);
  EXPECT_FALSE(within(0, "1.0", "1.0000000001").equal);
}

TEST(CompareTest, FloatToleranceAbsolute) {
  EXPECT_TRUE(within(1e-6, "1.0000000", "1.0000005").equal);
  EXPECT_TRUE(within(1e-6, "0.00000", "-0.0000009").equal);
  EXPECT_TRUE(within(1e-5, "2.50000", "2.5").equal);
}

// LeetCode's rule for doubles, 1e-5 absolute, up to its edge: a decimal 1e-5 that binary
// rounding puts a hair above it still passes.
TEST(CompareTest, LeetCodesAbsoluteToleranceUpToItsEdge) {
  EXPECT_TRUE(within(1e-5, "2.00000", "2.000004").equal);
  EXPECT_TRUE(within(1e-5, "2.00000", "2.00001").equal);
  EXPECT_TRUE(within(1e-5, "[0.50000,2.00000]", "[0.49999,2.00001]").equal);
  EXPECT_FALSE(within(1e-5, "0.00000", "0.00002").equal);
  EXPECT_FALSE(within(1e-5, "2.00000", "2.00003").equal) << "over 1e-5 relatively too";
}

TEST(CompareTest, FloatToleranceRelative) {
  EXPECT_TRUE(within(1e-6, "1000000", "1000000.5").equal);  // 0.5 <= 1e-6 * 1e6
  EXPECT_FALSE(within(1e-6, "1000000", "1000002").equal);
}

TEST(CompareTest, FloatToleranceExceededIsLocated) {
  auto result = within(1e-6, "1 1.0", "1 1.00001");
  EXPECT_FALSE(result.equal);
  EXPECT_EQ(result.message, "line 1, token 2: expected '1.0', found '1.00001'");
}

TEST(CompareTest, FloatToleranceDoesNotApplyToWords) {
  EXPECT_FALSE(within(1, "abc", "abd").equal);
  EXPECT_FALSE(within(1, "1", "one").equal);
  EXPECT_FALSE(within(1e9, "nan", "1").equal);
  EXPECT_TRUE(within(1, "nan", "nan").equal);  // identical text is always equal
}

// The tolerance takes JSON numbers only: strtod would also read a sign, hex and words.
TEST(CompareTest, FloatToleranceTakesOnlyJsonNumbers) {
  EXPECT_FALSE(within(1e-5, "2.00000", "+2.00000").equal);
  EXPECT_FALSE(within(1e-5, "8.00000", "0x8p0").equal);
  EXPECT_FALSE(within(1e-5, "1.00000", "1.").equal);
  EXPECT_FALSE(within(1e-5, "0.50000", ".5").equal);
  EXPECT_FALSE(within(1e-5, "[1.00000]", "[infinity]").equal);
  EXPECT_TRUE(within(1e-5, "100000.00000", "1e5").equal);
  EXPECT_TRUE(within(1e-5, "-0.00000", "0.000001").equal);
  EXPECT_TRUE(within(1e-5, "2.50000", "2.5E+0").equal);
}

// LeetCode prints a vector<double> as one token, "[0.50000,1.00000]"; the tolerance must still
// reach its numbers, or any last-digit difference is a wrong answer.
TEST(CompareTest, FloatToleranceAppliesInsideJsonArrays) {
  EXPECT_TRUE(within(1e-4, "[0.50000,1.00000]", "[0.50001,1.00000]").equal);
  EXPECT_TRUE(within(1e-4, "[[2.00000]]", "[[1.99999]]").equal);
}

TEST(CompareTest, FloatToleranceInsideJsonArraysKeepsTheRestExact) {
  EXPECT_FALSE(within(1e-4, "[0.5,1.0]", "[0.5]").equal);
  EXPECT_FALSE(within(1e-4, "[[0.5],[1.0]]", "[[0.5,1.0]]").equal);
  EXPECT_FALSE(within(1e-4, "[\"0.5\"]", "[\"0.50001\"]").equal);  // strings are not numbers
  EXPECT_FALSE(within(1e-4, "[0.5,1.0]", "[0.5,1.1]").equal);
}

// The note is what `judge run -v` prints next to the AC, so it must name the tolerance.
TEST(CompareTest, ToleranceMatchIsNotCalledAWhitespaceDifference) {
  auto result = within(1e-4, "2.50000", "2.50001");
  EXPECT_TRUE(result.equal);
  EXPECT_EQ(result.message.find("whitespace"), string::npos) << result.message;
}

}  // namespace
}  // namespace lcjudge
