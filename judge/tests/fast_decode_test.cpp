// decode<T>'s fast path (fast_decode.h) against the JSON-tree path it stands in for
// (decode_with_dom<T>): over hand-picked edge cases, random lines and mutations of them, and every
// committed input, each line decoded as every argument type must give the same value to the last
// bit or the same error message to the last byte. And the fast path must really be taken on the
// lines that make up real inputs, or the speed it exists for is gone.
#include "driver/leetcode_io.h"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

namespace lcjudge {
namespace {

using std::string;
using std::string_view;
using std::vector;
using std::string_literals::operator""s;  // "...\0..."s keeps a NUL byte inside a line

// Every argument type the differential test decodes each line as.
using ArgumentTypes =
    std::tuple<int, long, long long, unsigned int, double, float, bool, string, char, vector<int>, vector<long>,
               vector<long long>, vector<unsigned int>, vector<double>, vector<float>, vector<bool>, vector<string>,
               vector<char>, vector<vector<int>>, vector<vector<long long>>, vector<vector<double>>,
               vector<vector<bool>>, vector<vector<string>>, vector<vector<char>>, vector<vector<vector<int>>>>;

// A value spelt exactly: a double in hexadecimal, so that -0.0 and the last bit tell; a string
// byte for byte.
template <typename T> void spell(const T& value, string& out) {
  if constexpr (std::is_same_v<T, double> || std::is_same_v<T, float>) {
    out += fmt::format("{:a}", value);
  } else if constexpr (std::is_same_v<T, string>) {
    out += '<' + value + '>';
  } else if constexpr (std::is_same_v<T, char>) {
    out += '<' + string(1, value) + '>';
  } else if constexpr (is_vector<T>::value) {
    out += '[';
    for (size_t i = 0; i < value.size(); ++i) {
      if (i) out += ',';
      spell<typename T::value_type>(value[i], out);
    }
    out += ']';
  } else {
    out += std::to_string(value);  // int, long long, bool
  }
}

template <typename T> string spelt(const T& value) {
  string out = "value ";
  spell(value, out);
  return out;
}

// What a decoder makes of a line: the value spelt, or the InputError's message.
template <typename T, typename Decoder> string outcome(Decoder decoder) {
  try {
    return spelt<T>(decoder());
  } catch (const InputError& e) {
    return string("error ") + e.what();
  }
}

// Control bytes and non-ASCII shown as \xNN, so a failure message can be read.
string printable(string_view line) {
  string out;
  for (unsigned char byte : line) {
    if (byte >= 0x20 && byte < 0x7f) {
      out += static_cast<char>(byte);
    } else {
      out += fmt::format("\\x{:02x}", byte);
    }
  }
  return out;
}

// Counts, per test, how often the fast path took a line, to show it was exercised.
struct Tally {
  size_t decodes = 0;
  size_t fast = 0;
};

constexpr size_t kLineNumber = 7;  // any line but 1, so a message that lost it would show

// The heart of the test: the fast path, when it takes a line, gives the tree's value, and
// decode<T> as a whole gives exactly the tree's value or message. Returns whether the fast path
// took the line.
template <typename T> bool expect_same_as_dom(string_view line, Tally& tally) {
  const string dom = outcome<T>([&] { return decode_with_dom<T>(line, kLineNumber); });
  const std::optional<T> fast_value = fast_decode::try_decode<T>(line);
  const bool fast = fast_value.has_value();
  if (fast) {
    EXPECT_EQ(spelt(*fast_value), dom) << "fast path differs on " << type_name<T>() << " from '" << printable(line) << "'";
  }
  EXPECT_EQ(outcome<T>([&] { return decode<T>(line, kLineNumber); }), dom)
      << "decode<" << type_name<T>() << "> differs from the tree's on '" << printable(line) << "'";
  ++tally.decodes;
  tally.fast += fast;
  return fast;
}

template <typename... T> void expect_same_as_dom_for_all(string_view line, Tally& tally, std::tuple<T...>*) {
  (expect_same_as_dom<T>(line, tally), ...);
}

void expect_same_as_dom_for_every_type(string_view line, Tally& tally) {
  expect_same_as_dom_for_all(line, tally, static_cast<ArgumentTypes*>(nullptr));
}

// ---- hand-picked edge cases ----

const vector<string> kEdgeCases = {
    // empty and blank
    "", " ", "\t", "\r", "\n", " \t\r\n ",
    // empty arrays, nested empties, whitespace everywhere
    "[]", "[ ]", "[\t]", " [] ", "[[]]", "[[],[]]", "[ [ ] , [ ] ]", "[[[]]]", "[[[]],[]]", "[[],[[]]]",
    "\t[\t1\t,\t2\t]\t", " [ 1 , 2 ] ", "[1 ,2]", "[1, 2]", "[ [1 , 2 ] ,[ 3 ] ]", "[\n1\n]", "[\r1\r]",
    // not JSON's whitespace
    "\v1", "1\f", "[1,\v2]", "[\f]", "\xa0" "1", "[1,\xc2\xa0" "2]",
    // numbers: zeros, signs, leading zeros, fractions, exponents
    "0", "-0", "00", "01", "-01", "-00", "+1", "-", "--1", "1-", "1.", "1.0", "-0.0", "0.5", ".5", "-.5",
    "1e5", "1E5", "1e+5", "1E+2", "1e-2", "1e", "1e+", "1E-", "1.e5", "1.5e", "0e0", "-0e0", "0.0e-0",
    "1e400", "-1e400", "1e-400", "-1e-400", "4.9e-324", "2.4e-324", "1.7976931348623157e308",
    "1.7976931348623159e308", "2.2250738585072011e-308", "0.1", "0.30000000000000004",
    "123456789012345678901234567890", "-123456789012345678901234567890", "1.00000000000000011102230246251565404",
    "9007199254740993", "-9007199254740993", "18446744073709551615", "18446744073709551616",
    "-18446744073709551615", "99999999999999999999", "0.000000000000000000000000000001",
    "[1e5]", "[1.5]", "[01]", "[-]", "[1.]", "[-0]", "[0,-0,00]", "[1E+2,2]",
    // int and long long limits, and one past
    "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    "[2147483647,-2147483648]", "[2147483648]", "[-2147483649]", "[9223372036854775807,-9223372036854775808]",
    "[9223372036854775808]", "[[1],[9223372036854775808]]",
    // literals
    "true", "false", "null", "tru", "fals", "nul", "True", "TRUE", "truex", "true1", "[true,false]",
    "[true, false ,true]", "[tru]", "[true,]", "[null]", "[true,null]", "[[true],[false]]", "truetrue",
    // strings: plain, escapes, \u, control characters, UTF-8, invalid UTF-8
    "\"\"", "\"a\"", "\" \"", "\"ab\"", "\"a b\"", "\"\x7f\"", "\"#\"", "\".\"", "\"C\"", "\"M\"", "\"F\"",
    R"("\"")", R"("\\")", R"("\/")", R"("\n")", R"("\t")", R"("\b\f\r")", R"("a\"b\\c")", R"("\x")", R"("\")",
    R"("\u0041")", R"("\u00e9")", R"("\u00E9")", R"("\ud83d\ude00")", R"("\ud83d")", R"("\ude00")",
    R"("\u12")", R"("\u0000")", R"("\uzzzz")", "\"a\x01\"", "\"\x1f\"", "\"\t\"", "\"a\nb\"", "\"\0\""s,
    "\"caf\xc3\xa9\"", "\"\xc3\xa9\"", "\"\xe7\x8c\xab\"", "\"\xf0\x9f\x98\x80\"", "\"\xff\"", "\"\x80\"",
    "\"\xc3\"", "\"\xc3(\"", "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"", "\"\xc0\xaf\"", "\"abc", "\"", "'a'",
    "[\"a\",\"b\"]", "[\"a\" , \"\"]", "[\"ab\",\"c\"]", "[[\"a\",\"b\"],[\"c\",\"#\"]]", "[[\"a\",\"bc\"]]",
    "[\"a,]b\", 5]", "[\"\\\"\", [\"x\"]]", "[\"a\\\"\",\"b\"]", "[\"\xc3\xa9\"]", "[[\"\\u0041\"]]",
    "[\"C.M\",\"#.F\"]", "[\"CM......\",\"#######.\",\"F.......\"]",
    // structure errors
    "[1,]", "[,1]", "[,]", "[1 2]", "[1,,2]", "[1", "[1,", "[", "]", "[]]", "[[]", "[[1,2],[3]", "[[1,2],[3]]]",
    "[1]]", "[1] x", "[1,2] x", "5 5", "5,", "1 ", " 1", "1x", "[1]x", "[1][2]", "{}", "{\"a\":1}", "[{}]",
    "[1,{\"a\":1}]", "[[1],{}]", "/*c*/1", "1//c", "[1]\0"s, "5\0garbage"s, "\0"s, "[1,\0]"s, "[\"a\0\"]"s,
    "\xef\xbb\xbf" "1", "\xef\xbb\xbf[1]", "\xef\xbb", "\xff",
    // deep nesting
    "[[[[[[[[[[1]]]]]]]]]]", "[[[[[[[[[[]]]]]]]]]]", "[[[[[[[[[[", "]]]]]]]]]]", "[[[1]],[[2,3]],[]]", "[[[1],[2]],[[]]]",
    // wrong types at depth
    "[[1,2],[3,\"x\"]]", "[[1,2],[3,4],5]", "[[[1]],[2]]", "[1,[2]]", "[[1],2]", "[[1,true]]", "[[\"a\"],[1]]",
    "[[1.5],[2]]", "[[1],[2.0]]", "[[1],[1e2]]", "[[-0],[0]]", "[[\"a\"],[\"b\",[\"c\"]]]",
};

TEST(FastDecodeDifferentialTest, EdgeCasesDecodeAsTheTreeDoes) {
  Tally tally;
  for (const string& line : kEdgeCases) expect_same_as_dom_for_every_type(line, tally);
  EXPECT_GT(tally.fast, 100u);  // the fast path was taken, not declined throughout
}

// ---- random lines and mutations of them ----

// Random JSON text shaped like an argument: numbers from the edges of every type, strings with
// and without escapes, whitespace anywhere, arrays nested up to three deep.
class LineMaker {
 public:
  explicit LineMaker(unsigned seed) : random_(seed) {}

