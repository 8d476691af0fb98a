// build/lcjudge-sandbox: the sandbox server. The judge starts one per judging thread (process/
// sandbox_client.cpp) and sends it each sandboxed run (sandbox_protocol.h). Once, at its start, it
// gives up root (a root judge's runs are uid 65534, so RLIMIT_NPROC holds), enters new user,
// mount, network, IPC and UTS namespaces, and swaps its root for a read-only tmpfs holding only
// the system's shared libraries (read-only: a sanitized build loads the C library), the folders of
// the judge's sandbox profile (its arguments: sandbox_profile.h) and a /proc of the namespace's
// own processes, in which each run sees itself alone; no /dev, nothing of the project; and a PID
// namespace, whose PID 1 serves. It installs the seccomp filter, with the profile's calls, once:
// every run inherits it (sandbox.h's install_server_filter says how the server's own calls stay
// its own).
// Then, per run, it starts the program (which sees no process but its own: its /proc shows only
// itself, and nothing outside the namespace exists for it) with its limits and descriptors,
// executed by execveat of the descriptor the judge opened: there is no path to execute. After
// each run it kills and reaps everything in the namespace. The judge sends the next case's
// request before it reads a run's reply: the server starts that run first, then replies.
//
// Static and small: a fork of it costs little, and wait4's peak memory of the run is then the
// run's own (a fork of the judge counted the judge's memory too). It takes no input but the
// judge's, and exits when the judge closes the socket or dies (its end of the socket closes).
#include <fcntl.h>
#include <linux/securebits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <iterator>
#include <string>

#include "driver/protocol.h"
#include "process/namespace_setup.h"
#include "process/process_limits.h"
#include "process/run_descriptors.h"
#include "process/run_system_paths.h"
#include "process/sandbox.h"
#include "process/sandbox_profile.h"
#include "process/sandbox_protocol.h"
#include "process/session_server.h"
#include "process/setup_stage.h"
#include "process/supervise.h"

namespace {

using namespace lcjudge;
using namespace lcjudge::sandbox_protocol;

constexpr int kSocket = kServerSocketFd;
// Received descriptors are kept at or above this, clear of 0-4 where the run's are placed: the
// server holds 0-4 itself (its socket at 0, 3 and 4), so the kernel places them there anyway.
constexpr int kFirstHeldFd = protocol::kAnswerFd + 1;
// Where a run's binary is when it is executed: its only exec (sandbox.h's install_server_filter),
// clear of the run's placed descriptors and of its extra ones.
constexpr int kExecFd = kFirstExtraFd + kMaxExtraFds;
// Every run's environment starts with PATH and LC_ALL (received_words), as a forked run's does
// (spawn.cpp); the request's own variables follow.
constexpr int kBaseEnvironment = 2;


void send_greeting(int ok, SetupStage stage, int error) {
  Greeting greeting{ok, static_cast<std::int32_t>(stage), error};
  ssize_t ignored = send(kSocket, &greeting, sizeof greeting, MSG_NOSIGNAL);
  (void)ignored;
}

// The namespaces; false with the STAGE that failed.
bool enter_namespaces(SetupStage& stage) {
  if (geteuid() == 0) {
    if (!drop_to_uid(kSandboxUid)) {
      stage = SetupStage::kSetuid;
      return false;
    }
    prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);  // else /proc/self/uid_map stays root's to write
  }
  uid_t uid = geteuid();
  gid_t gid = getegid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWPID) != 0) {
    stage = SetupStage::kUnshare;
    return false;
  }
  bool uid_map_failed = false;
  if (!map_root_to("/proc/self/", uid, gid, uid_map_failed)) {
    stage = uid_map_failed ? SetupStage::kUidMap : SetupStage::kGidMap;
    return false;
  }
  return true;
}

