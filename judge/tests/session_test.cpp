// `judge run` as LeetCode's Submit: one process per solution answers its five cases in turn
// (judging/session_lane.h), on a fixture problem of its own (fixtures/session_problem: add two ints)
// with fixture solutions of its own (fixtures/sessions/<verdict>/NAME.<ext>). What a solution keeps
// between cases carries over; the first case not accepted stops the process; a failing case that
// passes alone says so; the driver protocol cannot be forged by writing frames or exiting early.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "judging/build.h"
#include "judging/expectations.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/language.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

namespace lcjudge {
namespace {

namespace fs = std::filesystem;
using std::string;

const string kSessionProblem = "judge/tests/fixtures/session_problem";
const string kSessionSolutions = "judge/tests/fixtures/sessions";

struct BuiltSolution {
  SolutionFile file;
  BuildOutcome build;
  ProblemConfig config;
};

// The fixture NAME ("wrong_answer/keeps_a_total.py"), built once per test process.
const BuiltSolution& built(const string& name) {
  static std::mutex mutex;
  static std::map<string, BuiltSolution> solutions;
  static const std::unique_ptr<SolutionBuilder> builder = [] {
    auto made = std::make_unique<SolutionBuilder>(Project{});
    made->set_cache_folder(test_util::kFixtureCache);
    return made;
  }();
  std::lock_guard<std::mutex> lock(mutex);
  auto found = solutions.find(name);
  if (found != solutions.end()) return found->second;
  BuiltSolution solution;
  solution.file.source = kSessionSolutions + "/" + name;
  solution.file.problem = "session_problem";
  solution.file.display = "sessions/" + name;
  solution.file.language = language_of_path(name).value();
  solution.file.expected = parse_verdict(fs::path(name).parent_path().string()).value();
  set_build_folder(solution.file, test_util::private_path("session_fixtures/" + name));
  ProblemConfig config = load_problem_config(kSessionProblem);
  config.build.sanitize = false;  // the sanitized session has a test of its own
  solution.config = for_language(config, solution.file.language);
  solution.build = builder->build(solution.file, solution.config);
  if (!solution.build.ok) ADD_FAILURE() << name << " did not build: " << solution.build.message << "\n" << solution.build.log;
  return solutions.emplace(name, solution).first->second;
}

SolutionReport judge(const string& name, bool process_per_case = false) {
  const BuiltSolution& solution = built(name);
  static const std::vector<TestCase> cases = problem_testcases(kSessionProblem);
  JudgeOptions options;
  options.process_per_case = process_per_case;
  return judge_solution(solution.file, folder_expectation(solution.file.expected), solution.build, solution.config,
                        cases, options, 2);
}

// Each case's verdict in order, as "AC AC WA".
string verdicts(const SolutionReport& report) {
  string all;
  for (const auto& result : report.results) all += (all.empty() ? "" : " ") + string(short_name(result.outcome.verdict));
  return all;
}

TEST(SessionTest, FiveCasesAreAnsweredInOneProcess) {
  // The fixture problem's five cases, samples first.
  ASSERT_EQ(problem_testcases(kSessionProblem).size(), 5u);
  ASSERT_EQ(problem_testcases(kSessionProblem).front().id, "sample/1");
}

// State kept between cases: WA at the second case, which passes alone; AC case by case.
class SessionStateTest : public ::testing::TestWithParam<const char*> {};

TEST_P(SessionStateTest, AKeptTotalIsWrongAtTheSecondCaseAndPassesAlone) {
  const string name = string("wrong_answer/keeps_a_total.") + GetParam();
  SolutionReport report = judge(name);
  EXPECT_EQ(report.verdict, Verdict::kWrongAnswer) << name;
  ASSERT_EQ(verdicts(report), "AC WA") << name << ": the first case not accepted ends the session";
  EXPECT_TRUE(test_util::Contains(report.results[1].outcome.alone_note, "passes when run alone:"))
      << name << ": " << report.results[1].outcome.alone_note;
  EXPECT_TRUE(report.results[0].outcome.alone_note.empty());
}

TEST_P(SessionStateTest, AKeptTotalIsAcceptedWithAProcessPerCase) {
  const string name = string("wrong_answer/keeps_a_total.") + GetParam();
  SolutionReport report = judge(name, true);
  EXPECT_EQ(report.verdict, Verdict::kAccepted) << name << ": " << verdicts(report);
}

INSTANTIATE_TEST_SUITE_P(EveryLanguage, SessionStateTest,
                         ::testing::Values("cpp", "py", "java", "js", "ts", "go", "php", "rb"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return string(info.param); });

TEST(SessionTest, ACrashOnTheThirdCallIsARunTimeErrorAtTheThirdCase) {
  SolutionReport report = judge("run_time_error/crashes_on_the_third_call.cpp");
  EXPECT_EQ(verdicts(report), "AC AC RTE");
  EXPECT_TRUE(test_util::Contains(report.results[2].outcome.message, "third call")) << report.results[2].outcome.message;
  EXPECT_TRUE(test_util::Contains(report.results[2].outcome.alone_note, "passes when run alone:"));
  EXPECT_EQ(judge("run_time_error/crashes_on_the_third_call.cpp", true).verdict, Verdict::kAccepted);
}

TEST(SessionTest, MemoryKeptOverTheCasesIsMemoryLimitExceeded) {
  SolutionReport report = judge("memory_limit_exceeded/keeps_60_mib_a_call.cpp");
  EXPECT_EQ(report.verdict, Verdict::kMemoryLimitExceeded) << verdicts(report);
  EXPECT_GE(report.results.size(), 4u) << "60 MiB a case passes 256 MiB at the fifth, not before the fourth";
  EXPECT_EQ(judge("memory_limit_exceeded/keeps_60_mib_a_call.cpp", true).verdict, Verdict::kAccepted);
}

// A case's peak memory is on the measure the limit holds: resident memory and page tables. The
// fixture keeps 16 MiB of page tables and about 10 MiB of resident memory from its first case on.
TEST(SessionTest, PeakMemoryCountsPageTables) {
  SolutionReport report = judge("accepted/keeps_page_tables.py");
  ASSERT_EQ(report.verdict, Verdict::kAccepted) << verdicts(report);
  for (const auto& result : report.results) EXPECT_GE(result.outcome.peak_memory_bytes, 22ull << 20);
}

// Stdin holds only the session's marker, which the driver read: a solution reading its stdin by
// descriptor finds its end at once (never the next case, never a wait), in every language.
class SessionStdinTest : public ::testing::TestWithParam<const char*> {};

TEST_P(SessionStdinTest, TheSolutionsStdinIsAtItsEndNotAtTheNextCase) {
  const string name = string("accepted/reads_stdin.") + GetParam();
  EXPECT_EQ(verdicts(judge(name)), "AC AC AC AC AC") << name;
}

INSTANTIATE_TEST_SUITE_P(EveryLanguage, SessionStdinTest, ::testing::Values("cpp", "py", "java", "js", "go", "php", "rb"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return string(info.param); });

TEST(SessionTest, NoCodeOfTheSolutionRunsAfterTheDriversEnd) {
  EXPECT_EQ(verdicts(judge("accepted/writes_after_its_end.cpp")), "AC AC AC AC AC");
}

TEST(SessionTest, ASecondAnswerToACaseIsARunTimeError) {
  SolutionReport report = judge("run_time_error/answers_twice.cpp");
  EXPECT_EQ(report.verdict, Verdict::kRunTimeError) << verdicts(report);
  ASSERT_FALSE(report.results.empty());
  EXPECT_TRUE(test_util::Contains(report.results.back().outcome.message, "answer channel"))
      << report.results.back().outcome.message;
}

TEST(SessionTest, AnAnswerWrittenByTheSolutionBeforeItExitsIsARunTimeError) {
  SolutionReport report = judge("run_time_error/answers_and_exits.cpp");
  EXPECT_EQ(report.verdict, Verdict::kRunTimeError) << verdicts(report);
  ASSERT_FALSE(report.results.empty());
  EXPECT_TRUE(test_util::Contains(report.results.back().outcome.message, "without the driver's end"))
      << report.results.back().outcome.message;
}

TEST(SessionTest, SleepingIsATimeLimitByItsIdleTime) {
  SolutionReport report = judge("time_limit_exceeded/sleeps_on_the_second_call.cpp");
  EXPECT_EQ(verdicts(report), "AC TLE");
  EXPECT_LT(report.results[1].outcome.cpu_seconds, 0.5) << "stopped for sleeping, not for its CPU time";
}

TEST(SessionTest, ComputingIsATimeLimitByItsCpuTime) {
  SolutionReport report = judge("time_limit_exceeded/spins_on_the_second_call.cpp");
  EXPECT_EQ(verdicts(report), "AC TLE");
  EXPECT_GE(report.results[1].outcome.cpu_seconds, 0.5) << report.results[1].outcome.message;
}

}  // namespace
}  // namespace lcjudge
