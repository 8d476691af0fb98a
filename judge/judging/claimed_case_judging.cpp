#include "judging/claimed_case_judging.h"

#include <exception>
#include <string>

#include <fmt/format.h>

#include "base/plural.h"
#include "base/terminal_escape.h"
#include "judging/case_judgement.h"
#include "judging/fair_run.h"

namespace lcjudge {

namespace {

// Whatever judging a run throws (reading what it printed, say) is this case's judge error: the
// solution's other cases, and the other solutions, are still judged and reported.
CaseOutcome judge_failed_on_case(const std::exception& e) {
  CaseOutcome outcome;
  outcome.verdict = Verdict::kJudgeError;
  outcome.message = "the judge failed on this case: " + escaped_first_line(e.what(), 300);
  return outcome;
}

}  // namespace

ClaimedCaseJudging::ClaimedCaseJudging(CaseBoard& board, CaseLane& lane, RunGate& gate,
                                       const SolutionToJudge& solution, std::atomic<int>& starved_retries)
    : board_(board), lane_(lane), gate_(gate), solution_(solution), starved_retries_(starved_retries),
      check_input_(!solution.options.check_input
                       ? InputCheck{}
                       : InputCheck([this](const TestCase& test, RunGate& gate) {
                           receive_all();  // the check's run may have to wait for a run alone
                           return solution_.options.check_input(test, gate);
                         })) {}

ClaimedCaseJudging::~ClaimedCaseJudging() {
  if (sent_.empty()) return;
  try {
    drop_sent();
  } catch (...) {  // the lane's destructor stops what is left
  }
}

void ClaimedCaseJudging::judge_until_none_left() {
  try {
    while (judge_next()) {
    }
  } catch (...) {
    board_.fail();  // first: dropping the runs may throw too
    throw;          // the runs still sent are dropped by the destructor
  }
}

// Judges the oldest run sent (sending one first if none is out, and the next one ahead when the
// lane sends ahead); false once no case is left to claim.
bool ClaimedCaseJudging::judge_next() {
  if (sent_.empty() && !send_next_claimed(RunGate::Shared(gate_))) return false;
  if (lane_.sends_ahead() && sent_.size() == 1) {
    if (std::optional<RunGate::Shared> place = RunGate::Shared::if_free(gate_)) send_next_claimed(std::move(*place));
  }
  SentRun current = std::move(sent_.front());
  sent_.pop_front();
  if (!current.record && !worth_waiting_for(current.k)) {
    sent_.push_front(std::move(current));
    drop_sent();
    return true;  // to the next claim, which the stop refuses
  }
  receive(current);
  board_.publish(current.k, judge(current.k, std::move(*current.record)));
  if (!sent_.empty() && !board_.wanted(sent_.front().k)) drop_sent();
  return true;
}

// Claims the next case and sends its run, which holds PLACE; false (PLACE given back) if none is left.
bool ClaimedCaseJudging::send_next_claimed(RunGate::Shared place) {
  std::optional<size_t> k = board_.claim();
  if (!k) return false;
  lane_.send(board_.test(*k));
  sent_.push_back({*k, std::move(place), std::nullopt});
  if (!lane_.sends_ahead()) receive(sent_.back());  // made within send: its place is free again
  return true;
}

void ClaimedCaseJudging::receive(SentRun& run) {
  if (run.record) return;
  run.record = lane_.receive();
  run.place.reset();
}

void ClaimedCaseJudging::receive_all() {
  for (auto& run : sent_) receive(run);
}

// Stops the runs still out and forgets them all.
void ClaimedCaseJudging::drop_sent() {
  lane_.drop_outstanding();
  sent_.clear();
}

// False when case K fell past an early stop that another thread settled while its run was out:
// that run (a TLE baseline's next case, say) is then not waited for.
bool ClaimedCaseJudging::worth_waiting_for(size_t k) const {
  return board_.stop_descriptor() < 0 || lane_.wait_for_reply(board_.stop_descriptor()) || board_.wanted(k);
}

RunRecord ClaimedCaseJudging::run_alone(const TestCase& test) {
  receive_all();
  RunGate::Alone alone(gate_);
  return lane_.run_now(test);  // once only: what it does alone is its verdict
}

CaseResult ClaimedCaseJudging::judge(size_t k, RunRecord run) {
  const TestCase& test = board_.test(k);
  const ProblemConfig& config = *solution_.config;
  // A starved-looking run is run again alone kMostStarvedRetries times a solution at most: one
  // that computes a little and then sleeps looks starved on every case.
  // A session's case is not run again in a fresh process to settle its time: that process would
  // lack what the cases before left (and its CPU and idle time are not the load's to change).
  bool starved = !lane_.shares_process() && looks_starved(run, config.limits);
  bool retried_alone = !lane_.shares_process() && (just_over_the_limit(run, config.limits) ||
                                                   (starved && starved_retries_++ < kMostStarvedRetries));
  if (retried_alone) run = run_alone(test);
  CaseResult result{test, {}};
  try {
    result.outcome = classify_case_run(std::move(run), retried_alone, test, config, check_input_, gate_);
  } catch (const std::exception& e) {
    result.outcome = judge_failed_on_case(e);
  }
  if (starved && !retried_alone) {
    result.outcome.message += fmt::format(" [looked starved; not judged again: the solution's {} alone {} used]",
                                          plural(kMostStarvedRetries, "run"), kMostStarvedRetries == 1 ? "is" : "are");
  }
  const std::string& sanitized_binary = solution_.build->sanitized_binary;
  if (!sanitized_binary.empty() && worth_sanitizer_check(result.outcome.verdict)) {
    receive_all();  // the lane's own failure is the run's: not caught here
    try {
      if (std::optional<RunRecord> sanitized = lane_.sanitized_run(test)) {
        judge_sanitized_run(result.outcome, *sanitized, sanitized_binary, solution_.solution->source, test, config);
      } else {
        check_with_sanitizers(result.outcome, sanitized_binary, solution_.solution->source, test, config, gate_);
      }
    } catch (const std::exception& e) {
      result.outcome = judge_failed_on_case(e);
    }
  }
  // Not a TLE: a second run to its time limit costs that limit again, and state kept between
  // cases seldom makes a solution slower.
  const Verdict verdict = result.outcome.verdict;
  if (lane_.shares_process() && (verdict == Verdict::kWrongAnswer || verdict == Verdict::kRunTimeError ||
                                 verdict == Verdict::kMemoryLimitExceeded || verdict == Verdict::kOutputLimitExceeded)) {
    explain_state_leak(result);
  }
  return result;
}

// A case that failed in the session's shared process is run once more alone, in a fresh process:
// if it passes there, what the solution kept from the cases before made it fail. The verdict stays
// the session's, as LeetCode's Submit gives it.
void ClaimedCaseJudging::explain_state_leak(CaseResult& result) {
  const ProblemConfig& config = *solution_.config;
  CaseOutcome alone;
  try {
    alone = classify_case_run(run_alone(result.test), true, result.test, config, check_input_, gate_);
    // Alone as in the session: a sanitizer's finding there is the same finding, not kept state.
    check_with_sanitizers(alone, solution_.build->sanitized_binary, solution_.solution->source, result.test, config,
                          gate_);
  } catch (const std::exception&) {
    return;  // no explanation: the session's verdict stands as it is
  }
  if (alone.verdict != Verdict::kAccepted) return;
  result.outcome.alone_note =
      "passes when run alone: the solution keeps state between cases (a global, a static, a class attribute...), "
      "which LeetCode's Submit keeps too";
}

}  // namespace lcjudge
