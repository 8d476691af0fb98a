#include "commands/timelimit.h"

#include <fmt/core.h>

#include <cmath>
#include <map>
#include <string_view>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "judging/scheduler.h"

namespace lcjudge {
namespace {

std::string seconds_text(double seconds) { return fmt::format("{:.3g}", seconds); }

// The same problem with another time limit (and its kill deadline moved along).
ProblemConfig with_limit(ProblemConfig config, double seconds) {
  set_time_limit(config.limits, seconds);
  return config;
}

struct Slowest {
  double seconds = 0;
  std::string where;  // "913-cat-and-mouse/accepted/x on secret/3"
};

// Judges WORK's accepted solutions of PROBLEM on every case, with room to show how slow they
// really are, printing a line each; each language's slowest run. OK is false if one failed.
std::map<Language, Slowest> measure_accepted(const Workload& work, const std::string& problem, bool& ok, int jobs) {
  const ProblemConfig& config = work.configs.at(problem);
  JudgeOptions every_case;
  every_case.all_cases = true;
  every_case.process_per_case = true;  // each case's time with its own start, as compare times it
  ProblemConfig measuring = with_limit(config, std::max(10.0, config.limits.time_limit_seconds * 3));
  std::map<Language, Slowest> slowest;
  fmt::print(stdout, "{}: accepted solutions, every case (time_limit {} s for measuring)\n", problem,
             seconds_text(measuring.limits.time_limit_seconds));
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    const SolutionFile& solution = work.solutions[i];
    if (solution.expected != Verdict::kAccepted) continue;
    SolutionReport report = judge_solution(solution, work.expectations[i], work.builds[i],
                                           for_language(measuring, solution.language), work.cases.at(problem),
                                           every_case, jobs);
    double own = 0;
    std::string where;
    for (const auto& result : report.results) {
      if (result.outcome.cpu_seconds >= own) own = result.outcome.cpu_seconds, where = result.test.id;
    }
    bool good = report.expectation.ok && !report.judge_error;
    ok = ok && good;
    fmt::print(stdout, "{}  {:<48} slowest {:7.3f} s on {}{}{}\n", good ? "ok  " : "FAIL", solution.display, own, where,
               good ? "" : "  ", good ? "" : report.expectation.message);
    Slowest& language_slowest = slowest[solution.language];
    if (own >= language_slowest.seconds) language_slowest = {own, solution.display + " on " + where};
  }
  return slowest;
}

}  // namespace

double propose_time_limit(double slowest_seconds, const TimeLimitPolicy& policy) {
  double steps = std::ceil(slowest_seconds * policy.ac_to_time_limit / policy.resolution - 1e-9);
  return std::max(1.0, steps) * policy.resolution;
}

std::string with_time_limit(const std::string& yaml_text, double seconds) {
  std::string value = "time_limit: " + seconds_text(seconds);
  // The first line that starts with "time_limit:": its key, spaces and value (up to a space, a
  // tab or a comment) become VALUE; the rest of the line stays.
  constexpr std::string_view kKey = "time_limit:";
  for (size_t start = 0; start < yaml_text.size();) {
    size_t end = std::min(yaml_text.find('\n', start), yaml_text.size());
    if (std::string_view(yaml_text).substr(start, end - start).substr(0, kKey.size()) == kKey) {
      size_t at = yaml_text.find_first_not_of(" \t", start + kKey.size());
      at = at == std::string::npos || at > end ? end : at;
      size_t value_end = std::min(yaml_text.find_first_of(" \t\n#", at), yaml_text.size());
      return yaml_text.substr(0, start) + value + yaml_text.substr(value_end);
    }
    start = end + 1;
  }
  std::string text = yaml_text;
  if (!text.empty() && text.back() != '\n') text += '\n';
  return text + value + "      # CPU seconds per case\n";
}

std::string timeout_check_detail(const SolutionReport& report, bool good) {
  if (!good) return report.expectation.message;
  // The culprit is looked up among this report's own results, never dereferenced blindly: a copy
  // of a report still points into the results it was copied from (which judge_solution once freed).
  for (const CaseResult& result : report.results) {
    if (&result == report.expectation.culprit) {
      return fmt::format("{} on {}: {}", short_name(result.outcome.verdict), result.test.id, result.outcome.message);
    }
  }
  return "";
}

