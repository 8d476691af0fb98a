// Launch files: what a Python or Java solution's run is, expanded per run.
#include "judging/language_launch.h"

#include <gtest/gtest.h>

#include <string>

#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

Launch java_launch() {
  Launch launch;
  launch.language = Language::kJava;
  launch.argv = {"/usr/bin/java", "{heap}", "{stack}", "-Xbootclasspath/a:{shown:0}:{shown:1}", "Main", "{x}"};
  launch.shown = {"/a/driver.jar", "/b/solution.jar"};
  return launch;
}

TEST(LanguageLaunchTest, ShownFilesAreNamedByTheirDescriptorsEvenInsideAWord) {
  SpawnRequest request;
  JudgeLimits limits;
  limits.memory_bytes = 1024ull << 20;
  apply_launch(request, java_launch(), limits);
  ASSERT_EQ(request.argv.size(), 6u);
  EXPECT_EQ(request.argv[0], "/usr/bin/java");
  EXPECT_EQ(request.argv[3], "-Xbootclasspath/a:" + shown_file_path(request, 0) + ":" + shown_file_path(request, 1));
  EXPECT_NE(shown_file_path(request, 0), shown_file_path(request, 1));
  EXPECT_EQ(request.argv[5], "{x}");  // not a word the launch expands: left as it is
  EXPECT_EQ(request.shown_files, java_launch().shown);
}

TEST(LanguageLaunchTest, TheHeapLeavesTheJvmItsOwnShareOfTheMemoryLimit) {
  SpawnRequest request;
  JudgeLimits limits;
  limits.memory_bytes = 1024ull << 20;
  apply_launch(request, java_launch(), limits);
  EXPECT_EQ(request.argv[1], "-Xmx896m");
  EXPECT_EQ(request.argv[2], "-Xss128m");
  limits.memory_bytes = 64ull << 20;  // a tiny limit still gets a heap to start with
  apply_launch(request, java_launch(), limits);
  EXPECT_EQ(request.argv[1], "-Xmx64m");
  EXPECT_EQ(request.argv[2], "-Xss8m");
}

// A run's environment is its language's (run_profile.h): Go's runtime starts on one P; a
// request reused for another language keeps none of it.
TEST(LanguageLaunchTest, TheRunsEnvironmentIsItsLanguages) {
  Launch go;
  go.language = Language::kGo;
  go.argv = {"/a/solution", "run", "{}"};
  SpawnRequest request;
  apply_launch(request, go, JudgeLimits{});
  EXPECT_EQ(request.environment, std::vector<std::string>{"GOMAXPROCS=1"});
  apply_launch(request, java_launch(), JudgeLimits{});
  EXPECT_TRUE(request.environment.empty());
}

// PHP's own memory_limit is the run's, so that its "Allowed memory size exhausted" is MLE.
TEST(LanguageLaunchTest, PhpsMemoryLimitIsTheRunsMemoryLimit) {
  Launch launch;
  launch.language = Language::kPhp;
  launch.argv = {"/usr/bin/php8.2", "-n", "-d", "{memory_limit}", "{shown:0}"};
  launch.shown = {"/a/lcjudge_driver.php"};
  SpawnRequest request;
  JudgeLimits limits;
  limits.memory_bytes = 256ull << 20;
  apply_launch(request, launch, limits);
  ASSERT_EQ(request.argv.size(), 5u);
  EXPECT_EQ(request.argv[3], "memory_limit=256M");
  EXPECT_EQ(request.argv[4], shown_file_path(request, 0));
}

// Node: V8's heap may grow to the memory limit (the resident poll stops the run first), and its
// stack is an eighth of it, in KiB, well inside the process's stack limit (the whole limit).
TEST(LanguageLaunchTest, NodesHeapAndStackFollowTheMemoryLimit) {
  Launch launch;
  launch.language = Language::kJavaScript;
  launch.argv = {"/usr/bin/node", "{v8_heap}", "{v8_stack}", "{shown:0}"};
  launch.shown = {"/a/lcjudge_driver.js"};
  SpawnRequest request;
  JudgeLimits limits;
  limits.memory_bytes = 256ull << 20;
  apply_launch(request, launch, limits);
  ASSERT_EQ(request.argv.size(), 4u);
  EXPECT_EQ(request.argv[1], "--max-old-space-size=256");
  EXPECT_EQ(request.argv[2], "--stack-size=32768");
  limits.memory_bytes = 16ull << 30;  // the stack stops at 1 GiB
  apply_launch(request, launch, limits);
  EXPECT_EQ(request.argv[2], "--stack-size=1048576");
}

TEST(LanguageLaunchTest, AWrittenLaunchReadsBackAndIsReadAgainOnlyWhenItChanges) {
  test_util::TempDir dir;
  const std::string path = launch_path(dir.path("x.py"));
  std::filesystem::create_directories(dir.path("x.py"));
  write_launch(path, java_launch());
  auto first = read_launch(path);
  EXPECT_EQ(first->language, Language::kJava);
  EXPECT_EQ(first->argv, java_launch().argv);
  EXPECT_EQ(read_launch(path).get(), first.get());  // unchanged: the same one
  Launch python = java_launch();
  python.language = Language::kPython;
  python.argv = {"/usr/bin/python3.11", "{shown:0}"};
  std::filesystem::last_write_time(path, std::filesystem::last_write_time(path) - std::chrono::seconds(5));
  write_launch(path, python);
  EXPECT_EQ(read_launch(path)->language, Language::kPython);
}

TEST(LanguageLaunchTest, ALaunchFileNotTheJudgesIsAnErrorSayingWhatToDo) {
  test_util::TempDir dir;
  const std::string path = dir.write("optimised.launch", "{\"language\": \"cobol\"}");
  try {
    read_launch(path);
    FAIL() << "no JudgeFailure";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(test_util::Contains(e.what(), "is not a launch file the judge wrote; remove it")) << e.what();
  }
  EXPECT_THROW(read_launch(dir.path("missing.launch")), JudgeFailure);
}

}  // namespace
}  // namespace lcjudge
