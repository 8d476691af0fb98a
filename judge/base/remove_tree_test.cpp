// Removing a tree: one deeper than the descriptor limit, and one with folders its owner closed.
#include "base/remove_tree.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

// A chain of DEPTH folders named "d" under PATH, made one level at a time, with a file at the bottom.
void make_chain(const std::string& path, int depth) {
  int fd = open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  for (int level = 0; level < depth; ++level) {
    ASSERT_EQ(mkdirat(fd, "d", 0755), 0);
    int down = openat(fd, "d", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    ASSERT_GE(down, 0);
    close(fd);
    fd = down;
  }
  int file = openat(fd, "bottom", O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
  ASSERT_GE(file, 0);
  close(file);
  close(fd);
}

// Removed in a child whose descriptor limit is 256, so that the tree need only be 1,256 deep (the
// process's own limit, often 20,000 or more, would need a tree that takes seconds to make).
TEST(RemoveTreeTest, ATreeDeeperThanTheDescriptorLimitIsRemovedWhole) {
  test_util::TempDir dir;
  const std::string root = dir.path("deep");
  std::filesystem::create_directory(root);
  constexpr rlim_t kDescriptors = 256;
  make_chain(root, static_cast<int>(kDescriptors) + 1000);
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    rlimit lowered{kDescriptors, kDescriptors};
    _exit(setrlimit(RLIMIT_NOFILE, &lowered) == 0 && remove_tree(root) ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  EXPECT_FALSE(std::filesystem::exists(root));
}

TEST(RemoveTreeTest, FoldersClosedByTheirOwnerAndLinksAreRemovedNotFollowed) {
  test_util::TempDir dir;
  const std::string root = dir.path("tree"), outside = dir.path("outside");
  dir.write("tree/a/b/file", "x");
  dir.write("outside/kept", "x");
  std::filesystem::create_directory_symlink(outside, root + "/a/link");
  chmod((root + "/a/b").c_str(), 0);
  chmod((root + "/a").c_str(), 0);
  EXPECT_TRUE(remove_tree(root));
  EXPECT_FALSE(std::filesystem::exists(root));
  EXPECT_TRUE(std::filesystem::exists(outside + "/kept"));
  EXPECT_TRUE(remove_tree(root)) << "nothing left is nothing left";
}

}  // namespace
}  // namespace lcjudge
