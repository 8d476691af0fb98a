#include "commands/timelimit.h"

#include <cmath>
#include <cstdio>
#include <regex>

#include "base/atomic_file.h"
#include "base/error.h"
#include "commands/cli.h"
#include "judging/judging.h"

namespace lcjudge {
namespace {

std::string seconds_text(double seconds) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3g", seconds);
  return buffer;
}

// The same problem with another time limit (and its kill deadline moved along).
ProblemConfig with_limit(ProblemConfig config, double seconds) {
  set_time_limit(config.limits, seconds);
  return config;
}

}  // namespace

double propose_time_limit(double slowest_seconds, const TimeLimitPolicy& policy) {
  double steps = std::ceil(slowest_seconds * policy.ac_to_time_limit / policy.resolution - 1e-9);
  return std::max(1.0, steps) * policy.resolution;
}

std::string with_time_limit(const std::string& yaml_text, double seconds) {
  static const std::regex line(R"((^|\n)time_limit:[ \t]*[^ \t\n#]*)");
  std::string value = "time_limit: " + seconds_text(seconds);
  if (std::regex_search(yaml_text, line)) return std::regex_replace(yaml_text, line, "$1" + value, std::regex_constants::format_first_only);
  std::string text = yaml_text;
  if (!text.empty() && text.back() != '\n') text += '\n';
  return text + value + "      # CPU seconds per case\n";
}

int command_timelimit(const Project& project, const WorkloadRequest& request, const TimeLimitPolicy& policy,
                      bool write) {
  if (request.targets.size() != 1) {
    throw JudgeFailure("timelimit takes one PROBLEM (a folder of testcases/ or its number)\nTry 'judge --help' for more information.");
  }
  const std::string problem = find_problem(project, request.targets[0]);
  Workload work = prepare_workload(project, request);
  const ProblemConfig& config = work.configs.at(problem);
  const auto& cases = work.cases.at(problem);
  JudgeOptions every_case;
  every_case.jobs = request.jobs;
  every_case.all_cases = true;

  // 1. The accepted solutions, with room to show how slow they really are.
  ProblemConfig measuring = with_limit(config, std::max(10.0, config.limits.time_limit_seconds * 3));
  double slowest = 0;
  std::string slowest_where;
  bool ok = true;
  std::printf("%s: accepted solutions, every case (time_limit %s s for measuring)\n", problem.c_str(),
              seconds_text(measuring.limits.time_limit_seconds).c_str());
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (work.solutions[i].expected != Verdict::kAccepted) continue;
    SolutionReport report =
        judge_solution(work.solutions[i], work.expectations[i], work.builds[i], measuring, cases, every_case);
    double own = 0;
    std::string where;
    for (const auto& result : report.results) {
      if (result.outcome.cpu_seconds >= own) own = result.outcome.cpu_seconds, where = result.test.id;
    }
    bool good = report.expectation.ok && !report.judge_error;
    ok = ok && good;
    std::printf("%s  %-48s slowest %7.3f s on %s%s%s\n", good ? "ok  " : "FAIL", work.solutions[i].display.c_str(), own,
                where.c_str(), good ? "" : "  ", good ? "" : report.expectation.message.c_str());
    if (own >= slowest) slowest = own, slowest_where = work.solutions[i].display + " on " + where;
  }
  if (slowest_where.empty()) throw JudgeFailure("no accepted solution in solutions/" + problem + "/accepted/ to measure");
  if (!ok) {
    std::printf("some accepted solution is not accepted: no time limit proposed\n");
    return kExitSomeUnexpected;
  }

  double limit = propose_time_limit(slowest, policy);
  std::printf("slowest accepted %.3f s (%s) x %s = %.3f s, rounded up to %s s: time_limit %s s (now %s s)\n", slowest,
              slowest_where.c_str(), seconds_text(policy.ac_to_time_limit).c_str(), slowest * policy.ac_to_time_limit,
              seconds_text(policy.resolution).c_str(), seconds_text(limit).c_str(),
              seconds_text(config.limits.time_limit_seconds).c_str());

  // 2. Every solution that must time out still does with the limit raised by the safety factor.
  double raised = limit * policy.time_limit_to_tle;
  ProblemConfig raised_config = with_limit(config, raised);
  JudgeOptions settle_early;
  settle_early.jobs = request.jobs;
  std::printf("at %s s (time_limit x %s), each time_limit_exceeded solution must still time out:\n",
              seconds_text(raised).c_str(), seconds_text(policy.time_limit_to_tle).c_str());
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (work.solutions[i].expected != Verdict::kTimeLimitExceeded) continue;
    SolutionReport report =
        judge_solution(work.solutions[i], work.expectations[i], work.builds[i], raised_config, cases, settle_early);
    bool good = report.expectation.ok && !report.judge_error;
    ok = ok && good;
    const CaseResult* shown = report.expectation.culprit;
    std::string detail = good ? (shown ? short_name(shown->outcome.verdict) + std::string(" on ") + shown->test.id + ": " + shown->outcome.message : "")
                              : report.expectation.message;
    std::printf("%s  %-48s %s\n", good ? "ok  " : "FAIL", work.solutions[i].display.c_str(), detail.c_str());
  }
  if (!ok) {
    std::printf("some check failed: time_limit %s s would make verdicts hang on machine noise\n", seconds_text(limit).c_str());
    return kExitSomeUnexpected;
  }

  std::string yaml_path = config.directory + "/problem.yaml";
  if (!write) {
    std::printf("all checks passed; 'judge timelimit %s --write' stores time_limit %s in %s\n", problem.c_str(),
                seconds_text(limit).c_str(), yaml_path.c_str());
  } else if (limit == config.limits.time_limit_seconds) {
    std::printf("all checks passed; %s already says time_limit %s\n", yaml_path.c_str(), seconds_text(limit).c_str());
  } else {
    replace_file(yaml_path, with_time_limit(read_file(yaml_path), limit));
    std::printf("all checks passed; wrote time_limit %s to %s\n", seconds_text(limit).c_str(), yaml_path.c_str());
  }
  return kExitAllExpected;
}

}  // namespace lcjudge
