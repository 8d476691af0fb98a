// The seccomp filter a solution runs under: what a LeetCode solution needs (memory, reading its
// stdin, writing stdout, stderr and the side channel, threads, clocks, exiting) and nothing else.
// No new processes, no exec after its own start, no sockets, no opening files for writing, no
// ptrace, no raising its own limits, no signals to other processes, no terminal ioctls.
//
// A refused call raises SIGSYS (SECCOMP_RET_TRAP). The driver's early SIGSYS handler reports the
// call's number on the side channel and exits with kForbiddenCallExit; a program that replaced
// that handler still dies by SIGSYS, since the call is never made either way.
#pragma once

#include <linux/filter.h>
#include <sys/types.h>

#include <string>
#include <vector>

namespace lcjudge {

// A BPF program for one spawn. The filter needs three values known only then: the descriptor of
// the binary and the address of the empty path that the child's own execveat passes (the one exec
// allowed: execveat(binary_fd, "", ..., AT_EMPTY_PATH); the descriptor is close-on-exec, so the
// program cannot name it again), and the child's pid (the only target tgkill may signal, for
// abort() and raise()). execve itself is refused.
class SandboxProgram {
 public:
  // kWhole: a run's whole filter. kInsideServer: the small filter a run of the sandbox server adds
  // to the server's own (install_server_filter), so that the kernel compiles the large one once.
  enum class Kind { kWhole, kInsideServer };

  // Copies the filter, built once per process, and sets the binary's descriptor and the address.
  SandboxProgram(int binary_fd, const char* empty_path, Kind kind = Kind::kWhole);

  // Called in the vfork child: sets the pid and installs the filter with no_new_privs. Only
  // system calls and stores: async-signal-safe. Returns false (errno set) if the kernel refused.
  bool install_in_child(pid_t self);

 private:
  std::vector<sock_filter> code_;
  std::vector<size_t> pid_slots_;  // instructions whose k is the pid
};

// The sandbox server's own filter (sandbox_server_main.cpp): a solution's calls and the server's
// (its socket, forking and waiting for a run, setting its limits, the exec), installed once on
// the serving process; each run adds SandboxProgram::kInsideServer, which takes the server's
// back. Throws JudgeFailure if it cannot be built; false (errno set) if the kernel refused it.
bool install_server_filter();

// "socket", from the syscall number (native architecture); "syscall 999" if unknown.
std::string syscall_name(int number);

}  // namespace lcjudge
