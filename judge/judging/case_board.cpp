#include "judging/case_board.h"

namespace lcjudge {

CaseBoard::CaseBoard(const std::vector<TestCase>& cases, bool stop_early, const Expectation& expectation)
    : cases_(cases), stop_early_(stop_early), expectation_(expectation), results_(cases.size()),
      done_(cases.size(), false), stop_after_(cases.size()) {}

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
    if (stop_early_ && is_settled(expectation_, judged_)) stop_after_ = prefix_;
  }
}

}  // namespace lcjudge
