// The process core on forked children of the test: the wait's ends (exit, CPU time, deadline, a
// watched descriptor), the reap's decoding, the resource limits built from a run's limits, the
// setup stages' names and the roots the jails plan. No wall-time assertion: only which end came.
#include "process/supervise.h"

#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "process/namespace_setup.h"
#include "process/process_limits.h"
#include "process/setup_stage.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

// A child that runs BODY and exits with its value; the test reaps it.
template <typename Body>
pid_t fork_child(Body body) {
  pid_t pid = fork();
  if (pid == 0) _exit(body());
  return pid;
}

int spin_forever() {
  for (volatile unsigned long i = 0;; ++i) {
  }
}

Supervision supervision_from_now() {
  Supervision supervision;
  supervision.start = std::chrono::steady_clock::now();
  return supervision;
}

TEST(SuperviseTest, AProgramThatEndsIsReapedWithItsExitCode) {
  pid_t pid = fork_child([] { return 7; });
  Supervision supervision = supervision_from_now();
  supervision.wall_seconds = 60;
  EXPECT_EQ(wait_for_end(pid, supervision), WaitEnd::kExited);
  ExitRecord ended = reap(pid);
  EXPECT_TRUE(ended.exited);
  EXPECT_EQ(ended.exit_code, 7);
  EXPECT_EQ(ended.signal, 0);
}

TEST(SuperviseTest, ASpinnerIsStoppedByItsCpuTimeBeforeAFarDeadline) {
  pid_t pid = fork_child(spin_forever);
  Supervision supervision = supervision_from_now();
  supervision.wall_seconds = 120;  // far: only the CPU time may end this wait
  supervision.cpu_kill_seconds = 0.2;
  EXPECT_EQ(wait_for_end(pid, supervision), WaitEnd::kCpuLimit);
  kill_process(pid, false);
  ExitRecord ended = reap(pid);
  EXPECT_FALSE(ended.exited);
  EXPECT_EQ(ended.signal, SIGKILL);
  EXPECT_GE(ended.cpu_seconds, 0.2);
}

TEST(SuperviseTest, ASleeperIsStoppedAtTheWallDeadlineWithoutCpuTime) {
  pid_t pid = fork_child([] { return static_cast<int>(sleep(100)); });
  Supervision supervision = supervision_from_now();
  supervision.wall_seconds = 0.1;
  supervision.cpu_kill_seconds = 50;
  EXPECT_EQ(wait_for_end(pid, supervision), WaitEnd::kWallDeadline);
  kill_process(pid, false);
  EXPECT_EQ(reap(pid).signal, SIGKILL);
}

TEST(SuperviseTest, AWatchedDescriptorsHandlerCanStopTheWait) {
  int ends[2];
  ASSERT_EQ(pipe(ends), 0);
  pid_t pid = fork_child([&] {
    ssize_t ignored = write(ends[1], "x", 1);
    (void)ignored;
    return static_cast<int>(sleep(100));
  });
  close(ends[1]);
  Supervision supervision = supervision_from_now();
  supervision.wall_seconds = 120;
  supervision.watched_fd = ends[0];
  supervision.watched_events = POLLIN;
  supervision.on_watched = [](short) { return WatchNext::kStop; };
  EXPECT_EQ(wait_for_end(pid, supervision), WaitEnd::kWatchStopped);
  kill_process(pid, false);
  reap(pid);
  close(ends[0]);
}

// A pipe at its end stays ready: once its handler says so, the wait no longer polls it (and
// does not spin on it) but waits for the program.
TEST(SuperviseTest, AWatchedDescriptorAtItsEndIsNoLongerPolled) {
  int ends[2];
  ASSERT_EQ(pipe(ends), 0);
  int go[2];
  ASSERT_EQ(pipe(go), 0);
  pid_t pid = fork_child([&] {
    close(ends[1]);
    char byte;
    return static_cast<int>(read(go[0], &byte, 1));  // 1 once the test has seen the pipe's end
  });
  close(ends[1]);
  close(go[0]);
  int calls = 0;
  Supervision supervision = supervision_from_now();
  supervision.wall_seconds = 120;
  supervision.watched_fd = ends[0];
  supervision.watched_events = POLLIN;
  supervision.on_watched = [&](short) {
    if (++calls == 1) {
      ssize_t ignored = write(go[1], "g", 1);  // the child may end now
      (void)ignored;
    }
    return WatchNext::kStopWatching;
  };
  EXPECT_EQ(wait_for_end(pid, supervision), WaitEnd::kExited);
  EXPECT_EQ(calls, 1);
  ExitRecord ended = reap(pid);
  EXPECT_EQ(ended.exit_code, 1);
  close(ends[0]);
  close(go[1]);
}

