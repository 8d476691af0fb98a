// Theory of operation
// -------------------
// Everything that can fail is done in the parent before the fork: the argument and environment
// arrays are built, stdin is opened, and anonymous in-memory files (memfd) are made for
// stdout, stderr and the driver's side channel (fd 3) and answer (fd 4). Capturing into memfds instead of pipes
// means no reader thread and no poll loop: the child writes at its own pace, RLIMIT_FSIZE caps
// every one of them (a write past the cap raises SIGXFSZ; the classifier calls a file that reached it OLE), and
// the parent reads them once the child is gone.
//
// The child (from vfork, so no page tables are copied) only calls async-signal-safe system calls:
// setpgid to lead a new process group, setrlimit, dup2, close_range, chdir and execve. Every
// descriptor above stderr (and the side channel) is marked close-on-exec, since the judge's other
// threads open files without O_CLOEXEC while one spawns. If any of these calls fails it
// writes its errno into a close-on-exec pipe and _exits; the parent reads that pipe, which closes
// empty on a successful exec, so a failed exec is the judge's internal error, never the
// solution's run time error.
//
// The parent waits on a pidfd with poll, so the wall-clock deadline needs no signals or timer
// threads and several cases can run at once from several threads. While it waits it also reads
// the program's CPU time from /proc every 20 ms when a CPU kill is asked for: RLIMIT_CPU counts
// whole seconds only and stays as the backstop. At either limit, and again
// when the leader has exited but before it is reaped (so its group id cannot be reused), the
// whole process group is killed; wait4 then gives the exit status, CPU time and peak memory.
#include "process/spawn.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/close_range.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <mutex>
#include <memory>
#include <optional>
#include <vector>

#include "driver/protocol.h"
#include "process/capture_files.h"
#include "process/interrupt.h"
#include "process/landlock.h"
#include "process/resident_memory.h"
#include "process/run_lane.h"
#include "process/sandbox.h"
#include "process/sandbox_client.h"
#include "process/sandbox_protocol.h"

