// The hostile-submission suite: fixture programs that attack the judge (runaway CPU, sleep, memory,
// stack, output, processes and threads, escapes from the process group, files, sockets, exec,
// signals) each earn the verdict their folder names, within the time limit x 1.5 + 1 s of wall
// time, with no process of theirs left afterwards and nothing written outside the run's scratch
// folder. A few run again without the sandbox (--no-sandbox), where the process group and the
// scratch folder are all that hold them.
#include <gtest/gtest.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "judging/scheduler.h"
#include "process/landlock.h"
#include "process/supervise.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_fixtures::built_binary;
using test_fixtures::fixtures;
using test_util::Contains;
using test_util::TempDir;
using test_util::TmpdirOverride;
using test_util::processes_running;

// The most CPU time a contained run may use: the judge stops it at its CPU kill point, and a
// poll of the run (and its threads' time since) may come a little after.
double cpu_bound() { return fixtures().config.limits.kill_after_seconds + 1; }

// How long the sleeping fixtures sleep if nothing stops them.
constexpr double kFixtureSleepSeconds = 30;

// One run of a fixture on the sample case, watched from outside. The binary is copied to a path
// of its own, so /proc tells this run's processes from any other's, and the scratch folders go
// to a TMPDIR of its own, so whatever is left there is this run's.
struct Setup {
  bool sandbox = true;
  std::uint64_t memory_bytes = 0;  // 0: the fixture problem's 256 MiB
};

