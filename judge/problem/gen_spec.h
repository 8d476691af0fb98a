// The two files that pin a problem's generated test inputs:
//
// testcases/<problem>/generators/cases.txt, one case a line, '#' starts a comment:
//   secret/small/path-10 graph_gen path 10 --seed 1   # GROUP/NAME GENERATOR ARGS... --seed S
//   secret/small/counterexample manual                # hand-written: only checked to exist
// The generator is generators/GENERATOR.cpp; it prints the input to stdout, given ARGS (split at
// whitespace, no quoting) on its command line.
//
// testcases/<problem>/generators/SHA256SUMS, in `sha256sum` format relative to the problem folder
// (`cd testcases/<problem> && sha256sum -c generators/SHA256SUMS` checks it), a line per generated
// input:
//   64-hex-digit-hash  secret/small/path-10.in
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace lcjudge {

struct CaseSpec {
  std::string id;                       // GROUP/NAME: the input is GROUP/NAME.in
  std::string generator;                // empty for a manual case
  std::vector<std::string> arguments;
  std::string origin;                   // "testcases/913-cat-and-mouse/generators/cases.txt:12"
  std::string command() const;          // "graph_gen path 10 --seed 1"
};

// Parses cases.txt (read from PATH, for messages); `generators` are the known generator names.
// JudgeFailure `PATH:LINE: what` for a malformed line, an unknown generator, a missing seed or a
// case listed twice.
std::vector<CaseSpec> parse_case_specs(const std::string& text, const std::string& path,
                                       const std::set<std::string>& generators);

struct PinnedHash {
  std::string hash;    // lowercase hex
  std::string origin;  // "testcases/913-cat-and-mouse/generators/SHA256SUMS:3"
};

// Parses SHA256SUMS, keyed by case id (GROUP/NAME, without .in). JudgeFailure `PATH:LINE: what`
// for a line that is not `HASH  GROUP/NAME.in` or an input pinned twice.
std::map<std::string, PinnedHash> parse_pinned_hashes(const std::string& text, const std::string& path);

// SHA256SUMS text for (id, hash) pairs, in the order given.
std::string format_pinned_hashes(const std::vector<std::pair<std::string, std::string>>& hashes);

}  // namespace lcjudge
