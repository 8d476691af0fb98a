#include "commands/stress.h"

#include <algorithm>
#include <atomic>
#include <fmt/core.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

#include "base/error.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "base/exit_status.h"
#include "base/progress.h"
#include "commands/add_case.h"
#include "judging/problem_programs.h"
#include "judging/shrink.h"
#include "judging/stress_runner.h"
#include "judging/workload.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

struct Targets {
  std::string problem;
  std::vector<std::string> sources;  // the solutions to stress, in the order given
};

// One PROBLEM (its accepted solutions), or SOLUTION files of one problem; a PROBLEM given with
// files names their problem (for files outside solutions/ and testcases/).
Targets select_targets(const Project& project, const std::vector<std::string>& targets) {
  Targets selected;
  std::vector<std::string> files;
  for (const auto& target : targets) {
    if (language_of_path(target)) {
      files.push_back(target);
      continue;
    }
    const std::string problem = find_problem(project, target);
    if (!selected.problem.empty() && selected.problem != problem) {
      throw JudgeFailure(fmt::format("stress takes one problem, found '{}' and '{}'", selected.problem, problem));
    }
    selected.problem = problem;
  }
  if (files.empty()) {
    for (const auto& solution : problem_solutions(project, selected.problem)) {
      if (solution.expected == Verdict::kAccepted) selected.sources.push_back(solution.source);
    }
    if (selected.sources.empty()) throw JudgeFailure("no accepted solutions in 'solutions/" + selected.problem + "/accepted/' to stress");
    return selected;
  }
  for (const auto& file : files) {
    // The problem its path names wins over the one given, so a mismatch is reported, not compiled.
    SolutionFile solution;
    try {
      solution = solution_at(project, file, "");
    } catch (const JudgeFailure&) {
      if (!fs::is_regular_file(file)) throw;
      if (selected.problem.empty()) {
        throw JudgeFailure("cannot tell the problem of '" + file + "': put it under solutions/<problem>/ or name the " +
                           "problem too (judge stress PROBLEM " + file + ")");
      }
      solution = solution_at(project, file, selected.problem);
    }
    if (!selected.problem.empty() && solution.problem != selected.problem) {
      throw JudgeFailure("stress takes solutions of one problem: '" + file + "' is a solution of '" + solution.problem +
                         "', not of '" + selected.problem + "'");
    }
    selected.problem = solution.problem;
    if (std::find(selected.sources.begin(), selected.sources.end(), solution.source) == selected.sources.end()) {
      selected.sources.push_back(solution.source);
    }
  }
  return selected;
}

// The brute force everything is compared with: testcases/<problem>/reference/*.cpp, the first by name.
std::string reference_source(const Project& project, const std::string& problem) {
  std::string source = trusted_reference_source(project, problem);
  if (source.empty()) {
    throw JudgeFailure("no brute-force reference in '" + project.testcases() + "/" + problem +
                       "/reference/': stress compares with one");
  }
  return source;
}

struct SearchResult {
  size_t cases = 0;  // cases judged: up to and including the failing one, if any
  std::optional<size_t> failing;  // index of the first failing case
  std::string input;
  Disagreement disagreement;
  bool out_of_time = false;
};

