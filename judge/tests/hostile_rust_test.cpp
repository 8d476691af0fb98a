// The hostile-submission suite for Rust: fixture solutions (judge/tests/fixtures/solutions/
// <verdict>/NAME.rs) that attack the judge from inside a Rust program (read an answer through
// /proc or a relative path, write a file, start a process, open a socket, signal the judge, start
// threads without bound, exhaust memory, recurse, spin, sleep, print without end, leave early,
// write the driver's descriptors, place code before main, embed a file or spin at compile time)
// each end non-AC, with the judge intact: within the run's CPU limit, no process of theirs left,
// nothing left in the scratch folders and the case's files untouched. They are judged on the
// fixture problem of the languages' hostile suites (fixtures/language_problem: add two ints), with
// their shared helpers (tests/hostile_language_run.h).
#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

#include "judging/build.h"
#include "judging/language_toolchain.h"
#include "problem/config.h"
#include "problem/project.h"
#include "tests/hostile_language_run.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside the other hostile suites' names.
namespace hostile_rust {
namespace {

using test_util::Contains;
using test_util::TempDir;

using test_util::hostile::config_for;
using test_util::hostile::expect_contained;
using test_util::hostile::expect_memory_limit;
using test_util::hostile::expect_not_accepted;
using test_util::hostile::expect_verdict;
using test_util::hostile::HostileRun;
using test_util::hostile::language_fixture;

class RustHostileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!language_toolchain(Language::kRust).installed()) GTEST_SKIP() << "Debian's rustc-web is not installed";
  }
};

// A fixture that must not compile, built with a compile cache and LIMITS of its own.
BuildOutcome build_refused(const std::string& name, const TempDir& cache, const CompileJailLimits& limits = {}) {
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  builder.set_limits(limits);
  SolutionFile solution = language_fixture(name);
  return builder.build(solution, config_for(Language::kRust));
}

// ---- what a solution needs ----

TEST_F(RustHostileTest, AnAcceptedRustSolutionIsAcceptedInTheSandbox) { expect_verdict("accepted/add.rs", Verdict::kAccepted); }

TEST_F(RustHostileTest, APanicIsRunTimeErrorInLeetCodesWordsWithTheSolutionsLine) {
  HostileRun run("run_time_error/panics.rs");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(run.outcome.message, "index out of bounds: the len is 2 but the index is 5")) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.traceback, "Line 6: Char ")) << run.outcome.traceback;
  EXPECT_TRUE(Contains(run.outcome.traceback, "thread 'main' panicked at solution.rs:6:")) << run.outcome.traceback;
  expect_contained(run);
}

// ---- files: answers through /proc and relative paths, writing ----

TEST_F(RustHostileTest, AnswersCannotBeReadThroughProcOrARelativePath) {
  expect_verdict("wrong_answer/reads_answers_through_proc.rs", Verdict::kWrongAnswer);
  expect_verdict("wrong_answer/reads_answers_by_relative_path.rs", Verdict::kWrongAnswer);
}

TEST_F(RustHostileTest, WritingAFileIsRunTimeError) { expect_verdict("run_time_error/writes_files.rs", Verdict::kRunTimeError); }

// ---- processes, sockets, signals, threads ----

TEST_F(RustHostileTest, NoProcessCanBeStartedAndNoSocketOpened) {
  expect_verdict("run_time_error/starts_a_process.rs", Verdict::kRunTimeError);
  expect_verdict("run_time_error/opens_inet_socket.rs", Verdict::kRunTimeError);
}

TEST_F(RustHostileTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.rs", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.rs", Verdict::kAccepted);
}

TEST_F(RustHostileTest, ThreadsWithoutBoundRunIntoTheProcessLimit) {
  expect_not_accepted("run_time_error/thread_bomb.rs");
}

// ---- memory, the stack, time, output ----

// The run's address space is held to the limit, as a C++ run's; the allocation refused there is
// out of memory in the driver's words, not an abort.
TEST_F(RustHostileTest, AnAllocationPastTheMemoryLimitIsMemoryLimitExceeded) {
  expect_memory_limit("memory_limit_exceeded/grows_a_vec.rs");
}

// Under the memory hogs' limit: faulting in a stack of the fixture problem's 256 MiB took 0.8 s of
// CPU on a loaded machine, past its time limit.
TEST_F(RustHostileTest, UnboundedRecursionIsRunTimeError) {
  HostileRun run("run_time_error/recurses_forever.rs", test_util::hostile::kHogLimitBytes);
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  expect_contained(run);
}

TEST_F(RustHostileTest, SpinningAndSleepingAreTimeLimitExceeded) {
  HostileRun spins("time_limit_exceeded/spins.rs");
  EXPECT_EQ(spins.outcome.verdict, Verdict::kTimeLimitExceeded) << spins.outcome.message;
  expect_contained(spins);
  HostileRun sleeps("time_limit_exceeded/sleeps.rs");
  EXPECT_EQ(sleeps.outcome.verdict, Verdict::kTimeLimitExceeded) << sleeps.outcome.message;
  EXPECT_LT(sleeps.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(sleeps);
}

TEST_F(RustHostileTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.rs");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  expect_contained(run);
}

// ---- the driver's channels ----

TEST_F(RustHostileTest, LeavingEarlyWithStatusZeroIsNotAccepted) { expect_not_accepted("wrong_answer/exits_early.rs"); }

// The driver moved the channels to high numbers before the solution's code ran: its writes to 3
// and 4 go nowhere, and its wrong answer is judged.
TEST_F(RustHostileTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.rs", Verdict::kWrongAnswer);
}

// ---- compiling ----

// Code in .init_array would run before the driver moves its descriptors: refused before rustc runs.
TEST_F(RustHostileTest, CodePlacedBeforeMainIsACompileErrorNamingItsLine) {
  TempDir cache;
  BuildOutcome build = build_refused("compile_error/runs_before_main.rs", cache);
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "Line 13: #[link_section] is not allowed")) << build.message;
}

TEST_F(RustHostileTest, AFileOutsideTheCompilersJailCannotBeEmbedded) {
  TempDir cache;
  BuildOutcome build = build_refused("compile_error/includes_shadow.rs", cache);
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "Line 3: Char 22: error: couldn't read")) << build.message;
}

// A constant whose evaluation spins stops rustc at the jail's CPU limit, remembered for the same
// source and limits: the next build says so at once instead of burning the limit again.
TEST_F(RustHostileTest, ACompileStoppedAtItsCpuLimitIsRememberedForTheSameSource) {
  TempDir cache;
  CompileJailLimits limits;
  limits.cpu_seconds = 2;
  BuildOutcome first = build_refused("compile_error/burns_const_eval.rs", cache, limits);
  EXPECT_FALSE(first.ok);
  EXPECT_EQ(first.message, "the compiler passed its CPU time limit of 2 s") << first.log;
  EXPECT_FALSE(first.from_cache);
  BuildOutcome again = build_refused("compile_error/burns_const_eval.rs", cache, limits);
  EXPECT_FALSE(again.ok);
  EXPECT_EQ(again.message, first.message);
  EXPECT_TRUE(again.from_cache);
}

}  // namespace
}  // namespace hostile_rust
}  // namespace lcjudge