class HostileRun {
 public:
  explicit HostileRun(const string& name, Setup setup = {}) {
    const string& original = built_binary(name);
    program_ = dir_.path(std::filesystem::path(name).filename().string());
    std::filesystem::copy_file(original, program_);
    string tmp = dir_.mkdir("tmp");
    ProblemConfig config = fixtures().config;
    config.limits.sandbox = setup.sandbox;
    if (setup.memory_bytes > 0) config.limits.memory_bytes = setup.memory_bytes;
    auto start = std::chrono::steady_clock::now();
    {
      TmpdirOverride override(tmp);
      RunGate gate;
      outcome = judge_case(native_program(program_), fixtures().sample, config, gate);
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    for (pid_t pid : processes_running(program_)) {
      if (!test_util::process_gone(pid)) survivors.push_back(pid);  // SIGKILL may take a moment
    }
    for (const auto& entry : std::filesystem::directory_iterator(tmp)) left_in_tmp.push_back(entry.path().string());
  }
  HostileRun(const HostileRun&) = delete;
  HostileRun& operator=(const HostileRun&) = delete;
  ~HostileRun() {
    for (pid_t pid : survivors) kill(pid, SIGKILL);  // the test has failed (or documents an escape)
  }

  // A file beside the program: outside the scratch folder.
  string beside(const string& suffix) const { return program_ + suffix; }

  CaseOutcome outcome;
  double elapsed = 0;           // judge_case's wall time, scratch folder and all
  vector<pid_t> survivors;      // processes of the run alive after it
  vector<string> left_in_tmp;   // what the run's scratch folders left behind

 private:
  TempDir dir_;
  string program_;
};

const Setup kNoSandbox{false, 0};

// Touching memory costs a page fault per 4 KiB, some 3 us on a virtual machine: filling 256 MiB
// takes 0.8 s of CPU there, past the 0.5 s limit. The memory tests use a quarter of the fixture
// problem's limit, so what they show (the limit is met, and found, well within the time limit)
// does not depend on the machine.
const Setup kSmallMemory{true, 64ull << 20};

// The most wall time judge_case may take: the judge's own backstop for a run (kIdleBackstopShare
// times its deadline; a run's wall time is the load's as much as its own) and around the run,
// starting a sandbox server and the scratch folders, a few ms on a quiet machine but seconds on a
// loaded one (3.0 s once, with six builds beside it on 2 cores). So this bound only tells a judge
// that hangs from one that was slowed down.
double hang_bound() { return fixtures().config.limits.wall_seconds * kIdleBackstopShare + 10; }

// What every hostile run must leave: an answer within the run's CPU limit, no hang, no process,
// no scratch folder. Its wall time is the machine's load as much as the judge's: a run ended at
// the wall deadline is held to an order instead (expect_ended_by_the_deadline).
void expect_contained(const HostileRun& run) {
  EXPECT_LE(run.outcome.cpu_seconds, cpu_bound());
  EXPECT_LE(run.elapsed, hang_bound());
  EXPECT_TRUE(run.survivors.empty()) << run.survivors.size() << " processes survived, the first " << run.survivors[0];
  EXPECT_TRUE(run.left_in_tmp.empty()) << run.left_in_tmp[0];
}

// A sleeping fixture's run ended by the judge's wall deadline: not before it (the deadline, not
// something the program did, ended it), and before the program would have ended by itself.
void expect_ended_by_the_deadline(const HostileRun& run) {
  EXPECT_TRUE(Contains(run.outcome.message, fmt::format("idle (sleeping or blocked) for more than {:.2f} s", fixtures().config.limits.wall_seconds)));
  EXPECT_GE(run.outcome.wall_seconds, fixtures().config.limits.wall_seconds);
  EXPECT_LT(run.outcome.wall_seconds, kFixtureSleepSeconds);
}

// The FIXTURE ends as RTE for calling NAME, which the sandbox refuses, and is contained.
void expect_forbidden_call(const string& fixture, const string& name) {
  HostileRun run(fixture);
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(run.outcome.message, "forbidden system call: " + name);
  expect_contained(run);
}

// ---- time ----

// It spent its time on the CPU (all of it on an idle machine; a busy one may starve it until the
// wall deadline, hence not "> time limit") and was stopped at the CPU kill point: it never stops
// by itself.
TEST(HostileTest, BusyLoopIsStoppedAtTheCpuLimit) {
  HostileRun run("time_limit_exceeded/busy_loop");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_GT(run.outcome.cpu_seconds, 0.2);
  EXPECT_LE(run.outcome.cpu_seconds, fixtures().config.limits.kill_after_seconds + 0.5);  // give or take a poll
  expect_contained(run);
}

TEST(HostileTest, SleeperIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleep_forever");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded);
  expect_ended_by_the_deadline(run);
  expect_contained(run);
}

TEST(HostileTest, IgnoringSigtermAndSigxcpuIsStillTimeLimitExceeded) {
  HostileRun run("time_limit_exceeded/ignores_signals");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  // Stopped by SIGKILL at the CPU kill point, or on a starved machine at the wall deadline.
  EXPECT_TRUE(Contains(run.outcome.message, "limit 0.50 s"));
  expect_contained(run);
}

TEST(HostileTest, ClosingStdoutDoesNotEndTheRun) {
  HostileRun run("time_limit_exceeded/closes_stdout");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  expect_ended_by_the_deadline(run);
  expect_contained(run);
}

// ---- processes and threads ----

TEST(HostileTest, ForkBombIsAForbiddenClone) {
  expect_forbidden_call("run_time_error/fork_bomb", "clone");
}

TEST(HostileTest, DoubleForkIsAForbiddenClone) {
  expect_forbidden_call("run_time_error/double_fork", "clone");
}

TEST(HostileTest, NewSessionIsAForbiddenSetsid) {
  expect_forbidden_call("run_time_error/setsid_escape", "setsid");
}

TEST(HostileTest, ThreadsAreAllowed) {
  HostileRun run("accepted/uses_threads");
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileTest, ThreadBombIsRunTimeErrorWhenThreadsRunOut) {
  HostileRun run("run_time_error/thread_bomb");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "uncaught exception std::system_error: Resource temporarily unavailable"));
  expect_contained(run);
}

