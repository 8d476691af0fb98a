// A Java compile error in LeetCode's words (the builds themselves are judged end to end in
// judge/tests/).
#include "judging/language_build.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

TEST(LeetCodeJavaErrorsTest, EachErrorLineNamesItsLineAsLeetCodeDoes) {
  const std::string javac =
      "/build/x.java/jail.1.2/src/Solution.java:3: error: ';' expected\n"
      "        int x = 1\n"
      "                 ^\n"
      "/build/x.java/jail.1.2/src/Solution.java:7: error: cannot find symbol\n"
      "  symbol:   variable y\n"
      "2 errors\n";
  EXPECT_EQ(leetcode_java_errors(javac, "Solution.java"), "Line 3: error: ';' expected\nLine 7: error: cannot find symbol");
}

TEST(LeetCodeJavaErrorsTest, LinesOfOtherFilesOrWithoutALineNumberAreLeftOut) {
  EXPECT_EQ(leetcode_java_errors("Node.java:2: error: x\nSolution.java:: error: y\nSolution.java:1a: z\n", "Solution.java"), "");
  EXPECT_EQ(leetcode_java_errors("", "Solution.java"), "");
}

}  // namespace
}  // namespace lcjudge
