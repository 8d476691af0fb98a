#include "judging/session_lane.h"

#include <optional>

#include "judging/case_judgement.h"
#include "judging/fair_run.h"
#include "process/case_session.h"

namespace lcjudge {

namespace {

class SessionCaseLane : public CaseLane {
 public:
  SessionCaseLane(const BuiltSolution& program, const std::string& sanitized_binary, const JudgeLimits& limits,
                  size_t case_count)
      : program_(program),
        limits_(limits),
        case_count_(case_count),
        session_(run_request(program_, "", limits, ""), case_count) {
    if (!sanitized_binary.empty()) {
      sanitized_limits_ = sanitized_limits(limits);
      sanitized_.emplace(run_request(native_program(sanitized_binary), "", sanitized_limits_, ""), case_count);
    }
  }

  bool sends_ahead() const override { return false; }
  bool shares_process() const override { return true; }

  void send(const TestCase& test) override {
    ++sent_;
    // The sanitized build is handed the case too, to answer it beside the optimised build: its
    // record is collected only if the optimised run's verdict asks for it (sanitized_run), and a
    // case it was handed in vain is stopped with its process.
    if (sanitized_) {
      if (sanitized_->handed()) sanitized_->stop();
      sanitized_failure_ = RunRecord{};
      sanitized_handed_ = sanitized_->hand(test.input_path, sanitized_failure_);
    }
    record_ = session_.answer(test.input_path);
    if (sent_ < case_count_ || !session_.running()) return;
    // The last case: the process must now end as the driver does; if it does not, that case is
    // where it broke the protocol.
    if (std::optional<RunRecord> end = session_.end()) {
      if (!end->internal_error.empty()) {
        record_.internal_error = end->internal_error;
      } else {
        record_.protocol_fault = end->protocol_fault;
        record_.stderr_text += end->stderr_text;
      }
    }
  }

  RunRecord receive() override { return std::move(record_); }

  bool wait_for_reply(int) const override { return true; }

  void drop_outstanding() override {}

  RunRecord run_now(const TestCase& test) override { return run_in_scratch_folder(program_, test.input_path, limits_); }

  std::optional<RunRecord> sanitized_run(const TestCase& test) override {
    if (!sanitized_) return std::nullopt;
    RunRecord run = sanitized_handed_ ? sanitized_->collect() : std::move(sanitized_failure_);
    if (!sanitized_handed_ && run.internal_error.empty()) run = sanitized_->answer(test.input_path);
    sanitized_handed_ = false;
    if (sent_ >= case_count_) sanitized_->stop();  // its end is the optimised build's to judge
    return run;
  }

 private:
  const BuiltSolution program_;
  const JudgeLimits& limits_;
  JudgeLimits sanitized_limits_;
  const size_t case_count_;
  CaseSession session_;
  std::optional<CaseSession> sanitized_;
  size_t sent_ = 0;
  RunRecord record_;
  bool sanitized_handed_ = false;   // the sent case is out to the sanitized build too
  RunRecord sanitized_failure_;     // why it could not be handed, when not
};

}  // namespace

std::unique_ptr<CaseLane> open_session_lane(const BuiltSolution& program, const std::string& sanitized_binary,
                                            const JudgeLimits& limits, size_t case_count) {
  return std::make_unique<SessionCaseLane>(program, sanitized_binary, limits, case_count);
}

bool sessions_available() { return CaseSession::available(); }

}  // namespace lcjudge
