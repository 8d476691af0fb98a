// Notes under a table, filled into a terminal's width.
#include "base/word_wrap.h"

#include <gtest/gtest.h>

#include <sstream>

#include "base/text_table.h"

namespace lcjudge {
namespace {

TEST(WordWrapTest, WordsFillLinesWithinTheWidthAndIndent) {
  EXPECT_EQ(wrap_words("one two three four five", 12, "> ", "  "), "> one two\n  three four\n  five\n");
}

TEST(WordWrapTest, ShortTextIsOneLine) { EXPECT_EQ(wrap_words("fits", 120, "  "), "  fits\n"); }

TEST(WordWrapTest, AWordLongerThanALineIsCutNotLeftOverTheEdge) {
  std::string out = wrap_words("see /a/very/long/path/to/a/report/file.png now", 10);
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(display_width(line), 10u) << line;
  EXPECT_EQ(out, "see\n/a/very/lo\nng/path/to\n/a/report/\nfile.png\nnow\n");
}

TEST(WordWrapTest, WidthCountsCharactersNotBytes) {
  // "R² ≠ µs" is 7 characters and 11 bytes: it fits a 7-column line.
  EXPECT_EQ(wrap_words("R² ≠ µs", 7), "R² ≠ µs\n");
}

TEST(WordWrapTest, LineBreaksInTheTextAreKept) { EXPECT_EQ(wrap_words("a\nb c", 80, "", " "), "a\n b c\n"); }

}  // namespace
}  // namespace lcjudge
