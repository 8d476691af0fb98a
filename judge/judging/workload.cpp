#include "judging/workload.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/parallel.h"
#include "judging/classify.h"
#include "judging/compiler_server.h"
#include "judging/fair_run.h"
#include "judging/problem_programs.h"
#include "judging/submissions.h"
#include "judging/validator.h"
#include "problem/input_shape.h"

namespace lcjudge {
namespace {

// The solutions the targets name, in the order given (problems expand to all their solutions).
std::vector<SolutionFile> select_solutions(const Project& project, const WorkloadRequest& args) {
  std::string forced_problem;
  if (!args.problem.empty()) {
    forced_problem = find_problem(project, args.problem);
  }
  std::vector<std::string> targets = args.targets;
  if (targets.empty()) targets = all_problems(project);
  std::vector<SolutionFile> solutions;
  for (const auto& target : targets) {
    if (language_of_path(target)) {
      solutions.push_back(solution_at(project, target, forced_problem));
      continue;
    }
    const std::string problem = find_problem(project, target);
    auto found = problem_solutions(project, problem);
    if (found.empty()) fmt::print(stderr, "judge: warning: no solutions in 'solutions/{}'\n", problem);
    solutions.insert(solutions.end(), found.begin(), found.end());
  }
  for (const auto& solution : solutions) {
    if (!std::filesystem::is_directory(project.testcases() + "/" + solution.problem)) {
      throw JudgeFailure("unknown problem '" + solution.problem + "' for '" + solution.source + "': no testcases/" + solution.problem + "/");
    }
  }
  return solutions;
}

}  // namespace

void check_case_shapes(const ProblemConfig& config, const std::vector<TestCase>& cases, int jobs) {
  if (config.signature.kind == ProblemSignature::Kind::kNone) return;
  std::vector<std::string> problems(cases.size());
  parallel_for(cases.size(), jobs, [&](size_t i) {
    problems[i] = input_shape_problem(read_file(cases[i].input_path), config.signature, config.node);
  });
  for (size_t i = 0; i < cases.size(); ++i) {
    if (!problems[i].empty()) throw JudgeFailure("bad test data in '" + cases[i].input_path + "', " + problems[i]);
  }
}

std::string trusted_reference_source(const Project& project, const std::string& problem) {
  std::filesystem::path folder = project.testcases() + "/" + problem + "/reference";
  std::vector<std::string> sources;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    if (entry.path().extension() == ".cpp") sources.push_back(entry.path().string());
  }
  std::sort(sources.begin(), sources.end());
  return sources.empty() ? "" : sources.front();
}

std::string build_reference(const Project& project, const std::string& problem, const ProblemConfig& config) {
  std::string source = trusted_reference_source(project, problem);
  if (source.empty()) return "";
  SolutionBuilder builder(project);
  SolutionFile file = solution_at(project, source, problem);
  ProblemConfig optimised = config;
  optimised.build.sanitize = false;  // it computes answers; only solutions are checked
  return builder.build(file, optimised).ok ? file.binary : "";
}

InputCheck input_check_for(const Project& project, const std::string& problem, const ProblemConfig& config) {
  std::string validator_source = validator_program(project, problem).source;
  if (std::filesystem::exists(validator_source)) {
    auto validator = std::make_shared<std::optional<Validator>>();
    auto once = std::make_shared<std::once_flag>();
    return [=](const TestCase& test, RunGate&) -> std::optional<std::string> {
      std::call_once(*once, [&] { *validator = Validator::for_problem(project, problem); });
      if (!*validator) return std::nullopt;
      Validation validation = (*validator)->check(test.input_path, false);
      if (validation.valid) return std::nullopt;
      return fmt::format("line {}, column {}: {} (the validator's finding)", validation.line, validation.column,
                         validation.rule);
    };
  }
  if (trusted_reference_source(project, problem).empty()) return {};
  auto binary = std::make_shared<std::optional<std::string>>();
  auto once = std::make_shared<std::once_flag>();
  return [=](const TestCase& test, RunGate& gate) -> std::optional<std::string> {
    std::call_once(*once, [&] {
      std::string built = build_reference(project, problem, config);
      if (!built.empty()) *binary = built;
    });
    if (!*binary) return std::nullopt;
    RunRecord run = run_under_limits(native_program(**binary), test.input_path, config.limits, gate);
    CaseOutcome outcome = classify(run, config.limits, "", config.compare);
    return outcome.claimed_bad_input;  // the trusted driver's own words
  };
}

const ProblemConfig& config_of(const Workload& work, const SolutionFile& solution) {
  return work.language_configs.at({solution.problem, solution.language});
}

Workload prepare_workload(const Project& project, const WorkloadRequest& args) {
  const bool need_cases = args.need_cases;
  Workload work;
  work.solutions = select_solutions(project, args);
  std::map<std::string, SubmissionExpectations> submissions;
  for (const auto& solution : work.solutions) {
    if (!work.configs.count(solution.problem)) {
      std::string directory = project.testcases() + "/" + solution.problem;
      ProblemConfig config = load_problem_config(directory);
      config.limits.sandbox = args.sandbox;
      if (!args.compiler.empty()) {
        config.build.compiler = args.compiler == "gcc" ? CompilerFamily::kGcc : CompilerFamily::kClang;
      }
      config.build.sanitize = config.build.sanitize && args.sanitize;
      work.configs.emplace(solution.problem, config);
      work.input_checks.emplace(solution.problem, input_check_for(project, solution.problem, config));
      submissions.emplace(solution.problem, load_submission_expectations(project, solution.problem));
      if (need_cases) {
        work.cases[solution.problem] =
            args.tests_directory.empty() ? problem_testcases(directory) : folder_testcases(args.tests_directory);
        check_case_shapes(config, work.cases[solution.problem], args.jobs);
      }
    }
    work.language_configs.emplace(std::make_pair(solution.problem, solution.language),
                                  for_language(work.configs.at(solution.problem), solution.language));
    work.expectations.push_back(expectation_for(solution, submissions.at(solution.problem),
                                                work.cases[solution.problem], need_cases && args.tests_directory.empty()));
  }

  SolutionBuilder builder(project);
  std::map<Language, size_t> per_language;
  for (const auto& solution : work.solutions) ++per_language[solution.language];
  for (const auto& [language, count] : per_language) builder.compiler_servers().expect_solutions(language, count);
  auto start = std::chrono::steady_clock::now();
  work.builds.resize(work.solutions.size());
  parallel_for(work.solutions.size(), args.jobs, [&](size_t i) {
    work.builds[i] = builder.build(work.solutions[i], config_of(work, work.solutions[i]));
  });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print(stderr, "{}", compile_summary(work.builds, seconds));
  return work;
}


}  // namespace lcjudge
