// `judge try`: a solution run once on an input of the user's (the first sample, a file, the
// standard input, or the statement's form typed in), its answer shown beside the one the accepted
// solutions compute, the exit status saying whether they agree; nothing written to the project.
// Each runs build/judge in a scratch project (tests/scratch_project.h), as a user would.
#include <gtest/gtest.h>

#include <string>

#include "base/exit_status.h"
#include "base/terminal_escape.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::ScratchProject;

const char* const kSecondAdd = "class Solution {\n public:\n  int add(int a, int b) { return b + a; }\n};\n";
const char* const kSubtract = "class Solution {\n public:\n  int add(int a, int b) { return a - b; }\n};\n";
const char* const kSignature =
    "signature: int add(int a, int b)\ntime_limit: 0.5\nmemory_limit: 256\nsanitize: false\n";

std::string output_of(const RunRecord& run) { return run.stdout_text + run.stderr_text; }

TEST(TryCommandTest, WithoutInputTheFirstSampleRunsAndAgreesWithTheAcceptedSolutions) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/accepted/add_swapped.cpp", kSecondAdd);
  auto before = scratch.snapshot();
  RunRecord run = scratch.judge({"try", ScratchProject::kSolution});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "input:    2\n          3\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   5\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "s CPU, ")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected: 5 (the accepted solution 1-add/accepted/add_swapped)")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  agrees with the expected answer")) << run.stdout_text;
  EXPECT_EQ(scratch.snapshot(), before);
}

