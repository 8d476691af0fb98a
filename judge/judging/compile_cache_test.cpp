// The compile cache: an entry is found only by the same command, compiler and inputs, used only
// while every file its compile read is unchanged, and the least recently used go first.
#include "judging/compile_cache.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::TempDir;

// A stand-in for a compile in a folder of its own: a "compiler" (any file: the cache knows it by
// size and time stamp), a source and a header, and what a compile leaves: a binary and its depfile.
class CompileCacheTest : public ::testing::Test {
 protected:
  CompileCacheTest() : cache_(dir_.path("cache")) {
    compiler_ = dir_.write("bin/cc", "#!/bin/sh\n");
    source_ = dir_.write("solution.cpp", "int main() {}\n");
    header_ = dir_.write("header.h", "// one\n");
  }

  std::vector<std::string> command() const { return {compiler_, "-O2", "-o", "x", source_}; }

  // What a successful compile of the source leaves at TARGET (relative to the folder): BYTES, in
  // a new file as a compiler's output is renamed into place (the cache may hold a hard link to
  // the old one), and a depfile naming the source and the header. Returns TARGET's full path.
  std::string compiled(const std::string& target, const std::string& bytes) const {
    std::filesystem::remove(dir_.path(target));
    dir_.write(target + ".d", "x: " + source_ + " \\\n  " + header_ + "\n");
    return dir_.write(target, bytes);
  }

  TempDir dir_;
  CompileCache cache_;
  std::string compiler_, source_, header_;
};

TEST_F(CompileCacheTest, ABinaryStoredIsFetchedWithItsDepfile) {
  const std::string key = cache_.key(command(), {source_});
  compiled("out/first", "binary bytes");
  cache_.store(key, dir_.path("out/first"));

  const std::string target = dir_.path("elsewhere/second");
  ASSERT_TRUE(cache_.fetch(key, target));
  EXPECT_EQ(read_file(target), "binary bytes");
  EXPECT_EQ(read_file(target + ".d"), read_file(dir_.path("out/first.d")));
  // Newer than its source, as a binary just compiled would be.
  EXPECT_GE(std::filesystem::last_write_time(target), std::filesystem::last_write_time(source_));
}

// The entry is a hard link to the binary stored; a fetch elsewhere must not touch that binary,
// or a project whose source changed since would find its old binary newer than the change.
TEST_F(CompileCacheTest, AFetchLeavesTheStoredBinaryAsItWas) {
  const std::string key = cache_.key(command(), {source_});
  const std::string first = compiled("out/first", "binary bytes");
  struct timespec times[2] = {{0, UTIME_OMIT}, {1000000, 0}};
  utimensat(AT_FDCWD, first.c_str(), times, 0);
  cache_.store(key, first);
  ASSERT_TRUE(cache_.fetch(key, dir_.path("elsewhere/second")));
  struct stat info {};
  ASSERT_EQ(stat(first.c_str(), &info), 0);
  EXPECT_EQ(info.st_mtim.tv_sec, 1000000);
}

TEST_F(CompileCacheTest, AnUnknownKeyIsNotFound) {
  EXPECT_FALSE(cache_.fetch(cache_.key(command(), {source_}), dir_.path("out/x")));
  EXPECT_FALSE(std::filesystem::exists(dir_.path("out/x")));
}

TEST_F(CompileCacheTest, TheKeyChangesWithTheCommandTheInputsAndTheCompiler) {
  const std::string key = cache_.key(command(), {source_});
  EXPECT_EQ(cache_.key(command(), {source_}), key);

  std::vector<std::string> other_flags = command();
  other_flags[1] = "-O1";
  EXPECT_NE(cache_.key(other_flags, {source_}), key);

  dir_.write("solution.cpp", "int main() { return 1; }\n");
  EXPECT_NE(cache_.key(command(), {source_}), key);
  dir_.write("solution.cpp", "int main() {}\n");
  EXPECT_EQ(cache_.key(command(), {source_}), key);  // its content, not its time stamp

  dir_.write("bin/cc", "#!/bin/sh\n# a newer version\n");
  EXPECT_NE(cache_.key(command(), {source_}), key);
}

