// What a tree of processes uses together: a compile jail's, whose limits hold for the whole jail
// (a compiler and every process it or the solution's code starts), not for each process alone.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <map>

namespace lcjudge {

struct TreeUsage {
  double cpu_seconds = 0;          // user + system of every process of the tree, ended ones included
  std::uint64_t memory_bytes = 0;  // resident memory and page tables of its live processes, summed
  int processes = 0;               // its processes now, zombies included
  // Each live process's time spent waiting for a CPU so far (cpu_wait_seconds), which leaves with
  // it: a watcher keeps what it saw of the processes that ended.
  std::map<pid_t, double> cpu_wait_seconds;
};

// ROOT and every process descended from it, from /proc. An ended process's CPU time is in its
// stat until it is reaped, then in its parent's (cutime and cstime), so nothing is counted twice
// or lost while the root lives; a process orphaned in a PID namespace is its init's child. Shared
// pages count once per process that maps them: the sum errs high, never low. The memory of the
// root and of any process still running the judge's own program is left out: a jail's PID 1 is
// the judge's clone waiting for the compiler, and the compiler's child is one until its execve;
// their resident pages are the judge's (a sanitized test process's gigabyte), not the compiler's.
TreeUsage tree_usage(pid_t root);

}  // namespace lcjudge
