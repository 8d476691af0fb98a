// `judge timelimit PROBLEM` end to end, on a scratch project with a solution that must time out:
// the line of the time-out names its case in plain text. Its report once pointed into freed
// memory (the line showed heap garbage); make unit-test-sanitized runs this under ASan, which
// stops the judge at such a read.
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

TEST(TimelimitCommandTest, TheTimeOutsLineNamesItsCaseInPlainText) {
  ScratchProject scratch;
  // It sleeps: TLE at the wall deadline, without the CPU-seconds a spinner burns at the limits
  // timelimit tries (the CPU limit has tests of its own).
  scratch.write("solutions/1-add/time_limit_exceeded/sleeps.cpp",
                "// Must earn TLE: sleeps until stopped.\n"
                "class Solution {\n public:\n  int add(int a, int b) {\n"
                "    this_thread::sleep_for(chrono::seconds(30));\n    return a + b;\n  }\n};\n");
  RunRecord run = scratch.judge({"timelimit", "1-add"});
  ASSERT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  // How it timed out (the wall deadline) is the run's; the case is the report's.
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/time_limit_exceeded/sleeps")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, " TLE on sample/1: ")) << run.stdout_text;
  for (char c : run.stdout_text) {
    ASSERT_TRUE(c == '\n' || (c >= ' ' && c <= '~')) << "byte " << static_cast<int>(static_cast<unsigned char>(c))
                                                      << " in:\n" << run.stdout_text;
  }
}

}  // namespace
}  // namespace lcjudge
