// A minimal work queue: run task(i) for i in [0, count) on `jobs` threads, in index order of start.
#pragma once

#include <cstddef>
#include <functional>

namespace lcjudge {

// When a task throws, no further task starts, the running ones finish, every thread is joined,
// and the first exception is rethrown here: an error at -j 4 ends the judge as it does at -j 1.
void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& task);

// The default for -j: the number of cores.
int default_jobs();

}  // namespace lcjudge
