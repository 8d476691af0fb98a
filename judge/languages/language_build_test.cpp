// What the Python and Java builds (language_build.h) make once for every run: the driver's
// bytecode and jar, built when judge/driver/ changes and only then, and a solution's classes
// compiled for a fast start.
#include "judging/language_build.h"
#include "judging/language_toolchain.h"

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <string>

#include "base/atomic_file.h"
#include "judging/language_launch.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"

namespace lcjudge {
namespace {

constexpr const char* kJavaHome = "/usr/lib/jvm/java-17-openjdk-amd64";  // java.cpp's

bool have_jdk() { return language_toolchain(Language::kJava).installed(); }

ino_t inode_of(const std::string& path) {
  struct stat status {};
  return stat(path.c_str(), &status) == 0 ? status.st_ino : 0;
}

// A jar built again is a new file put in place by rename: a new inode. Building it costs two JVM
// starts (javac, then the pack), about a second of CPU, which every command judging a Java
// solution paid before; javac's class-data archive, a javac.
TEST(SlowJavaDriverJarTest, IsNotBuiltAgainByTheNextCommand) {
  if (!have_jdk()) GTEST_SKIP() << "no JDK 17";
  test_util::ScratchProject scratch(test_util::ScratchProject::DriverBuild::kOwn);  // its own jar, built here
  const std::string solution = "solutions/1-add/accepted/add.java";
  scratch.write(solution, "class Solution {\n    public int add(int a, int b) { return a + b; }\n}\n");
  RunRecord first = scratch.judge({"build", solution});
  ASSERT_TRUE(first.exited && first.exit_code == 0) << first.stdout_text << first.stderr_text;
  const std::string jar = scratch.path("build/languages/java/driver.jar");
  const ino_t built = inode_of(jar);
  ASSERT_NE(built, 0u);
  // javac's class-data archive likewise, made by the first build and mapped by every javac after.
  const std::string archive = scratch.path("build/languages/java/javac.jsa");
  const ino_t dumped = inode_of(archive);
  EXPECT_NE(dumped, 0u);
  RunRecord again = scratch.judge({"build", solution});
  ASSERT_TRUE(again.exited && again.exit_code == 0) << again.stdout_text << again.stderr_text;
  EXPECT_EQ(inode_of(jar), built);
  EXPECT_EQ(inode_of(archive), dumped);
}

// A run compiles what it is given as the script again (-B: no cache), so the launch shows the
// driver compiled once: Python 3.11's bytecode (magic number 3495, then \r\n), which the run
// executes and judges right, and which a second build keeps.
TEST(PythonDriverBytecodeTest, TheRunIsShownTheDriverCompiledOnce) {
  if (!language_toolchain(Language::kPython).installed()) GTEST_SKIP() << "no Python 3.11";
  test_util::ScratchProject scratch;
  const std::string solution = "solutions/1-add/accepted/add.py";
  scratch.write(solution, "class Solution:\n    def add(self, a, b):\n        return a + b\n");
  RunRecord run = scratch.judge({"run", solution});
  ASSERT_TRUE(run.exited && run.exit_code == 0) << run.stdout_text << run.stderr_text;
  auto launch = read_launch(launch_path(scratch.path("build/solutions/1-add/accepted/add.py")));
  ASSERT_EQ(launch->shown.size(), 2u);
  const std::string pyc = launch->shown.front();
  EXPECT_EQ(pyc, scratch.path("build/languages/python/lcjudge_driver.pyc"));
  EXPECT_EQ(read_file(pyc).substr(0, 4), std::string("\xa7\x0d\x0d\x0a"));
  const ino_t built = inode_of(pyc);
  RunRecord again = scratch.judge({"build", solution});
  ASSERT_TRUE(again.exited && again.exit_code == 0) << again.stdout_text << again.stderr_text;
  EXPECT_EQ(inode_of(pyc), built);
}

// The solution's string concatenation compiles to StringBuilder calls, not to an invokedynamic
// site whose bootstrap would cost the run 15 to 20 ms of CPU (javap shows which).
TEST(JavaSolutionBuildTest, StringConcatenationNeedsNoBootstrap) {
  if (!have_jdk()) GTEST_SKIP() << "no JDK 17";
  test_util::ScratchProject scratch;
  const std::string solution = "solutions/1-add/accepted/add.java";
  scratch.write(solution, "class Solution {\n    public int add(int a, int b) {\n"
                          "        String s = \"\" + a + b;\n        return s.isEmpty() ? 0 : a + b;\n    }\n}\n");
  RunRecord built = scratch.judge({"run", solution});
  ASSERT_TRUE(built.exited && built.exit_code == 0) << built.stdout_text << built.stderr_text;
  SpawnRequest javap;
  javap.argv = {std::string(kJavaHome) + "/bin/javap", "-c", "-cp",
                scratch.path("build/solutions/1-add/accepted/add.java/solution.jar"), "Solution"};
  javap.side_channel = false;
  javap.limits.wall_seconds = 60;
  RunRecord shown = spawn_and_wait(javap);
  ASSERT_TRUE(shown.exited && shown.exit_code == 0) << shown.stdout_text << shown.stderr_text;
  EXPECT_NE(shown.stdout_text.find("java/lang/StringBuilder"), std::string::npos) << shown.stdout_text;
  EXPECT_EQ(shown.stdout_text.find("makeConcatWithConstants"), std::string::npos) << shown.stdout_text;
}

// A Java solution's jar is kept in the compile cache by what it was made from: the same source
// built into another folder (another scratch project, the other half of the unit tests) takes it
// from there, without javac; a changed source is compiled again.
TEST(JavaSolutionBuildTest, TheSameSourceBuiltElsewhereComesFromTheCompileCache) {
  if (!have_jdk()) GTEST_SKIP() << "no JDK 17";
  test_util::TempDir dir;
  const std::string source = dir.write("add.java", "class Solution {\n    public int add(int a, int b) { return a + b; }\n}\n");
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(dir.path("cache"));
  ProblemConfig config;
  config.method = "add";
  auto build_into = [&](const std::string& folder) {
    SolutionFile solution;
    solution.source = source;
    solution.problem = "1-add";
    solution.language = Language::kJava;
    set_build_folder(solution, dir.path(folder));
    return builder.build(solution, config);
  };
  BuildOutcome first = build_into("one");
  ASSERT_TRUE(first.ok) << first.message << first.log;
  EXPECT_FALSE(first.from_cache);
  BuildOutcome second = build_into("two");
  ASSERT_TRUE(second.ok) << second.message << second.log;
  EXPECT_TRUE(second.from_cache);
  EXPECT_EQ(read_file(dir.path("two/solution.jar")), read_file(dir.path("one/solution.jar")));
  dir.write("add.java", "class Solution {\n    public int add(int a, int b) { return b + a; }\n}\n");
  BuildOutcome changed = build_into("three");
  ASSERT_TRUE(changed.ok) << changed.message << changed.log;
  EXPECT_FALSE(changed.from_cache);
}

}  // namespace
}  // namespace lcjudge