// Cases 0, 1, ... on `jobs` threads, generated in batches (one random_case run each). Batches
// start in order and each is tried in order; once case i fails no case past i starts, and every
// case before i has started and finishes, so the first failing case is the same whatever jobs is
// (only --time can make a run depend on the machine).
SearchResult search(const StressRunner& runner, const StressOptions& options, Clock::time_point deadline) {
  const size_t count = static_cast<size_t>(options.count);
  const size_t jobs = static_cast<size_t>(std::max(options.jobs, 1));
  const size_t batch = std::clamp<size_t>(count / (4 * jobs), 1, 32);  // every thread gets a few
  SearchResult result;
  std::atomic<size_t> next{0}, limit{count}, finished{0};
  std::atomic<bool> out_of_time{false};
  std::mutex mutex;
  std::exception_ptr error;
  // A bar on a terminal, a plain line every ten seconds off one (base/progress.h).
  Progress progress(stderr, isatty(STDERR_FILENO) == 1, count);
  std::mutex progress_mutex;
  auto worker = [&] {
    for (size_t first = next.fetch_add(batch); first < limit.load(); first = next.fetch_add(batch)) {
      try {
        std::vector<std::string> cases = runner.random_cases(options.seed + first, std::min(batch, count - first),
                                                             options.max_size);
        for (size_t k = 0; k < cases.size() && first + k < limit.load(); ++k) {
          if (Clock::now() >= deadline) {
            out_of_time = true;
            return;
          }
          auto disagreement = runner.first_disagreement(cases[k]);
          ++finished;
          {
            std::lock_guard<std::mutex> lock(progress_mutex);
            progress.advance(fmt::format("stress case {} (seed {})", first + k + 1, options.seed + first + k));
          }
          if (!disagreement) continue;
          std::lock_guard<std::mutex> lock(mutex);
          if (!result.failing || first + k < *result.failing) {
            result.failing = first + k;
            result.input = cases[k];
            result.disagreement = *disagreement;
            limit = std::min(limit.load(), first + k);
          }
          break;
        }
      } catch (...) {
        std::lock_guard<std::mutex> lock(mutex);
        if (!error) error = std::current_exception();
        limit = 0;
        return;
      }
    }
  };
  std::vector<std::thread> pool;
  for (size_t t = 1; t < std::min(jobs, count); ++t) pool.emplace_back(worker);
  worker();
  for (auto& thread : pool) thread.join();
  progress.finish();
  if (error) std::rethrow_exception(error);
  result.cases = result.failing ? *result.failing + 1 : finished.load();
  result.out_of_time = !result.failing && out_of_time;
  return result;
}

std::string without_trailing_space(const std::string& text) {
  size_t end = text.find_last_not_of(" \t\r\n");
  return end == std::string::npos ? "" : text.substr(0, end + 1);
}


// The answer each program gives on the shrunk case, one line each, names aligned.
void print_answers(const StressRunner& runner, const std::string& input, const std::string& reference_name,
                   const std::vector<SolutionFile>& solutions) {
  std::string expected = runner.reference_answer(input);
  size_t width = reference_name.size();
  for (const auto& solution : solutions) width = std::max(width, solution.display.size());
  fmt::print(stdout, "  {:<{}}  {}  (reference)\n", reference_name, width, shown_answer(expected));
  for (size_t i = 0; i < solutions.size(); ++i) {
    SolutionAnswer answer = runner.run_solution(i, input, expected);
    const CaseOutcome& outcome = answer.outcome;
    std::string shown = outcome.verdict == Verdict::kAccepted || outcome.verdict == Verdict::kWrongAnswer
                            ? shown_answer(answer.output) + "  " + short_name(outcome.verdict)
                            : std::string("-  ") + short_name(outcome.verdict) + " (" + printable(outcome.message) + ")";
    fmt::print(stdout, "  {:<{}}  {}\n", solutions[i].display, width, shown);
  }
}

// The shrunk case added through `judge add`'s path (validated, answered by the accepted solutions,
// which must agree with the reference, never overwriting), named after the solution it catches:
// stress-NAME, or stress-NAME-2, ... when taken.
void save_case(const Project& project, const std::string& problem, const std::string& input, const std::string& expected,
               const SolutionFile& caught, const StressOptions& options) {
  std::string folder = project.testcases() + "/" + problem + "/" + options.group;
  std::string base = "stress-" + fs::path(caught.source).stem().string(), name = base;
  for (int k = 2; fs::exists(folder + "/" + name + ".in") || fs::exists(folder + "/" + name + ".ans"); ++k) {
    name = base + "-" + std::to_string(k);
  }
  AddOptions add;
  add.problem = problem;
  add.group = options.group;
  add.name = name;
  add.expect = without_trailing_space(expected);
  add.jobs = options.jobs;
  AddedCase added = add_case_text(project, add, input, "the shrunk case");
  fmt::print(stdout, "stress: saved {} and .ans (answer {}); list it in testcases/{}/generators/cases.txt as '{}/{} manual'\n",
             added.input_path, added.answer, problem, options.group, name);
}

