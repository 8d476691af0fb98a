#include "judging/compile_diagnostics.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

const CppDiagnosticPaths kPaths{{"solutions/1-add/compile_error/x.cpp", "/home/u/p/solutions/1-add/compile_error/x.cpp"},
                                {"./build", "/home/u/p/build", "./judge/driver", "/home/u/p/judge/driver"}};

TEST(LeetCodeCppDiagnosticsTest, ClangsMessageIsLeetCodesWithItsQuoteCaretAndCount) {
  const std::string clang =
      "./solutions/1-add/compile_error/x.cpp:4:13: error: use of undeclared identifier 'y'\n"
      "    4 |     int x = y;\n"
      "      |             ^\n"
      "1 error generated.\n";
  EXPECT_EQ(leetcode_cpp_diagnostics(clang, kPaths),
            "Line 4: Char 13: error: use of undeclared identifier 'y'\n"
            "    4 |     int x = y;\n"
            "      |             ^\n"
            "1 error generated.");
}

TEST(LeetCodeCppDiagnosticsTest, GccsContextNotesAndTheSystemsHeadersKeepTheirWords) {
  const std::string gcc =
      "/home/u/p/solutions/1-add/compile_error/x.cpp: In member function 'int Solution::add(int, int)':\n"
      "/home/u/p/solutions/1-add/compile_error/x.cpp:5:7: error: no matching function for call to 'push_back'\n"
      "/usr/include/c++/12/bits/stl_vector.h:1276:7: note: candidate: 'void push_back(const value_type&)'\n"
      "./solutions/1-add/compile_error/x.cpp:2:3: note: declared here\n";
  EXPECT_EQ(leetcode_cpp_diagnostics(gcc, kPaths),
            "solution.cpp: In member function 'int Solution::add(int, int)':\n"
            "Line 5: Char 7: error: no matching function for call to 'push_back'\n"
            "/usr/include/c++/12/bits/stl_vector.h:1276:7: note: candidate: 'void push_back(const value_type&)'\n"
            "Line 2: Char 3: note: declared here");
}

// The judge's entry, driver and precompiled prelude are its own: named by their file alone, and
// the chain of includes that brings the solution into the entry is not LeetCode's.
TEST(LeetCodeCppDiagnosticsTest, TheJudgesFoldersAreNeverShown) {
  const std::string clang =
      "In file included from ./build/entries/1-add.cpp:3:\n"
      "In file included from /home/u/p/judge/driver/entry_begin.h:2:\n"
      "                 from ./build/driver/clang/pch.h:1:\n"
      "./build/entries/1-add.cpp:8:15: error: static assertion failed: problem.yaml declares 'int add(int a, int b)'\n"
      "    8 | static_assert(lcjudge::calls_as_leetcode<Solution>(),\n"
      "/home/u/p/judge/driver/function_runner.h:40:3: note: in instantiation of 'run' required from "
      "'./build/entries/1-add.cpp'\n";
  const std::string shown = leetcode_cpp_diagnostics(clang, kPaths);
  EXPECT_EQ(shown,
            "1-add.cpp:8:15: error: static assertion failed: problem.yaml declares 'int add(int a, int b)'\n"
            "    8 | static_assert(lcjudge::calls_as_leetcode<Solution>(),\n"
            "function_runner.h:40:3: note: in instantiation of 'run' required from '1-add.cpp'");
  EXPECT_EQ(shown.find("build/"), std::string::npos);
  EXPECT_EQ(shown.find("/home/u/p"), std::string::npos);
}

TEST(WithoutFoldersTest, OnlyAPathThatStartsAtTheFolderIsReduced) {
  EXPECT_EQ(without_folders("see ./build/entries/a.cpp:3 and x./build/b.cpp", {"./build"}), "see a.cpp:3 and x./build/b.cpp");
  EXPECT_EQ(without_folders("'/tmp/jail.1/src/Node.java' (/tmp/jail.1/x)", {"/tmp/jail.1/"}), "'Node.java' (x)");
  EXPECT_EQ(without_folders("nothing here", {"", "/"}), "nothing here");
}

