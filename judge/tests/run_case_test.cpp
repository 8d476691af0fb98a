// `judge run --case ID`: one case judged alone, named as reports name it; an unknown ID is a
// usage error that names the close ones.
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

}  // namespace
}  // namespace lcjudge
