// The built judge on a scratch project of its own (tests/scratch_project.h): the `ok`/`FAIL` line
// each solution gets, the closing count and exit status, rebuilding exactly what changed (or
// taking it from the compile cache), and the compiler's view holding the solution alone.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "base/exit_status.h"
#include "problem/language.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

class JudgeCommandTest : public ::testing::Test {
 protected:
  RunRecord judge(const std::vector<string>& args) {
    RunRecord run = project_.judge(args);
    EXPECT_TRUE(run.exited) << run.internal_error << run.stderr_text;
    return run;
  }
  ScratchProject project_;
};

TEST_F(JudgeCommandTest, AnAcceptedSolutionGetsAnOkLine) {
  RunRecord run = judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/accepted/add"));
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got AC"));
  EXPECT_TRUE(Contains(run.stdout_text, "1 passed, 0 failed"));
}

TEST_F(JudgeCommandTest, AWrongSolutionInAcceptedGetsAFailLineNamingTheCase) {
  project_.write("solutions/1-add/accepted/wrong.cpp",
                 "class Solution {\n public:\n  int add(int a, int b) { return a - b; }\n};\n");
  RunRecord run = judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/accepted/add"));
  EXPECT_TRUE(Contains(run.stdout_text, "FAIL  1-add/accepted/wrong"));
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got WA"));
  EXPECT_TRUE(Contains(run.stdout_text, "line 1, token 1: expected '5', found '-1'"));
  EXPECT_TRUE(Contains(run.stdout_text, "1 passed, 1 failed"));
}

// A Swift file, given or lying among the solutions, is said to be one: not "unknown problem"
// (taken for a problem's name), not left out without a word.
TEST_F(JudgeCommandTest, ASolutionInALanguageNotJudgedIsRefusedSayingWhichAre) {
  project_.write("two_sum.swift", "func main() {}\n");
  RunRecord run = judge({"run", "two_sum.swift"});
  EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "judge: error: 'two_sum.swift' is a Swift solution: only " + judged_languages_text() + " are judged today"))
      << run.stderr_text;
  project_.write("solutions/1-add/accepted/add.kt", "fun add(a: Int, b: Int) = a + b\n");
  run = judge({"run", "1"});
  EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "'./solutions/1-add/accepted/add.kt' is a Kotlin solution: only C++"))
      << run.stderr_text;
}

TEST_F(JudgeCommandTest, OnlyAChangedSolutionIsRebuilt) {
  project_.write("solutions/1-add/accepted/other.cpp",
                 "class Solution {\n public:\n  int add(int a, int b) { return a + b + 0; }\n};\n");
  EXPECT_TRUE(Contains(judge({"build"}).stderr_text, "compiled 2 solutions"));
  EXPECT_EQ(judge({"build"}).stderr_text, "");  // nothing changed: nothing compiled

  project_.write(ScratchProject::kSolution,
                 "// Must earn AC.\nclass Solution {\n public:\n  int add(int a, int b) { return b + a; }\n};\n");
  EXPECT_TRUE(Contains(judge({"build"}).stderr_text, "compiled 1 solution"));
  EXPECT_EQ(judge({"run", "-j", "1"}).exit_code, kExitAllExpected);
}

// The compile cache (build/cache/, shared by scratch projects as the driver is): a solution put
// back as it was, or compiled the same way in another project, is not compiled again, and its
// binary is the one the compiler made. The source is new to this run (its process id and time),
// so an earlier run's entries play no part.
TEST_F(JudgeCommandTest, ASolutionCompiledBeforeComesFromTheCompileCache) {
  const string first = fmt::format("// Must earn AC ({} {}).\nclass Solution {{\n public:\n  int add(int a, int b) {{ return a + b; }}\n}};\n",
                                   getpid(), std::chrono::steady_clock::now().time_since_epoch().count());
  project_.write(ScratchProject::kSolution, first);
  string built = judge({"build"}).stderr_text;
  EXPECT_TRUE(Contains(built, "compiled 1 solution")) << built;
  EXPECT_FALSE(Contains(built, "from the compile cache")) << built;

  project_.write(ScratchProject::kSolution, first + "// changed\n");
  built = judge({"build"}).stderr_text;
  EXPECT_FALSE(Contains(built, "from the compile cache")) << built;
  project_.write(ScratchProject::kSolution, first);
  built = judge({"build"}).stderr_text;
  EXPECT_TRUE(Contains(built, "compiled 1 solution in ")) << built;
  EXPECT_TRUE(Contains(built, "1 of them from the compile cache")) << built;
  EXPECT_EQ(judge({"build"}).stderr_text, "");  // and then up to date

  ScratchProject other;
  other.write(ScratchProject::kSolution, first);
  built = other.judge({"build"}).stderr_text;
  EXPECT_TRUE(Contains(built, "1 of them from the compile cache")) << built;
  RunRecord run = other.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/accepted/add"));
}

// A judge killed mid-compile leaves its jail folder beside the binary; the next compile of that
// solution removes it, but not one of a judge still running (here, this test's own pid).
TEST_F(JudgeCommandTest, AnAbandonedJailFolderIsRemovedByTheNextCompile) {
  const string binary = "build/solutions/1-add/accepted/add.cpp/optimised";
  project_.mkdir(binary + ".jail.999999999.1");
  project_.write(binary + ".jail.999999999.1/binary", "left by a killed judge");
  const string live = binary + ".jail." + std::to_string(getpid()) + ".1";
  project_.mkdir(live);
  project_.write(ScratchProject::kSolution,
                 "// Must earn AC.\nclass Solution {\n public:\n  int add(int a, int b) { return b + a; }\n};\n");
  EXPECT_TRUE(Contains(judge({"build"}).stderr_text, "compiled 1 solution"));
  EXPECT_FALSE(std::filesystem::exists(project_.path(binary + ".jail.999999999.1")));
  EXPECT_TRUE(std::filesystem::exists(project_.path(live)));
}

// The compiler sees the solution, the driver and the system headers only: a header beside the
// solution is not there (LeetCode compiles one file too).
TEST_F(JudgeCommandTest, AHeaderBesideTheSolutionIsNotVisibleToTheCompiler) {
  project_.write("solutions/1-add/accepted/helper.h", "inline int twice(int x) { return 2 * x; }\n");
  project_.write("solutions/1-add/accepted/with_header.cpp",
                 "#include \"helper.h\"\nclass Solution {\n public:\n  int add(int a, int b) { return twice(a + b) / 2; }\n};\n");
  RunRecord run = judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected);
  EXPECT_TRUE(Contains(run.stdout_text, "FAIL  1-add/accepted/with_header")) << run.stdout_text;
  EXPECT_TRUE(test_util::says_not_found(run.stdout_text, "helper.h")) << run.stdout_text;
}

}  // namespace
}  // namespace lcjudge
