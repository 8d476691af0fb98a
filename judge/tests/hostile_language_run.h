// What the hostile suites of the languages other than C++ share (hostile_languages_test.cpp for
// Python and Java, hostile_javascript_test.cpp, hostile_go_test.cpp, hostile_php_test.cpp): their
// fixtures (judge/tests/fixtures/solutions/<verdict>/NAME.<ext>) built once a process on the fixture
// problem of its own (fixtures/language_problem: add two ints), a run of one on a case copied aside
// and watched from outside, and what every hostile run must leave behind.
#pragma once

#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "base/atomic_file.h"
#include "judging/build.h"
#include "judging/case_judgement.h"
#include "judging/run_gate.h"
#include "problem/config.h"
#include "problem/language.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "problem/verdict.h"
#include "process/supervise.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"

namespace lcjudge::test_util::hostile {

namespace fs = std::filesystem;
using std::string;
using std::vector;
using test_fixtures::kFixtures;

inline const string kProblem = kFixtures + "/language_problem";

inline const ProblemConfig& base_config() {
  static const ProblemConfig loaded = [] {
    ProblemConfig config = load_problem_config(kProblem);
    config.build.sanitize = false;
    return config;
  }();
  return loaded;
}

// The fixture problem's config as a solution in LANGUAGE is judged under (its time factor,
// resident memory).
inline ProblemConfig config_for(Language language) { return for_language(base_config(), language); }

// The fixture NAME ("accepted/add.py"), its folder the verdict it must earn, built into the test
// process's private folder.
inline SolutionFile language_fixture(const string& name) {
  SolutionFile solution;
  solution.source = kFixtures + "/solutions/" + name;
  solution.problem = "language_problem";
  solution.display = "fixtures/" + name;
  solution.language = language_of_path(name).value();
  // A folder that is no verdict (attacks/) holds several attacks, each with its test's verdict.
  solution.expected = parse_verdict(fs::path(name).parent_path().string()).value_or(Verdict::kAccepted);
  set_build_folder(solution, test_util::private_path("language_fixtures/" + name));
  return solution;
}

// Each fixture is built once per test process, on first use (a Java build is a javac and a JVM
// in the compile jail: some seconds), so a filtered run builds only what it judges.
// The fixture NAME built (once a process) and how it starts.
inline const std::pair<SolutionFile, BuildOutcome>& built_fixture(const string& name) {
  static std::mutex mutex;
  static std::map<string, std::pair<SolutionFile, BuildOutcome>> solutions;
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
  return solutions.emplace(name, std::make_pair(solution, build)).first->second;
}

inline const SolutionFile& built(const string& name) { return built_fixture(name).first; }
inline const BuiltSolution& built_program(const string& name) { return built_fixture(name).second.built; }

// The processes whose stdin is PATH. Every run's stdin is its case's input, so a case copied to a
// path of its own tells this run's processes (an interpreter's or a JVM's, whose binaries every
// run shares) from any other's; a child inherits it.
inline vector<pid_t> processes_reading(const string& path) {
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
inline std::map<string, string> snapshot(const string& folder) {
  std::map<string, string> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    files[entry.path().string()] = entry.is_regular_file() ? read_file(entry.path().string()) : "(not a file)";
  }
  return files;
}

// A fixture and the case it is run on: the fixture problem's sample unless INPUT is given (a
// fixture holding several attacks picks one by its input).
struct HostileFixture {
  HostileFixture(const char* fixture) : name(fixture) {}  // NOLINT: a fixture is named by its file
  HostileFixture(string fixture) : name(std::move(fixture)) {}  // NOLINT
  HostileFixture(string fixture, string case_input, string case_answer)
      : name(std::move(fixture)), input(std::move(case_input)), answer(std::move(case_answer)) {}
  string name;
  string input;   // "" for the sample's
  string answer;
};

// One run of a fixture on its case, copied to a folder of its own, watched from outside.
class HostileRun {
 public:
  // MEMORY_BYTES and TIME_LIMIT_SECONDS, when given, replace the language's limits.
  explicit HostileRun(const HostileFixture& fixture, std::uint64_t memory_bytes = 0, double time_limit_seconds = 0) {
    const SolutionFile& solution = built(fixture.name);
    ProblemConfig config = config_for(solution.language);
    if (memory_bytes > 0) config.limits.memory_bytes = memory_bytes;
    if (time_limit_seconds > 0) set_time_limit(config.limits, time_limit_seconds);
    limits = config.limits;
    TestCase sample = problem_testcases(base_config().directory).at(0);
    const string cases = dir_.mkdir("case");
    if (fixture.input.empty()) {
      fs::copy_file(sample.input_path, cases + "/1.in");
      fs::copy_file(sample.answer_path, cases + "/1.ans");
    } else {
      replace_file(cases + "/1.in", fixture.input);
      replace_file(cases + "/1.ans", fixture.answer);
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
      outcome = judge_case(built_program(fixture.name), sample, config, gate);
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
// a poll's lateness), no hang, no process, no scratch folder, the case's and the build's files as
// they were. No hang: within the judge's own backstop for a run (kIdleBackstopShare times its
// deadline) and a loaded machine's slow start; a run's wall time is the load's as much as its own
// (a run stopped at 4.5 s of CPU took 13 s beside CI's other work), so nothing nearer holds.
inline void expect_contained(const HostileRun& run) {
  EXPECT_LE(run.outcome.cpu_seconds, run.limits.kill_after_seconds + 1);
  EXPECT_LE(run.elapsed, run.limits.wall_seconds * kIdleBackstopShare + 10);
  EXPECT_TRUE(run.survivors.empty()) << run.survivors.size() << " processes survived, the first " << run.survivors[0];
  EXPECT_TRUE(run.left_in_tmp.empty()) << run.left_in_tmp[0];
  EXPECT_TRUE(run.files_untouched);
}

// The fixture ends as VERDICT, contained.
inline void expect_verdict(const HostileFixture& fixture, Verdict verdict) {
  HostileRun run(fixture);
  EXPECT_EQ(run.outcome.verdict, verdict) << fixture.name << ": " << run.outcome.message << "\nstdout: " << run.outcome.stdout_text;
  expect_contained(run);
}

// A memory hog's limit: one it passes within a fraction of its CPU time limit however slowly the
// machine faults its pages in (a loaded VM took 0.9 s of CPU to touch 256 MiB: the memory poll then
// stopped it past its 1 s limit, TLE), far above what the runtime itself holds.
constexpr std::uint64_t kHogLimitBytes = 96 << 20;

// The memory hog FIXTURE ends as MLE under kHogLimitBytes, contained.
inline void expect_memory_limit(const HostileFixture& fixture) {
  HostileRun run(fixture, kHogLimitBytes);
  EXPECT_EQ(run.outcome.verdict, Verdict::kMemoryLimitExceeded) << fixture.name << ": " << run.outcome.message;
  expect_contained(run);
}

// The fixture ends as anything but AC, contained (where LeetCode has no verdict for what it
// does, or the driver words it either way).
inline void expect_not_accepted(const HostileFixture& fixture) {
  HostileRun run(fixture);
  EXPECT_NE(run.outcome.verdict, Verdict::kAccepted) << fixture.name;
  expect_contained(run);
}

}  // namespace lcjudge::test_util::hostile
