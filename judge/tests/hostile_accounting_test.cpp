// The hostile-accounting suite: what a solution can do to the judge's accounting of it rather than
// to the machine. Pipes filled to hold memory outside the limit, a sanitizer finding hidden behind
// a death callback or a hook, a signal that names a limit it never reached, sleeping so that every
// case looks starved, and a forged solve time: each gets the verdict, the bound or the label the
// judge decides from its own measurement. Every fixture is bounded even if the defence fails.
#include <gtest/gtest.h>

#include <charconv>
#include <filesystem>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "judging/scheduler.h"
#include "judging/reserved_symbols.h"
#include "process/sandbox.h"
#include "tests/fixture_solutions.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"
#include "timing/compare_report.h"
#include "timing/comparison.h"
#include "timing/timing.h"

namespace lcjudge {
namespace {

using std::string;
using test_fixtures::built_binary;
using test_fixtures::built_program;
using test_fixtures::fixtures;
using test_util::Contains;
using test_util::ScratchProject;
using test_util::TempDir;

// ---- descriptors ----

// The pipes the fills_pipes fixture says it held ("exit code 3: held N pipes, K KiB").
int pipes_held(const CaseOutcome& outcome) {
  size_t at = outcome.message.find("held ");
  if (at == string::npos) return -1;
  const char* start = outcome.message.data() + at + 5;
  int pipes = -1;
  std::from_chars(start, outcome.message.data() + outcome.message.size(), pipes);
  return pipes;
}

void expect_pipes_bounded(bool sandbox) {
  ProblemConfig config = fixtures().config;
  config.limits.sandbox = sandbox;
  RunGate gate;
  CaseOutcome outcome = judge_case(built_program("run_time_error/fills_pipes"), fixtures().sample, config, gate);
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError) << outcome.message;
  int pipes = pipes_held(outcome);
  EXPECT_GT(pipes, 0) << outcome.message;
  // Two descriptors a pipe, and the run's own few: never more than the bound allows.
  EXPECT_LE(pipes, static_cast<int>(kRunDescriptors / 2)) << outcome.message;
}

TEST(HostileAccountingTest, FilledPipesAreBoundedByTheRunsDescriptors) { expect_pipes_bounded(true); }

TEST(HostileAccountingTest, FilledPipesAreBoundedWithoutTheSandboxToo) { expect_pipes_bounded(false); }

// A sandboxed run that asks for no bound (a validator's, a generator's) gets the same one.
TEST(HostileAccountingTest, ASandboxedRunIsBoundedWithoutAskingForIt) {
  SpawnRequest request;
  request.argv = {std::filesystem::absolute(built_binary("run_time_error/fills_pipes")).string()};
  request.stdin_path = fixtures().sample.input_path;
  request.sandbox = true;
  request.limits.wall_seconds = 10;
  RunRecord run = spawn_and_wait(request);
  ASSERT_TRUE(run.internal_error.empty()) << run.internal_error;
  CaseOutcome outcome;
  outcome.message = run.stderr_text;
  int pipes = pipes_held(outcome);
  EXPECT_GT(pipes, 0) << run.stderr_text;
  EXPECT_LE(pipes, static_cast<int>(kRunDescriptors / 2)) << run.stderr_text;
}

// ---- output and CPU limits from signals ----

TEST(HostileAccountingTest, RaisingTheFileSizeSignalAfterTwoBytesIsNotOutputLimitExceeded) {
  CaseOutcome outcome = test_fixtures::run_fixture("run_time_error/raises_sigxfsz");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "SIGXFSZ")) << outcome.message;
}

// The driver's SIGSYS handler read the call's number from the signal's info, which a raised signal
// does not fill in: "forbidden system call: read", a call the solution never made.
TEST(HostileAccountingTest, RaisingTheFilterSignalItselfBlamesNoSystemCall) {
  CaseOutcome outcome = test_fixtures::run_fixture("run_time_error/raises_sigsys");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "SIGSYS")) << outcome.message;
  EXPECT_FALSE(Contains(outcome.message, ": read")) << outcome.message;
}

TEST(HostileAccountingTest, AStderrFloodStillReachesTheOutputLimit) {
  CaseOutcome outcome = test_fixtures::run_fixture("output_limit_exceeded/stderr_flood");
  EXPECT_EQ(outcome.verdict, Verdict::kOutputLimitExceeded) << outcome.message;
}

// ---- starved retries ----

// Four copies of the fixture problem's sample case.
std::vector<TestCase> copies_of_the_sample(const TempDir& dir, int count) {
  std::vector<TestCase> cases;
  for (int i = 1; i <= count; ++i) {
    TestCase test;
    test.id = "secret/" + std::to_string(i);
    test.group = "secret";
    test.input_path = dir.path(std::to_string(i) + ".in");
    test.answer_path = dir.path(std::to_string(i) + ".ans");
    std::filesystem::copy_file(fixtures().sample.input_path, test.input_path);
    std::filesystem::copy_file(fixtures().sample.answer_path, test.answer_path);
    cases.push_back(test);
  }
  return cases;
}

