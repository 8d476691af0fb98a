#include "judging/submissions.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

class SubmissionsReader {
 public:
  explicit SubmissionsReader(std::string path) : path_(std::move(path)) {}

  std::string at(const YAML::Mark& mark) const { return path_ + ":" + std::to_string(std::max(mark.line, 0) + 1); }

  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const {
    throw JudgeFailure(at(mark) + ": " + what);
  }

  std::vector<Verdict> verdicts(const YAML::Node& node, const std::string& key) const {
    if (!node.IsSequence()) fail(node.Mark(), key + " must be a list of verdicts, like [AC, TLE]");
    std::vector<Verdict> result;
    for (const auto& item : node) {
      std::string name = item.IsScalar() ? item.as<std::string>() : "";
      auto verdict = parse_verdict(name);
      if (!verdict || *verdict == Verdict::kCompileError) {
        fail(item.Mark(), "unknown verdict '" + name + "' in " + key + ": expected AC, WA, TLE, MLE, OLE or RTE");
      }
      result.push_back(*verdict);
    }
    if (result.empty()) fail(node.Mark(), key + " is empty: leave it out instead");
    return result;
  }

  // Reads permitted/required into `rule`; true if `key` was one of them.
  bool rule_key(const std::string& key, const YAML::Node& value, VerdictRule& rule) const {
    if (key == "permitted") rule.permitted = verdicts(value, key);
    else if (key == "required") rule.required = verdicts(value, key);
    else return false;
    rule.origin = at(value.Mark());
    return true;
  }

 private:
  std::string path_;
};

}  // namespace

SubmissionExpectations load_submission_expectations(const Project& project, const std::string& problem) {
  SubmissionExpectations expectations;
  std::string folder = project.solutions() + "/" + problem;
  std::string path = folder + "/submissions.yaml";
  if (!fs::exists(path)) return expectations;
  expectations.path = path;
  SubmissionsReader reader(path);
  YAML::Node root;
  // Read as problem.yaml is: a FIFO or a device is refused, not waited on or read forever.
  std::optional<std::string> text = read_data_file_if_exists(path, kMaxDataFileBytes);
  if (!text) return expectations;
  try {
    root = YAML::Load(*text);
  } catch (const YAML::ParserException& e) {
    reader.fail(e.mark, e.msg);
  }
  if (root.IsNull()) return expectations;
  if (!root.IsMap()) reader.fail(root.Mark(), "expected 'FOLDER/NAME.cpp:' entries");

  for (const auto& entry : root) {
    auto name = entry.first.as<std::string>();
    auto verdict_folder = parse_verdict(fs::path(name).parent_path().string());
    if (!fs::is_regular_file(folder + "/" + name) || !verdict_folder) {
      reader.fail(entry.first.Mark(), "no solution '" + folder + "/" + name + "' (expected VERDICT_FOLDER/NAME.cpp)");
    }
    if (!entry.second.IsMap()) reader.fail(entry.second.Mark(), "expected permitted:, required: or GROUP: below '" + name + "'");
    Expectation expectation = folder_expectation(*verdict_folder);
    for (const auto& item : entry.second) {
      auto key = item.first.as<std::string>();
      if (reader.rule_key(key, item.second, expectation.rules[0])) continue;
      VerdictRule rule;
      rule.group = key;
      if (!item.second.IsMap()) reader.fail(item.second.Mark(), "expected permitted: or required: below group '" + key + "'");
      for (const auto& inner : item.second) {
        auto inner_key = inner.first.as<std::string>();
        if (!reader.rule_key(inner_key, inner.second, rule)) {
          reader.fail(inner.first.Mark(), "unknown key '" + inner_key + "' in group '" + key + "': expected permitted or required");
        }
      }
      rule.origin = reader.at(item.first.Mark());
      expectation.rules.push_back(rule);
    }
    expectations.by_solution[name] = expectation;
  }
  return expectations;
}

Expectation expectation_for(const SolutionFile& solution, const SubmissionExpectations& expectations,
                            const std::vector<TestCase>& cases, bool own_cases) {
  std::string prefix = "solutions/" + solution.problem + "/";
  std::string key = solution.source.rfind(prefix, 0) == 0 ? solution.source.substr(prefix.size()) : "";
  auto found = expectations.by_solution.find(key);
  if (found == expectations.by_solution.end()) return folder_expectation(solution.expected);
  Expectation expectation = found->second;
  if (!own_cases) {
    expectation.rules.resize(1);
    return expectation;
  }
  for (const auto& rule : expectation.rules) {
    bool any = std::any_of(cases.begin(), cases.end(), [&](const TestCase& test) { return in_group(test.id, rule.group); });
    if (!any) throw JudgeFailure(rule.origin + ": no test case in group '" + rule.group + "'");
  }
  return expectation;
}

}  // namespace lcjudge
