#include "base/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace lcjudge {

void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& task) {
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i = next++; i < count; i = next++) task(i);
  };
  size_t threads = std::min(count, static_cast<size_t>(std::max(jobs, 1)));
  if (threads <= 1) {
    worker();
    return;
  }
  std::vector<std::thread> pool;
  for (size_t t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& thread : pool) thread.join();
}

int default_jobs() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

}  // namespace lcjudge
