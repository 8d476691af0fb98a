// The compiler's jail: what it names when a limit stops the compiler, and what the compiler sees
// (the hostile compile fixtures in judge/tests/hostile_compile_test.cpp attack it in earnest).
#include "process/compile_jail.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace lcjudge {
namespace {

TEST(CompileLimitTest, NamedByTheSignalGccReports) {
  EXPECT_EQ(limit_named_in("g++: fatal error: Killed signal terminated program cc1plus\n"), CompileLimit::kNone);
  EXPECT_EQ(limit_named_in("g++: internal compiler error: CPU time limit exceeded signal terminated program cc1plus\n"),
            CompileLimit::kCpuTime);
  EXPECT_EQ(limit_named_in("collect2: fatal error: ld terminated with signal 25 [File size limit exceeded]\n"),
            CompileLimit::kFileSize);
  EXPECT_EQ(limit_named_in("cc1plus: out of memory allocating 65536 bytes after a total of 1 bytes\n"),
            CompileLimit::kMemory);
  EXPECT_EQ(limit_named_in("x.cpp:4:40: error: expected ';' before '}' token\n"), CompileLimit::kNone);
}

TEST(CompileLimitTest, DescribedWithTheLimitsValue) {
  CompileJailLimits limits;
  EXPECT_EQ(describe_compile_limit(CompileLimit::kNone, limits), "");
  EXPECT_EQ(describe_compile_limit(CompileLimit::kCpuTime, limits), "the compiler passed its CPU time limit of 60 s");
  EXPECT_EQ(describe_compile_limit(CompileLimit::kWallTime, limits), "the compiler passed its time limit of 120 s");
  EXPECT_EQ(describe_compile_limit(CompileLimit::kMemory, limits), "the compiler passed its memory limit of 2048 MiB");
  EXPECT_EQ(describe_compile_limit(CompileLimit::kFileSize, limits), "the compiler passed its file size limit of 64 MiB");
  EXPECT_EQ(describe_compile_limit(CompileLimit::kOutput, limits), "the compiler passed its output limit of 1 MiB");
  limits.output_bytes = 256 << 10;
  EXPECT_EQ(describe_compile_limit(CompileLimit::kOutput, limits), "the compiler passed its output limit of 256 KiB");
}

// A shell stands in for the compiler: it lists what the jail shows and says who it runs as.
CompileJailRun look_around(const std::string& script, const std::string& out) {
  std::filesystem::remove_all(out);
  std::filesystem::create_directories(out);
  CompileJailRequest request;
  request.argv = {"/bin/sh", "-c", script};
  request.readable = {"judge/driver"};
  request.output_folder = out;
  CompileJailRun run = run_jailed_compiler(request);
  std::filesystem::remove_all(out);
  return run;
}

TEST(CompileJailTest, ShowsTheSystemAndTheNamedFilesOnly) {
  std::string out = "build/test_fixtures/jail_look";
  CompileJailRun run = look_around(
      "ls / | grep -qx -e proc -e dev -e home -e root -e var || echo bare-root; test -e judge/driver/main.cpp && echo driver; "
      "test -e judge/tests || echo no-tests; test -e /etc/shadow || echo no-shadow; "
      "test -e /proc/self || echo no-proc; test -e /dev/null || echo no-dev; "
      "touch " + out + "/made && echo wrote-output; touch judge/driver/x || echo read-only",
      out);
  ASSERT_EQ(run.internal_error, "");
  for (const char* sign : {"bare-root\n", "\ndriver\n", "\nno-tests\n", "\nno-shadow\n", "\nno-proc\n", "\nno-dev\n",
                           "\nwrote-output\n", "Read-only file system\nread-only\n"}) {
    EXPECT_NE(run.output.find(sign), std::string::npos) << sign << " not in:\n" << run.output;
  }
}

TEST(CompileJailTest, RunsWithoutRootAndWithoutNetwork) {
  CompileJailRun run = look_around("id -u; test -e /proc/net/dev || echo no-net", "build/test_fixtures/jail_id");
  ASSERT_EQ(run.internal_error, "");
  // As root, the compiler runs as the jail's own uid (1000000 and its thread's id, never root);
  // otherwise as the namespace's root (the judge's own uid).
  const std::string uid = run.output.substr(0, run.output.find('\n'));
  if (geteuid() == 0) {
    EXPECT_GT(std::stoul(uid), 1000000u) << run.output;
  } else {
    EXPECT_EQ(uid, "0");
  }
  EXPECT_EQ(run.output.substr(run.output.find('\n') + 1), "no-net\n");
}

TEST(CompileJailTest, OutputPastTheCapIsCutAndNamed) {
  std::string out = "build/test_fixtures/jail_flood";
  std::filesystem::create_directories(out);
  CompileJailRequest request;
  request.argv = {"/bin/sh", "-c", "yes flood"};
  request.output_folder = out;
  request.limits.output_bytes = 4096;
  CompileJailRun run = run_jailed_compiler(request);
  std::filesystem::remove_all(out);
  EXPECT_FALSE(run.ok);
  EXPECT_EQ(run.limit, CompileLimit::kOutput);
  EXPECT_EQ(run.output.size(), 4096u);
}

// ARGV stands in for the compiler, under LIMITS, with an output folder of its own.
CompileJailRun run_jailed(const std::vector<std::string>& argv, const CompileJailLimits& limits) {
  std::string out = "build/test_fixtures/jail_script";
  std::filesystem::create_directories(out);
  CompileJailRequest request;
  request.argv = argv;
  request.output_folder = out;
  request.limits = limits;
  CompileJailRun run = run_jailed_compiler(request);
  std::filesystem::remove_all(out);
  return run;
}

CompileJailRun run_script(const std::string& script, const CompileJailLimits& limits) {
  return run_jailed({"/bin/sh", "-c", script}, limits);
}

TEST(CompileJailTest, BusyCompilerStopsAtTheCpuLimit) {
  CompileJailLimits limits;
  limits.cpu_seconds = 1;
  CompileJailRun run = run_script("while :; do :; done", limits);
  EXPECT_FALSE(run.ok);
  EXPECT_EQ(run.limit, CompileLimit::kCpuTime);
}

// The shell is PID 1 of the jail: killing it at the deadline ends the background sleeper too,
// so the pipe closes and the call returns at once.
TEST(CompileJailTest, DeadlineKillsEveryProcessOfTheJail) {
  CompileJailLimits limits;
  limits.wall_seconds = 0.5;
  auto start = std::chrono::steady_clock::now();
  CompileJailRun run = run_script("(setsid sleep 30 &); sleep 30", limits);
  std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  EXPECT_FALSE(run.ok);
  EXPECT_EQ(run.limit, CompileLimit::kWallTime);
  EXPECT_LT(took.count(), 10);
}

TEST(CompileJailTest, ProcessesAreCapped) {
  CompileJailLimits limits;
  limits.processes = 8;
  CompileJailRun run = run_script("for i in 1 2 3 4 5 6 7 8 9 10 11 12; do sleep 5 & done; wait", limits);
  EXPECT_NE(run.output.find("fork"), std::string::npos) << run.output;
}

// A child's BODY that computes until its CPU time (user and system: it asks the kernel each turn)
// reaches 1.5 s.
constexpr const char* kComputeForASecondAndAHalf = "1 while do { my @t = times; $t[0] + $t[1] } < 1.5";

// Perl (Debian's essential perl-base: the process layer's tests need no judged language's
// runtime) stands in for a compiler that forks: THREE children each run BODY, and it waits for them.
CompileJailRun run_forking(const std::string& body, const CompileJailLimits& limits) {
  // The program on perl's stdin: `perl -e` opens /dev/null, which the jail does not have.
  return run_jailed({"/bin/sh", "-c",
                     "exec /usr/bin/perl <<'END'\nfor (1..3) { if (fork() == 0) { " + body +
                         "; exit 0 } } wait for 1..3;\nEND\n"},
                    limits);
}

// Three children of 1.5 s of CPU each: under each one's RLIMIT_CPU of 2 s, 4.5 s together; the
// jail is stopped once the sum passes 2 s. (Bounded: each stops itself at 1.5 s.)
TEST(CompileJailTest, TheCpuLimitIsTheWholeJails) {
  CompileJailLimits limits;
  limits.cpu_seconds = 2;
  CompileJailRun run = run_forking(kComputeForASecondAndAHalf, limits);
  EXPECT_FALSE(run.ok) << run.output;
  EXPECT_EQ(run.limit, CompileLimit::kCpuTime) << run.output;
}

// Three children holding 300 MiB each: under each one's RLIMIT_AS of 600 MiB, 900 MiB together;
// the jail is stopped once the sum passes 600 MiB. (Bounded: each lets go after 10 s.)
TEST(CompileJailTest, TheMemoryLimitIsTheWholeJails) {
  CompileJailLimits limits;
  limits.memory_bytes = 600ull << 20;
  CompileJailRun run = run_forking("my $held = ''; vec($held, (300 << 20) - 1, 8) = 1; sleep 10", limits);
  EXPECT_FALSE(run.ok) << run.output;
  EXPECT_EQ(run.limit, CompileLimit::kMemory) << run.output;
}

// The jail's PID 1 is the judge's clone: its resident pages are the judge's, not the compiler's,
// and are not counted. A judge holding 400 MiB (a sanitized test process holds more) runs a
// compiler of a few MiB under a 256 MiB limit, watched for 0.3 s.
TEST(CompileJailTest, TheJudgesOwnMemoryIsNotTheJails) {
  std::vector<char> held(400u << 20);
  std::memset(held.data(), 1, held.size());  // resident, and copied into the clone's count
  CompileJailLimits limits;
  limits.memory_bytes = 256ull << 20;
  CompileJailRun run = run_script("sleep 0.3", limits);
  EXPECT_TRUE(run.ok) << describe_compile_limit(run.limit, limits) << "\n" << run.output;
  EXPECT_EQ(held[held.size() - 1], 1);
}

// The deadline counts the jail's idle time only: a compiler's child that computes for 1.5 s (or
// waits for a CPU on a loaded machine) is not stopped by a deadline of 1 s. (Bounded: it stops
// itself at 1.5 s of CPU.)
TEST(CompileJailTest, TheDeadlineDoesNotCountTimeSpentComputing) {
  CompileJailLimits limits;
  limits.wall_seconds = 1;
  CompileJailRun run = run_forking(kComputeForASecondAndAHalf, limits);
  EXPECT_TRUE(run.ok) << describe_compile_limit(run.limit, limits) << "\n" << run.output;
}

// The judge killed mid-build (SIGKILL: no handler of its runs) takes the whole jail with it, the
// compiler's own children included: the jail's PID 1 gets the parent-death signal, which the drop
// to the jail's uid would otherwise have cleared. The "judge" is a child of the test, killed once its
// jail has started; a marker names the jail's processes in /proc.
TEST(CompileJailTest, NothingOfTheJailOutlivesAJudgeKilledMidBuild) {
  const std::string marker = "31.4159" + std::to_string(getpid());
  auto jailed = [&] {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
      std::ifstream file(entry.path() / "cmdline", std::ios::binary);
      std::string cmdline((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
      if (cmdline.find(marker) != std::string::npos) return true;
    }
    return false;
  };
  pid_t judge = fork();
  ASSERT_GE(judge, 0);
  if (judge == 0) {
    CompileJailLimits limits;
    limits.wall_seconds = 60;
    run_script("sleep " + marker + " & sleep " + marker, limits);
    _exit(0);
  }
  for (int i = 0; i < 200 && !jailed(); ++i) usleep(50 * 1000);  // its jail has started
  EXPECT_TRUE(jailed()) << "the jail never started";
  kill(judge, SIGKILL);
  waitpid(judge, nullptr, 0);
  for (int i = 0; i < 100 && jailed(); ++i) usleep(50 * 1000);
  EXPECT_FALSE(jailed()) << "a process of the jail outlived the judge";
}

}  // namespace
}  // namespace lcjudge
