// The sandbox server (process/sandbox_client.h, build/lcjudge-sandbox) seen from spawn_and_wait:
// a run's record, a deadline kill, the run's own peak memory, a server that cannot start or dies
// being the judge's error and not the run's, and no server left once the judge has ended.
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "process/run_lane.h"
#include "process/sandbox_client.h"
#include "process/spawn.h"
#include "tests/fixture_solutions.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_fixtures::built_binary;
using test_fixtures::kFixtures;
using test_util::Contains;

// A sandboxed run of the fixture on "2\n3\n", as the judge runs a case.
SpawnRequest fixture_request(const string& fixture, double wall_seconds = 5) {
  SpawnRequest request;
  request.argv = {built_binary(fixture)};
  request.stdin_path = kFixtures + "/problem/sample/1.in";
  request.sandbox = true;
  request.limits.cpu_seconds = 2;
  request.limits.wall_seconds = wall_seconds;
  request.limits.memory_bytes = 256ull << 20;
  request.limits.output_bytes = 1 << 20;
  return request;
}

RunRecord sandboxed_run(const string& fixture, double wall_seconds = 5) {
  return spawn_and_wait(fixture_request(fixture, wall_seconds));
}

// The live children of PARENT (by default the judge: this test binary) that run the sandbox
// server; a server's own such child is its serving process, which holds its socket.
std::vector<pid_t> server_children(pid_t parent = getpid()) {
  std::vector<pid_t> found;
  const string server = std::filesystem::weakly_canonical(sandbox_server_path()).string();
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != string::npos) continue;
    std::error_code error;
    auto exe = std::filesystem::read_symlink(entry.path() / "exe", error);
    std::ifstream stat(entry.path() / "stat");
    string pid, comm, state;
    pid_t parent_of = 0;
    stat >> pid >> comm >> state >> parent_of;
    if (!error && exe.string() == server && parent_of == parent) found.push_back(std::stoi(name));
  }
  return found;
}

// Every live sandbox server on the machine.
std::vector<pid_t> all_servers() {
  std::vector<pid_t> found;
  const string server = std::filesystem::weakly_canonical(sandbox_server_path()).string();
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != string::npos) continue;
    std::error_code error;
    auto exe = std::filesystem::read_symlink(entry.path() / "exe", error);
    if (!error && exe.string() == server) found.push_back(std::stoi(name));
  }
  return found;
}

class SandboxServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!sandbox_server_available()) GTEST_SKIP() << "no sandbox server here: " << isolation_in_force();
  }
};

TEST_F(SandboxServerTest, ARunsRecordComesBack) {
  RunRecord run = sandboxed_run("accepted/add");
  EXPECT_EQ(run.internal_error, "");
  EXPECT_TRUE(run.exited);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.answer_text, "5\n");
  EXPECT_TRUE(Contains(run.side_channel_text, "solve_ns ")) << run.side_channel_text;
  EXPECT_FALSE(run.killed_at_deadline);
}

// Measured by wait4 on a fork of the small server, not of the judge (whose memory this test
// binary's tens of MiB would show): a trivial static program is a couple of MiB.
TEST_F(SandboxServerTest, PeakMemoryIsTheRunsOwn) {
  RunRecord run = sandboxed_run("accepted/add");
  EXPECT_GT(run.peak_memory_bytes, 0u);
  EXPECT_LT(run.peak_memory_bytes, 4u << 20) << run.peak_memory_bytes;
}

// A run without RLIMIT_AS (as a sanitized build's) is stopped by the server's reading of its
// resident memory; the fixture grows 1 MiB every 2 ms, and would stop by itself at 2 GiB.
TEST_F(SandboxServerTest, TheServerStopsARunWhoseResidentMemoryPassesItsCap) {
  SpawnRequest request;
  request.argv = {built_binary("memory_limit_exceeded/slow_touch")};
  request.stdin_path = kFixtures + "/problem/sample/1.in";
  request.sandbox = true;
  request.limits.wall_seconds = 10;
  request.limits.resident_bytes = 64ull << 20;
  RunRecord run = spawn_and_wait(request);
  EXPECT_TRUE(run.killed_at_memory_limit) << run.exit_code << " " << run.signal << " " << run.wall_seconds;
  // Near the cap, not exactly past it: the kernel's resident counts are per-CPU sums, read
  // approximately (seen: killed past 64 MiB by /proc, 63.9 MiB by wait4).
  EXPECT_GE(run.peak_memory_bytes, 60ull << 20);
  EXPECT_LT(run.peak_memory_bytes, 256ull << 20);
}