  string value(int depth) {
    if (depth > 0) {
      string out = "[" + space();
      size_t count = pick(4) == 0 ? 0 : pick(5);
      for (size_t i = 0; i < count; ++i) out += (i ? "," + space() : "") + value(depth - 1) + space();
      return out + "]";
    }
    switch (pick(10)) {
      case 0: case 1: case 2: return integer();
      case 3: case 4: return floating();
      case 5: return pick(2) ? "true" : "false";
      case 6: case 7: return text(1 + pick(2));
      case 8: return text(pick(8));
      default: return pick(3) ? integer() : (pick(2) ? "null" : "{\"a\":" + integer() + "}");
    }
  }

  // A line: a value of a random depth, surrounded by whitespace now and then.
  string line() { return space() + value(static_cast<int>(pick(4))) + space(); }

  // The line with one to three random edits: a byte deleted, inserted, replaced, a run
  // duplicated, or the rest cut off.
  string mutated(string line) {
    static const string kBytes = "[]{},:\"\\-+.eE0123456789 \ttrufalsn/x\x7f\xc3\xa9\xff\v\f\r\n\0"s;
    for (size_t edits = 1 + pick(3); edits > 0; --edits) {
      size_t at = line.empty() ? 0 : pick(line.size());
      switch (pick(5)) {
        case 0: if (!line.empty()) line.erase(at, 1); break;
        case 1: line.insert(at, 1, kBytes[pick(kBytes.size())]); break;
        case 2: if (!line.empty()) line[at] = kBytes[pick(kBytes.size())]; break;
        case 3: line.insert(at, line.substr(at, 1 + pick(6))); break;
        default: line.resize(at); break;
      }
    }
    return line;
  }