size_t count_containing(const SolutionReport& report, const string& text) {
  size_t count = 0;
  for (const auto& result : report.results) count += Contains(result.outcome.message, text);
  return count;
}

// Works 0.3 s, then sleeps: every case, each in a process of its own, looks starved, whatever the
// load (its CPU share is of its CPU and idle time, not of a wall time the load stretches). Only
// kMostStarvedRetries of them are run again alone; the others are judged as they are, TLE at the wall deadline. In the slow tier
// (tests/slow_tier.h): six runs to their wall deadline; SchedulerTest checks the same rule with
// a fake runner in make test.
TEST(SlowStarvedRunsTest, StarvedLookingRunsAreRetriedAtMostTwiceASolution) {
  TempDir dir;
  std::vector<TestCase> cases = copies_of_the_sample(dir, 4);
  const string name = "time_limit_exceeded/works_then_sleeps";
  const SolutionFile& solution = fixtures().solutions.at(name);
  built_binary(name);
  JudgeOptions options;
  options.all_cases = true;
  options.process_per_case = true;  // a session's case is never run again alone (verdicts-and-limits.md)
  SolutionReport report = judge_solution(solution, folder_expectation(solution.expected), fixtures().builds.at(name),
                                         fixtures().config, cases, options, 1);
  ASSERT_EQ(report.results.size(), 4u);
  for (const auto& result : report.results) {
    EXPECT_EQ(result.outcome.verdict, Verdict::kTimeLimitExceeded) << result.outcome.message;
  }
  EXPECT_EQ(count_containing(report, "judged again alone"), static_cast<size_t>(kMostStarvedRetries));
  EXPECT_EQ(count_containing(report, "looked starved; not judged again"), 4u - kMostStarvedRetries);
}

// ---- compare's times ----

// Burns 50 ms, then claims a 1 ns solve: the table's times are the judge's CPU time, and the claim
// only a column of its own, labelled as the solution's.
TEST(HostileAccountingTest, AForgedSolveTimeIsShownOnlyAsTheSolutionsClaim) {
  const string name = "wrong_answer/claims_instant_solve";
  TimedCase timed = time_case(built_program(name), fixtures().sample, fixtures().config, TimingPolicy{});
  EXPECT_EQ(timed.verdict, Verdict::kWrongAnswer) << timed.message;
  ASSERT_GT(timed.cpu.count, 0u);
  EXPECT_GE(timed.cpu.median, 0.05);
  ASSERT_GT(timed.claimed_solve.count, 0u);
  EXPECT_DOUBLE_EQ(timed.claimed_solve.median, 1e-9);

  ProblemComparison c;
  c.problem = "1-add";
  c.title = "Add";
  c.solutions = {fixtures().solutions.at(name)};
  c.compiled = {true};
  c.groups = {"sample"};
  TestCase test = fixtures().sample;
  test.group = "sample";
  c.measurements.push_back({0, test, timed});
  c.rows = group_rows(c);
  TextTable table = group_table(c, "sample");
  ASSERT_EQ(table.rows.size(), 1u);
  EXPECT_EQ(table.header[2], "median CPU");
  EXPECT_FALSE(Contains(table.rows[0][2], "µs")) << table.rows[0][2];  // tens of milliseconds
  EXPECT_EQ(table.header[5], "claimed solve");
  EXPECT_EQ(table.rows[0][5], "< 10 µs");
}

// ---- sanitizer findings ----

// A heap overflow whose right answer at -O2 would be AC; its sanitized run finds it. PREFIX comes
// before the overflow, inside the method.
string hidden_overflow(const string& includes, const string& prefix) {
  return includes + "\nclass Solution {\n public:\n  int add(int a, int b) {\n" + prefix +
         "    std::vector<int> v = {a, b};\n"
         "    volatile int* p = v.data();\n"
         "    int past = p[v.size()];\n"
         "    return a + b + (past & 0);\n"
         "  }\n};\n";
}

class HostileSanitizerTest : public ::testing::Test {
 protected:
  HostileSanitizerTest() {
    project_.write(string(ScratchProject::kProblem) + "/problem.yaml", "method: add\ntime_limit: 1\nmemory_limit: 512\n");
  }
  RunRecord judge(const string& source) {
    RunRecord run = project_.judge({"run", "-j", "1", source});
    EXPECT_TRUE(run.exited) << run.internal_error << run.stderr_text;
    return run;
  }
  ScratchProject project_;
};

