// `judge bench`, its solve-time half: each accepted solution of a problem timed on the inputs
// testcases/<problem>/bench.txt lists (the largest game graphs): the process's CPU time as the judge
// measures it, and the time of the method call alone as the driver inside the solution's process
// reports it (solve_ns: the solution's own claim, labelled so), per call and per edge of the case's
// game graph, which testcases/<problem>/generators/game_edges.cpp counts from the input.
//
// bench.txt, one case a line, '#' starts a comment:
//   secret/large/complete-200     # GROUP/NAME of a committed case: GROUP/NAME.in
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "problem/project.h"
#include "problem/testcases.h"
#include "problem/verdict.h"
#include "timing/measure.h"

namespace lcjudge {

struct BenchEntry {
  std::string id;      // "secret/large/complete-200"
  std::string origin;  // "testcases/913-cat-and-mouse/bench.txt:4"
};

// Parses bench.txt (read from PATH, for messages). JudgeFailure `PATH:LINE: what` for a line of
// more than one word, a carriage return, a name that is not GROUP/NAME below the problem folder
// (absolute, '.' or '..' parts, a .in/.ans ending) or one listed twice; `PATH: ...` when no case is
// listed.
std::vector<BenchEntry> parse_bench_list(const std::string& text, const std::string& path);

// The committed case each entry names, in order, from CASES (the problem's own); JudgeFailure at
// the entry's origin, with a did-you-mean, for one that is not there.
std::vector<TestCase> find_bench_cases(const std::vector<BenchEntry>& entries, const std::vector<TestCase>& cases,
                                       const std::string& problem_directory);

// testcases/<problem>/generators/game_edges.cpp built (when stale) into build/generators/; its
// path. JudgeFailure when the source is missing or does not compile.
std::string game_edges_binary(const Project& project, const std::string& problem);

// The edges of the game graph of the case in INPUT_PATH: every legal move from every position
// where the game is not over, as BINARY (game_edges_binary) counts them with the case on stdin.
// JudgeFailure with its message when it fails.
std::uint64_t count_game_edges(const std::string& binary, const std::string& input_path);

// What game_edges printed: one unsigned integer, then a newline. JudgeFailure naming WHAT
// otherwise.
std::uint64_t parse_game_edges(const std::string& output, const std::string& what);

// The median solve time per game-graph edge, in nanoseconds: kTimedOut when the median is, 0 when
// there is no time or no edge.
double ns_per_edge(const TimingSummary& solve, std::uint64_t game_edges);

struct SolveBenchOptions {
  int repetitions = 21;         // timed runs per (solution, case) after a warm-up, for a stable median ...
  double budget_seconds = 1.5;  // ... but only as many as fit in this (at least one)
  int jobs = 1;                 // for compiling; runs are timed one at a time, pinned to one CPU
};

struct SolveBenchRow {
  std::string problem;    // "913-cat-and-mouse"
  std::string solution;   // "topological_sort" (an accepted one)
  std::string case_id;    // "secret/large/complete-200"
  std::uint64_t game_edges = 0;
  Verdict verdict = Verdict::kJudgeError;  // the worst of every run; CE: it did not compile, no times
  std::string message;    // why, when not AC
  TimingSummary cpu;      // seconds, measured, over the timed runs; kTimedOut on a time-out
  TimingSummary solve;    // seconds the driver reports (TimedCase::claimed_solve), same runs
  TimingSummary parse;    // seconds the driver took to read and decode the arguments, same runs
  double ns_per_edge = 0;  // ns_per_edge(solve, game_edges)
};

// Builds the problem's accepted solutions and its game_edges program (each only when stale), counts
// each bench input's game edges, then times every (solution, case) pair, one run at a time, pinned
// to one CPU. Rows by solution (name order), then case (bench.txt order). JudgeFailure for an
// unknown problem, a missing or bad bench.txt, no accepted solution, a game_edges that fails, or a
// driver that reports no solve time.
std::vector<SolveBenchRow> bench_solve_times(const Project& project, const std::string& problem,
                                             const SolveBenchOptions& options);

// The rows as a table (aligned text for a terminal, or GitHub Markdown for docs/compare.md), followed
// by a note saying what the columns measure. Times in ms and ns per edge, 3 significant digits.
std::string solve_bench_table(const std::vector<SolveBenchRow>& rows, bool markdown);

}  // namespace lcjudge
