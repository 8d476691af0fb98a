// The hostile-submission suite for PHP: fixture solutions (judge/tests/fixtures/solutions/
// <verdict>/NAME.php) that attack the judge from inside PHP 8.2 (read an answer through /proc or a
// relative path, write a file, start a process, open a socket, exhaust memory, recurse, sleep,
// print without end, leave early, write the driver's descriptors) each end non-AC, with the judge
// intact: within the run's CPU limit, no process of theirs left, nothing left in the scratch
// folders and the case's files untouched. An accepted one shows that the filter lets PHP (and
// bcmath) start. They are judged on the Python and Java suite's fixture problem (add two ints).
// PHP has no threads and, without the posix extension, no way to signal a process: those attacks
// of hostile_languages_test.cpp have no PHP fixture.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "judging/build.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside the other hostile suites.
namespace hostile_php {
namespace {

namespace fs = std::filesystem;
using std::string;
using std::vector;
using test_fixtures::kFixtures;
using test_util::Contains;
using test_util::TempDir;
using test_util::TmpdirOverride;

const string kProblem = kFixtures + "/language_problem";

ProblemConfig php_config() {
  ProblemConfig config = load_problem_config(kProblem);
  config.build.sanitize = false;
  return for_language(config, Language::kPhp);
}

// The fixture NAME ("accepted/add.php"), built once per test process (a check run in the jail).
const SolutionFile& built(const string& name) {
  static std::mutex mutex;
  static std::map<string, SolutionFile> solutions;
  std::lock_guard<std::mutex> lock(mutex);
  auto found = solutions.find(name);
  if (found != solutions.end()) return found->second;
  SolutionFile solution;
  solution.source = kFixtures + "/solutions/" + name;
  solution.problem = "language_problem";
  solution.display = "fixtures/" + name;
  solution.language = Language::kPhp;
  solution.expected = parse_verdict(fs::path(name).parent_path().string()).value();
  set_build_folder(solution, test_util::private_path("php_fixtures/" + name));
  SolutionBuilder builder{Project{}};
  BuildOutcome build = builder.build(solution, php_config());
  if (!build.ok) ADD_FAILURE() << name << " did not build: " << build.message << "\n" << build.log;
  return solutions.emplace(name, solution).first->second;
}

// The processes whose stdin is PATH (each run's stdin is its own copy of the case).
vector<pid_t> processes_reading(const string& path) {
  vector<pid_t> found;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != string::npos) continue;
    std::error_code error;
    if (fs::read_symlink(entry.path() / "fd" / "0", error).string() == path && !error) {
      found.push_back(static_cast<pid_t>(std::stol(name)));
    }
  }
  return found;
}

std::map<string, string> snapshot(const string& folder) {
  std::map<string, string> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    files[entry.path().string()] = entry.is_regular_file() ? read_file(entry.path().string()) : "(not a file)";
  }
  return files;
}