namespace lcjudge {
namespace {

struct ResourceLimit {
  int resource;
  rlimit value;
};

std::vector<ResourceLimit> resource_limits(const SpawnLimits& limits) {
  std::vector<ResourceLimit> result;
  result.push_back({RLIMIT_CORE, {0, 0}});
  if (limits.cpu_seconds > 0) {
    auto soft = static_cast<rlim_t>(std::ceil(limits.cpu_seconds));
    result.push_back({RLIMIT_CPU, {soft, soft + 1}});
  }
  if (limits.memory_bytes > 0) result.push_back({RLIMIT_AS, {limits.memory_bytes, limits.memory_bytes}});
  if (limits.output_bytes > 0) result.push_back({RLIMIT_FSIZE, {limits.output_bytes, limits.output_bytes}});
  if (limits.stack_bytes > 0) result.push_back({RLIMIT_STACK, {limits.stack_bytes, limits.stack_bytes}});
  if (limits.descriptors > 0) result.push_back({RLIMIT_NOFILE, {limits.descriptors, limits.descriptors}});
  return result;
}

// Everything the child needs, prepared by the parent.
struct ChildPlan {
  std::vector<char*> argv;
  std::vector<char*> envp;
  std::vector<ResourceLimit> limits;
  int stdin_fd, stdout_fd, stderr_fd, side_fd, answer_fd;  // side_fd, answer_fd < 0: none
  const char* working_directory;                // nullptr: stay
  int error_pipe;
  int close_from;                               // the first descriptor the program must not inherit
  int descriptor_limit;                         // RLIMIT_NOFILE, for kernels without close_range
  SandboxProgram* sandbox;                      // nullptr: none
  int binary_fd;                                // sandboxed: the binary, executed by execveat
  const LandlockRuleset* landlock;              // nullptr: none (not sandboxed, or no Landlock)
  bool drop_to_nobody;                          // the judge is root: the run is kSandboxUid
  int shown_fds[sandbox_protocol::kMaxExtraFds];  // placed at kFirstExtraFd + i
  int shown_count;
};

// Moves a descriptor the child uses after placing 0 to 3 (or places at 4) above 0 to 4: when one
// of those numbers was free in the judge (another thread had just closed it), a new descriptor
// could take it and the child's dup2 onto it would replace it. Closes FD; returns the new one
// (-1, errno set).
int above_placed_descriptors(int fd) {
  if (fd < 0 || fd > protocol::kAnswerFd) return fd;
  int moved = fcntl(fd, F_DUPFD_CLOEXEC, protocol::kAnswerFd + 1);
  int saved = errno;
  close(fd);
  errno = saved;
  return moved;
}

// The path of the one execveat: the filter compares its address, so both use this one.
const char kEmptyPath[] = "";

// Raw system calls: glibc's setresuid and setgroups would signal the parent's other threads
// (they share this vfork child's memory) to change their credentials too.
bool become_nobody() {
  return syscall(SYS_setgroups, 0, nullptr) == 0 && syscall(SYS_setresgid, kSandboxUid, kSandboxUid, kSandboxUid) == 0 &&
         syscall(SYS_setresuid, kSandboxUid, kSandboxUid, kSandboxUid) == 0;
}

// Puts FD at TARGET in the vfork child, open across the exec. The parent's descriptors are all
// close-on-exec, and dup2 onto itself keeps that flag: FD can be TARGET when the parent had
// TARGET free (another thread had just closed it), and the program then started without it.
bool place_descriptor(int fd, int target) {
  if (fd == target) return fcntl(target, F_SETFD, 0) == 0;
  return dup2(fd, target) >= 0;
}

// Runs in the vfork child: system calls only, no allocation, no return.
[[noreturn]] void exec_child(const ChildPlan& plan) {
  auto fail = [&](int stage) {
    int report[2] = {stage, errno};
    ssize_t ignored = write(plan.error_pipe, report, sizeof report);
    (void)ignored;
    _exit(127);
  };
  if (setpgid(0, 0) != 0) fail(0);
  sigset_t none;  // the judge blocks Ctrl-C in its threads (interrupt.h); the program must not
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  for (const auto& limit : plan.limits) {
    if (setrlimit(static_cast<__rlimit_resource>(limit.resource), &limit.value) != 0) fail(1);
  }
  if (!place_descriptor(plan.stdin_fd, STDIN_FILENO) || !place_descriptor(plan.stdout_fd, STDOUT_FILENO) ||
      !place_descriptor(plan.stderr_fd, STDERR_FILENO)) {
    fail(2);
  }
  if (plan.side_fd >= 0 && !place_descriptor(plan.side_fd, protocol::kMetaFd)) fail(2);
  if (plan.answer_fd >= 0 && !place_descriptor(plan.answer_fd, protocol::kAnswerFd)) fail(2);
  // Close-on-exec rather than closed: the error pipe must stay open until execve succeeds.
  if (syscall(SYS_close_range, plan.close_from, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
    for (int fd = plan.close_from; fd < plan.descriptor_limit; ++fd) fcntl(fd, F_SETFD, FD_CLOEXEC);
  }
  for (int i = 0; i < plan.shown_count; ++i) {
    if (dup2(plan.shown_fds[i], sandbox_protocol::kFirstExtraFd + i) < 0) fail(2);
  }
  if (plan.working_directory && chdir(plan.working_directory) != 0) fail(3);
  if (plan.sandbox) {
    if (plan.drop_to_nobody && !become_nobody()) fail(6);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(5);
    if (plan.landlock && !plan.landlock->restrict_self()) fail(7);
    // Last: from here on only what the filter allows, and the one execveat it was made for.
    if (!plan.sandbox->install_in_child(getpid())) fail(5);
    syscall(SYS_execveat, plan.binary_fd, kEmptyPath, plan.argv.data(), plan.envp.data(), AT_EMPTY_PATH);
    fail(4);
  }
  execve(plan.argv[0], plan.argv.data(), plan.envp.data());
  fail(4);
  _exit(127);  // not reached: fail() exits
}

const char* kStageNames[] = {"setpgid", "setrlimit", "dup2", "chdir", "execve", "seccomp", "setuid", "landlock"};

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// CPU seconds (user + system, every thread) a running process has used, from /proc; -1 if gone.
double cpu_seconds_so_far(pid_t pid) {
  std::string path = fmt::format("/proc/{}/stat", pid);
  FileDescriptor fd(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) return -1;
  char text[1024];
  ssize_t n = read(fd.get(), text, sizeof text - 1);
  if (n <= 0) return -1;
  text[n] = '\0';
  // "PID (COMM) STATE PPID ...": COMM may hold spaces and parentheses, so start after the last ')'.
  const char* field = std::strrchr(text, ')');
  if (!field) return -1;
  unsigned long long utime = 0, stime = 0;
  // After ')': fields 3 (state) to 13, skipped as words, then utime (14) and stime (15).
  if (std::sscanf(field + 1, " %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %llu %llu", &utime, &stime) != 2) return -1;
  static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  return static_cast<double>(utime + stime) / ticks;
}

// Without the sandbox a run may start a process that leaves its session (setsid), beyond the
// reach of the group kill. The judge makes itself the subreaper of its descendants, so such a
// process is adopted by the judge once the run's leader is gone, and is then told apart from the
// judge's own children (its runs are group leaders in the judge's session, and a group leader
// cannot leave its session) by its session. Killed and reaped, with its own children in turn.
void adopt_orphans() {
  static std::once_flag once;
  std::call_once(once, [] { prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); });
}

std::vector<pid_t> adopted_children_outside_session(pid_t own_session) {
  std::vector<pid_t> found;
  DIR* tasks = opendir("/proc/self/task");
  if (!tasks) return found;
  while (dirent* task = readdir(tasks)) {
    if (task->d_name[0] == '.') continue;
    std::ifstream children(fmt::format("/proc/self/task/{}/children", task->d_name));
    pid_t child;
    while (children >> child) {
      pid_t session = getsid(child);
      if (session >= 0 && session != own_session) found.push_back(child);
    }
  }
  closedir(tasks);
  return found;
}

void kill_escapees() {
  pid_t own_session = getsid(0);
  // Each pass kills what the previous one orphaned; a bounded number of passes, since a run's
  // processes are bounded by the time they had.
  for (int pass = 0; pass < 64; ++pass) {
    std::vector<pid_t> escapees = adopted_children_outside_session(own_session);
    if (escapees.empty()) return;
    for (pid_t pid : escapees) kill(pid, SIGKILL);
    for (pid_t pid : escapees) {
      while (waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
      }
    }
  }
}

enum class WaitEnd { kExited, kWallDeadline, kCpuLimit, kMemoryLimit };

// Waits for the child to exit, for the wall deadline, or (when cpu_kill > 0) for its CPU time to
// pass cpu_kill, or (resident > 0) its resident memory to pass resident, which are checked every
// kPollInterval: a run of a few milliseconds never wakes.
WaitEnd wait_until_exit(int pidfd, pid_t pid, std::chrono::steady_clock::time_point deadline, bool has_deadline,
                        double cpu_kill, std::uint64_t resident) {
  constexpr int kPollIntervalMs = 20;
  for (;;) {
    int timeout_ms = cpu_kill > 0 || resident > 0 ? kPollIntervalMs : -1;
    if (has_deadline) {
      auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());  // truncated, a run stopped up to 1 ms early
      if (left.count() <= 0) return WaitEnd::kWallDeadline;
      int to_deadline = static_cast<int>(left.count()) + 1;
      timeout_ms = timeout_ms < 0 ? to_deadline : std::min(timeout_ms, to_deadline);
    }
    pollfd entry{pidfd, POLLIN, 0};
    int ready = poll(&entry, 1, timeout_ms);
    if (ready > 0) return WaitEnd::kExited;
    if (ready < 0 && errno != EINTR) return WaitEnd::kExited;  // cannot wait: fall through to the blocking reap
    if (ready == 0 && cpu_kill > 0 && cpu_seconds_so_far(pid) > cpu_kill) return WaitEnd::kCpuLimit;
    if (ready == 0 && resident > 0 && resident_bytes_of(pid) > resident) return WaitEnd::kMemoryLimit;
  }
}

}  // namespace

