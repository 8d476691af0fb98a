// The seccomp filter a solution runs under: what a LeetCode solution needs (memory, reading its
// stdin, writing stdout, stderr and the side channel, threads, clocks, exiting), what the judge's
// sandbox profile adds for the judged languages' runtimes (sandbox_profile.h), and nothing else.
// No new processes, no exec after its own start, no sockets, no opening files for writing, no
// ptrace, no raising its own limits, no signals to other processes, no terminal ioctls (inside
// the sandbox server, install_server_filter says which of these the kernel refuses instead).
//
// A refused call raises SIGSYS (SECCOMP_RET_TRAP). The driver's early SIGSYS handler reports the
// call's number on the side channel and exits with kForbiddenCallExit; a program that replaced
// that handler still dies by SIGSYS, since the call is never made either way.
#pragma once

#include <linux/filter.h>
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

#include "process/sandbox_profile.h"

namespace lcjudge {

// A sandboxed run of a root judge runs as nobody, so RLIMIT_NPROC (which root ignores) caps its
// processes and threads, and it owns nothing.
constexpr uid_t kSandboxUid = 65534;
// Processes and threads of every sandboxed run at once (they share the uid): room for a
// solution's worker threads at any -j, far below what exhausts the machine's pids.
constexpr std::uint64_t kSandboxThreads = 256;
// The descriptors a solution's run may hold (RLIMIT_NOFILE), sandboxed or not: each may be a pipe
// whose buffer the kernel keeps outside every memory limit (10,000 filled pipes held 110 MiB with
// a peak of 1.6 MiB), and a solution needs its three, the side channel and the few that
// AddressSanitizer opens.
constexpr std::uint64_t kRunDescriptors = 64;

// A BPF program for one spawn (where no sandbox server runs), with the judge's sandbox profile
// (sandbox_profile.h: read, so fixed, by the first one). The filter needs three values
// known only then: the descriptor of the binary and the address of the empty path that the
// child's own execveat passes (the one exec allowed: execveat(binary_fd, "", ..., AT_EMPTY_PATH);
// the descriptor is close-on-exec, so the program cannot name it again), and the child's pid (the
// only target tgkill may signal, for abort() and raise()). execve itself is refused.
class SandboxProgram {
 public:
  // Copies the filter, built once per process, and sets the binary's descriptor and the address.
  SandboxProgram(int binary_fd, const char* empty_path);

  // Called in the vfork child: sets the pid and installs the filter with no_new_privs. Only
  // system calls and stores: async-signal-safe. Returns false (errno set) if the kernel refused.
  bool install_in_child(pid_t self);

 private:
  std::vector<sock_filter> code_;
  std::vector<size_t> pid_slots_;  // instructions whose k is the pid
};

// The sandbox server's filter (sandbox_server_main.cpp), installed once on its serving process
// and inherited by every run it starts, which adds none of its own (compiling a filter for each
// run was a tenth of a trivial case's cost). A solution's calls and the server's few, where those
// that would reach beyond a run are the server's alone to make:
// - a new process: clone makes a thread, or a process in a new UTS namespace, which the kernel
//   allows only the server (it holds CAP_SYS_ADMIN in its user namespace; a run holds no
//   capability, and may not make a user namespace); vfork and fork are refused;
// - the exec: execveat of descriptor EXEC_FD with AT_EMPTY_PATH through the empty path at
//   EXEC_PATH, a page the server mapped at an address chosen by the kernel at random, which
//   nothing a run can read shows (and a wrong guess traps);
// - limits, and the CPUs a process may use: its own only (a run, holding no capability, cannot
//   raise a hard limit; the server's own limits are out of its reach);
// - kill and tgkill: in a run's PID namespace the only other process is the server, PID 1, which
//   the kernel shields from every signal it has no handler for, and it has none.
// PROFILE: the calls the judge's sandbox profile adds (the server is given it at its start).
// WRITING_OPENS (a server of output validators, sandbox_protocol.h): its runs may also open files
// for writing, where the server's read-only root leaves them only their feedback file.
// Throws JudgeFailure if it cannot be built; false (errno set) if the kernel refused it.
bool install_server_filter(int exec_fd, const char* exec_path, const SandboxProfile& profile, bool writing_opens = false);

// The first call PROFILE names that the base filter already rules on ("openat": the profile could
// only widen that rule, sandbox_profile.h), or "" if none.
std::string profile_call_ruled_by_base(const SandboxProfile& profile);

// "socket", from the syscall number (native architecture); "syscall 999" if unknown.
std::string syscall_name(int number);

}  // namespace lcjudge