// The root, made by PID 1 of the new PID namespace (a /proc shows the namespace of the process
// that mounts it): the system's libraries and the profile's folders on a tmpfs at /tmp, which
// becomes the root. False with the STAGE that failed.
bool make_server_root(const SandboxProfile& profile, SetupStage& stage) {
  FilesystemView view;
  view.root_name = "lcjudge-sandbox";
  view.root_options = "size=64k,mode=0555";
  view.root_flags = MS_NOEXEC;
  view.folder_mode = 0555;
  view.system_paths.assign(std::begin(kRunSystemPaths), std::end(kRunSystemPaths));
  view.system_paths.insert(view.system_paths.end(), profile.system_paths.begin(), profile.system_paths.end());
  const RootPlan plan = plan_root(view, "/tmp");
  stage = SetupStage::kMount;
  if (!make_mounts_private()) return false;
  if (const char* failed = build_root(plan)) {
    if (failed != kMountingTheRoot) stage = SetupStage::kLibraries;
    return false;
  }
  if (mkdir("/tmp/proc", 0555) != 0) return false;
  // The feedback folder of a problem's output validator (sandbox_protocol.h): its one file is a
  // link to the run's first extra descriptor, the judge's in-memory file; nothing else is writable.
  const std::string feedback = std::string("/tmp") + kFeedbackFolder;
  const std::string message_target = "/proc/self/fd/" + std::to_string(kFirstExtraFd);
  if (mkdir(feedback.c_str(), 0555) != 0 || symlink(message_target.c_str(), (feedback + "/judgemessage.txt").c_str()) != 0) {
    return false;
  }
  // A /proc of this namespace (AddressSanitizer reads /proc/self/maps; the server reads a run's
  // resident memory), in which a process sees only those it may trace: a run sees itself, and
  // not this server, which is made undumpable. Mounted before the old root goes: the kernel lets
  // a user namespace mount a /proc only where one is fully visible. Without it (an older
  // kernel), runs go on without /proc, and the resident-memory cap is the sanitizer's own.
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  mount("proc", "/tmp/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "subset=pid,hidepid=invisible");
  if (mount(nullptr, "/tmp", nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, nullptr) != 0) {
    return false;
  }
  stage = SetupStage::kPivotRoot;
  if (pivot_into("/tmp") != nullptr || chdir("/") != 0) return false;
  // Root of its user namespace holds every capability there; the programs it starts must hold
  // none (uid 0 gets no capabilities at exec), whatever they try, with the setting locked.
  if (prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP |
                                   SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED,
            0, 0, 0) != 0) {
    stage = SetupStage::kSecurebits;
    return false;
  }
  return true;
}

struct Received {
  Request request{};
  char arguments[kMaxArgumentBytes];  // request.argument_bytes of them
  int fds[kMaxRequestFds];
  int count = 0;
  int session_cases = -1;  // a session's start: the server's case pipe for the run (not received)
  Received() { std::fill(std::begin(fds), std::end(fds), -1); }
  ~Received() {
    for (int fd : fds) {
      if (fd >= 0) close(fd);
    }
    if (session_cases >= 0) close(session_cases);
  }
};

enum class Arrival { kRequest, kNone, kEnd };

