#include "judging/case_board.h"

#include <sys/eventfd.h>
#include <unistd.h>

#include <cstdint>

namespace lcjudge {

CaseBoard::CaseBoard(const std::vector<TestCase>& cases, bool stop_early, const Expectation& expectation)
    : cases_(cases), stop_early_(stop_early), expectation_(expectation), results_(cases.size()),
      done_(cases.size(), false), stop_after_(cases.size()) {
  if (stop_early_) stop_fd_ = eventfd(0, EFD_CLOEXEC);  // -1 if refused: runs are then waited for
}

CaseBoard::~CaseBoard() {
  if (stop_fd_ >= 0) close(stop_fd_);
}

std::optional<size_t> CaseBoard::claim() {
  size_t k = next_++;
  if (k >= cases_.size() || !wanted(k) || failed_) return std::nullopt;
  return k;
}

void CaseBoard::publish(size_t k, CaseResult result) {
  std::lock_guard<std::mutex> lock(mutex_);
  results_[k] = std::move(result);
  done_[k] = true;
  while (prefix_ < cases_.size() && done_[prefix_] && prefix_ < stop_after_.load()) {
    judged_.push_back(results_[prefix_++]);
    if (stop_early_ && is_settled(expectation_, judged_)) {
      stop_after_ = prefix_;
      const std::uint64_t one = 1;
      if (stop_fd_ >= 0 && write(stop_fd_, &one, sizeof one) < 0) {
        // Full or closed: the threads then wait for their runs, as without the descriptor.
      }
    }
  }
}

}  // namespace lcjudge
