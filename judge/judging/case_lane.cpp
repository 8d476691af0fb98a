#include "judging/case_lane.h"

#include <deque>

#include "judging/fair_run.h"
#include "process/run_lane.h"

namespace lcjudge {

namespace {

class SandboxCaseLane : public CaseLane {
 public:
  SandboxCaseLane(const BuiltSolution& program, const JudgeLimits& limits)
      : program_(program), limits_(limits), lane_(limits.sandbox) {}

  bool sends_ahead() const override { return lane_.sends_ahead(); }

  void send(const TestCase& test) override {
    if (lane_.sends_ahead()) {
      lane_.send(run_request(program_, test.input_path, limits_, ""));
    } else {
      made_.push_back(run_in_scratch_folder(program_, test.input_path, limits_));
    }
  }

  RunRecord receive() override {
    if (lane_.sends_ahead()) return lane_.receive();
    RunRecord run = std::move(made_.front());
    made_.pop_front();
    return run;
  }

  bool wait_for_reply(int cancel_fd) const override { return !made_.empty() || lane_.wait_for_reply(cancel_fd); }

  void drop_outstanding() override {
    lane_.drop_outstanding();
    made_.clear();
  }

  RunRecord run_now(const TestCase& test) override {
    return run_in_scratch_folder(program_, test.input_path, limits_);
  }

 private:
  const BuiltSolution program_;
  const JudgeLimits& limits_;
  RunLane lane_;
  std::deque<RunRecord> made_;  // without the server: runs made at send, not yet received
};

}  // namespace

std::unique_ptr<CaseLane> open_sandbox_lane(const BuiltSolution& program, const JudgeLimits& limits) {
  return std::make_unique<SandboxCaseLane>(program, limits);
}

}  // namespace lcjudge
