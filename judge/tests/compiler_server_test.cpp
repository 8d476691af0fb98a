// Compiler servers (judging/compiler_server.h, process/compile_server_jail.h): one compiler kept
// running in the compile jail for a builder's compiles of a language. With a stand-in server
// (fixtures/compile_server/fake_server.py): compiles answered in turn, each in a folder of its own;
// a compile past its CPU limit is its own compile error; a server that ends mid-compile leaves
// that compile to be made alone and is started anew, then given up. With the real ones: two
// TypeScript solutions built together get their own results from one tsc, two Java solutions
// from one javac, each started once (counted by the ready lines the builder received).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/parallel.h"
#include "judging/build.h"
#include "judging/case_judgement.h"
#include "judging/compiler_server.h"
#include "judging/run_gate.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

namespace lcjudge::compiler_server_test {
namespace {

namespace fs = std::filesystem;
using std::string;
using std::vector;
using test_util::Contains;
using test_util::TempDir;

const string kFakeServer = "judge/tests/fixtures/compile_server/fake_server.py";

CompilerServerSpec fake_server(const string& mode = "serve") {
  const string script = fs::absolute(kFakeServer).string();
  return {Language::kPython, "fake", {"/usr/bin/python3.11", "-I", "-S", script, mode}, {script}, {}};
}

CompileJailLimits quick_limits() {
  CompileJailLimits limits;
  limits.cpu_seconds = 1;
  limits.wall_seconds = 30;
  return limits;
}

TEST(CompilerServerTest, CompilesAreAnsweredInTurnByOneServerEachInAFolderOfItsOwn) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  string first_folder;
  {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served);
    first_folder = served.folder();
    std::optional<CompileJailRun> echoed = served.run({"echo", "one"});
    ASSERT_TRUE(echoed);
    EXPECT_TRUE(echoed->ok);
    EXPECT_EQ(echoed->output, "one");
    std::optional<CompileJailRun> failed = served.run({"status", "1"});
    ASSERT_TRUE(failed);
    EXPECT_FALSE(failed->ok);
    EXPECT_EQ(failed->limit, CompileLimit::kNone);
    std::optional<CompileJailRun> wrote = served.run({"write", served.folder() + "/made"});
    ASSERT_TRUE(wrote);
    EXPECT_TRUE(wrote->ok) << wrote->output;
    EXPECT_EQ(read_file(served.folder() + "/made"), "made");
  }
  EXPECT_FALSE(fs::exists(first_folder));  // gone with its compile
  {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served);
    EXPECT_NE(served.folder(), first_folder);
    EXPECT_TRUE(fs::is_empty(served.folder()));
    // What a server prints outside a reply is not the compile's.
    std::optional<CompileJailRun> after = served.run({"stray", "a runtime's warning"});
    ASSERT_TRUE(after);
    EXPECT_EQ(after->output, "after");
  }
  EXPECT_EQ(servers.starts(), 1);
}

TEST(CompilerServerTest, ACompilePastItsCpuLimitIsItsOwnAndTheNextHasANewServer) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served);
    std::optional<CompileJailRun> burnt = served.run({"burn"});
    ASSERT_TRUE(burnt);  // decided here, not made again alone: its limit is its own
    EXPECT_FALSE(burnt->ok);
    EXPECT_EQ(burnt->limit, CompileLimit::kCpuTime);
    EXPECT_GE(burnt->cpu_seconds, 1);
  }
  ServedCompile next = servers.serve(fake_server(), quick_limits());
  ASSERT_TRUE(next);
  std::optional<CompileJailRun> echoed = next.run({"echo", "fresh"});
  ASSERT_TRUE(echoed);
  EXPECT_EQ(echoed->output, "fresh");
  EXPECT_EQ(servers.starts(), 2);
}

TEST(CompilerServerTest, AServerThatEndsMidCompileIsStartedAgainThenGivenUp) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  for (int failure = 1; failure <= kMostServerFailures; ++failure) {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served) << failure;
    if (failure > 1) {
      EXPECT_TRUE(served.run({"echo", "again"}));
    }
    EXPECT_FALSE(served.run({"exit"}));  // the caller compiles this one alone
  }
  EXPECT_FALSE(servers.serve(fake_server(), quick_limits()));
  EXPECT_EQ(servers.starts(), kMostServerFailures);
}

TEST(CompilerServerTest, AServerThatDoesNotStartIsNotTriedAgain) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  EXPECT_FALSE(servers.serve(fake_server("mute"), quick_limits()));
  EXPECT_FALSE(servers.serve(fake_server("mute"), quick_limits()));
  EXPECT_EQ(servers.starts(), 0);
}

// A run with one solution of a language compiles it alone: a server would start a compiler all
// the same, and save nothing.
TEST(CompilerServerTest, ALanguageWithOneSolutionInTheRunHasNoServer) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  servers.expect_solutions(Language::kPython, 1);
  EXPECT_FALSE(servers.serve(fake_server(), quick_limits()));
  servers.expect_solutions(Language::kPython, 2);
  EXPECT_TRUE(servers.serve(fake_server(), quick_limits()));
  EXPECT_EQ(servers.starts(), 1);
}

// A caller whose compiles are done ends the servers (judge try and add, before their runs); a
// later compile starts one again.
TEST(CompilerServerTest, EndedServersAreStartedAgainByTheNextCompile) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  ASSERT_TRUE(servers.serve(fake_server(), quick_limits()));
  servers.end_all();
  ServedCompile again = servers.serve(fake_server(), quick_limits());
  ASSERT_TRUE(again);
  EXPECT_TRUE(again.run({"echo", "again"}));
  EXPECT_EQ(servers.starts(), 2);
}