// One run of a fixture on the sample case, copied to a folder of its own, watched from outside.
struct PhpRun {
  explicit PhpRun(const string& name) {
    const SolutionFile& solution = built(name);
    const ProblemConfig config = php_config();
    limits = config.limits;
    TestCase sample = problem_testcases(kProblem).at(0);
    const string cases = dir.mkdir("case");
    fs::copy_file(sample.input_path, cases + "/1.in");
    fs::copy_file(sample.answer_path, cases + "/1.ans");
    sample.input_path = cases + "/1.in";
    sample.answer_path = cases + "/1.ans";
    const auto case_before = snapshot(cases);
    const auto build_before = snapshot(solution.build_folder);
    const string tmp = dir.mkdir("tmp");
    const auto start = std::chrono::steady_clock::now();
    {
      TmpdirOverride override(tmp);
      RunGate gate;
      outcome = judge_case(solution.binary, sample, config, gate);
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    for (pid_t pid : processes_reading(sample.input_path)) {
      if (!test_util::process_gone(pid)) survivors.push_back(pid);
    }
    for (const auto& entry : fs::directory_iterator(tmp)) left_in_tmp.push_back(entry.path().string());
    files_untouched = snapshot(cases) == case_before && snapshot(solution.build_folder) == build_before;
  }
  PhpRun(const PhpRun&) = delete;
  PhpRun& operator=(const PhpRun&) = delete;
  ~PhpRun() {
    for (pid_t pid : survivors) kill(pid, SIGKILL);  // the test has failed
  }

  TempDir dir;
  JudgeLimits limits;
  CaseOutcome outcome;
  double elapsed = 0;
  vector<pid_t> survivors;
  vector<string> left_in_tmp;
  bool files_untouched = false;
};

// What every hostile run must leave: an answer within the run's CPU limit, no hang, no process,
// no scratch folder, the case's and the build's files as they were.
void expect_contained(const PhpRun& run) {
  EXPECT_LE(run.outcome.cpu_seconds, run.limits.kill_after_seconds + 1);
  EXPECT_LE(run.elapsed, run.limits.wall_seconds + 10);
  EXPECT_TRUE(run.survivors.empty()) << run.survivors.size() << " processes survived";
  EXPECT_TRUE(run.left_in_tmp.empty()) << run.left_in_tmp[0];
  EXPECT_TRUE(run.files_untouched);
}

void expect_verdict(const string& name, Verdict verdict) {
  PhpRun run(name);
  EXPECT_EQ(run.outcome.verdict, verdict) << name << ": " << run.outcome.message << "\nstdout: " << run.outcome.stdout_text;
  expect_contained(run);
}

TEST(HostilePhpTest, AnAcceptedSolutionWithBcmathIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.php", Verdict::kAccepted);
}

TEST(HostilePhpTest, AnswersCannotBeReadThroughProcOrByARelativePath) {
  expect_verdict("wrong_answer/reads_answers_through_proc.php", Verdict::kWrongAnswer);
  expect_verdict("wrong_answer/reads_answers_by_relative_path.php", Verdict::kWrongAnswer);
}

TEST(HostilePhpTest, WritingAFileIsRunTimeError) { expect_verdict("run_time_error/writes_files.php", Verdict::kRunTimeError); }

TEST(HostilePhpTest, NoProcessCanBeStarted) { expect_verdict("run_time_error/spawns_a_process.php", Verdict::kRunTimeError); }

TEST(HostilePhpTest, NoSocketCanBeOpened) {
  expect_verdict("run_time_error/opens_inet_socket.php", Verdict::kRunTimeError);
  expect_verdict("run_time_error/opens_unix_socket.php", Verdict::kRunTimeError);
}

TEST(HostilePhpTest, PhpsHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/grows_an_array.php", Verdict::kMemoryLimitExceeded);
}

// A PHP function's frames are on PHP's heap (its memory_limit stops them); recursion through an
// internal function's callback is on the C stack, whose limit is the memory limit's (the resident
// limit stops it first). Either is MLE, never AC.
TEST(HostilePhpTest, UnboundedRecursionIsMemoryLimitExceeded) {
  expect_verdict("memory_limit_exceeded/recurses_forever.php", Verdict::kMemoryLimitExceeded);
  expect_verdict("memory_limit_exceeded/recurses_through_callbacks.php", Verdict::kMemoryLimitExceeded);
}

TEST(HostilePhpTest, SleepingIsStoppedAtTheWallDeadline) {
  PhpRun run("time_limit_exceeded/sleeps.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

TEST(HostilePhpTest, PrintingWithoutEndIsOutputLimitExceeded) {
  PhpRun run("output_limit_exceeded/prints_forever.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  expect_contained(run);
}

// exit(0) runs PHP's shutdown functions, the driver's first: a run without its answer, RTE.
TEST(HostilePhpTest, LeavingEarlyWithExitZeroIsRunTimeError) {
  PhpRun run("run_time_error/exits_early.php");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "exit()")) << run.outcome.message;
  expect_contained(run);
}

TEST(HostilePhpTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.php", Verdict::kWrongAnswer);
}

}  // namespace
}  // namespace hostile_php
}  // namespace lcjudge
