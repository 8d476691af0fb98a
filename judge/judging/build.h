// Compiling solutions: prelude + solution + driver main, bound to the config's method, rebuilt
// only when the source, a header it includes, the driver or the command line changed.
#pragma once

#include <string>
#include <vector>

#include "problem/config.h"
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

  // Thread-safe once prepared.
  BuildOutcome build(const SolutionFile& solution, const ProblemConfig& config) const;

 private:
  Project project_;
  std::string compiler_;
  std::string pch_header_;
  std::vector<std::string> driver_objects_;
};

// The full path of PROGRAM (g++) on PATH; JudgeFailure if it is not there.
std::string find_in_path(const std::string& program);

// The lines of a compiler's output worth showing first: from the first error, a few lines.
std::string first_error_lines(const std::string& compiler_output, size_t max_lines = 6);

}  // namespace lcjudge