TEST_F(SandboxServerTest, TheServerKillsARunAtItsDeadline) {
  RunRecord run = sandboxed_run("time_limit_exceeded/sleep_forever", 0.3);
  EXPECT_TRUE(run.killed_at_deadline);
  EXPECT_EQ(run.signal, SIGKILL);
  EXPECT_GE(run.wall_seconds, 0.3);  // at the deadline, not before
}

// A thread's capture files are reused from run to run: nothing of one run's output, error or
// side channel is left in the next one's.
TEST_F(SandboxServerTest, NothingOfARunIsLeftInTheNextOnesCapture) {
  RunRecord flood = sandboxed_run("output_limit_exceeded/flood");
  EXPECT_GT(flood.stdout_text.size(), 1000u);
  RunRecord noisy = sandboxed_run("run_time_error/ansi_stderr");
  EXPECT_FALSE(noisy.stderr_text.empty());
  RunRecord run = sandboxed_run("accepted/add");
  EXPECT_EQ(run.answer_text, "5\n");
  EXPECT_EQ(run.stdout_text, "");
  EXPECT_EQ(run.stderr_text, "");
  EXPECT_EQ(run.side_channel_text.find("solve_ns"), run.side_channel_text.rfind("solve_ns")) << run.side_channel_text;
}

// Started on the CPU of the thread that waits for it, but then free to move: a long run is not
// held on one CPU that something else may come to need.
TEST_F(SandboxServerTest, ARunMayUseEveryCpuTheJudgeMay) {
  cpu_set_t judges{};
  ASSERT_EQ(sched_getaffinity(0, sizeof judges, &judges), 0);
  RunRecord run = sandboxed_run("wrong_answer/counts_its_cpus");
  EXPECT_EQ(run.answer_text, std::to_string(CPU_COUNT(&judges)) + "\n") << run.stderr_text;
}

TEST_F(SandboxServerTest, AbortStillEndsARunBySigabrt) {
  // The run is not PID 1 of its namespace, which would ignore signals it has no handler for.
  EXPECT_EQ(sandboxed_run("run_time_error/aborts").signal, SIGABRT);
}

// Whether server PID was left behind by a program that has exited: it, and any server above it,
// was handed to PID 1 or to this test process (spawn's subreaper). A server whose chain leads to
// another live program (the other half of the suite, running beside this one, or a judge it
// runs) is that program's.
bool orphaned_server(pid_t pid) {
  const string server = std::filesystem::weakly_canonical(sandbox_server_path()).string();
  for (pid_t parent = test_util::parent_of(pid);; parent = test_util::parent_of(parent)) {
    if (parent <= 1 || parent == getpid()) return true;
    std::error_code error;
    auto exe = std::filesystem::read_symlink("/proc/" + std::to_string(parent) + "/exe", error);
    if (error || exe.string() != server) return false;
  }
}

// The servers outlive the threads that started them (a pool), but not the judge: a judge run
// leaves no server behind once it has exited.
TEST_F(SandboxServerTest, NoServerOutlivesTheJudge) {
  RunRecord run;
  std::thread worker([&] { run = sandboxed_run("accepted/add"); });
  worker.join();
  EXPECT_EQ(run.answer_text, "5\n");
  std::vector<pid_t> ours = server_children();
  EXPECT_FALSE(ours.empty());  // this test binary's own, kept for its next run

  test_util::ScratchProject project;
  std::vector<pid_t> before = all_servers();
  RunRecord judged = project.judge({"run", "-j", "2"});
  EXPECT_EQ(judged.exit_code, 0) << judged.stdout_text << judged.stderr_text;
  for (pid_t pid : all_servers()) {
    if (std::find(before.begin(), before.end(), pid) == before.end() && orphaned_server(pid)) {
      // Dying takes a moment after the judge's exit (its parent-death signal): how long is the
      // machine's load, so the patience is generous.
      EXPECT_TRUE(test_util::process_gone(pid, std::chrono::seconds(10))) << pid;
    }
  }
}

