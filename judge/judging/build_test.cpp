// The compiler-output excerpt that a compile error shows (the builds themselves are exercised by
// runner_test.cpp on the fixture solutions).
#include "judging/build.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

TEST(FirstErrorLinesTest, EmptyOutputGivesNothing) { EXPECT_EQ(first_error_lines(""), ""); }

TEST(FirstErrorLinesTest, StartsAtTheFirstLineSayingError) {
  std::string output =
      "In file included from judge/driver/main.cpp:7:\n"
      "x.cpp: In member function 'int Solution::add(int, int)':\n"
      "x.cpp:4:39: error: expected ';' before '}' token\n"
      "    4 |   int add(int a, int b) { return a + b }\n"
      "      |                                       ^\n";
  EXPECT_EQ(first_error_lines(output),
            "x.cpp:4:39: error: expected ';' before '}' token\n"
            "    4 |   int add(int a, int b) { return a + b }\n"
            "      |                                       ^");
}

TEST(FirstErrorLinesTest, KeepsAtMostMaxLines) {
  std::string output = "a.cpp:1: error: one\n2\n3\n4\n5\n6\n7\n8\n";
  EXPECT_EQ(first_error_lines(output), "a.cpp:1: error: one\n2\n3\n4\n5\n6");
  EXPECT_EQ(first_error_lines(output, 2), "a.cpp:1: error: one\n2");
}

TEST(FirstErrorLinesTest, WithoutAnErrorLineShowsTheStart) {
  // e.g. the linker or the driver failing without the word
  EXPECT_EQ(first_error_lines("ld: cannot find -lfoo\ncollect2: ld returned 1 exit status\nthird\n", 2),
            "ld: cannot find -lfoo\ncollect2: ld returned 1 exit status");
}

// Every solution that must earn CE lives in a compile_error/ folder, so a line merely holding
// "error" must not start the excerpt, or it starts at gcc's "In member function" line.
TEST(FirstErrorLinesTest, PathHoldingErrorIsNotAnErrorLine) {
  std::string output =
      "solutions/1-two-sum/compile_error/x.cpp: In member function 'int Solution::add(int, int)':\n"
      "solutions/1-two-sum/compile_error/x.cpp:4:39: error: expected ';' before '}' token\n";
  EXPECT_EQ(first_error_lines(output, 1), "solutions/1-two-sum/compile_error/x.cpp:4:39: error: expected ';' before '}' token");
}

}  // namespace
}  // namespace lcjudge
