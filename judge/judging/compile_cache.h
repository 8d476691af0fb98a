// Compiled solutions kept by what they were compiled from (build/cache/), as ccache's direct mode
// keeps objects: a compile whose command line, compiler and inputs were all seen before takes
// that compile's binary instead of running the compiler again. A solution put back as it was,
// the same file in two projects (the unit tests' scratch projects share one cache), or a branch
// switched back to, compiles once.
//
// An entry is found by a key: the SHA-256 of the command line, the compiler binary's size and
// time stamp, and the contents of the inputs known before compiling (the source, the entry, the
// driver's objects and precompiled header). It is used only if every file its compile read (its
// depfile) still has the content it had then. Only successful compiles that read regular files
// alone are kept: a compile error, a compiler stopped at one of its jail's limits, or a source
// that includes a device runs again every time.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

class CompileCache {
 public:
  // At most this many entries: storing one more removes the least recently used quarter.
  static constexpr size_t kMaxEntries = 256;

  explicit CompileCache(std::string folder);

  // The key of a compile running COMMAND that reads (at least) INPUTS; COMMAND[0] is the compiler.
  std::string key(const std::vector<std::string>& command, const std::vector<std::string>& inputs) const;

  // Puts a copy of the binary kept under KEY at TARGET (atomically, time-stamped now) and its
  // depfile at TARGET.d, if the entry exists and every file its compile read is unchanged: true
  // if it did.
  bool fetch(const std::string& key, const std::string& target) const;

  // Keeps TARGET (a hard link when it can) and TARGET.d, just compiled, under KEY. Failing to is
  // not an error: the cache only saves time, so a full disk or a lost race costs a compile later.
  void store(const std::string& key, const std::string& target) const;

 private:
  void evict_least_recently_used() const;

  std::string folder_;
};

// The prerequisites a `-MMD` depfile lists (escaped spaces are not used in this project).
std::vector<std::string> depfile_prerequisites(const std::string& path);

}  // namespace lcjudge
