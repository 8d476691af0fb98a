#include "base/cpu_affinity.h"

namespace lcjudge {

PinnedToOneCpu::PinnedToOneCpu() {
  CPU_ZERO(&before_);
  if (sched_getaffinity(0, sizeof before_, &before_) != 0) return;
  int chosen = -1;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &before_)) chosen = cpu;
  }
  if (chosen < 0) return;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(chosen, &one);
  if (sched_setaffinity(0, sizeof one, &one) == 0) cpu_ = chosen;
}

PinnedToOneCpu::~PinnedToOneCpu() {
  if (cpu_ >= 0) sched_setaffinity(0, sizeof before_, &before_);
}

}  // namespace lcjudge
