// The hostile-submission suite against the judge's own build files (tests/scratch_project.h): a
// solution whose file name is another solution's artefact, build files the compiler's uid could
// have rewritten, a project moved to another folder. Each honest solution keeps its verdict.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/exit_status.h"
#include "judging/build.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

const char* const kTrappingAdd = "class Solution {\n public:\n  int add(int a, int b) { __builtin_trap(); return a + b; }\n};\n";

// accepted/add.sanitized.cpp was built to the path of accepted/add's sanitized binary, so add's
// sanitized run ran the other solution's code (here a trap: RTE). Both are judged together, in
// order (add first: its sanitized build is then overwritten).
TEST(HostileBuildTest, ASolutionNamedAfterAnotherOnesSanitizedBuildDoesNotReplaceIt) {
  ScratchProject project;
  project.write(string(ScratchProject::kProblem) + "/problem.yaml", "method: add\ntime_limit: 0.5\nmemory_limit: 256\n");
  project.write("solutions/1-add/accepted/add.sanitized.cpp", kTrappingAdd);
  RunRecord run = project.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/accepted/add ")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "FAIL  1-add/accepted/add.sanitized")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "1 passed, 1 failed")) << run.stdout_text;
}

// The compiler runs as another uid (65534 when the judge is root) and wrote the depfile; one left
// to it could be rewritten to leave out the source, and an edited solution judged from its old
// binary. Every build file is the judge's own, and one that is not is not trusted.
TEST(HostileBuildTest, ABuildFileTheJudgeDoesNotOwnIsNotTrusted) {
  ScratchProject project;
  const string folder = project.path("build/solutions/1-add/accepted/add.cpp/");
  // Unique to this run, so that it is compiled here, not taken from the shared compile cache.
  project.write(ScratchProject::kSolution, fmt::format("// Must earn AC ({}).\nclass Solution {{\n public:\n  int add(int a, "
                                                       "int b) {{ return a + b; }}\n}};\n", getpid()));
  RunRecord built = project.judge({"build"});
  ASSERT_TRUE(Contains(built.stderr_text, "compiled 1 solution")) << built.stderr_text;
  for (const char* file : {"optimised", "optimised.d", "optimised.cmd"}) {
    struct stat info {};
    ASSERT_EQ(stat((folder + file).c_str(), &info), 0) << file;
    EXPECT_EQ(info.st_uid, geteuid()) << file << " is not the judge's";
  }
  if (geteuid() != 0) GTEST_SKIP() << "needs root to give a file to another uid";
  // The depfile rewritten by its uid to name a driver file alone, then the solution edited.
  const string depfile = folder + "optimised.d";
  std::ofstream(depfile) << "optimised: judge/driver/main.cpp\n";
  ASSERT_EQ(chown(depfile.c_str(), 65534, 65534), 0);
  project.write(ScratchProject::kSolution, "class Solution {\n public:\n  int add(int a, int b) { return a - b; }\n};\n");
  RunRecord run = project.judge({"run", "-j", "1"});
  EXPECT_TRUE(Contains(run.stderr_text, "compiled 1 solution")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got WA")) << run.stdout_text;
}

// A solution replaced by a wrong one whose modification time is older than its binary (`cp -p`,
// `tar x`, `rsync -t`, `touch -d` keep or set it so) was judged from the old binary: AC. Its change
// time, which no one can set back, rebuilds it.
TEST(HostileBuildTest, AnEditWithItsModificationTimeSetBackIsRebuilt) {
  ScratchProject project;
  project.write(ScratchProject::kSolution, fmt::format("// Must earn AC ({}).\nclass Solution {{\n public:\n  int add(int a, "
                                                       "int b) {{ return a + b; }}\n}};\n", getpid()));
  RunRecord built = project.judge({"build"});
  ASSERT_TRUE(Contains(built.stderr_text, "compiled 1 solution")) << built.stderr_text;
  const string source = project.path(ScratchProject::kSolution);
  project.write(ScratchProject::kSolution, "class Solution {\n public:\n  int add(int a, int b) { return a - b; }\n};\n");
  const struct timespec long_ago[2] = {{1577836800, 0}, {1577836800, 0}};  // 2020-01-01
  ASSERT_EQ(utimensat(AT_FDCWD, source.c_str(), long_ago, 0), 0);
  RunRecord run = project.judge({"run", "-j", "1"});
  EXPECT_TRUE(Contains(run.stderr_text, "compiled 1 solution")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got WA")) << run.stdout_text;
}

// Runs the built judge (test_util.h) with ARGS in FOLDER.
RunRecord judge_in(const string& folder, const std::vector<string>& args) {
  SpawnRequest request;
  request.argv = {test_util::built_judge()};
  request.argv.insert(request.argv.end(), args.begin(), args.end());
  request.working_directory = folder;
  request.side_channel = false;
  request.limits.wall_seconds = 120;
  return spawn_and_wait(request);
}

// Copies this repository's driver of clang's optimised build into PROJECT's build/driver/ (cp
// -a, as a copy of the whole project would bring it): the one toolchain a scratch project's
// build uses. The other five (230 MB, gcc's precompiled prelude 122 MB of it) were copied by
// each of the three tests below, and never read.
bool copy_clang_driver(const ScratchProject& project) {
  std::filesystem::create_directories(project.path("build/driver"));
  SpawnRequest copy;
  copy.argv = {"/bin/cp", "-a", std::filesystem::absolute("build/driver/clang").string(), project.path("build/driver/clang")};
  copy.side_channel = false;
  return spawn_and_wait(copy).exit_code == 0;
}

// A project copied (cp -a) or moved after a build: clang's precompiled prelude keeps the absolute
// path of the header it was made from, and every solution was CE ("malformed or corrupted AST
// file: could not find file '<old path>/build/driver/clang/pch.h'"). Here this repository's
// driver is copied into a scratch project (as a copy of the whole project would bring it), the
// project judged, then moved and judged again: the prelude is made again each time, the
// driver's objects (which keep no path) are not.
TEST(SlowBuildRecoveryTest, AProjectCopiedOrMovedElsewhereIsRebuiltNotBlamedOnItsSolutions) {
  SolutionBuilder(Project{}).prepare();  // this repository's driver, up to date
  ScratchProject project(ScratchProject::DriverBuild::kOwn);
  ASSERT_TRUE(copy_clang_driver(project));
  auto object_time = [](const string& root) {
    return std::filesystem::last_write_time(root + "/build/driver/clang/driver.o");
  };
  const auto copied_object = object_time(project.root());

  RunRecord run = project.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/accepted/add")) << run.stdout_text;

  test_util::TempDir elsewhere;
  const string moved = elsewhere.path("moved");
  std::filesystem::rename(project.root(), moved);
  run = judge_in(moved, {"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/accepted/add")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stderr_text, "compiled 1 solution")) << run.stderr_text;
  EXPECT_EQ(object_time(moved), copied_object);
}

// The judge's own build failing is the judge's error (exit 2, naming what broke and what to do),
// not a CE of every solution: here the precompiled prelude is garbage yet newer than its inputs.
TEST(SlowBuildRecoveryTest, AnUnusablePreludeIsTheJudgesErrorNotTheSolutions) {
  SolutionBuilder(Project{}).prepare();
  ScratchProject project(ScratchProject::DriverBuild::kOwn);
  ASSERT_TRUE(copy_clang_driver(project));
  ASSERT_EQ(project.judge({"build"}).exit_code, kExitAllExpected);  // the prelude made for this folder
  std::ofstream(project.path("build/driver/clang/pch.h.pch")) << "not a precompiled header";
  project.write(ScratchProject::kSolution, "class Solution {\n public:\n  int add(int a, int b) { return b + a; }\n};\n");

  RunRecord run = project.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "judge: error: the judge's own build failed, not the solution's: its "
                                        "precompiled prelude")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "build/driver/clang/pch.h.pch")) << run.stderr_text;
  EXPECT_FALSE(Contains(run.stdout_text, "got CE")) << run.stdout_text;
  // As it says, the next run makes the prelude anew.
  run = project.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
}

