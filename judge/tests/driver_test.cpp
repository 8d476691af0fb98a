// The driver's line handling: one argument per line, the count checked against the method's
// arity, arguments decoded in order, and the types deduced from a method's signature.
#include "driver/driver.h"

#include <gtest/gtest.h>

#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

namespace lcjudge {
namespace {

using std::string;
using std::vector;

string line_count_error(const vector<string>& lines, size_t arity) {
  try {
    check_line_count(lines, arity);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(SplitLinesTest, EmptyTextHasNoLines) { EXPECT_TRUE(split_lines("").empty()); }

TEST(SplitLinesTest, FinalNewlineIsOptional) {
  EXPECT_EQ(split_lines("2\n3\n"), (vector<string>{"2", "3"}));
  EXPECT_EQ(split_lines("2\n3"), (vector<string>{"2", "3"}));
  EXPECT_EQ(split_lines("5"), (vector<string>{"5"}));
}

TEST(SplitLinesTest, BlankLinesAreLines) {
  EXPECT_EQ(split_lines("\n"), (vector<string>{""}));
  EXPECT_EQ(split_lines("2\n\n3\n"), (vector<string>{"2", "", "3"}));
}

TEST(SplitLinesTest, CarriageReturnIsNotALineBreak) {
  EXPECT_EQ(split_lines("2\r\n3\r\n"), (vector<string>{"2\r", "3\r"}));
}

string line_ends_error(const string& text) {
  try {
    check_line_ends(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(CheckLineEndsTest, EmptyAndPlainTextAreFine) {
  EXPECT_EQ(line_ends_error(""), "(no error)");
  EXPECT_EQ(line_ends_error("2\n[1,2]\n\"caf\xC3\xA9\"\n"), "(no error)");
}

TEST(CheckLineEndsTest, CarriageReturnIsRejectedWhereItIs) {
  EXPECT_EQ(line_ends_error("2\r\n3\r\n"), "line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
  EXPECT_EQ(line_ends_error("2\n[1, 2]\r\n"), "line 2, column 7: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST(CheckLineEndsTest, ByteOrderMarkIsRejected) {
  EXPECT_EQ(line_ends_error("\xEF\xBB\xBF" "2\n3\n"), "line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
}

TEST(CheckLineCountTest, ZeroArgumentsAndNoLinesIsFine) { EXPECT_NO_THROW(check_line_count({}, 0)); }

TEST(CheckLineCountTest, ExactCountIsFine) { EXPECT_NO_THROW(check_line_count({"2", "3"}, 2)); }

TEST(CheckLineCountTest, NoLinesForOneArgument) {
  EXPECT_EQ(line_count_error({}, 1), "line 1, column 1: expected 1 argument line, found 0");
}

TEST(CheckLineCountTest, TooFewLinesNamesTheFirstMissingLine) {
  EXPECT_EQ(line_count_error({"2"}, 2), "line 2, column 1: expected 2 argument lines, found 1");
}

TEST(CheckLineCountTest, TooManyLinesNamesTheFirstExtraLine) {
  EXPECT_EQ(line_count_error({"2", "3", "4"}, 2), "line 3, column 1: expected 2 argument lines, found more (trailing data)");
}

TEST(CheckLineCountTest, MissingFinalNewlineIsFine) { EXPECT_NO_THROW(check_line_count(split_lines("2\n3"), 2)); }

TEST(CheckLineCountTest, TrailingBlankLineIsExtraData) {
  EXPECT_EQ(line_count_error(split_lines("2\n3\n\n"), 2),
            "line 3, column 1: expected 2 argument lines, found more (trailing data)");
}

TEST(DecodeArgumentsTest, DecodesEachLineAsItsParameter) {
  auto [n, values, name] = decode_arguments<int, vector<int>, string>({"2", "[1,2]", "\"x\""});
  EXPECT_EQ(n, 2);
  EXPECT_EQ(values, (vector<int>{1, 2}));
  EXPECT_EQ(name, "x");
}

TEST(DecodeArgumentsTest, BadLineIsNamedByItsNumber) {
  try {
    decode_arguments<int, vector<int>>({"2", "[1,x]"});
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(string(e.what()).rfind("line 2, column 4: ", 0), 0u) << e.what();
  }
}

TEST(DecodeArgumentsTest, FirstBadLineIsTheOneReported) {
  try {
    decode_arguments<int, int>({"x", "y"});
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(string(e.what()).rfind("line 1, ", 0), 0u) << e.what();
  }
}

TEST(DecodeArgumentsTest, LineCountIsCheckedBeforeDecoding) {
  try {
    decode_arguments<int, int>({"x"});
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "line 2, column 1: expected 2 argument lines, found 1");
  }
}

struct Example {
  int add(int a, int b) { return a + b; }
  vector<vector<char>> grid(vector<string>& rows, const string& fill) const { return {{fill[0]}, {rows[0][0]}}; }
  const vector<int>& keep(const vector<int>& v) { return v; }
};

TEST(MethodTraitsTest, DeducesArgumentAndResultTypes) {
  using Add = method_traits<decltype(&Example::add)>;
  static_assert(std::is_same_v<Add::Solution, Example>);
  static_assert(std::is_same_v<Add::Result, int>);
  static_assert(std::is_same_v<Add::Arguments, std::tuple<int, int>>);
}

TEST(MethodTraitsTest, ReferencesAndConstAreDecayed) {
  using Grid = method_traits<decltype(&Example::grid)>;  // a const method with reference parameters
  static_assert(std::is_same_v<Grid::Result, vector<vector<char>>>);
  static_assert(std::is_same_v<Grid::Arguments, std::tuple<vector<string>, string>>);
  using Keep = method_traits<decltype(&Example::keep)>;
  static_assert(std::is_same_v<Keep::Result, vector<int>>);
}

}  // namespace
}  // namespace lcjudge
