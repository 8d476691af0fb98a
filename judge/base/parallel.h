// A minimal work queue: run task(i) for i in [0, count) on `jobs` threads, in index order of start.
#pragma once

#include <cstddef>
#include <functional>

namespace lcjudge {

void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& task);

// The default for -j: the number of cores.
int default_jobs();

}  // namespace lcjudge