// One request; kEnd at the end of the judge's socket (or a broken message). WAIT false: none
// yet is kNone rather than a wait.
Arrival receive(Received& received, bool wait) {
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * kMaxRequestFds)];
  iovec parts[2] = {{&received.request, sizeof received.request}, {received.arguments, sizeof received.arguments}};
  msghdr message{};
  message.msg_iov = parts;
  message.msg_iovlen = 2;
  message.msg_control = control;
  message.msg_controllen = sizeof control;
  ssize_t got;
  do {
    got = recvmsg(kSocket, &message, MSG_CMSG_CLOEXEC | (wait ? 0 : MSG_DONTWAIT));
  } while (got < 0 && errno == EINTR);
  if (!wait && got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return Arrival::kNone;
  for (cmsghdr* header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
    if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
    int count = static_cast<int>((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    const int* fds = reinterpret_cast<const int*>(CMSG_DATA(header));
    for (int i = 0; i < count; ++i) {
      if (received.count < kMaxRequestFds && fds[i] >= kFirstHeldFd) {
        received.fds[received.count++] = fds[i];
        continue;
      }
      if (received.count < kMaxRequestFds) received.fds[received.count++] = fcntl(fds[i], F_DUPFD_CLOEXEC, kFirstHeldFd);
      close(fds[i]);
    }
  }
  if (got < static_cast<ssize_t>(sizeof received.request) || (message.msg_flags & MSG_TRUNC) != 0) return Arrival::kEnd;
  bool whole = static_cast<size_t>(got) - sizeof received.request == received.request.argument_bytes;
  return whole ? Arrival::kRequest : Arrival::kEnd;
}

struct ChildPlan {
  ResourceLimits limits;
  RunDescriptors descriptors;
  int binary;                       // the binary's descriptor, executed at kExecFd
  // Set by the child if a step before the exec fails. Plain memory, not a pipe: the child shares
  // it (CLONE_VM), and the server resumes only once the child has exec'd or exited (CLONE_VFORK).
  volatile int failed_stage;
  volatile int failed_errno;
  const char* exec_path;            // the empty path of the one execveat
  const cpu_set_t* release_to;      // the CPUs the run may move to once started (null: as it is)
  char** argv;
  char* envp[kBaseEnvironment + kMaxEnvironment + 1];
};

// In the child, which shares the server's memory until its exec: system calls only, then the one execveat.
[[noreturn]] void run_child(ChildPlan& plan) {
  auto fail = [&](SetupStage stage) {
    plan.failed_errno = errno;
    plan.failed_stage = static_cast<int>(stage);
    _exit(127);
  };
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  if (!apply_resource_limits(plan.limits)) fail(SetupStage::kSetrlimit);
  // The binary first moved clear of the run's extra descriptors (the server's socket was
  // descriptor 0, now the run's stdin; everything else the server holds, the binary's descriptor
  // included, is closed at the exec).
  int binary = plan.binary;
  const bool placed_above = plan.descriptors.extra_count > 0 || plan.descriptors.session_cases >= 0;
  if (placed_above && (binary = fcntl(binary, F_DUPFD_CLOEXEC, kClearOfExtraFds)) < 0) {
    fail(SetupStage::kDup2);
  }
  if (!place_run_descriptors(plan.descriptors)) fail(SetupStage::kDup2);
  // Last, as the filter requires: the binary at its descriptor (close-on-exec), the exec.
  if (binary != kExecFd && dup3(binary, kExecFd, O_CLOEXEC) < 0) fail(SetupStage::kDup2);
  if (plan.release_to) sched_setaffinity(0, sizeof(cpu_set_t), plan.release_to);
  syscall(SYS_execveat, kExecFd, plan.exec_path, plan.argv, plan.envp, AT_EMPTY_PATH);
  fail(SetupStage::kExecveat);
  _exit(127);  // not reached: fail() exits
}

// Where runs start. A run forked on another CPU than the judge thread waiting for it costs a
// wake-up of that CPU at each step (the request, the fork, the exit, the reply): on a virtual
// machine, a halted CPU's wake-up costs as much as the run itself. So the server moves to the
// asking thread's CPU before forking (the run inherits it), and lets the run go anywhere once
// it has started, so that a long run is not held on a busy CPU.
class Placement {
 public:
  Placement() { known_ = sched_getaffinity(0, sizeof allowed_, &allowed_) == 0; }

  void start_on(int cpu) {
    if (!known_ || cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &allowed_)) cpu = -1;
    if (cpu == current_) return;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (sched_setaffinity(0, sizeof(cpu_set_t), cpu < 0 ? &allowed_ : &one) == 0) current_ = cpu;
  }

  // What a run started now sets its CPUs back to just before its exec; null: nothing to undo.
  const cpu_set_t* release_to() const { return current_ >= 0 ? &allowed_ : nullptr; }

 private:
  bool known_ = false;
  cpu_set_t allowed_{};
  int current_ = -1;  // -1: every allowed CPU
};

Placement& placement() {
  static Placement instance;
  return instance;
}

// The limits REQUEST asks for. Every run's descriptors are bounded: a pipe's buffer is memory
// outside RLIMIT_AS.
SpawnLimits limits_of(const Request& request) {
  SpawnLimits limits = request.limits;
  if (limits.descriptors == 0) limits.descriptors = kRunDescriptors;
  if (rlimit own{}; getrlimit(RLIMIT_NOFILE, &own) == 0 && own.rlim_max < limits.descriptors) {
    limits.descriptors = own.rlim_max;
  }
  return limits;
}

// A run started: its program exec'd (or its start failed, and the reply says how).
struct Launched {
  Request request{};
  pid_t pid = -1;  // -1: not started
  bool started = false;
  Reply reply{};
  std::chrono::steady_clock::time_point start;
  // Its captured stdout, stderr and answer (-1: none), held until it ends to watch their size.
  int output_fds[3] = {-1, -1, -1};
};

// RECEIVED's words (sandbox_protocol.h) as PLAN's argv and envp, pointers into its message (alive
// until the child's exec): argv just "solution" when it has no arguments, the environment the
// base (PATH, LC_ALL) then the request's. False when a word has no end, or there are too many.
bool received_words(const Received& received, ChildPlan& plan) {
  static char program_name[] = "solution";
  static char* argv[kMaxArguments + 1];
  static char path[] = "PATH=/usr/local/bin:/usr/bin:/bin";
  static char locale[] = "LC_ALL=C";
  const Request& request = received.request;
  if (request.argument_count > kMaxArguments || request.environment_count > kMaxEnvironment) return false;
  char* word = const_cast<char*>(received.arguments);
  const char* const words_end = received.arguments + request.argument_bytes;
  auto next_word = [&word, words_end]() -> char* {
    char* end = static_cast<char*>(std::memchr(word, '\0', static_cast<size_t>(words_end - word)));
    if (!end) return nullptr;
    char* taken = word;
    word = end + 1;
    return taken;
  };
  argv[0] = program_name;
  argv[1] = nullptr;
  for (std::uint32_t i = 0; i < request.argument_count; ++i) {
    if (!(argv[i] = next_word())) return false;
    argv[i + 1] = nullptr;
  }
  plan.argv = argv;
  plan.envp[0] = path;
  plan.envp[1] = locale;
  for (std::uint32_t i = 0; i < request.environment_count; ++i) {
    if (!(plan.envp[kBaseEnvironment + i] = next_word())) return false;
  }
  plan.envp[kBaseEnvironment + request.environment_count] = nullptr;
  return true;
}

// Starts RECEIVED's program; its descriptors may be closed once this returns. EXEC_PATH: the
// empty path the filter lets the exec pass.
Launched launch(const Received& received, const char* exec_path) {
  Launched launched;
  Reply& reply = launched.reply;
  reply.start_stage = -1;
  const Request& request = launched.request = received.request;
  int base = request.side_channel ? kAnswerFd + 1 : kStderrFd + 1;
  bool arguments_whole = request.argument_count <= kMaxArguments &&
                         (request.argument_bytes == 0 || received.arguments[request.argument_bytes - 1] == '\0');
  if (request.extra_fds < 0 || request.extra_fds > kMaxExtraFds || received.count != base + request.extra_fds ||
      !arguments_whole) {
    reply.start_stage = static_cast<std::int32_t>(SetupStage::kRequest);
    reply.start_error = EBADMSG;
    return launched;
  }

  // Kept past the received message's life, which closes its copies once the run has started.
  launched.output_fds[0] = fcntl(received.fds[kStdoutFd], F_DUPFD_CLOEXEC, kFirstHeldFd);
  launched.output_fds[1] = fcntl(received.fds[kStderrFd], F_DUPFD_CLOEXEC, kFirstHeldFd);
  if (request.side_channel) launched.output_fds[2] = fcntl(received.fds[kAnswerFd], F_DUPFD_CLOEXEC, kFirstHeldFd);

  ChildPlan plan{};
  plan.limits = resource_limits(limits_of(request));
  plan.binary = received.fds[kBinaryFd];
  RunDescriptors& fds = plan.descriptors;
  for (int i = 0; i < 3; ++i) fds.stdio[i] = received.fds[kStdinFd + i];
  if (request.side_channel) {
    fds.side = received.fds[kSideFd];
    fds.answer = received.fds[kAnswerFd];
  }
  fds.extra_count = request.extra_fds;
  fds.session_cases = received.session_cases;
  for (int i = 0; i < request.extra_fds; ++i) fds.extra[i] = received.fds[base + i];
  if (!received_words(received, plan)) {
    reply.start_stage = static_cast<std::int32_t>(SetupStage::kRequest);
    reply.start_error = EBADMSG;
    return launched;
  }

  plan.exec_path = exec_path;
  plan.failed_stage = -1;
  plan.failed_errno = 0;

  placement().start_on(request.start_cpu);
  plan.release_to = placement().release_to();
  launched.start = std::chrono::steady_clock::now();
  // As vfork does: the child shares this server's memory (copying even this small server's page
  // tables was the largest part of a run's cost here) and the server waits until its exec. On a
  // stack of its own, and in a UTS namespace of its own, which only the server may make: the
  // filter's mark of a process the server starts. The server's memory (what the exec counts into
  // the run's peak) is a megabyte or two.
  alignas(64) static char child_stack[64 * 1024];
  pid_t pid = clone([](void* child_plan) -> int { run_child(*static_cast<ChildPlan*>(child_plan)); },
                    child_stack + sizeof child_stack, CLONE_VM | CLONE_VFORK | CLONE_NEWUTS | SIGCHLD, &plan);
  if (pid < 0) {
    reply.start_stage = static_cast<std::int32_t>(SetupStage::kFork);
    reply.start_error = errno;
    return launched;
  }
  launched.pid = pid;
  launched.started = plan.failed_stage < 0;
  if (!launched.started) {
    reply.start_stage = plan.failed_stage;
    reply.start_error = plan.failed_errno;
  }
  return launched;
}

// Waits for the LAUNCHED run to end (or for its limits), then reaps it and what it left.
Reply finish(const Launched& launched) {
  struct CloseOutputs {
    const int* fds;
    ~CloseOutputs() {
      for (int i = 0; i < 3; ++i) {
        if (fds[i] >= 0) close(fds[i]);
      }
    }
  } close_outputs{launched.output_fds};
  Reply reply = launched.reply;
  if (launched.pid < 0) return reply;
  const Request& request = launched.request;
  const pid_t pid = launched.pid;
  if (launched.started) {
    // Its resident memory through this namespace's /proc (make_server_root's), which the run
    // cannot stop.
    Supervision supervision = supervision_of(request.limits, launched.start);
    for (int i = 0; i < 3; ++i) supervision.output_fds[i] = launched.output_fds[i];
    // The judge's end of the socket too: if the judge dies, the run is killed at once.
    supervision.watched_fd = kSocket;
    supervision.watched_events = POLLRDHUP;
    supervision.on_watched = [pid](short revents) {
      if ((revents & (POLLRDHUP | POLLHUP | POLLERR)) == 0) return WatchNext::kKeepWatching;
      kill(pid, SIGKILL);
      _exit(1);  // PID 1 of the namespace: everything in it dies with this process
    };
    WaitEnd end = wait_for_end(pid, supervision);
    reply.killed_at_deadline = end == WaitEnd::kWallDeadline;
    reply.killed_at_cpu_limit = end == WaitEnd::kCpuLimit;
    reply.killed_at_memory_limit = end == WaitEnd::kMemoryLimit;
  }
  // This server is PID 1 of the namespace: whatever the run left (the filter lets it start no
  // process, so this is the second wall) was adopted by it, and is killed and reaped.
  ExitRecord ended;
  kill_and_reap_all(pid, ended);
  reply.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - launched.start).count();
  if (!launched.started) return reply;
  reply.cpu_seconds = ended.cpu_seconds;
  reply.peak_memory_bytes = ended.peak_memory_bytes;
  reply.exited = ended.exited ? 1 : 0;
  reply.exit_code = ended.exit_code;
  reply.signal = ended.signal;
  return reply;
}