 private:
  size_t pick(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(random_); }

  string space() {
    static const char* const kSpaces[] = {"", "", "", "", " ", "\t", "  ", " \t "};
    return kSpaces[pick(std::size(kSpaces))];
  }

  string digits(size_t count) {
    string out(1, static_cast<char>('1' + pick(9)));
    while (out.size() < count) out += static_cast<char>('0' + pick(10));
    return out;
  }

  string integer() {
    static const char* const kEdges[] = {
        "0", "-0", "1", "-1", "2147483647", "2147483648", "-2147483648", "-2147483649", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "9007199254740993", "4294967296"};
    if (pick(3) == 0) return kEdges[pick(std::size(kEdges))];
    return (pick(3) == 0 ? "-" : "") + (pick(8) == 0 ? string("0") : digits(1 + pick(21)));
  }

  string floating() {
    string out = (pick(2) ? "-" : "") + (pick(3) == 0 ? string("0") : digits(1 + pick(20)));
    if (pick(3)) out += "." + std::to_string(pick(10)) + (pick(2) ? digits(pick(20)) : "");
    if (pick(2)) {
      out += pick(2) ? "e" : "E";
      out += pick(3) == 0 ? "" : (pick(2) ? "+" : "-");
      out += std::to_string(pick(4) == 0 ? pick(400) : pick(30));
    }
    return out;
  }

