// The hostile-submission suite for C: fixture solutions (judge/tests/fixtures/solutions/
// <verdict>/NAME.c) that attack the judge from inside a C solution, linked with the C++ driver
// into a static binary (read an answer through /proc or a relative path, write a file, start a
// process, open a socket, signal the judge, start threads without bound, exhaust memory, recurse,
// sleep, print without end, leave early, write the driver's descriptors, define a sanitizer's
// hook) each end non-AC, with the judge intact: within the run's CPU limit, no process of theirs
// left, nothing left in the scratch folders and the case's files untouched. They are judged on the
// fixture problem of the languages' hostile suites (fixtures/language_problem: add two ints, its
// signature the solution's own `int add(int a, int b)`), with their shared helpers
// (tests/hostile_language_run.h).
#include <gtest/gtest.h>

#include <string>

#include "judging/build.h"
#include "judging/language_toolchain.h"
#include "tests/hostile_language_run.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside the other hostile suites' names.
namespace hostile_c {
namespace {

using std::string;
using test_util::Contains;
using test_util::hostile::config_for;
using test_util::hostile::expect_contained;
using test_util::hostile::expect_memory_limit;
using test_util::hostile::expect_not_accepted;
using test_util::hostile::expect_verdict;
using test_util::hostile::HostileRun;
using test_util::hostile::language_fixture;

// A fixture that must not build, built as the suite builds the others: its outcome.
BuildOutcome c_fixture_build(const string& name) {
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(test_util::kFixtureCache);
  const SolutionFile solution = language_fixture(name);
  return builder.build(solution, config_for(solution.language));
}

class CHostileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!language_toolchain(Language::kC).installed()) GTEST_SKIP() << "gcc or uthash-dev is not installed";
  }
};

// ---- what a solution needs ----

TEST_F(CHostileTest, AnAcceptedCSolutionIsAcceptedInTheSandbox) { expect_verdict("accepted/add.c", Verdict::kAccepted); }

// LeetCode's words for gcc's error, on the solution's own line.
TEST_F(CHostileTest, ACompileErrorNamesTheSolutionsLineAsLeetCodeDoes) {
  const BuildOutcome build = c_fixture_build("compile_error/undeclared_name.c");
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "Line 4: Char 12: error: 'y' undeclared (first use in this function)\n"
                                      "    4 |     sum += y;")) << build.message;
  EXPECT_TRUE(Contains(build.message, "solution.c: In function 'add':")) << build.message;
  // The judge's paths are not shown: its file of LeetCode's calls that includes the solution.
  EXPECT_FALSE(Contains(build.message, "leetcode_calls.c")) << build.message;
  EXPECT_FALSE(Contains(build.message, "fixtures/")) << build.message;
}

// The sanitizers' hooks are reserved: a solution defining one would decide what a finding does.
TEST_F(CHostileTest, DefiningASanitizersHookIsACompileError) {
  const BuildOutcome build = c_fixture_build("compile_error/defines_sanitizer_hook.c");
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "__asan_on_error")) << build.message;
}

// ---- files: answers through /proc and relative paths, writing ----

TEST_F(CHostileTest, AnswersCannotBeReadThroughProcOrARelativePath) {
  expect_verdict("wrong_answer/reads_answers_through_proc.c", Verdict::kWrongAnswer);
  expect_verdict("wrong_answer/reads_answers_by_relative_path.c", Verdict::kWrongAnswer);
}

TEST_F(CHostileTest, WritingAFileIsRunTimeError) { expect_verdict("run_time_error/writes_files.c", Verdict::kRunTimeError); }

// ---- processes, sockets, signals, threads ----

TEST_F(CHostileTest, NoProcessCanBeStartedAndNoSocketOpened) {
  expect_verdict("run_time_error/starts_a_process.c", Verdict::kRunTimeError);
  expect_verdict("run_time_error/opens_inet_socket.c", Verdict::kRunTimeError);
}

TEST_F(CHostileTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.c", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.c", Verdict::kAccepted);
}

TEST_F(CHostileTest, ThreadsWithoutBoundRunIntoTheThreadLimit) {
  expect_verdict("run_time_error/thread_bomb.c", Verdict::kRunTimeError);
}

// ---- memory, the stack, time, output ----

TEST_F(CHostileTest, TheHeapIsHeldToTheMemoryLimit) { expect_memory_limit("memory_limit_exceeded/grows_the_heap.c"); }

// The stack's limit is the memory limit (64 MiB here, touched within the time limit on a loaded
// machine), and a C run is held on its resident memory, which its stack is: unbounded recursion
// ends at whichever comes first, the stack's end (a segfault, RTE) or the poll of its memory (MLE).
TEST_F(CHostileTest, UnboundedRecursionEndsAtTheStacksEndOrTheMemoryLimit) {
  HostileRun run("run_time_error/recurses_forever.c", 64 << 20);
  EXPECT_TRUE(run.outcome.verdict == Verdict::kRunTimeError || run.outcome.verdict == Verdict::kMemoryLimitExceeded)
      << run.outcome.message;
  expect_contained(run);
}

TEST_F(CHostileTest, SleepingIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleeps.c");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

TEST_F(CHostileTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.c");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  expect_contained(run);
}

// ---- the driver's channels ----

TEST_F(CHostileTest, LeavingEarlyWithStatusZeroIsNotAccepted) { expect_not_accepted("wrong_answer/exits_early.c"); }

// The driver moved the channels to high numbers before the solution's code ran: its writes to 3
// and 4 go nowhere, and its wrong answer is judged.
TEST_F(CHostileTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.c", Verdict::kWrongAnswer);
}

}  // namespace
}  // namespace hostile_c
}  // namespace lcjudge
