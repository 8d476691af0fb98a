#include "process/process_limits.h"

#include <cmath>

namespace lcjudge {

ResourceLimits resource_limits(const SpawnLimits& limits) {
  ResourceLimits result;
  result.add(RLIMIT_CORE, 0, 0);
  if (limits.cpu_seconds > 0) {
    // Whole seconds, and a second of backstop: SIGXCPU at the soft limit, SIGKILL at the hard.
    auto soft = static_cast<rlim_t>(std::ceil(limits.cpu_seconds));
    result.add(RLIMIT_CPU, soft, soft + 1);
  }
  if (limits.memory_bytes > 0) result.add(RLIMIT_AS, limits.memory_bytes, limits.memory_bytes);
  if (limits.output_bytes > 0) result.add(RLIMIT_FSIZE, limits.output_bytes, limits.output_bytes);
  if (limits.stack_bytes > 0) result.add(RLIMIT_STACK, limits.stack_bytes, limits.stack_bytes);
  if (limits.descriptors > 0) result.add(RLIMIT_NOFILE, limits.descriptors, limits.descriptors);
  if (limits.processes > 0) result.add(RLIMIT_NPROC, limits.processes, limits.processes);
  return result;
}

bool apply_resource_limits(const ResourceLimits& limits) {
  for (int i = 0; i < limits.count; ++i) {
    const ResourceLimit& limit = limits.items[i];
    if (setrlimit(static_cast<__rlimit_resource>(limit.resource), &limit.value) != 0) return false;
  }
  return true;
}

}  // namespace lcjudge