// A pipe whose one end, the server's, does not block; false (errno set) if none can be made.
bool server_pipe(int ends[2], int servers_end) {
  if (pipe2(ends, O_CLOEXEC) != 0) return false;
  int flags = fcntl(ends[servers_end], F_GETFL);
  return flags >= 0 && fcntl(ends[servers_end], F_SETFL, flags | O_NONBLOCK) == 0;
}

// The API spec that ends RECEIVED's arguments (sandbox_protocol.h), empty if none.
std::string_view api_spec_of(const Received& received) {
  const Request& request = received.request;
  if (request.api_spec_bytes == 0 || request.api_spec_bytes > request.argument_bytes) return {};
  const char* spec = received.arguments + request.argument_bytes - request.api_spec_bytes;
  return std::string_view(spec, strnlen(spec, request.api_spec_bytes));
}

// Starts a session's process (docs/driver-protocol.md): ASKED's run, its stdin and answer channel
// on pipes of the server's instead of the files the judge sent.
Reply start_session(Received& asked, const char* exec_path, ServedSession& session) {
  Reply reply{};
  if (session.alive()) end_session(session, true, {}, kSocket);
  int cases[2] = {-1, -1}, answers[2] = {-1, -1}, marker[2] = {-1, -1};
  if (!asked.request.side_channel || asked.count < kMaxBaseFds || !server_pipe(cases, 1) || !server_pipe(answers, 0) ||
      pipe2(marker, O_CLOEXEC) != 0 ||
      write(marker[1], protocol::kSessionMarker, sizeof protocol::kSessionMarker - 1) !=
          static_cast<ssize_t>(sizeof protocol::kSessionMarker - 1)) {
    reply.start_stage = static_cast<std::int32_t>(SetupStage::kRequest);
    reply.start_error = errno ? errno : EBADMSG;
    for (int fd : {cases[0], cases[1], answers[0], answers[1], marker[0], marker[1]}) {
      if (fd >= 0) close(fd);
    }
    return reply;
  }
  close(marker[1]);  // stdin: the marker, then end of file
  // The run's ends take the places of the judge's files, and close with the request.
  close(asked.fds[kStdinFd]);
  close(asked.fds[kAnswerFd]);
  asked.fds[kStdinFd] = marker[0];
  asked.fds[kAnswerFd] = answers[1];
  asked.session_cases = cases[0];
  // An API problem's channel: its ends the run's first extra descriptors (kApiCallsFd and
  // kApiRepliesFd), its shown files after them.
  if (!api_spec_of(asked).empty()) {
    if (asked.request.extra_fds < 0 || asked.request.extra_fds + 2 > kMaxExtraFds || !session.api.open()) {
      reply.start_stage = static_cast<std::int32_t>(SetupStage::kRequest);
      reply.start_error = errno ? errno : EBADMSG;
      close(cases[1]);  // the run's ends close with the request
      close(answers[0]);
      return reply;
    }
    const int first_extra = asked.count - asked.request.extra_fds;
    std::copy_backward(asked.fds + first_extra, asked.fds + asked.count, asked.fds + asked.count + 2);
    asked.fds[first_extra] = fcntl(session.api.child_calls(), F_DUPFD_CLOEXEC, kFirstHeldFd);
    asked.fds[first_extra + 1] = fcntl(session.api.child_replies(), F_DUPFD_CLOEXEC, kFirstHeldFd);
    asked.count += 2;
    asked.request.extra_fds += 2;
    session.api.close_child_ends();
  }
  Launched launched = launch(asked, exec_path);
  for (int i = 0; i < 3; ++i) {
    if (i < 2) session.outputs[i] = launched.output_fds[i];
    else if (launched.output_fds[i] >= 0) close(launched.output_fds[i]);
  }
  session.cases = cases[1];
  session.answers = answers[0];
  session.pid = launched.pid;
  session.cpu_before = 0;
  session.cases_handed = 0;
  session.pidfd = launched.pid > 0 ? static_cast<int>(syscall(SYS_pidfd_open, launched.pid, 0)) : -1;
  if (!launched.started || session.pidfd < 0) {
    reply = launched.reply;
    if (reply.start_stage < 0) {
      reply.start_stage = static_cast<std::int32_t>(SetupStage::kFork);
      reply.start_error = errno;
    }
    end_session(session, true, {}, kSocket);
    return reply;
  }
  reply.start_stage = -1;
  return reply;
}

