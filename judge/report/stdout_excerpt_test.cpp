#include "report/stdout_excerpt.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

TEST(StdoutExcerptTest, TheFirstLinesIndentedAndHowManyBytesMore) {
  EXPECT_EQ(stdout_excerpt("a\nb\nc\nd\n", 8, 2, 100, "  "), "a\n  b (4 more bytes)");
  EXPECT_EQ(stdout_excerpt("a\nb\n", 4, 5, 100, "  "), "a\n  b");
  EXPECT_EQ(stdout_excerpt("abcdef", 6, 5, 4, ""), "abcd (2 more bytes)");
}

TEST(StdoutExcerptTest, WhatWasNotKeptCountsAndOneByteIsSingular) {
  EXPECT_EQ(stdout_excerpt("ab", 3, 5, 100, ""), "ab (1 more byte)");
  EXPECT_EQ(stdout_excerpt("", 0, 5, 100, ""), "");
  EXPECT_EQ(stdout_excerpt("", 10, 5, 100, ""), "(10 more bytes)");
}

// PHP's display_errors starts a warning with a newline: it takes none of the lines shown.
TEST(StdoutExcerptTest, LeadingBlankLinesTakeNoLine) {
  EXPECT_EQ(stdout_excerpt("\nWarning: x\n\nWarning: y\n", 24, 1, 100, "  "), "Warning: x (12 more bytes)");
  EXPECT_EQ(stdout_excerpt("\n\r\n", 3, 2, 100, ""), "");  // blank lines only: nothing to show
}

TEST(StdoutExcerptTest, ItIsEscaped) {
  EXPECT_EQ(stdout_excerpt("\x1b[2J\\n", 5, 5, 100, ""), "\\x1b[2J\\\\n");
}

}  // namespace
}  // namespace lcjudge
