// The Java build's driver jar (language_build.h): built when judge/driver/java/ changes, and
// only then.
#include "judging/language_build.h"

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <string>

#include "tests/scratch_project.h"

namespace lcjudge {
namespace {

ino_t inode_of(const std::string& path) {
  struct stat status {};
  return stat(path.c_str(), &status) == 0 ? status.st_ino : 0;
}

// A jar built again is a new file put in place by rename: a new inode. Building it costs two JVM
// starts (javac, then the pack), about a second of CPU, which every command judging a Java
// solution paid before.
TEST(JavaDriverJarTest, IsNotBuiltAgainByTheNextCommand) {
  if (access((std::string(kJavaHome) + "/bin/javac").c_str(), X_OK) != 0) GTEST_SKIP() << "no JDK 17";
  test_util::ScratchProject scratch;
  const std::string solution = "solutions/1-add/accepted/add.java";
  scratch.write(solution, "class Solution {\n    public int add(int a, int b) { return a + b; }\n}\n");
  RunRecord first = scratch.judge({"build", solution});
  ASSERT_TRUE(first.exited && first.exit_code == 0) << first.stdout_text << first.stderr_text;
  const std::string jar = scratch.path("build/languages/java/driver.jar");
  const ino_t built = inode_of(jar);
  ASSERT_NE(built, 0u);
  RunRecord again = scratch.judge({"build", solution});
  ASSERT_TRUE(again.exited && again.exit_code == 0) << again.stdout_text << again.stderr_text;
  EXPECT_EQ(inode_of(jar), built);
}

}  // namespace
}  // namespace lcjudge
