// `judge compare [PROBLEM|SOLUTION ...]`: its command line, and the comparison itself (compare_command.h).
#include "commands/compare_command.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include "base/atomic_file.h"
#include "base/cpu_affinity.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/machine.h"
#include "base/parallel.h"
#include "base/progress.h"
#include "base/word_wrap.h"
#include "commands/command.h"
#include "commands/compare_choice.h"
#include "commands/compare_estimate.h"
#include "judging/build_description.h"
#include "judging/case_judgement.h"
#include "judging/workload.h"
#include "problem/language.h"
#include "timing/bar_plot.h"
#include "timing/baseline.h"
#include "timing/compare_report.h"
#include "timing/comparison.h"
#include "timing/plot.h"
#include "timing/interleaved_timing.h"
#include "timing/sweep.h"

namespace lcjudge {
namespace {

// A fit is quoted in a plot's legend only when it explains most of the variance.
constexpr double kQuotableRSquared = 0.9;
constexpr int kSweepRepetitions = 3;

// "~ n^3.0", "~ 1.40^n", "> n^8" for a fit good enough to quote.
std::string legend_growth(const GrowthFit& fit) {
  switch (fit.model) {
    case GrowthModel::kPowerLaw: return fmt::format("~ n^{:.1f}", fit.exponent);
    case GrowthModel::kExponential: return fmt::format("~ {:.2f}^n", fit.base);
    default: return growth_form(fit);
  }
}

// What the legend adds to a solution's name: its growth when the fit is good enough to quote,
// and where it went over the cap.
std::string legend_note(const FamilySweep& quoted, double cap_seconds) {
  std::vector<std::string> parts;
  if (quoted.fit.model != GrowthModel::kNone && quoted.fit.r_squared >= kQuotableRSquared) {
    parts.push_back(legend_growth(quoted.fit));
  }
  if (!quoted.stopped_at.empty()) parts.push_back(fmt::format("> {:g} s at n = {}", cap_seconds, quoted.stopped_at));
  return parts.empty() ? "" : fmt::format(": {}", fmt::join(parts, ", "));
}

std::string short_display(const ProblemComparison& c, size_t s) {
  const std::string& display = c.solutions[s].display;
  return display.substr(display.find('/') + 1);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The sweep's runs per point and budget: a point of a curve on a log scale needs less than a
// table's median.
TimingPolicy sweep_timing(const CompareCommandOptions& options) {
  TimingPolicy timing = options.timing;
  timing.repetitions = std::min(options.timing.repetitions, kSweepRepetitions);
  timing.budget_seconds = options.timing.budget_seconds / 2;
  return timing;
}

// Where one problem's steps are in the estimate of the time left: its index, and each solution's
// among those compiled (the only ones with steps).
struct EstimateSlot {
  CompareEstimate& estimate;
  size_t problem = 0;
  std::vector<size_t> solution;
};

// A screening run over the limit on CPU time settles the case as a time-out, and a crash as a
// crash. (A time-out on the wall clock alone may be a loaded machine's doing: it is timed again.)
bool over_limit(const CaseOutcome& run, double limit_seconds) {
  return run.verdict == Verdict::kTimeLimitExceeded && run.cpu_seconds > limit_seconds;
}
bool settled_by_screening(const CaseOutcome& run, double limit_seconds) {
  return over_limit(run, limit_seconds) || (!ran_to_end(run.verdict) && run.verdict != Verdict::kTimeLimitExceeded);
}

// A case the screening run settled (a time-out on CPU time, a crash): that run is its timing.
TimedCase settled_timing(const CaseOutcome& first) {
  TimedCase settled;
  settled.warmup = first;
  settled.verdict = first.verdict;
  settled.message = first.message;
  settled.peak_memory_bytes = first.peak_memory_bytes;
  if (settled.timed_out()) settled.cpu = summarize({kTimedOut});
  return settled;
}

// Every (solution, case) pair is first screened: run once, in parallel on every core, unpinned.
// A pair that used more CPU than the limit is settled there as a time-out (CPU time does not
// depend on what else runs); the rest are timed one at a time on one CPU, warm-up first. This way
// the many time-outs of the naive solutions, a second each, share the cores instead of queueing.
void time_cases(ProblemComparison& c, const std::vector<const BuiltSolution*>& programs, const std::vector<TestCase>& cases,
                const ProblemConfig& config, const CompareCommandOptions& options, Progress& progress, EstimateSlot& slot,
                int& pinned_cpu) {
  // The compare only needs to know a run exceeded the limit: it is stopped right there. Each
  // solution's limit is its language's (solutions of several languages side by side).
  std::vector<ProblemConfig> stop_at_limit;
  for (const auto& solution : c.solutions) {
    const ProblemConfig own = for_language(config, solution.language);
    stop_at_limit.push_back(capped_config(own, own.limits.time_limit_seconds));
  }
  auto limit_of = [&](size_t s) { return stop_at_limit[s].limits.time_limit_seconds; };
  std::vector<std::pair<size_t, size_t>> pairs;  // (solution, case)
  for (size_t s = 0; s < c.solutions.size(); ++s) {
    if (!c.compiled[s]) continue;
    for (size_t k = 0; k < cases.size(); ++k) pairs.push_back({s, k});
  }
  std::vector<CaseOutcome> screened(pairs.size());
  {
    std::mutex mutex;
    RunGate gate;  // the screening runs, side by side
    parallel_for(pairs.size(), options.jobs, [&](size_t i) {
      auto [s, k] = pairs[i];
      auto started = std::chrono::steady_clock::now();
      screened[i] = judge_case(*programs[s], cases[k], stop_at_limit[s], gate);
      double seconds = seconds_since(started);
      std::lock_guard<std::mutex> lock(mutex);
      slot.estimate.screened(slot.problem, slot.solution[s], k, seconds, screened[i].wall_seconds,
                             settled_by_screening(screened[i], limit_of(s)), over_limit(screened[i], limit_of(s)));
      progress.advance(c.problem + " screening " + short_display(c, s) + " " + cases[k].id);
    });
  }
  // Case by case, every solution of a case side by side (timing/interleaved_timing.h): a change of load
  // over the run reaches the solutions of a case alike (a solution and its baseline most).
  std::vector<TimedCase> timed(pairs.size());
  PinnedToOneCpu pin;
  if (pinned_cpu < 0) pinned_cpu = pin.cpu();
  for (size_t k = 0; k < cases.size(); ++k) {
    std::vector<size_t> entered;  // indices into pairs
    std::vector<InterleavedEntrant> entrants;
    for (size_t i = 0; i < pairs.size(); ++i) {
      auto [s, case_index] = pairs[i];
      if (case_index != k) continue;
      if (settled_by_screening(screened[i], limit_of(s))) {
        progress.advance(c.problem + " " + short_display(c, s) + " " + cases[k].id);
        slot.estimate.timed(slot.problem, slot.solution[s], k, 0);
        timed[i] = settled_timing(screened[i]);
        continue;
      }
      entered.push_back(i);
      entrants.push_back({programs[s], &stop_at_limit[s]});
    }
    for (size_t e = 0; e < entered.size(); ++e) {
      progress.advance(fmt::format("{} {}: {} solutions side by side", c.problem, cases[k].id, entered.size()));
    }
    std::vector<double> seconds(entrants.size(), 0);
    std::vector<TimedCase> timings = time_interleaved(entrants, cases[k], options.timing,
                                                       [&](size_t e, double wall) { seconds[e] += wall; });
    for (size_t e = 0; e < entered.size(); ++e) {
      timed[entered[e]] = std::move(timings[e]);
      slot.estimate.timed(slot.problem, slot.solution[pairs[entered[e]].first], k, seconds[e]);
    }
  }
  // Kept solution by solution, as the reports list them.
  for (size_t i = 0; i < pairs.size(); ++i) c.measurements.push_back({pairs[i].first, cases[pairs[i].second], timed[i]});
}

// A family's name as part of a file name.
std::string file_part(const std::string& name) {
  std::string out;
  for (char c : name) out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' ? c : '_';
  return out;
}

// One plot per family, so that one axis holds sizes of one meaning (1728's snake counts corridor
// cells, its other families grid cells): each family some solution's growth is quoted on, with
// every solution's curve on it, and its work counts beside when any solution counted.
void draw_family_plots(ProblemComparison& c, const std::string& report_directory) {
  std::string number = c.problem.substr(0, c.problem.find('-'));
  for (const SweepFamily& planned : c.plan->families) {
    bool headline_here = false;
    for (size_t s = 0; s < c.solutions.size(); ++s) {
      headline_here = headline_here || (c.compiled[s] && !c.sweeps[s].families.empty() && c.sweeps[s].headline_family().family == planned.name);
    }
    if (!headline_here) continue;
    PlotSpec spec;
    spec.x_label = "n of " + planned.name + " = " + c.plan->axis;
    // Grid sizes read best as grids: a tic at each square one.
    for (const auto& size : planned.sizes) {
      if (size.rows > 0 && size.rows == size.cols) spec.x_tics.push_back({size.n, size.label});
    }
    if (!spec.x_tics.empty()) spec.x_label = "grid size, " + spec.x_label;
    // Plain sizes: a tic at every few of the family's own (powers of two leave a narrow range, as
    // ladder-apart's 16..56, with two tics), at most a dozen.
    bool grid = std::any_of(planned.sizes.begin(), planned.sizes.end(), [](const SweepSize& size) { return size.rows > 0; });
    if (!grid && !planned.sizes.empty()) {
      size_t every = (planned.sizes.size() + 11) / 12;
      for (size_t i = 0; i < planned.sizes.size(); i += every) {
        spec.x_tics.push_back({planned.sizes[i].n, planned.sizes[i].label});
      }
      if ((planned.sizes.size() - 1) % every != 0) spec.x_tics.push_back({planned.sizes.back().n, planned.sizes.back().label});
    }
    spec.time_limit_seconds = c.time_limit_seconds;
    spec.cap_seconds = c.cap_seconds;
    PlotSpec work_spec = spec;
    spec.title = fmt::format("{} {}, family {}: CPU time per run by size, less the start-up", number, c.title, planned.name);
    spec.y_label = "CPU time per run, less the start-up";
    spec.output_base = report_directory + "/" + c.problem + "-scaling-" + file_part(planned.name);
    work_spec.counts = true;
    work_spec.title = fmt::format("{} {}, family {}: work per call by size, as each solution counts it (lcjudge_work)",
                                  number, c.title, planned.name);
    work_spec.y_label = "work: the solution's own count";
    work_spec.output_base = report_directory + "/" + c.problem + "-work-" + file_part(planned.name);
    for (size_t s = 0; s < c.solutions.size(); ++s) {
      if (!c.compiled[s]) continue;
      const SolutionSweep& sweep = c.sweeps[s];
      auto family = std::find_if(sweep.families.begin(), sweep.families.end(),
                                 [&](const FamilySweep& f) { return f.family == planned.name; });
      // The name and the verdict its folder declares, short so that the legend stays narrow.
      const SolutionFile& solution = c.solutions[s];
      std::string name = std::filesystem::path(solution.source).stem().string() + " (" +
                         (is_baseline(c, s) ? std::string("baseline") : short_name(solution.expected)) + ")";
      PlotSeries series{name, {}, std::nullopt};
      PlotSeries work{name, {}, std::nullopt};
      if (family != sweep.families.end()) {
        series.title += legend_note(*family, c.cap_seconds);
        for (const auto& point : family->curve) {
          if (point.value > kWithinStartUpSeconds) series.points.push_back({point.size, point.value});
        }
        if (series.points.empty() && !family->curve.empty()) series.title += " (within the start-up at every size it finished)";
        if (!family->stopped_at.empty()) series.over_cap_size = family->stopped_n;
        for (const auto& point : family->work) work.points.push_back({point.size, point.value});
        if (family->work_fit.model != GrowthModel::kNone && family->work_fit.r_squared >= kQuotableRSquared) {
          work.title += ": " + legend_growth(family->work_fit);
        }
      }
      spec.series.push_back(series);  // every solution, so each keeps its colour, dash and marker
      work_spec.series.push_back(work);
    }
    std::string warning;
    auto plot = draw_plot(spec, warning);
    if (!plot) {
      fmt::print(stderr, "judge: warning: {}\n", warning);
      c.sweep_note += (c.sweep_note.empty() ? "" : " ") + std::string("No plot: ") + warning;
      return;
    }
    FamilyPlot drawn{planned.name, *plot, std::nullopt};
    bool counted = std::any_of(work_spec.series.begin(), work_spec.series.end(), [](const PlotSeries& w) { return !w.points.empty(); });
    if (counted) {
      drawn.work = draw_plot(work_spec, warning);
      if (!drawn.work) fmt::print(stderr, "judge: warning: {}\n", warning);
    }
    c.plots.push_back(drawn);
  }
}

void sweep_problem(ProblemComparison& c, const Project& project, const std::vector<const BuiltSolution*>& programs,
                   const ProblemConfig& config, const CompareCommandOptions& options, const std::string& report_directory,
                   const std::optional<SweepPlan>& plan, Progress& progress, EstimateSlot& slot) {
  c.plan = plan;
  if (!c.plan) {
    c.sweep_note = "no testcases/" + c.problem + "/generators/sweep.txt";
    return;
  }
  // The answers come from the problem's trusted reference only: never from a solution, whose
  // output (or claimed speed) could otherwise decide what counts as right.
  std::string reference = build_reference(project, c.problem, config);
  if (reference.empty()) {
    c.sweep_note = "No trusted reference (testcases/" + c.problem +
                   "/reference/*.cpp) compiled: the sweep's answers are unchecked (every answer counts as WA).";
  }
  // Inputs are made JOBS at once and told as each starts: each is charged the time since the last.
  auto last_input = std::chrono::steady_clock::now();
  auto on_input = [&](const std::string& label) {
    slot.estimate.generated(slot.problem, seconds_since(last_input));
    last_input = std::chrono::steady_clock::now();
    progress.advance(c.problem + " generating " + label);
  };
  c.sweep_inputs = prepare_sweep_inputs(project, c.problem, *c.plan, reference, config, on_input, options.jobs);
  std::map<std::string, std::pair<size_t, size_t>> point_of;  // an input's id -> (family, size) in the plan
  for (size_t f = 0; f < c.plan->families.size(); ++f) {
    const SweepFamily& family = c.plan->families[f];
    for (size_t j = 0; j < family.sizes.size(); ++j) point_of[family.name + "-" + family.sizes[j].label] = {f, j};
  }
  c.cap_seconds = options.cap_seconds;
  c.sweeps.resize(c.solutions.size());
  PinnedToOneCpu pin;
  SweepOptions sweep_options;
  sweep_options.cap_seconds = options.cap_seconds;
  sweep_options.timing = sweep_timing(options);
  for (size_t s = 0; s < c.solutions.size(); ++s) {
    if (!c.compiled[s]) continue;
    std::string name = c.problem + " sweep " + short_display(c, s) + " ";
    auto point_started = std::chrono::steady_clock::now();
    auto on_run = [&](const std::string& label, size_t steps) {
      point_started = std::chrono::steady_clock::now();
      progress.advance(name + (label.empty() ? "past the cap: larger sizes skipped" : label), steps);
    };
    auto on_point = [&](const SweepPoint& point) {
      auto planned = point_of.find(c.sweep_inputs[point.input].test.id);
      if (planned == point_of.end()) return;
      int runs = 1 + static_cast<int>(point.timing.runs.size());
      slot.estimate.swept(slot.problem, slot.solution[s], planned->second.first, planned->second.second,
                          seconds_since(point_started), runs, point.timing.verdict == Verdict::kTimeLimitExceeded);
    };
    c.sweeps[s] = sweep_solution(*programs[s], c.sweep_inputs, for_language(config, c.solutions[s].language),
                                 sweep_options, on_run, on_point);
    c.sweeps[s].declared_time = declared_time(read_file_if_exists(c.solutions[s].source).value_or(""));
  }
  c.swept = true;

  draw_family_plots(c, report_directory);
}

// The groups of CASES in a fixed order, so that reports line up: sample first, then the others by
// name.
std::vector<std::string> groups_in_report_order(const std::vector<TestCase>& cases) {
  std::vector<std::string> groups;
  for (const auto& test : cases) {
    if (std::find(groups.begin(), groups.end(), test.group) == groups.end()) groups.push_back(test.group);
  }
  std::sort(groups.begin(), groups.end(), [](const std::string& a, const std::string& b) {
    return std::make_pair(a != "sample", a) < std::make_pair(b != "sample", b);
  });
  return groups;
}

// The groups of CASES from the smallest inputs to the largest (by mean file size): sample,
// secret/small, secret/large, whatever their names sort as. The last is the summary's.
std::vector<std::string> groups_by_input_size(const std::vector<TestCase>& cases) {
  std::map<std::string, std::pair<double, size_t>> bytes;  // group -> total, count
  for (const auto& test : cases) {
    std::error_code error;
    auto size = std::filesystem::file_size(test.input_path, error);
    auto& entry = bytes[test.group];
    entry.first += error ? 0 : static_cast<double>(size);
    ++entry.second;
  }
  std::vector<std::pair<double, std::string>> order;
  for (const auto& [group, entry] : bytes) order.push_back({entry.first / entry.second, group});
  std::sort(order.begin(), order.end());
  std::vector<std::string> groups;
  for (const auto& entry : order) groups.push_back(entry.second);
  return groups;
}

// What to compare: the problems named (all their solutions), and solutions named by path with,
// unless ONLY, their problem's accepted ones as the reference line; in the order given.
std::vector<std::string> comparison_targets(const Project& project, const CompareCommandOptions& options) {
  if (options.targets.empty()) return all_problems(project);
  std::vector<std::string> targets;
  auto add = [&](const std::string& target) {
    if (std::find(targets.begin(), targets.end(), target) == targets.end()) targets.push_back(target);
  };
  for (const auto& target : options.targets) {
    if (!language_of_path(target)) {
      add(find_problem(project, target));
      continue;
    }
    SolutionFile named = solution_at(project, target, "");
    if (!options.only) {
      for (const auto& solution : problem_solutions(project, named.problem)) {
        if (solution.expected == Verdict::kAccepted) add(solution.source);
      }
    }
    add(named.source);
  }
  return targets;
}

// The run's own folder below build/report (a date and time, made unique), and build/report/latest
// pointing at it, so that no earlier run's plot sits beside this run's report.
std::string fresh_report_directory(const Project& project) {
  namespace fs = std::filesystem;
  const fs::path parent = project.build() + "/report";
  fs::create_directories(parent);
  std::string stamp = local_timestamp();
  for (char& c : stamp) {
    if (c == ' ' || c == ':') c = c == ' ' ? '_' : '-';
  }
  fs::path folder = parent / stamp;
  for (int n = 2; fs::exists(folder); ++n) folder = parent / fmt::format("{}-{}", stamp, n);
  fs::create_directory(folder);
  fs::path latest = parent / "latest";
  fs::path staged = parent / fmt::format(".latest.{}", getpid());
  std::error_code ignored;
  fs::remove(staged, ignored);
  fs::create_directory_symlink(folder.filename(), staged);
  fs::rename(staged, latest);  // replaces the old link at once
  return folder.string();
}

// What the report says of the run: when, where, what was measured and how.
ReportContext report_context(const Workload& work, const CompareCommandOptions& options) {
  ReportContext context;
  context.date = local_timestamp();
  context.machine = describe_machine();
  context.timing = options.timing;
  context.cap_seconds = options.cap_seconds;
  context.command = options.command_line;
  context.build = describe_builds(work);  // the languages of the solutions measured, and only theirs
  std::vector<std::string> measured;
  for (const auto& solution : work.solutions) measured.push_back(solution.display);
  context.scope = fmt::format("{}; groups: {}", fmt::join(measured, ", "),
                              options.groups.empty() ? std::string("every group") : fmt::format("{}", fmt::join(options.groups, ", ")));
  return context;
}

// One progress line for the whole command: every screening and timing run, every sweep input
// generated and every sweep run (a solution that leaves the cap skips the rest at once).
size_t progress_steps(const Workload& work, const std::vector<std::string>& problems,
                      const std::map<std::string, std::optional<SweepPlan>>& plans, const CompareCaseChoice& choice) {
  size_t steps = 0;
  for (const auto& problem : problems) {
    size_t solutions = 0, cases = 0;
    for (size_t i = 0; i < work.solutions.size(); ++i) solutions += work.solutions[i].problem == problem && work.builds[i].ok;
    for (const auto& test : work.cases.at(problem)) cases += choice.chosen(problem, test);
    steps += 2 * solutions * cases;
    const auto& plan = plans.at(problem);
    for (const auto& family : plan ? plan->families : std::vector<SweepFamily>{}) steps += family.sizes.size() * (1 + solutions);
  }
  return steps;
}

// PROBLEM's steps, weighed in the estimate of the time left: its compiled solutions (whether each
// is expected to exceed the time limit), the groups of the cases compared, and the sweep's sizes.
CompareEstimatePlan estimate_plan(const Workload& work, const std::string& problem, const std::optional<SweepPlan>& plan,
                                  const CompareCaseChoice& choice) {
  CompareEstimatePlan steps;
  steps.time_limit_seconds = work.configs.at(problem).limits.time_limit_seconds;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (work.solutions[i].problem != problem || !work.builds[i].ok) continue;
    steps.expected_over_limit.push_back(work.solutions[i].expected == Verdict::kTimeLimitExceeded);
  }
  for (const auto& test : work.cases.at(problem)) {
    if (choice.chosen(problem, test)) steps.case_groups.push_back(test.group);
  }
  for (const auto& family : plan ? plan->families : std::vector<SweepFamily>{}) {
    std::vector<double> sizes;
    for (const auto& size : family.sizes) sizes.push_back(size.n);
    steps.sweep_sizes.push_back(sizes);
  }
  return steps;
}

// PROBLEM's solutions in WORK, whether each compiled and is one of BASELINES, and (into PROGRAMS)
// how each starts: a comparison before anything is measured.
ProblemComparison unmeasured_comparison(const Workload& work, const std::string& problem,
                                        const std::vector<SolutionFile>& baselines,
                                        std::vector<const BuiltSolution*>& programs) {
  const ProblemConfig& config = work.configs.at(problem);
  ProblemComparison c;
  c.problem = problem;
  c.title = config.title;
  c.time_limit_seconds = config.limits.time_limit_seconds;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (work.solutions[i].problem != problem) continue;
    c.solutions.push_back(work.solutions[i]);
    c.compiled.push_back(work.builds[i].ok);
    c.baselines.push_back(std::any_of(baselines.begin(), baselines.end(),
                                      [&](const SolutionFile& b) { return b.source == work.solutions[i].source; }));
    programs.push_back(&work.builds[i].built);
  }
  return c;
}

// PROBLEM's cases CHOICE chose (--group, --case; all when neither); JudgeFailure when there is none.
std::vector<TestCase> cases_to_compare(const Workload& work, const std::string& problem, const CompareCaseChoice& choice,
                                       const CompareCommandOptions& options) {
  std::vector<TestCase> cases;
  for (const auto& test : work.cases.at(problem)) {
    if (choice.chosen(problem, test)) cases.push_back(test);
  }
  if (cases.empty()) {
    std::string wanted;
    for (const auto& group : options.groups) wanted += (wanted.empty() ? "" : ", ") + group;
    throw JudgeFailure("no cases of " + problem + (wanted.empty() ? "" : " in group " + wanted) + " to compare on");
  }
  return cases;
}

// What every problem of one `judge compare` is measured with.
struct CompareSetting {
  const Project& project;
  const ProblemConfig& config;
  const CompareCommandOptions& options;
  const std::string& report_directory;
};

// The bar plot of C's solutions with a baseline (timing/baseline.h) on its summary group: each
// one's baseline beside its median less the baseline.
void draw_baseline_plot(ProblemComparison& c, const std::string& report_directory) {
  BarPlotSpec spec;
  std::string number = c.problem.substr(0, c.problem.find('-'));
  size_t cases = 0;
  for (const auto& row : baseline_rows(c)) {
    if (row.group != c.summary_group) continue;
    const SolutionFile& solution = c.solutions[row.solution];
    std::string name = std::filesystem::path(solution.source).stem().string();
    spec.clusters.push_back({fmt::format("{} {}", language_name(solution.language), name), {row.baseline_cpu, row.median_solving}});
    cases = std::max(cases, row.cases);
  }
  if (spec.clusters.empty()) return;
  spec.title = fmt::format("{} {}: median CPU time on the {} cases ({}), less each language's baseline", number, c.title,
                           c.summary_group, cases);
  spec.y_label = "median CPU time per run";
  spec.series = {"baseline: the language's start-up, reading the input, printing the answer (a constant's solution)",
                 "the solution less its baseline: solving"};
  spec.output_base = report_directory + "/" + c.problem + "-baseline";
  std::string warning;
  c.baseline_plot = draw_bar_plot(spec, warning);
  if (!c.baseline_plot) fmt::print(stderr, "judge: warning: {}\n", warning);
}

// Measures C (its solutions, unmeasured) on CASES, sweeps it, and prints its tables.
void compare_problem(ProblemComparison& c, const CompareSetting& setting, const std::vector<const BuiltSolution*>& programs,
                     const std::vector<TestCase>& cases, const std::optional<SweepPlan>& plan, Progress& progress,
                     EstimateSlot& slot, int& pinned_cpu) {
  c.groups = groups_in_report_order(cases);
  for (size_t s = 0, compiled = 0; s < c.solutions.size(); ++s) slot.solution.push_back(c.compiled[s] ? compiled++ : 0);
  time_cases(c, programs, cases, setting.config, setting.options, progress, slot, pinned_cpu);
  c.rows = group_rows(c);
  c.summary_group = groups_by_input_size(cases).back();  // the largest inputs
  draw_baseline_plot(c, setting.report_directory);
  if (setting.options.sweep) {
    sweep_problem(c, setting.project, programs, setting.config, setting.options, setting.report_directory, plan, progress, slot);
  } else {
    c.sweep_note = "not asked for (--no-sweep)";
  }
  progress.finish();  // erased while the tables print; drawn again with the next run
  print_comparison(stdout, c);
  std::fflush(stdout);
}

// Writes the report's files and prints the summary; the command's exit status.
int report_comparisons(const std::vector<ProblemComparison>& comparisons, ReportContext& context,
                       const std::string& report_directory, std::chrono::steady_clock::time_point start) {
  bool judge_error = false;
  for (const auto& c : comparisons) {
    for (const auto& m : c.measurements) judge_error = judge_error || m.timing.verdict == Verdict::kJudgeError;
  }
  if (context.pinned_cpu < 0) fmt::print(stderr, "judge: warning: cannot pin to one CPU: timing ran unpinned\n");
  context.elapsed_seconds = seconds_since(start);
  replace_file(report_directory + "/REPORT.md", report_markdown(comparisons, context));
  replace_file(report_directory + "/measurements.csv", measurements_csv(comparisons));
  replace_file(report_directory + "/measurements.json", measurements_json(comparisons, context));
  fmt::print(stdout, "\nsummary\n{}\n{}", render_text_within(summary_table(comparisons), kTerminalColumns),
             wrap_words(fmt::format("report: {}/REPORT.md, measurements.csv, measurements.json ({:.0f} s)", report_directory,
                                    context.elapsed_seconds),
                        kTerminalColumns, "", "  "));
  if (judge_error) {
    fmt::print(stderr, "judge: error: some cases could not be judged (JE above)\n");
    return kExitError;
  }
  return kExitAllExpected;
}

}  // namespace

