// The scheduler (judge_solutions) on a fake lane, as ninja's build_test.cc tests its builder with a
// FakeCommandRunner: no process runs; each run's record is scripted per solution and case, its
// completion can be held back until another run's, and every call the scheduler makes is
// recorded. The tests assert order and outcome, never time.
#include "judging/scheduler.h"

#include <gtest/gtest.h>
#include <poll.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "driver/protocol.h"
#include "judging/case_lane.h"
#include "judging/fair_run.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::TempDir;

// A run as the driver ends one: ANSWER on its answer channel, exit 0, a little CPU.
RunRecord answered(const std::string& answer) {
  RunRecord run;
  run.exited = true;
  run.answer_text = answer;
  run.cpu_seconds = run.wall_seconds = 0.01;
  return run;
}

// A run that was computing when the wall deadline stopped it, under the CPU limit: looks starved.
RunRecord starved_run(const JudgeLimits& limits) {
  RunRecord run;
  run.killed_at_deadline = true;
  run.cpu_seconds = limits.time_limit_seconds / 2;
  run.wall_seconds = limits.wall_seconds;
  EXPECT_TRUE(looks_starved(run, limits));
  return run;
}

// A run that says its input is bad, as the driver says it.
RunRecord claims_bad_input() {
  RunRecord run = answered("");
  run.exit_code = protocol::kBadInputExit;
  run.side_channel_text = std::string(protocol::kBadInputKey) + " the input is bad\n";
  return run;
}

// "solution/case", the key of one run.
using RunKey = std::string;

// The runs of one judging call, scripted and recorded; shared by every lane it opens.
class FakeRuns {
 public:
  // The run of KEY records RUN (unscripted: it answers "1\n", every case's answer).
  void script(const RunKey& key, RunRecord run) { sent_[key] = std::move(run); }
  // The run of KEY made again alone records RUN.
  void script_alone(const RunKey& key, RunRecord run) { alone_[key] = std::move(run); }
  // The run of KEY made again alone throws, as a lane that fails does.
  void throw_alone(const RunKey& key) { throws_alone_.insert(key); }
  // The run of KEY comes back only once the scheduler has made CALL ("receive c/4", "send a/3").
  void hold_until(const RunKey& key, const std::string& call) { held_until_[key] = call; }

  OpenLane lanes(bool sends_ahead);

  // Waits until the scheduler has made CALL ("alone s/1").
  void wait_for_call(const std::string& call) {
    std::unique_lock<std::mutex> lock(mutex_);
    received_one_.wait(lock, [&] { return std::find(calls_.begin(), calls_.end(), call) != calls_.end(); });
  }

  std::vector<std::string> calls() {
    std::lock_guard<std::mutex> lock(mutex_);
    return calls_;
  }
  // The most runs that were out (sent, not yet received or dropped) when a run was made alone.
  int most_out_at_alone() {
    std::lock_guard<std::mutex> lock(mutex_);
    return most_out_at_alone_;
  }

 private:
  friend class FakeLane;

  std::mutex mutex_;
  std::condition_variable received_one_;  // a call made
  std::map<RunKey, RunRecord> sent_, alone_;
  std::set<RunKey> throws_alone_;
  std::map<RunKey, std::string> held_until_;
  std::vector<std::string> calls_;
  int out_ = 0;
  int most_out_at_alone_ = 0;
};

// One thread's lane for one solution.
class FakeLane : public CaseLane {
 public:
  FakeLane(FakeRuns& runs, std::string solution, bool sends_ahead)
      : runs_(runs), solution_(std::move(solution)), sends_ahead_(sends_ahead) {}

  bool sends_ahead() const override { return sends_ahead_; }

  void send(const TestCase& test) override {
    std::lock_guard<std::mutex> lock(runs_.mutex_);
    outstanding_.push_back(key(test));
    ++runs_.out_;
    runs_.calls_.push_back("send " + key(test));
    runs_.received_one_.notify_all();
  }

  RunRecord receive() override {
    std::unique_lock<std::mutex> lock(runs_.mutex_);
    RunKey run = outstanding_.front();
    runs_.received_one_.wait(lock, [&] { return ready(run); });
    outstanding_.erase(outstanding_.begin());
    --runs_.out_;
    runs_.calls_.push_back("receive " + run);
    runs_.received_one_.notify_all();
    auto scripted = runs_.sent_.find(run);
    return scripted == runs_.sent_.end() ? answered("1\n") : scripted->second;
  }

  bool wait_for_reply(int cancel_fd) const override {
    std::unique_lock<std::mutex> lock(runs_.mutex_);
    for (;;) {
      if (ready(outstanding_.front())) return true;
      pollfd stop{cancel_fd, POLLIN, 0};
      if (poll(&stop, 1, 0) > 0) return false;
      // Woken by a call; the stop has no condition variable, so look again now and then.
      runs_.received_one_.wait_for(lock, std::chrono::milliseconds(5));
    }
  }

