// `judge run --case ID`: one case judged alone, named as reports name it; an unknown ID is a
// usage error that names the close ones. And a wrong answer's values in full with -v.
#include <gtest/gtest.h>

#include <string>

#include "base/exit_status.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::ScratchProject;

class RunCaseTest : public ::testing::Test {
 protected:
  void SetUp() override {
    scratch_.write("testcases/1-add/secret/small/7.in", "1\n1\n");
    scratch_.write("testcases/1-add/secret/small/7.ans", "2\n");
    scratch_.write("testcases/1-add/secret/big.in", "100\n200\n");
    scratch_.write("testcases/1-add/secret/big.ans", "300\n");
  }
  ScratchProject scratch_;
};

TEST_F(RunCaseTest, OnlyTheNamedCaseIsJudged) {
  RunRecord run = scratch_.judge({"run", "1", "--case", "secret/small/7", "-v"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "secret/small/7")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "sample/1")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "secret/big")) << run.stdout_text;
}

TEST_F(RunCaseTest, TheCaseFilesPathNamesItToo) {
  RunRecord run = scratch_.judge({"run", "1", "--case", "./secret/big.in", "-v"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "secret/big")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "sample/1")) << run.stdout_text;
}

TEST_F(RunCaseTest, AnUnknownCaseNamesTheCloseOnes) {
  RunRecord run = scratch_.judge({"run", "1", "--case", "secret/small/8"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text,
                       "no case 'secret/small/8' in 1-add (did you mean 'secret/small/7'?); its cases in secret/small: "
                       "secret/small/7"))
      << run.stderr_text;
}

// -v shows a wrong answer's expected and found values in full, not cut into the message.
TEST_F(RunCaseTest, AWrongAnswerWithVerboseShowsExpectedAndFound) {
  scratch_.write("solutions/1-add/wrong_answer/off_by_one.cpp",
                 "class Solution {\n public:\n  int add(int a, int b) { return a + b + 1; }\n};\n");
  RunRecord run = scratch_.judge({"run", "solutions/1-add/wrong_answer/off_by_one.cpp", "--case", "secret/big", "-v"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "      expected: 300\n      found:    301\n")) << run.stdout_text;
  RunRecord quiet = scratch_.judge({"run", "solutions/1-add/wrong_answer/off_by_one.cpp", "--case", "secret/big"});
  EXPECT_FALSE(Contains(quiet.stdout_text, "found:    301")) << quiet.stdout_text;
}

}  // namespace
}  // namespace lcjudge
