#include "judging/run_traceback.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

TEST(ShownTracebackTest, TheRecordsEscapesAreUndoneIntoLines) {
  EXPECT_EQ(shown_traceback("ZeroDivisionError: division by zero\\n    return 1 // 0\\nLine 3 in f (Solution.py)"),
            "ZeroDivisionError: division by zero\n    return 1 // 0\nLine 3 in f (Solution.py)");
  // A backslash the source holds is doubled in the record and shown once; "\r" and an unknown
  // escape stay as written.
  EXPECT_EQ(shown_traceback("    s = \"a\\\\nb\"\\nx\\ry\\q"), "    s = \"a\\nb\"\nx\\ry\\q");
  EXPECT_EQ(shown_traceback("ends with a backslash\\"), "ends with a backslash\\");
}

// The solution's text: it cannot reach the terminal's controls, and a long one is cut, saying so.
TEST(ShownTracebackTest, ItIsEscapedAndBounded) {
  EXPECT_EQ(shown_traceback("Error: \x1b[2J\\n  ok  forged\xff"), "Error: \\x1b[2J\n  ok  forged\\xff");
  std::string many;
  for (int i = 0; i < 100; ++i) many += "Line " + std::to_string(i) + " in f (Solution.py)\\n";
  const std::string shown = shown_traceback(many);
  EXPECT_NE(shown.find("Line 59 in f"), std::string::npos);
  EXPECT_EQ(shown.find("Line 60 in f"), std::string::npos);
  EXPECT_NE(shown.find("[40 more lines not shown]"), std::string::npos);
  EXPECT_LE(shown_traceback(std::string(1 << 20, 'x')).size(), kTracebackBytes + 100);
}

}  // namespace
}  // namespace lcjudge