TEST_F(HostileSanitizerTest, AWeakDeathCallbackIsACompileErrorNamingIt) {
  const string source = "solutions/1-add/compile_error/hides_heap_overflow.cpp";
  project_.write(source, read_file("judge/tests/fixtures/solutions/compile_error/hides_heap_overflow.cpp"));
  RunRecord run = judge(source);
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "got CE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "__sanitizer_set_death_callback")) << run.stdout_text;
}

// Found by name at run time (no symbol of it in the binary): the report on stderr is the finding,
// whatever the exit status the callback chose.
TEST_F(HostileSanitizerTest, ADeathCallbackFoundByNameStillLeavesTheFinding) {
  const string source = "solutions/1-add/run_time_error/hides_by_name.cpp";
  project_.write(source, hidden_overflow("#include <dlfcn.h>\n#include <unistd.h>\n",
                                         "    using Setter = void (*)(void (*)());\n"
                                         "    std::string name = std::string(\"__sanitizer_\") + \"set_death_callback\";\n"
                                         "    if (auto set = reinterpret_cast<Setter>(dlsym(RTLD_DEFAULT, name.c_str()))) set([] { _exit(0); });\n"));
  RunRecord run = judge(source);
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got RTE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "heap-buffer-overflow")) << run.stdout_text;
}

// The same with stderr closed first, so that no report is left: the sanitized run exits with 0
// without the answer, which an accepted case's sanitized run must print too.
TEST_F(HostileSanitizerTest, ADeathCallbackWithStderrClosedIsRunTimeErrorForTheMissingAnswer) {
  const string source = "solutions/1-add/run_time_error/hides_silently.cpp";
  project_.write(source, hidden_overflow("#include <dlfcn.h>\n#include <unistd.h>\n",
                                         "    using Setter = void (*)(void (*)());\n"
                                         "    std::string name = std::string(\"__sanitizer_\") + \"set_death_callback\";\n"
                                         "    if (auto set = reinterpret_cast<Setter>(dlsym(RTLD_DEFAULT, name.c_str()))) {\n"
                                         "      set([] { _exit(0); });\n"
                                         "      close(2);\n"
                                         "    }\n"));
  RunRecord run = judge(source);
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got RTE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "without the accepted answer")) << run.stdout_text;
}

// A sanitized run stopped at its memory cap is not checked (larger under the sanitizers, not
// wrong); that stop is measured, not taken from the text or exit code the solution can forge.
TEST_F(HostileSanitizerTest, AForgedMemoryCapReportDoesNotHideTheFinding) {
  const string source = "solutions/1-add/run_time_error/forges_memory_cap.cpp";
  project_.write(source, hidden_overflow("#include <cstdio>\n",
                                         "    std::fprintf(stderr, \"==1==ERROR: AddressSanitizer: hard rss limit exhausted (1Mb vs 2Mb)\\n\");\n"));
  RunRecord run = judge(source);
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got RTE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "heap-buffer-overflow")) << run.stdout_text;
}

TEST_F(HostileSanitizerTest, AForgedOutOfMemoryExitOfTheSanitizedBuildDoesNotHideTheFinding) {
  const string source = "solutions/1-add/run_time_error/forges_out_of_memory.cpp";
  project_.write(source, hidden_overflow("#include <unistd.h>\n",
                                         "#if defined(__has_feature)\n#if __has_feature(address_sanitizer)\n"
                                         "    (void)!write(3, \"out_of_memory\\n\", 14);\n    _exit(87);\n"
                                         "#endif\n#endif\n"));
  RunRecord run = judge(source);
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got RTE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "the sanitized build: memory limit")) << run.stdout_text;
}

TEST(ReservedSymbolTest, SanitizerAndDriverNamesAreReservedButTheWorkCounterIsNot) {
  for (const char* name : {"__asan_on_error", "__ubsan_default_options", "__sanitizer_set_death_callback",
                           "__lsan_ignore_object", "__msan_x", "__tsan_x", "__hwasan_x", "__dfsan_x", "lcjudge_hook"}) {
    EXPECT_TRUE(is_reserved_symbol(name)) << name;
  }
  for (const char* name : {"lcjudge_work", "main", "_ZN7lcjudge3runEv", "asan", "__asa"}) {
    EXPECT_FALSE(is_reserved_symbol(name)) << name;
  }
}

TEST(ReservedSymbolTest, AnHonestBinaryHasNoneAndAHookDefinitionIsFound) {
  EXPECT_EQ(reserved_symbol_in(built_binary("accepted/add")), std::nullopt);
  const BuildOutcome& build = fixtures().builds.at("compile_error/defines_sanitizer_hook");
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "'__asan_on_error'")) << build.message;
}

TEST(ReservedSymbolTest, AFileThatIsNotElfCountsAsOne) {
  TempDir dir;
  EXPECT_EQ(reserved_symbol_in(dir.write("not-elf", "#!/bin/sh\n")), "(no symbol table)");
}

}  // namespace
}  // namespace lcjudge
