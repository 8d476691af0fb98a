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
  // Copies the filter, built once per process, and sets the binary's descriptor and the address.
  SandboxProgram(int binary_fd, const char* empty_path);

  // Called in the vfork child: sets the pid and installs the filter with no_new_privs. Only
  // system calls and stores: async-signal-safe. Returns false (errno set) if the kernel refused.
  bool install_in_child(pid_t self);

 private:
  std::vector<sock_filter> code_;
  std::vector<size_t> pid_slots_;  // instructions whose k is the pid
};

// "socket", from the syscall number (native architecture); "syscall 999" if unknown.
std::string syscall_name(int number);

}  // namespace lcjudge
