#include "base/parallel.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace lcjudge {

void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& task) {
  std::atomic<size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex first_error_mutex;
  std::exception_ptr first_error;
  auto worker = [&] {
    for (size_t i = next++; i < count && !failed; i = next++) {
      try {
        task(i);
      } catch (...) {
        // An exception escaping a thread would std::terminate the judge: keep it for the caller.
        std::lock_guard<std::mutex> lock(first_error_mutex);
        if (!first_error) first_error = std::current_exception();
        failed = true;
      }
    }
  };
  size_t threads = std::min(count, static_cast<size_t>(std::max(jobs, 1)));
  if (threads <= 1) {
    worker();
  } else {
    std::vector<std::thread> pool;
    try {
      for (size_t t = 0; t < threads; ++t) pool.emplace_back(worker);
    } catch (...) {  // no thread to be had: stop those started, then fail as a task would
      failed = true;
      for (auto& thread : pool) thread.join();
      throw;
    }
    for (auto& thread : pool) thread.join();
  }
  if (first_error) std::rethrow_exception(first_error);
}

int default_jobs() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

}  // namespace lcjudge
