// Shrinking a failing case: the greedy loop and the candidate format, kept apart from processes
// so both are testable with a fake predicate.
//
// A problem's shrink program (testcases/<problem>/generators/shrink FILE) prints every case one
// step smaller than FILE, each as its .in lines followed by a line `---`:
//
//   [[1],[0,2],[1]]
//   ---
//   [[],[2],[3,1],[2]]
//   ---
//
// No output means no smaller case. The lines of a candidate are kept byte for byte, each ending
// in "\n", so a candidate is exactly the .in file it stands for.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

// The candidates in TEXT, in order. JudgeFailure when text follows the last `---` (a truncated
// or malformed listing) or a candidate is empty.
std::vector<std::string> parse_candidates(const std::string& text);

// The lowest i in [0, count) with holds(i), or nothing. Evaluated in batches of `jobs` at once
// (holds must be thread-safe), stopping after the first batch with a hit, so the answer is the
// same whatever jobs is, and little work is wasted past it.
std::optional<size_t> first_index_where(size_t count, int jobs, const std::function<bool(size_t)>& holds);

struct ShrinkResult {
  std::string input;      // the smallest failing case reached
  int steps = 0;          // candidates taken
  bool step_limit = false;  // stopped at max_steps rather than at a case with no failing candidate
};

struct ShrinkOptions {
  int jobs = 1;
  int max_steps = 10000;  // a backstop against a shrink program that never runs out of candidates
};

// Greedy: repeatedly move to the first candidate of the current case on which still_fails holds,
// until no candidate does. A candidate already visited is skipped, so a shrink program that
// offers a case back cannot make the loop cycle.
ShrinkResult shrink_greedy(const std::string& failing_input,
                           const std::function<std::vector<std::string>(const std::string&)>& candidates_of,
                           const std::function<bool(const std::string&)>& still_fails, const ShrinkOptions& options);

}  // namespace lcjudge