int command_timelimit(const Project& project, const WorkloadRequest& request, const TimeLimitPolicy& policy,
                      bool write) {
  if (request.targets.size() != 1) throw JudgeFailure("timelimit takes one PROBLEM");
  const std::string problem = find_problem(project, request.targets[0]);
  Workload work = prepare_workload(project, request);
  const ProblemConfig& config = work.configs.at(problem);
  const auto& cases = work.cases.at(problem);

  // 1. The accepted solutions, with room to show how slow they really are; each language's slowest.
  bool ok = true;
  const std::map<Language, Slowest> slowest = measure_accepted(work, problem, ok, request.jobs);
  if (slowest.empty()) throw JudgeFailure("no accepted solution in solutions/" + problem + "/accepted/ to measure");
  if (!ok) {
    fmt::print(stdout, "some accepted solution is not accepted: no time limit proposed\n");
    return kExitSomeUnexpected;
  }

  // The time limit from the C++ solutions (a language without them: its slowest over its factor);
  // each other language's factor from its own slowest, to the policy's resolution.
  const Language base = slowest.count(Language::kCpp) ? Language::kCpp : slowest.begin()->first;
  const double base_seconds = slowest.at(base).seconds;
  const std::string& base_where = slowest.at(base).where;
  const double base_factor = time_factor(config, base);
  double limit = propose_time_limit(base_seconds / base_factor, policy);
  fmt::print(stdout, "slowest accepted {:.3f} s ({}){} x {} = {:.3f} s, rounded up to {} s: time_limit {} s (now {} s)\n",
             base_seconds, base_where, base == Language::kCpp ? "" : fmt::format(" / {} {}", language_key(base), seconds_text(base_factor)),
             seconds_text(policy.ac_to_time_limit), base_seconds / base_factor * policy.ac_to_time_limit,
             seconds_text(policy.resolution), seconds_text(limit), seconds_text(config.limits.time_limit_seconds));
  std::map<Language, double> factors;
  for (const auto& [language, measured] : slowest) {
    if (language == Language::kCpp) continue;
    double needed = propose_time_limit(measured.seconds, policy) / limit;
    double factor = std::max(1.0, std::ceil(needed * 2 - 1e-9) / 2);  // in halves
    factors[language] = factor;
    fmt::print(stdout, "{}: slowest accepted {:.3f} s ({}): time_factor {} (now {}){}\n", language_name(language),
               measured.seconds, measured.where, seconds_text(factor), seconds_text(time_factor(config, language)),
               factor > time_factor(config, language) ? "; add 'time_factor: {" + std::string(language_key(language)) +
                                                            ": " + seconds_text(factor) + "}' to problem.yaml"
                                                      : "");
  }

  // 2. Every solution that must time out still does with the limit raised by the safety factor.
  double raised = limit * policy.time_limit_to_tle;
  ProblemConfig raised_config = with_limit(config, raised);
  for (const auto& [language, factor] : factors) raised_config.time_factors[language] = std::max(factor, time_factor(config, language));
  JudgeOptions settle_early;
  settle_early.process_per_case = true;
  fmt::print(stdout, "at {} s (time_limit x {}), each time_limit_exceeded solution must still time out:\n",
             seconds_text(raised), seconds_text(policy.time_limit_to_tle));
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    const SolutionFile& solution = work.solutions[i];
    if (solution.expected != Verdict::kTimeLimitExceeded) continue;
    SolutionReport report = judge_solution(solution, work.expectations[i], work.builds[i],
                                           for_language(raised_config, solution.language), cases, settle_early, request.jobs);
    bool good = report.expectation.ok && !report.judge_error;
    ok = ok && good;
    fmt::print(stdout, "{}  {:<48} {}\n", good ? "ok  " : "FAIL", solution.display, timeout_check_detail(report, good));
  }
  if (!ok) {
    fmt::print(stdout, "some check failed: time_limit {} s would make verdicts hang on machine noise\n", seconds_text(limit));
    return kExitSomeUnexpected;
  }

  std::string yaml_path = config.directory + "/problem.yaml";
  if (!write) {
    fmt::print(stdout, "all checks passed; 'judge timelimit {} --write' stores time_limit {} in {}\n", problem,
               seconds_text(limit), yaml_path);
  } else if (limit == config.limits.time_limit_seconds) {
    fmt::print(stdout, "all checks passed; {} already says time_limit {}\n", yaml_path, seconds_text(limit));
  } else {
    replace_file(yaml_path, with_time_limit(read_file(yaml_path), limit));
    fmt::print(stdout, "all checks passed; wrote time_limit {} to {}\n", seconds_text(limit), yaml_path);
  }
  return kExitAllExpected;
}

}  // namespace lcjudge