  void drop_outstanding() override {
    std::lock_guard<std::mutex> lock(runs_.mutex_);
    for (const RunKey& run : outstanding_) runs_.calls_.push_back("drop " + run);
    runs_.out_ -= static_cast<int>(outstanding_.size());
    outstanding_.clear();
  }

  RunRecord run_now(const TestCase& test) override {
    std::lock_guard<std::mutex> lock(runs_.mutex_);
    runs_.calls_.push_back("alone " + key(test));
    runs_.received_one_.notify_all();
    runs_.most_out_at_alone_ = std::max(runs_.most_out_at_alone_, runs_.out_);
    if (runs_.throws_alone_.count(key(test))) throw std::runtime_error("the lane broke on " + key(test));
    auto scripted = runs_.alone_.find(key(test));
    return scripted == runs_.alone_.end() ? answered("1\n") : scripted->second;
  }

 private:
  RunKey key(const TestCase& test) const { return solution_ + "/" + test.id; }
  // Under the mutex.
  bool ready(const RunKey& run) const {
    auto held = runs_.held_until_.find(run);
    return held == runs_.held_until_.end() ||
           std::find(runs_.calls_.begin(), runs_.calls_.end(), held->second) != runs_.calls_.end();
  }

  FakeRuns& runs_;
  const std::string solution_;
  const bool sends_ahead_;
  std::vector<RunKey> outstanding_;
};

OpenLane FakeRuns::lanes(bool sends_ahead) {
  return [this, sends_ahead](const SolutionToJudge& solution) {
    return std::make_unique<FakeLane>(*this, solution.solution->source, sends_ahead);
  };
}

// Solutions named by their source ("a", "b", ...) judged on cases "1".."N", each answered "1".
class SchedulerTest : public ::testing::TestWithParam<bool> {
 protected:
  bool sends_ahead() const { return GetParam(); }

  void make_cases(size_t count) {
    for (size_t i = 1; i <= count; ++i) {
      std::string id = std::to_string(i);
      cases_.push_back({id, "", dir_.write(id + ".in", "0\n"), dir_.write(id + ".ans", "1\n")});
    }
  }

  void add_solution(const std::string& name, Verdict expected, JudgeOptions options = {}) {
    SolutionFile solution;
    solution.source = solution.display = name;
    solution.binary = "/nonexistent/" + name;  // never run: the lane is fake
    solution.expected = expected;
    solutions_.push_back(solution);
    expectations_.push_back(folder_expectation(expected));
    options_.push_back(std::move(options));
  }

  std::vector<SolutionReport> judge(int jobs) {
    build_.ok = true;
    std::vector<SolutionToJudge> items;
    for (size_t i = 0; i < solutions_.size(); ++i) {
      items.push_back({&solutions_[i], &expectations_[i], &build_, &config_, &cases_, options_[i]});
    }
    return judge_solutions(
        items, jobs, [&](const SolutionReport& report) { reported_.push_back(report.solution.source); },
        runs_.lanes(sends_ahead()));
  }

  static std::vector<std::string> case_ids(const SolutionReport& report) {
    std::vector<std::string> ids;
    for (const auto& result : report.results) ids.push_back(result.test.id);
    return ids;
  }

  // The position of CALL among the recorded calls (their count if it is not there).
  size_t position_of(const std::string& call) {
    std::vector<std::string> calls = runs_.calls();
    return std::find(calls.begin(), calls.end(), call) - calls.begin();
  }

  TempDir dir_;
  ProblemConfig config_;
  BuildOutcome build_;
  std::vector<TestCase> cases_;
  std::deque<SolutionFile> solutions_;
  std::deque<Expectation> expectations_;
  std::vector<JudgeOptions> options_;
  FakeRuns runs_;
  std::vector<std::string> reported_;
};

INSTANTIATE_TEST_SUITE_P(SendingAheadOrNot, SchedulerTest, ::testing::Bool(),
                         [](const auto& info) { return info.param ? "SendsAhead" : "RunsAtSend"; });

TEST_P(SchedulerTest, ReportsComeInSolutionAndCaseOrderWhateverTheOrderRunsEnd) {
  make_cases(4);
  for (const char* name : {"a", "b", "c"}) add_solution(name, Verdict::kAccepted);
  runs_.hold_until("a/1", "receive c/4");  // the first run ends last
  runs_.hold_until("b/2", "receive c/3");
  std::vector<SolutionReport> reports = judge(3);
  EXPECT_LT(position_of("receive c/4"), position_of("receive a/1"));
  EXPECT_EQ(reported_, (std::vector<std::string>{"a", "b", "c"}));
  ASSERT_EQ(reports.size(), 3u);
  for (const SolutionReport& report : reports) {
    EXPECT_EQ(case_ids(report), (std::vector<std::string>{"1", "2", "3", "4"})) << report.solution.source;
    EXPECT_EQ(report.verdict, Verdict::kAccepted);
    EXPECT_TRUE(report.expectation.ok) << report.expectation.message;
  }
}

