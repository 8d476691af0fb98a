// The runner end to end: LeetCode-style fixture solutions, one per verdict they must earn
// (fixture_solutions.h), run by judge_case and judge_solution on the tiny fixture problem. The
// hostile ones have their own tests, hostile_test.cpp.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "base/scratch_folder.h"
#include "judging/build.h"
#include "judging/classify.h"
#include "judging/fair_run.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/testcases.h"
#include "process/spawn.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;
using test_fixtures::binary;
using test_fixtures::built_program;
using test_fixtures::fixtures;
using test_fixtures::run_fixture;

TestCase case_in(const TempDir& dir, const string& name, const string& input, const string& answer) {
  TestCase test;
  test.id = name;
  test.input_path = dir.write(name + ".in", input);
  test.answer_path = dir.write(name + ".ans", answer);
  return test;
}

string first_line(const string& text) { return text.substr(0, text.find('\n')); }

// ---- where runs start ----

// Restores TMPDIR (or its absence) when it goes.
class TmpdirRestore {
 public:
  TmpdirRestore() : had_(std::getenv("TMPDIR") != nullptr), old_(had_ ? std::getenv("TMPDIR") : "") {}
  ~TmpdirRestore() { had_ ? (void)setenv("TMPDIR", old_.c_str(), 1) : (void)unsetenv("TMPDIR"); }

 private:
  bool had_;
  string old_;
};

TEST(ScratchBaseTest, InMemoryUnlessTmpdirSaysOtherwise) {
  TmpdirRestore restore;
  TempDir dir;
  setenv("TMPDIR", dir.path().c_str(), 1);
  EXPECT_EQ(scratch_base(), std::filesystem::path(dir.path()));
  unsetenv("TMPDIR");
  if (access("/dev/shm", W_OK | X_OK) != 0) GTEST_SKIP() << "no writable /dev/shm here";
  EXPECT_EQ(scratch_base(), std::filesystem::path("/dev/shm"));
  setenv("TMPDIR", "", 1);  // empty is unset
  EXPECT_EQ(scratch_base(), std::filesystem::path("/dev/shm"));
}

// ---- the fixture problem and the builds ----

TEST(RunnerTest, FixtureProblemHasTightLimits) {
  const ProblemConfig& config = fixtures().config;
  EXPECT_EQ(config.method, "add");
  EXPECT_DOUBLE_EQ(config.limits.time_limit_seconds, 0.5);
  EXPECT_DOUBLE_EQ(config.limits.kill_after_seconds, 0.75);
  EXPECT_EQ(config.limits.memory_bytes, 256ull << 20);
  EXPECT_EQ(config.limits.output_bytes, 1ull << 20);
  EXPECT_EQ(fixtures().sample.id, "sample/1");
}

TEST(RunnerTest, EveryFixtureButTheCompileErrorCompiles) {
  for (const auto& [name, build] : fixtures().builds) {
    bool should_compile = fixtures().solutions.at(name).expected != Verdict::kCompileError;
    EXPECT_EQ(build.ok, should_compile) << name << ":\n" << build.log;
  }
}

// LeetCode's words: "Line 4: Char 17: error: ...", the source line the compiler quotes and its
// caret; neither the solution's path nor the judge's entry including it.
TEST(RunnerTest, CompileErrorIsTheCompilersMessageInLeetCodesWords) {
  const BuildOutcome& build = fixtures().builds.at("compile_error/syntax");
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(build.rebuilt);
  EXPECT_TRUE(Contains(first_line(build.message), "Line 4: Char ")) << build.message << "\n" << build.log;
  EXPECT_TRUE(Contains(first_line(build.message), ": error: expected ';'")) << build.log;
  EXPECT_TRUE(Contains(build.message, "return a + b }"));  // with the source line the compiler quotes
  EXPECT_TRUE(Contains(build.message, "^")) << build.message;
  EXPECT_FALSE(Contains(build.message, "compile_error/syntax.cpp")) << build.message;
  EXPECT_FALSE(Contains(build.message, "In file included from")) << build.message;
  EXPECT_FALSE(std::filesystem::exists(binary("compile_error/syntax")));
}

TEST(RunnerTest, UnchangedSolutionIsNotRebuilt) {
  BuildOutcome again = fixtures().builder->build(fixtures().solutions.at("accepted/add"), fixtures().config);
  EXPECT_TRUE(again.ok);
  EXPECT_FALSE(again.rebuilt);
}

