// A throwaway project for running the real build/judge on: testcases/1-add/ (method add, 0.5 s,
// 256 MiB, one sample), solutions/1-add/accepted/add.cpp, judge/ linked to this repository's,
// build/driver/ linked to the shared driver the test binary prepared before its first test
// (tests/test_workspace.h), so that solutions compile with its precompiled prelude (about 1 s
// each instead of 5), build/languages/ linked to the Java driver's jar and Python's bytecode
// prepared with it, and build/cache/ linked to a compile cache private to this test process, so
// that add.cpp, compiled the same way in an earlier scratch project, is not compiled again.
// Tests run from the repository root.
//
// The shared driver is read-only to tests: a judge run inside the project (judge()) names its
// files as this repository's judge does ("./judge/driver") and finds it up to date. A test that
// builds in-process with the project's absolute root compiles with other command lines, which
// would rebuild it: such a test asks for a driver build of its own (DriverBuild::kOwn). The test
// binary fails the run if build/driver/ changed.
#pragma once

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "commands/cli.h"
#include "judging/build.h"
#include "problem/project.h"
#include "process/spawn.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

namespace lcjudge::test_util {

class ScratchProject {
 public:
  static constexpr const char* kProblem = "testcases/1-add";
  static constexpr const char* kSolution = "solutions/1-add/accepted/add.cpp";

  enum class DriverBuild { kShared, kOwn };

  explicit ScratchProject(DriverBuild driver_build = DriverBuild::kShared) {
    // Without the sanitized build, which would double every compile: sanitizer_test.cpp asks for it.
    write(std::string(kProblem) + "/problem.yaml", "method: add\ntime_limit: 0.5\nmemory_limit: 256\nsanitize: false\n");
    write(std::string(kProblem) + "/sample/1.in", "2\n3\n");
    write(std::string(kProblem) + "/sample/1.ans", "5\n");
    write(kSolution, "// Must earn AC: the sum.\nclass Solution {\n public:\n  int add(int a, int b) { return a + b; }\n};\n");
    std::filesystem::create_directory_symlink(std::filesystem::absolute("judge"), dir_.path("judge"));
    dir_.mkdir("build");
    if (driver_build == DriverBuild::kShared) {
      std::filesystem::create_directory_symlink(std::filesystem::absolute(kSharedDriver), dir_.path("build/driver"));
      // Java's driver jar and Python's bytecode, prepared with the shared driver: javac costs seconds.
      std::filesystem::create_directory_symlink(std::filesystem::absolute(kSharedLanguages), dir_.path("build/languages"));
      // This process's compile cache: most scratch projects compile the same add.cpp the same way.
      const std::string cache = private_path("scratch-cache");
      std::filesystem::create_directories(cache);
      std::filesystem::create_directory_symlink(cache, dir_.path("build/cache"));
    }
  }

  const std::string& root() const { return dir_.path(); }
  std::string path(const std::string& relative) const { return dir_.path(relative); }
  std::string write(const std::string& relative, const std::string& text) const { return dir_.write(relative, text); }
  std::string mkdir(const std::string& relative) const { return dir_.mkdir(relative); }

  // Every file, folder and symlink but build/ and the judge/ link: its type and mode, and its
  // contents' size and hash or its target. Hashed in pieces: a test's 100 MiB input must not
  // swell this process, whose peak memory the programs it starts inherit (wait4's ru_maxrss).
  std::map<std::string, std::string> snapshot() const {
    std::map<std::string, std::string> files;
    namespace fs = std::filesystem;
    for (auto it = fs::recursive_directory_iterator(root()); it != fs::recursive_directory_iterator(); ++it) {
      std::string relative = it->path().lexically_relative(root()).generic_string();
      if (relative == "build" || relative == "judge") {
        it.disable_recursion_pending();
        continue;
      }
      struct stat info {};
      lstat(it->path().c_str(), &info);
      std::string entry = std::to_string(info.st_mode) + " ";
      if (it->is_symlink()) {
        entry += "-> " + fs::read_symlink(it->path()).string();
      } else if (it->is_regular_file()) {
        entry += content_hash(it->path().string());
      }
      files[relative] = entry;
    }
    return files;
  }

  // Runs the built judge (test_util.h) with ARGS in the project, to the end; its standard input
  // is STDIN_PATH's file, or /dev/null. Ten minutes at most: a backstop for a judge that hangs,
  // far past what its builds and runs take on a loaded machine (a minute was passed there).
  RunRecord judge(const std::vector<std::string>& args, const std::string& stdin_path = "") const {
    SpawnRequest request;
    request.stdin_path = stdin_path;
    request.argv = {built_judge()};
    request.argv.insert(request.argv.end(), args.begin(), args.end());
    request.working_directory = root();
    request.side_channel = false;
    request.limits.wall_seconds = 600;
    return spawn_and_wait(request);
  }

 private:
  // Size and 64-bit FNV-1a hash of a file's bytes, read 64 KiB at a time.
  static std::string content_hash(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::uint64_t hash = 14695981039346656037ull, size = 0;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
      for (std::streamsize i = 0; i < in.gcount(); ++i) hash = (hash ^ static_cast<unsigned char>(buffer[i])) * 1099511628211ull;
      size += static_cast<std::uint64_t>(in.gcount());
    }
    return std::to_string(size) + " bytes, hash " + std::to_string(hash);
  }

  TempDir dir_;
};

}  // namespace lcjudge::test_util
