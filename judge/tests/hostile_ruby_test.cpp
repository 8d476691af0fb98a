// The hostile-submission suite for Ruby: fixture solutions (judge/tests/fixtures/solutions/
// <verdict>/NAME.rb) that attack the judge from inside Ruby 3.1 (read an answer through /proc or a
// relative path, write a file, fork, start a process, open a socket, signal the judge, start
// threads without bound, exhaust memory, recurse, sleep, print without end, leave early, write the
// driver's descriptors) each end non-AC, with the judge intact: within the run's CPU limit, no
// process of theirs left, nothing left in the scratch folders and the case's files untouched.
// Accepted ones show that the filter lets Ruby start, with its timer thread, its standard library
// and the bundled gem prime. They are judged on the Python and Java suite's fixture problem (add
// two ints).
#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

#include "tests/hostile_language_run.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside the other hostile suites.
namespace hostile_ruby {
namespace {

using test_util::Contains;
using test_util::hostile::expect_contained;
using test_util::hostile::expect_memory_limit;
using test_util::hostile::expect_not_accepted;
using test_util::hostile::expect_verdict;
using test_util::hostile::HostileRun;

TEST(RubyHostileTest, AnAcceptedSolutionIsAcceptedInTheSandbox) { expect_verdict("accepted/add.rb", Verdict::kAccepted); }

// Set without a require, `require "prime"`, did_you_mean's and error_highlight's words, a thread.
TEST(RubyHostileTest, WhatLeetCodesRubyHasAtHandLoadsInTheSandbox) {
  expect_verdict("accepted/requires_set_and_prime.rb", Verdict::kAccepted);
}

TEST(RubyHostileTest, AnswersCannotBeReadThroughProcOrByARelativePath) {
  expect_verdict("wrong_answer/reads_answers_through_proc.rb", Verdict::kWrongAnswer);
  expect_verdict("wrong_answer/reads_answers_by_relative_path.rb", Verdict::kWrongAnswer);
}

TEST(RubyHostileTest, WritingAFileIsRunTimeError) { expect_verdict("run_time_error/writes_files.rb", Verdict::kRunTimeError); }

TEST(RubyHostileTest, RubyCannotFork) { expect_verdict("run_time_error/forks.rb", Verdict::kRunTimeError); }

TEST(RubyHostileTest, NoProcessCanBeStarted) { expect_verdict("run_time_error/spawns_a_process.rb", Verdict::kRunTimeError); }

TEST(RubyHostileTest, NoSocketCanBeOpened) {
  expect_verdict("run_time_error/opens_inet_socket.rb", Verdict::kRunTimeError);
  expect_verdict("run_time_error/opens_unix_socket.rb", Verdict::kRunTimeError);
}

// PID 1 of its namespace is its server, which the kernel shields; the next run is served as usual.
TEST(RubyHostileTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.rb", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.rb", Verdict::kAccepted);
}

TEST(RubyHostileTest, ThreadsWithoutBoundRunIntoTheThreadLimit) {
  if (geteuid() != 0) GTEST_SKIP() << "RLIMIT_NPROC holds a sandboxed run only when the judge is root";
  expect_verdict("run_time_error/thread_bomb.rb", Verdict::kRunTimeError);
}

TEST(RubyHostileTest, RubysHeapIsHeldToTheMemoryLimit) { expect_memory_limit("memory_limit_exceeded/grows_an_array.rb"); }

// Ruby's own frames are on its VM stack: SystemStackError, LeetCode's "stack level too deep", RTE.
// Filling the 64 MiB VM stack (about 600,000 frames) and its SystemStackError's backtrace takes
// about 1 s of CPU, 1.8 s on a loaded machine: over the fixture's 1.5 s, so the test gives its run
// 10 s, lest the verdict be the load's.
TEST(RubyHostileTest, UnboundedRecursionIsRunTimeError) {
  HostileRun run("run_time_error/recurses_forever.rb", 0, 10);
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "SystemStackError: stack level too deep")) << run.outcome.message;
  expect_contained(run);
}

TEST(RubyHostileTest, SleepingIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleeps.rb");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

TEST(RubyHostileTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.rb");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  expect_contained(run);
}

// exit! leaves without an answer (not AC); exit raises SystemExit, an uncaught exception (RTE).
TEST(RubyHostileTest, LeavingEarlyIsNeverAccepted) {
  expect_not_accepted("wrong_answer/exits_early.rb");
  HostileRun run("run_time_error/calls_exit.rb");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "SystemExit: exit")) << run.outcome.message;
  expect_contained(run);
}

// The build's check reads the source and runs none of it: its top-level code runs in the first
// case, under the run's limits, not the compiler's.
TEST(RubyHostileTest, TopLevelCodeIsJudgedByTheRunsLimits) {
  expect_verdict("time_limit_exceeded/loops_at_top_level.rb", Verdict::kTimeLimitExceeded);
}

TEST(RubyHostileTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.rb", Verdict::kWrongAnswer);
}

}  // namespace
}  // namespace hostile_ruby
}  // namespace lcjudge