// A kApiRun: ASKED's run as a session of its one case, its stdin, whose answer goes to its answer
// file; the reply reads as a run's, its end (exit status, CPU time) that of the whole process.
Reply serve_api_run(Received& asked, const char* exec_path) {
  const int case_fd = fcntl(asked.fds[kStdinFd], F_DUPFD_CLOEXEC, kFirstHeldFd);
  const int answer_fd = asked.count > kAnswerFd ? fcntl(asked.fds[kAnswerFd], F_DUPFD_CLOEXEC, kFirstHeldFd) : -1;
  const std::string spec(api_spec_of(asked));
  ServedSession one;
  Reply reply = start_session(asked, exec_path, one);
  if (reply.start_stage < 0) {
    reply = serve_case(one, case_fd, answer_fd, asked.request.limits, spec, kSocket);
    if (reply.answered) {
      const Reply ended = end_session(one, false, asked.request.limits, kSocket);
      reply.exited = ended.exited;
      reply.exit_code = ended.exit_code;
      reply.signal = ended.signal;
      reply.fault = ended.fault;
      reply.cpu_seconds += ended.cpu_seconds;
      reply.wall_seconds += ended.wall_seconds;
      reply.peak_memory_bytes = std::max(reply.peak_memory_bytes, ended.peak_memory_bytes);
    }
    if (one.alive()) end_session(one, true, {}, kSocket);
  }
  for (int fd : {case_fd, answer_fd}) {
    if (fd >= 0) close(fd);
  }
  return reply;
}

