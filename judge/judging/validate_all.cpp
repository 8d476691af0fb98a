#include "judging/validate_all.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/parallel.h"
#include "base/terminal_escape.h"
#include "base/text_lines.h"
#include "judging/problem_programs.h"
#include "judging/validator.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// One file to check: valid data, or a junk file that must break RULE.
struct Check {
  std::string path;
  bool answer = false;          // an .ans file: checked with --answer
  std::optional<std::string> rule;  // a junk file's rule (from NAME.rule)
};

// The validator's first stderr line, naming the file by PATH where it named its shown copy.
std::string first_line_naming(const std::string& stderr_text, const Validator& validator, const std::string& path) {
  std::string line = stderr_text.substr(0, stderr_text.find('\n'));
  const std::string shown = validator.shown_path() + ":";
  if (line.rfind(shown, 0) == 0) line = path + ":" + line.substr(shown.size());
  return line;
}

// What is wrong with the validator's verdict on CHECK; "" when it is right.
std::string judge_check(const Validator& validator, const Check& check) {
  RunRecord run = validator.run(check.path, check.answer);
  std::string first = first_line_naming(run.stderr_text, validator, check.path);
  std::string said = escaped_first_line(first);
  bool clean_exit = run.exited && run.exit_code <= 1;
  std::string how = clean_exit ? "" : "validator " + describe_program_end(run, Validator::limits()) + (said.empty() ? "" : ": " + said);
  if (!check.rule) {
    if (run.exited && run.exit_code == 0 && run.stdout_text.empty() && run.stderr_text.empty()) return "";
    if (run.exited && run.exit_code == 1) return "valid case rejected: " + said;
    if (run.exited && run.exit_code == 0) return "validator wrote output on a valid case" + (said.empty() ? "" : ": " + said);
    return how;
  }
  const std::string& rule = *check.rule;
  std::vector<std::string> lines = text_lines(run.stderr_text);
  std::string rest = first.rfind(check.path + ":", 0) == 0 ? first.substr(check.path.size() + 1) : "";
  size_t digits = 0;
  auto number_then_colon = [&](size_t at) {
    size_t end = at;
    while (end < rest.size() && rest[end] >= '0' && rest[end] <= '9') ++end;
    digits = end - at;
    return digits > 0 && end < rest.size() && rest[end] == ':' ? end + 1 : std::string::npos;
  };
  size_t after_line = number_then_colon(0);
  size_t after_column = after_line == std::string::npos ? std::string::npos : number_then_colon(after_line);
  bool located = after_column != std::string::npos && after_column < rest.size() && rest[after_column] == ' ';
  if (run.exited && run.exit_code == 0) return "accepted, but must break the rule '" + escape_untrusted(rule) + "'";
  if (!run.exited || run.exit_code != 1) return how + " (expected exit 1)";
  if (!run.stdout_text.empty()) return "validator wrote to stdout";
  if (lines.size() != 1) {
    return fmt::format("expected one line on stderr, found {}{}", lines.size(), said.empty() ? "" : ", the first: " + said);
  }
  if (!located) return "message does not start with '" + escape_untrusted(check.path) + ":LINE:COLUMN: ': " + said;
  if (first.find(rule) == std::string::npos) return "expected the rule '" + escape_untrusted(rule) + "', found: " + said;
  return "";
}

// The valid data of PROBLEM_DIR: every .in and .ans below sample/ and secret/, in byte order.
std::vector<Check> data_checks(const std::string& problem_dir) {
  std::vector<Check> checks;
  for (const char* group : {"sample", "secret"}) {
    std::error_code error;
    fs::recursive_directory_iterator it(problem_dir + "/" + group, error), end;
    for (; !error && it != end; it.increment(error)) {
      if (!it->is_regular_file()) continue;
      std::string extension = it->path().extension().string();
      if (extension == ".in" || extension == ".ans") checks.push_back({it->path().string(), extension == ".ans", std::nullopt});
    }
  }
  std::sort(checks.begin(), checks.end(), [](const Check& a, const Check& b) { return a.path < b.path; });
  return checks;
}

