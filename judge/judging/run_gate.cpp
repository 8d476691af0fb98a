#include "judging/run_gate.h"

namespace lcjudge {

RunGate::Shared::Shared(RunGate& gate) : gate_(&gate) {
  std::unique_lock<std::mutex> lock(gate.mutex_);
  gate.changed_.wait(lock, [&] { return !gate.alone_ && gate.waiting_alone_ == 0; });
  ++gate.running_;
}

std::optional<RunGate::Shared> RunGate::Shared::if_free(RunGate& gate) {
  std::lock_guard<std::mutex> lock(gate.mutex_);
  if (gate.alone_ || gate.waiting_alone_ > 0) return std::nullopt;
  ++gate.running_;
  return Shared(gate, NoWait{});
}

void RunGate::Shared::release() {
  if (!gate_) return;
  std::lock_guard<std::mutex> lock(gate_->mutex_);
  --gate_->running_;
  gate_->changed_.notify_all();
  gate_ = nullptr;
}

RunGate::Alone::Alone(RunGate& gate) : gate_(gate) {
  std::unique_lock<std::mutex> lock(gate.mutex_);
  ++gate.waiting_alone_;
  gate.changed_.wait(lock, [&] { return !gate.alone_ && gate.running_ == 0; });
  --gate.waiting_alone_;
  gate.alone_ = true;
}

RunGate::Alone::~Alone() {
  std::lock_guard<std::mutex> lock(gate_.mutex_);
  gate_.alone_ = false;
  gate_.changed_.notify_all();
}

}  // namespace lcjudge
