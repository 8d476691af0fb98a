// Colour only when wanted: never on a file, never with NO_COLOR, and painted text keeps its words.
#include "base/terminal.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace lcjudge {
namespace {

TEST(WantsColourTest, NotForAFile) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  EXPECT_FALSE(wants_colour(file));
  std::fclose(file);
}

TEST(PaintedTest, WithoutColourTheTextIsUnchanged) {
  EXPECT_EQ(painted("ok  ", fg(fmt::terminal_color::green), false), "ok  ");
  EXPECT_EQ(painted("", fmt::emphasis::bold, false), "");
}

TEST(PaintedTest, WithColourTheTextIsWrappedInTerminalCodes) {
  std::string text = painted("FAIL", fmt::emphasis::bold | fg(fmt::terminal_color::red), true);
  EXPECT_EQ(text.front(), '\x1b');
  EXPECT_NE(text.find("FAIL"), std::string::npos);
  EXPECT_GT(text.size(), 4u);
  EXPECT_NE(text, painted("FAIL", fg(fmt::terminal_color::green), true));
}

}  // namespace
}  // namespace lcjudge
