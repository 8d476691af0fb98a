#include "problem/project.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "problem/testcases.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

const std::vector<Verdict> kFolderVerdicts = {Verdict::kAccepted,          Verdict::kWrongAnswer,
                                              Verdict::kTimeLimitExceeded, Verdict::kMemoryLimitExceeded,
                                              Verdict::kOutputLimitExceeded, Verdict::kRunTimeError,
                                              Verdict::kCompileError};

std::vector<std::string> verdict_folders() {
  std::vector<std::string> names;
  for (Verdict v : kFolderVerdicts) names.push_back(folder_name(v));
  return names;
}

[[noreturn]] void unknown_verdict_folder(const fs::path& folder) {
  throw JudgeFailure(fmt::format("unknown verdict folder '{}'{}: expected one of {}", escape_untrusted(folder.string()),
                                 did_you_mean(folder.filename().string(), verdict_folders()),
                                 fmt::join(verdict_folders(), ", ")));
}

bool is_folder(const fs::path& path) {
  std::error_code ignored;
  return fs::is_directory(path, ignored);
}

}  // namespace

std::vector<std::string> all_problems(const Project& project) {
  std::set<std::string> problems;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(project.testcases(), error)) {
    const fs::path& folder = entry.path();
    if (!is_folder(folder)) continue;
    std::error_code ignored;
    if (fs::exists(folder / "problem.yaml", ignored) || is_folder(folder / "sample") || is_folder(folder / "secret")) {
      problems.insert(folder.filename().string());
    }
  }
  if (error) throw JudgeFailure(fmt::format("cannot list '{}': {}", project.testcases(), error.message()));
  // Solutions with no problem are a problem too, whose missing config will be reported.
  for (const auto& entry : fs::directory_iterator(project.solutions(), error)) {
    if (is_folder(entry.path())) problems.insert(entry.path().filename().string());
  }
  // A problem's name reaches file names under build/, the generated entry, terminals and reports.
  for (const auto& problem : problems) {
    bool in_testcases = is_folder(fs::path(project.testcases()) / problem);
    check_problem_folder_name(project.path((in_testcases ? "testcases/" : "solutions/") + problem), problem);
  }
  std::vector<std::string> sorted(problems.begin(), problems.end());
  std::sort(sorted.begin(), sorted.end(), natural_less);
  return sorted;
}

std::string find_problem(const Project& project, const std::string& name) {
  const std::vector<std::string> problems = all_problems(project);
  std::string wanted = name;
  bool is_path = name.find('/') != std::string::npos;
  if (is_path) {  // the folder's own name, if it is a problem's folder in testcases/ or solutions/
    fs::path folder = fs::path(name).lexically_normal();
    if (folder.filename().empty()) folder = folder.parent_path();
    wanted = folder.filename().string();
    auto same_folder = [&](const std::string& parent) {
      std::error_code ignored;
      return fs::weakly_canonical(folder, ignored) == fs::weakly_canonical(fs::path(parent) / wanted, ignored);
    };
    if (!same_folder(project.testcases()) && !same_folder(project.solutions())) wanted.clear();
  }
  for (const auto& problem : problems) {
    bool by_number = !is_path && problem.rfind(wanted + "-", 0) == 0;  // "913" names 913-cat-and-mouse
    if (!wanted.empty() && (problem == wanted || by_number)) return problem;
  }
  // A solution in another language, named where a problem or a .cpp file goes (judge run x.py).
  if (std::string language = other_language(name); !language.empty()) refuse_other_language(name, language);
  if (problems.empty()) {
    throw JudgeFailure(fmt::format("unknown problem '{}': there are no problems in {}/", escape_untrusted(name),
                                   project.path("testcases")));
  }
  throw JudgeFailure(fmt::format("unknown problem '{}'{}: the problems are {}", escape_untrusted(name),
                                 did_you_mean(wanted.empty() ? name : wanted, problems), fmt::join(problems, ", ")));
}

std::string other_language(const std::string& path) {
  static const std::pair<const char*, const char*> kLanguages[] = {
      {".js", "JavaScript"}, {".ts", "TypeScript"}, {".go", "Go"}, {".php", "PHP"},     {".c", "C"},
      {".cs", "C#"},         {".rb", "Ruby"},       {".swift", "Swift"}, {".kt", "Kotlin"}, {".scala", "Scala"},
      {".rs", "Rust"},       {".dart", "Dart"}};
  if (language_of_path(path)) return "";  // judged now: a language's build flips it (problem/language.cpp)
  const std::string extension = fs::path(path).extension().string();
  for (const auto& [suffix, language] : kLanguages) {
    if (extension == suffix) return language;
  }
  return "";
}

