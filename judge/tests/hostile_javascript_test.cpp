// The hostile-submission suite for JavaScript and TypeScript: fixture solutions (judge/tests/
// fixtures/solutions/<verdict>/NAME.js, NAME.ts) that attack the judge from inside Node (read an
// answer through /proc or a relative path, write a file, start a process, open a socket, signal
// the judge, start worker threads without bound, exhaust memory on V8's heap and outside it,
// recurse, sleep, print without end, leave early, write the driver's descriptors, which Node
// cannot move) each end non-AC, with the judge intact: within the run's CPU limit, no process of
// theirs left, nothing left in the scratch folders and the case's files untouched. An accepted
// one shows that the filter lets Node start; TypeScript's type errors are CE on the user's line.
// They are judged on the Python and Java suite's fixture problem (fixtures/language_problem).
#include <gtest/gtest.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "base/atomic_file.h"
#include "base/parallel.h"
#include "judging/build.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "process/sandbox.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"

namespace lcjudge {
// A namespace of its own: the test sources are compiled together, beside hostile_test.cpp's names.
namespace hostile_javascript {
namespace {

namespace fs = std::filesystem;
using std::string;
using std::vector;
using test_fixtures::kFixtures;
using test_util::Contains;
using test_util::TempDir;
using test_util::TmpdirOverride;

const string kProblem = kFixtures + "/language_problem";

const ProblemConfig& base_config() {
  static const ProblemConfig loaded = [] {
    ProblemConfig config = load_problem_config(kProblem);
    config.build.sanitize = false;
    return config;
  }();
  return loaded;
}

// The fixture problem's config as a solution in LANGUAGE is judged under (its time factor,
// resident memory).
ProblemConfig config_for(Language language) { return for_language(base_config(), language); }

// The fixture NAME ("accepted/add.py"), its folder the verdict it must earn, built into the test
// process's private folder.
SolutionFile language_fixture(const string& name) {
  SolutionFile solution;
  solution.source = kFixtures + "/solutions/" + name;
  solution.problem = "language_problem";
  solution.display = "fixtures/" + name;
  solution.language = language_of_path(name).value();
  solution.expected = parse_verdict(fs::path(name).parent_path().string()).value();
  set_build_folder(solution, test_util::private_path("language_fixtures/" + name));
  return solution;
}

// Each fixture is built once per test process, on first use (a Java build is a javac and a JVM
// in the compile jail: some seconds), so a filtered run builds only what it judges.
const SolutionFile& built(const string& name) {
  static std::mutex mutex;
  static std::map<string, SolutionFile> solutions;
  static const std::unique_ptr<SolutionBuilder> builder = [] {
    auto made = std::make_unique<SolutionBuilder>(Project{});
    made->set_cache_folder(test_util::kFixtureCache);
    return made;
  }();
  std::lock_guard<std::mutex> lock(mutex);
  auto found = solutions.find(name);
  if (found != solutions.end()) return found->second;
  SolutionFile solution = language_fixture(name);
  BuildOutcome build = builder->build(solution, config_for(solution.language));
  if (!build.ok) ADD_FAILURE() << name << " did not build: " << build.message << "\n" << build.log;
  return solutions.emplace(name, solution).first->second;
}

// The processes whose stdin is PATH. Every run's stdin is its case's input, so a case copied to a
// path of its own tells this run's processes (an interpreter's or a JVM's, whose binaries every
// run shares) from any other's; a child inherits it.
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

// A folder's files and their contents.
std::map<string, string> snapshot(const string& folder) {
  std::map<string, string> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    files[entry.path().string()] = entry.is_regular_file() ? read_file(entry.path().string()) : "(not a file)";
  }
  return files;
}

// One run of a fixture on the sample case, copied to a folder of its own, watched from outside.
class HostileRun {
 public:
  explicit HostileRun(const string& name, std::uint64_t memory_bytes = 0) {
    const SolutionFile& solution = built(name);
    ProblemConfig config = config_for(solution.language);
    if (memory_bytes > 0) config.limits.memory_bytes = memory_bytes;
    limits = config.limits;
    TestCase sample = problem_testcases(base_config().directory).at(0);
    const string cases = dir_.mkdir("case");
    fs::copy_file(sample.input_path, cases + "/1.in");
    fs::copy_file(sample.answer_path, cases + "/1.ans");
    sample.input_path = cases + "/1.in";
    sample.answer_path = cases + "/1.ans";
    const auto case_before = snapshot(cases);
    const auto build_before = snapshot(solution.build_folder);
    const string tmp = dir_.mkdir("tmp");
    auto start = std::chrono::steady_clock::now();
    {
      TmpdirOverride override(tmp);
      RunGate gate;
      outcome = judge_case(solution.binary, sample, config, gate);
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    for (pid_t pid : processes_reading(sample.input_path)) {
      if (!test_util::process_gone(pid)) survivors.push_back(pid);  // SIGKILL may take a moment
    }
    for (const auto& entry : fs::directory_iterator(tmp)) left_in_tmp.push_back(entry.path().string());
    files_untouched = snapshot(cases) == case_before && snapshot(solution.build_folder) == build_before;
  }
  HostileRun(const HostileRun&) = delete;
  HostileRun& operator=(const HostileRun&) = delete;
  ~HostileRun() {
    for (pid_t pid : survivors) kill(pid, SIGKILL);  // the test has failed
  }

  JudgeLimits limits;           // the run's, its language's time factor applied
  CaseOutcome outcome;
  double elapsed = 0;           // judge_case's wall time, scratch folder and all
  vector<pid_t> survivors;      // processes of the run alive after it
  vector<string> left_in_tmp;   // what the run's scratch folders left behind
  bool files_untouched = false; // the case's input and answer, the solution's build

 private:
  TempDir dir_;
};

// What every hostile run must leave: an answer within the run's CPU limit (its kill point, and
// a poll's lateness), no hang (the wall deadline, and a loaded machine's slow start), no process,
// no scratch folder, the case's and the build's files as they were.
void expect_contained(const HostileRun& run) {
  EXPECT_LE(run.outcome.cpu_seconds, run.limits.kill_after_seconds + 1);
  EXPECT_LE(run.elapsed, run.limits.wall_seconds + 10);
  EXPECT_TRUE(run.survivors.empty()) << run.survivors.size() << " processes survived, the first " << run.survivors[0];
  EXPECT_TRUE(run.left_in_tmp.empty()) << run.left_in_tmp[0];
  EXPECT_TRUE(run.files_untouched);
}

// The fixture NAME ends as VERDICT, contained.
void expect_verdict(const string& name, Verdict verdict) {
  HostileRun run(name);
  EXPECT_EQ(run.outcome.verdict, verdict) << name << ": " << run.outcome.message << "\nstdout: " << run.outcome.stdout_text;
  expect_contained(run);
}

// The fixture NAME ends as anything but AC, contained (where LeetCode has no verdict for what it
// does, or the driver words it either way).
void expect_not_accepted(const string& name) {
  HostileRun run(name);
  EXPECT_NE(run.outcome.verdict, Verdict::kAccepted) << name;
  expect_contained(run);
}


// ---- what a solution needs ----

TEST(HostileJavaScriptTest, AnAcceptedJavaScriptSolutionIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.js", Verdict::kAccepted);
}

TEST(HostileJavaScriptTest, AnAcceptedTypeScriptSolutionIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.ts", Verdict::kAccepted);
}

TEST(HostileJavaScriptTest, ATypeErrorIsACompileErrorOnTheUsersLine) {
  TempDir cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  SolutionFile solution = language_fixture("compile_error/assigns_a_string.ts");
  BuildOutcome build = builder.build(solution, config_for(Language::kTypeScript));
  EXPECT_FALSE(build.ok);
  EXPECT_EQ(build.message, "Line 4: error TS2322: Type 'string' is not assignable to type 'number'.") << build.log;
}

TEST(HostileJavaScriptTest, ATypeScriptRuntimeErrorNamesTheLineTheUserWrote) {
  HostileRun run("run_time_error/throws_on_its_line.ts");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "TypeError: Cannot read properties of undefined (reading 'first') (line 10 in add)"))
      << run.outcome.message;
  expect_contained(run);
}

// ---- files: answers through /proc and relative paths, writing ----

TEST(HostileJavaScriptTest, AnswersCannotBeReadThroughProc) {
  expect_verdict("wrong_answer/reads_answers_through_proc.js", Verdict::kWrongAnswer);
}

TEST(HostileJavaScriptTest, TheJudgesFolderCannotBeReadByARelativePath) {
  expect_verdict("wrong_answer/reads_answers_by_relative_path.js", Verdict::kWrongAnswer);
}

TEST(HostileJavaScriptTest, WritingAFileIsRunTimeError) {
  expect_verdict("run_time_error/writes_files.js", Verdict::kRunTimeError);
}

// ---- processes, sockets, signals, threads ----

TEST(HostileJavaScriptTest, NoProcessCanBeStarted) {
  expect_verdict("run_time_error/spawns_a_process.js", Verdict::kRunTimeError);
}

TEST(HostileJavaScriptTest, NoInternetSocketCanBeOpened) {
  expect_verdict("run_time_error/opens_inet_socket.js", Verdict::kRunTimeError);
}

TEST(HostileJavaScriptTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.js", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.js", Verdict::kAccepted);
}