// A source over 4 MiB was known by its size and time stamp: an edit of the same size with the
// time stamp put back came "from the compile cache". Every input is known by its content.
TEST_F(CompileCacheTest, ALargeSourceIsKnownByItsContent) {
  std::string text(6 << 20, ' ');
  text += "int main() {}\n";
  dir_.write("solution.cpp", text);
  struct timespec times[2] = {{0, UTIME_OMIT}, {1000000, 0}};
  utimensat(AT_FDCWD, source_.c_str(), times, 0);
  const std::string key = cache_.key(command(), {source_});
  compiled("out/first", "bytes");
  cache_.store(key, dir_.path("out/first"));

  text[0] = '/';
  text[1] = '/';
  dir_.write("solution.cpp", text);
  utimensat(AT_FDCWD, source_.c_str(), times, 0);
  EXPECT_NE(cache_.key(command(), {source_}), key);
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/second")));  // the depfile's check too
}

TEST_F(CompileCacheTest, AnEntryIsNotUsedOnceAFileItsCompileReadHasChanged) {
  const std::string key = cache_.key(command(), {source_});
  compiled("out/first", "built with header one");
  cache_.store(key, dir_.path("out/first"));

  // The header is not among the key's inputs: only the depfile knows the compile read it.
  dir_.write("header.h", "// two\n");
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/second")));
  dir_.write("header.h", "// one\n");
  EXPECT_TRUE(cache_.fetch(key, dir_.path("out/second")));
  std::filesystem::remove(header_);
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/third")));
}

TEST_F(CompileCacheTest, StoringAgainReplacesTheEntry) {
  const std::string key = cache_.key(command(), {source_});
  compiled("out/first", "old");
  cache_.store(key, dir_.path("out/first"));
  compiled("out/first", "new");
  cache_.store(key, dir_.path("out/first"));
  ASSERT_TRUE(cache_.fetch(key, dir_.path("out/second")));
  EXPECT_EQ(read_file(dir_.path("out/second")), "new");
}

TEST_F(CompileCacheTest, ACompileWithoutDepfileIsNotKept) {
  const std::string key = cache_.key(command(), {source_});
  dir_.write("out/first", "bytes");
  cache_.store(key, dir_.path("out/first"));
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/second")));
}

// A solution can make its compile read a device (#include "/dev/stdin"): the judge does not
// read it to know it again, and does not keep that compile.
TEST_F(CompileCacheTest, ACompileThatReadADeviceIsNotKept) {
  const std::string key = cache_.key(command(), {source_});
  compiled("out/first", "bytes");
  dir_.write("out/first.d", "x: " + source_ + " /dev/null\n");
  cache_.store(key, dir_.path("out/first"));
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/second")));
  EXPECT_FALSE(std::filesystem::exists(dir_.path("cache/" + key)));
}

TEST_F(CompileCacheTest, TheLeastRecentlyUsedEntriesGoFirst) {
  std::vector<std::string> keys;
  for (size_t i = 0; i < CacheBudget{}.entries; ++i) {
    std::vector<std::string> words = command();
    words.push_back("-DVARIANT=" + std::to_string(i));
    keys.push_back(cache_.key(words, {source_}));
    compiled("out/binary" + std::to_string(i), "bytes");
    cache_.store(keys.back(), dir_.path("out/binary" + std::to_string(i)));
    // Entries are ordered by when they were stored or last fetched, to the nanosecond.
    struct timespec times[2] = {{0, UTIME_OMIT}, {static_cast<time_t>(1000000 + i), 0}};
    utimensat(AT_FDCWD, dir_.path("cache/" + keys.back() + "/inputs").c_str(), times, 0);
  }
  auto entries = [&] {
    size_t count = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir_.path("cache"))) ++count;
    return count;
  };
  EXPECT_EQ(entries(), CacheBudget{}.entries);

  // The first stored, fetched now, is the most recently used: the next store evicts the others
  // of the oldest quarter.
  ASSERT_TRUE(cache_.fetch(keys[0], dir_.path("out/again")));
  std::vector<std::string> words = command();
  words.push_back("-DVARIANT=last");
  compiled("out/last", "bytes");
  cache_.store(cache_.key(words, {source_}), dir_.path("out/last"));
  EXPECT_EQ(entries(), CacheBudget{}.entries * 3 / 4);
  EXPECT_TRUE(std::filesystem::exists(dir_.path("cache/" + keys[0])));
  EXPECT_FALSE(std::filesystem::exists(dir_.path("cache/" + keys[1])));
  EXPECT_TRUE(std::filesystem::exists(dir_.path("cache/" + keys.back())));
}

