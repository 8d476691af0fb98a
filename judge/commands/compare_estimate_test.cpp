// The time left of `judge compare`, replayed on a fake clock with fake costs: a plan as the
// repository's problems have it (solutions that time out on every case, fast ones, one that
// times out only on the large cases without its folder saying so, sweeps that reach the cap),
// its steps in the order the command runs them, and the estimate asked for every second.
#include "commands/compare_estimate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "base/remaining_time.h"

namespace lcjudge {
namespace {

struct Look {
  double elapsed;
  double shown;
};

constexpr double kTimeLimit = 1, kCap = 1;
constexpr int kLanes = 2;

// A solution of the replay: its run's time on a case of each group, and on a sweep input of size N.
struct FakeSolution {
  bool expected_over_limit;
  std::vector<double> run_by_group;  // sample, secret/small, secret/large
  double (*sweep_run)(double n);
};

double flat_run(double) { return 0.002; }
double cubic_run(double n) { return 0.002 + 2e-7 * n * n * n; }
double exponential_run(double n) { return 0.002 * std::pow(1.42, n); }  // 913 alpha_beta: 1.42^n

// The replay's total time and what was shown along it. ACCOUNT_BY_STEPS: a step counts as a
// second of work, as the estimate did before it weighed them.
struct Replay {
  std::vector<Look> looks;
  double total = 0;
};

double quadratic_run(double n) { return 0.002 + 1e-6 * n * n; }

// The plan of the acceptance: four solutions expected to time out (1 s a case), fast ones (2 ms),
// in folder order as 913's: accepted/, time_limit_exceeded/, wrong_answer/.
std::vector<FakeSolution> mixed_plan() {
  std::vector<FakeSolution> solutions = {{false, {0.002, 0.002, 0.002}, flat_run}, {false, {0.002, 0.002, 0.003}, quadratic_run}};
  for (int i = 0; i < 4; ++i) solutions.push_back({true, {1.0, 1.0, 1.0}, exponential_run});
  for (int i = 0; i < 3; ++i) solutions.push_back({false, {0.002, 0.002, 0.003}, i % 2 ? flat_run : quadratic_run});
  return solutions;
}

// As a real run can have it: costs no plan shows before they are met (a wrong_answer/ solution
// that times out on the large cases only, fast solutions whose sweep grows as n^3).
std::vector<FakeSolution> plan_with_surprises() {
  std::vector<FakeSolution> solutions = {{false, {0.002, 0.002, 0.002}, flat_run}, {false, {0.002, 0.002, 0.003}, cubic_run}};
  for (int i = 0; i < 4; ++i) solutions.push_back({true, {1.0, 1.0, 1.0}, exponential_run});
  solutions.push_back({false, {0.002, 0.002, 1.0}, exponential_run});
  for (int i = 0; i < 3; ++i) solutions.push_back({false, {0.002, 0.002, 0.003}, i % 2 ? flat_run : cubic_run});
  return solutions;
}

Replay replay(const std::vector<FakeSolution>& solutions, bool account_by_steps) {
  std::vector<std::string> groups = {"sample", "secret/small", "secret/large"};
  CompareEstimatePlan plan;
  plan.time_limit_seconds = kTimeLimit;
  for (const auto& solution : solutions) plan.expected_over_limit.push_back(solution.expected_over_limit);
  std::vector<size_t> case_group;
  for (int k = 0; k < 60; ++k) {
    size_t group = k < 5 ? 0 : k < 30 ? 1 : 2;
    case_group.push_back(group);
    plan.case_groups.push_back(groups[group]);
  }
  for (int family = 0; family < 5; ++family) {
    std::vector<double> sizes;
    for (int n = 4; n <= 62; n += 2) sizes.push_back(n);
    plan.sweep_sizes.push_back(sizes);
  }
  TimingPolicy timing, sweep_timing;
  sweep_timing.repetitions = 3;
  sweep_timing.budget_seconds = 0.25;
  CompareEstimate estimate(kLanes, kCap, timing, sweep_timing);
  size_t problem = estimate.add_problem(plan);
  size_t steps_total = solutions.size() * plan.case_groups.size() * 2 + 5 * 30 * (1 + solutions.size()), steps_done = 0;

  Replay result;
  RemainingTime remaining;
  double clock = 0, next_look = 0;
  // Wall seconds pass; the estimate is looked at every second meanwhile.
  auto pass = [&](double seconds) {
    for (; next_look < clock + seconds; next_look += 1) {
      double done = account_by_steps ? static_cast<double>(steps_done) : estimate.done();
      double left = account_by_steps ? static_cast<double>(steps_total - steps_done) : estimate.left();
      if (auto shown = remaining.update(next_look, done, left)) result.looks.push_back({next_look, *shown});
    }
    clock += seconds;
  };
  // The runs time_case makes of a case: a warm-up and as many repetitions as fit the budget; the
  // sandbox adds a third to each run, which the estimate has to learn.
  auto timing_cost = [](double run, const TimingPolicy& policy) {
    int runs = run >= policy.self_warming_seconds ? 1 : 1 + std::clamp(static_cast<int>(policy.budget_seconds / run), 1, policy.repetitions);
    return std::pair<double, int>{runs * run * 4 / 3, runs};
  };

  // Screening, on two lanes.
  for (size_t s = 0; s < solutions.size(); ++s) {
    for (size_t k = 0; k < case_group.size(); ++k) {
      double run = solutions[s].run_by_group[case_group[k]];
      bool over = run >= kTimeLimit;
      // Side by side, a run costs more around it than alone: the sandbox's work shares the cores.
      double cost = over ? run * 1.1 : run * 3;
      pass(cost / kLanes);
      estimate.screened(problem, s, k, cost, run, over, over);
      ++steps_done;
    }
  }
  // Timing, one run at a time.
  for (size_t s = 0; s < solutions.size(); ++s) {
    for (size_t k = 0; k < case_group.size(); ++k) {
      double run = solutions[s].run_by_group[case_group[k]];
      double cost = run >= kTimeLimit ? 0 : timing_cost(run, timing).first;
      pass(cost);
      estimate.timed(problem, s, k, cost);
      ++steps_done;
    }
  }
  pass(3);  // the reference compiled: a pause no step accounts for
  for (int input = 0; input < 150; ++input) {
    pass(0.03 / kLanes);
    estimate.generated(problem, 0.03 / kLanes);
    ++steps_done;
  }
  for (size_t s = 0; s < solutions.size(); ++s) {
    pass(0.05);  // its start-up measured
    std::vector<bool> stopped(5, false);
    for (size_t j = 0; j < 30; ++j) {
      for (size_t family = 0; family < 5; ++family) {
        if (stopped[family]) continue;
        // Families differ: each a little costlier than the last.
        double run = solutions[s].sweep_run(plan.sweep_sizes[family][j] + 2.0 * family);
        bool over = run >= kCap;
        auto [cost, runs] = over ? std::pair<double, int>{kCap * 1.05, 1} : timing_cost(run, sweep_timing);
        pass(cost);
        estimate.swept(problem, s, family, j, cost, runs, over);
        ++steps_done;
        if (over) {
          stopped[family] = true;
          steps_done += 29 - j;
        }
      }
    }
    pass(0.5);  // its plots drawn
  }
  result.total = clock;
  return result;
}

// The largest change of the shown estimate, beyond the clock's countdown, within WINDOW seconds.
double largest_jump(const std::vector<Look>& looks, double window) {
  double largest = 0;
  for (size_t i = 0; i < looks.size(); ++i) {
    for (size_t j = i + 1; j < looks.size() && looks[j].elapsed - looks[i].elapsed <= window; ++j) {
      double counted_down = looks[i].shown - (looks[j].elapsed - looks[i].elapsed);
      largest = std::max(largest, std::fabs(looks[j].shown - counted_down));
    }
  }
  return largest;
}

// The largest error of the shown estimate after the first tenth of the run, as a share of the
// truth (less a second of grace: a step half run).
double largest_error_after_a_tenth(const Replay& run) {
  double largest = 0;
  for (const auto& look : run.looks) {
    if (look.elapsed < run.total / 10) continue;
    double truth = run.total - look.elapsed;
    largest = std::max(largest, (std::fabs(look.shown - truth) - 2) / truth);
  }
  return largest;
}

TEST(CompareEstimateTest, TheTimeLeftOfAMixedPlanIsWithinAThirdOfTheTruthAfterATenth) {
  Replay run = replay(mixed_plan(), false);
  ASSERT_GT(run.total, 150);  // minutes of work, most of it in a few hundred slow steps
  double error = largest_error_after_a_tenth(run);
  EXPECT_LT(error, 0.3) << "off by " << error * 100 << "% of the truth";
  // Counted in steps, the same plan is wrong by far more.
  EXPECT_GT(largest_error_after_a_tenth(replay(mixed_plan(), true)), 0.5);
}

TEST(CompareEstimateTest, TheTimeLeftOfAMixedPlanNeverMovesByMoreThanThirtySecondsInTen) {
  for (const auto& plan : {mixed_plan(), plan_with_surprises()}) {
    Replay run = replay(plan, false);
    double jump = largest_jump(run.looks, 10);
    EXPECT_LT(jump, 30) << "the shown estimate moved " << jump << " s within 10 s beyond counting down";
  }
}

TEST(CompareEstimateTest, AScreeningExpectedToExceedTheLimitCostsTheLimitBeforeItRuns) {
  CompareEstimatePlan plan;
  plan.time_limit_seconds = 2;
  plan.expected_over_limit = {true, false};
  plan.case_groups = {"sample", "sample", "sample"};
  CompareEstimate estimate(2, 1, TimingPolicy{}, TimingPolicy{});
  estimate.add_problem(plan);
  // Three time-outs of 2 s on two lanes, then three fast cases; nothing is timed after a time-out.
  double fast = 0.005 / 2 + 0.005 * 6;
  EXPECT_NEAR(estimate.left(), 3 * 2.0 / 2 + 3 * fast, 1e-9);
  // A fast run measured moves the per-run floor for the cases not yet run.
  estimate.screened(0, 1, 0, 0.01, 0.01, false, false);
  EXPECT_NEAR(estimate.left(), 3 * 2.0 / 2 + 3 * 0.01 * 6 + 2 * 0.01 / 2, 1e-9);
  EXPECT_NEAR(estimate.done(), 0.01 / 2, 1e-12);
}

TEST(CompareEstimateTest, ASolutionsMeanOnAGroupWeighsItsOtherCasesOfTheGroup) {
  CompareEstimatePlan plan;
  plan.expected_over_limit = {false};
  plan.case_groups = {"secret/large", "secret/large", "secret/large", "sample"};
  CompareEstimate estimate(1, 1, TimingPolicy{}, TimingPolicy{});
  estimate.add_problem(plan);
  estimate.screened(0, 0, 3, 0.01, 0.01, false, false);  // sample: fast
  estimate.screened(0, 0, 0, 1.2, 1.1, true, true);      // the first large case: a time-out
  // The two large cases left cost a time-out each, and are not timed.
  EXPECT_NEAR(estimate.left(), 2 * 1.2 + 0.01 * 6, 1e-9);
}

TEST(CompareEstimateTest, ASweepFamilyIsExpectedToStopAtTheFirstSizePastTheCap) {
  CompareEstimatePlan plan;
  plan.expected_over_limit = {false};
  plan.sweep_sizes = {{10, 20, 40, 80, 160, 320}};
  TimingPolicy sweep;
  sweep.repetitions = 1;
  sweep.self_warming_seconds = 0.01;
  CompareEstimate estimate(1, 1, TimingPolicy{}, sweep);
  estimate.add_problem(plan);
  for (int input = 0; input < 6; ++input) estimate.generated(0, 0.01);
  // Runs of n^2 growth: 0.01 s at 10, 0.04 s at 20; then 0.16 at 40, 0.64 at 80, 2.56 (past the
  // cap of 1 s: it costs the cap and the family stops) at 160, and 320 is never run.
  estimate.swept(0, 0, 0, 0, 0.01, 1, false);
  estimate.swept(0, 0, 0, 1, 0.04, 1, false);
  EXPECT_NEAR(estimate.left(), 0.16 + 0.64 + 1.0, 1e-9);
  estimate.swept(0, 0, 0, 2, 0.16, 1, false);
  estimate.swept(0, 0, 0, 3, 0.64, 1, false);
  estimate.swept(0, 0, 0, 4, 1.0, 1, true);
  EXPECT_EQ(estimate.left(), 0);
}

}  // namespace
}  // namespace lcjudge