TEST(HostileJavaScriptTest, WorkerThreadsWithoutBoundAreNotAccepted) {
  expect_not_accepted("run_time_error/thread_bomb.js");
}

// ---- memory ----

TEST(HostileJavaScriptTest, V8sHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/grows_an_array.js", Verdict::kMemoryLimitExceeded);
}

TEST(HostileJavaScriptTest, MemoryOutsideV8sHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/fills_buffers.js", Verdict::kMemoryLimitExceeded);
}

// ---- the stack, time, output ----

TEST(HostileJavaScriptTest, UnboundedRecursionIsRunTimeError) {
  HostileRun run("run_time_error/recurses_forever.js");
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, "RangeError: Maximum call stack size exceeded (line 4 in down)")) << run.outcome.message;
  expect_contained(run);
}

TEST(HostileJavaScriptTest, SleepingIsStoppedAtTheWallDeadline) {
  HostileRun run("time_limit_exceeded/sleeps.js");
  EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
  EXPECT_TRUE(Contains(run.outcome.message, fmt::format("wall time > {:.2f} s", run.limits.wall_seconds))) << run.outcome.message;
  EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
  expect_contained(run);
}

TEST(HostileJavaScriptTest, PrintingWithoutEndIsOutputLimitExceeded) {
  HostileRun run("output_limit_exceeded/prints_forever.js");
  EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
  EXPECT_EQ(run.outcome.message, "output to stdout reached the limit of 1024 KiB");
  expect_contained(run);
}

// ---- the driver's channels ----

TEST(HostileJavaScriptTest, LeavingEarlyWithStatusZeroIsNotAccepted) {
  expect_not_accepted("wrong_answer/exits_early.js");
}

TEST(HostileJavaScriptTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_not_accepted("wrong_answer/writes_the_answer_descriptors.js");
}

}  // namespace
}  // namespace hostile_javascript
}  // namespace lcjudge