void refuse_other_language(const std::string& path, const std::string& language) {
  throw JudgeFailure(fmt::format("'{}' is a {} solution: only {} are judged today ({})", escape_untrusted(path),
                                 language, judged_languages_text(), judged_extensions_text()));
}

std::vector<SolutionFile> problem_solutions(const Project& project, const std::string& problem) {
  std::vector<SolutionFile> result;
  fs::path root = fs::path(project.solutions()) / problem;
  if (!fs::is_directory(root)) return result;
  std::vector<fs::path> folders;
  for (const auto& entry : fs::directory_iterator(root)) {
    if (is_folder(entry.path())) {
      folders.push_back(entry.path());
    } else if (std::string language = other_language(entry.path().string()); !language.empty()) {
      refuse_other_language(entry.path().string(), language);
    } else if (language_of_path(entry.path().string())) {  // it would never be judged
      throw JudgeFailure(fmt::format("solution '{}' is not in a verdict folder: expected one of {}",
                                     escape_untrusted(entry.path().string()), fmt::join(verdict_folders(), ", ")));
    }
  }
  std::sort(folders.begin(), folders.end());
  for (const auto& folder : folders) {
    if (!parse_verdict(folder.filename().string())) unknown_verdict_folder(folder);
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(folder)) {
      // Never silently left out: the folder says it is a solution whose verdict is expected.
      if (std::string language = other_language(entry.path().string()); !language.empty()) {
        refuse_other_language(entry.path().string(), language);
      }
      // Every solution's entry, so that a link, a FIFO or a device is refused by name rather than skipped.
      if (language_of_path(entry.path().string())) files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end(), natural_less);
    for (const auto& file : files) result.push_back(solution_at(project, file, problem));
  }
  return result;
}

bool is_safe_name(const std::string& name) {
  if (name.empty()) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '+' || c == '-';
  });
}

void check_safe_name(const std::string& what, const std::string& path, const std::string& name) {
  if (is_safe_name(name)) return;
  std::string shown;  // the path itself may hold anything: shown with its odd bytes as \xNN
  for (unsigned char c : path) shown += c >= 0x20 && c < 0x7f && c != '\\' ? std::string(1, c) : fmt::format("\\x{:02x}", c);
  auto bad = std::find_if(name.begin(), name.end(), [](char c) { return !is_safe_name(std::string(1, c)); });
  std::string culprit = bad == name.end() ? "nothing" : fmt::format("'\\x{:02x}'", static_cast<unsigned char>(*bad));
  if (bad != name.end() && *bad >= 0x21 && *bad < 0x7f) culprit = fmt::format("'{}'", *bad);
  bool folder = what.find("folder") != std::string::npos;
  throw JudgeFailure(fmt::format("{} '{}' has a name with {} in it: names may use only {}; rename the {}", what, shown,
                                 culprit, kSafeNameCharacters, folder ? "folder" : "file"));
}

void check_problem_folder_name(const std::string& path, const std::string& name) {
  check_safe_name("problem folder", path, name);
  if (name.size() <= kMaxProblemNameBytes) return;
  throw JudgeFailure(fmt::format("problem folder '{}' has a name of {}: a problem's name is at most {} (the "
                                 "judge's files named after it, such as build/entries/NAME.cpp, must fit the file "
                                 "system's 255); rename the folder",
                                 escape_untrusted(path), plural(name.size(), "character"), kMaxProblemNameBytes));
}

