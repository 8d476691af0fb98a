#include "process/sandbox.h"

#include <fcntl.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/error.h"
#include "process/sandbox_profile.h"

namespace lcjudge {
namespace {

// Stand-ins for the per-spawn values, patched into the exported program. Distinctive 32-bit
// halves, so that each occurs in the program only where it was put.
constexpr std::uint64_t kExecPathMark = 0x1badc0de5ca1ab1eULL;
constexpr std::uint32_t kPidMark = 0x7eadbeef & 0x3fffffff;  // positive, as a pid is
constexpr std::uint32_t kBinaryFdMark = 0x3eadf00d;           // positive, as a descriptor is

constexpr int kPrSetVma = 0x53564d41;  // PR_SET_VMA, newer than this system's headers

struct Template {
  std::vector<sock_filter> code;
  std::vector<size_t> exec_high, exec_low, pid, binary_fd;  // where each stand-in sits
};

// What a solution may call. Anything else traps.
const char* const kAllowed[] = {
    // memory
    "brk", "mmap", "munmap", "mremap", "mprotect",
    // reading and writing what it has: stdin, stdout, stderr, the side channel, files it opened
    "read", "readv", "pread64", "write", "writev", "pwrite64", "lseek", "close", "dup", "dup2", "dup3",
    "fstat", "newfstatat", "statx", "stat", "lstat", "access", "faccessat", "faccessat2", "readlink", "readlinkat",
    "getcwd", "fsync", "fdatasync",
    // a pipe within the process: AddressSanitizer tests whether memory is readable through one
    "pipe2",
    // threads and their synchronisation
    "futex", "set_robust_list", "get_robust_list", "set_tid_address", "rseq", "sched_yield", "sched_getaffinity",
    "membarrier",
    // signals to itself
    "rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "sigaltstack", "restart_syscall",
    // clocks and sleeping
    "clock_gettime", "clock_getres", "clock_nanosleep", "nanosleep", "gettimeofday", "time", "getrusage", "times",
    // who am I
    "getpid", "gettid", "getppid", "getuid", "geteuid", "getgid", "getegid", "uname", "getrandom", "sysinfo",
    "arch_prctl", "seccomp", "getcpu",
    // leaving
    "exit", "exit_group",
};

void add(scmp_filter_ctx filter, int number, uint32_t action, std::vector<scmp_arg_cmp> conditions = {}) {
  int error = seccomp_rule_add_array(filter, action, number, static_cast<unsigned>(conditions.size()),
                                     conditions.empty() ? nullptr : conditions.data());
  if (error != 0) throw JudgeFailure("cannot build the sandbox filter: " + std::string(std::strerror(-error)));
}

void add(scmp_filter_ctx filter, const char* name, uint32_t action, std::vector<scmp_arg_cmp> conditions = {}) {
  int number = seccomp_syscall_resolve_name(name);
  if (number == __NR_SCMP_ERROR) return;  // not on this architecture
  add(filter, number, action, std::move(conditions));
}

// Calls the base filter rules on with conditions on their arguments (below, and
// install_server_filter's): a profile naming one of them, or one of kAllowed, could only widen the
// base's rule, so it is refused (sandbox_profile.h).
const char* const kRuledWithConditions[] = {"openat", "open", "clone", "clone3", "getrlimit", "prlimit64", "socket",
                                            "fcntl", "prctl", "madvise", "ioctl", "tgkill", "execveat",
                                            "sched_setaffinity"};

// What the sandbox server calls beyond a solution's calls, to serve, that a run may call too to
// no effect: its socket's calls (a run has no socket, and can neither make nor open one), waiting
// for a run (a run has no child), placing a run's descriptors, and signals (install_server_filter).
const char* const kServerOnly[] = {"recvmsg", "sendmsg", "sendto", "pidfd_open", "poll", "wait4",
                                   "kill", "tgkill", "close_range"};

bool ruled_by_base(const std::string& name) {
  auto among = [&name](const auto& names) {
    return std::any_of(std::begin(names), std::end(names), [&name](const char* ruled) { return name == ruled; });
  };
  return among(kAllowed) || among(kServerOnly) || among(kRuledWithConditions);
}

// The judge's profile (sandbox_profile.h): the runtimes' calls, allowed or refused with ENOSYS.
void add_profile_rules(scmp_filter_ctx filter, const SandboxProfile& profile) {
  const std::string ruled = profile_call_ruled_by_base(profile);
  if (!ruled.empty()) {
    throw JudgeFailure("cannot build the sandbox filter: the sandbox profile names " + ruled +
                       ", which the base filter rules on");
  }
  for (const std::string& name : profile.allowed_syscalls) add(filter, name.c_str(), SCMP_ACT_ALLOW);
  for (const std::string& name : profile.refused_syscalls) add(filter, name.c_str(), SCMP_ACT_ERRNO(ENOSYS));
}

std::vector<size_t> find_k(const std::vector<sock_filter>& code, std::uint32_t k) {
  std::vector<size_t> at;
  for (size_t i = 0; i < code.size(); ++i) {
    if (code[i].k == k) at.push_back(i);
  }
  return at;
}

// Everything a solution may call but the two calls pinned to one run's values (tgkill, execveat):
// the base's calls and PROFILE's. WRITING_OPENS: files may be opened for writing too (an output
// validator's feedback file).
void add_solution_rules(scmp_filter_ctx filter, const SandboxProfile& profile, bool writing_opens = false) {
  for (const char* name : kAllowed) add(filter, name, SCMP_ACT_ALLOW);
  add_profile_rules(filter, profile);
  // Opening files: for reading only (the loader reads its libraries; a solution may read).
  // O_TMPFILE without its O_DIRECTORY bit: opening a folder to list its entries is reading.
  const scmp_datum_t kWriting = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | (O_TMPFILE & ~O_DIRECTORY);
  if (writing_opens) {
    add(filter, "openat", SCMP_ACT_ALLOW);
    add(filter, "open", SCMP_ACT_ALLOW);
  } else {
    add(filter, "openat", SCMP_ACT_ALLOW, {SCMP_A2(SCMP_CMP_MASKED_EQ, kWriting, 0)});
    add(filter, "open", SCMP_ACT_ALLOW, {SCMP_A1(SCMP_CMP_MASKED_EQ, kWriting, 0)});
  }
  add(filter, "clone3", SCMP_ACT_ERRNO(ENOSYS));  // its flags are out of the filter's sight; glibc falls back to clone
  // Limits may be read, never set (root could raise them): glibc's getrlimit is prlimit64 of
  // itself with no new limit (AddressSanitizer and the runtimes read their stack's at start-up).
  add(filter, "getrlimit", SCMP_ACT_ALLOW);
  add(filter, "prlimit64", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_EQ, 0), SCMP_A2(SCMP_CMP_EQ, 0)});
  // A Unix socket is refused with an error rather than a trap: a runtime's start-up may ask glibc
  // for the user's name, which first tries nscd's socket, and goes on without it. There is nothing
  // to reach (the run's network namespace is empty, its root has no socket file); other families trap.
  add(filter, "socket", SCMP_ACT_ERRNO(EACCES), {SCMP_A0(SCMP_CMP_EQ, AF_UNIX)});
  // fcntl: descriptor and status flags and duplicating only. F_SETOWN, F_SETSIG, F_NOTIFY and
  // F_SETLEASE would let a run direct signals at the judge or at other runs.
  for (int command : {F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD, F_DUPFD_CLOEXEC}) {
    add(filter, "fcntl", SCMP_ACT_ALLOW, {SCMP_A1(SCMP_CMP_EQ, static_cast<scmp_datum_t>(command))});
  }
  // prctl: what glibc and libstdc++ use (thread names, naming anonymous memory), reading, and a
  // process's advice on its own memory (PR_SET_THP_DISABLE, as madvise's MADV_NOHUGEPAGE: Ruby sets
  // it at start-up).
  for (int option : {PR_SET_NAME, PR_GET_NAME, PR_GET_DUMPABLE, PR_GET_NO_NEW_PRIVS, kPrSetVma, PR_SET_THP_DISABLE}) {
    add(filter, "prctl", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_EQ, static_cast<scmp_datum_t>(option))});
  }
  // madvise: the advice malloc, thread stacks and the STL give about their own memory, and a
  // runtime's MADV_DONTFORK of its heap (a run cannot fork anyway).
  for (int advice : {MADV_NORMAL, MADV_RANDOM, MADV_SEQUENTIAL, MADV_WILLNEED, MADV_DONTNEED, MADV_FREE,
                     MADV_HUGEPAGE, MADV_NOHUGEPAGE, MADV_DONTDUMP, MADV_DONTFORK}) {
    add(filter, "madvise", SCMP_ACT_ALLOW, {SCMP_A2(SCMP_CMP_EQ, static_cast<scmp_datum_t>(advice))});
  }
  // isatty() only, and a descriptor's close-on-exec flag (as fcntl F_SETFD sets it; some runtimes use the ioctl).
  for (unsigned long request : {static_cast<unsigned long>(TCGETS), static_cast<unsigned long>(FIOCLEX),
                                static_cast<unsigned long>(FIONCLEX)}) {
    add(filter, "ioctl", SCMP_ACT_ALLOW, {SCMP_A1(SCMP_CMP_EQ, request)});
  }
}