// Everything built, the problem's own programs included: what a run needs besides its options.
struct Prepared {
  std::string problem;
  ProblemConfig config;
  SolutionFile reference;
  std::vector<SolutionFile> solutions;
  StressPrograms programs;
};

Prepared prepare(const Project& project, const StressOptions& options) {
  std::vector<std::string> named = options.targets;
  if (!options.problem.empty()) named.insert(named.begin(), options.problem);
  if (named.empty()) throw JudgeFailure("stress needs a PROBLEM or SOLUTION files (judge stress 913, or judge stress --problem 913 mine.cpp)");
  Targets targets = select_targets(project, named);
  WorkloadRequest request;
  request.targets = targets.sources;
  request.targets.push_back(reference_source(project, targets.problem));
  request.problem = targets.problem;
  request.need_cases = false;
  request.jobs = options.jobs;
  request.sanitize = false;  // stress compares answers of the optimised builds
  Workload work = prepare_workload(project, request);  // compiles only what is stale
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (!work.builds[i].ok) {
      throw JudgeFailure("cannot compile '" + work.solutions[i].source + "':\n  " + printable_indented(work.builds[i].message, "  "));
    }
  }
  Prepared prepared;
  prepared.problem = targets.problem;
  prepared.config = work.configs.at(targets.problem);
  prepared.reference = work.solutions.back();
  prepared.solutions.assign(work.solutions.begin(), work.solutions.end() - 1);

  std::vector<ProblemProgram> helpers = {generator_program(project, targets.problem, "random_case"),
                                         generator_program(project, targets.problem, "shrink")};
  for (const auto& helper : helpers) {
    if (!fs::is_regular_file(helper.source)) {
      throw JudgeFailure("cannot open '" + helper.source + "': No such file (stress needs the problem's random_case "
                         "and shrink programs; see judge/judging/shrink.h)");
    }
    build_problem_program(helper, project);
  }
  prepared.programs.random_case = helpers[0].binary;
  prepared.programs.shrink = helpers[1].binary;
  prepared.programs.reference = work.builds.back().built;
  for (size_t i = 0; i + 1 < work.solutions.size(); ++i) {
    prepared.programs.solutions.push_back(work.builds[i].built);
    prepared.programs.solution_limits.push_back(config_of(work, work.solutions[i]).limits);
  }
  return prepared;
}

}  // namespace

// --check-programs: what scripts/stress-selftest.sh once ran by hand, outside the sandbox (a
// problem's programs are untrusted, docs/problems.md): each case random_case prints, and each
// candidate shrink derives from it, must pass the validator.
static int check_problem_programs(const Prepared& prepared, const StressRunner& runner, const StressOptions& options) {
  const std::vector<std::string> cases = runner.random_cases(options.seed, options.check_programs, options.max_size);
  size_t candidates = 0;
  for (size_t i = 0; i < cases.size(); ++i) {
    const unsigned long long seed = options.seed + i;
    runner.check_valid(cases[i], fmt::format("the case random_case printed for seed {} (--max-size {})", seed,
                                             options.max_size));
    const std::vector<std::string> derived = runner.candidates(cases[i]);
    std::atomic<size_t> next{0};
    std::exception_ptr failure;
    std::mutex failure_mutex;
    auto work = [&] {
      for (size_t j; (j = next++) < derived.size();) {
        try {
          runner.check_valid(derived[j], fmt::format("candidate {} shrink printed for the case of seed {}", j + 1, seed));
        } catch (...) {
          std::lock_guard<std::mutex> lock(failure_mutex);
          if (!failure) failure = std::current_exception();
        }
      }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < options.jobs; ++t) threads.emplace_back(work);
    work();
    for (auto& thread : threads) thread.join();
    if (failure) std::rethrow_exception(failure);
    candidates += derived.size();
  }
  fmt::print(stdout, "stress: {}: the programs hold: {} from random_case (seeds {} to {}) and {} {} valid\n",
             prepared.problem, plural(cases.size(), "case"), options.seed, options.seed + options.check_programs - 1,
             plural(candidates, "shrink candidate"), candidates == 1 ? "is" : "are");
  return kExitAllExpected;
}