// ---- one fixture per verdict ----

TEST(RunnerTest, AcceptedSolutionIsAccepted) {
  CaseOutcome outcome = run_fixture("accepted/add");
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted) << outcome.message;
  EXPECT_EQ(outcome.message, "");
  EXPECT_LT(outcome.cpu_seconds, 0.5);
  EXPECT_GT(outcome.peak_memory_bytes, 0u);
}

TEST(RunnerTest, DriverReportsParseAndSolveTimes) {
  CaseOutcome outcome = run_fixture("accepted/add");
  ASSERT_TRUE(outcome.parse_seconds.has_value());
  ASSERT_TRUE(outcome.solve_seconds.has_value());
  EXPECT_GE(*outcome.solve_seconds, 0);
  EXPECT_LT(*outcome.solve_seconds, outcome.wall_seconds);
}

TEST(RunnerTest, OffByOneIsWrongAnswer) {
  CaseOutcome outcome = run_fixture("wrong_answer/off_by_one");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(outcome.message, "line 1, token 1: expected '5', found '6'");
}

// A busy loop stopped at the CPU limit: HostileTest.BusyLoopIsStoppedAtTheCpuLimit.

TEST(RunnerTest, SleeperIsTimeLimitExceededByTheWallDeadline) {
  const JudgeLimits& limits = fixtures().config.limits;
  CaseOutcome outcome = run_fixture("time_limit_exceeded/sleep_forever");
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "idle (sleeping or blocked) for more than "));
  EXPECT_LT(outcome.cpu_seconds, 0.25);
  EXPECT_GE(outcome.wall_seconds, limits.wall_seconds);
  EXPECT_LT(outcome.wall_seconds, 30);  // before the 30 s it sleeps: the deadline ended it
}

TEST(RunnerTest, SegfaultIsRunTimeErrorNamingSigsegv) {
  CaseOutcome outcome = run_fixture("run_time_error/segfault");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(outcome.message, "SIGSEGV"));
}

TEST(RunnerTest, ExitIsRunTimeErrorWithTheCodeAndStderr) {
  CaseOutcome outcome = run_fixture("run_time_error/exit_3");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "exit code 3: giving up on 2 + 3");
}

TEST(RunnerTest, UncaughtExceptionIsRunTimeErrorNamingIt) {
  CaseOutcome outcome = run_fixture("run_time_error/throws");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(outcome.message, "uncaught exception std::out_of_range: vector::_M_range_check"));
}

TEST(RunnerTest, MemoryHogIsMemoryLimitExceeded) {
  CaseOutcome outcome = run_fixture("memory_limit_exceeded/hog");
  EXPECT_EQ(outcome.verdict, Verdict::kMemoryLimitExceeded) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "memory limit 256 MiB"));
}

TEST(RunnerTest, OutputFloodIsOutputLimitExceeded) {
  CaseOutcome outcome = run_fixture("output_limit_exceeded/flood");
  EXPECT_EQ(outcome.verdict, Verdict::kOutputLimitExceeded) << outcome.message;
  EXPECT_EQ(outcome.message, "output to stdout reached the limit of 1024 KiB");
}

// ---- the answer travels apart from stdout ----

TEST(RunnerTest, DebugPrintsAreKeptToShowAndDecideNothing) {
  CaseOutcome outcome = run_fixture("accepted/prints_debug_lines");
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted) << outcome.message;
  const std::string printed = "static init\nconstructed a=2\nb=3\nsum 5";
  EXPECT_EQ(outcome.stdout_text, printed);
  EXPECT_EQ(outcome.stdout_bytes, printed.size());
}

TEST(RunnerTest, TheRightAnswerOnStdoutBesideAWrongReturnedOneIsWrongAnswer) {
  CaseOutcome outcome = run_fixture("wrong_answer/prints_the_answer");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(outcome.message, "line 1, token 1: expected '5', found '-1'");
  EXPECT_EQ(outcome.stdout_text, "5\n");
}

