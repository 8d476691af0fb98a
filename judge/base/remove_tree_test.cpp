// Removing a tree: one deeper than the descriptor limit, and one with folders its owner closed.
#include "base/remove_tree.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
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

TEST(RemoveTreeTest, ATreeDeeperThanTheDescriptorLimitIsRemovedWhole) {
  test_util::TempDir dir;
  const std::string root = dir.path("deep");
  std::filesystem::create_directory(root);
  rlimit descriptors{};
  getrlimit(RLIMIT_NOFILE, &descriptors);
  const int depth = static_cast<int>(std::min<rlim_t>(descriptors.rlim_cur, 20000)) + 1000;
  make_chain(root, depth);
  EXPECT_TRUE(remove_tree(root));
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
