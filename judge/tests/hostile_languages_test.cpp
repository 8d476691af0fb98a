// The hostile-submission suite for Python and Java: fixture solutions (judge/tests/fixtures/
// solutions/<verdict>/NAME.py, and the Java ones together in attacks/attacks.java, one attack a
// case) that attack the judge from inside an interpreter or
// a JVM (read an answer through /proc or a relative path, write a file, start a process, open a
// socket, signal the judge, start threads without bound, exhaust memory on the heap and outside
// it, recurse, sleep, print without end, leave early, write the driver's descriptors) each end
// non-AC, with the judge intact: within the run's CPU limit, no process of theirs left, nothing
// left in the scratch folders and the case's files untouched. Accepted ones show that the filter
// lets the interpreter and the JVM start, and a JVM's hostile compile stops at the jail's limits.
// They are judged on a fixture problem of their own (fixtures/language_problem: add two ints).
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
namespace hostile_languages {
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
using test_util::hostile::built_program;
using test_util::hostile::config_for;
using test_util::hostile::expect_contained;
using test_util::hostile::expect_memory_limit;
using test_util::hostile::expect_not_accepted;
using test_util::hostile::expect_verdict;
using test_util::hostile::HostileFixture;
using test_util::hostile::HostileRun;
using test_util::hostile::kProblem;
using test_util::hostile::language_fixture;

// The Java attacks are one fixture, attacks/attacks.java (one javac, not sixteen), which runs
// attack number a of add(a, b) on the case "a 3"; each is named here as its Python counterpart's
// file is, and NAME is any other fixture's.
HostileFixture fixture(const string& name) {
  static const std::map<string, int> java_attacks = {
      {"wrong_answer/reads_answers_through_proc.java", 1},
      {"wrong_answer/reads_answers_by_relative_path.java", 2},
      {"run_time_error/writes_files.java", 3},
      {"run_time_error/starts_a_process.java", 4},
      {"run_time_error/opens_inet_socket.java", 5},
      {"run_time_error/opens_unix_socket.java", 6},
      {"wrong_answer/signals_the_judge.java", 7},
      {"run_time_error/thread_bomb.java", 8},
      {"memory_limit_exceeded/fills_the_heap.java", 9},
      {"memory_limit_exceeded/allocates_direct_buffers.java", 10},
      {"memory_limit_exceeded/allocates_with_unsafe.java", 11},
      {"run_time_error/recurses_forever.java", 12},
      {"time_limit_exceeded/sleeps.java", 13},
      {"output_limit_exceeded/prints_forever.java", 14},
      {"wrong_answer/exits_early.java", 15},
      {"wrong_answer/writes_the_answer_descriptors.java", 16},
  };
  auto attack = java_attacks.find(name);
  if (attack == java_attacks.end()) return HostileFixture(name);
  return HostileFixture("attacks/attacks.java", fmt::format("{}\n3\n", attack->second), fmt::format("{}\n", attack->second + 3));
}

// Both languages' fixture of one name.
const vector<string> kLanguages = {".py", ".java"};

// ---- what a solution needs ----

TEST(HostileLanguagesTest, AnAcceptedPythonSolutionIsAcceptedInTheSandbox) {
  expect_verdict(fixture("accepted/add.py"), Verdict::kAccepted);
}

TEST(HostileLanguagesTest, AnAcceptedJavaSolutionIsAcceptedInTheSandbox) {
  expect_verdict(fixture("accepted/add.java"), Verdict::kAccepted);
}

TEST(HostileLanguagesTest, AJavaSolutionPrintsUtf8) {
  HostileRun run(fixture("accepted/prints_utf8.java"));
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  EXPECT_EQ(run.outcome.stdout_text, "visit \xC3\xA9 \xE4\xB8\xAD \xE2\x9C\x93\n");
}

// A helper class named like a class LeetCode provides for other problems (Sea, Reader4) is the
// solution's own, as on LeetCode: built, loaded and accepted.
TEST(HostileLanguagesTest, AJavaSolutionMayNameItsClassesLikeLeetCodesOfOtherProblems) {
  HostileRun run(fixture("accepted/names_classes_like_leetcodes.java"));
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
}

// All sandboxed runs at once share kSandboxThreads; a JVM starts some fifteen threads of its own.
// Eight JVMs on two judging threads, each case run as -j 2 runs it, all accepted: none refused a
// thread by another's.
TEST(HostileLanguagesTest, JvmsRunTwoAtATimeWithinTheSandboxsThreadLimit) {
  const BuiltSolution& program = built_program("accepted/add.java");
  const ProblemConfig config = config_for(Language::kJava);
  const TestCase sample = problem_testcases(base_config().directory).at(0);
  vector<CaseOutcome> outcomes(8);
  parallel_for(outcomes.size(), 2, [&](size_t i) {
    RunGate gate;
    outcomes[i] = judge_case(program, sample, config, gate);
  });
  for (const CaseOutcome& outcome : outcomes) EXPECT_EQ(outcome.verdict, Verdict::kAccepted) << outcome.message;
}

// ---- files: answers through /proc and relative paths, writing ----

TEST(HostileLanguagesTest, AnswersCannotBeReadThroughProc) {
  for (const string& extension : kLanguages) expect_verdict(fixture("wrong_answer/reads_answers_through_proc" + extension), Verdict::kWrongAnswer);
}

TEST(HostileLanguagesTest, TheJudgesFolderCannotBeReadByARelativePath) {
  for (const string& extension : kLanguages) {
    expect_verdict(fixture("wrong_answer/reads_answers_by_relative_path" + extension), Verdict::kWrongAnswer);
  }
}

TEST(HostileLanguagesTest, WritingAFileIsRunTimeError) {
  for (const string& extension : kLanguages) expect_verdict(fixture("run_time_error/writes_files" + extension), Verdict::kRunTimeError);
}

// ---- processes, sockets, signals, threads ----

TEST(HostileLanguagesTest, PythonCannotFork) { expect_verdict(fixture("run_time_error/forks.py"), Verdict::kRunTimeError); }

TEST(HostileLanguagesTest, NoProcessCanBeStarted) {
  expect_verdict(fixture("run_time_error/spawns_a_process.py"), Verdict::kRunTimeError);
  expect_verdict(fixture("run_time_error/starts_a_process.java"), Verdict::kRunTimeError);
}

TEST(HostileLanguagesTest, NoInternetSocketCanBeOpened) {
  for (const string& extension : kLanguages) expect_verdict(fixture("run_time_error/opens_inet_socket" + extension), Verdict::kRunTimeError);
}

TEST(HostileLanguagesTest, NoUnixSocketCanBeOpened) {
  for (const string& extension : kLanguages) expect_verdict(fixture("run_time_error/opens_unix_socket" + extension), Verdict::kRunTimeError);
}

// The fixtures signal their server, PID 1 of their namespace, which the kernel shields (Python's
// run goes on to its wrong answer; the JVM's ProcessHandle makes a call the filter refuses); the
// next run is served as usual.
TEST(HostileLanguagesTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict(fixture("wrong_answer/signals_the_judge.py"), Verdict::kWrongAnswer);
  expect_verdict(fixture("accepted/add.py"), Verdict::kAccepted);
  expect_not_accepted(fixture("wrong_answer/signals_the_judge.java"));
  expect_verdict(fixture("accepted/add.java"), Verdict::kAccepted);
}

TEST(HostileLanguagesTest, ThreadsWithoutBoundRunIntoTheThreadLimit) {
  if (geteuid() != 0) GTEST_SKIP() << "RLIMIT_NPROC holds a sandboxed run only when the judge is root";
  // Python raises RuntimeError (RTE); the JVM an OutOfMemoryError, which LeetCode reports as MLE.
  expect_verdict(fixture("run_time_error/thread_bomb.py"), Verdict::kRunTimeError);
  expect_not_accepted(fixture("run_time_error/thread_bomb.java"));
}

// ---- memory ----

TEST(HostileLanguagesTest, PythonsHeapIsHeldToTheMemoryLimit) {
  expect_memory_limit(fixture("memory_limit_exceeded/grows_a_list.py"));
}

TEST(HostileLanguagesTest, PythonsMemoryOutsideItsHeapIsHeldToTheMemoryLimit) {
  expect_memory_limit(fixture("memory_limit_exceeded/maps_memory.py"));
  expect_memory_limit(fixture("memory_limit_exceeded/fills_a_bytearray.py"));
}

// Page tables are memory the kernel spends on the run too: counted with its resident pages. A
// limit of 48 MiB, passed after a third of the fixture's faults (0.5 s of CPU on a quiet machine,
// more under load), and a time limit of 20 s, which the fixture never nears: only the memory
// watch can stop it, whatever the load.
TEST(HostileLanguagesTest, PageTablesWithoutResidentPagesAreHeldToTheMemoryLimit) {
  HostileRun run(fixture("memory_limit_exceeded/grows_page_tables.py"), 48 << 20, 20);
  EXPECT_EQ(run.outcome.verdict, Verdict::kMemoryLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "resident memory and page tables")) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileLanguagesTest, TheJavaHeapIsHeldToTheMemoryLimit) {
  expect_verdict(fixture("memory_limit_exceeded/fills_the_heap.java"), Verdict::kMemoryLimitExceeded);
}

