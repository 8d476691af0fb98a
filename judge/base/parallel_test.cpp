// parallel_for: every index once, and a task's exception reaches the caller (after every thread is
// joined, with no new task started) the same at -j 1 as at -j 4, never std::terminate.
#include "base/parallel.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/error.h"

namespace lcjudge {
namespace {

// The message of the exception parallel_for throws, or "" if it returns.
std::string failure_of(size_t count, int jobs, const std::function<void(size_t)>& task) {
  try {
    parallel_for(count, jobs, task);
  } catch (const JudgeFailure& e) {
    return e.what();
  }
  return "";
}

// Holds each caller until `size` of them have arrived, so that that many tasks run at once. The
// wait is bounded only so that a broken parallel_for fails the test instead of hanging it.
class Gathering {
 public:
  explicit Gathering(size_t size) : size_(size) {}
  void arrive_and_wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    if (++arrived_ == size_) all_here_.notify_all();
    all_here_.wait_for(lock, std::chrono::seconds(30), [&] { return arrived_ >= size_; });
  }

 private:
  size_t size_, arrived_ = 0;
  std::mutex mutex_;
  std::condition_variable all_here_;
};

TEST(ParallelForTest, RunsEveryIndexOnceWhenNothingThrows) {
  for (int jobs : {1, 4}) {
    std::vector<std::atomic<int>> runs(1000);
    parallel_for(runs.size(), jobs, [&](size_t i) { ++runs[i]; });
    for (size_t i = 0; i < runs.size(); ++i) EXPECT_EQ(runs[i], 1) << "index " << i << " at -j " << jobs;
  }
}

TEST(ParallelForTest, NoTasksIsNothing) {
  std::atomic<int> runs{0};
  parallel_for(0, 4, [&](size_t) { ++runs; });
  EXPECT_EQ(runs, 0);
}

TEST(ParallelForTest, AThrowReachesTheCallerTheSameAtOneAndAtFourJobs) {
  auto task = [](size_t i) {
    if (i == 5) throw JudgeFailure("cannot open 'case-5.in': No such file or directory");
  };
  EXPECT_EQ(failure_of(20, 1, task), "cannot open 'case-5.in': No such file or directory");
  EXPECT_EQ(failure_of(20, 4, task), "cannot open 'case-5.in': No such file or directory");
}

TEST(ParallelForTest, AfterAThrowAtOneJobNoTaskStarts) {
  std::atomic<size_t> started{0};
  std::string failure = failure_of(100, 1, [&](size_t i) {
    ++started;
    if (i == 3) throw JudgeFailure("task 3 failed");
  });
  EXPECT_EQ(failure, "task 3 failed");
  EXPECT_EQ(started, 4u);
}

TEST(ParallelForTest, AfterThrowsAtFourJobsNoTaskStarts) {
  // The four first tasks run at once and all throw: none of the four threads may take another.
  std::atomic<size_t> started{0};
  Gathering first_four(4);
  std::string failure = failure_of(100, 4, [&](size_t i) {
    ++started;
    first_four.arrive_and_wait();
    throw JudgeFailure("task " + std::to_string(i) + " failed");
  });
  EXPECT_EQ(started, 4u);
  EXPECT_TRUE(failure == "task 0 failed" || failure == "task 1 failed" || failure == "task 2 failed" ||
              failure == "task 3 failed")
      << failure;
}

TEST(ParallelForTest, OtherExceptionTypesPassThroughToo) {
  EXPECT_THROW(parallel_for(10, 4, [](size_t i) { if (i == 7) throw std::out_of_range("seven"); }), std::out_of_range);
}

}  // namespace
}  // namespace lcjudge