Template export_template(scmp_filter_ctx filter) {
  int memory = memfd_create("seccomp-bpf", MFD_CLOEXEC);
  if (memory < 0) throw JudgeFailure(errno_message("cannot build the sandbox filter", "memfd"));
  int error = seccomp_export_bpf(filter, memory);
  off_t size = lseek(memory, 0, SEEK_END);
  Template result;
  result.code.resize(static_cast<size_t>(size > 0 ? size : 0) / sizeof(sock_filter));
  ssize_t got = pread(memory, result.code.data(), result.code.size() * sizeof(sock_filter), 0);
  close(memory);
  if (error != 0 || got != static_cast<ssize_t>(result.code.size() * sizeof(sock_filter)) || result.code.empty()) {
    throw JudgeFailure("cannot build the sandbox filter: export failed");
  }
  result.exec_high = find_k(result.code, static_cast<std::uint32_t>(kExecPathMark >> 32));
  result.exec_low = find_k(result.code, static_cast<std::uint32_t>(kExecPathMark));
  result.pid = find_k(result.code, kPidMark);
  result.binary_fd = find_k(result.code, kBinaryFdMark);
  if (result.exec_high.size() != 1 || result.exec_low.size() != 1 || result.pid.size() != 1 ||
      result.binary_fd.size() != 1) {
    throw JudgeFailure("cannot build the sandbox filter: unexpected program layout");
  }
  return result;
}

