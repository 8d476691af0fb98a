// A problem's scaling sweep, testcases/<problem>/generators/sweep.txt: which generated inputs
// `judge compare` times at growing sizes. One item a line, '#' starts a comment:
//
//   axis: nodes                              # what the size n counts (the plots' x axis)
//   sizes: 4 5 6 8 10 16 32 64 128 200       # increasing; ROWSxCOLS is a size too, n = ROWS*COLS
//   ladder graph_gen ladder {n} --seed 1     # a family: NAME GENERATOR ARGS...
//   degrees: d=1 E=2                         # what a `// Time:` line's variables are, as powers of n
//   sizes: 16 18 20 22                       # the sizes of the families below it
//   apart graph_gen ladder-apart {n} --seed 1
//
// A `sizes:` line gives the sizes of the families listed after it, up to the next `sizes:` line,
// so a family whose naive solutions die early can go one size at a time where they do, and one
// for the fast solutions can go up to the constraint. In a family's arguments {n} is the size,
// {rows} and {cols} a ROWSxCOLS size's parts. The generator is generators/GENERATOR.cpp, printing
// one input to stdout, as in cases.txt.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace lcjudge {

struct SweepSize {
  std::string label;  // "12" or "3x4"
  double n = 0;       // 12
  int rows = 0, cols = 0;  // 0 unless the label is ROWSxCOLS
};

struct SweepFamily {
  std::string name;       // "ladder"
  std::string generator;  // "graph_gen"
  std::vector<std::string> arguments;  // with placeholders
  std::vector<SweepSize> sizes;        // increasing
  std::string origin;     // "testcases/913-cat-and-mouse/generators/sweep.txt:7"
};

struct SweepPlan {
  std::string axis;  // "nodes"
  std::map<std::string, double> degrees;  // "d" -> 1: read_declared_growth's variables (n is 1)
  std::vector<SweepSize> sizes;  // every family's sizes, by n (a label once)
  std::vector<SweepFamily> families;
};

// Parses sweep.txt (read from PATH, for messages); `generators` are the known generator names.
// JudgeFailure `PATH:LINE: what` for a malformed line, an unknown generator, a family without a
// size placeholder or before any `sizes:` line, a {rows} with plain sizes, or sizes that do not
// increase.
SweepPlan parse_sweep_plan(const std::string& text, const std::string& path, const std::set<std::string>& generators);

// The family's arguments at SIZE, placeholders replaced.
std::vector<std::string> sweep_arguments(const SweepFamily& family, const SweepSize& size);

}  // namespace lcjudge
