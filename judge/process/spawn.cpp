// How spawn_and_wait runs a program (supervise.h tells the three paths; this is the second, and
// the way to the first). A sandboxed run goes to a sandbox server when one can start (run_lane.h).
// Otherwise it is forked here:
//
// Everything that can fail is done in the parent before the fork: the argument and environment
// arrays are built, stdin is opened, and anonymous in-memory files (memfd) are made for
// stdout, stderr and the driver's side channel (fd 3) and answer (fd 4). Capturing into memfds
// instead of pipes means no reader thread: the child writes at its own pace, RLIMIT_FSIZE caps
// every one of them (a write past the cap raises SIGXFSZ; the classifier calls a file that
// reached it OLE), and the parent reads them once the child is gone.
//
// The child (from vfork, so no page tables are copied) only calls async-signal-safe system calls:
// setpgid to lead a new process group, setrlimit, dup2, close_range, chdir, and for a sandboxed
// run the drop to nobody, Landlock and the filter, then execve. Every descriptor above stderr (and
// the side channel) is marked close-on-exec, since the judge's other threads open files without
// O_CLOEXEC while one spawns. If a step fails the child writes its SetupStage and errno into a
// close-on-exec pipe and _exits; the parent reads that pipe, which closes empty on a successful
// exec, so a failed exec is the judge's internal error, never the solution's run time error.
//
// The parent then supervises the run (supervise.h's wait_for_end), kills its process group while
// the leader is a zombie at the latest (so its group id cannot be reused) and reaps it.
#include "process/spawn.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <mutex>
#include <memory>
#include <optional>
#include <vector>

#include "driver/protocol.h"
#include "process/capture_files.h"
#include "process/interrupt.h"
#include "process/landlock.h"
#include "process/namespace_setup.h"
#include "process/process_limits.h"
#include "process/run_descriptors.h"
#include "process/run_lane.h"
#include "process/sandbox.h"
#include "process/sandbox_client.h"
#include "process/sandbox_protocol.h"
#include "process/setup_stage.h"
#include "process/supervise.h"

