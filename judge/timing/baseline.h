// `judge compare --baseline FILE`: a baseline is a solution that does no work (LeetCode's
// template returning a constant), timed beside the solutions on the same cases. What it costs is
// what every solution in its language pays besides solving: the runtime's start, the driver's,
// reading and decoding the input, printing the answer (0.5 ms of CPU for C++, 30 to 200 ms for a
// JVM or Node on a large input). Each solution of its problem and language is also measured less
// it, case by case: its median CPU on a case less the baseline's median on the same case, the
// median of those over a group's cases. That is the cost of solving alone, which can be compared
// across languages whose start-ups differ a hundredfold.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/text_table.h"
#include "timing/comparison.h"

namespace lcjudge {

struct BaselineRow {
  size_t solution = 0;  // index into ProblemComparison::solutions
  size_t baseline = 0;  // the baseline of its language, the same index space
  std::string group;
  size_t cases = 0;  // the group's cases that both ran to the end, or the solution timed out on
  // Medians over those cases of each case's median CPU: the solution's, the baseline's, and the
  // solution's less the baseline's (a case the solution timed out on is kTimedOut there). Less
  // the baseline, a median at or below 0 is within the noise of the two measurements.
  double median_cpu = 0, baseline_cpu = 0, median_solving = 0;
  // median_solving over the fastest accepted solution's (whose every case of the group was AC)
  // among the rows of the group; 0 without one, or when that one's is not above 0.
  double ratio = 0;
};

// The baseline in the language of solution S, if C has one (the first one named).
std::optional<size_t> baseline_of(const ProblemComparison& c, size_t s);

// A row per (group, solution with a baseline of its language), groups in C's order.
std::vector<BaselineRow> baseline_rows(const ProblemComparison& c);

// GROUP's baseline_rows as a table: solution, language, median CPU, the baseline's, the
// median less the baseline, and the ratio to the fastest accepted one less its baseline.
TextTable baseline_table(const ProblemComparison& c, const std::string& group);

}  // namespace lcjudge
