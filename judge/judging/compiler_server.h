// One compiler per judge run and language, kept running in the compile jail
// (process/compile_server_jail.h) and handed each solution's compile in turn, instead of a
// compiler started per solution: tsc parses the standard library's declarations once, javac's
// JVM starts and warms up once. What a solution's compile depends on is unchanged: its build is
// keyed and cached on its own content (compile_cache.h), its files go to a folder of its own
// that no other compile sees, its messages are its own, and its CPU time and output are held to
// the compile's limits on their own. A compile the server cannot finish (it ended, hung, or its
// jail passed its memory) is made again alone, as without a server, and the server is started
// anew for the next one; after kMostServerFailures the run compiles that language alone.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "problem/language.h"
#include "process/compile_jail.h"

namespace lcjudge {

class CompileServerJail;
class FolderAt;

// How a language's server is started.
struct CompilerServerSpec {
  Language language;                     // whose solutions it compiles
  std::string name;                      // "tsc", "javac": one server of a name (and limits) per run
  std::vector<std::string> argv;         // its command (argv[0] under /usr), run in the compile jail
  std::vector<std::string> readable;     // what it reads besides the system (compile_jail.h)
  std::vector<std::string> environment;  // "NAME=value", beyond the jail's
};

// A server that ended or failed this many times in a run is not started again in it.
constexpr int kMostServerFailures = 2;

class CompilerServers;

// One solution's compile through its language's server, which it holds (one compile at a time)
// until it is destroyed. False when there is no server to compile with: compile alone.
class ServedCompile {
 public:
  ServedCompile();
  ServedCompile(ServedCompile&&) noexcept;
  ~ServedCompile();  // its folder removed, the server free for the next compile
  explicit operator bool() const { return entry_ != nullptr; }

  // This compile's own folder, which the server's jail shows writable and no other compile of the
  // run sees: its sources are written here before run(), its outputs taken back after.
  const std::string& folder() const;

  // REQUEST (the tool's name and its arguments, as the server reads them) run by the server: as
  // run_in_jail's run, its limit its own; nullopt when the server failed (it is stopped): the
  // caller compiles the solution alone, every step again.
  std::optional<CompileJailRun> run(const std::vector<std::string>& request);

  struct Entry;  // a server and what it has done (compiler_server.cpp)

 private:
  friend class CompilerServers;
  Entry* entry_ = nullptr;
  std::unique_lock<std::mutex> hold_;
  std::unique_ptr<FolderAt> folder_;
  CompileJailLimits limits_;
};

class CompilerServers {
 public:
  explicit CompilerServers(std::string folder);  // where the servers' folders go
  ~CompilerServers();
  CompilerServers(const CompilerServers&) = delete;
  CompilerServers& operator=(const CompilerServers&) = delete;

  // That the run has SOLUTIONS solutions in LANGUAGE: with fewer than two, its compile goes
  // alone (a server's start costs what a compiler's does: it would save nothing). Unsaid, a
  // server is started.
  void expect_solutions(Language language, std::size_t solutions);

  // SPEC's server for one compile under LIMITS, started (again) if it is not running; false when
  // it cannot be had (it would not start, or failed too often) or would save nothing.
  ServedCompile serve(const CompilerServerSpec& spec, const CompileJailLimits& limits);

  // Ends every server (waiting for any compile it is serving): for a caller whose compiles are
  // done while it goes on (runs), so that idle compilers do not hold their memory. A later
  // serve() starts one again.
  void end_all();

  // How many servers started (said they were ready) in all, of every name.
  int starts() const { return starts_; }

 private:
  std::string folder_;
  std::mutex mutex_;
  std::map<std::string, std::unique_ptr<ServedCompile::Entry>> entries_;  // by name and limits
  std::map<Language, std::size_t> expected_;
  std::atomic<int> starts_{0};
};

}  // namespace lcjudge