TEST_P(SchedulerTest, AFailingSolutionStopsAtTheCaseThatSettlesItsVerdict) {
  make_cases(6);
  add_solution("wa", Verdict::kWrongAnswer);
  runs_.script("wa/3", answered("2\n"));
  std::vector<SolutionReport> reports = judge(1);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(case_ids(reports[0]), (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(reports[0].verdict, Verdict::kWrongAnswer);
  EXPECT_TRUE(reports[0].expectation.ok) << reports[0].expectation.message;
  // One thread: a run is sent ahead of each judged one, and the one past the stop is dropped.
  std::vector<std::string> expected =
      sends_ahead() ? std::vector<std::string>{"send wa/1", "send wa/2", "receive wa/1", "send wa/3", "receive wa/2",
                                               "send wa/4", "receive wa/3", "drop wa/4"}
                    : std::vector<std::string>{"send wa/1", "receive wa/1", "send wa/2", "receive wa/2", "send wa/3",
                                               "receive wa/3"};
  EXPECT_EQ(runs_.calls(), expected);
}

// At -j 3 the cases after the settling one are judged while it is out, and still not reported: a
// report does not depend on -j.
TEST_P(SchedulerTest, TheEarlyStopReportsTheSameCasesAtAnyJobs) {
  make_cases(8);
  add_solution("wa", Verdict::kWrongAnswer);
  add_solution("b", Verdict::kAccepted);
  runs_.script("wa/3", answered("2\n"));
  runs_.hold_until("wa/3", "receive b/1");  // the settling case ends once the threads have gone on to b
  std::vector<SolutionReport> reports = judge(3);
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(case_ids(reports[0]), (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(reports[0].verdict, Verdict::kWrongAnswer);
  EXPECT_TRUE(reports[0].expectation.ok) << reports[0].expectation.message;
  size_t later_cases_judged_first = 0;
  for (int k = 4; k <= 8; ++k) later_cases_judged_first += position_of(fmt::format("receive wa/{}", k)) < position_of("receive wa/3");
  EXPECT_GE(later_cases_judged_first, 1u);
  EXPECT_EQ(reports[1].verdict, Verdict::kAccepted);
}

// A run past the early stop that another thread waits for is dropped when the stop is set, not
// waited for: here the runs of cases 2 and 3 never end, and case 1, which settles the verdict,
// ends only once case 3 was sent, so the other thread holds one of them. (A lane that runs at
// send cannot be woken: its runs end by themselves.)
TEST_P(SchedulerTest, ARunPastTheStopIsDroppedWhileAnotherThreadWaitsForIt) {
  make_cases(4);
  add_solution("wa", Verdict::kWrongAnswer);
  runs_.script("wa/1", answered("2\n"));
  if (sends_ahead()) {
    runs_.hold_until("wa/1", "send wa/3");
    runs_.hold_until("wa/2", "never");
    runs_.hold_until("wa/3", "never");
  }
  std::vector<SolutionReport> reports = judge(2);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(case_ids(reports[0]), (std::vector<std::string>{"1"}));
  EXPECT_EQ(reports[0].verdict, Verdict::kWrongAnswer);
  if (sends_ahead()) {
    EXPECT_LT(position_of("drop wa/2"), runs_.calls().size());
    EXPECT_LT(position_of("drop wa/3"), runs_.calls().size());
  }
}

TEST_P(SchedulerTest, AllCasesJudgesPastTheFailingCase) {
  make_cases(5);
  JudgeOptions options;
  options.all_cases = true;
  add_solution("wa", Verdict::kWrongAnswer, options);
  runs_.script("wa/2", answered("2\n"));
  std::vector<SolutionReport> reports = judge(2);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(case_ids(reports[0]), (std::vector<std::string>{"1", "2", "3", "4", "5"}));
  EXPECT_EQ(reports[0].verdict, Verdict::kWrongAnswer);
}

// A thread that finds nothing left to claim in one solution judges the next meanwhile: here the
// first solution's only run cannot end before the second solution's has.
TEST_P(SchedulerTest, AThreadWithNothingLeftInOneSolutionGoesOnToTheNext) {
  make_cases(1);
  add_solution("a", Verdict::kAccepted);
  add_solution("b", Verdict::kAccepted);
  runs_.hold_until("a/1", "receive b/1");
  std::vector<SolutionReport> reports = judge(2);
  EXPECT_EQ(reported_, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0].verdict, Verdict::kAccepted);
  EXPECT_EQ(reports[1].verdict, Verdict::kAccepted);
}

// Starved-looking runs are made again alone, kMostStarvedRetries a solution, with no other run
// out in any lane; the rest are judged as they are.
TEST_P(SchedulerTest, StarvedRunsAreMadeAgainAloneAtMostTwiceASolution) {
  make_cases(4);
  add_solution("s", Verdict::kAccepted);
  add_solution("t", Verdict::kAccepted);
  for (const char* key : {"s/1", "s/2", "s/3", "s/4"}) runs_.script(key, starved_run(config_.limits));
  std::vector<SolutionReport> reports = judge(2);
  ASSERT_EQ(reports.size(), 2u);
  size_t alone = 0, not_again = 0;
  for (const CaseResult& result : reports[0].results) {
    if (result.outcome.verdict == Verdict::kAccepted) {
      ++alone;
      EXPECT_NE(result.outcome.message.find("[judged again alone after a starved first run]"), std::string::npos);
    } else {
      ++not_again;
      EXPECT_EQ(result.outcome.verdict, Verdict::kTimeLimitExceeded);
      EXPECT_NE(result.outcome.message.find("[looked starved; not judged again"), std::string::npos)
          << result.outcome.message;
    }
  }
  EXPECT_EQ(alone, static_cast<size_t>(kMostStarvedRetries));
  EXPECT_EQ(not_again, 4u - kMostStarvedRetries);
  EXPECT_EQ(reports[1].verdict, Verdict::kAccepted);
  EXPECT_EQ(runs_.most_out_at_alone(), 0);
}

// A run just over the time limit is made again alone whatever the count of starved retries.
TEST_P(SchedulerTest, ARunJustOverTheLimitIsMadeAgainAlone) {
  make_cases(2);
  add_solution("near", Verdict::kAccepted);
  RunRecord over = answered("1\n");
  over.cpu_seconds = config_.limits.time_limit_seconds * (1 + kNearLimitShare / 2);
  runs_.script("near/2", over);
  std::vector<SolutionReport> reports = judge(1);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].verdict, Verdict::kAccepted);
  EXPECT_LT(position_of("alone near/2"), runs_.calls().size());
  EXPECT_EQ(position_of("alone near/1"), runs_.calls().size());
}

// What judging a run throws is that case's judge error; the other cases and solutions are still
// judged and reported, in order.
TEST_P(SchedulerTest, AnExceptionWhileACaseIsJudgedIsThatCasesJudgeError) {
  make_cases(3);
  JudgeOptions options;
  options.check_input = [](const TestCase&, RunGate&) -> std::optional<std::string> {
    throw std::runtime_error("the check broke");
  };
  add_solution("a", Verdict::kAccepted, options);
  add_solution("b", Verdict::kAccepted, options);
  runs_.script("a/2", claims_bad_input());
  std::vector<SolutionReport> reports = judge(2);
  EXPECT_EQ(reported_, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(case_ids(reports[0]), (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(reports[0].results[1].outcome.verdict, Verdict::kJudgeError);
  EXPECT_EQ(reports[0].results[1].outcome.message, "the judge failed on this case: the check broke");
  EXPECT_TRUE(reports[0].judge_error);
  EXPECT_EQ(reports[0].results[2].outcome.verdict, Verdict::kAccepted);
  EXPECT_EQ(reports[1].verdict, Verdict::kAccepted);
}

// The lane failing while a run is made alone (the gate held alone) is the judge's failure: it
// ends the judging with that error, and the other thread, which comes to the gate after, is let
// through rather than left waiting for a run alone that will never end.
TEST_P(SchedulerTest, ALaneThatThrowsInARunAloneEndsTheJudgingWithoutADeadlock) {
  make_cases(1);
  add_solution("s", Verdict::kAccepted);
  JudgeOptions options;
  options.check_input = [&](const TestCase&, RunGate&) -> std::optional<std::string> {
    runs_.wait_for_call("alone s/1");  // the other thread's run alone has begun
    return std::nullopt;
  };
  add_solution("t", Verdict::kAccepted, options);
  runs_.script("s/1", starved_run(config_.limits));
  runs_.throw_alone("s/1");
  runs_.hold_until("s/1", "receive t/1");  // so that the other thread takes t/1
  runs_.script("t/1", claims_bad_input());
  try {
    judge(2);
    ADD_FAILURE() << "the lane's failure was not the judging's";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "the lane broke on s/1");
  }
  EXPECT_TRUE(reported_.empty());
}

}  // namespace
}  // namespace lcjudge