int command_compare(const Project& project, const CompareCommandOptions& options) {
  auto start = std::chrono::steady_clock::now();
  WorkloadRequest request;
  request.targets = comparison_targets(project, options);
  const std::vector<SolutionFile> baselines = compare_baselines(project, options.baselines);
  for (const auto& baseline : baselines) {
    if (std::find(request.targets.begin(), request.targets.end(), baseline.source) == request.targets.end()) {
      request.targets.push_back(baseline.source);
    }
  }
  request.jobs = options.jobs;
  request.sanitize = false;  // compare times the optimised build only
  Workload work = prepare_workload(project, request);
  std::vector<std::string> problems;  // in the order their solutions came
  for (const auto& solution : work.solutions) {
    bool baseline = std::any_of(baselines.begin(), baselines.end(), [&](const SolutionFile& b) { return b.source == solution.source; });
    if (!baseline && std::find(problems.begin(), problems.end(), solution.problem) == problems.end()) {
      problems.push_back(solution.problem);
    }
  }
  check_baselines_have_solutions(baselines, problems);
  const CompareCaseChoice choice(work.cases, options.groups, options.cases);

  ReportContext context = report_context(work, options);
  std::string report_directory = options.report_directory;
  if (report_directory.empty()) {
    report_directory = fresh_report_directory(project);
  } else {
    std::filesystem::create_directories(report_directory);
  }

  std::map<std::string, std::optional<SweepPlan>> plans;  // read once, here
  for (const auto& problem : problems) {
    plans[problem] = options.sweep ? load_sweep_plan(project, problem) : std::nullopt;
  }
  Progress progress(stderr, isatty(STDERR_FILENO), progress_steps(work, problems, plans, choice));
  CompareEstimate estimate(options.jobs, options.cap_seconds, options.timing, sweep_timing(options));
  std::map<std::string, size_t> estimate_index;
  for (const auto& problem : problems) {
    estimate_index[problem] = estimate.add_problem(estimate_plan(work, problem, plans.at(problem), choice));
  }
  progress.account_work_with([&estimate] { return Progress::WorkAccount{estimate.done(), estimate.left()}; });

  std::vector<ProblemComparison> comparisons;
  for (const auto& problem : problems) {
    std::vector<const BuiltSolution*> programs;
    ProblemComparison c = unmeasured_comparison(work, problem, baselines, programs);
    std::vector<TestCase> cases = cases_to_compare(work, problem, choice, options);
    EstimateSlot slot{estimate, estimate_index.at(problem), {}};
    compare_problem(c, {project, work.configs.at(problem), options, report_directory}, programs, cases, plans.at(problem),
                    progress, slot, context.pinned_cpu);
    comparisons.push_back(std::move(c));
  }
  return report_comparisons(comparisons, context, report_directory, start);
}

}  // namespace lcjudge

