// The hostile-submission suite for Go: fixture solutions (judge/tests/fixtures/solutions/
// <verdict>/NAME.go) that attack the judge from inside a Go binary (read an answer through /proc
// or a relative path, write a file, start a process, open a socket, signal the judge, start
// threads without bound, exhaust memory, recurse, sleep, print without end, leave early, write the
// driver's descriptors) each end non-AC, with the judge intact: within the run's CPU limit, no
// process of theirs left, nothing left in the scratch folders and the case's files untouched. An
// accepted one shows that the filter lets Go's runtime start and collect garbage. They are judged
// on the fixture problem of the languages' hostile suites (fixtures/language_problem: add two
// ints), with their shared helpers (tests/hostile_language_run.h).
#include <gtest/gtest.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "base/atomic_file.h"
#include "judging/build.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "tests/fixture_solutions.h"
#include "tests/hostile_language_run.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside hostile_languages_test.cpp's names.
namespace hostile_go {
namespace {

namespace fs = std::filesystem;
using std::string;
using std::vector;
using test_fixtures::kFixtures;
using test_util::Contains;
using test_util::TempDir;
using test_util::TmpdirOverride;

using test_util::hostile::base_config;
using test_util::hostile::built;
using test_util::hostile::config_for;
using test_util::hostile::expect_contained;
using test_util::hostile::expect_not_accepted;
using test_util::hostile::expect_memory_limit;
using test_util::hostile::expect_verdict;
using test_util::hostile::HostileFixture;
using test_util::hostile::HostileRun;
using test_util::hostile::kProblem;
using test_util::hostile::language_fixture;

class GoHostileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (access("/usr/lib/go-1.19/pkg/tool/linux_amd64/compile", X_OK) != 0) {
      GTEST_SKIP() << "Debian's Go 1.19 (golang-go) is not installed";
    }
  }
};

// ---- what a solution needs ----

TEST_F(GoHostileTest, AnAcceptedGoSolutionIsAcceptedInTheSandbox) { expect_verdict("accepted/add.go", Verdict::kAccepted); }

TEST_F(GoHostileTest, APanicIsRunTimeErrorNamingTheSolutionsLine) {
  HostileRun run("run_time_error/panics.go");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(run.outcome.message, "panic: runtime error: index out of range [5] with length 2 (line 5 in add)"))
      << run.outcome.message;
  expect_contained(run);
}

// The build runs none of the solution's code: its init runs in the run, under the run's limits.
TEST_F(GoHostileTest, AnInitThatLoopsIsTimeLimitExceededAndOneThatPanicsRunTimeError) {
  HostileRun loops("time_limit_exceeded/loops_in_init.go");
  EXPECT_EQ(loops.outcome.verdict, Verdict::kTimeLimitExceeded) << loops.outcome.message;
  expect_contained(loops);
  HostileRun panics("run_time_error/panics_in_init.go");
  EXPECT_EQ(panics.outcome.verdict, Verdict::kRunTimeError) << panics.outcome.message;
  EXPECT_TRUE(Contains(panics.outcome.message, "panic: in init")) << panics.outcome.message;
  expect_contained(panics);
}

// ---- files: answers through /proc and relative paths, writing ----

TEST_F(GoHostileTest, AnswersCannotBeReadThroughProcOrARelativePath) {
  expect_verdict("wrong_answer/reads_answers_through_proc.go", Verdict::kWrongAnswer);
  expect_verdict("wrong_answer/reads_answers_by_relative_path.go", Verdict::kWrongAnswer);
}

TEST_F(GoHostileTest, WritingAFileIsRunTimeError) { expect_verdict("run_time_error/writes_files.go", Verdict::kRunTimeError); }

// ---- processes, sockets, signals, threads ----

TEST_F(GoHostileTest, NoProcessCanBeStartedAndNoSocketOpened) {
  expect_verdict("run_time_error/starts_a_process.go", Verdict::kRunTimeError);
  expect_verdict("run_time_error/opens_inet_socket.go", Verdict::kRunTimeError);
}

TEST_F(GoHostileTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.go", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.go", Verdict::kAccepted);
}

TEST_F(GoHostileTest, GoroutinesHoldingThreadsWithoutBoundRunIntoTheThreadLimit) {
  expect_verdict("run_time_error/thread_bomb.go", Verdict::kRunTimeError);
}

// ---- memory, the stack, time, output ----

TEST_F(GoHostileTest, GosHeapIsHeldToTheMemoryLimit) {
  expect_memory_limit("memory_limit_exceeded/grows_a_slice.go");
}

TEST_F(GoHostileTest, UnboundedRecursionIsRunTimeErrorBeforeTheMemoryLimit) {
  HostileRun run("run_time_error/recurses_forever.go");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "goroutine stack exceeds")) << run.outcome.message;
  expect_contained(run);
}

TEST_F(GoHostileTest, SleepingIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleeps.go");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

TEST_F(GoHostileTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.go");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  expect_contained(run);
}

// ---- the driver's channels ----

TEST_F(GoHostileTest, LeavingEarlyWithStatusZeroIsNotAccepted) { expect_not_accepted("wrong_answer/exits_early.go"); }

// The driver moved the channels to high numbers before the solution's code ran: its writes to 3
// and 4 go nowhere, and its wrong answer is judged.
TEST_F(GoHostileTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.go", Verdict::kWrongAnswer);
}

}  // namespace
}  // namespace hostile_go
}  // namespace lcjudge
