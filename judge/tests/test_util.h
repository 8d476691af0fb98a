// Helpers shared by the judge's tests: a temporary folder that removes itself, a check that a
// process has died, and a substring assertion whose failure shows the whole text.
#pragma once

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "base/error.h"

namespace lcjudge::test_util {

// Whether a compiler's OUTPUT says it could not find PATH, in g++'s, clang's or an assembler's
// words ("x: No such file or directory", "'x' file not found", "Could not find incbin file 'x'").
inline bool says_not_found(const std::string& output, const std::string& path) {
  for (const std::string& words : {path + ": No such file or directory", "'" + path + "' file not found",
                                   "file not found: " + path, "Could not find incbin file '" + path + "'"}) {
    if (output.find(words) != std::string::npos) return true;
  }
  return false;
}

// A fresh folder under /tmp (mkdtemp), removed with everything in it when the test ends.
class TempDir {
 public:
  TempDir() {
    char pattern[] = "/tmp/lcjudge-test-XXXXXX";
    if (!mkdtemp(pattern)) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }

  const std::string& path() const { return path_; }
  std::string path(const std::string& relative) const { return path_ + "/" + relative; }

  // Writes `text` to RELATIVE, making its folders; returns the full path.
  std::string write(const std::string& relative, const std::string& text) const {
    std::string full = path(relative);
    std::filesystem::create_directories(std::filesystem::path(full).parent_path());
    std::ofstream(full, std::ios::binary) << text;
    return full;
  }

  std::string mkdir(const std::string& relative) const {
    std::filesystem::create_directories(path(relative));
    return path(relative);
  }

 private:
  std::string path_;
};

// True once PID has died: /proc has no entry for it, or it is a zombie waiting for whoever
// inherited it to reap it. Waits up to `patience` for a SIGKILL to be delivered.
inline bool process_gone(pid_t pid, std::chrono::milliseconds patience = std::chrono::milliseconds(2000)) {
  auto deadline = std::chrono::steady_clock::now() + patience;
  for (;;) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    if (!std::getline(stat, text)) return true;
    auto close = text.rfind(") ");  // "PID (COMM) STATE ...": COMM may itself hold ") "
    if (close == std::string::npos || close + 2 >= text.size()) return true;
    char state = text[close + 2];
    if (state == 'Z' || state == 'X') return true;
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

// A process's parent, from /proc; 0 if it is gone.
inline pid_t parent_of(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  if (!std::getline(stat, text)) return 0;
  auto close = text.rfind(") ");  // "PID (COMM) STATE PPID ...": COMM may itself hold ") "
  if (close == std::string::npos) return 0;
  std::istringstream rest(text.substr(close + 2));
  std::string state;
  pid_t parent = 0;
  rest >> state >> parent;
  return parent;
}

// The message of the JudgeFailure that F throws, or "(no error)".
template <typename F> std::string failure(F&& f) {
  try {
    f();
  } catch (const JudgeFailure& e) {
    return e.what();
  }
  return "(no error)";
}

inline ::testing::AssertionResult Contains(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "'" << text << "' does not contain '" << part << "'";
}

// The judge built beside this test binary (build/judge, or build/asan/judge for the sanitized
// suite), so that the end-to-end tests run the judge built with the tests' own flags.
inline std::string built_judge() {
  return (std::filesystem::read_symlink("/proc/self/exe").parent_path() / "judge").string();
}

// The live processes whose program is `path` (zombies have no exe link and are not counted).
inline std::vector<pid_t> processes_running(const std::string& path) {
  std::vector<pid_t> found;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::error_code error;
    if (std::filesystem::read_symlink(entry.path() / "exe", error).string() == path && !error) {
      found.push_back(std::stoi(name));
    }
  }
  return found;
}

// Points TMPDIR (where judge_case makes its scratch folders) elsewhere while it lives.
class TmpdirOverride {
 public:
  explicit TmpdirOverride(const std::string& path) {
    if (const char* old = std::getenv("TMPDIR")) old_ = old;
    setenv("TMPDIR", path.c_str(), 1);
  }
  ~TmpdirOverride() { old_ ? (void)setenv("TMPDIR", old_->c_str(), 1) : (void)unsetenv("TMPDIR"); }
  TmpdirOverride(const TmpdirOverride&) = delete;
  TmpdirOverride& operator=(const TmpdirOverride&) = delete;

 private:
  std::optional<std::string> old_;
};

}  // namespace lcjudge::test_util
