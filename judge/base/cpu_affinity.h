// Pinning the timing loop to one CPU, so that a solution is not moved between cores (cold caches,
// another clock speed) while it is timed. The judge pins itself; the processes it starts inherit
// the mask, so the spawning code needs no part in it.
#pragma once

#include <sched.h>

namespace lcjudge {

// While alive, the calling thread, and every process it starts, runs on one of the CPUs it could
// use before: the highest-numbered, since CPU 0 usually serves the most interrupts. The old mask
// comes back at the end of the scope, so untimed work in between may use every core.
class PinnedToOneCpu {
 public:
  PinnedToOneCpu();
  ~PinnedToOneCpu();
  PinnedToOneCpu(const PinnedToOneCpu&) = delete;
  PinnedToOneCpu& operator=(const PinnedToOneCpu&) = delete;

  // The CPU, or -1 where affinity cannot be set (timing then runs unpinned).
  int cpu() const { return cpu_; }

 private:
  cpu_set_t before_;
  int cpu_ = -1;
};

}  // namespace lcjudge