struct FilterContext {
  scmp_filter_ctx filter;
  explicit FilterContext(uint32_t default_action) : filter(seccomp_init(default_action)) {
    if (!filter) throw JudgeFailure("cannot build the sandbox filter: seccomp_init failed");
  }
  FilterContext(const FilterContext&) = delete;
  FilterContext& operator=(const FilterContext&) = delete;
  ~FilterContext() { seccomp_release(filter); }
};

// The whole filter of one run: the solution's calls, threads only, tgkill to itself, the one exec.
Template build_whole_template() {
  FilterContext context(SCMP_ACT_TRAP);
  scmp_filter_ctx filter = context.filter;
  add_solution_rules(filter, sandbox_profile());
  // Threads, not processes.
  add(filter, "clone", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD)});
  add(filter, "prlimit64", SCMP_ACT_ALLOW, {SCMP_A2(SCMP_CMP_EQ, 0)});
  // Signals to itself only: abort() and raise() use tgkill(own pid, ...).
  add(filter, "tgkill", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_EQ, kPidMark)});
  // The one exec: the child's own, of the binary the judge opened.
  add(filter, "execveat", SCMP_ACT_ALLOW,
      {SCMP_A0(SCMP_CMP_EQ, kBinaryFdMark), SCMP_A1(SCMP_CMP_EQ, kExecPathMark),
       SCMP_A4(SCMP_CMP_EQ, AT_EMPTY_PATH)});
  return export_template(filter);
}

