// `judge debug SOLUTION CASE`: gdb on the -O0 -g build with the case on its standard input, so
// that gdb's `run` gives the solution's answer on that case; an unknown case is exit 2.
#include <gtest/gtest.h>

#include <string>

#include "base/exit_status.h"
#include "judging/build.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::ScratchProject;

TEST(DebugCommandTest, GdbRunsTheCaseOnTheDebugBuild) {
  try {
    find_in_path("gdb");
  } catch (const std::exception&) {
    GTEST_SKIP() << "gdb is not installed";
  }
  ScratchProject scratch;
  scratch.write("testcases/1-add/secret/big.in", "100\n200\n");
  scratch.write("testcases/1-add/secret/big.ans", "300\n");
  std::string commands = scratch.write("gdb-commands.txt", "run\ninfo source\n");
  RunRecord run = scratch.judge({"debug", ScratchProject::kSolution, "secret/big"}, commands);
  EXPECT_TRUE(run.exited) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "(-O0 -g) with ")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "300\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "exited normally")) << run.stdout_text;
  EXPECT_TRUE(std::filesystem::exists(scratch.path("build/solutions/1-add/accepted/add.cpp/debug")));
}

TEST(DebugCommandTest, AnUnknownCaseIsExitTwo) {
  ScratchProject scratch;
  RunRecord run = scratch.judge({"debug", ScratchProject::kSolution, "sample/2"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "no case 'sample/2' in 1-add (did you mean 'sample/1'?)")) << run.stderr_text;
}

}  // namespace
}  // namespace lcjudge
