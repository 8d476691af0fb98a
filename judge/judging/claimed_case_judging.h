// One judging thread's work on one solution (scheduler.cpp): it claims the solution's cases from
// its board and judges them until none is left. Through a lane that sends ahead (the sandbox
// server's) the next case's run is sent before this one's output is judged, so that the server
// starts it at once; a run that must be made alone, the sanitized run and the judge's input check
// wait until the run sent ahead has come back, so that this thread never holds a place in the gate
// while it waits for the gate. A run of a case past an early stop is stopped when the stop is
// seen, also while this thread waits for it (the stop set by another thread wakes it).
#pragma once

#include <atomic>
#include <cstddef>
#include <deque>
#include <optional>

#include "judging/case_board.h"
#include "judging/case_lane.h"
#include "judging/run_gate.h"
#include "judging/scheduler.h"

namespace lcjudge {

class ClaimedCaseJudging {
 public:
  // STARVED_RETRIES counts the solution's runs made again alone, over all its threads.
  ClaimedCaseJudging(CaseBoard& board, CaseLane& lane, RunGate& gate, const SolutionToJudge& solution,
                     std::atomic<int>& starved_retries);
  ClaimedCaseJudging(const ClaimedCaseJudging&) = delete;
  ClaimedCaseJudging& operator=(const ClaimedCaseJudging&) = delete;
  ~ClaimedCaseJudging();  // runs still out are stopped, their places in the gate given back

  // Judges claimed cases until the board has none left; publishes each result on the board. On an
  // exception (the judge's fault), no case starts any more on the board, and it propagates.
  void judge_until_none_left();

 private:
  struct SentRun {
    size_t k;
    std::optional<RunGate::Shared> place;  // held until the record is received
    std::optional<RunRecord> record;        // once received
  };

  bool send_next_claimed(RunGate::Shared place);
  void receive(SentRun& run);
  void receive_all();
  void drop_sent();
  bool worth_waiting_for(size_t k) const;
  bool judge_next();
  CaseResult judge(size_t k, RunRecord run);
  RunRecord run_alone(const TestCase& test);
  void explain_state_leak(CaseResult& result);

  CaseBoard& board_;
  CaseLane& lane_;
  RunGate& gate_;
  const SolutionToJudge& solution_;
  std::atomic<int>& starved_retries_;
  const InputCheck check_input_;  // the options' check, after the runs sent ahead are received
  std::deque<SentRun> sent_;     // in the order sent; at most two
};

}  // namespace lcjudge
