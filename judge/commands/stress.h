// `judge stress PROBLEM|SOLUTION ...`: random small cases from the problem's generators, every
// chosen solution (default: the accepted ones) run on each and compared with the problem's
// brute-force reference; a disagreement is shrunk to a minimal case and shown.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "problem/project.h"

namespace lcjudge {

struct StressOptions {
  std::vector<std::string> targets;  // one PROBLEM, or SOLUTION .cpp files of one problem
  std::string problem;               // --problem: as a PROBLEM among the targets, as judge run takes it
  std::uint64_t count = 1000;        // cases at most
  std::uint64_t seed = 1;
  int max_size = 8;                  // 913: nodes; 1728: grid side
  double time_seconds = 60;          // stop after this long
  bool save = false;                 // add the shrunk case through `judge add`
  std::string group = "secret";      // where --save puts it
  int jobs = 1;
  // --check-programs N: instead of stressing, the problem's own programs checked, in the sandbox:
  // the cases random_case prints for N seeds, and every candidate shrink derives from each, must
  // pass the validator.
  std::uint64_t check_programs = 0;
};

// A program's answer as stress shows it, on one line: escaped, newlines too (a line of it must not
// pass for one of the judge's own, "stress: no disagreement"), and cut after kShownAnswerBytes
// with its size (an answer can be as long as the output limit).
constexpr size_t kShownAnswerBytes = 200;
std::string shown_answer(const std::string& text);

// Exit 0 when no disagreement was found, 1 when one was (shrunk and shown). With check_programs,
// exit 0 when every case and candidate is valid; an invalid one is JudgeFailure naming it.
int command_stress(const Project& project, const StressOptions& options);

}  // namespace lcjudge