  string text(size_t length) {
    static const char* const kPieces[] = {"a", "b", "Z", "#", ".", " ", "~", "\x7f", R"(\")", R"(\\)", R"(\n)",
                                          R"(\u0041)", R"(\u00e9)", "\xc3\xa9", "\xff", "\x01"};
    string out = "\"";
    for (size_t i = 0; i < length; ++i) out += pick(4) ? kPieces[pick(6)] : kPieces[pick(std::size(kPieces))];
    return out + "\"";
  }

  std::mt19937 random_;
};

TEST(FastDecodeDifferentialTest, RandomLinesAndTheirMutationsDecodeAsTheTreeDoes) {
  LineMaker maker(20240613);  // fixed, so that a failure repeats
  Tally tally;
  for (int i = 0; i < 1000; ++i) {
    string line = maker.line();
    expect_same_as_dom_for_every_type(line, tally);
    for (int k = 0; k < 3; ++k) expect_same_as_dom_for_every_type(maker.mutated(line), tally);
    if (HasFailure()) break;  // one line's worth of failures is enough to read
  }
  EXPECT_GT(tally.fast, tally.decodes / 40) << tally.fast << " of " << tally.decodes << " taken by the fast path";
}

// Doubles get their own corpus: their text is where a rounding difference would hide.
TEST(FastDecodeDifferentialTest, RandomDoublesDecodeToTheTreesBits) {
  std::mt19937_64 random(7);
  Tally tally;
  for (int i = 0; i < 20000 && !HasFailure(); ++i) {
    double value;
    uint64_t bits = random();
    std::memcpy(&value, &bits, sizeof value);
    if (!std::isfinite(value)) continue;
    static const char* const kFormats[] = {"{:.17g}", "{:.16g}", "{:.15g}", "{:.6g}", "{:.3e}", "{:.25e}", "{:.1f}"};
    const string buffer = fmt::format(fmt::runtime(kFormats[i % std::size(kFormats)]), value);
    expect_same_as_dom<double>(buffer, tally);
    expect_same_as_dom<vector<double>>("[" + buffer + "]", tally);
  }
  EXPECT_GT(tally.fast, tally.decodes / 2);
}

// ---- the committed inputs ----

string file_text(const string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// ---- the fast path is taken where speed matters, and declines what it is unsure of ----

template <typename T> bool taken(string_view line) { return fast_decode::try_decode<T>(line).has_value(); }

TEST(FastDecodeTest, TakesTheShapesOfRealInputs) {
  EXPECT_TRUE(taken<int>("1"));
  EXPECT_TRUE(taken<int>("-2147483648"));
  EXPECT_TRUE(taken<long long>("-9223372036854775808"));
  EXPECT_TRUE(taken<vector<vector<int>>>("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"));
  EXPECT_TRUE(taken<vector<vector<int>>>(" [ [ 1 , 2 ] , [ ] ]\t"));
  EXPECT_TRUE(taken<vector<string>>(R"(["CM......","#######.","F......."])"));
  EXPECT_TRUE(taken<vector<vector<char>>>(R"([["a","b"],["c","#"]])"));
  EXPECT_TRUE(taken<vector<bool>>("[true,false]"));
  EXPECT_TRUE(taken<vector<double>>("[0.5,-1e-3,2E+2,3]"));
}

TEST(FastDecodeTest, TakesTheLargestCommittedInput) {
  const string path = "testcases/913-cat-and-mouse/secret/large/complete-200.in";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "no " << path << " here (run from the repository root)";
  string text = file_text(path);
  string first_line = text.substr(0, text.find('\n'));
  auto graph = fast_decode::try_decode<vector<vector<int>>>(first_line);
  ASSERT_TRUE(graph.has_value());
  EXPECT_EQ(graph->size(), 200u);
}

TEST(FastDecodeTest, DeclinesWhatTheTreeMustJudge) {
  for (string line : {"01"s, "1.0"s, "1e5"s, "-"s, "2147483648"s, "-2147483649"s, "[1,]"s, "[1 2]"s, "1 x"s,
                      "null"s, "\"\\n\""s, "\"\xc3\xa9\""s, "\"\x01\""s, "5\0"s}) {
    EXPECT_FALSE(taken<int>(line) || taken<string>(line) || taken<vector<int>>(line)) << printable(line);
  }
  EXPECT_FALSE(taken<long long>("9223372036854775808"));
  EXPECT_FALSE(taken<double>("1e400"));
  EXPECT_FALSE(taken<double>("1."));
  EXPECT_FALSE(taken<char>("\"ab\""));
}

// An array of numbers is allocated once at its size, not regrown: each fresh page costs a page
// fault, and a regrown array touches about twice the pages.
TEST(FastDecodeTest, ArraysOfNumbersAreAllocatedAtTheirSize) {
  auto rows = fast_decode::try_decode<vector<vector<int>>>("[[1, 2 ,3],[4,5],[6]]");
  ASSERT_TRUE(rows.has_value());
  EXPECT_EQ((*rows)[0].capacity(), 3u);
  EXPECT_EQ((*rows)[1].capacity(), 2u);
  EXPECT_EQ((*rows)[2].capacity(), 1u);
  auto values = fast_decode::try_decode<vector<double>>("[0.5,1e3,-2,7,8]");
  ASSERT_TRUE(values.has_value());
  EXPECT_EQ(values->capacity(), 5u);
}

// nlohmann keeps "-0" as the integer 0, so as a double it is +0.0, not -0.0.
TEST(FastDecodeTest, MinusZeroIsPositiveZeroAsADoubleLikeTheTree) {
  auto minus_zero = fast_decode::try_decode<double>("-0");
  ASSERT_TRUE(minus_zero.has_value());
  EXPECT_FALSE(std::signbit(*minus_zero));
  auto minus_zero_point_zero = fast_decode::try_decode<double>("-0.0");
  ASSERT_TRUE(minus_zero_point_zero.has_value());
  EXPECT_TRUE(std::signbit(*minus_zero_point_zero));
}

}  // namespace
}  // namespace lcjudge
