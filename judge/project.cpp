#include "project.h"

#include <algorithm>
#include <filesystem>

#include "error.h"
#include "testcases.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

std::string verdict_folder_list() {
  std::string names;
  for (Verdict v : {Verdict::kAccepted, Verdict::kWrongAnswer, Verdict::kTimeLimitExceeded,
                    Verdict::kMemoryLimitExceeded, Verdict::kOutputLimitExceeded, Verdict::kRunTimeError,
                    Verdict::kCompileError}) {
    names += (names.empty() ? "" : ", ") + std::string(folder_name(v));
  }
  return names;
}

}  // namespace

std::vector<std::string> all_problems(const Project& project) {
  std::vector<std::string> problems;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(project.testcases(), error)) {
    if (entry.is_directory() && fs::exists(entry.path() / "problem.yaml")) {
      problems.push_back(entry.path().filename().string());
    }
  }
  if (error) throw JudgeFailure("cannot list '" + project.testcases() + "': " + error.message());
  std::sort(problems.begin(), problems.end(), natural_less);
  return problems;
}

std::optional<std::string> resolve_problem(const Project& project, const std::string& name) {
  for (const auto& problem : all_problems(project)) {
    if (problem == name || problem.rfind(name + "-", 0) == 0) return problem;
  }
  return std::nullopt;
}

std::vector<SolutionFile> problem_solutions(const Project& project, const std::string& problem) {
  std::vector<SolutionFile> result;
  fs::path root = fs::path(project.solutions()) / problem;
  if (!fs::is_directory(root)) return result;
  std::vector<fs::path> folders;
  for (const auto& entry : fs::directory_iterator(root)) {
    if (entry.is_directory()) folders.push_back(entry.path());
  }
  std::sort(folders.begin(), folders.end());
  for (const auto& folder : folders) {
    if (!parse_verdict(folder.filename().string())) {
      throw JudgeFailure("unknown verdict folder '" + folder.string() + "': expected one of " + verdict_folder_list());
    }
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(folder)) {
      if (entry.is_regular_file() && entry.path().extension() == ".cpp") files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end(), natural_less);
    for (const auto& file : files) result.push_back(solution_at(project, file, problem));
  }
  return result;
}

SolutionFile solution_at(const Project& project, const std::string& path, const std::string& problem) {
  if (!fs::is_regular_file(path)) throw JudgeFailure("cannot open '" + path + "': No such file");
  if (fs::path(path).extension() != ".cpp") throw JudgeFailure("'" + path + "' is not a C++ solution (.cpp)");
  fs::path absolute = fs::weakly_canonical(path);
  fs::path root = fs::weakly_canonical(project.root);
  fs::path relative = absolute.lexically_relative(root);
  bool inside = !relative.empty() && *relative.begin() != "..";
  std::vector<std::string> parts;
  for (const auto& part : relative) parts.push_back(part.string());

  SolutionFile solution;
  solution.source = inside ? relative.generic_string() : absolute.string();
  solution.problem = problem;
  bool under_solutions = inside && parts.size() >= 4 && parts[0] == "solutions";
  if (solution.problem.empty() && inside && parts.size() >= 3 && (parts[0] == "solutions" || parts[0] == "testcases")) {
    solution.problem = parts[1];
  }
  if (solution.problem.empty()) {
    throw JudgeFailure("cannot tell the problem of '" + path + "': put it under solutions/<problem>/ or pass --problem");
  }
  std::string folder = absolute.parent_path().filename().string();
  if (auto verdict = parse_verdict(folder)) {
    solution.expected = *verdict;
  } else if (under_solutions) {
    throw JudgeFailure("unknown verdict folder '" + absolute.parent_path().string() + "': expected one of " +
                       verdict_folder_list());
  }
  fs::path stem = inside ? relative : fs::path("external") / absolute.relative_path();
  stem.replace_extension();
  // Only solutions/<p>/<verdict>/<name> keeps its own path under build/; anything else goes to a
  // folder of its own, so no file name can land on build/judge, build/obj/ or build/driver/.
  fs::path binary = under_solutions || !inside ? stem : fs::path("other") / stem;
  solution.binary = (fs::path(project.build()) / binary).string();
  solution.display = inside && parts[0] == "solutions" ? fs::path(stem).lexically_relative("solutions").generic_string()
                                                       : stem.generic_string();
  return solution;
}

}  // namespace lcjudge
