// The driver contract, tested once for every language. Each folder of judge/tests/fixtures/contract/
// is a problem (problem.yaml, its sample/ cases), the same solution in every language (solution.cpp,
// .py, .java, .js, .ts, .go, .php, .rb) and expected.yaml, what each case must earn in every one of
// them: its verdict, a part of its message, the solution's stdout shown apart from the answer, a
// wrong answer as given, and the driver's records. Each folder is judged in each language as
// `judge run` judges it, no test-only flags: built by SolutionBuilder::build (from the fixtures'
// compile cache when it holds that build), then judge_solution, one process answering the
// folder's cases in turn (a session, as LeetCode's Submit).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "base/error.h"
#include "judging/build.h"
#include "judging/expectations.h"
#include "judging/scheduler.h"
#include "judging/session_lane.h"
#include "problem/config.h"
#include "problem/language.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "problem/verdict.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

namespace lcjudge::driver_contract_test {
namespace {

using std::string;
using test_util::Contains;

const string kContractCases = "judge/tests/fixtures/contract";

// The folders of kContractCases, sorted: "design_class", "function_session".
std::vector<string> contract_folders() {
  std::vector<string> folders;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(kContractCases, error)) {
    if (entry.is_directory()) folders.push_back(entry.path().filename().string());
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

// FOLDER's solution in LANGUAGE, built in the test process's private folder. Its problem's name is
// its own (build/entries/contract-FOLDER.cpp for C++), apart from the repository's problems.
SolutionFile contract_solution(const string& folder, Language language) {
  const string file = folder + "/solution" + language_extension(language);
  SolutionFile solution;
  solution.source = kContractCases + "/" + file;
  solution.problem = "contract-" + folder;
  solution.display = "contract/" + file;
  solution.language = language;
  set_build_folder(solution, test_util::private_path("contract/" + file));
  return solution;
}

struct ContractInstance {
  string folder;
  Language language;
};

// "design_class in python", in GoogleTest's messages.
void PrintTo(const ContractInstance& instance, std::ostream* out) {
  *out << instance.folder << " in " << language_key(instance.language);
}

// Every folder in every language.
std::vector<ContractInstance> contract_instances() {
  std::vector<ContractInstance> instances;
  for (const string& folder : contract_folders()) {
    for (Language language : all_languages()) instances.push_back({folder, language});
  }
  return instances;
}

// One case of expected.yaml.
struct ExpectedCase {
  string id;  // "sample/1"
  string verdict;  // "AC"
  string message;  // a part of the case's message
  string stdout_text;  // all the solution printed on stdout
  std::optional<string> found;  // a wrong answer as the solution gave it
  std::vector<string> records;  // parse_ns, solve_ns
};

std::vector<ExpectedCase> expected_cases(const string& folder) {
  const YAML::Node file = YAML::LoadFile(kContractCases + "/" + folder + "/expected.yaml");
  std::vector<ExpectedCase> cases;
  for (const YAML::Node& node : file) {
    ExpectedCase expected;
    expected.id = node["case"].as<string>();
    expected.verdict = node["verdict"].as<string>();
    if (node["message"]) expected.message = node["message"].as<string>();
    if (node["stdout"]) expected.stdout_text = node["stdout"].as<string>();
    if (node["found"]) expected.found = node["found"].as<string>();
    if (node["records"]) expected.records = node["records"].as<std::vector<string>>();
    cases.push_back(expected);
  }
  return cases;
}

// Whether OUTCOME carries the driver's record NAME (the judge keeps a record it finds plausible).
bool has_record(const CaseOutcome& outcome, const string& name) {
  if (name == "parse_ns") return outcome.parse_seconds.has_value();
  if (name == "solve_ns") return outcome.solve_seconds.has_value();
  ADD_FAILURE() << "expected.yaml names an unknown record: " << name;
  return false;
}

void check_case(const ExpectedCase& expected, const CaseResult& result) {
  SCOPED_TRACE(expected.id);
  const CaseOutcome& outcome = result.outcome;
  EXPECT_EQ(result.test.id, expected.id);
  EXPECT_EQ(short_name(outcome.verdict), expected.verdict) << outcome.message;
  if (expected.message.empty()) {
    EXPECT_EQ(outcome.message, "");
  } else {
    EXPECT_TRUE(Contains(outcome.message, expected.message)) << outcome.message;
  }
  EXPECT_EQ(outcome.stdout_text, expected.stdout_text);
  if (expected.found) {
    EXPECT_EQ(outcome.found_answer, *expected.found);
  }
  for (const string& record : expected.records) EXPECT_TRUE(has_record(outcome, record)) << record;
}

class DriverContractTest : public ::testing::TestWithParam<ContractInstance> {};

TEST_P(DriverContractTest, EachCaseEarnsWhatExpectedYamlSays) {
  const ContractInstance& instance = GetParam();
  ASSERT_TRUE(sessions_available()) << "the contract is a session's: the sandbox server is needed";
  const ProblemConfig config =
      for_language(load_problem_config(kContractCases + "/" + instance.folder), instance.language);
  const SolutionFile solution = contract_solution(instance.folder, instance.language);
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(test_util::kFixtureCache);
  BuildOutcome build;
  try {
    build = builder.build(solution, config);
  } catch (const JudgeFailure& failure) {
    // A toolchain not installed (require_program's words); anything else is the judge's failure.
    if (string(failure.what()).rfind("cannot find ", 0) != 0) throw;
    GTEST_SKIP() << failure.what();
  }
  ASSERT_TRUE(build.ok) << build.message << "\n" << build.log;

  JudgeOptions options;
  options.all_cases = true;  // past the first case not accepted: every case has its expectation
  const std::vector<TestCase> cases = problem_testcases(config.directory);
  const SolutionReport report =
      judge_solution(solution, folder_expectation(Verdict::kAccepted), build, config, cases, options, 1);
  const std::vector<ExpectedCase> expected = expected_cases(instance.folder);
  ASSERT_EQ(report.results.size(), expected.size()) << "expected.yaml must name every case, in order";
  for (size_t i = 0; i < expected.size(); ++i) check_case(expected[i], report.results[i]);
}

INSTANTIATE_TEST_SUITE_P(EveryLanguage, DriverContractTest, ::testing::ValuesIn(contract_instances()),
                         [](const ::testing::TestParamInfo<ContractInstance>& info) {
                           return info.param.folder + "_" + language_key(info.param.language);
                         });

TEST(DriverContractCasesTest, EveryFolderHasAProblemItsCasesAndASolutionInEveryLanguage) {
  const std::vector<string> folders = contract_folders();
  ASSERT_FALSE(folders.empty()) << "no contract cases in " << kContractCases
                                << " (the tests run from the project root)";
  for (const string& folder : folders) {
    const string path = kContractCases + "/" + folder;
    EXPECT_TRUE(std::filesystem::exists(path + "/problem.yaml")) << folder;
    EXPECT_TRUE(std::filesystem::exists(path + "/expected.yaml")) << folder;
    EXPECT_FALSE(problem_testcases(path).empty()) << folder;
    for (Language language : all_languages()) {
      const string source = contract_solution(folder, language).source;
      EXPECT_TRUE(std::filesystem::exists(source)) << source;
    }
  }
}

}  // namespace
}  // namespace lcjudge::driver_contract_test
