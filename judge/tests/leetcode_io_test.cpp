// LeetCode's test-case format: decode<T> of one argument line, encode<T> of a return value, and
// the exact line and column of every rejection.
#include "driver/leetcode_io.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/codec_testing.h"

namespace lcjudge {
namespace {

using codec_testing::decode_error;
using codec_testing::encoded;
using codec_testing::round_trip;
using std::string;
using std::vector;

// ---- round trips, degenerate values first ----

TEST(RoundTripTest, EmptyVectors) {
  EXPECT_EQ(round_trip<vector<int>>("[]"), "[]");
  EXPECT_EQ(round_trip<vector<string>>("[]"), "[]");
  EXPECT_EQ(round_trip<vector<vector<int>>>("[]"), "[]");
  EXPECT_EQ(round_trip<vector<vector<int>>>("[[]]"), "[[]]");
  EXPECT_EQ(round_trip<vector<vector<int>>>("[[],[]]"), "[[],[]]");
  EXPECT_TRUE(decode<vector<int>>("[]", 1).empty());
}

TEST(RoundTripTest, EmptyString) {
  EXPECT_EQ(decode<string>("\"\"", 1), "");
  EXPECT_EQ(round_trip<string>("\"\""), "\"\"");
}

TEST(RoundTripTest, Int) {
  EXPECT_EQ(decode<int>("0", 1), 0);
  EXPECT_EQ(round_trip<int>("0"), "0");
  EXPECT_EQ(round_trip<int>("-5"), "-5");
  EXPECT_EQ(round_trip<int>("2147483647"), "2147483647");
  EXPECT_EQ(round_trip<int>("-2147483648"), "-2147483648");
}

TEST(RoundTripTest, LongLong) {
  EXPECT_EQ(decode<long long>("3000000000", 1), 3000000000LL);
  EXPECT_EQ(round_trip<long long>("9223372036854775807"), "9223372036854775807");
  EXPECT_EQ(round_trip<long long>("-9223372036854775808"), "-9223372036854775808");
}

TEST(RoundTripTest, Long) {
  EXPECT_EQ(decode<long>("-3000000000", 1), -3000000000L);
  EXPECT_EQ(round_trip<long>("9223372036854775807"), "9223372036854775807");
  EXPECT_EQ(round_trip<vector<int64_t>>("[-9223372036854775808,0]"), "[-9223372036854775808,0]");
}

TEST(RoundTripTest, UnsignedInt) {
  EXPECT_EQ(decode<unsigned int>("4294967295", 1), 4294967295u);
  EXPECT_EQ(round_trip<uint32_t>("0"), "0");
  EXPECT_EQ(round_trip<uint32_t>("-0"), "0");  // JSON's -0 is the integer 0, as for int
  EXPECT_EQ(round_trip<vector<unsigned int>>("[11,2147483648]"), "[11,2147483648]");
}

TEST(RoundTripTest, FloatIsPrintedWithFiveDecimalsLikeDouble) {
  EXPECT_FLOAT_EQ(decode<float>("2.5", 1), 2.5f);
  EXPECT_EQ(round_trip<float>("2.5"), "2.50000");
  EXPECT_EQ(round_trip<float>("-3"), "-3.00000");
  EXPECT_EQ(round_trip<vector<float>>("[0.1,1e-7]"), "[0.10000,0.00000]");
}

TEST(RoundTripTest, DoubleIsPrintedWithFiveDecimals) {
  EXPECT_DOUBLE_EQ(decode<double>("2.5", 1), 2.5);
  EXPECT_EQ(round_trip<double>("2.5"), "2.50000");
  EXPECT_EQ(round_trip<double>("2.50000"), "2.50000");
  EXPECT_EQ(round_trip<double>("3"), "3.00000");  // an integer literal is a fine double
  EXPECT_EQ(round_trip<double>("-0.125"), "-0.12500");
  EXPECT_EQ(round_trip<double>("1e-7"), "0.00000");
}

TEST(RoundTripTest, Bool) {
  EXPECT_TRUE(decode<bool>("true", 1));
  EXPECT_FALSE(decode<bool>("false", 1));
  EXPECT_EQ(round_trip<bool>("true"), "true");
  EXPECT_EQ(round_trip<bool>("false"), "false");
}

TEST(RoundTripTest, StringWithEscapes) {
  EXPECT_EQ(decode<string>(R"("a\"b\\c\nd\te\/f")", 1), "a\"b\\c\nd\te/f");
  EXPECT_EQ(round_trip<string>(R"("a\"b\\c\nd\te")"), R"("a\"b\\c\nd\te")");
  EXPECT_EQ(decode<string>(R"("\u0041")", 1), "A");
}

TEST(RoundTripTest, StringWithUnicode) {
  EXPECT_EQ(decode<string>(R"("caf\u00e9")", 1), "caf\xc3\xa9");
  EXPECT_EQ(decode<string>(R"("\ud83d\ude00")", 1), "\xf0\x9f\x98\x80");  // a surrogate pair
  // Printed as raw UTF-8, as LeetCode prints it.
  EXPECT_EQ(round_trip<string>(R"("caf\u00e9")"), "\"caf\xc3\xa9\"");
  EXPECT_EQ(round_trip<string>("\"\xe7\x8c\xab\""), "\"\xe7\x8c\xab\"");
}

TEST(RoundTripTest, Char) {
  EXPECT_EQ(decode<char>("\"a\"", 1), 'a');
  EXPECT_EQ(decode<char>("\" \"", 1), ' ');
  EXPECT_EQ(decode<char>(R"("\"")", 1), '"');
  EXPECT_EQ(round_trip<char>("\"a\""), "\"a\"");
  EXPECT_EQ(round_trip<char>(R"("\"")"), R"("\"")");
}

TEST(RoundTripTest, VectorOfInt) {
  EXPECT_EQ(decode<vector<int>>("[1,2,3]", 1), (vector<int>{1, 2, 3}));
  EXPECT_EQ(round_trip<vector<int>>("[1,2,3]"), "[1,2,3]");
  EXPECT_EQ(round_trip<vector<int>>("[ 1, -2 ,3 ]"), "[1,-2,3]");  // printed compactly
  EXPECT_EQ(round_trip<vector<long long>>("[3000000000,-1]"), "[3000000000,-1]");
  EXPECT_EQ(round_trip<vector<double>>("[0.5,1]"), "[0.50000,1.00000]");
}

TEST(RoundTripTest, VectorOfVectorOfInt) {
  EXPECT_EQ(decode<vector<vector<int>>>("[[1,2],[3],[]]", 1), (vector<vector<int>>{{1, 2}, {3}, {}}));
  EXPECT_EQ(round_trip<vector<vector<int>>>("[[1,2],[3],[]]"), "[[1,2],[3],[]]");
}

TEST(RoundTripTest, VectorOfString) {
  EXPECT_EQ(decode<vector<string>>(R"(["a","","b c"])", 1), (vector<string>{"a", "", "b c"}));
  EXPECT_EQ(round_trip<vector<string>>(R"(["a","","b c"])"), R"(["a","","b c"])");
}

TEST(RoundTripTest, GridOfCharGivenAsOneCharacterStrings) {
  auto grid = decode<vector<vector<char>>>(R"([["a","b"],["c","#"]])", 1);
  EXPECT_EQ(grid, (vector<vector<char>>{{'a', 'b'}, {'c', '#'}}));
  EXPECT_EQ(encoded(grid), R"([["a","b"],["c","#"]])");
}

TEST(RoundTripTest, VectorOfBool) {
  EXPECT_EQ(decode<vector<bool>>("[true,false,true]", 1), (vector<bool>{true, false, true}));
  EXPECT_EQ(round_trip<vector<bool>>("[true,false,true]"), "[true,false,true]");
}

TEST(RoundTripTest, DeeperNesting) {
  using Cube = vector<vector<vector<int>>>;
  EXPECT_EQ(decode<Cube>("[[[1],[2,3]],[]]", 1), (Cube{{{1}, {2, 3}}, {}}));
  EXPECT_EQ(round_trip<Cube>("[[[1],[2,3]],[]]"), "[[[1],[2,3]],[]]");
  EXPECT_EQ(round_trip<vector<vector<string>>>(R"([["x"],[]])"), R"([["x"],[]])");
}

TEST(DecodeTest, SurroundingWhitespaceAndCarriageReturnAreAccepted) {
  EXPECT_EQ(decode<int>(" 7 ", 1), 7);
  EXPECT_EQ(decode<int>("7\r", 1), 7);  // a test file written with CRLF line ends
  EXPECT_EQ(decode<vector<int>>("[1,2]\r", 1), (vector<int>{1, 2}));
}

// ---- printing ----

TEST(EncodeTest, EmptyVectorIsBrackets) {
  EXPECT_EQ(encoded(vector<int>{}), "[]");
  EXPECT_EQ(encoded(vector<vector<int>>{{}}), "[[]]");
}

TEST(EncodeTest, PrintsAsLeetCodeDoes) {
  EXPECT_EQ(encoded(true), "true");
  EXPECT_EQ(encoded(false), "false");
  EXPECT_EQ(encoded(0), "0");
  EXPECT_EQ(encoded(-5), "-5");
  EXPECT_EQ(encoded(-9223372036854775807LL - 1), "-9223372036854775808");
  EXPECT_EQ(encoded(2.5), "2.50000");
  EXPECT_EQ(encoded(2.0 / 3), "0.66667");
  EXPECT_EQ(encoded(string("s")), "\"s\"");
  EXPECT_EQ(encoded('c'), "\"c\"");
  EXPECT_EQ(encoded(vector<int>{1, 2}), "[1,2]");
  EXPECT_EQ(encoded(vector<vector<char>>{{'a', 'b'}}), R"([["a","b"]])");
  EXPECT_EQ(encoded(vector<string>{"a", "b"}), R"(["a","b"])");
  EXPECT_EQ(encoded(vector<bool>{false}), "[false]");
}

TEST(EncodeTest, StringsAreEscaped) {
  EXPECT_EQ(encoded(string("a\"b\\c")), R"("a\"b\\c")");
  EXPECT_EQ(encoded(string("\n\t")), R"("\n\t")");
  EXPECT_EQ(encoded(string("\x01")), R"("\u0001")");
}

TEST(EncodeTest, InvalidUtf8IsReplacedNotThrown) {
  EXPECT_EQ(encoded(string("a\xff")), "\"a\xef\xbf\xbd\"");  // U+FFFD
}

TEST(EncodeTest, AppendsToWhatIsThere) {
  string out = "x=";
  encode(vector<int>{1}, out);
  EXPECT_EQ(out, "x=[1]");
}

TEST(TypeNameTest, SpellsNestedTypes) {
  EXPECT_EQ(type_name<long long>(), "long long");
  EXPECT_EQ(type_name<int64_t>(), "long");
  EXPECT_EQ(type_name<uint32_t>(), "unsigned int");
  EXPECT_EQ(type_name<vector<float>>(), "vector<float>");
  EXPECT_EQ(type_name<string>(), "string");
  EXPECT_EQ(type_name<vector<vector<char>>>(), "vector<vector<char>>");
}

// ---- malformed input: every message names the line and the column ----

TEST(DecodeErrorTest, EmptyLine) {
  EXPECT_EQ(decode_error<int>(""),
            "line 1, column 1: syntax error while parsing value - unexpected end of input; expected '[', '{', or a "
            "literal");
}

TEST(DecodeErrorTest, TruncatedArrayPointsAtTheEndOfTheLine) {
  EXPECT_EQ(decode_error<vector<int>>("[1,2", 3),
            "line 3, column 5: syntax error while parsing array - unexpected end of input; expected ']'");
}

TEST(DecodeErrorTest, TrailingCommaInArray) {
  EXPECT_EQ(decode_error<vector<int>>("[1,]", 2),
            "line 2, column 4: syntax error while parsing value - unexpected ']'; expected '[', '{', or a literal");
}

TEST(DecodeErrorTest, InvalidLiteralPointsAtTheFirstWrongCharacter) {
  // "tru" is a prefix of "true": the ']' in column 7 is where it goes wrong.
  EXPECT_EQ(decode_error<vector<bool>>("[1,tru]", 4),
            "line 4, column 7: syntax error while parsing value - invalid literal; last read: '1,tru]'");
  EXPECT_EQ(decode_error<string>("'a'"),
            "line 1, column 1: syntax error while parsing value - invalid literal; last read: '''");
}

TEST(DecodeErrorTest, UnterminatedString) {
  EXPECT_EQ(decode_error<string>("\"abc"),
            "line 1, column 5: syntax error while parsing value - invalid string: missing closing quote; last read: "
            "'\"abc'");
}

TEST(DecodeErrorTest, WrongTypeAtTopLevel) {
  EXPECT_EQ(decode_error<int>("true"), "line 1, column 1: expected int, found boolean true");
  EXPECT_EQ(decode_error<bool>("1"), "line 1, column 1: expected bool, found number 1");
  EXPECT_EQ(decode_error<string>("5"), "line 1, column 1: expected string, found number 5");
  EXPECT_EQ(decode_error<vector<int>>("{\"a\":1}"), "line 1, column 1: expected vector<int>, found object {\"a\":1}");
  EXPECT_EQ(decode_error<int>("  [1]"), "line 1, column 3: expected int, found array [1]");
}

TEST(DecodeErrorTest, WrongTypeIsShownShortened) {
  EXPECT_EQ(decode_error<string>("[1,2,3,4,5,6,7,8,9,10,11,12,13]"),
            "line 1, column 1: expected string, found array [1,2,3,4,5,6,7,8,...");
}

TEST(DecodeErrorTest, ALineNestedAHundredThousandDeepIsAnErrorNotACrash) {
  // Its description was dump()ed, which recursed once a level.
  const string deep = string(100000, '[') + string(100000, ']');
  EXPECT_EQ(decode_error<int>(deep), "line 1, column 1: expected int, found array [[[[[[[[[[[[[[[[[...");
  EXPECT_EQ(decode_error<vector<vector<int>>>(deep, 3), "line 3, column 3: expected int, found array [[[[[[[[[[[[[[[[[... at [0][0]");
  EXPECT_EQ(decode_error<vector<int>>("[{\"a\":[1,{\"b\":2}],\"c\":3}]"),
            "line 1, column 2: expected int, found object {\"a\":[1,{\"b\":2}],... at [0]");  // as dump() cut
}

TEST(DecodeErrorTest, WrongTypeInsideArrayPointsAtTheElement) {
  EXPECT_EQ(decode_error<vector<int>>("[1, 2, true]", 5), "line 5, column 8: expected int, found boolean true at [2]");
  EXPECT_EQ(decode_error<vector<int>>(" [ 1, \"2\" ]"), "line 1, column 7: expected int, found string \"2\" at [1]");
}

TEST(DecodeErrorTest, WrongTypeAtNestedPositionPointsAtTheElement) {
  EXPECT_EQ(decode_error<vector<vector<int>>>("[[1,2],[3,\"x\"]]", 2),
            "line 2, column 11: expected int, found string \"x\" at [1][1]");
  EXPECT_EQ(decode_error<vector<vector<int>>>("[[1,2],[3,4],5]"),
            "line 1, column 14: expected vector<int>, found number 5 at [2]");
}

TEST(DecodeErrorTest, ColumnSkipsStringsHoldingBracketsCommasAndQuotes) {
  EXPECT_EQ(decode_error<vector<string>>(R"(["a,]b", 5])"), "line 1, column 10: expected string, found number 5 at [1]");
  EXPECT_EQ(decode_error<vector<string>>(R"(["\"", ["x"]])"),
            "line 1, column 8: expected string, found array [\"x\"] at [1]");
  EXPECT_EQ(decode_error<vector<vector<int>>>("[[[1]],[2]]"),
            "line 1, column 3: expected int, found array [1] at [0][0]");
}

TEST(DecodeErrorTest, IntOverflow) {
  EXPECT_EQ(decode_error<int>("3000000000"), "line 1, column 1: 3000000000 does not fit in int");
  EXPECT_EQ(decode_error<int>("-3000000000"), "line 1, column 1: -3000000000 does not fit in int");
  EXPECT_EQ(decode_error<int>("2147483648"), "line 1, column 1: 2147483648 does not fit in int");
  EXPECT_EQ(decode_error<int>("-2147483649"), "line 1, column 1: -2147483649 does not fit in int");
  EXPECT_EQ(decode_error<vector<int>>("[1, 3000000000]", 2), "line 2, column 5: 3000000000 does not fit in int at [1]");
}

TEST(DecodeErrorTest, LongLongOverflow) {
  EXPECT_EQ(decode_error<long long>("9223372036854775808"),
            "line 1, column 1: 9223372036854775808 does not fit in long long");
  // Past 2^64 the JSON parser already reads a float.
  EXPECT_EQ(decode_error<long long>("18446744073709551616"),
            "line 1, column 1: expected long long, found number 1.844674407370955...");
}

TEST(DecodeErrorTest, LongOverflow) {
  EXPECT_EQ(decode_error<long>("9223372036854775808"), "line 1, column 1: 9223372036854775808 does not fit in long");
}

TEST(DecodeErrorTest, UnsignedIntTakesNonNegativeIntegersBelowTwoToThe32) {
  EXPECT_EQ(decode_error<unsigned int>("4294967296"), "line 1, column 1: 4294967296 does not fit in unsigned int");
  EXPECT_EQ(decode_error<unsigned int>("-1"), "line 1, column 1: -1 does not fit in unsigned int");
  EXPECT_EQ(decode_error<vector<unsigned int>>("[1, -5]", 2), "line 2, column 5: -5 does not fit in unsigned int at [1]");
  EXPECT_EQ(decode_error<unsigned int>("1.5"), "line 1, column 1: expected unsigned int, found number 1.5");
}

TEST(DecodeErrorTest, FloatOutOfRange) {
  EXPECT_EQ(decode_error<float>("1e39"), "line 1, column 1: number 1e+39 does not fit in float");
  EXPECT_EQ(decode_error<vector<float>>("[0, -1e300]"), "line 1, column 5: number -1e+300 does not fit in float at [1]");
  EXPECT_EQ(decode_error<float>("\"x\""), "line 1, column 1: expected float, found string \"x\"");
}

TEST(DecodeErrorTest, FloatGivenForInt) {
  EXPECT_EQ(decode_error<int>("2.5"), "line 1, column 1: expected int, found number 2.5");
  EXPECT_EQ(decode_error<vector<int>>("[1,2.0]"), "line 1, column 4: expected int, found number 2.0 at [1]");
}

TEST(DecodeErrorTest, NumberTooLargeForADouble) {
  EXPECT_EQ(decode_error<double>("1e400"), "line 1, column 1: number overflow parsing '1e400'");
  EXPECT_EQ(decode_error<int>("-1e400", 2), "line 2, column 1: number overflow parsing '-1e400'");
}

TEST(DecodeErrorTest, MultiCharacterStringForChar) {
  EXPECT_EQ(decode_error<char>("\"ab\""), "line 1, column 1: expected char (a one-character string), found string \"ab\"");
  EXPECT_EQ(decode_error<char>("\"\""), "line 1, column 1: expected char (a one-character string), found string \"\"");
  EXPECT_EQ(decode_error<char>("97"), "line 1, column 1: expected char (a one-character string), found number 97");
  EXPECT_EQ(decode_error<vector<vector<char>>>(R"([["a","bc"]])"),
            "line 1, column 7: expected char (a one-character string), found string \"bc\" at [0][1]");
}

TEST(DecodeErrorTest, TrailingGarbageAfterTheValue) {
  EXPECT_EQ(decode_error<vector<int>>("[1,2] x"),
            "line 1, column 7: syntax error while parsing value - invalid literal; last read: '2] x'; expected end of "
            "input");
  EXPECT_EQ(decode_error<int>("5 5"),
            "line 1, column 3: syntax error while parsing value - unexpected number literal; expected end of input");
  EXPECT_EQ(decode_error<int>("5,"),
            "line 1, column 2: syntax error while parsing value - unexpected ','; expected end of input");
}

TEST(DecodeErrorTest, IsAnInputErrorNotAnyOtherException) {
  EXPECT_THROW(decode<int>("x", 1), InputError);
  EXPECT_THROW(decode<int>("1e400", 1), InputError);
  EXPECT_THROW(decode<int>("3000000000", 1), InputError);
}

// A space between an element and its comma must not end the element early in column_of, or the
// column lands on the comma (6) instead of the element (8).
TEST(DecodeErrorTest, WrongTypeAfterSpaceBeforeCommaPointsAtTheElement) {
  EXPECT_EQ(decode_error<vector<int>>(" [ 1 , \"2\" ]"), "line 1, column 8: expected int, found string \"2\" at [1]");
}

// The JSON parser's overflow error has no position of its own; the column must still be the
// number's, not 1, when it is inside an array.
TEST(DecodeErrorTest, NumberTooLargeInsideArrayPointsAtTheNumber) {
  EXPECT_EQ(decode_error<vector<double>>("[1, 1e400]"), "line 1, column 5: number overflow parsing '1e400'");
}

}  // namespace
}  // namespace lcjudge