// One request about the session: its start, a case, its end; or a run of an API problem.
Reply serve_session_request(Received& asked, const char* exec_path, ServedSession& session) {
  const Request& request = asked.request;
  switch (request.kind) {
    case kSessionStart:
      return start_session(asked, exec_path, session);
    case kSessionCase:
      if (asked.count == 2) {
        return serve_case(session, asked.fds[0], asked.fds[1], request.limits, api_spec_of(asked), kSocket);
      }
      break;
    case kApiRun:
      return serve_api_run(asked, exec_path);
    case kSessionEnd:
    case kSessionStop:
      return end_session(session, request.kind == kSessionStop, request.limits, kSocket);
    default:
      break;
  }
  Reply reply{};
  reply.start_stage = static_cast<std::int32_t>(SetupStage::kRequest);
  reply.start_error = EBADMSG;
  return reply;
}

bool send_reply(const Reply& reply) {
  return send(kSocket, &reply, sizeof reply, MSG_NOSIGNAL) == static_cast<ssize_t>(sizeof reply);
}

// The hard value of every limit a run does not get from its request down to the soft one, for
// the runs to inherit: the filter lets a run set its own limits (the server sets a run's before
// its exec), and a soft limit may be raised up to the hard one without any capability (the
// request's are set with the two equal, but for RLIMIT_CPU's one second of backstop). The
// server's own calls need no more than these.
void lower_hard_limits_to_soft() {
  for (int resource = 0; resource < RLIMIT_NLIMITS; ++resource) {
    if (resource == RLIMIT_CPU || resource == RLIMIT_AS || resource == RLIMIT_FSIZE || resource == RLIMIT_STACK ||
        resource == RLIMIT_NPROC || resource == RLIMIT_CORE || resource == RLIMIT_NOFILE) {
      continue;
    }
    rlimit limit{};
    if (getrlimit(static_cast<__rlimit_resource>(resource), &limit) != 0 || limit.rlim_max == limit.rlim_cur) continue;
    limit.rlim_max = limit.rlim_cur;
    setrlimit(static_cast<__rlimit_resource>(resource), &limit);
  }
}

