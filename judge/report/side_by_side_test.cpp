#include "report/side_by_side.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

TEST(SideBySideTest, ShortAnswersStayInline) {
  EXPECT_FALSE(needs_side_by_side("[0,1]", "[1,0]"));
  EXPECT_TRUE(needs_side_by_side(std::string(61, '1'), "1"));
}

TEST(SideBySideTest, ArraysGoAnElementARowAndTheRowsThatDifferAreMarked) {
  std::string shown = side_by_side("expected", "[1,2,3]", "found", "[1,5,3,4]", 10, "");
  EXPECT_EQ(shown,
            "  expected   | found\n"
            "  [1,        | [1,\n"
            "* 2,         | 5,\n"
            "  3]         | 3,\n"
            "*            | 4]\n");
}

TEST(SideBySideTest, OtherTextIsCutIntoChunksOfTheColumnWidth) {
  std::string shown = side_by_side("a", "abcdefgh", "b", "abcdXfgh", 4, "");
  EXPECT_EQ(shown, "  a    | b\n  abcd | abcd\n* efgh | Xfgh\n");
}

TEST(SideBySideTest, ControlCharactersAreEscaped) {
  std::string shown = side_by_side("a", "\"\x1b[2J\"", "b", "\"x\"", 20, "");
  EXPECT_FALSE(Contains(shown, "\x1b"));
  EXPECT_TRUE(Contains(shown, "\\x1b[2J"));
}

TEST(SideBySideTest, ABracketInsideAStringDoesNotSplit) {
  std::string shown = side_by_side("a", "[\"],[\",\"b\"]", "b", "[\"],[\",\"c\"]", 12, "");
  EXPECT_TRUE(Contains(shown, "  [\"],[\",      | [\"],[\",\n")) << shown;
  EXPECT_TRUE(Contains(shown, "* \"b\"]")) << shown;
}

}  // namespace
}  // namespace lcjudge