// ---- runs sent ahead (process/run_lane.h) ----

// Sent before the first is received, each comes back as its own run, in the order sent.
TEST_F(SandboxServerTest, RunsSentAheadComeBackInOrder) {
  RunLane lane(true);
  ASSERT_TRUE(lane.sends_ahead());
  for (const char* fixture : {"accepted/add", "run_time_error/exit_3", "wrong_answer/off_by_one"}) {
    lane.send(fixture_request(fixture));
  }
  EXPECT_EQ(lane.outstanding(), 3u);
  RunRecord add = lane.receive(), exit_3 = lane.receive(), off_by_one = lane.receive();
  EXPECT_EQ(add.answer_text, "5\n");
  EXPECT_EQ(add.exit_code, 0);
  EXPECT_TRUE(exit_3.exited);
  EXPECT_EQ(exit_3.exit_code, 3);
  EXPECT_EQ(off_by_one.answer_text, "6\n");
  EXPECT_EQ(lane.outstanding(), 0u);
}

// The server runs one program at a time: a run sent behind one that sleeps to its deadline
// starts after it, and its wall time is its own (counted from the send, it would be the longer).
TEST_F(SandboxServerTest, ARunSentAheadStartsWhenTheOneBeforeEnds) {
  RunLane lane(true);
  lane.send(fixture_request("time_limit_exceeded/sleep_forever", 0.5));
  lane.send(fixture_request("accepted/add"));
  RunRecord slept = lane.receive(), added = lane.receive();
  EXPECT_TRUE(slept.killed_at_deadline);
  EXPECT_GE(slept.wall_seconds, 0.5);
  EXPECT_EQ(added.answer_text, "5\n");
  EXPECT_LT(added.wall_seconds, slept.wall_seconds);
}

// Runs no longer wanted (sent past an early stop) are stopped, not waited for: the server is
// killed with them, and the next run gets a new one.
TEST_F(SandboxServerTest, DroppedRunsAreStoppedAtOnce) {
  auto start = std::chrono::steady_clock::now();
  RunLane lane(true);
  lane.send(fixture_request("time_limit_exceeded/sleep_forever", 60));
  lane.send(fixture_request("time_limit_exceeded/sleep_forever", 60));
  lane.drop_outstanding();
  EXPECT_EQ(lane.outstanding(), 0u);
  lane.send(fixture_request("accepted/add"));
  EXPECT_EQ(lane.receive().answer_text, "5\n");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(30));
}

// A server killed from outside with runs sent to it: each of them is the judge's error, and the
// runs sent after go to a new server (idle servers found dead are passed over too).
TEST_F(SandboxServerTest, AServerThatDiesTakesOnlyTheRunsSentToIt) {
  RunLane lane(true);
  lane.send(fixture_request("time_limit_exceeded/sleep_forever", 30));
  lane.send(fixture_request("accepted/add"));
  // Dead before the next send, as a server killed from outside is by then: one whose serving
  // process is still dying (it dies of its parent's death) holds its socket open, and an idle one
  // left by an earlier test would look alive to the pool.
  for (pid_t server : server_children()) {
    std::vector<pid_t> serving = server_children(server);
    kill(-server, SIGKILL);
    EXPECT_TRUE(test_util::process_gone(server)) << server;
    for (pid_t pid : serving) EXPECT_TRUE(test_util::process_gone(pid)) << pid;
  }
  RunRecord slept = lane.receive();
  EXPECT_TRUE(Contains(slept.internal_error, "the sandbox server stopped")) << slept.internal_error;
  // As a judging thread does: the next run is sent before the one sent ahead is received.
  lane.send(fixture_request("wrong_answer/off_by_one"));
  RunRecord added = lane.receive();
  EXPECT_TRUE(Contains(added.internal_error, "the sandbox server stopped")) << added.internal_error;
  RunRecord next = lane.receive();
  EXPECT_EQ(next.answer_text, "6\n") << next.internal_error << next.stderr_text;
  EXPECT_EQ(lane.outstanding(), 0u);
}

