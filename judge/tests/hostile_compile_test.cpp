// The hostile-submission suite at compile time: fixture solutions that attack the judge through the
// compiler (reading /dev/zero, embedding test answers or /etc/shadow with .incbin, flooding the
// judge with messages, writing a huge object file) each end as a compile error that names what
// stopped them, quickly, leaving no binary and no jail folder behind. The compiler's limits are
// lowered here so that each ends in a few seconds.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <fmt/core.h>

#include "judging/build.h"
#include "problem/config.h"
#include "tests/fixture_solutions.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

namespace lcjudge {
namespace {

using std::string;
using test_fixtures::fixture_file;
using test_fixtures::kFixtures;
using test_util::Contains;

CompileJailLimits test_limits() {
  CompileJailLimits limits;
  limits.cpu_seconds = 10;
  limits.wall_seconds = 20;
  limits.memory_bytes = 1ull << 30;
  limits.file_bytes = 16ull << 20;
  limits.output_bytes = 256ull << 10;
  return limits;
}

// A builder for one hostile build, with a compile cache of its own: one that remembered a
// compile stopped at a limit by an earlier test would answer without compiling.
struct HostileBuilder {
  HostileBuilder() {
    builder.set_limits(test_limits());
    builder.set_cache_folder(cache.path());
    builder.prepare();  // the shared driver, up to date: nothing is compiled
  }
  test_util::TempDir cache;
  SolutionBuilder builder{Project{}};
};

const ProblemConfig& config() {
  static const ProblemConfig loaded = load_problem_config(kFixtures + "/problem");
  return loaded;
}

// Nothing left beside the binary: no jail folder, no staging root.
bool leaves_nothing(const SolutionFile& solution) {
  auto folder = std::filesystem::path(solution.binary).parent_path();
  if (!std::filesystem::is_directory(folder)) return true;
  auto name = std::filesystem::path(solution.binary).filename().string();
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().filename().string().rfind(name + ".jail.", 0) == 0) return false;
  }
  return !std::filesystem::exists(solution.binary);
}

// Builds the solution (never cached: its binary is removed first) and checks it is a compile
// error that the compiler's wall deadline did not have to end (the jail's message would name
// that limit), and that leaves nothing behind.
BuildOutcome build_hostile(const SolutionFile& solution) {
  std::filesystem::remove(solution.binary);
  HostileBuilder hostile;
  BuildOutcome outcome = hostile.builder.build(solution, config());
  EXPECT_FALSE(outcome.ok) << solution.source << " compiled:\n" << outcome.log;
  const string wall_limit = fmt::format("the compiler passed its time limit of {:g} s", test_limits().wall_seconds);
  EXPECT_NE(outcome.message, wall_limit) << solution.source;
  EXPECT_TRUE(leaves_nothing(solution)) << solution.source;
  return outcome;
}

BuildOutcome build_fixture(const string& name) { return build_hostile(fixture_file("compile_error/" + name)); }

TEST(HostileCompileTest, IncludingDevZeroFindsNoDevice) {
  BuildOutcome outcome = build_fixture("include_dev_zero");
  EXPECT_TRUE(test_util::says_not_found(outcome.message, "/dev/zero")) << outcome.message;
}

TEST(HostileCompileTest, IncbinOfTheFixtureAnswerFindsNothing) {
  BuildOutcome outcome = build_fixture("incbin_answer");
  EXPECT_TRUE(test_util::says_not_found(outcome.log, "judge/tests/fixtures/problem/sample/1.ans")) << outcome.log;
}

TEST(HostileCompileTest, IncbinOfAProjectTestcaseFindsNothing) {
  BuildOutcome outcome = build_fixture("incbin_testcases");
  EXPECT_TRUE(test_util::says_not_found(outcome.log, "testcases/913-cat-and-mouse/sample/1.ans")) << outcome.log;
}