TEST(SuperviseTest, CpuTimeOfAProcessThatIsGoneIsMinusOne) {
  pid_t pid = fork_child([] { return 0; });
  reap(pid);
  EXPECT_EQ(cpu_seconds_so_far(pid), -1);
}

rlimit limit_of(const ResourceLimits& limits, int resource) {
  for (int i = 0; i < limits.count; ++i) {
    if (limits.items[i].resource == resource) return limits.items[i].value;
  }
  return {RLIM_INFINITY, RLIM_INFINITY};
}

TEST(ResourceLimitsTest, NoLimitsStillTurnCoreDumpsOff) {
  ResourceLimits limits = resource_limits(SpawnLimits{});
  ASSERT_EQ(limits.count, 1);
  EXPECT_EQ(limits.items[0].resource, RLIMIT_CORE);
  EXPECT_EQ(limits.items[0].value.rlim_max, 0u);
}

TEST(ResourceLimitsTest, EachLimitSetIsOneRlimitAndCpuTimeIsRoundedUpWithASecondOfBackstop) {
  SpawnLimits spawn;
  spawn.cpu_seconds = 1.2;
  spawn.memory_bytes = 256u << 20;
  spawn.output_bytes = 1u << 20;
  spawn.stack_bytes = 8u << 20;
  spawn.descriptors = 64;
  spawn.processes = 32;
  spawn.resident_bytes = 1u << 30;  // polled, not an rlimit
  ResourceLimits limits = resource_limits(spawn);
  EXPECT_EQ(limits.count, 7);
  EXPECT_EQ(limit_of(limits, RLIMIT_CPU).rlim_cur, 2u);
  EXPECT_EQ(limit_of(limits, RLIMIT_CPU).rlim_max, 3u);
  EXPECT_EQ(limit_of(limits, RLIMIT_AS).rlim_cur, 256u << 20);
  EXPECT_EQ(limit_of(limits, RLIMIT_FSIZE).rlim_max, 1u << 20);
  EXPECT_EQ(limit_of(limits, RLIMIT_STACK).rlim_cur, 8u << 20);
  EXPECT_EQ(limit_of(limits, RLIMIT_NOFILE).rlim_cur, 64u);
  EXPECT_EQ(limit_of(limits, RLIMIT_NPROC).rlim_max, 32u);
}

TEST(SetupStageTest, EachStageIsNamedAndAnUnknownNumberIsAQuestionMark) {
  EXPECT_STREQ(setup_stage_name(SetupStage::kChdir), "chdir");
  EXPECT_STREQ(setup_stage_name(SetupStage::kExecveat), "execveat");
  EXPECT_STREQ(setup_stage_name(SetupStage::kLibraries), "libraries");
  EXPECT_STREQ(setup_stage_name(-1), "?");
  EXPECT_STREQ(setup_stage_name(static_cast<std::int32_t>(SetupStage::kLibraries) + 1), "?");
}

// Merged /usr in small: DIR/lib is a link to usr/lib. The link is copied, the real folder bound,
// and a system path under the link is not bound a second time.
TEST(RootPlanTest, AParentLinkIsCopiedAndThePathUnderItIsNotBoundAgain) {
  test_util::TempDir dir;
  std::filesystem::create_directories(dir.path("usr/lib/x86"));
  std::filesystem::create_directory_symlink("usr/lib", dir.path("lib"));
  std::ofstream(dir.path("shown.txt")) << "x";
  FilesystemView view;
  view.system_paths = {dir.path("usr/lib/x86"), dir.path("lib/x86"), dir.path("absent")};
  view.readable = {dir.path("shown.txt")};
  RootPlan plan = plan_root(view, "/staging");
  ASSERT_EQ(plan.steps.size(), 3u);
  EXPECT_EQ(plan.steps[0].target, "/staging" + dir.path("usr/lib/x86"));
  EXPECT_TRUE(plan.steps[0].link.empty());
  EXPECT_TRUE(plan.steps[0].folder);
  EXPECT_EQ(plan.steps[1].target, "/staging" + dir.path("lib"));
  EXPECT_EQ(plan.steps[1].link, "usr/lib");
  EXPECT_EQ(plan.steps[2].source, dir.path("shown.txt"));
  EXPECT_FALSE(plan.steps[2].folder);
  EXPECT_FALSE(plan.steps[2].writable);
}

}  // namespace
}  // namespace lcjudge
