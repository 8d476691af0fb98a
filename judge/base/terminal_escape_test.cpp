#include "base/terminal_escape.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

TEST(EscapeUntrusted, PlainTextIsUnchanged) {
  EXPECT_EQ(escape_untrusted("abc 123\tok é ✓"), "abc 123\tok é ✓");
}

TEST(EscapeUntrusted, AnsiEscapesCannotReachTheTerminal) {
  EXPECT_EQ(escape_untrusted("\x1b[2K\rok"), "\\x1b[2K\\x0dok");
  EXPECT_EQ(escape_untrusted("a\x7f" "b"), "a\\x7fb");
  EXPECT_EQ(escape_untrusted("\xc2\x9b" "2K"), "\\xc2\\x9b2K");  // C1 CSI
}

// U+202E turns "CA tog" into "got AC" on a terminal; the others reorder, hide or break lines.
TEST(EscapeUntrusted, BidiOverridesAndInvisibleFormatCharactersAreEscaped) {
  EXPECT_EQ(escape_untrusted("\xe2\x80\xae" "CA tog"), "\\xe2\\x80\\xaeCA tog");
  EXPECT_EQ(escape_untrusted("a\xe2\x81\xa6" "b\xe2\x81\xa9" "c"), "a\\xe2\\x81\\xa6b\\xe2\\x81\\xa9c");  // isolates
  EXPECT_EQ(escape_untrusted("\xe2\x80\x8f\xe2\x80\x8b\xd8\x9c\xef\xbb\xbf"),
            "\\xe2\\x80\\x8f\\xe2\\x80\\x8b\\xd8\\x9c\\xef\\xbb\\xbf");  // RLM, zero width space, ALM, BOM
  EXPECT_EQ(escape_untrusted("a\xe2\x80\xa8" "b"), "a\\xe2\\x80\\xa8" "b");  // line separator
  EXPECT_EQ(printable("\xe2\x80\xae"), "\\xe2\\x80\\xae");
  // Their neighbours are ordinary text: an en dash, a bullet, a check mark, Arabic.
  EXPECT_EQ(escape_untrusted("\xe2\x80\x93 \xe2\x80\xa2 \xe2\x9c\x93 \xd8\xb9"), "\xe2\x80\x93 \xe2\x80\xa2 \xe2\x9c\x93 \xd8\xb9");
}

TEST(EscapeUntrusted, NewlinesAreEscapedUnlessKept) {
  EXPECT_EQ(escape_untrusted("a\nb"), "a\\x0ab");
  EXPECT_EQ(escape_untrusted("a\nb", true), "a\nb");
}

TEST(EscapeUntrusted, InvalidUtf8BecomesHexAndTheRestSurvives) {
  EXPECT_EQ(escape_untrusted("a\xff" "b\xe2\x9c"), "a\\xffb\\xe2\\x9c");
  EXPECT_EQ(escape_untrusted("\xc0\xaf"), "\\xc0\\xaf");  // overlong '/'
}

TEST(EscapeUntrusted, ABackslashCannotForgeAnEscape) {
  EXPECT_EQ(escape_untrusted("\\x1b"), "\\\\x1b");
}

TEST(EscapedFirstLine, OnlyTheFirstLineEscapedAndCutWithAMark) {
  EXPECT_EQ(escaped_first_line("boom\nsecond line"), "boom");
  EXPECT_EQ(escaped_first_line("\x1b[2Kfake ok\n"), "\\x1b[2Kfake ok");
  EXPECT_EQ(escaped_first_line("abcdef", 4), "abcd...");
  EXPECT_EQ(escaped_first_line("abcd\nlonger second line", 4), "abcd");
  EXPECT_EQ(escaped_first_line(""), "");
}

TEST(Printable, EscapesWhatEscapeUntrustedDoesButBackslashes) {
  EXPECT_EQ(printable("\x1b[2K\rok\xff \xc2\x9b"), "\\x1b[2K\\x0dok\\xff \\xc2\\x9b");
  EXPECT_EQ(printable("a\nb"), "a\\x0ab");
  EXPECT_EQ(printable("a\nb", true), "a\nb");
  EXPECT_EQ(printable("C:\\x1b"), "C:\\x1b");
}

// The renderers apply it to messages escaped already: they must come out as they were.
TEST(Printable, TextEscapedAlreadyPassesUnchanged) {
  for (const char* raw : {"\x1b[1A\x1b[2K\rok  \xff", "a\\b\tc", "line\nnext \xe2\x9c\x93", "\xc0\xaf\x7f"}) {
    std::string once = escape_untrusted(raw, true);
    EXPECT_EQ(printable(once, true), once) << raw;
    EXPECT_EQ(printable(printable(raw, true), true), printable(raw, true)) << raw;
  }
}

TEST(Printable, LinesAfterTheFirstAreIndented) {
  EXPECT_EQ(printable_indented("error: a\n\x1b[1Aok  forged\n", "   "), "error: a\n   \\x1b[1Aok  forged\n   ");
  EXPECT_EQ(printable_indented("one line", "   "), "one line");
}

}  // namespace
}  // namespace lcjudge
