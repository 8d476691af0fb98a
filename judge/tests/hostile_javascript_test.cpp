// The hostile-submission suite for JavaScript and TypeScript: fixture solutions (judge/tests/
// fixtures/solutions/<verdict>/NAME.js, NAME.ts) that attack the judge from inside Node (read an
// answer through /proc or a relative path, write a file, start a process, open a socket, signal
// the judge, start worker threads without bound, exhaust memory on V8's heap and outside it,
// recurse, sleep, loop at the top level (the run's TLE: the build never runs it), print without
// end, leave early, write the driver's descriptors, which Node cannot move) each end non-AC, with
// the judge intact: within the run's CPU limit, no process of theirs left, nothing left in the
// scratch folders and the case's files untouched. An accepted one shows that the filter lets
// Node start; TypeScript's type errors are CE on the user's line.
// They are judged on the Python and Java suite's fixture problem (fixtures/language_problem).
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
#include "base/parallel.h"
#include "judging/build.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "process/sandbox.h"
#include "tests/fixture_solutions.h"
#include "tests/hostile_language_run.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside hostile_test.cpp's names.
namespace hostile_javascript {
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

// ---- what a solution needs ----

TEST(JavaScriptHostileTest, AnAcceptedJavaScriptSolutionIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.js", Verdict::kAccepted);
}

TEST(JavaScriptHostileTest, AnAcceptedTypeScriptSolutionIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.ts", Verdict::kAccepted);
}

TEST(JavaScriptHostileTest, ATypeErrorIsACompileErrorOnTheUsersLine) {
  TempDir cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  SolutionFile solution = language_fixture("compile_error/assigns_a_string.ts");
  BuildOutcome build = builder.build(solution, config_for(Language::kTypeScript));
  EXPECT_FALSE(build.ok);
  EXPECT_EQ(build.message, "Line 4: Char 11: error TS2322: Type 'string' is not assignable to type 'number'.") << build.log;
}

TEST(JavaScriptHostileTest, ATypeScriptRuntimeErrorNamesTheLineTheUserWrote) {
  HostileRun run("run_time_error/throws_on_its_line.ts");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "TypeError: Cannot read properties of undefined (reading 'first') (line 10 in add)"))
      << run.outcome.message;
  expect_contained(run);
}

// ---- files: answers through /proc and relative paths, writing ----

TEST(JavaScriptHostileTest, AnswersCannotBeReadThroughProc) {
  expect_verdict("wrong_answer/reads_answers_through_proc.js", Verdict::kWrongAnswer);
}

TEST(JavaScriptHostileTest, TheJudgesFolderCannotBeReadByARelativePath) {
  expect_verdict("wrong_answer/reads_answers_by_relative_path.js", Verdict::kWrongAnswer);
}

TEST(JavaScriptHostileTest, WritingAFileIsRunTimeError) {
  expect_verdict("run_time_error/writes_files.js", Verdict::kRunTimeError);
}

// ---- processes, sockets, signals, threads ----

TEST(JavaScriptHostileTest, NoProcessCanBeStarted) {
  expect_verdict("run_time_error/spawns_a_process.js", Verdict::kRunTimeError);
}

TEST(JavaScriptHostileTest, NoInternetSocketCanBeOpened) {
  expect_verdict("run_time_error/opens_inet_socket.js", Verdict::kRunTimeError);
}

TEST(JavaScriptHostileTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.js", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.js", Verdict::kAccepted);
}

TEST(JavaScriptHostileTest, WorkerThreadsWithoutBoundAreNotAccepted) {
  expect_not_accepted("run_time_error/thread_bomb.js");
}

// ---- memory ----

TEST(JavaScriptHostileTest, V8sHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/grows_an_array.js", Verdict::kMemoryLimitExceeded);
}

TEST(JavaScriptHostileTest, MemoryOutsideV8sHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/fills_buffers.js", Verdict::kMemoryLimitExceeded);
}

// ---- the stack, time, output ----

TEST(JavaScriptHostileTest, UnboundedRecursionIsRunTimeError) {
  HostileRun run("run_time_error/recurses_forever.js");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "RangeError: Maximum call stack size exceeded (line 4 in down)")) << run.outcome.message;
  expect_contained(run);
}

TEST(JavaScriptHostileTest, SleepingIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleeps.js");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, fmt::format("idle (sleeping or blocked) for more than {:.2f} s", run.limits.wall_seconds))) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

// The build's check never runs the solution's code: a loop at its top level is the run's TLE.
TEST(JavaScriptHostileTest, ALoopAtTheTopLevelIsTimeLimitExceededNotACompileError) {
  for (const char* fixture : {"time_limit_exceeded/loops_at_top_level.js", "time_limit_exceeded/loops_at_top_level.ts"}) {
    HostileRun run(fixture);
    EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << fixture << ": " << run.outcome.message;
    expect_contained(run);
  }
}

TEST(JavaScriptHostileTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.js");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  EXPECT_EQ(run.outcome.message, "output to stdout reached the limit of 1024 KiB");
  expect_contained(run);
}

// ---- the driver's channels ----

TEST(JavaScriptHostileTest, LeavingEarlyWithStatusZeroIsNotAccepted) {
  expect_not_accepted("wrong_answer/exits_early.js");
}

TEST(JavaScriptHostileTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_not_accepted("wrong_answer/writes_the_answer_descriptors.js");
}

}  // namespace
}  // namespace hostile_javascript
}  // namespace lcjudge