int command_stress(const Project& project, const StressOptions& options) {
  const Prepared prepared = prepare(project, options);
  const StressRunner runner(prepared.config, prepared.programs, Validator::for_problem(project, prepared.problem));
  if (options.check_programs > 0) return check_problem_programs(prepared, runner, options);
  fmt::print(stdout, "stress: {}: {} against the reference {}, sizes up to {}, seeds from {}\n",
             prepared.problem, plural(prepared.solutions.size(), "solution"),
             fs::path(prepared.reference.source).filename().string(), options.max_size, options.seed);
  std::fflush(stdout);

  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.time_seconds));
  const SearchResult found = search(runner, options, deadline);
  const double search_seconds = seconds_since(start);
  const double rate = found.cases / std::max(search_seconds, 1e-3);
  if (!found.failing) {
    fmt::print(stdout, "stress: {} in {:.1f} s ({:.0f} cases/s), no disagreement{}\n", plural(found.cases, "case"),
               search_seconds, rate, found.out_of_time ? " (stopped at --time)" : "");
    return kExitAllExpected;
  }

  // Only now is the case checked: a disagreement on an invalid case would mean nothing.
  const SolutionFile& caught = prepared.solutions[found.disagreement.solution];
  const unsigned long long seed = options.seed + *found.failing;
  runner.check_valid(found.input, "the case random_case printed for seed " + std::to_string(seed));
  fmt::print(stdout, "stress: case {} (seed {}): {} gets {}; shrinking\n", found.cases, seed, caught.display,
             short_name(found.disagreement.verdict));
  std::fflush(stdout);
  const auto shrink_start = Clock::now();
  ShrinkOptions shrink_options;
  shrink_options.jobs = options.jobs;
  const ShrinkResult shrunk = shrink_greedy(
      found.input, [&](const std::string& input) { return runner.candidates(input); },
      [&](const std::string& input) {
        return runner.shrinks_to(found.disagreement, input, "a candidate the shrink program printed");
      },
      shrink_options);
  const double shrink_seconds = seconds_since(shrink_start);

  // The generator's and shrinker's text, escaped as any program's output is.
  fmt::print(stdout, "stress: the shrunk case ({} .in format):\n{}", prepared.problem, printable(shrunk.input, true));
  fmt::print(stdout, "stress: the answers on it:\n");
  print_answers(runner, shrunk.input, prepared.reference.display, prepared.solutions);
  fmt::print(stdout, "stress: found a counterexample after {} (seed {}), shrunk in {}{}\n", plural(found.cases, "case"),
             seed, plural(shrunk.steps, "step"), shrunk.step_limit ? " (the step limit)" : "");
  fmt::print(stdout, "stress: {} in {:.1f} s ({:.0f} cases/s), shrinking {:.1f} s\n", plural(found.cases, "case"),
             search_seconds, rate, shrink_seconds);
  if (options.save) {
    save_case(project, prepared.problem, shrunk.input, runner.reference_answer(shrunk.input), caught, options);
  }
  return kExitSomeUnexpected;
}

std::string shown_answer(const std::string& text) {
  const std::string answer = without_trailing_space(text);
  std::string shown = printable(std::string_view(answer).substr(0, kShownAnswerBytes));  // its JSON text, as LeetCode shows it
  if (answer.size() > kShownAnswerBytes) shown += fmt::format("... ({})", plural(answer.size(), "byte"));
  return shown;
}

}  // namespace lcjudge