TEST(TryCommandTest, TheStatementFormTypedInIsTheInput) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/accepted/add_swapped.cpp", kSecondAdd);
  RunRecord run = scratch.judge({"try", ScratchProject::kSolution, "a = 40, b = 2"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   42\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected: 42 ")) << run.stdout_text;
}

// A solution outside solutions/ names its problem as every command reads one: by number too.
TEST(TryCommandTest, AnOutsideSolutionNamesItsProblemByNumber) {
  ScratchProject scratch;
  scratch.write("elsewhere/mine.cpp", kSecondAdd);
  RunRecord run = scratch.judge({"try", "elsewhere/mine.cpp", "a = 1, b = 2", "--problem", "1"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   3\n")) << run.stdout_text;
}

TEST(TryCommandTest, AFileOrTheStandardInputIsTheInput) {
  ScratchProject scratch;
  std::string file = scratch.write("case.txt", "7\n8\n");
  RunRecord from_file = scratch.judge({"try", ScratchProject::kSolution, "case.txt"});
  EXPECT_TRUE(from_file.exited && from_file.exit_code == kExitAllExpected) << output_of(from_file);
  EXPECT_TRUE(Contains(from_file.stdout_text, "answer:   15\n")) << from_file.stdout_text;
  RunRecord from_stdin = scratch.judge({"try", ScratchProject::kSolution, "-"}, file);
  EXPECT_TRUE(Contains(from_stdin.stdout_text, "answer:   15\n")) << output_of(from_stdin);
  // The only accepted solution is the one tried: nothing else computes an expected answer.
  EXPECT_FALSE(Contains(from_stdin.stdout_text, "expected")) << from_stdin.stdout_text;
}

// Several cases, one after the other, are run in turn in one process, as LeetCode's Run runs
// them: what the solution keeps from one case is there at the next.
TEST(TryCommandTest, SeveralCasesRunInTurnInOneProcess) {
  ScratchProject scratch;
  scratch.write(std::string(ScratchProject::kProblem) + "/problem.yaml", kSignature);  // the shape a case has
  scratch.write("solutions/1-add/wrong_answer/keeps_a_total.cpp",
                "static int total = 0;\nclass Solution {\n public:\n  int add(int a, int b) { return total += a + b; }\n};\n");
  scratch.write("cases.txt", "2\n3\n10\n20\n");
  RunRecord run = scratch.judge({"try", "solutions/1-add/wrong_answer/keeps_a_total.cpp", "cases.txt"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitSomeUnexpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "case 1 of 2\ninput:    2\n          3\nanswer:   5\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "case 2 of 2\ninput:    10\n          20\nanswer:   35\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected: 30 ")) << run.stdout_text;
  RunRecord honest = scratch.judge({"try", ScratchProject::kSolution, "cases.txt"});
  EXPECT_TRUE(honest.exited && honest.exit_code == kExitAllExpected) << output_of(honest);
  EXPECT_TRUE(Contains(honest.stdout_text, "answer:   30\n")) << honest.stdout_text;
}

TEST(TryCommandTest, AnAnswerTheAcceptedSolutionsDisagreeWithExitsOne) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/wrong_answer/subtract.cpp", kSubtract);
  RunRecord run = scratch.judge({"try", "solutions/1-add/wrong_answer/subtract.cpp", "a = 4, b = 1"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitSomeUnexpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   3\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected: 5 (the accepted solution 1-add/accepted/add)")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  differs from the expected answer")) << run.stdout_text;
}

TEST(TryCommandTest, ARunThatDoesNotFinishShowsItsVerdictAndExitsOne) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/time_limit_exceeded/spin.cpp",
                "class Solution {\n public:\n  int add(int a, int b) { volatile unsigned n = 0; for (;;) ++n; "
                "return a + b; }\n};\n");
  RunRecord run = scratch.judge({"try", "solutions/1-add/time_limit_exceeded/spin.cpp"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitSomeUnexpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  TLE (time limit exceeded)")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "answer:")) << run.stdout_text;
}

TEST(TryCommandTest, ACompileErrorIsShownAndExitsOne) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/compile_error/broken.cpp", "class Solution {\n public:\n  int add(int a, int b) { return a + ; }\n};\n");
  RunRecord run = scratch.judge({"try", "solutions/1-add/compile_error/broken.cpp"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitSomeUnexpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  CE")) << run.stdout_text;
}

TEST(TryCommandTest, WhatTheSolutionPrintsIsEscaped) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/wrong_answer/loud.cpp",
                "#include <cstdio>\nclass Solution {\n public:\n  int add(int a, int b) { std::printf(\"\\x1b[2J\\x1b]0;x\\x07\"); "
                "return a + b; }\n};\n");
  RunRecord run = scratch.judge({"try", "solutions/1-add/wrong_answer/loud.cpp"});
  EXPECT_TRUE(run.exited) << output_of(run);
  EXPECT_EQ(printable(output_of(run), true), output_of(run));
  EXPECT_TRUE(Contains(run.stdout_text, "\\x1b[2J")) << run.stdout_text;
}

// 344's case is one line of strings, as a design case's first line is: a function problem's
// answer has no calls to name, whatever its case looks like.
TEST(TryCommandTest, AFunctionProblemWhoseCaseIsStringsNamesNoCall) {
  ScratchProject scratch;
  scratch.write("testcases/344-reverse-string/problem.yaml",
                "signature: void reverseString(vector<char>& s)\ntime_limit: 1\nmemory_limit: 256\nsanitize: false\n");
  scratch.write("solutions/344-reverse-string/accepted/reverse.py",
                "class Solution:\n    def reverseString(self, s: List[str]) -> None:\n        s.reverse()\n");
  scratch.write("solutions/344-reverse-string/wrong_answer/keep.py",
                "class Solution:\n    def reverseString(self, s: List[str]) -> None:\n        pass\n");
  RunRecord run = scratch.judge({"try", "solutions/344-reverse-string/wrong_answer/keep.py", "[\"h\",\"e\",\"l\",\"l\",\"o\"]"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitSomeUnexpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   [\"h\",\"e\",\"l\",\"l\",\"o\"]\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  differs from the expected answer")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "call ")) << run.stdout_text;
}

// An answer as LeetCode shows it: its JSON text, a string's backslash "\\" once, not "\\\\".
TEST(TryCommandTest, AnAnswersBackslashIsShownOnce) {
  ScratchProject scratch;
  scratch.write("testcases/2-path/problem.yaml",
                "signature: string path(string s)\ntime_limit: 1\nmemory_limit: 256\nsanitize: false\n");
  scratch.write("solutions/2-path/accepted/path.py",
                "class Solution:\n    def path(self, s: str) -> str:\n        return s + '\\\\'\n");
  RunRecord run = scratch.judge({"try", "solutions/2-path/accepted/path.py", "\"C:\\\\dir\""});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "input:    \"C:\\\\dir\"\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   \"C:\\\\dir\\\\\"\n")) << run.stdout_text;
}

// What a solution prints is shown bounded, as LeetCode's Run cuts its Stdout: its first lines and
// how many bytes more, never megabytes on the terminal.
TEST(TryCommandTest, WhatTheSolutionPrintsIsCutToItsFirstLinesAndSaysHowMuchMore) {
  ScratchProject scratch;
  scratch.write("testcases/2-loud/problem.yaml", "signature: int loud(int n)\ntime_limit: 2\nmemory_limit: 256\nsanitize: false\n");
  scratch.write("solutions/2-loud/accepted/loud.py",
                "class Solution:\n    def loud(self, n: int) -> int:\n        for i in range(n):\n"
                "            print('line', i)\n        return n\n");
  RunRecord run = scratch.judge({"try", "solutions/2-loud/accepted/loud.py", "100000"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << output_of(run).substr(0, 2000);
  EXPECT_TRUE(Contains(run.stdout_text, "stdout:\n  line 0\n  line 1\n")) << run.stdout_text.substr(0, 2000);
  EXPECT_TRUE(Contains(run.stdout_text, "  line 49 (")) << run.stdout_text.substr(0, 2000);
  EXPECT_FALSE(Contains(run.stdout_text, "line 50\n")) << run.stdout_text.substr(0, 2000);
  // 100,000 lines "line I\n" are 1,088,890 bytes; the first 50 are 390.
  EXPECT_TRUE(Contains(run.stdout_text, "  line 49 (1088500 more bytes)\n")) << run.stdout_text.substr(0, 2000);
  EXPECT_LT(run.stdout_text.size(), 4096u);
}

// LeetCode's PHP shows a warning in the output its user sees: try shows it as what the solution
// printed, and the answer and verdict are the solution's alone.
TEST(TryCommandTest, APhpWarningIsShownAsWhatTheSolutionPrinted) {
  ScratchProject scratch;
  scratch.write(std::string(ScratchProject::kProblem) + "/problem.yaml", kSignature);
  scratch.write("solutions/1-add/accepted/add.php",
                "<?php\nclass Solution {\n    function add($a, $b) {\n        return $a + $b + $unset;\n    }\n}\n");
  RunRecord run = scratch.judge({"try", "solutions/1-add/accepted/add.php", "a = 2, b = 3"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << output_of(run);
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   5\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "stdout:\n  Warning: Undefined variable $unset in solution.php on line 4\n"))
      << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  agrees with the expected answer")) << run.stdout_text;
}

TEST(TryCommandTest, AnInputThatDoesNotFitTheSignatureExitsTwoBeforeAnyBuild) {
  ScratchProject scratch;
  scratch.write(std::string(ScratchProject::kProblem) + "/problem.yaml", kSignature);
  auto before = scratch.snapshot();
  RunRecord run = scratch.judge({"try", ScratchProject::kSolution, "a = [1], b = 2"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << output_of(run);
  EXPECT_TRUE(Contains(run.stderr_text, "the input does not fit the signature in ")) << run.stderr_text;
  EXPECT_EQ(run.stdout_text, "");
  EXPECT_EQ(scratch.snapshot(), before);
}

TEST(TryCommandTest, AMissingFileIsNamed) {
  ScratchProject scratch;
  RunRecord run = scratch.judge({"try", ScratchProject::kSolution, "case.txt"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << output_of(run);
  EXPECT_TRUE(Contains(run.stderr_text, "no file 'case.txt': INPUT is a file, - for the standard input")) << run.stderr_text;
}

}  // namespace
}  // namespace lcjudge
