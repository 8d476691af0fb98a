// What judging costs beyond the work judged: the judge's time per case on a fixture problem whose
// solve is one addition (judge/bench/2235-add-two-integers), next to the floor, the same binary
// started on the same inputs by a bare posix_spawn + wait loop, measured in the same rounds; and
// at -j 2 against two such loops at once. The same in Python and Java, each against its own
// floor: the interpreter on `pass`, the JVM on an empty main.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "problem/project.h"
#include "timing/measure.h"

namespace lcjudge {

struct OverheadBenchOptions {
  size_t cases = 200;
  size_t language_cases = 30;  // Python's and Java's (their runs are 10 to 100 times slower): the first ones
  int rounds = 10;          // timed rounds, after one untimed warm-up round
  std::string judge_binary; // the judge to time; empty: this very program (/proc/self/exe)
};

// One way of getting through the cases, timed once per round.
struct OverheadRow {
  std::string label;                  // "spawn floor, one at a time", "judge run -j 1", ...
  size_t floor = 0;                   // the row it is held against: the floor at its parallelism
  TimingSummary per_case;             // seconds per case, over the rounds (a judge's: past the first)
  TimingSummary ratio_to_floor;       // per round: this row's per case over its floor's in that round
  TimingSummary start;                // a judge's: seconds over the first case alone (count 0: a floor)
  TimingSummary cpu_per_case;         // as per_case, for the CPU time of every process started
  TimingSummary cpu_ratio_to_floor;   // as ratio_to_floor, for cpu_per_case
};

struct OverheadFigures {
  std::string fixture_root;  // the fixture project, e.g. build/bench/overhead
  std::string cases_folder;  // its 200 .in/.ans pairs, for timing another judge on the same cases
  std::string binary;        // the solution binary both the floor and the judge start
  size_t cases = 0;
  size_t language_cases = 0;  // 0: no other language's runtime is installed
  int rounds = 0;
  std::vector<OverheadRow> rows;  // the one-at-a-time floor first
};

// Writes the fixture project below PROJECT's build folder (only files whose text changed, so the
// judge's build stays up to date), builds its solution with the judge, then runs the rounds: in
// each, the floor, `judge run -j 1` with and without the sandbox, the floor two at once and
// `judge run -j 2` over every case and (the judges) over the first case alone, then for Python and
// Java (those installed) their floor and `judge run -j 1` over the first language_cases, in a
// rotating order so that drift in the machine's speed falls on each alike. JudgeFailure if the
// judge fails.
OverheadFigures measure_judge_overhead(const Project& project, const OverheadBenchOptions& options);

// The cases of the fixture: "num1\nnum2\n" and their sum, deterministic.
struct FixtureCase {
  std::string input, answer;
};
std::vector<FixtureCase> overhead_fixture_cases(size_t count);

// The figures as a table (Markdown when asked), with a line saying what was timed.
std::string overhead_table(const OverheadFigures& figures, bool markdown);

}  // namespace lcjudge