TEST(HostileCompileTest, IncbinOfEtcShadowFindsNothing) {
  BuildOutcome outcome = build_fixture("incbin_shadow");
  EXPECT_TRUE(test_util::says_not_found(outcome.log, "/etc/shadow")) << outcome.log;
}

// By absolute path too: a source written for this run names the answer's absolute path.
TEST(HostileCompileTest, IncbinOfAnAnswerByAbsolutePathFindsNothing) {
  string answer = std::filesystem::absolute(kFixtures + "/problem/sample/1.ans").string();
  ASSERT_TRUE(std::filesystem::exists(answer));
  SolutionFile solution = fixture_file("compile_error/syntax");
  solution.source = test_util::private_path("generated/incbin_absolute.cpp");
  set_build_folder(solution, test_util::private_path("incbin_absolute.cpp"));
  std::filesystem::create_directories(test_util::private_path("generated"));
  std::ofstream(solution.source) << "asm(\".section .rodata\\n.incbin \\\"" << answer
                                 << "\\\"\\n.text\\n\");\n"
                                    "class Solution {\n public:\n  int add(int a, int b) { return a + b; }\n};\n";
  BuildOutcome outcome = build_hostile(solution);
  EXPECT_TRUE(test_util::says_not_found(outcome.log, answer)) << outcome.log;
}

TEST(HostileCompileTest, MessageFloodIsCutAtTheOutputLimit) {
  BuildOutcome outcome = build_fixture("warning_flood");
  EXPECT_EQ(outcome.message, "the compiler passed its output limit of 256 KiB");
  EXPECT_LE(outcome.log.size(), (256u << 10) + 200);
}

TEST(HostileCompileTest, HugeObjectFileStopsAtTheFileSizeLimit) {
  BuildOutcome outcome = build_fixture("fill_huge");
  EXPECT_EQ(outcome.message, "the compiler passed its file size limit of 16 MiB") << outcome.log;
}

// clang's signal handlers outlive SIGXCPU, and the hard limit's SIGKILL ended it as "Killed":
// the limit is named from the CPU time the compile used. It is remembered for the same inputs,
// so the next build says the same at once instead of burning the limit again.
// In the slow tier (tests/slow_tier.h): it burns the compiler's CPU limit twice, by design.
TEST(SlowCompileLimitTest, ConstexprBurnStopsAtTheCpuLimitOnceAndIsRemembered) {
  SolutionBuilder burner(Project{});
  CompileJailLimits limits = test_limits();
  limits.cpu_seconds = 1;
  burner.set_limits(limits);
  test_util::TempDir burn_cache;  // this test's own: a stop remembered before would answer at once
  burner.set_cache_folder(burn_cache.path());
  SolutionFile solution = fixture_file("compile_error/constexpr_burn");
  BuildOutcome first = burner.build(solution, config());
  EXPECT_FALSE(first.ok);
  EXPECT_EQ(first.message, "the compiler passed its CPU time limit of 1 s") << first.log;
  EXPECT_FALSE(first.from_cache);
  EXPECT_TRUE(leaves_nothing(solution));

  BuildOutcome again = burner.build(solution, config());
  EXPECT_FALSE(again.ok);
  EXPECT_EQ(again.message, "the compiler passed its CPU time limit of 1 s") << again.log;
  EXPECT_TRUE(again.from_cache);
  EXPECT_TRUE(Contains(again.log, "[remembered")) << again.log;

  // Not under other limits: with more memory it compiles again (and burns its second again).
  limits.memory_bytes *= 2;
  burner.set_limits(limits);
  BuildOutcome other = burner.build(solution, config());
  EXPECT_FALSE(other.from_cache);
  EXPECT_EQ(other.message, "the compiler passed its CPU time limit of 1 s") << other.log;
  EXPECT_FALSE(Contains(other.log, "[remembered")) << other.log;
}

}  // namespace
}  // namespace lcjudge