RunRecord spawn_and_wait(const SpawnRequest& request) {
  RunRecord record;
  if (request.argv.empty()) {
    record.internal_error = "nothing to run";
    return record;
  }

  if (request.sandbox && sandbox_server_available()) {
    RunLane lane(true, request.feedback);  // which opens the input itself
    lane.send(request);
    return lane.receive();
  }
  if (request.feedback) {
    record.internal_error = fmt::format("cannot run '{}': its feedback folder needs the sandbox server ({})",
                                        request.argv[0], isolation_in_force());
    return record;
  }
  // Shown files are placed at sandbox_protocol::kFirstExtraFd + i, above every other descriptor
  // the child places (the binary's is moved clear of them).
  constexpr int kClearOfShown = sandbox_protocol::kFirstExtraFd + sandbox_protocol::kMaxExtraFds;
  if (request.shown_files.size() > static_cast<size_t>(sandbox_protocol::kMaxExtraFds)) {
    record.internal_error = fmt::format("cannot start '{}': too many files shown", request.argv[0]);
    return record;
  }
  std::vector<std::unique_ptr<FileDescriptor>> shown;
  for (const std::string& path : request.shown_files) {
    int copy = sealed_copy(path);
    shown.push_back(std::make_unique<FileDescriptor>(copy < 0 ? -1 : fcntl(copy, F_DUPFD_CLOEXEC, kClearOfShown)));
    if (copy >= 0) close(copy);
    if (shown.back()->get() < 0) {
      record.internal_error = errno_text(("cannot show '" + path + "' to '" + request.argv[0] + "'").c_str());
      return record;
    }
  }
  FileDescriptor stdin_fd(open(request.stdin_path.empty() ? "/dev/null" : request.stdin_path.c_str(),
                               O_RDONLY | O_CLOEXEC));
  if (stdin_fd.get() < 0) {
    record.internal_error = errno_text(("cannot open '" + request.stdin_path + "'").c_str());
    return record;
  }
  FileDescriptor stdout_fd(open_memfd("stdout")), stderr_fd(open_memfd("stderr")),
      side_fd(request.side_channel ? open_memfd("side") : -1),
      answer_fd(request.side_channel ? above_placed_descriptors(open_memfd("answer")) : -1);
  if (stdout_fd.get() < 0 || stderr_fd.get() < 0 ||
      (request.side_channel && (side_fd.get() < 0 || answer_fd.get() < 0))) {
    record.internal_error = errno_text("cannot create capture files");
    return record;
  }

  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0) {
    record.internal_error = errno_text("cannot create a pipe");
    return record;
  }
  FileDescriptor error_read(pipe_fds[0]), error_write(pipe_fds[1]);

  std::vector<std::string> environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C"};
  ChildPlan plan{};
  for (const auto& arg : request.argv) plan.argv.push_back(const_cast<char*>(arg.c_str()));
  plan.argv.push_back(nullptr);
  for (const auto& entry : environment) plan.envp.push_back(const_cast<char*>(entry.c_str()));
  plan.envp.push_back(nullptr);
  SpawnLimits limits = request.limits;
  if (request.sandbox && limits.descriptors == 0) limits.descriptors = kRunDescriptors;
  plan.limits = resource_limits(limits);
  plan.binary_fd = -1;
  plan.drop_to_nobody = request.sandbox && geteuid() == 0;
  if (plan.drop_to_nobody) plan.limits.push_back({RLIMIT_NPROC, {kSandboxThreads, kSandboxThreads}});
  plan.stdin_fd = stdin_fd.get();
  plan.stdout_fd = stdout_fd.get();
  plan.stderr_fd = stderr_fd.get();
  plan.side_fd = side_fd.get();
  plan.answer_fd = answer_fd.get();
  plan.working_directory = request.working_directory.empty() ? nullptr : request.working_directory.c_str();
  plan.error_pipe = error_write.get();
  plan.close_from = request.side_channel ? protocol::kAnswerFd + 1 : STDERR_FILENO + 1;
  rlimit descriptors{};
  plan.descriptor_limit = getrlimit(RLIMIT_NOFILE, &descriptors) == 0 && descriptors.rlim_cur < (1 << 20)
                              ? static_cast<int>(descriptors.rlim_cur)
                              : 1 << 20;  // Linux's default ceiling, fs.nr_open
  std::optional<SandboxProgram> sandbox;
  FileDescriptor binary_fd;
  std::optional<LandlockRuleset> landlock;
  if (request.sandbox) {
    binary_fd.reset(above_placed_descriptors(open(plan.argv[0], O_PATH | O_CLOEXEC)));
    if (binary_fd.get() >= 0 && binary_fd.get() < kClearOfShown && !shown.empty()) {
      binary_fd.reset(fcntl(binary_fd.get(), F_DUPFD_CLOEXEC, kClearOfShown));
    }
    if (binary_fd.get() < 0) {
      record.internal_error = errno_text(("cannot start '" + request.argv[0] + "' (execve)").c_str());
      return record;
    }
    plan.binary_fd = binary_fd.get();
    landlock.emplace(binary_fd.get());
    try {
      sandbox.emplace(binary_fd.get(), kEmptyPath);
    } catch (const std::exception& e) {
      record.internal_error = e.what();
      return record;
    }
  }
  plan.sandbox = sandbox ? &*sandbox : nullptr;
  plan.shown_count = static_cast<int>(shown.size());
  for (size_t i = 0; i < shown.size(); ++i) plan.shown_fds[i] = shown[i]->get();
  plan.landlock = landlock && landlock->valid() ? &*landlock : nullptr;

  if (!request.sandbox) adopt_orphans();
  auto start = std::chrono::steady_clock::now();
  auto deferred = defer_interrupts();
  pid_t pid = vfork();
  if (pid < 0) {
    record.internal_error = errno_text("cannot fork");
    return record;
  }
  if (pid == 0) exec_child(plan);
  register_process_group(pid, deferred);  // the child made itself a group leader before the parent resumed
  deferred.unlock();

  error_write.reset();
  int report[2] = {0, 0};
  ssize_t got;
  do {
    got = read(error_read.get(), report, sizeof report);
  } while (got < 0 && errno == EINTR);

  FileDescriptor pidfd(static_cast<int>(syscall(SYS_pidfd_open, pid, 0)));
  bool has_deadline = request.limits.wall_seconds > 0 && got == 0;
  auto deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(request.limits.wall_seconds));
  if (pidfd.get() >= 0) {
    double cpu_kill = got == 0 ? request.limits.cpu_kill_seconds : 0;
    std::uint64_t resident = got == 0 ? request.limits.resident_bytes : 0;
    WaitEnd end = wait_until_exit(pidfd.get(), pid, deadline, has_deadline, cpu_kill, resident);
    record.killed_at_deadline = end == WaitEnd::kWallDeadline;
    record.killed_at_cpu_limit = end == WaitEnd::kCpuLimit;
    record.killed_at_memory_limit = end == WaitEnd::kMemoryLimit;
  }
  // The leader is now a zombie (or past its deadline): its group id is still reserved, so this
  // kills the run and anything it left behind, and nothing else.
  kill(-pid, SIGKILL);
  kill(pid, SIGKILL);
  unregister_process_group(pid);

  int status = 0;
  rusage usage{};
  while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  record.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!request.sandbox) kill_escapees();

  if (got == static_cast<ssize_t>(sizeof report)) {
    errno = report[1];
    record.internal_error = errno_text(("cannot start '" + request.argv[0] + "' (" + kStageNames[report[0]] + ")").c_str());
    return record;
  }

  record.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  record.peak_memory_bytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
  if (WIFEXITED(status)) {
    record.exited = true;
    record.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    record.signal = WTERMSIG(status);
  }

  read_outputs(request, stdout_fd.get(), stderr_fd.get(), side_fd.get(), answer_fd.get(), record);
  return record;
}

}  // namespace lcjudge