// Beside the judge's measurement, the JVM's own words, as it said them.
TEST(HostileLanguagesTest, AJavaMleSaysWhatTheJvmSaid) {
  HostileRun run(fixture("memory_limit_exceeded/fills_the_heap.java"));
  EXPECT_EQ(run.outcome.verdict, Verdict::kMemoryLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "): java.lang.OutOfMemoryError: Java heap space")) << run.outcome.message;
}

TEST(HostileLanguagesTest, JavasMemoryOutsideItsHeapIsHeldToTheMemoryLimit) {
  expect_verdict(fixture("memory_limit_exceeded/allocates_direct_buffers.java"), Verdict::kMemoryLimitExceeded);
  expect_verdict(fixture("memory_limit_exceeded/allocates_with_unsafe.java"), Verdict::kMemoryLimitExceeded);
}

// ---- the stack, time, output ----

TEST(HostileLanguagesTest, UnboundedRecursionIsRunTimeError) {
  for (const string& extension : kLanguages) {
    expect_verdict(fixture("run_time_error/recurses_forever" + extension), Verdict::kRunTimeError);
  }
}

TEST(HostileLanguagesTest, SleepingIsStoppedAtTheWallDeadline) {
  for (const string& extension : kLanguages) {
    HostileRun run(fixture("time_limit_exceeded/sleeps" + extension));
    EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
    EXPECT_TRUE(Contains(run.outcome.message, fmt::format("idle (sleeping or blocked) for more than {:.2f} s", run.limits.wall_seconds)))
        << run.outcome.message;
    EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
    expect_contained(run);
  }
}