// A judge interrupted or killed ends its servers' jails but leaves their folders: the next
// server's start removes those of judges no longer running, and no other.
TEST(CompilerServerTest, TheFoldersOfServersWhoseJudgeIsGoneAreRemoved) {
  TempDir dir;
  const pid_t gone = fork();
  if (gone == 0) _exit(0);
  ASSERT_GT(gone, 0);
  waitpid(gone, nullptr, 0);
  const string abandoned = dir.write(fmt::format("servers/tsc.{}.1/3/solution.ts", gone), "leftover");
  const string staging = dir.mkdir(fmt::format("servers/tsc.{}.1.root", gone));
  const string running = dir.write(fmt::format("servers/javac.{}.7/1/Solution.java", getppid()), "another judge's");
  CompilerServers servers(dir.path() + "/servers");
  ASSERT_TRUE(servers.serve(fake_server(), quick_limits()));
  EXPECT_FALSE(fs::exists(fs::path(abandoned).parent_path().parent_path()));
  EXPECT_FALSE(fs::exists(staging));
  EXPECT_TRUE(fs::exists(running));
}

// ---- the real servers ----

const string kProblem = test_fixtures::kFixtures + "/language_problem";

ProblemConfig config_in(Language language) {
  ProblemConfig config = load_problem_config(kProblem);
  config.build.sanitize = false;
  return for_language(config, language);
}

SolutionFile solution_in(const TempDir& dir, const string& name, const string& text) {
  SolutionFile solution;
  solution.source = dir.write(name, text);
  solution.problem = "language_problem";
  solution.language = language_of_path(name).value();
  set_build_folder(solution, dir.path("build/" + name));
  return solution;
}

// SOLUTIONS built at once by one builder, with a compile cache of their own (each compiles).
vector<BuildOutcome> build_together(const SolutionBuilder& builder, const vector<SolutionFile>& solutions, Language language) {
  vector<BuildOutcome> builds(solutions.size());
  parallel_for(solutions.size(), 2, [&](size_t i) { builds[i] = builder.build(solutions[i], config_in(language)); });
  return builds;
}

Verdict first_case_verdict(const BuildOutcome& build, Language language) {
  RunGate gate;
  return judge_case(build.built, problem_testcases(kProblem).at(0), config_in(language), gate).verdict;
}

TEST(CompilerServerTest, TwoTypeScriptSolutionsBuiltTogetherGetTheirOwnResultsFromOneTsc) {
  TempDir dir, cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  const vector<SolutionFile> solutions = {
      solution_in(dir, "typo.ts", "function add(a: number, b: number): number {\n\n    const sum: number = \"a + b\";\n    return sum;\n}\n"),
      solution_in(dir, "add.ts", "function add(a: number, b: number): number {\n    return a + b;\n}\n")};
  const vector<BuildOutcome> builds = build_together(builder, solutions, Language::kTypeScript);
  EXPECT_FALSE(builds[0].ok);
  EXPECT_EQ(builds[0].message, "Line 3: Char 11: error TS2322: Type 'string' is not assignable to type 'number'.")
      << builds[0].log;
  ASSERT_TRUE(builds[1].ok) << builds[1].message << "\n" << builds[1].log;
  EXPECT_EQ(first_case_verdict(builds[1], Language::kTypeScript), Verdict::kAccepted);
  EXPECT_EQ(builder.compiler_servers().starts(), 1);
}

TEST(CompilerServerTest, TwoJavaSolutionsBuiltTogetherGetTheirOwnResultsFromOneJavac) {
  TempDir dir, cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  const vector<SolutionFile> solutions = {
      solution_in(dir, "Typo.java", "class Solution {\n    public int add(int a, int b) {\n        int sum = \"a + b\";\n"
                                    "        return sum;\n    }\n}\n"),
      solution_in(dir, "Add.java", "class Solution {\n    public int add(int a, int b) {\n        return a + b;\n    }\n}\n")};
  const vector<BuildOutcome> builds = build_together(builder, solutions, Language::kJava);
  EXPECT_FALSE(builds[0].ok);
  EXPECT_EQ(builds[0].message,
            "Line 3: error: incompatible types: String cannot be converted to int\n        int sum = \"a + b\";\n                  ^")
      << builds[0].log;
  ASSERT_TRUE(builds[1].ok) << builds[1].message << "\n" << builds[1].log;
  EXPECT_EQ(first_case_verdict(builds[1], Language::kJava), Verdict::kAccepted);
  EXPECT_EQ(builder.compiler_servers().starts(), 1);
}

// A solution that crashes tsc (its parser's recursion past Node's stack) is compiled again alone,
// where the crash is its compile error as before; the next solution gets a server of its own.
TEST(SlowCompilerServerTest, ATypeScriptSolutionThatCrashesTscCostsOnlyItself) {
  TempDir dir, cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  const string nested = string(30000, '(') + "a" + string(30000, ')');
  const SolutionFile crash = solution_in(dir, "deep.ts", "function add(a: number, b: number): number {\n    return " + nested + " + b;\n}\n");
  const SolutionFile add = solution_in(dir, "add.ts", "function add(a: number, b: number): number {\n    return a + b;\n}\n");
  const BuildOutcome crashed = builder.build(crash, config_in(Language::kTypeScript));
  EXPECT_FALSE(crashed.ok);
  EXPECT_TRUE(Contains(crashed.message, "Maximum call stack size exceeded")) << crashed.message;
  const BuildOutcome built = builder.build(add, config_in(Language::kTypeScript));
  ASSERT_TRUE(built.ok) << built.message << "\n" << built.log;
  EXPECT_EQ(first_case_verdict(built, Language::kTypeScript), Verdict::kAccepted);
  EXPECT_EQ(builder.compiler_servers().starts(), 2);
}

}  // namespace
}  // namespace lcjudge::compiler_server_test