// A binary padded to tens of MB (.fill) is not kept, and the entries together stay within the
// byte budget, the least recently used going first.
TEST_F(CompileCacheTest, TheCacheKeepsWithinItsByteBudget) {
  CacheBudget budget;
  budget.entry_bytes = 1000;
  budget.total_bytes = 2500;
  CompileCache small(dir_.path("small"), budget);
  auto store = [&](const std::string& variant, size_t bytes, time_t used) {
    std::vector<std::string> words = command();
    words.push_back("-D" + variant);
    const std::string key = small.key(words, {source_});
    small.store(key, compiled("out/" + variant, std::string(bytes, 'b')));
    struct timespec times[2] = {{0, UTIME_OMIT}, {used, 0}};
    utimensat(AT_FDCWD, dir_.path("small/" + key + "/inputs").c_str(), times, 0);
    return key;
  };
  const std::string too_large = store("large", 1001, 1000000);
  EXPECT_FALSE(std::filesystem::exists(dir_.path("small/" + too_large)));
  const std::string first = store("first", 1000, 1000001);
  const std::string second = store("second", 1000, 1000002);
  EXPECT_TRUE(std::filesystem::exists(dir_.path("small/" + first)));
  const std::string third = store("third", 1000, 1000003);  // 3000 bytes: the oldest goes
  EXPECT_FALSE(std::filesystem::exists(dir_.path("small/" + first)));
  EXPECT_TRUE(std::filesystem::exists(dir_.path("small/" + second)));
  EXPECT_TRUE(std::filesystem::exists(dir_.path("small/" + third)));
}

// The cache is the judge's: an entry another uid wrote (or rewrote) is not used.
TEST_F(CompileCacheTest, AnEntryTheJudgeDoesNotOwnIsNotUsed) {
  if (geteuid() != 0) GTEST_SKIP() << "needs root to give a file to another uid";
  const std::string key = cache_.key(command(), {source_});
  compiled("out/first", "bytes");
  cache_.store(key, dir_.path("out/first"));
  ASSERT_EQ(chown(dir_.path("cache/" + key + "/depfile").c_str(), 65534, 65534), 0);
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/second")));
}

// A compile stopped at a limit is remembered under its key, with the message it got.
TEST_F(CompileCacheTest, AStoppedCompileIsRememberedByItsKey) {
  const std::string key = cache_.key(command(), {source_});
  EXPECT_EQ(cache_.remembered_stop(key), std::nullopt);
  cache_.remember_stop(key, "the compiler passed its CPU time limit of 60 s");
  EXPECT_EQ(cache_.remembered_stop(key), "the compiler passed its CPU time limit of 60 s");
  EXPECT_FALSE(cache_.fetch(key, dir_.path("out/x")));  // no binary comes of it
  dir_.write("solution.cpp", "int main() { return 2; }\n");
  EXPECT_EQ(cache_.remembered_stop(cache_.key(command(), {source_})), std::nullopt);
}

// An input written after its target was made is changed, even with its modification time set back
// (cp -p, tar x, touch -d); one unchanged since is not; a missing one is.
TEST(ChangedAfterTest, AWriteCountsEvenWithItsModificationTimeSetBack) {
  TempDir dir;
  const std::string input = dir.write("solution.cpp", "int a;\n");
  const struct timespec long_ago[2] = {{1577836800, 0}, {1577836800, 0}};
  ASSERT_EQ(utimensat(AT_FDCWD, input.c_str(), long_ago, 0), 0);
  usleep(20000);  // past the file system's clock granularity
  const std::string target = dir.write("binary", "made\n");
  EXPECT_FALSE(changed_after(input, target));
  usleep(20000);
  dir.write("solution.cpp", "int b;\n");
  ASSERT_EQ(utimensat(AT_FDCWD, input.c_str(), long_ago, 0), 0);
  EXPECT_TRUE(changed_after(input, target));
  EXPECT_TRUE(changed_after(dir.path("missing.cpp"), target));
  EXPECT_TRUE(changed_after(input, dir.path("missing")));
}

// A project in a folder whose path holds a space: the depfile quotes it as make does, and was
// split at it, so nothing was ever up to date or kept (every run compiled every solution again).
TEST(DepfilePrerequisitesTest, MakesQuotingIsUndone) {
  TempDir dir;
  const std::string depfile = dir.write("binary.d", "/tmp/my\\ project/build/x/optimised: \\\n"
                                                     "  ./solutions/p/accepted/a.cpp /tmp/my\\ project/build/driver/pch.h \\\n"
                                                     "  /x/a\\#b.h /x/c$$d.h\n");
  EXPECT_EQ(depfile_prerequisites(depfile),
            (std::vector<std::string>{"./solutions/p/accepted/a.cpp", "/tmp/my project/build/driver/pch.h", "/x/a#b.h",
                                      "/x/c$d.h"}));
}

}  // namespace
}  // namespace lcjudge