// The server's arguments (sandbox_protocol.h): FEEDBACK_RUNS, and the judge's PROFILE. False if
// one is none of them.
bool read_server_arguments(int argc, char** argv, bool& feedback_runs, SandboxProfile& profile) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], kFeedbackServerArgument) == 0) {
      feedback_runs = true;
    } else if (!read_profile_argument(argv[i], profile)) {
      return false;
    }
  }
  return true;
}

// The solutions' filter with PROFILE's calls and the server's few, compiled by the kernel once and
// inherited by every run (sandbox.h). Returns the one exec's empty path, a page of zeros where
// the kernel chose; nullptr (errno set) if the filter could not be installed.
const char* install_run_filter(const SandboxProfile& profile, bool feedback_runs) {
  void* page = mmap(nullptr, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  const char* exec_path = page == MAP_FAILED ? nullptr : static_cast<const char*>(page);
  bool filtered = false;
  try {
    filtered = exec_path && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
               install_server_filter(kExecFd, exec_path, profile, feedback_runs);
  } catch (...) {
    errno = EINVAL;
  }
  return filtered ? exec_path : nullptr;
}

}  // namespace

// The judge's death is seen on the socket (its end closes), not by a parent-death signal: that
// signal follows the judge's thread that started the server, and servers outlive those threads.
int main(int argc, char** argv) {
  bool feedback_runs = false;
  SandboxProfile profile;  // the judge's (sandbox_profile.h), from its arguments
  if (!read_server_arguments(argc, argv, feedback_runs, profile)) {
    send_greeting(0, SetupStage::kRequest, EINVAL);
    return 1;
  }
  SetupStage stage{};
  if (!enter_namespaces(stage)) {
    send_greeting(0, stage, errno);
    return 1;
  }
  // The new PID namespace takes this process's first child as its PID 1, which serves: runs are
  // its children, not PID 1 themselves (PID 1 ignores the signals it has no handler for, so
  // abort() or SIGXFSZ would not end it). This process only waits, and dies with the judge.
  pid_t server = fork();
  if (server < 0) {
    send_greeting(0, SetupStage::kUnshare, errno);
    return 1;
  }
  if (server > 0) {
    close(kSocket);
    int status = 0;
    while (waitpid(server, &status, 0) < 0 && errno == EINTR) {
    }
    return 0;
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  if (!make_server_root(profile, stage)) {
    send_greeting(0, stage, errno);
    return 1;
  }
  lower_hard_limits_to_soft();
  // Descriptors 3 and 4 taken too (more references to the socket), so that the kernel places the
  // descriptors of each request at 5 and above, where they need no moving (receive).
  for (int fd : {protocol::kMetaFd, protocol::kAnswerFd}) {
    if (fcntl(fd, F_GETFD) < 0) fcntl(kSocket, F_DUPFD_CLOEXEC, fd);
  }
  const char* exec_path = install_run_filter(profile, feedback_runs);
  if (!exec_path) {
    send_greeting(0, SetupStage::kFilter, errno);
    return 1;
  }
  send_greeting(1, SetupStage::kRequest, 0);
  // A session's process is gone when its pipe's reader is: the write fails with EPIPE, and the
  // signal, blocked here and cleared in each run's child, would end the server.
  sigset_t pipe_signal;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  sigprocmask(SIG_BLOCK, &pipe_signal, nullptr);
  ServedSession session;
  Launched current;
  bool launched = false;  // false: the server waits for the judge's next request
  for (;;) {
    if (!launched) {
      Received asked;
      if (receive(asked, true) != Arrival::kRequest) return 0;
      if (asked.request.kind != kRun) {
        if (!send_reply(serve_session_request(asked, exec_path, session))) return 0;
        continue;
      }
      current = launch(asked, exec_path);
    }
    Reply reply = finish(current);
    // The judge sends the next case's request before it reads this reply: that run starts first,
    // and the reply is sent (and the judge woken) while it runs. A session's requests are not
    // sent ahead: one is served after the reply.
    Received next;
    Arrival arrival = receive(next, false);
    if (arrival == Arrival::kEnd) return 0;
    launched = arrival == Arrival::kRequest && next.request.kind == kRun;
    if (launched) current = launch(next, exec_path);
    if (!send_reply(reply)) return 0;
    if (arrival == Arrival::kRequest && !launched && !send_reply(serve_session_request(next, exec_path, session))) return 0;
  }
}