// The junk files of validator/invalid/ with their rules; FAILURES gets what is wrong with the folder itself.
std::vector<Check> junk_checks(const std::string& folder, std::vector<std::string>& failures) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  auto has = [&](const std::string& name) { return std::binary_search(names.begin(), names.end(), name); };
  std::vector<Check> checks;
  for (const char* extension : {".in", ".ans"}) {
    for (const std::string& name : names) {
      if (fs::path(name).extension() != extension) continue;
      std::string stem = fs::path(name).stem().string();
      std::string path = folder + "/" + name, rule_path = folder + "/" + stem + ".rule";
      if (has(stem + ".in") && has(stem + ".ans")) {
        failures.push_back(path + ": both " + folder + "/" + stem + ".in and .ans exist; they would share one .rule");
        continue;
      }
      // A FIFO (which blocked judge validate for good) or a device is the folder's fault, named.
      if (!fs::is_regular_file(path)) {
        failures.push_back(path + ": not a regular file (a FIFO, a device or a folder)");
        continue;
      }
      std::optional<std::string> rule;
      try {
        rule = read_data_file_if_exists(rule_path, kMaxDataFileBytes);
      } catch (const JudgeFailure& e) {
        failures.push_back(e.what());
        continue;
      }
      if (!rule) {
        failures.push_back(path + ": no rule file '" + rule_path + "'");
        continue;
      }
      if (!rule->empty() && rule->back() == '\n') rule->pop_back();
      if (rule->empty()) {
        failures.push_back(rule_path + ": empty rule");
        continue;
      }
      checks.push_back({path, std::string(extension) == ".ans", *rule});
    }
  }
  for (const std::string& name : names) {
    std::string stem = fs::path(name).stem().string();
    if (fs::path(name).extension() == ".rule" && !has(stem + ".in") && !has(stem + ".ans")) {
      failures.push_back(folder + "/" + name + ": no " + folder + "/" + stem + ".in or " + folder + "/" + stem + ".ans to go with it");
    }
  }
  return checks;
}

}  // namespace

int command_validate(const Project& project, const ValidateOptions& options) {
  std::vector<std::string> problems;
  for (const std::string& name : options.problems) {
    std::string problem = find_problem(project, name);
    if (!fs::is_regular_file(validator_program(project, problem).source)) {
      throw JudgeFailure("no problem '" + name + "' with a validator under " + project.testcases() + "/");
    }
    problems.push_back(problem);
  }
  if (options.problems.empty()) {
    for (const std::string& problem : all_problems(project)) {
      if (fs::is_regular_file(validator_program(project, problem).source)) problems.push_back(problem);
    }
  }
  size_t passed = 0, failed = 0;
  auto fail = [&](const std::string& what) {
    fmt::print("FAIL {}\n", what);
    ++failed;
  };
  for (const std::string& problem : problems) {
    const std::string directory = project.testcases() + "/" + problem;
    std::optional<Validator> validator;
    try {
      validator = Validator::for_problem(project, problem);
    } catch (const JudgeFailure& e) {
      for (const std::string& line : text_lines(e.what())) fmt::print("    {}\n", line);
      fail(validator_program(project, problem).source + ": does not compile");
      continue;
    }
    std::vector<std::string> failures;
    std::vector<Check> checks = data_checks(directory);
    std::vector<Check> junk = junk_checks(directory + "/validator/invalid", failures);
    checks.insert(checks.end(), junk.begin(), junk.end());
    std::vector<std::string> verdicts(checks.size());
    parallel_for(checks.size(), options.jobs, [&](size_t i) {
      try {
        verdicts[i] = judge_check(*validator, checks[i]);
      } catch (const JudgeFailure& e) {
        verdicts[i] = escape_untrusted(e.what());
      }
    });
    for (size_t i = 0; i < checks.size(); ++i) {
      if (verdicts[i].empty()) {
        ++passed;
      } else {
        fail(checks[i].path + ": " + verdicts[i]);
      }
    }
    for (const std::string& failure : failures) fail(failure);
  }
  fmt::print("validate: {} passed, {} failed\n", passed, failed);
  return failed > 0 ? kExitSomeUnexpected : kExitAllExpected;
}

}  // namespace lcjudge
