#include "problem/testcases.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>

#include "base/error.h"
#include "problem/case_text.h"
#include "problem/project.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// Pairs every .in with its .ans below `root` and checks each file's bytes (case_text.h); a half
// pair is an error naming the missing file. With every_folder_has_cases, so is a folder at or
// below `root` with no case in it: a generator that wrote nothing, or cases lost in a move (a
// folder holding a .gitkeep is empty on purpose).
std::vector<TestCase> collect(const fs::path& root, const std::string& prefix, bool every_folder_has_cases) {
  std::map<std::string, std::pair<bool, bool>> seen;  // id -> (has .in, has .ans)
  std::map<std::string, bool> folders{{"", false}};   // relative folder -> holds a case somewhere below
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(root, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    auto relative = it->path().lexically_relative(root);  // fs::relative would resolve symlinks
    auto extension = it->path().extension().string();
    if (extension != ".in" && extension != ".ans") {
      std::error_code ignored;
      if (it->is_directory(ignored)) folders.emplace(relative.generic_string(), false);
      // Empty on purpose (judge new makes sample/ and secret/ so): its cases are still to come.
      if (it->path().filename() == ".gitkeep") folders[relative.parent_path().generic_string()] = true;
      continue;
    }
    // Followed through symlinks: a dangling or looping link is a file that cannot be read, not
    // one to skip (the directory entry's own type would skip it).
    std::error_code status_error;
    fs::file_status status = fs::status(it->path(), status_error);
    if (status_error) throw JudgeFailure("cannot read '" + it->path().string() + "': " + status_error.message());
    if (!fs::is_regular_file(status)) throw JudgeFailure("cannot read '" + it->path().string() + "': not a regular file");
    // Names reach reports, terminals and file names: only the safe characters, like solutions'.
    fs::path name = relative;
    for (const auto& part : name.replace_extension()) check_safe_name("test case", it->path().string(), part.string());
    auto& entry = seen[relative.replace_extension().generic_string()];
    (extension == ".in" ? entry.first : entry.second) = true;
  }
  if (error) throw JudgeFailure("cannot list '" + root.string() + "': " + error.message());

  std::vector<TestCase> cases;
  for (const auto& [relative, has] : seen) {
    std::string base = (root / relative).string();
    if (!has.first) throw JudgeFailure("test case '" + base + ".ans' has no input: '" + base + ".in' is missing");
    if (!has.second) throw JudgeFailure("test case '" + base + ".in' has no answer: '" + base + ".ans' is missing");
    for (fs::path folder = fs::path(relative).parent_path();; folder = folder.parent_path()) {
      folders[folder.generic_string()] = true;
      if (folder.empty()) break;
    }
    TestCase test;
    test.id = prefix + relative;
    test.group = fs::path(test.id).parent_path().generic_string();
    test.input_path = base + ".in";
    test.answer_path = base + ".ans";
    cases.push_back(std::move(test));
  }
  if (every_folder_has_cases) {
    for (const auto& [folder, has_cases] : folders) {
      if (has_cases) continue;
      throw JudgeFailure("test folder '" + (folder.empty() ? root : root / folder).string() +
                         "' holds no test cases: add NAME.in + NAME.ans pairs, or remove it");
    }
  }
  std::sort(cases.begin(), cases.end(), [](const TestCase& a, const TestCase& b) { return natural_less(a.id, b.id); });
  for (const auto& test : cases) {
    check_case_file(test.input_path);
    check_case_file(test.answer_path);
  }
  return cases;
}

}  // namespace

bool natural_less(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
      size_t i_end = i, j_end = j;
      while (i_end < a.size() && std::isdigit(static_cast<unsigned char>(a[i_end]))) ++i_end;
      while (j_end < b.size() && std::isdigit(static_cast<unsigned char>(b[j_end]))) ++j_end;
      auto x = a.substr(i, i_end - i), y = b.substr(j, j_end - j);
      x.erase(0, std::min(x.find_first_not_of('0'), x.size()));
      y.erase(0, std::min(y.find_first_not_of('0'), y.size()));
      if (x.size() != y.size()) return x.size() < y.size();
      if (x != y) return x < y;
      i = i_end, j = j_end;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i, ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

std::vector<TestCase> problem_testcases(const std::string& problem_directory) {
  std::vector<TestCase> cases;
  for (const char* group : {"sample", "secret"}) {
    fs::path folder = fs::path(problem_directory) / group;
    if (!fs::is_directory(folder)) continue;
    auto found = collect(folder, std::string(group) + "/", /*every_folder_has_cases=*/true);
    cases.insert(cases.end(), found.begin(), found.end());
  }
  if (cases.empty()) {
    throw JudgeFailure("no test cases in '" + problem_directory + "': expected NAME.in + NAME.ans pairs in sample/ or secret/");
  }
  return cases;
}

std::vector<TestCase> folder_testcases(const std::string& directory) {
  if (!fs::is_directory(directory)) throw JudgeFailure("cannot open '" + directory + "': not a directory");
  auto cases = collect(directory, "", /*every_folder_has_cases=*/false);
  if (cases.empty()) throw JudgeFailure("no test cases in '" + directory + "': expected NAME.in + NAME.ans pairs");
  return cases;
}

bool group_chosen(const std::string& group, const std::vector<std::string>& chosen) {
  if (chosen.empty()) return true;
  for (std::string wanted : chosen) {
    while (!wanted.empty() && wanted.back() == '/') wanted.pop_back();
    if (group == wanted || group.compare(0, wanted.size() + 1, wanted + "/") == 0) return true;
  }
  return false;
}

}  // namespace lcjudge
