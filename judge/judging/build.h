// Compiling solutions: prelude + solution + the driver's entry for the problem's declared signature
// (judging/entry.h, written to build/entries/<problem>.cpp), or for a legacy problem the driver's
// main bound to the config's method; rebuilt only when the source, a header it includes, the
// entry, the driver or the command line changed. The
// driver and prelude (trusted) compile directly; a solution (untrusted) compiles in a jail.
#pragma once

#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "problem/config.h"
#include "process/compile_jail.h"
#include "problem/project.h"

namespace lcjudge {

struct BuildOutcome {
  bool ok = false;
  bool rebuilt = false;
  std::string message;  // on failure: the compiler's first error lines
  std::string log;      // the compiler's whole output
};

class SolutionBuilder {
 public:
  explicit SolutionBuilder(Project project);

  // Builds the precompiled prelude and the driver's objects if stale. Not thread-safe; call once
  // before build(). Throws JudgeFailure if the driver itself does not compile.
  void prepare();

  // The limits a solution's compile runs under (process/compile_jail.h); tests lower them.
  void set_limits(const CompileJailLimits& limits);

  // Thread-safe once prepared. The solution's compile runs jailed: it sees only the system, its
  // own source, the driver, the entries and the precompiled prelude, and a compile over a limit is
  // a failure whose message names the limit. A solution whose class does not declare the
  // problem's signature fails with the entry's static_assert message. JudgeFailure naming
  // problem.yaml if the signature cannot give the result `output:` asks for.
  BuildOutcome build(const SolutionFile& solution, const ProblemConfig& config) const;

  // The entry file for PROBLEM (config.signature not kNone), written if its text changed.
  std::string write_entry(const std::string& problem, const ProblemConfig& config) const;

 private:
  Project project_;
  std::string compiler_;
  std::string pch_header_;
  std::vector<std::string> driver_objects_;
  CompileJailLimits limits_;
  // The entries this builder wrote, by path: solutions of one problem build in parallel, and the
  // first writes the file once (a rewrite would make the others' binaries look stale).
  mutable std::mutex entries_mutex_;
  mutable std::map<std::string, std::string> entries_written_;
};

// The full path of PROGRAM (g++) on PATH; JudgeFailure if it is not there.
std::string find_in_path(const std::string& program);

// The lines of a compiler's output worth showing first: from the first error, a few lines.
std::string first_error_lines(const std::string& compiler_output, size_t max_lines = 6);

}  // namespace lcjudge