// A run's environment through the server: the base (PATH, LC_ALL), then the request's own, in
// order, after its arguments or without any.
TEST_F(SandboxServerTest, ARunGetsTheRequestsEnvironmentAfterTheBase) {
  SpawnRequest request;
  request.argv = {"/usr/bin/env"};
  request.sandbox = true;
  request.side_channel = false;
  request.environment = {"LCJUDGE_ONE=1", "LCJUDGE_TWO=a b"};
  request.limits.wall_seconds = 10;
  RunRecord run = spawn_and_wait(request);
  EXPECT_EQ(run.internal_error, "");
  EXPECT_EQ(run.stdout_text, "PATH=/usr/local/bin:/usr/bin:/bin\nLC_ALL=C\nLCJUDGE_ONE=1\nLCJUDGE_TWO=a b\n") << run.stderr_text;
  request.argv = {"/usr/bin/env", "-u", "LC_ALL"};
  run = spawn_and_wait(request);
  EXPECT_EQ(run.internal_error, "");
  EXPECT_EQ(run.stdout_text, "PATH=/usr/local/bin:/usr/bin:/bin\nLCJUDGE_ONE=1\nLCJUDGE_TWO=a b\n") << run.stderr_text;
}

// A variable that is not NAME=value, or more than the server takes, is the judge's error: the
// run is not started with its words read out of place.
TEST_F(SandboxServerTest, AnEnvironmentTheServerCannotTakeIsTheJudgesError) {
  SpawnRequest request;
  request.argv = {"/usr/bin/env"};
  request.sandbox = true;
  request.side_channel = false;
  request.limits.wall_seconds = 10;
  for (const std::vector<string>& environment :
       {std::vector<string>{"LCJUDGE_ONE=1", "NO_VALUE"}, std::vector<string>{"=1"}, std::vector<string>(33, "A=1")}) {
    request.environment = environment;
    RunRecord run = spawn_and_wait(request);
    EXPECT_TRUE(Contains(run.internal_error, "environment variables")) << run.internal_error;
    EXPECT_EQ(run.stdout_text, "");
  }
}

// The server takes the judge's sandbox profile as its arguments: one it cannot read, or one that
// names a call the base filter rules on, stops it at its start, the judge's error.
TEST_F(SandboxServerTest, AServerGivenABadProfileDoesNotStart) {
  const string server = std::filesystem::absolute(sandbox_server_path()).string();
  const char* old = std::getenv("LCJUDGE_SANDBOX_SERVER");
  const string saved = old ? old : "";
  test_util::TempDir dir;
  int count = 0;
  for (const auto& [argument, stage] : {std::pair<string, string>{"--bogus", "request"}, {"--allow=openat", "filter"}}) {
    const string wrapper = dir.write("server" + std::to_string(++count), "#!/bin/sh\nexec '" + server + "' \"$@\" '" + argument + "'\n");
    std::filesystem::permissions(wrapper, std::filesystem::perms::owner_all);
    setenv("LCJUDGE_SANDBOX_SERVER", wrapper.c_str(), 1);
    RunRecord run = sandboxed_run("accepted/add");
    if (old) setenv("LCJUDGE_SANDBOX_SERVER", saved.c_str(), 1);
    else unsetenv("LCJUDGE_SANDBOX_SERVER");
    EXPECT_TRUE(Contains(run.internal_error, "cannot set up its namespaces (" + stage + ": Invalid argument)"))
        << argument << ": " << run.internal_error;
    EXPECT_FALSE(run.exited);
  }
}

// A server that is no server (it never greets) is the judge's internal error, not a verdict.
TEST_F(SandboxServerTest, AServerThatCannotStartIsTheJudgesError) {
  const char* old = std::getenv("LCJUDGE_SANDBOX_SERVER");
  string saved = old ? old : "";
  setenv("LCJUDGE_SANDBOX_SERVER", "/bin/true", 1);
  RunRecord run;
  std::thread worker([&] { run = sandboxed_run("accepted/add"); });  // another path: a new server
  worker.join();
  if (old) setenv("LCJUDGE_SANDBOX_SERVER", saved.c_str(), 1);
  else unsetenv("LCJUDGE_SANDBOX_SERVER");
  EXPECT_TRUE(Contains(run.internal_error, "the sandbox server '/bin/true' did not start")) << run.internal_error;
  EXPECT_FALSE(run.exited);
}

}  // namespace
}  // namespace lcjudge