namespace lcjudge {

void register_compare_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<CompareCommandOptions>();
  CommandBuilder command(app, 
      "compare",
      "time every solution on every case (one run at a time, pinned to one CPU, case by case with the solutions' "
      "runs interleaved, a warm-up then R runs: median, spread, fastest, CPU, memory, ratio to the fastest "
      "accepted; with --baseline, each less its language's baseline), then a scaling sweep (generators/sweep.txt) "
      "with fitted growth and a plot; writes REPORT.md, measurements.csv, measurements.json and the plots to "
      "build/report/<date-time>/ (build/report/latest points at the last)",
      "0 measured and reported (a case that cannot be judged is 2)");
  command.add_option("PROBLEM|SOLUTION", options->targets,
                      "a folder of testcases/, its number or its path: all its solutions; or solution files (" + judged_extensions_text() + "), compared "
                      "with their problem's accepted ones (default: every problem)")
      .type_name("");
  command.add_flag("--only", options->only, "compare the named solutions alone, without their problem's accepted ones");
  command.add_option("--repeat", options->timing.repetitions,
                      "timed runs per case after the warm-up (default 5; fewer when slow)")
      .type_name("R")
      .check(whole_number(1, 1000));
  command.add_option("--group", options->groups,
                      "only the cases of group G, e.g. secret/large (repeatable; default: every group)")
      .type_name("G")
      .repeatable();
  command.add_option("--case", options->cases,
                      "only the case ID of each problem, as reports name it: secret/large/x (repeatable; an ID no "
                      "problem compared has is an error)")
      .type_name("ID")
      .repeatable();
  command.add_option("--baseline", options->baselines,
                      "a solution FILE of a problem compared that does no work (its method returns a constant), one "
                      "per language: timed beside the others, and each solution of its problem and language is also "
                      "shown less it, case by case: the cost of solving without the language's start-up and the "
                      "reading of the input (repeatable)")
      .type_name("FILE")
      .repeatable();
  command.add_option("--budget", options->timing.budget_seconds,
                      "seconds of timed runs per case: R runs while they fit, at least one; a warm-up of half of it "
                      "or more is the measurement itself (default 0.5)")
      .type_name("SECONDS")
      .check(seconds_between(0.01, 3600));
  command.add_flag("--sweep,!--no-sweep", options->sweep, "run the scaling sweep or not (default: run it)");
  command.add_option("--cap", options->cap_seconds,
                      "CPU seconds a sweep run may take; past it the family stops (default 1)")
      .type_name("SECONDS")
      .check(seconds_between(0.01, 3600));
  add_jobs_option(command, options->jobs,
                  "compile and screen N at once; timing runs one at a time (default: the number of cores)");
  commands.add(command.app(), [options, &commands] {
    options->command_line = commands.typed();
    options->timing.self_warming_seconds = options->timing.budget_seconds / 2;  // 0.25 s by default
    return command_compare(project_here(), *options);
  });
}

}  // namespace lcjudge
