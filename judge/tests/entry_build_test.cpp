// Problems with a declared signature, end to end: the real build/judge on a scratch project whose
// problem.yaml has `signature:`. The solution compiles with the generated entry
// (build/entries/<problem>.cpp) and the driver's entry headers; a solution declaring another
// signature is CE showing the entry's static_assert; a case that does not fit the signature is
// bad data found before anything runs.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/atomic_file.h"
#include "commands/cli.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

class EntryBuildTest : public ::testing::Test {
 protected:
  void SetUp() override {
    project_.write("testcases/1-add/problem.yaml", "signature: int add(int a, int b)\ntime_limit: 0.5\nmemory_limit: 256\n");
  }

  // The driver's entry headers come from another part of issue #14; until they are in, nothing
  // can compile against an entry.
  static bool driver_has_entries() { return std::filesystem::exists("judge/driver/entry_end.h"); }

  ScratchProject project_;
};

TEST_F(EntryBuildTest, BadCaseIsBadDataBeforeAnythingRuns) {
  project_.write("testcases/1-add/sample/1.in", "2\n\"x\"\n");
  RunRecord run = project_.judge({"run"});
  EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "bad test data in './testcases/1-add/sample/1.in', line 2, column 1: "
                                        "expected int, found string \"x\""))
      << run.stderr_text;
  EXPECT_FALSE(std::filesystem::exists(project_.path("build/solutions")));  // nothing was compiled
}

TEST_F(EntryBuildTest, AcceptedSolutionCompilesWithTheEntry) {
  if (!driver_has_entries()) GTEST_SKIP() << "judge/driver/entry_end.h is not there yet (the driver's part of #14)";
  RunRecord run = project_.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got AC")) << run.stdout_text;
  auto entry = read_file_if_exists(project_.path("build/entries/1-add.cpp"));
  ASSERT_TRUE(entry.has_value());
  EXPECT_TRUE(Contains(*entry, "lcjudge::run_function<&Solution::add, lcjudge::ResultFrom::kReturn>()")) << *entry;

  // Unchanged, the entry is not rewritten and nothing is rebuilt.
  auto written = std::filesystem::last_write_time(project_.path("build/entries/1-add.cpp"));
  run = project_.judge({"build"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_FALSE(Contains(run.stderr_text, "compiled")) << run.stderr_text;
  EXPECT_EQ(std::filesystem::last_write_time(project_.path("build/entries/1-add.cpp")), written);
}

TEST_F(EntryBuildTest, AnotherSignatureIsACompileErrorQuotingProblemYaml) {
  if (!driver_has_entries()) GTEST_SKIP() << "judge/driver/entry_end.h is not there yet (the driver's part of #14)";
  project_.write("solutions/1-add/accepted/add.cpp",
                 "class Solution {\n public:\n  long long add(long long a, int b) { return a + b; }\n};\n");
  RunRecord run = project_.judge({"build"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "problem.yaml declares 'int add(int a, int b)': "
                                        "this Solution::add has another signature"))
      << run.stdout_text;
}

TEST_F(EntryBuildTest, ChangedSignatureRebuilds) {
  if (!driver_has_entries()) GTEST_SKIP() << "judge/driver/entry_end.h is not there yet (the driver's part of #14)";
  RunRecord run = project_.judge({"build"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  project_.write("testcases/1-add/problem.yaml", "signature: long long add(int a, int b)\n");
  run = project_.judge({"build"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "problem.yaml declares 'long long add(int a, int b)'")) << run.stdout_text;
}

// A solution pasted with LeetCode's ListNode uncommented compiles: the entry leaves it out.
TEST_F(EntryBuildTest, SolutionDefiningListNodeCompiles) {
  if (!driver_has_entries()) GTEST_SKIP() << "judge/driver/entry_end.h is not there yet (the driver's part of #14)";
  project_.write("testcases/1-add/problem.yaml", "signature: int add(ListNode* a, int b)\n");
  project_.write("testcases/1-add/sample/1.in", "[2,7]\n3\n");
  project_.write("testcases/1-add/sample/1.ans", "5\n");
  project_.write("solutions/1-add/accepted/add.cpp",
                 "// struct ListNode { int val; };\n"
                 "struct ListNode {\n  int val;\n  ListNode* next;\n  ListNode(int x) : val(x), next(nullptr) {}\n};\n"
                 "class Solution {\n public:\n  int add(ListNode* a, int b) { return a->val + b; }\n};\n");
  RunRecord run = project_.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
}

}  // namespace
}  // namespace lcjudge