TEST(LeetCodeJavacDiagnosticsTest, EachErrorKeepsItsQuoteCaretAndDetails) {
  const std::string javac =
      "/tmp/jail.7/src/Solution.java:4: error: cannot find symbol\n"
      "        int x = y;\n"
      "                ^\n"
      "  symbol:   variable y\n"
      "  location: class Solution\n"
      "/tmp/jail.7/src/Node.java:2: error: ';' expected\n"
      "  int val\n"
      "         ^\n"
      "Note: /tmp/jail.7/src/Solution.java uses unchecked or unsafe operations.\n"
      "2 errors\n";
  EXPECT_EQ(leetcode_javac_diagnostics(javac, "Solution.java", "import java.util.*;"),
            "Line 4: error: cannot find symbol\n"
            "        int x = y;\n"
            "                ^\n"
            "  symbol:   variable y\n"
            "  location: class Solution\n"
            "Node.java:2: error: ';' expected\n"
            "  int val\n"
            "         ^");
}

// The solution's first line follows LeetCode's imports on the same line (its line numbers stay
// the user's): javac's quote of it, and its caret, lose them.
TEST(LeetCodeJavacDiagnosticsTest, TheFirstLinesQuoteAndCaretLoseTheImports) {
  const std::string imports = "import java.util.*;import java.io.*;";
  const std::string javac = "src/Solution.java:1: error: class, interface, enum, or record expected\n" + imports +
                            "clas Solution {\n" + std::string(imports.size(), ' ') + "^\n1 error\n";
  EXPECT_EQ(leetcode_javac_diagnostics(javac, "Solution.java", imports),
            "Line 1: error: class, interface, enum, or record expected\n"
            "clas Solution {\n"
            "^");
}

TEST(LeetCodeTscDiagnosticsTest, LineAndCharAsLeetCodeAndAMessagesContinuation) {
  const std::string tsc =
      "tmp/jail.3/solution.ts(3,9): error TS2304: Cannot find name 'y'.\n"
      "tmp/jail.3/solution.ts(5,7): error TS2322: Type '{ a: number; }' is not assignable to type 'X'.\n"
      "  Object literal may only specify known properties.\n"
      "/home/u/p/build/languages/javascript/lcjudge_globals.d.ts(3,7): error TS2300: Duplicate identifier 'ListNode'.\n";
  EXPECT_EQ(leetcode_tsc_diagnostics(tsc),
            "Line 3: Char 9: error TS2304: Cannot find name 'y'.\n"
            "Line 5: Char 7: error TS2322: Type '{ a: number; }' is not assignable to type 'X'.\n"
            "  Object literal may only specify known properties.\n"
            "lcjudge_globals.d.ts(3,7): error TS2300: Duplicate identifier 'ListNode'.");
}

TEST(BoundedDiagnosticTest, ACutSaysHowManyLinesWereLeftOut) {
  std::string text;
  for (int i = 1; i <= 100; ++i) text += "line " + std::to_string(i) + "\n";
  const std::string shown = bounded_diagnostic(text, 3, 1000);
  EXPECT_EQ(shown, "line 1\nline 2\nline 3\n[97 more lines not shown]");
  EXPECT_EQ(bounded_diagnostic("a\nb\n\n\n", 3, 1000), "a\nb");
  EXPECT_EQ(bounded_diagnostic("a\nb\n", 1, 1000), "a\n[1 more line not shown]");
}

TEST(BoundedDiagnosticTest, BytesAreBoundedToo) {
  const std::string shown = bounded_diagnostic("short\n" + std::string(5000, 'x') + "\nend\n", 60, 100);
  EXPECT_EQ(shown, "short\n[2 more lines not shown]");
  const std::string one_line = bounded_diagnostic(std::string(5000, 'y'), 60, 100);
  EXPECT_EQ(one_line, std::string(100, 'y') + "...");
}

// The compiler quotes the solution: what it quotes cannot move the cursor or break UTF-8.
TEST(BoundedDiagnosticTest, TheTextIsEscapedForTheTerminal) {
  EXPECT_EQ(bounded_diagnostic("Line 1: error: \x1b[2J\xff \"%d\\n\"\n"), "Line 1: error: \\x1b[2J\\xff \"%d\\n\"");
}

}  // namespace
}  // namespace lcjudge