// Run by hand, without the judge's descriptor 4, the binary prints its answer on stdout, last.
TEST(RunnerTest, AHandRunPrintsTheAnswerOnStdoutAfterThePrints) {
  SpawnRequest request;
  ASSERT_TRUE(fixtures().builds.at("accepted/prints_debug_lines").ok);
  request.argv = {binary("accepted/prints_debug_lines")};
  request.stdin_path = fixtures().sample.input_path;
  request.side_channel = false;
  request.limits.wall_seconds = 10;
  RunRecord run = spawn_and_wait(request);
  EXPECT_TRUE(run.exited && run.exit_code == 0) << run.stderr_text;
  EXPECT_EQ(run.stdout_text, "static init\nconstructed a=2\nb=3\nsum 5" "5\n");
}

TEST(RunnerTest, WritesToTheAnswerDescriptorBeforeAndAfterTheAnswerAreNotTheAnswer) {
  CaseOutcome outcome = run_fixture("wrong_answer/writes_the_answer_descriptor");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(outcome.message, "line 1, token 1: expected '5', found '-1'");
}

TEST(RunnerTest, LeftoverChildIsKilledWithTheProcessGroup) {
  ASSERT_TRUE(fixtures().builds.at("run_time_error/leaves_child").ok);
  SpawnRequest request;
  request.argv = {binary("run_time_error/leaves_child")};
  request.stdin_path = fixtures().sample.input_path;
  request.limits.wall_seconds = 5;
  RunRecord run = spawn_and_wait(request);
  EXPECT_TRUE(run.exited);
  EXPECT_EQ(run.answer_text, "5\n");
  EXPECT_FALSE(run.killed_at_deadline);  // the run ended with the program, not waiting for its child
  int child = std::atoi(run.stderr_text.c_str());
  ASSERT_GT(child, 0) << run.stderr_text;
  EXPECT_TRUE(test_util::process_gone(child));
}

TEST(RunnerTest, ForkIsAForbiddenSystemCallInTheSandbox) {
  CaseOutcome outcome = run_fixture("run_time_error/leaves_child");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "forbidden system call: clone");
}

// ---- bad test data and the judge's own failures ----

// The judge's own check of an input, as `judge run` makes it from a problem's trusted reference:
// here the fixture accepted/add stands for it. A solution's claim of bad input is JE only with it.
InputCheck reference_check() {
  return [](const TestCase& test, RunGate& gate) {
    RunRecord run = run_under_limits(built_program("accepted/add"), test.input_path, fixtures().config.limits, gate);
    return classify(run, fixtures().config.limits, "", fixtures().config.compare).claimed_bad_input;
  };
}

TEST(RunnerTest, MalformedArgumentIsBadTestDataNamingLineAndColumn) {
  TempDir dir;
  TestCase test = case_in(dir, "bad", "2\n[3]\n", "5\n");
  RunGate gate;
  CaseOutcome outcome = judge_case(built_program("accepted/add"), test, fixtures().config, gate, reference_check());
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(outcome.bad_test_data);
  EXPECT_TRUE(Contains(outcome.message, test.input_path));
  EXPECT_TRUE(Contains(outcome.message, "line 2, column 1: expected int, found array [3]"));
}

TEST(RunnerTest, TooFewLinesIsBadTestData) {
  TempDir dir;
  RunGate gate;
  CaseOutcome outcome = judge_case(built_program("accepted/add"), case_in(dir, "short", "2\n", "5\n"), fixtures().config, gate, reference_check());
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(outcome.bad_test_data);
  EXPECT_TRUE(Contains(outcome.message, "line 2, column 1: expected 2 argument lines, found 1"));
}

TEST(RunnerTest, IntOverflowIsBadTestData) {
  TempDir dir;
  RunGate gate;
  CaseOutcome outcome =
      judge_case(built_program("accepted/add"), case_in(dir, "big", "2\n3000000000\n", "5\n"), fixtures().config, gate, reference_check());
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(outcome.bad_test_data);
  EXPECT_TRUE(Contains(outcome.message, "line 2, column 1: 3000000000 does not fit in int"));
}

TEST(RunnerTest, MissingInputFileIsAJudgeErrorNotBadData) {
  TestCase test;
  test.id = "ghost";
  test.input_path = "/nonexistent/ghost.in";
  test.answer_path = "/nonexistent/ghost.ans";
  RunGate gate;
  CaseOutcome outcome = judge_case(built_program("accepted/add"), test, fixtures().config, gate, reference_check());
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_FALSE(outcome.bad_test_data);
  EXPECT_TRUE(Contains(outcome.message, "cannot open '/nonexistent/ghost.in'"));
}

