// Scratch folders: made fresh and empty under scratch_base(), removed with everything in them, the
// watch told of both (the interrupt registry's way in), and a clean error when none can be made.
#include "base/scratch_folder.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"

namespace lcjudge {
namespace {

namespace fs = std::filesystem;

// What the watch saw, in order: "made PATH (exists)", "gone PATH (absent)".
std::vector<std::string> watched;

void record_made(const std::string& path) {
  watched.push_back("made " + path + (fs::is_directory(path) ? " (exists)" : " (absent)"));
}
void record_gone(const std::string& path) {
  watched.push_back("gone " + path + (fs::exists(path) ? " (exists)" : " (absent)"));
}

// Sets TMPDIR for the test's length, then restores it (or its absence).
class TmpdirSet {
 public:
  explicit TmpdirSet(const std::string& value) : had_(std::getenv("TMPDIR") != nullptr) {
    if (had_) old_ = std::getenv("TMPDIR");
    setenv("TMPDIR", value.c_str(), 1);
  }
  ~TmpdirSet() { had_ ? (void)setenv("TMPDIR", old_.c_str(), 1) : (void)unsetenv("TMPDIR"); }

 private:
  bool had_;
  std::string old_;
};

TEST(ScratchFolderTest, MakesAFreshEmptyFolderUnderTheBase) {
  ScratchFolder first("lcjudge-test"), second("lcjudge-test");
  EXPECT_TRUE(fs::is_directory(first.path()));
  EXPECT_TRUE(fs::is_empty(first.path()));
  EXPECT_EQ(fs::path(first.path()).parent_path(), scratch_base());
  EXPECT_EQ(fs::path(first.path()).filename().string().rfind("lcjudge-test-", 0), 0u);
  EXPECT_NE(first.path(), second.path());
}

TEST(ScratchFolderTest, RemovedWithEverythingInIt) {
  std::string path;
  {
    ScratchFolder scratch("lcjudge-test");
    path = scratch.path();
    fs::create_directories(path + "/deep/er");
    std::ofstream(path + "/deep/er/file") << "x";
  }
  EXPECT_FALSE(fs::exists(path));
}

TEST(ScratchFolderTest, RemovedWhenAnExceptionLeavesItsScope) {
  std::string path;
  try {
    ScratchFolder scratch("lcjudge-test");
    path = scratch.path();
    throw JudgeFailure("bad case");
  } catch (const JudgeFailure&) {
  }
  EXPECT_FALSE(path.empty());
  EXPECT_FALSE(fs::exists(path));
}

TEST(ScratchFolderTest, WritesFilesInside) {
  ScratchFolder scratch("lcjudge-test");
  std::string path = scratch.write("case.in", "1\n2\n");
  EXPECT_EQ(path, scratch.path() + "/case.in");
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), "1\n2\n");
  EXPECT_THROW(scratch.write("no/such/folder", ""), JudgeFailure);
}

TEST(ScratchFolderTest, TheWatchHearsOfItOnceMadeAndOnceGone) {
  watched.clear();
  std::string path;
  {
    ScratchFolder scratch("lcjudge-test", {record_made, record_gone});
    path = scratch.path();
  }
  EXPECT_EQ(watched, (std::vector<std::string>{"made " + path + " (exists)", "gone " + path + " (absent)"}));
}

TEST(ScratchFolderTest, FollowsTmpdir) {
  ScratchFolder outer("lcjudge-test");
  TmpdirSet tmpdir(outer.path());
  ScratchFolder inner("lcjudge-test");
  EXPECT_EQ(fs::path(inner.path()).parent_path(), fs::path(outer.path()));
}

TEST(ScratchFolderTest, ACleanErrorWhenNoneCanBeMade) {
  TmpdirSet tmpdir("/proc");  // a folder, but no one makes folders in it
  watched.clear();
  try {
    ScratchFolder scratch("lcjudge-test", {record_made, record_gone});
    FAIL() << "made " << scratch.path();
  } catch (const JudgeFailure& e) {
    EXPECT_EQ(std::string(e.what()).rfind("cannot create '/proc/lcjudge-test-", 0), 0u) << e.what();
  }
  EXPECT_TRUE(watched.empty());
}

}  // namespace
}  // namespace lcjudge