void check_plain_solution_file(const std::string& path) {
  std::error_code error;
  fs::file_status status = fs::symlink_status(path, error);
  if (error || !fs::exists(status)) throw JudgeFailure(fmt::format("cannot open '{}': No such file", escape_untrusted(path)));
  // Through a link a solution would take the identity, verdict and build folder of the file the
  // link names (another problem's solution, whose binary it was built over), or show the compiler
  // a file outside the project (whose first line a CE quoted); a FIFO or a device would block or
  // flood the compile.
  if (fs::is_symlink(status)) {
    std::string target = fs::read_symlink(path, error).string();
    throw JudgeFailure(fmt::format("solution file '{}' is a symbolic link (to '{}'): a solution must be a plain file; "
                                   "copy it there instead of linking", escape_untrusted(path), escape_untrusted(target)));
  }
  if (!fs::is_regular_file(status)) {
    throw JudgeFailure(fmt::format("solution file '{}' is not a plain file ({}): a solution must be a plain file",
                                   escape_untrusted(path), fs::is_directory(status) ? "a folder" : "a device, FIFO or socket"));
  }
}

void set_build_folder(SolutionFile& solution, const std::string& folder) {
  solution.build_folder = folder;
  // Another language's program is a launch file (judging/language_launch.h), not a binary.
  solution.binary = folder + (language_facts(solution.language).native_binary ? "/optimised" : "/optimised.launch");
}

SolutionFile solution_at(const Project& project, const std::string& path, const std::string& problem) {
  if (std::string language = other_language(path); !language.empty()) refuse_other_language(path, language);
  check_plain_solution_file(path);
  const std::optional<Language> language = language_of_path(path);
  if (!language) {
    throw JudgeFailure(fmt::format("'{}' is not a solution: a solution's file ends in {}", escape_untrusted(path),
                                   judged_extensions_text()));
  }
  check_safe_name("solution file", path, fs::path(path).filename().string());
  fs::path absolute = fs::weakly_canonical(path);
  fs::path root = fs::weakly_canonical(project.root);
  fs::path relative = absolute.lexically_relative(root);
  bool inside = !relative.empty() && *relative.begin() != "..";
  // Named inside the project, it must be where it is named: a linked folder on the way would give
  // it the identity, verdict and build folder of the files it leads to.
  fs::path named_relative = fs::absolute(path).lexically_normal().lexically_relative(fs::absolute(project.root).lexically_normal());
  if (!named_relative.empty() && *named_relative.begin() != ".." && named_relative != relative) {
    throw JudgeFailure(fmt::format("solution file '{}' is reached through a linked folder (it is '{}'): a solution "
                                   "must lie in its own folder; copy it there instead of linking",
                                   escape_untrusted(path), escape_untrusted(absolute.string())));
  }
  std::vector<std::string> parts;
  for (const auto& part : relative) parts.push_back(part.string());

  SolutionFile solution;
  solution.source = inside ? relative.generic_string() : absolute.string();
  solution.problem = problem;
  solution.language = *language;
  bool under_solutions = inside && parts.size() >= 4 && parts[0] == "solutions";
  if (solution.problem.empty() && inside && parts.size() >= 3 && (parts[0] == "solutions" || parts[0] == "testcases")) {
    solution.problem = parts[1];
  }
  if (solution.problem.empty()) {
    throw JudgeFailure(
        fmt::format("cannot tell the problem of '{}': put it under solutions/<problem>/ or pass --problem",
                    escape_untrusted(path)));
  }
  check_problem_folder_name(path, solution.problem);
  std::string folder = absolute.parent_path().filename().string();
  if (auto verdict = parse_verdict(folder)) {
    solution.expected = *verdict;
  } else if (under_solutions) {
    unknown_verdict_folder(absolute.parent_path());
  }
  fs::path named = inside ? relative : fs::path("external") / absolute.relative_path();
  // Only solutions/<p>/<verdict>/<name>.cpp keeps its own path under build/; anything else goes to
  // a folder of its own, so no file name can land on build/judge, build/obj/ or build/driver/.
  fs::path folder_below_build = under_solutions || !inside ? named : fs::path("other") / named;
  set_build_folder(solution, (fs::path(project.build()) / folder_below_build).string());
  // A C++ solution is shown by its stem, as it always was; another language's keeps its extension,
  // so that two_sum.py beside two_sum.cpp is a solution of its own in every report. So does a C++
  // one whose stem ends as a solution does (x.py.cpp), which would be shown as x.py beside it.
  fs::path stem = named;
  if (language_facts(*language).native_binary && !language_of_path(fs::path(named).replace_extension().string())) {
    stem.replace_extension();
  }
  solution.display = inside && parts[0] == "solutions" ? fs::path(stem).lexically_relative("solutions").generic_string()
                                                       : stem.generic_string();
  return solution;
}

}  // namespace lcjudge