TEST(RunnerTest, MissingBinaryIsAJudgeErrorNotRunTimeError) {
  RunGate gate;
  CaseOutcome outcome = judge_case(native_program("build/test_fixtures/no_such_binary"), fixtures().sample, fixtures().config, gate);
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(Contains(outcome.message, "No such file or directory"));
}

// ---- judging a solution on several cases ----

class JudgeSolutionTest : public ::testing::Test {
 protected:
  void SetUp() override {
    cases_.push_back(case_in(dir_, "1", "2\n3\n", "5\n"));
    cases_.push_back(case_in(dir_, "2", "1\n1\n", "2\n"));
    cases_.push_back(case_in(dir_, "3", "-4\n4\n", "0\n"));
  }

  SolutionReport judge(const string& name, JudgeOptions options = {}, int jobs = 1) {
    const SolutionFile& solution = fixtures().solutions.at(name);
    return judge_solution(solution, folder_expectation(solution.expected), fixtures().builds.at(name),
                          fixtures().config, cases_, options, jobs);
  }

  // Judges NAME, which must stop at its first case with VERDICT, as its folder expects: the
  // seconds that took.
  double seconds_to_stop_at_first_case(const string& name, Verdict verdict, int jobs = 1) {
    auto start = std::chrono::steady_clock::now();
    SolutionReport report = judge(name, {}, jobs);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(report.verdict, verdict);
    EXPECT_EQ(report.results.size(), 1u);
    EXPECT_TRUE(report.expectation.ok) << report.expectation.message;
    return seconds;
  }

  TempDir dir_;
  std::vector<TestCase> cases_;
};

TEST_F(JudgeSolutionTest, AcceptedOnEveryCase) {
  SolutionReport report = judge("accepted/add");
  EXPECT_EQ(report.verdict, Verdict::kAccepted);
  EXPECT_EQ(report.total_cases, 3u);
  ASSERT_EQ(report.results.size(), 3u);
  EXPECT_EQ(report.results[2].test.id, "3");
  EXPECT_TRUE(report.expectation.ok) << report.expectation.message;
  EXPECT_FALSE(report.judge_error);
}

TEST_F(JudgeSolutionTest, ParallelJudgingKeepsCaseOrder) {
  SolutionReport report = judge("accepted/add", {}, 3);
  ASSERT_EQ(report.results.size(), 3u);
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(report.results[i].test.id, std::to_string(i + 1));
  EXPECT_TRUE(report.expectation.ok);
}