namespace lcjudge {
namespace {

// Everything the child needs, prepared by the parent.
struct ChildPlan {
  std::vector<char*> argv;
  std::vector<char*> envp;
  ResourceLimits limits;
  RunDescriptors descriptors;
  const char* working_directory;                // nullptr: stay
  int error_pipe;
  SandboxProgram* sandbox;                      // nullptr: none
  int binary_fd;                                // sandboxed: the binary, executed by execveat
  const LandlockRuleset* landlock;              // nullptr: none (not sandboxed, or no Landlock)
  bool drop_to_nobody;                          // the judge is root: the run is kSandboxUid
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

// Shown files are placed at sandbox_protocol::kFirstExtraFd + i, above every other descriptor
// the child places; they and the binary are opened clear of them.
constexpr int kClearOfShown = kClearOfExtraFds;

// Runs in the vfork child: system calls only, no allocation, no return.
[[noreturn]] void exec_child(const ChildPlan& plan) {
  auto fail = [&](SetupStage stage) {
    int report[2] = {static_cast<int>(stage), errno};
    ssize_t ignored = write(plan.error_pipe, report, sizeof report);
    (void)ignored;
    _exit(127);
  };
  if (setpgid(0, 0) != 0) fail(SetupStage::kSetpgid);
  sigset_t none;  // the judge blocks Ctrl-C in its threads (interrupt.h); the program must not
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  if (!apply_resource_limits(plan.limits)) fail(SetupStage::kSetrlimit);
  if (!place_run_descriptors(plan.descriptors)) fail(SetupStage::kDup2);
  if (plan.working_directory && chdir(plan.working_directory) != 0) fail(SetupStage::kChdir);
  if (plan.sandbox) {
    if (plan.drop_to_nobody && !drop_to_uid(kSandboxUid)) fail(SetupStage::kSetuid);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(SetupStage::kSeccomp);
    if (plan.landlock && !plan.landlock->restrict_self()) fail(SetupStage::kLandlock);
    // Last: from here on only what the filter allows, and the one execveat it was made for.
    if (!plan.sandbox->install_in_child(getpid())) fail(SetupStage::kSeccomp);
    syscall(SYS_execveat, plan.binary_fd, kEmptyPath, plan.argv.data(), plan.envp.data(), AT_EMPTY_PATH);
    fail(SetupStage::kExecve);
  }
  execve(plan.argv[0], plan.argv.data(), plan.envp.data());
  fail(SetupStage::kExecve);
  _exit(127);  // not reached: fail() exits
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

// What the parent makes before the fork, owned here so that every way out closes it.
struct Prepared {
  std::vector<std::unique_ptr<FileDescriptor>> shown;
  FileDescriptor stdin_fd, stdout_fd, stderr_fd, side_fd, answer_fd;
  FileDescriptor error_read, error_write;
  FileDescriptor binary_fd;
  // The base, as the sandbox server's runs have it (sandbox_server_main.cpp); the request's after.
  std::vector<std::string> environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C"};
  std::optional<SandboxProgram> sandbox;
  std::optional<LandlockRuleset> landlock;
};

// Sealed copies of the request's shown files, clear of the descriptors the child places; the
// judge's internal error, or "".
std::string open_shown_files(const SpawnRequest& request, Prepared& prepared) {
  if (request.shown_files.size() > static_cast<size_t>(sandbox_protocol::kMaxExtraFds)) {
    return fmt::format("cannot start '{}': too many files shown", request.argv[0]);
  }
  for (const std::string& path : request.shown_files) {
    int copy = sealed_copy(path);
    prepared.shown.push_back(
        std::make_unique<FileDescriptor>(copy < 0 ? -1 : fcntl(copy, F_DUPFD_CLOEXEC, kClearOfShown)));
    if (copy >= 0) close(copy);
    if (prepared.shown.back()->get() < 0) {
      return errno_text(("cannot show '" + path + "' to '" + request.argv[0] + "'").c_str());
    }
  }
  return "";
}

// Its stdin, the capture files and the error pipe; the judge's internal error, or "".
std::string open_descriptors(const SpawnRequest& request, Prepared& prepared) {
  prepared.stdin_fd.reset(
      open(request.stdin_path.empty() ? "/dev/null" : request.stdin_path.c_str(), O_RDONLY | O_CLOEXEC));
  if (prepared.stdin_fd.get() < 0) return errno_text(("cannot open '" + request.stdin_path + "'").c_str());
  prepared.stdout_fd.reset(open_memfd("stdout"));
  prepared.stderr_fd.reset(open_memfd("stderr"));
  if (request.side_channel) {
    prepared.side_fd.reset(open_memfd("side"));
    prepared.answer_fd.reset(above_placed_descriptors(open_memfd("answer")));
  }
  if (prepared.stdout_fd.get() < 0 || prepared.stderr_fd.get() < 0 ||
      (request.side_channel && (prepared.side_fd.get() < 0 || prepared.answer_fd.get() < 0))) {
    return errno_text("cannot create capture files");
  }
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0) return errno_text("cannot create a pipe");
  prepared.error_read.reset(pipe_fds[0]);
  prepared.error_write.reset(pipe_fds[1]);
  return "";
}

// A sandboxed run's binary (executed by descriptor), its Landlock rules and its filter; the
// judge's internal error, or "".
std::string prepare_sandbox(const SpawnRequest& request, Prepared& prepared) {
  prepared.binary_fd.reset(above_placed_descriptors(open(request.argv[0].c_str(), O_PATH | O_CLOEXEC)));
  if (prepared.binary_fd.get() >= 0 && prepared.binary_fd.get() < kClearOfShown && !prepared.shown.empty()) {
    prepared.binary_fd.reset(fcntl(prepared.binary_fd.get(), F_DUPFD_CLOEXEC, kClearOfShown));
  }
  if (prepared.binary_fd.get() < 0) return errno_text(("cannot start '" + request.argv[0] + "' (execve)").c_str());
  prepared.landlock.emplace(prepared.binary_fd.get());
  try {
    prepared.sandbox.emplace(prepared.binary_fd.get(), kEmptyPath);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

// The child's plan, pointing into REQUEST and PREPARED (which outlive the child's exec).
ChildPlan make_plan(const SpawnRequest& request, Prepared& prepared) {
  ChildPlan plan{};
  for (const auto& arg : request.argv) plan.argv.push_back(const_cast<char*>(arg.c_str()));
  plan.argv.push_back(nullptr);
  prepared.environment.insert(prepared.environment.end(), request.environment.begin(), request.environment.end());
  for (const auto& entry : prepared.environment) plan.envp.push_back(const_cast<char*>(entry.c_str()));
  plan.envp.push_back(nullptr);
  SpawnLimits limits = request.limits;
  plan.drop_to_nobody = request.sandbox && geteuid() == 0;
  if (request.sandbox && limits.descriptors == 0) limits.descriptors = kRunDescriptors;
  if (plan.drop_to_nobody && limits.processes == 0) limits.processes = kSandboxThreads;
  plan.limits = resource_limits(limits);
  RunDescriptors& fds = plan.descriptors;
  fds.stdio[0] = prepared.stdin_fd.get();
  fds.stdio[1] = prepared.stdout_fd.get();
  fds.stdio[2] = prepared.stderr_fd.get();
  fds.side = prepared.side_fd.get();
  fds.answer = prepared.answer_fd.get();
  fds.extra_count = static_cast<int>(prepared.shown.size());
  for (size_t i = 0; i < prepared.shown.size(); ++i) fds.extra[i] = prepared.shown[i]->get();
  rlimit descriptors{};
  fds.descriptor_limit = getrlimit(RLIMIT_NOFILE, &descriptors) == 0 && descriptors.rlim_cur < (1 << 20)
                             ? static_cast<int>(descriptors.rlim_cur)
                             : 1 << 20;  // Linux's default ceiling, fs.nr_open
  plan.working_directory = request.working_directory.empty() ? nullptr : request.working_directory.c_str();
  plan.error_pipe = prepared.error_write.get();
  plan.binary_fd = prepared.binary_fd.get();
  plan.sandbox = prepared.sandbox ? &*prepared.sandbox : nullptr;
  plan.landlock = prepared.landlock && prepared.landlock->valid() ? &*prepared.landlock : nullptr;
  return plan;
}

// Forks the child of PLAN, supervises it to its end and reaps it (and, unsandboxed, whatever
// left its session) into RECORD; false with RECORD's internal error if it could not start.
bool run_child(const SpawnRequest& request, const ChildPlan& plan, Prepared& prepared, RunRecord& record) {
  if (!request.sandbox) adopt_orphans();
  auto start = std::chrono::steady_clock::now();
  auto deferred = defer_interrupts();
  pid_t pid = vfork();
  if (pid < 0) {
    record.internal_error = errno_text("cannot fork");
    return false;
  }
  if (pid == 0) exec_child(plan);
  register_process_group(pid, deferred);  // the child made itself a group leader before the parent resumed
  deferred.unlock();

  prepared.error_write.reset();
  int report[2] = {0, 0};
  ssize_t got;
  do {
    got = read(prepared.error_read.get(), report, sizeof report);
  } while (got < 0 && errno == EINTR);
  if (got == 0) {  // exec'd: supervised under its limits
    Supervision supervision = supervision_of(request.limits, start);
    supervision.output_fds[0] = prepared.stdout_fd.get();
    supervision.output_fds[1] = prepared.stderr_fd.get();
    supervision.output_fds[2] = prepared.answer_fd.get();
    WaitEnd end = wait_for_end(pid, supervision);
    record.killed_at_deadline = end == WaitEnd::kWallDeadline;
    record.killed_at_cpu_limit = end == WaitEnd::kCpuLimit;
    record.killed_at_memory_limit = end == WaitEnd::kMemoryLimit;
  }
  // The leader is now a zombie (or past a limit): its group id is still reserved, so this kills
  // the run and anything it left behind, and nothing else.
  kill_process(pid, true);
  unregister_process_group(pid);
  ExitRecord ended = reap(pid);
  record.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!request.sandbox) kill_escapees();

  if (got == static_cast<ssize_t>(sizeof report)) {
    errno = report[1];
    record.internal_error = errno_text(
        fmt::format("cannot start '{}' ({})", request.argv[0], setup_stage_name(report[0])).c_str());
    return false;
  }
  record.cpu_seconds = ended.cpu_seconds;
  record.peak_memory_bytes = ended.peak_memory_bytes;
  record.exited = ended.exited;
  record.exit_code = ended.exit_code;
  record.signal = ended.signal;
  return true;
}

}  // namespace

RunRecord spawn_and_wait(const SpawnRequest& request) {
  RunRecord record;
  if (request.argv.empty()) {
    record.internal_error = "nothing to run";
    return record;
  }
  // An API problem's channel is served by the server beside the process: such a run goes there
  // even without the sandbox asked for.
  if ((request.sandbox || !request.api_spec.empty()) && sandbox_server_available()) {
    RunLane lane(true, request.feedback);  // which opens the input itself
    lane.send(request);
    return lane.receive();
  }
  if (request.feedback || !request.api_spec.empty()) {
    record.internal_error = fmt::format("cannot run '{}': its {} needs the sandbox server ({})", request.argv[0],
                                        request.feedback ? "feedback folder" : "API channel", isolation_in_force());
    return record;
  }
  Prepared prepared;
  record.internal_error = open_shown_files(request, prepared);
  if (record.internal_error.empty()) record.internal_error = open_descriptors(request, prepared);
  if (record.internal_error.empty() && request.sandbox) record.internal_error = prepare_sandbox(request, prepared);
  if (!record.internal_error.empty()) return record;
  ChildPlan plan = make_plan(request, prepared);
  if (!run_child(request, plan, prepared, record)) return record;
  read_outputs(request, prepared.stdout_fd.get(), prepared.stderr_fd.get(), prepared.side_fd.get(),
               prepared.answer_fd.get(), record);
  return record;
}

}  // namespace lcjudge
