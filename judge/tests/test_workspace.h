// Where a test process may write, and the builds it shares with the other test processes.
//
// make test runs the suite as two processes side by side (scripts/make-test.sh), so nothing one
// writes may be written by the other:
//   - shared, read-only to tests: build/driver/ (the precompiled prelude and driver objects of
//     every toolchain the tests compile with) and build/test_cache/ (the compile cache holding the
//     fixture solutions). prepare_shared_builds() makes both, once, before the tests start:
//     `judge_tests --prepare-only` before make test starts its parts, and every test process's
//     main again under a lock (nothing to do when they are up to date). A test process checks at
//     exit that build/driver/ is as it was after that (shared_driver_fingerprint()).
//   - private, one per test process: a folder from mkdtemp (/tmp/lcjudge-tests-XXXXXX), made by
//     main before the first test and removed after the last, holding the process's fixture
//     binaries, its scratch projects' compile cache and anything else a test writes outside a
//     TempDir of its own.
#pragma once

#include <sys/file.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

#include <fmt/core.h>

namespace lcjudge::test_util {

inline const std::string kSharedDriver = "build/driver";
inline const std::string kSharedLanguages = "build/languages";
inline const std::string kFixtureCache = "build/test_cache";

// The test process's private folder; set once by main before any test runs, then never changed.
inline std::string& private_folder_storage() {
  static std::string folder;
  return folder;
}

inline const std::string& private_folder() {
  const std::string& folder = private_folder_storage();
  if (folder.empty()) throw std::runtime_error("no private folder: the test binary's main makes it before any test");
  return folder;
}

// RELATIVE inside the test process's private folder.
inline std::string private_path(const std::string& relative) { return private_folder() + "/" + relative; }

// Makes the private folder (mkdtemp) and removes it, with everything in it, when it goes.
class PrivateFolder {
 public:
  PrivateFolder() {
    char pattern[] = "/tmp/lcjudge-tests-XXXXXX";
    if (!mkdtemp(pattern)) throw std::runtime_error("mkdtemp of the test process's private folder failed");
    private_folder_storage() = pattern;
  }
  PrivateFolder(const PrivateFolder&) = delete;
  PrivateFolder& operator=(const PrivateFolder&) = delete;
  ~PrivateFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(private_folder_storage(), ignored);
    private_folder_storage().clear();
  }
};

// Holds an exclusive lock on build/test-prepare.lock while it lives: two test processes started
// without `--prepare-only` before them prepare the shared builds one after the other.
class PrepareLock {
 public:
  PrepareLock() {
    std::filesystem::create_directories("build");
    fd_ = open("build/test-prepare.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0 || flock(fd_, LOCK_EX) != 0) throw std::runtime_error("cannot lock build/test-prepare.lock");
  }
  PrepareLock(const PrepareLock&) = delete;
  PrepareLock& operator=(const PrepareLock&) = delete;
  ~PrepareLock() { close(fd_); }

 private:
  int fd_ = -1;
};

// Every file under build/driver/ with its size and modification time: any change a test makes
// to the shared driver changes it.
inline std::string shared_driver_fingerprint() {
  std::string text;
  if (!std::filesystem::is_directory(kSharedDriver)) return text;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(kSharedDriver)) {
    struct stat info {};
    if (lstat(entry.path().c_str(), &info) != 0) continue;
    text += fmt::format("{} {} {} {}.{}\n", entry.path().string(), info.st_mode, info.st_size,
                        info.st_mtim.tv_sec, info.st_mtim.tv_nsec);
  }
  return text;
}

}  // namespace lcjudge::test_util