TEST_F(JudgeSolutionTest, NonAcceptedSolutionStopsAtItsFirstFailingCase) {
  SolutionReport report = judge("wrong_answer/off_by_one");
  EXPECT_EQ(report.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(report.results.size(), 1u);
  EXPECT_TRUE(report.expectation.ok) << report.expectation.message;
}

// The next case's run is sent to the sandbox server before a case is judged; once a case settles
// the expectation, the one sent ahead is stopped, not run to its own deadline. The server runs
// one program at a time, so waiting for it would take two deadlines at least: the bound is that
// order, not a speed (the scheduler's own tests, without processes, are in judging/).
TEST_F(JudgeSolutionTest, ARunSentAheadPastTheStopIsNotWaitedFor) {
  double deadline = fixtures().config.limits.wall_seconds;
  EXPECT_LT(seconds_to_stop_at_first_case("time_limit_exceeded/sleep_forever", Verdict::kTimeLimitExceeded), 2 * deadline)
      << "one deadline is " << deadline << " s";
}

// With two threads, the first case settles the expectation (RTE at once) while the other thread
// waits for a case that sleeps: that run is stopped when the stop is set, not at its deadline
// (waiting for it would take one deadline at least: the bound is that order, not a speed).
TEST_F(JudgeSolutionTest, AnotherThreadsRunPastTheStopIsStoppedWhileItWaits) {
  double deadline = fixtures().config.limits.wall_seconds;
  EXPECT_LT(seconds_to_stop_at_first_case("run_time_error/sleeps_unless_two", Verdict::kRunTimeError, 2), deadline)
      << "one deadline is " << deadline << " s";
}

// Two solutions of one case each at -j 2: the thread with nothing left to claim in the first
// judges the second meanwhile, so two sleepers take one wall deadline, not two; the reports still
// come out in order, each once.
TEST_F(JudgeSolutionTest, AThreadWithNothingLeftInOneSolutionGoesOnToTheNext) {
  const std::vector<TestCase> one_case = {cases_[0]};
  const string name = "time_limit_exceeded/sleep_forever";
  const SolutionFile& sleeper = fixtures().solutions.at(name);
  const Expectation expectation = folder_expectation(sleeper.expected);
  JudgeOptions options;
  SolutionFile second = sleeper;
  second.source += " (again)";
  std::vector<SolutionToJudge> solutions = {
      {&sleeper, &expectation, &fixtures().builds.at(name), &fixtures().config, &one_case, options},
      {&second, &expectation, &fixtures().builds.at(name), &fixtures().config, &one_case, options}};
  std::vector<string> reported;
  auto start = std::chrono::steady_clock::now();
  std::vector<SolutionReport> reports =
      judge_solutions(solutions, 2, [&](const SolutionReport& report) { reported.push_back(report.solution.source); });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(reports.size(), 2u);
  for (const SolutionReport& report : reports) {
    EXPECT_EQ(report.verdict, Verdict::kTimeLimitExceeded);
    EXPECT_TRUE(report.expectation.ok) << report.expectation.message;
  }
  EXPECT_EQ(reported, (std::vector<string>{sleeper.source, second.source}));
  // One after the other they take two deadlines at least (3.0 s here), together 1.9 s.
  double deadline = fixtures().config.limits.wall_seconds;
  EXPECT_LT(seconds, 2 * deadline) << "one deadline is " << deadline << " s";
}

TEST_F(JudgeSolutionTest, AllCasesOptionJudgesEveryCase) {
  JudgeOptions options;
  options.all_cases = true;
  SolutionReport report = judge("wrong_answer/off_by_one", options);
  EXPECT_EQ(report.results.size(), 3u);
  EXPECT_TRUE(report.expectation.ok);
}

TEST_F(JudgeSolutionTest, CompileErrorIsJudgedWithoutRunning) {
  SolutionReport report = judge("compile_error/syntax");
  EXPECT_EQ(report.verdict, Verdict::kCompileError);
  EXPECT_TRUE(report.results.empty());
  EXPECT_TRUE(report.expectation.ok) << report.expectation.message;
}

// The report is moved out of judge_solutions' vector, not copied: its culprit points into its
// own results (a copy's pointed into the freed original's, and `judge timelimit` printed garbage).
TEST_F(JudgeSolutionTest, TheCulpritIsOneOfTheReportsOwnResults) {
  SolutionReport report = judge("wrong_answer/off_by_one");
  ASSERT_EQ(report.results.size(), 1u);
  EXPECT_EQ(report.expectation.culprit, &report.results[0]);
}

TEST_F(JudgeSolutionTest, UnexpectedVerdictBreaksTheExpectation) {
  SolutionFile misplaced = fixtures().solutions.at("wrong_answer/off_by_one");
  misplaced.expected = Verdict::kAccepted;
  SolutionReport report =
      judge_solution(misplaced, folder_expectation(misplaced.expected), fixtures().builds.at("wrong_answer/off_by_one"),
                     fixtures().config, cases_, {}, 1);
  EXPECT_FALSE(report.expectation.ok);
  EXPECT_EQ(report.expectation.message, "expected AC on every case, got WA on 1");
  // As LeetCode's Submit: the first case not accepted ends the solution's process.
  EXPECT_EQ(report.results.size(), 1u);
  JudgeOptions one_process_a_case;
  one_process_a_case.process_per_case = true;
  SolutionReport every_case =
      judge_solution(misplaced, folder_expectation(misplaced.expected), fixtures().builds.at("wrong_answer/off_by_one"),
                     fixtures().config, cases_, one_process_a_case, 1);
  EXPECT_EQ(every_case.results.size(), 3u);  // an accepted solution's cases, a process each, are all judged
}

TEST_F(JudgeSolutionTest, BadTestDataMarksTheReport) {
  cases_.push_back(case_in(dir_, "4", "1\n", "1\n"));
  JudgeOptions options;
  options.check_input = reference_check();
  SolutionReport report = judge("accepted/add", options);
  EXPECT_TRUE(report.judge_error);
  EXPECT_EQ(report.verdict, Verdict::kJudgeError);
  // Without a check nothing confirms the driver's word: the solution's RTE.
  report = judge("accepted/add");
  EXPECT_FALSE(report.judge_error);
  EXPECT_EQ(report.verdict, Verdict::kRunTimeError);
}

}  // namespace
}  // namespace lcjudge