const Template& whole_template() {
  static const Template kWhole = build_whole_template();  // thread-safe once
  return kWhole;
}

}  // namespace

std::string profile_call_ruled_by_base(const SandboxProfile& profile) {
  for (const auto* names : {&profile.allowed_syscalls, &profile.refused_syscalls}) {
    for (const std::string& name : *names) {
      if (ruled_by_base(name)) return name;
    }
  }
  return "";
}

bool install_server_filter(int exec_fd, const char* exec_path, const SandboxProfile& profile, bool writing_opens) {
  FilterContext context(SCMP_ACT_TRAP);
  scmp_filter_ctx filter = context.filter;
  add_solution_rules(filter, profile, writing_opens);
  for (const char* name : kServerOnly) add(filter, name, SCMP_ACT_ALLOW);
  // Threads; and the server's runs, each in a UTS namespace of its own, which only it may make.
  add(filter, "clone", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD)});
  add(filter, "clone", SCMP_ACT_ALLOW,
      {SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWUTS | CLONE_NEWUSER, CLONE_NEWUTS)});
  // Its own limits (a run's, set before its exec); anyone's read.
  add(filter, "prlimit64", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_EQ, 0)});
  add(filter, "prlimit64", SCMP_ACT_ALLOW, {SCMP_A2(SCMP_CMP_EQ, 0)});
  add(filter, "sched_setaffinity", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_EQ, 0)});
  add(filter, "execveat", SCMP_ACT_ALLOW,
      {SCMP_A0(SCMP_CMP_EQ, static_cast<scmp_datum_t>(exec_fd)),
       SCMP_A1(SCMP_CMP_EQ, static_cast<scmp_datum_t>(reinterpret_cast<std::uintptr_t>(exec_path))),
       SCMP_A4(SCMP_CMP_EQ, AT_EMPTY_PATH)});
  for (int option : {PR_SET_PDEATHSIG, PR_SET_NO_NEW_PRIVS}) {
    add(filter, "prctl", SCMP_ACT_ALLOW, {SCMP_A0(SCMP_CMP_EQ, static_cast<scmp_datum_t>(option))});
  }
  seccomp_attr_set(filter, SCMP_FLTATR_CTL_SSB, 1);  // as install_in_child's SPEC_ALLOW, and why
  int error = seccomp_load(filter);
  errno = -error;
  return error == 0;
}

SandboxProgram::SandboxProgram(int binary_fd, const char* empty_path) {
  const Template& t = whole_template();
  code_ = t.code;
  code_[t.binary_fd[0]].k = static_cast<std::uint32_t>(binary_fd);
  auto address = reinterpret_cast<std::uint64_t>(empty_path);
  code_[t.exec_high[0]].k = static_cast<std::uint32_t>(address >> 32);
  code_[t.exec_low[0]].k = static_cast<std::uint32_t>(address);
  pid_slots_ = t.pid;
}

bool SandboxProgram::install_in_child(pid_t self) {
  for (size_t slot : pid_slots_) code_[slot].k = static_cast<std::uint32_t>(self);
  sock_fprog program{static_cast<unsigned short>(code_.size()), code_.data()};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return false;
  // SPEC_ALLOW: where the kernel mitigates speculative store bypass through seccomp (its default
  // before Linux 5.16), a filter would also slow every load and store of the solution, so timings
  // would differ from an unsandboxed run. The filter is here to stop system calls; a solution
  // reading its own memory speculatively gains nothing.
  if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_SPEC_ALLOW, &program) == 0) return true;
  return errno == EINVAL && prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0;  // kernels before 4.17
}

std::string syscall_name(int number) {
  char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, number);
  std::string result = name ? name : "syscall " + std::to_string(number);
  std::free(name);
  return result;
}

}  // namespace lcjudge