// A driver object cut short (here truncated, newer than its sources) made every solution's link
// fail in it, and every solution CE: the judge's error instead, and the next run makes it anew.
TEST(SlowBuildRecoveryTest, ABrokenDriverObjectIsTheJudgesErrorNotTheSolutions) {
  SolutionBuilder(Project{}).prepare();
  ScratchProject project(ScratchProject::DriverBuild::kOwn);
  ASSERT_TRUE(copy_clang_driver(project));
  ASSERT_EQ(project.judge({"build"}).exit_code, kExitAllExpected);
  std::filesystem::resize_file(project.path("build/driver/clang/driver.o"), 100);
  project.write(ScratchProject::kSolution, fmt::format("class Solution {{\n public:\n  int add(int a, int b) {{ return b + a; }}\n}};\n// {}\n", getpid()));

  RunRecord run = project.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "judge: error: the judge's own build failed, not the solution's: its "
                                        "driver objects")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "build/driver/clang/driver.o")) << run.stderr_text;
  EXPECT_FALSE(Contains(run.stdout_text, "got CE")) << run.stdout_text;
  run = project.judge({"run", "-j", "1"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
}

// A sparse source of 100 MiB was read whole by the judge, hashed, and fed to the compiler; past
// 64 MiB a source is CE unread.
TEST(HostileBuildTest, ASourcePast64MiBIsCEWithoutBeingCompiled) {
  ScratchProject project;
  const string huge = project.write("solutions/1-add/compile_error/huge.cpp", "class Solution {};\n");
  std::filesystem::resize_file(huge, 100ull << 20);
  RunRecord run = project.judge({"run", "-j", "1", "-v"});
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/compile_error/huge")) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "the source is 100 MiB, more than the 64 MiB a solution may be")) << run.stdout_text;
}

}  // namespace
}  // namespace lcjudge
