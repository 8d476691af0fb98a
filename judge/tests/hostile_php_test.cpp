// The hostile-submission suite for PHP: fixture solutions (judge/tests/fixtures/solutions/
// <verdict>/NAME.php) that attack the judge from inside PHP 8.2 (read an answer through /proc or a
// relative path, write a file, start a process, open a socket, exhaust memory, recurse, sleep,
// print without end, leave early, write the driver's descriptors) each end non-AC, with the judge
// intact: within the run's CPU limit, no process of theirs left, nothing left in the scratch
// folders and the case's files untouched. An accepted one shows that the filter lets PHP (and
// bcmath) start. They are judged on the Python and Java suite's fixture problem (add two ints).
// PHP has no threads and, without the posix extension, no way to signal a process: those attacks
// of hostile_languages_test.cpp have no PHP fixture.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

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
// A namespace of its own: the test sources are compiled together, beside the other hostile suites.
namespace hostile_php {
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
using test_util::hostile::expect_verdict;
using test_util::hostile::HostileFixture;
using test_util::hostile::HostileRun;
using test_util::hostile::kProblem;
using test_util::hostile::language_fixture;

TEST(PhpHostileTest, AnAcceptedSolutionWithBcmathIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.php", Verdict::kAccepted);
}

// dl() is off: no FFI, and no libc mmap through it (memory the limit would not see).
TEST(PhpHostileTest, NoExtensionCanBeLoadedAtRunTime) { expect_verdict("accepted/cannot_load_ffi.php", Verdict::kAccepted); }

TEST(PhpHostileTest, AnswersCannotBeReadThroughProcOrByARelativePath) {
  expect_verdict("wrong_answer/reads_answers_through_proc.php", Verdict::kWrongAnswer);
  expect_verdict("wrong_answer/reads_answers_by_relative_path.php", Verdict::kWrongAnswer);
}

TEST(PhpHostileTest, WritingAFileIsRunTimeError) { expect_verdict("run_time_error/writes_files.php", Verdict::kRunTimeError); }

TEST(PhpHostileTest, NoProcessCanBeStarted) { expect_verdict("run_time_error/spawns_a_process.php", Verdict::kRunTimeError); }

TEST(PhpHostileTest, NoSocketCanBeOpened) {
  expect_verdict("run_time_error/opens_inet_socket.php", Verdict::kRunTimeError);
  expect_verdict("run_time_error/opens_unix_socket.php", Verdict::kRunTimeError);
}

TEST(PhpHostileTest, PhpsHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/grows_an_array.php", Verdict::kMemoryLimitExceeded);
}

// Beside the judge's measurement, PHP's own words, as its runtime said them.
TEST(PhpHostileTest, AnMleSaysWhatPhpSaid) {
  HostileRun run("memory_limit_exceeded/grows_an_array.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kMemoryLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "): Allowed memory size of ")) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, " bytes exhausted (tried to allocate ")) << run.outcome.message;
}

// A PHP function's frames are on PHP's heap (its memory_limit stops them); recursion through an
// internal function's callback is on the C stack, whose limit is the memory limit's (the resident
// limit stops it first). Either is MLE, never AC.
TEST(PhpHostileTest, UnboundedRecursionIsMemoryLimitExceeded) {
  expect_verdict("memory_limit_exceeded/recurses_forever.php", Verdict::kMemoryLimitExceeded);
  expect_verdict("memory_limit_exceeded/recurses_through_callbacks.php", Verdict::kMemoryLimitExceeded);
}

TEST(PhpHostileTest, SleepingIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleeps.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

TEST(PhpHostileTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  expect_contained(run);
}

// exit(0) runs PHP's shutdown functions, the driver's first: a run without its answer, RTE.
TEST(PhpHostileTest, LeavingEarlyWithExitZeroIsRunTimeError) {
  HostileRun run("run_time_error/exits_early.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "exit()")) << run.outcome.message;
  expect_contained(run);
}

// The build's check compiles the file and runs none of it: its top-level code runs in the first
// case, under the run's limits, not the compiler's.
TEST(PhpHostileTest, TopLevelCodeIsJudgedByTheRunsLimits) {
  HostileRun loop("time_limit_exceeded/loops_at_top_level.php");
  EXPECT_EQ(loop.outcome.verdict, Verdict::kTimeLimitExceeded) << loop.outcome.message;
  expect_contained(loop);
  // 300 MiB at the top level, past the check's 256 MiB, within the run's 1024 MiB; a time limit it
  // never nears however slowly a loaded machine faults the pages in.
  HostileRun table("accepted/big_table_at_top_level.php", 1024ull << 20, 10);
  EXPECT_EQ(table.outcome.verdict, Verdict::kAccepted) << table.outcome.message;
  expect_contained(table);
}

TEST(PhpHostileTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.php", Verdict::kWrongAnswer);
}

}  // namespace
}  // namespace hostile_php
}  // namespace lcjudge