TEST(HostileTest, ExecOfAShellIsAForbiddenExecve) {
  expect_forbidden_call("run_time_error/execs_shell", "execve");
}

// ---- memory ----

TEST(HostileTest, TenGigabytesAtOnceIsMemoryLimitExceeded) {
  HostileRun run("memory_limit_exceeded/ten_gigabytes");
  EXPECT_EQ(run.outcome.verdict, Verdict::kMemoryLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "memory limit 256 MiB reached"));
  expect_contained(run);
}

TEST(HostileTest, TouchingMemorySlowlyIsMemoryLimitExceededWithinTheTimeLimit) {
  HostileRun run("memory_limit_exceeded/slow_touch", kSmallMemory);
  EXPECT_EQ(run.outcome.verdict, Verdict::kMemoryLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "memory limit 64 MiB reached"));
  EXPECT_LT(run.outcome.cpu_seconds, fixtures().config.limits.time_limit_seconds);
  EXPECT_GT(run.outcome.peak_memory_bytes, 32ull << 20);  // it did touch the memory it got
  expect_contained(run);
}

TEST(HostileTest, DeepRecursionIsRunTimeErrorBySigsegv) {
  HostileRun run("run_time_error/deep_recursion", kSmallMemory);  // the stack limit is the memory limit
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "killed by SIGSEGV"));
  expect_contained(run);
}

// ---- output ----

TEST(HostileTest, EndlessStdoutIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/flood");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  EXPECT_EQ(run.outcome.message, "output to stdout reached the limit of 1024 KiB");
  expect_contained(run);
}

TEST(HostileTest, EndlessStderrIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/stderr_flood");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  EXPECT_EQ(run.outcome.message, "output to stderr reached the limit of 1024 KiB");
  expect_contained(run);
}

// ---- files, sockets ----

TEST(HostileTest, WritingAFileIsAForbiddenOpenat) {
  HostileRun run("run_time_error/writes_file");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(run.outcome.message, "forbidden system call: openat");
  EXPECT_FALSE(std::filesystem::exists(run.beside(".was-here")));
  expect_contained(run);
}

TEST(HostileTest, OpeningASocketIsAForbiddenSocket) {
  expect_forbidden_call("run_time_error/opens_socket", "socket");
}

// ---- signals and faults ----

TEST(HostileTest, FcntlSetownIsAForbiddenFcntl) {
  expect_forbidden_call("run_time_error/fcntl_setown", "fcntl");
}

// The sandbox server starts each run by a clone into a new UTS namespace, which its filter lets
// through for the server's sake; a run, holding no capability, is refused it by the kernel.
TEST(HostileTest, NoProcessInANewNamespace) {
  HostileRun run("run_time_error/forks_in_new_namespace");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "killed by SIGABRT") ||
              run.outcome.message == "forbidden system call: clone")
      << run.outcome.message;
  expect_contained(run);
}

TEST(HostileTest, AnotherProcesssLimitsAreForbidden) {
  expect_forbidden_call("run_time_error/limits_the_server", "prlimit64");
}

TEST(HostileTest, AnotherProcesssCpusAreForbidden) {
  expect_forbidden_call("run_time_error/moves_the_server", "sched_setaffinity");
}

// Inside the sandbox server a run may set its own limits, but raise none (RLIMIT_CPU but by its
// second of backstop): the kernel refuses. Without the server the filter refuses any setting.
TEST(HostileTest, NoLimitCanBeRaised) {
  HostileRun run("accepted/raises_no_limit");
  EXPECT_TRUE(run.outcome.verdict == Verdict::kAccepted ||
              run.outcome.message == "forbidden system call: prlimit64")
      << run.outcome.message;
  expect_contained(run);
}

TEST(HostileTest, AnotherExecveatIsForbidden) {
  expect_forbidden_call("run_time_error/execveat_descriptor", "execveat");
}

// ---- files: Landlock lets a run open nothing but its own binary ----

