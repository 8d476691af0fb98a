#include "commands/compare_estimate.h"

#include <algorithm>
#include <cmath>

#include "timing/measure.h"

namespace lcjudge {
namespace {

// A run's cost before any run finished: a start in the sandbox, a small case.
constexpr double kFirstRunGuessSeconds = 0.005;
// The timing steps' ratio of cost to prediction is trusted once predictions add up to this.
constexpr double kTimingRatioBasisSeconds = 0.25;
// A family's time per run rises with n only once it is this many times its smallest (below it,
// the runs are the start-up and the sandbox, and their noise is no growth).
constexpr double kGrowingFactor = 2;
constexpr double kLargestExponent = 12;
// A family that ends past the cap costs the cap, and the sizes below it (each a fraction of the
// one after) about as much again.
constexpr double kCapsPerSlowFamily = 3;

}  // namespace

CompareEstimate::CompareEstimate(int screening_lanes, double cap_seconds, const TimingPolicy& timing,
                                 const TimingPolicy& sweep_timing)
    : screening_lanes_(std::max(1, screening_lanes)), cap_seconds_(cap_seconds), timing_(timing), sweep_timing_(sweep_timing) {}

size_t CompareEstimate::add_problem(const CompareEstimatePlan& plan) {
  Problem problem;
  problem.plan = plan;
  std::vector<std::string> groups;
  for (const auto& group : plan.case_groups) {
    auto found = std::find(groups.begin(), groups.end(), group);
    problem.group_of.push_back(static_cast<size_t>(found - groups.begin()));
    if (found == groups.end()) groups.push_back(group);
  }
  problem.groups = groups.size();
  size_t solutions = plan.expected_over_limit.size();
  size_t pairs = solutions * plan.case_groups.size();
  problem.lanes = static_cast<double>(std::max<size_t>(1, std::min<size_t>(screening_lanes_, pairs)));
  problem.pairs.assign(solutions, std::vector<Pair>(plan.case_groups.size()));
  problem.went_over.assign(solutions, false);
  for (const auto& sizes : plan.sweep_sizes) problem.inputs += sizes.size();
  problem.sweep.resize(solutions);
  for (auto& families : problem.sweep) {
    for (const auto& sizes : plan.sweep_sizes) families.emplace_back(sizes.size());
  }
  problem.stopped.assign(solutions, std::vector<bool>(plan.sweep_sizes.size(), false));
  problems_.push_back(std::move(problem));
  return problems_.size() - 1;
}

void CompareEstimate::screened(size_t problem, size_t solution, size_t test, double seconds, double run_seconds,
                               bool settled, bool over_limit) {
  Problem& p = problems_.at(problem);
  Pair& pair = p.pairs.at(solution).at(test);
  pair.screen_cost = seconds;
  pair.screen_run = run_seconds;
  pair.settled = settled;
  if (over_limit) {
    p.went_over[solution] = true;
    over_limit_seconds_ += seconds;
    over_limit_limits_ += p.plan.time_limit_seconds;
  } else {
    within_limit_runs_.push_back(run_seconds);
    within_limit_screenings_.push_back(seconds);
  }
  done_seconds_ += seconds / p.lanes;
}

void CompareEstimate::timed(size_t problem, size_t solution, size_t test, double seconds) {
  Pair& pair = problems_.at(problem).pairs.at(solution).at(test);
  pair.timed = true;
  if (pair.screen_run && !pair.settled) {
    timing_seconds_ += seconds;
    timing_predicted_ += timing_cost(*pair.screen_run);
  }
  done_seconds_ += seconds;
}

void CompareEstimate::generated(size_t problem, double seconds) {
  Problem& p = problems_.at(problem);
  p.generated = std::min(p.inputs, p.generated + 1);
  generating_seconds_ += seconds;
  ++generated_;
  done_seconds_ += seconds;
}

void CompareEstimate::swept(size_t problem, size_t solution, size_t family, size_t size, double seconds, int runs,
                            bool over_cap) {
  Problem& p = problems_.at(problem);
  SweepPointState& point = p.sweep.at(solution).at(family).at(size);
  point.run_seconds = seconds / std::max(1, runs);
  point.step_seconds = seconds;
  if (over_cap) {
    p.stopped[solution][family] = true;
    over_cap_seconds_ += seconds;
    ++over_cap_points_;
  }
  done_seconds_ += seconds;
}

namespace {
double median_or(std::vector<double> values, double otherwise) {
  if (values.empty()) return otherwise;
  auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
  std::nth_element(values.begin(), middle, values.end());
  return *middle;
}
}  // namespace

double CompareEstimate::floor_run() const { return median_or(within_limit_runs_, kFirstRunGuessSeconds); }
double CompareEstimate::floor_screening() const { return median_or(within_limit_screenings_, kFirstRunGuessSeconds); }

double CompareEstimate::over_limit_cost(double limit_seconds) const {
  // A run stopped past the limit costs the limit and the time to notice and stop it.
  return limit_seconds * (over_limit_limits_ > 0 ? over_limit_seconds_ / over_limit_limits_ : 1.0);
}

// A sweep point past the cap: one run, alone on its CPU, stopped just past the cap.
double CompareEstimate::over_cap_cost() const {
  return over_cap_points_ ? over_cap_seconds_ / static_cast<double>(over_cap_points_) : cap_seconds_;
}

// The runs time_case makes of a case whose run takes RUN_SECONDS, and so what they cost.
double CompareEstimate::timing_cost(double run_seconds) const {
  if (run_seconds >= timing_.self_warming_seconds) return run_seconds;
  return run_seconds * (1 + planned_repetitions(run_seconds, timing_.repetitions, timing_.budget_seconds));
}

double CompareEstimate::sweep_step_cost(double run_seconds) const {
  if (run_seconds >= sweep_timing_.self_warming_seconds) return run_seconds;
  return run_seconds * (1 + planned_repetitions(run_seconds, sweep_timing_.repetitions, sweep_timing_.budget_seconds));
}

double CompareEstimate::left() const {
  double left = 0;
  for (const auto& problem : problems_) left += problem_left(problem);
  return left;
}

double CompareEstimate::problem_left(const Problem& p) const {
  double timing_ratio = timing_predicted_ >= kTimingRatioBasisSeconds ? timing_seconds_ / timing_predicted_ : 1.0;
  double floor = floor_run(), floor_screen = floor_screening();
  double left = 0;
  struct GroupSoFar {
    size_t screened = 0;
    double costs = 0, timing = 0;  // seconds: the screenings, and the timing their runs predict
  };
  for (size_t s = 0; s < p.pairs.size(); ++s) {
    std::vector<GroupSoFar> groups(p.groups);
    for (size_t k = 0; k < p.pairs[s].size(); ++k) {
      const Pair& pair = p.pairs[s][k];
      if (!pair.screen_run) continue;
      GroupSoFar& group = groups[p.group_of[k]];
      ++group.screened;
      group.costs += *pair.screen_cost;
      group.timing += pair.settled ? 0 : timing_cost(*pair.screen_run);
    }
    bool expected_over = p.plan.expected_over_limit[s];
    for (size_t k = 0; k < p.pairs[s].size(); ++k) {
      const Pair& pair = p.pairs[s][k];
      const GroupSoFar& group = groups[p.group_of[k]];
      if (!pair.screen_run) {
        double cost = group.screened ? group.costs / static_cast<double>(group.screened)
                      : expected_over ? over_limit_cost(p.plan.time_limit_seconds)
                                      : floor_screen;
        left += cost / p.lanes;
      }
      if (!pair.timed) {
        double timing = pair.screen_run ? (pair.settled ? 0 : timing_cost(*pair.screen_run))
                        : group.screened ? group.timing / static_cast<double>(group.screened)
                        : expected_over ? 0
                                        : timing_cost(floor);
        left += timing_ratio * timing;
      }
    }
  }
  // A generator's run and the reference's on its input.
  double generating = generated_ ? generating_seconds_ / static_cast<double>(generated_) : 2 * floor_screen;
  left += static_cast<double>(p.inputs - p.generated) * generating;
  for (size_t s = 0; s < p.sweep.size(); ++s) {
    for (size_t f = 0; f < p.sweep[s].size(); ++f) left += family_left(p, s, f);
  }
  return left;
}

// A solution expected to exceed the time limit, or that did in screening.
bool CompareEstimate::slow(const Problem& p, size_t solution) const {
  return p.plan.expected_over_limit[solution] || p.went_over[solution];
}

double CompareEstimate::family_left(const Problem& p, size_t solution, size_t family) const {
  if (p.stopped[solution][family]) return 0;
  const std::vector<double>& sizes = p.plan.sweep_sizes[family];
  const std::vector<SweepPointState>& points = p.sweep[solution][family];
  size_t ran = 0;  // the sizes run so far: a family runs smallest first
  while (ran < points.size() && points[ran].run_seconds) ++ran;
  if (ran == points.size()) return 0;
  double cap_cost = over_cap_cost();
  bool slow = this->slow(p, solution);
  if (ran == 0) {
    // What the family cost the solutions as slow that are through with it.
    double cost = 0;
    size_t through = 0;
    for (size_t other = 0; other < p.sweep.size(); ++other) {
      const std::vector<SweepPointState>& theirs = p.sweep[other][family];
      if (this->slow(p, other) != slow || !(p.stopped[other][family] || theirs.back().run_seconds)) continue;
      ++through;
      for (const auto& point : theirs) cost += point.step_seconds;
    }
    if (through) return cost / static_cast<double>(through);
    return static_cast<double>(sizes.size()) * sweep_step_cost(floor_run()) + (slow ? kCapsPerSlowFamily * cap_cost : 0);
  }
  double last = *points[ran - 1].run_seconds;
  double exponent = 0;
  if (ran >= 2) {
    size_t from = ran >= 4 ? ran - 4 : 0;
    double first = *points[from].run_seconds, smallest = last;
    for (size_t i = 0; i < ran; ++i) smallest = std::min(smallest, *points[i].run_seconds);
    double n_last = sizes[ran - 1], n_from = sizes[from];
    if (last > kGrowingFactor * smallest && last > first && n_last > n_from && n_from > 0) {
      exponent = std::clamp(std::log(last / first) / std::log(n_last / n_from), 0.0, kLargestExponent);
    }
  }
  double left = 0;
  for (size_t i = ran; i < sizes.size(); ++i) {
    double n_last = sizes[ran - 1];
    double run = exponent > 0 && n_last > 0 ? last * std::pow(sizes[i] / n_last, exponent) : last;
    if (run >= cap_seconds_) return left + cap_cost;  // the family stops there
    left += sweep_step_cost(run);
  }
  // A solution that exceeded the limit is expected to leave the cap somewhere in each family.
  return left + (slow ? cap_cost : 0);
}

}  // namespace lcjudge
