// Compiled solutions kept by what they were compiled from (build/cache/), as ccache's direct mode
// keeps objects: a compile whose command line, compiler and inputs were all seen before takes
// that compile's binary instead of running the compiler again. A solution put back as it was,
// the same file in two projects (the unit tests' scratch projects share one cache), or a branch
// switched back to, compiles once.
//
// An entry is found by a key: the SHA-256 of the command line, the compiler binary's size and
// time stamp, and the contents of the inputs known before compiling (the source, the entry, the
// driver's objects and precompiled header), whatever their size. It is used only if every file
// its compile read (its depfile) still has the content it had then, and if the judge's uid wrote
// it. Only successful compiles that read regular files alone are kept: a compile error or a
// source that includes a device runs again every time. A compile stopped at one of its jail's
// limits is remembered apart (remember_stop), so that it is not run again until its inputs change.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

// What the cache may hold (docs/compiling.md); tests lower it.
struct CacheBudget {
  // At most this many entries: storing one more removes the least recently used quarter.
  size_t entries = 256;
  // A binary larger than this is not kept (a solution's is 2-4 MB; one padded with .fill up to
  // the compiler's file size limit, 64 MiB, is not worth keeping).
  std::uint64_t entry_bytes = 32ull << 20;
  // The entries' binaries together: past it, the least recently used go.
  std::uint64_t total_bytes = 1ull << 30;
};

class CompileCache {
 public:
  explicit CompileCache(std::string folder, CacheBudget budget = {});

  // The key of a compile running COMMAND that reads (at least) INPUTS; COMMAND[0] is the compiler.
  // "" (nothing is fetched or kept under it) if an input is not a regular file or is too large to read.
  std::string key(const std::vector<std::string>& command, const std::vector<std::string>& inputs) const;

  // Puts a copy of the binary kept under KEY at TARGET (atomically, time-stamped now) and its
  // depfile at TARGET.d, if the entry exists and every file its compile read is unchanged: true
  // if it did.
  bool fetch(const std::string& key, const std::string& target) const;

  // Keeps TARGET (a hard link when it can) and TARGET.d, just compiled, under KEY. Failing to is
  // not an error: the cache only saves time, so a full disk or a lost race costs a compile later.
  void store(const std::string& key, const std::string& target) const;

  // A compile stopped at a limit, under KEY (whose command holds the limits): its message, kept
  // until the entry is evicted. Its inputs are those of the key alone (the compile left no
  // depfile), which is all a jailed solution can read besides the system and the judge's driver.
  void remember_stop(const std::string& key, const std::string& message) const;
  std::optional<std::string> remembered_stop(const std::string& key) const;

 private:
  // Makes the entry KEY anew: FILL writes its files into a fresh folder, which then replaces the
  // entry whole (so no reader sees half of one), and the cache is brought back within its budget.
  // Nothing is kept if FILL returns false or anything throws.
  void install(const std::string& key, const std::function<bool(const std::string& folder)>& fill) const;
  void evict_least_recently_used() const;

  std::string folder_;
  CacheBudget budget_;
};

// A regular file (not a link) owned by the judge's uid. A build file or cache entry anyone else
// owns (the compiler's uid, which wrote it in its jail) could have been rewritten since, a
// depfile to leave out the source an edit changed: it is never trusted.
bool judge_owned(const std::string& path);

// True if INPUT is missing, or was written or replaced after TARGET was made (TARGET missing:
// true). Its change time counts as well as its modification time: `touch -d`, `cp -p`, `tar x`
// and `rsync -t` set the latter back, and an edited solution was then judged from its old binary,
// while no one but the clock can set the change time back.
bool changed_after(const std::string& input, const std::string& target);

// The prerequisites a `-MMD` depfile lists, unquoted as make reads them ("\\ " is a space).
std::vector<std::string> depfile_prerequisites(const std::string& path);

}  // namespace lcjudge
