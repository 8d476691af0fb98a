// The cases of one solution, shared by its judging threads (claimed_case_judging.h): which case to run
// next, and the results looked at in case order. Once the first k results settle the
// expectation (a solution not expected to be accepted), no case past k starts, so what is
// reported does not depend on -j.
#pragma once

#include <atomic>
#include <cstddef>
#include <mutex>
#include <optional>
#include <vector>

#include "judging/expectations.h"
#include "problem/testcases.h"

namespace lcjudge {

class CaseBoard {
 public:
  // STOP_EARLY: stop once EXPECTATION is settled. CASES and EXPECTATION must outlive the board.
  CaseBoard(const std::vector<TestCase>& cases, bool stop_early, const Expectation& expectation);
  CaseBoard(const CaseBoard&) = delete;
  CaseBoard& operator=(const CaseBoard&) = delete;
  ~CaseBoard();

  // A descriptor that polls readable once the early stop is set (an eventfd), so that a thread
  // waiting for a run can wake and drop it if its case is no longer wanted; -1 without early stop.
  int stop_descriptor() const { return stop_fd_; }

  // The next case to run, or none: all taken, past an early stop, or a thread failed.
  std::optional<size_t> claim();

  const TestCase& test(size_t k) const { return cases_[k]; }

  // Whether case K's result can still count (a case past an early stop cannot).
  bool wanted(size_t k) const { return !stop_early_ || k < stop_after_.load(); }

  // Case K's result, from any thread.
  void publish(size_t k, CaseResult result);

  // No case starts after this: a thread's error ends the judging.
  void fail() { failed_ = true; }

  // The results in case order, up to the early stop; once every thread is done.
  std::vector<CaseResult> take_judged() { return std::move(judged_); }

 private:
  const std::vector<TestCase>& cases_;
  const bool stop_early_;
  const Expectation& expectation_;
  std::mutex mutex_;
  std::vector<CaseResult> results_;
  std::vector<bool> done_;
  size_t prefix_ = 0;  // results_[0, prefix_) are all done, and in judged_
  std::vector<CaseResult> judged_;
  std::atomic<size_t> next_{0};
  std::atomic<size_t> stop_after_;
  std::atomic<bool> failed_{false};
  int stop_fd_ = -1;
};

}  // namespace lcjudge
