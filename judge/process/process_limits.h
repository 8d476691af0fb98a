// A run's limits, and the one place they become resource limits (setrlimit). Free of fmt and of
// allocation: the static sandbox server links it, and a vfork child applies the limits.
#pragma once

#include <sys/resource.h>

#include <cstdint>

namespace lcjudge {

// What a program may use. Memory is limited one of two ways: on its address space (memory_bytes,
// RLIMIT_AS: a C++ solution's run), or on its resident set, polled from outside (resident_bytes,
// memory_bytes 0: a run that reserves more address space than it uses, as AddressSanitizer does,
// and as an interpreter or a virtual machine will).
struct SpawnLimits {
  double cpu_seconds = 0;           // RLIMIT_CPU soft, rounded up (hard = soft + 1); 0 = none
  double cpu_kill_seconds = 0;      // the group is killed once the program's CPU time passes this
                                    // (polled, so precise where RLIMIT_CPU has whole seconds); 0 = none
  double wall_seconds = 0;          // the whole process group is killed at this deadline; 0 = none
  std::uint64_t memory_bytes = 0;   // RLIMIT_AS; 0 = none
  std::uint64_t resident_bytes = 0; // killed once its resident memory passes this (polled, from
                                    // outside: for a run that cannot have RLIMIT_AS); 0 = none
  std::uint64_t output_bytes = 0;   // RLIMIT_FSIZE, so also the stdout and stderr cap; 0 = none
  std::uint64_t stack_bytes = 0;    // RLIMIT_STACK; 0 = inherit
  std::uint64_t descriptors = 0;    // RLIMIT_NOFILE; 0 = inherit, or kRunDescriptors (sandbox.h) when sandboxed
  std::uint64_t processes = 0;      // RLIMIT_NPROC: the processes and threads of the run's uid (so
                                    // "N threads allowed" for a program that runs as its own uid);
                                    // 0 = inherit, or kSandboxThreads (sandbox.h) when a root judge
                                    // sandboxes a run
};

struct ResourceLimit {
  int resource;
  rlimit value;
};

// The setrlimit calls of one run, in a fixed array (no allocation).
struct ResourceLimits {
  static constexpr int kMax = 8;
  ResourceLimit items[kMax];
  int count = 0;
  void add(int resource, rlim_t soft, rlim_t hard) { items[count++] = {resource, {soft, hard}}; }
};

// LIMITS as resource limits: core dumps always off, and each limit that is set.
ResourceLimits resource_limits(const SpawnLimits& limits);

// Sets each of LIMITS on the calling process: system calls only (a vfork child's). False (errno
// set) at the first the kernel refuses.
bool apply_resource_limits(const ResourceLimits& limits);

}  // namespace lcjudge
