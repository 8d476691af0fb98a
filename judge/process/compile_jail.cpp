#include "process/compile_jail.h"

#include <fcntl.h>
#include <linux/securebits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <utility>

#include <fmt/format.h>

#include "process/compile_jail_start.h"
#include "process/namespace_setup.h"
#include "process/process_tree.h"
#include "process/process_limits.h"
#include "process/supervise.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// The unprivileged uid and gid the compiler runs as when the judge is root, so that RLIMIT_NPROC
// holds (root is exempt from it) and it owns nothing outside the jail: one of its own for each
// jail, the base plus the id of the thread that runs it (unique among live threads), since the
// kernel counts RLIMIT_NPROC over every process of a uid, whatever its namespace. A shared uid
// (65534) made a jail's fork fail once other jails' and runs' processes of that uid passed its
// cap: a compile CE by the machine's load.
constexpr uid_t kJailUidBase = 1000000;

uid_t this_jail_uid() { return kJailUidBase + static_cast<uid_t>(syscall(SYS_gettid)); }

// The system folders the compiler and its tools need; a symbolic link (merged /usr) is copied.
const char* const kSystemPaths[] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
                                    "/etc/ld.so.cache"};

// Everything the child needs, built before the fork (no allocation after it).
struct Plan {
  FilesystemView view;
  RootPlan root;
  std::string working_folder;          // absolute, the same inside and out
  std::vector<std::string> argv_text, env_text;
  std::vector<char*> argv, env;
  bool as_root = false;
  uid_t uid = 0;  // as root: the jail's own (this_jail_uid)
};

// The environment the compiler sees, as spawn.h gives every program: the C locale (plain quotes
// in its messages, which tests and the report expect), and nothing of the judge's own.
std::vector<std::string> compiler_environment() { return {"PATH=/usr/bin:/bin", "LC_ALL=C", "TMPDIR=/tmp"}; }

// The compiler's view: the system's programs and libraries, the named files, its output folder
// (writable) and a /tmp of its own, and the working folder, empty, to stand in.
void make_plan(const CompileJailRequest& request, const std::string& staging, Plan& plan) {
  plan.as_root = geteuid() == 0;
  plan.uid = this_jail_uid();
  plan.working_folder = fs::current_path().string();
  FilesystemView& view = plan.view;
  view.root_name = "lcjudge-compile";
  view.root_options = "size=1m,mode=755";
  view.tmp_options = fmt::format("size={},mode=1777", request.limits.tmp_bytes);
  view.system_paths.assign(std::begin(kSystemPaths), std::end(kSystemPaths));
  view.readable = request.readable;
  view.writable = request.output_folder;
  view.folders = {plan.working_folder};
  plan.root = plan_root(view, staging);
  plan.argv_text = request.argv;
  plan.env_text = compiler_environment();
  plan.env_text.insert(plan.env_text.end(), request.environment.begin(), request.environment.end());
  for (auto& word : plan.argv_text) plan.argv.push_back(word.data());
  plan.argv.push_back(nullptr);
  for (auto& word : plan.env_text) plan.env.push_back(word.data());
  plan.env.push_back(nullptr);
}

// In the child, after the fork: report which step failed on the error pipe and end.
[[noreturn]] void fail(int error_fd, const char* step) {
  int error = errno;
  ssize_t ignored = write(error_fd, &error, sizeof error);
  ignored = write(error_fd, step, strlen(step));
  (void)ignored;
  _exit(127);
}

// The compiler's limits, each of its processes': RLIMIT_FSIZE is the largest file it may write
// (its messages are capped by the judge, which reads them).
ResourceLimits compiler_limits(const CompileJailLimits& limits) {
  SpawnLimits spawn_limits;
  spawn_limits.cpu_seconds = limits.cpu_seconds;
  spawn_limits.memory_bytes = limits.memory_bytes;
  spawn_limits.output_bytes = limits.file_bytes;
  spawn_limits.processes = static_cast<std::uint64_t>(limits.processes);
  return resource_limits(spawn_limits);
}

