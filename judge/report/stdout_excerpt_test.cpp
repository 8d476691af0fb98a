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

TEST(StdoutExcerptTest, ItIsEscaped) {
  EXPECT_EQ(stdout_excerpt("\x1b[2J\\n", 5, 5, 100, ""), "\\x1b[2J\\\\n");
}

}  // namespace
}  // namespace lcjudge