// The module's own code runs in the run, under its CPU limit, not in the build's check: a loop
// at module level is TLE, not a compile error after the compiler's minute.
TEST(HostileLanguagesTest, APythonModuleThatLoopsAtItsTopLevelIsTimeLimitExceeded) {
  expect_verdict(fixture("time_limit_exceeded/loops_at_module_level.py"), Verdict::kTimeLimitExceeded);
}

TEST(HostileLanguagesTest, PrintingWithoutEndIsOutputLimitExceeded) {
  for (const string& extension : kLanguages) {
    HostileRun run(fixture("output_limit_exceeded/prints_forever" + extension));
    EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
    EXPECT_EQ(run.outcome.message, "output to stdout reached the limit of 1024 KiB");
    expect_contained(run);
  }
}

// ---- the driver's channels ----

TEST(HostileLanguagesTest, LeavingEarlyWithStatusZeroIsNotAccepted) {
  for (const string& extension : kLanguages) expect_not_accepted(fixture("wrong_answer/exits_early" + extension));
}

// Python writes the descriptors by number (the driver moved the answer's away: WA); Java can
// only open them again by path, which the filter refuses as an open for writing (RTE).
TEST(HostileLanguagesTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict(fixture("wrong_answer/writes_the_answer_descriptors.py"), Verdict::kWrongAnswer);
  expect_not_accepted(fixture("wrong_answer/writes_the_answer_descriptors.java"));
}

// ---- compiling Java ----

TEST(HostileLanguagesTest, AJavacThatRunsOutOfMemoryIsACompileErrorNamingTheLimit) {
  TempDir cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  SolutionFile solution = language_fixture("compile_error/burns_javac.java");
  BuildOutcome build = builder.build(solution, config_for(Language::kJava));
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "memory limit")) << build.message;
}

// A javac stopped at its CPU limit is remembered for the same source and limits: the next build
// says so at once instead of burning the limit again.
TEST(HostileLanguagesTest, AJavacStoppedAtItsCpuLimitIsRememberedForTheSameSource) {
  TempDir cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  CompileJailLimits limits;
  limits.cpu_seconds = 1;
  builder.set_limits(limits);
  SolutionFile solution = language_fixture("compile_error/javac_inference_bomb.java");
  BuildOutcome first = builder.build(solution, config_for(Language::kJava));
  EXPECT_FALSE(first.ok);
  EXPECT_EQ(first.message, "the compiler passed its CPU time limit of 1 s") << first.log;
  EXPECT_FALSE(first.from_cache);
  BuildOutcome again = builder.build(solution, config_for(Language::kJava));
  EXPECT_FALSE(again.ok);
  EXPECT_EQ(again.message, first.message);
  EXPECT_TRUE(again.from_cache);
  EXPECT_TRUE(Contains(again.log, "[remembered")) << again.log;
}

}  // namespace
}  // namespace hostile_languages
}  // namespace lcjudge