// The child: PID 1 of its own namespaces. Builds the root, drops to the compiler's uid, sets the
// limits and execs the compiler. Only system calls from here on: the parent may have threads.
[[noreturn]] void enter_jail(const Plan& plan, const ResourceLimits& limits, int sync_fd, int error_fd,
                             int output_fd, int input_fd) {
  char go = 0;
  if (read(sync_fd, &go, 1) != 1) fail(error_fd, "waiting for the uid map");
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(error_fd, "prctl(PDEATHSIG)");
  if (!make_mounts_private()) fail(error_fd, "making mounts private");
  if (const char* failed = build_root(plan.root)) fail(error_fd, failed);
  // The staging root becomes /, the old root is detached, and / is made read-only.
  if (const char* failed = pivot_into(plan.root.staging.c_str())) fail(error_fd, failed);
  if (mount(nullptr, "/", nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
    fail(error_fd, "read-only root");
  if (chdir(plan.working_folder.c_str()) != 0) fail(error_fd, "chdir to the working folder");

  if (plan.as_root) {
    // The jail's uid and gid are mapped to themselves: dropping to them leaves no capability.
    if (!drop_to_uid(plan.uid)) fail(error_fd, "setresuid");
  } else if (prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED) != 0) {
    // The namespace's root is the judge's own uid: with NOROOT it gains no capability at exec.
    fail(error_fd, "securebits");
  }
  // Again: a change of credentials (the drop to the jail's uid) clears the parent-death signal. Then if the
  // judge died before it was set (its end of the error pipe is gone), the jail ends now, not never.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(error_fd, "prctl(PDEATHSIG)");
  pollfd judge{error_fd, POLLOUT, 0};
  if (poll(&judge, 1, 0) == 1 && (judge.revents & POLLERR) != 0) _exit(1);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(error_fd, "no_new_privs");

  if (!apply_resource_limits(limits)) fail(error_fd, "setrlimit");

  // This process stays PID 1 and only waits: the kernel ignores SIGXCPU and SIGXFSZ sent to a
  // namespace's init, so the compiler must be its child for its limits to stop it. A raw clone,
  // not fork(): glibc's fork takes locks another thread of the judge may have held.
  pid_t compiler = static_cast<pid_t>(syscall(SYS_clone, SIGCHLD, nullptr, nullptr, nullptr, 0));
  if (compiler < 0) fail(error_fd, "fork of the compiler");
  if (compiler == 0) {
    if (dup2(input_fd, 0) < 0 || dup2(output_fd, 1) < 0 || dup2(output_fd, 2) < 0) fail(error_fd, "dup2");
    execve(plan.argv[0], plan.argv.data(), plan.env.data());
    fail(error_fd, "exec of the compiler");
  }
  close(output_fd);
  close(input_fd);
  int status = 0;
  while (waitpid(compiler, &status, 0) < 0) {
    if (errno != EINTR) fail(error_fd, "waiting for the compiler");
  }
  // The CPU time of the compiler and of every process of it that was waited for (clang's cc1,
  // the linker): what tells a compiler killed at the CPU limit, which LLVM's signal handlers
  // survive (SIGXCPU) until the hard limit's SIGKILL, from one that crashed.
  struct rusage usage {};
  getrusage(RUSAGE_CHILDREN, &usage);
  int cpu_ms = static_cast<int>((usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 +
                                (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000);
  // The compiler's status and CPU time, after a -1 that says it is not a setup error.
  int report[3] = {-1, status, cpu_ms};
  ssize_t ignored = write(error_fd, report, sizeof report);
  (void)ignored;
  _exit(0);
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
}

// The parent's half of setting up the user namespace: map the uids and let the child go.
// As root: 0 -> 0 while the child builds its root, then it drops to the jail's UID -> UID.
// Otherwise: 0 -> the judge's uid, the only one an unprivileged process may map.
void map_ids(pid_t child, bool as_root, uid_t uid) {
  std::string proc = fmt::format("/proc/{}/", child);
  if (as_root) {
    write_text(proc + "uid_map", fmt::format("0 0 1\n{0} {0} 1\n", uid));
    write_text(proc + "gid_map", fmt::format("0 0 1\n{0} {0} 1\n", uid));
  } else {
    bool uid_map_failed = false;  // a map refused shows as the child's failure to build its root
    map_root_to(proc, geteuid(), getegid(), uid_map_failed);
  }
}

// The compiler's messages, read as they come, up to LIMIT bytes into TEXT.
struct OutputReader {
  int fd;
  std::uint64_t limit;
  std::string& text;

  // One read: kStop past the limit, kStopWatching at the end of the pipe.
  WatchNext read_some() {
    char buffer[65536];
    ssize_t got = read(fd, buffer, sizeof buffer);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return WatchNext::kKeepWatching;
    if (got <= 0) return WatchNext::kStopWatching;
    std::uint64_t room = limit - text.size();
    text.append(buffer, std::min<std::uint64_t>(room, static_cast<std::uint64_t>(got)));
    return static_cast<std::uint64_t>(got) > room ? WatchNext::kStop : WatchNext::kKeepWatching;
  }

  // What is in the pipe now, without waiting for more: kStop past the limit.
  WatchNext drain() {
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    for (;;) {
      pollfd ready{fd, POLLIN, 0};
      if (poll(&ready, 1, 0) <= 0) return WatchNext::kStopWatching;
      WatchNext next = read_some();
      if (next != WatchNext::kKeepWatching) return next;
    }
  }
};

// A pipe, or a socket pair where the judge writes to a server that may be gone (send's
// MSG_NOSIGNAL spares it SIGPIPE).
struct Pipe {
  int read = -1, write = -1;
  explicit Pipe(bool socket = false) {
    int ends[2];
    int made = socket ? socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) : pipe2(ends, O_CLOEXEC);
    if (made == 0) read = ends[0], write = ends[1];
  }
  void close_read() { if (read >= 0) close(read), read = -1; }
  void close_write() { if (write >= 0) close(write), write = -1; }
  ~Pipe() { close_read(), close_write(); }
};

// How the jailed compile ended, into RESULT: from the report of the jail's init on ERRORS_FD (an
// errno and the step that failed, or -1 and the compiler's status and CPU time), or from the
// init's own STATUS when it said nothing.
void conclude(int errors_fd, int status, const CompileJailLimits& limits, CompileJailRun& result) {
  int setup_error = 0;
  int cpu_ms = 0;
  if (read(errors_fd, &setup_error, sizeof setup_error) == static_cast<ssize_t>(sizeof setup_error)) {
    if (setup_error == -1) {
      int report[2] = {0, 0};
      if (read(errors_fd, report, sizeof report) == static_cast<ssize_t>(sizeof report)) {
        status = report[0];
        cpu_ms = report[1];
      } else {
        status = 0;
      }
    } else {
      char step[128] = {};
      ssize_t got = read(errors_fd, step, sizeof step - 1);
      (void)got;
      result.internal_error = fmt::format("cannot jail the compiler: {}: {}", step, strerror(setup_error));
      return;
    }
  } else if (result.limit == CompileLimit::kNone) {
    status = W_EXITCODE(0, SIGKILL);  // the init ended without a word: count it a failure
  }
  ExitRecord compiler;
  decode_status(status, compiler);
  if (result.limit == CompileLimit::kNone && compiler.signal == SIGXCPU) result.limit = CompileLimit::kCpuTime;
  if (result.limit == CompileLimit::kNone && compiler.signal == SIGXFSZ) result.limit = CompileLimit::kFileSize;
  bool exited_ok = compiler.exited && compiler.exit_code == 0;
  result.cpu_seconds = cpu_ms / 1000.0;
  // A compile that failed having used the CPU limit was stopped by it, whatever it says ("Killed",
  // "unable to execute command"): RLIMIT_CPU is per process, and their sum reached it.
  if (result.limit == CompileLimit::kNone && !exited_ok && result.cpu_seconds >= limits.cpu_seconds) {
    result.limit = CompileLimit::kCpuTime;
  }
  if (result.limit == CompileLimit::kNone && !exited_ok) result.limit = limit_named_in(result.output);
  result.ok = exited_ok && result.limit == CompileLimit::kNone;
}

// The whole jail watched at every poll: its CPU time and memory, summed over all its processes
// (PID 1, the compiler and whatever they started), against LIMITS (RLIMIT_CPU and RLIMIT_AS hold
// each process alone, so three children of 1.5 GiB each would pass them together), and the time
// its processes ran or waited for a CPU, which its wall deadline does not count (a loaded machine
// does not make a compile CE).
struct JailWatch {
  JailWatch(pid_t jail_init, const CompileJailLimits& jail_limits) : init(jail_init), limits(jail_limits) {}

  pid_t init;
  const CompileJailLimits& limits;
  double cpu_seconds = 0;
  std::map<pid_t, double> cpu_wait_seconds;  // the most seen of each process, ended ones kept

  WaitEnd poll() {
    TreeUsage usage = tree_usage(init);
    cpu_seconds = std::max(cpu_seconds, usage.cpu_seconds);
    for (const auto& [pid, wait] : usage.cpu_wait_seconds) {
      cpu_wait_seconds[pid] = std::max(cpu_wait_seconds[pid], wait);
    }
    if (usage.cpu_seconds >= limits.cpu_seconds) return WaitEnd::kCpuLimit;
    if (usage.memory_bytes > limits.memory_bytes) return WaitEnd::kMemoryLimit;
    return WaitEnd::kExited;
  }

  double busy_seconds() const {
    double busy = cpu_seconds;
    for (const auto& entry : cpu_wait_seconds) busy += entry.second;
    return busy;
  }
};

}  // namespace

CompileLimit limit_named_in(const std::string& output) {
  // gcc names a tool's terminating signal by strsignal(): "... terminated with signal 24 [CPU
  // time limit exceeded]"; cc1plus says "out of memory allocating N bytes" when RLIMIT_AS bites.
  if (output.find("CPU time limit exceeded") != std::string::npos) return CompileLimit::kCpuTime;
  if (output.find("File size limit exceeded") != std::string::npos) return CompileLimit::kFileSize;
  for (const char* sign : {"out of memory", "virtual memory exhausted", "Cannot allocate memory", "std::bad_alloc"}) {
    if (output.find(sign) != std::string::npos) return CompileLimit::kMemory;
  }
  return CompileLimit::kNone;
}

std::string jail_limits_text(const CompileJailLimits& limits) {
  return fmt::format("jail limits: cpu {} s, wall {} s, memory {}, file {}, output {}, tmp {}, processes {}",
                     limits.cpu_seconds, limits.wall_seconds, limits.memory_bytes, limits.file_bytes,
                     limits.output_bytes, limits.tmp_bytes, limits.processes);
}

std::string describe_compile_limit(CompileLimit limit, const CompileJailLimits& limits) {
  auto mib = [](std::uint64_t bytes) {
    return bytes % (1 << 20) == 0 ? fmt::format("{} MiB", bytes >> 20) : fmt::format("{} KiB", bytes >> 10);
  };
  switch (limit) {
    case CompileLimit::kNone: return "";
    case CompileLimit::kCpuTime: return fmt::format("the compiler passed its CPU time limit of {:g} s", limits.cpu_seconds);
    case CompileLimit::kWallTime: return fmt::format("the compiler passed its time limit of {:g} s", limits.wall_seconds);
    case CompileLimit::kMemory: return "the compiler passed its memory limit of " + mib(limits.memory_bytes);
    case CompileLimit::kFileSize: return "the compiler passed its file size limit of " + mib(limits.file_bytes);
    case CompileLimit::kOutput: return "the compiler passed its output limit of " + mib(limits.output_bytes);
  }
  return "";
}

std::string give_to_jail(const std::string& folder, uid_t uid) {
  // As root the compiler runs as the jail's uid, which must be able to write the output folder.
  if (geteuid() == 0 && chown(folder.c_str(), uid, uid) != 0) {
    return fmt::format("cannot give '{}' to the compiler: {}", folder, strerror(errno));
  }
  return "";
}

void start_jail(const CompileJailRequest& request, bool keep_input, StartedJail& jail) {
  std::string staging = fs::absolute(request.output_folder).lexically_normal().string();
  if (!staging.empty() && staging.back() == '/') staging.pop_back();
  staging += ".root";
  std::error_code error;
  fs::create_directory(staging, error);
  if (error) {
    jail.internal_error = fmt::format("cannot create '{}': {}", staging, error.message());
    return;
  }
  jail.staging = staging;
  jail.uid = this_jail_uid();
  jail.internal_error = give_to_jail(request.output_folder, jail.uid);
  if (!jail.internal_error.empty()) return;
  Plan plan;  // not moved: its root plan points into its view
  make_plan(request, staging, plan);
  const ResourceLimits limits = compiler_limits(request.limits);
  Pipe sync, errors, output, input(keep_input);
  if (sync.read < 0 || errors.read < 0 || output.read < 0 || input.read < 0) {
    jail.internal_error = fmt::format("cannot make a pipe: {}", strerror(errno));
    return;
  }
  if (!keep_input) input.close_write();  // the compiler reads an empty stdin

  jail.start = std::chrono::steady_clock::now();
  long flags = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD;
  pid_t child = static_cast<pid_t>(syscall(SYS_clone, flags, nullptr, nullptr, nullptr, 0));
  if (child < 0) {
    jail.internal_error = fmt::format("cannot jail the compiler (new user, PID and mount namespaces): {}",
                                      strerror(errno));
    return;
  }
  if (child == 0) {
    if (input.write >= 0) close(input.write);  // the judge's end: the server sees its end of file
    enter_jail(plan, limits, sync.read, errors.write, output.write, input.read);
  }

  sync.close_read();
  errors.close_write();
  output.close_write();
  input.close_read();
  map_ids(child, plan.as_root, plan.uid);
  char go = 1;
  if (write(sync.write, &go, 1) != 1) kill(child, SIGKILL);
  sync.close_write();
  jail.init = child;
  jail.errors.reset(std::exchange(errors.read, -1));
  jail.output.reset(std::exchange(output.read, -1));
  jail.input.reset(std::exchange(input.write, -1));
}

void remove_jail_staging(StartedJail& jail) {
  std::error_code ignored;
  if (!jail.staging.empty()) fs::remove(jail.staging, ignored);
  jail.staging.clear();
}

CompileJailRun run_jailed_compiler(const CompileJailRequest& request) {
  CompileJailRun result;
  StartedJail jail;
  start_jail(request, false, jail);
  struct RemoveStaging {
    StartedJail& jail;
    ~RemoveStaging() { remove_jail_staging(jail); }
  } remove_staging{jail};
  if (!jail.internal_error.empty()) {
    result.internal_error = jail.internal_error;
    return result;
  }
  const pid_t child = jail.init;

  // The jail's PID 1 supervised to its end (or the deadline), its messages read as they come:
  // past the cap, the jail is stopped.
  OutputReader reader{jail.output.get(), request.limits.output_bytes, result.output};
  Supervision supervision;
  supervision.start = jail.start;
  supervision.wall_seconds = request.limits.wall_seconds;
  supervision.watched_fd = jail.output.get();
  supervision.watched_events = POLLIN;
  supervision.on_watched = [&reader](short) { return reader.read_some(); };
  JailWatch watch(child, request.limits);
  supervision.on_poll = [&watch] { return watch.poll(); };
  supervision.busy_seconds = [&watch] { return watch.busy_seconds(); };
  WaitEnd end = wait_for_end(child, supervision);
  if (end == WaitEnd::kWallDeadline) result.limit = CompileLimit::kWallTime;
  if (end == WaitEnd::kWatchStopped) result.limit = CompileLimit::kOutput;
  if (end == WaitEnd::kCpuLimit) result.limit = CompileLimit::kCpuTime;
  if (end == WaitEnd::kMemoryLimit) result.limit = CompileLimit::kMemory;
  // PID 1 of the jail's namespace: killing it kills every process the compiler started.
  if (result.limit != CompileLimit::kNone) kill_process(child, false);
  int status = reap(child).status;
  // What the compiler wrote before it ended and is still in the pipe: every writer in the jail
  // is gone with its PID 1, so this does not wait.
  if (result.limit == CompileLimit::kNone && reader.drain() == WatchNext::kStop) result.limit = CompileLimit::kOutput;

  conclude(jail.errors.get(), status, request.limits, result);
  return result;
}

}  // namespace lcjudge