TEST(HostileTest, TheAnswerBesideTheInputCannotBeOpened) {
  if (landlock_abi() == 0) GTEST_SKIP() << "no Landlock on this kernel";
  HostileRun run("wrong_answer/reads_answer_beside_input");
  EXPECT_EQ(run.outcome.verdict, Verdict::kWrongAnswer) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileTest, SystemFilesAndTheJudgesProcCannotBeOpened) {
  if (landlock_abi() == 0) GTEST_SKIP() << "no Landlock on this kernel";
  HostileRun run("wrong_answer/reads_system_files");
  EXPECT_EQ(run.outcome.verdict, Verdict::kWrongAnswer) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileTest, TwoThousandThreadsRunIntoTheProcessLimit) {
  if (geteuid() != 0) GTEST_SKIP() << "RLIMIT_NPROC holds a sandboxed run only when the judge is root";
  HostileRun run("run_time_error/two_thousand_threads");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "Resource temporarily unavailable")) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileTest, AbortIsRunTimeErrorBySigabrt) {
  HostileRun run("run_time_error/aborts");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(run.outcome.message, "killed by SIGABRT"));
  expect_contained(run);
}

TEST(HostileTest, SegfaultIsRunTimeErrorBySigsegv) {
  HostileRun run("run_time_error/segfault");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(run.outcome.message, "killed by SIGSEGV"));
  expect_contained(run);
}

TEST(HostileTest, DivisionByZeroIsRunTimeErrorBySigfpe) {
  HostileRun run("run_time_error/divides_by_zero");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(run.outcome.message, "killed by SIGFPE"));
  expect_contained(run);
}

// ---- stdin ----

TEST(HostileTest, ReadingPastTheEndOfStdinMeetsEndOfFile) {
  HostileRun run("accepted/reads_past_stdin");
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

// ---- without the sandbox ----

TEST(HostileWithoutSandboxTest, ForkBombDiesWithTheProcessGroup) {
  HostileRun run("run_time_error/fork_bomb", kNoSandbox);
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileWithoutSandboxTest, DoubleForkedGrandchildDiesWithTheProcessGroup) {
  HostileRun run("run_time_error/double_fork", kNoSandbox);
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

// A process that starts its own session has left the process group the judge kills; the judge,
// its subreaper, adopts it when the run ends and kills it.
TEST(HostileWithoutSandboxTest, SetsidEscapeeIsAdoptedAndKilled) {
  HostileRun run("run_time_error/setsid_escape", kNoSandbox);
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileWithoutSandboxTest, FileInTheWorkingFolderGoesWithTheScratchFolderOneBesideStays) {
  HostileRun run("run_time_error/writes_file", kNoSandbox);
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  EXPECT_TRUE(std::filesystem::exists(run.beside(".was-here")));  // nothing stops it
  expect_contained(run);  // the one in its working folder went with the scratch folder
}

// Without the sandbox the file fixtures do read what they look for: the tests above can fail.
TEST(HostileWithoutSandboxTest, TheAnswerBesideTheInputIsRead) {
  HostileRun run("wrong_answer/reads_answer_beside_input", kNoSandbox);
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileWithoutSandboxTest, SystemFilesAreOpened) {
  HostileRun run("wrong_answer/reads_system_files", kNoSandbox);
  EXPECT_EQ(run.outcome.verdict, Verdict::kAccepted) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileWithoutSandboxTest, ExecOfAShellRuns) {
  HostileRun run("run_time_error/execs_shell", kNoSandbox);
  EXPECT_EQ(run.outcome.stdout_text, "5\n");  // the shell ran, and printed 5
  // ... on stdout, which is not the answer: the driver, replaced, handed over none.
  EXPECT_EQ(run.outcome.verdict, Verdict::kWrongAnswer) << run.outcome.message;
  expect_contained(run);
}

}  // namespace
}  // namespace lcjudge
