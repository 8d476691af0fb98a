// The hostile-submission suite for Python and Java: fixture solutions (judge/tests/fixtures/
// solutions/<verdict>/NAME.py, and the Java ones together in attacks/attacks.java, one attack a
// case) that attack the judge from inside an interpreter or
// a JVM (read an answer through /proc or a relative path, write a file, start a process, open a
// socket, signal the judge, start threads without bound, exhaust memory on the heap and outside
// it, recurse, sleep, print without end, leave early, write the driver's descriptors) each end
// non-AC, with the judge intact: within the run's CPU limit, no process of theirs left, nothing
// left in the scratch folders and the case's files untouched. Accepted ones show that the filter
// lets the interpreter and the JVM start, and a JVM's hostile compile stops at the jail's limits.
// They are judged on a fixture problem of their own (fixtures/language_problem: add two ints).
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
namespace hostile_languages {
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
  // attacks/ holds no verdict of its own: each of its attacks has its test's.
  solution.expected = parse_verdict(fs::path(name).parent_path().string()).value_or(Verdict::kAccepted);
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

// The Java attacks are one fixture, attacks/attacks.java (one javac, not sixteen), which runs
// attack number a of add(a, b); each is named here as its Python counterpart's file is.
const std::map<string, int>& java_attacks() {
  static const std::map<string, int> attacks = {
      {"wrong_answer/reads_answers_through_proc.java", 1},
      {"wrong_answer/reads_answers_by_relative_path.java", 2},
      {"run_time_error/writes_files.java", 3},
      {"run_time_error/starts_a_process.java", 4},
      {"run_time_error/opens_inet_socket.java", 5},
      {"run_time_error/opens_unix_socket.java", 6},
      {"wrong_answer/signals_the_judge.java", 7},
      {"run_time_error/thread_bomb.java", 8},
      {"memory_limit_exceeded/fills_the_heap.java", 9},
      {"memory_limit_exceeded/allocates_direct_buffers.java", 10},
      {"memory_limit_exceeded/allocates_with_unsafe.java", 11},
      {"run_time_error/recurses_forever.java", 12},
      {"time_limit_exceeded/sleeps.java", 13},
      {"output_limit_exceeded/prints_forever.java", 14},
      {"wrong_answer/exits_early.java", 15},
      {"wrong_answer/writes_the_answer_descriptors.java", 16},
  };
  return attacks;
}

// One run of a fixture on the sample case (or, for a Java attack, on "a\n3" that picks it),
// copied to a folder of its own, watched from outside.
class HostileRun {
 public:
  explicit HostileRun(const string& name, std::uint64_t memory_bytes = 0) {
    auto attack = java_attacks().find(name);
    const bool java_attack = attack != java_attacks().end();
    const SolutionFile& solution = built(java_attack ? "attacks/attacks.java" : name);
    ProblemConfig config = config_for(solution.language);
    if (memory_bytes > 0) config.limits.memory_bytes = memory_bytes;
    limits = config.limits;
    TestCase sample = problem_testcases(base_config().directory).at(0);
    const string cases = dir_.mkdir("case");
    if (java_attack) {
      replace_file(cases + "/1.in", fmt::format("{}\n3\n", attack->second));
      replace_file(cases + "/1.ans", fmt::format("{}\n", attack->second + 3));
    } else {
      fs::copy_file(sample.input_path, cases + "/1.in");
      fs::copy_file(sample.answer_path, cases + "/1.ans");
    }
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

// Both languages' fixture of one name.
const vector<string> kLanguages = {".py", ".java"};

// ---- what a solution needs ----

TEST(HostileLanguagesTest, AnAcceptedPythonSolutionIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.py", Verdict::kAccepted);
}

TEST(HostileLanguagesTest, AnAcceptedJavaSolutionIsAcceptedInTheSandbox) {
  expect_verdict("accepted/add.java", Verdict::kAccepted);
}

// All sandboxed runs at once share kSandboxThreads; a JVM starts some fifteen threads of its own.
// Eight JVMs on two judging threads, each case run as -j 2 runs it, all accepted: none refused a
// thread by another's.
TEST(HostileLanguagesTest, JvmsRunTwoAtATimeWithinTheSandboxsThreadLimit) {
  const SolutionFile& solution = built("accepted/add.java");
  const ProblemConfig config = config_for(Language::kJava);
  const TestCase sample = problem_testcases(base_config().directory).at(0);
  vector<CaseOutcome> outcomes(8);
  parallel_for(outcomes.size(), 2, [&](size_t i) {
    RunGate gate;
    outcomes[i] = judge_case(solution.binary, sample, config, gate);
  });
  for (const CaseOutcome& outcome : outcomes) EXPECT_EQ(outcome.verdict, Verdict::kAccepted) << outcome.message;
}

// ---- files: answers through /proc and relative paths, writing ----

TEST(HostileLanguagesTest, AnswersCannotBeReadThroughProc) {
  for (const string& extension : kLanguages) expect_verdict("wrong_answer/reads_answers_through_proc" + extension, Verdict::kWrongAnswer);
}

TEST(HostileLanguagesTest, TheJudgesFolderCannotBeReadByARelativePath) {
  for (const string& extension : kLanguages) {
    expect_verdict("wrong_answer/reads_answers_by_relative_path" + extension, Verdict::kWrongAnswer);
  }
}

TEST(HostileLanguagesTest, WritingAFileIsRunTimeError) {
  for (const string& extension : kLanguages) expect_verdict("run_time_error/writes_files" + extension, Verdict::kRunTimeError);
}

// ---- processes, sockets, signals, threads ----

TEST(HostileLanguagesTest, PythonCannotFork) { expect_verdict("run_time_error/forks.py", Verdict::kRunTimeError); }

TEST(HostileLanguagesTest, NoProcessCanBeStarted) {
  expect_verdict("run_time_error/spawns_a_process.py", Verdict::kRunTimeError);
  expect_verdict("run_time_error/starts_a_process.java", Verdict::kRunTimeError);
}

TEST(HostileLanguagesTest, NoInternetSocketCanBeOpened) {
  for (const string& extension : kLanguages) expect_verdict("run_time_error/opens_inet_socket" + extension, Verdict::kRunTimeError);
}

TEST(HostileLanguagesTest, NoUnixSocketCanBeOpened) {
  for (const string& extension : kLanguages) expect_verdict("run_time_error/opens_unix_socket" + extension, Verdict::kRunTimeError);
}

// The fixtures signal their server, PID 1 of their namespace, which the kernel shields (Python's
// run goes on to its wrong answer; the JVM's ProcessHandle makes a call the filter refuses); the
// next run is served as usual.
TEST(HostileLanguagesTest, SignallingTheJudgeLeavesItIntact) {
  expect_verdict("wrong_answer/signals_the_judge.py", Verdict::kWrongAnswer);
  expect_verdict("accepted/add.py", Verdict::kAccepted);
  expect_not_accepted("wrong_answer/signals_the_judge.java");
  expect_verdict("accepted/add.java", Verdict::kAccepted);
}

TEST(HostileLanguagesTest, ThreadsWithoutBoundRunIntoTheThreadLimit) {
  if (geteuid() != 0) GTEST_SKIP() << "RLIMIT_NPROC holds a sandboxed run only when the judge is root";
  // Python raises RuntimeError (RTE); the JVM an OutOfMemoryError, which LeetCode reports as MLE.
  expect_verdict("run_time_error/thread_bomb.py", Verdict::kRunTimeError);
  expect_not_accepted("run_time_error/thread_bomb.java");
}

// ---- memory ----

TEST(HostileLanguagesTest, PythonsHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/grows_a_list.py", Verdict::kMemoryLimitExceeded);
}

TEST(HostileLanguagesTest, PythonsMemoryOutsideItsHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/maps_memory.py", Verdict::kMemoryLimitExceeded);
  expect_verdict("memory_limit_exceeded/fills_a_bytearray.py", Verdict::kMemoryLimitExceeded);
}

TEST(HostileLanguagesTest, TheJavaHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/fills_the_heap.java", Verdict::kMemoryLimitExceeded);
}

TEST(HostileLanguagesTest, JavasMemoryOutsideItsHeapIsHeldToTheMemoryLimit) {
  expect_verdict("memory_limit_exceeded/allocates_direct_buffers.java", Verdict::kMemoryLimitExceeded);
  expect_verdict("memory_limit_exceeded/allocates_with_unsafe.java", Verdict::kMemoryLimitExceeded);
}

// ---- the stack, time, output ----

TEST(HostileLanguagesTest, UnboundedRecursionIsRunTimeError) {
  for (const string& extension : kLanguages) {
    expect_verdict("run_time_error/recurses_forever" + extension, Verdict::kRunTimeError);
  }
}

TEST(HostileLanguagesTest, SleepingIsStoppedAtTheWallDeadline) {
  for (const string& extension : kLanguages) {
    HostileRun run("time_limit_exceeded/sleeps" + extension);
    EXPECT_EQ(run.outcome.verdict, Verdict::kTimeLimitExceeded) << run.outcome.message;
    EXPECT_TRUE(Contains(run.outcome.message, fmt::format("wall time > {:.2f} s", run.limits.wall_seconds)))
        << run.outcome.message;
    EXPECT_LT(run.outcome.wall_seconds, 30);  // before the fixture would have ended by itself
    expect_contained(run);
  }
}

TEST(HostileLanguagesTest, PrintingWithoutEndIsOutputLimitExceeded) {
  for (const string& extension : kLanguages) {
    HostileRun run("output_limit_exceeded/prints_forever" + extension);
    EXPECT_EQ(run.outcome.verdict, Verdict::kOutputLimitExceeded) << run.outcome.message;
    EXPECT_EQ(run.outcome.message, "output to stdout reached the limit of 1024 KiB");
    expect_contained(run);
  }
}

// ---- the driver's channels ----

TEST(HostileLanguagesTest, LeavingEarlyWithStatusZeroIsNotAccepted) {
  for (const string& extension : kLanguages) expect_not_accepted("wrong_answer/exits_early" + extension);
}

// Python writes the descriptors by number (the driver moved the answer's away: WA); Java can
// only open them again by path, which the filter refuses as an open for writing (RTE).
TEST(HostileLanguagesTest, WritingTheDriversDescriptorsCanOnlyCondemnTheRun) {
  expect_verdict("wrong_answer/writes_the_answer_descriptors.py", Verdict::kWrongAnswer);
  expect_not_accepted("wrong_answer/writes_the_answer_descriptors.java");
}

// ---- compiling Java ----

TEST(HostileLanguagesTest, AJavacThatRunsOutOfMemoryIsACompileErrorNamingTheLimit) {
  TempDir cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  SolutionFile solution = language_fixture("compile_error/burns_javac.java");
  BuildOutcome build = builder.build(solution, config_for(Language::kJava));
  EXPECT_FALSE(build.ok);
  EXPECT_TRUE(Contains(build.message, "memory limit")) << build.message;
}

}  // namespace
}  // namespace hostile_languages
}  // namespace lcjudge
