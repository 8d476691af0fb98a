// A problem's config, testcases/<problem>/problem.yaml: few keys, each with a default.
//
//   title: Cat and Mouse          # shown in reports (default: the folder name)
//   signature: int catMouseGame(vector<vector<int>>& graph)   # the Solution method, as LeetCode declares it
//   method: catMouseGame          # or the method's name alone (types then come from the solution)
//   design: MinStack              # a design problem: the class, and its constructor and methods
//   methods: [MinStack(), void push(int val), int top()]
//   drive: operations             # a design class: operations (LeetCode's two lines) | iterator (341:
//                                 # built from the case's arguments, next() while hasNext())
//   output: return                # return | argument_prefix (the first k elements of the argument)
//   order: exact                  # exact | any (top-level order free) | any-deep (every level's)
//   node: nary                    # what Node* means: nary | graph | random | next
//   api: MountainArray            # an API LeetCode provides (problem/api_catalogue.h), defined by
//   inputs: [array, target]       # the case's hidden lines; the case's lines by name, in the statement's order
//   time_limit: 1.0               # CPU seconds per case (default 1.0), for C++
//   time_factor: {python: 3, java: 2}  # another language's limit is time_limit x its factor
//                                 # (defaults: problem/language.cpp, docs/languages.md)
//   memory_limit: 1024            # MiB of address space (default 1024)
//   output_limit: 8               # MiB of output (default 8)
//   float_tolerance: 0            # > 0: numbers may differ by this much (default 1e-5 for a
//                                 # result holding doubles, as LeetCode; else 0, exact)
//   compiler: clang               # clang (C++23, as LeetCode) | gcc (GNU C++20); --compiler overrides
//   sanitize: true                # AddressSanitizer + UBSan findings are RTE, as LeetCode's; --no-sanitize
// An output validator, testcases/<problem>/output_validator/validate.cpp, judges answers instead
// of the comparison when present.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "problem/language.h"
#include "problem/signature.h"

namespace lcjudge {

// The limits a case is judged against (the spawn limits are derived from these).
struct JudgeLimits {
  double time_limit_seconds = 1.0;      // CPU time; more is TLE
  double kill_after_seconds = 1.5;      // CPU time at which the run is stopped, so a report can say by how much
  double wall_seconds = 2.25;           // wall-clock deadline: sleeping and starved runs end here
  std::uint64_t memory_bytes = 1024ull << 20;
  std::uint64_t output_bytes = 8ull << 20;
  bool sandbox = true;                  // the seccomp filter (sandbox.h); --no-sandbox turns it off
  // A sanitized build's run: AddressSanitizer reserves terabytes of address space, so no
  // RLIMIT_AS (the optimised run has held the case to memory_bytes; the sanitizer caps its own
  // resident memory, startup_hook.h), and the stack keeps memory_bytes.
  bool sanitized = false;
  // Memory held to memory_bytes of resident memory, polled from outside, instead of RLIMIT_AS: a
  // run that reserves far more address space than it uses (a JVM, an interpreter's arenas).
  bool resident_memory = false;
  // An API problem's solution runs: the spec of the judge's interactor, which keeps the API's hidden
  // lines and answers its calls ("MountainArray array target": the API, then the case's line
  // names; interactor/api_interactor.h). Empty: no API.
  std::string api_spec;
};

// Whether the order of an answer's lists matters.
enum class AnswerOrder {
  kExact,    // as LeetCode prints a unique answer
  kAny,      // the top-level list's elements in any order (Two Sum, Top K Frequent)
  kAnyDeep,  // every level's elements in any order (Group Anagrams)
};

// How answers are compared (judging/answer_compare.h).
struct CompareOptions {
  double float_tolerance = 0;  // > 0: numbers, also inside JSON arrays, may differ by this much, absolutely or relatively
  AnswerOrder order = AnswerOrder::kExact;
};

// Where a function problem's result comes from.
enum class ResultSource {
  kReturn,          // the return value; a void method's first non-const reference argument
  kArgumentPrefix,  // the first k elements of the first non-const reference argument, k returned
};

// What LeetCode's Node is in a problem, by its members.
enum class NodeKind {
  kNone,
  kNary,    // children: an N-ary tree (429, 559, 589, 590)
  kGraph,   // neighbors: a graph (133)
  kRandom,  // next and random: a list with random pointers (138)
  kNext,    // left, right and next: a binary tree with next pointers (116, 117)
};
// problem.yaml's and --node's names: "nary", "graph", "random", "next" ("" for kNone).
const char* node_kind_name(NodeKind kind);
// The kind named NAME, kNone for a name that is none of them.
NodeKind node_kind_named(const std::string& name);

// Which compiler builds a problem's solutions: LeetCode's family (clang) or g++.
enum class CompilerFamily { kClang, kGcc };
const char* compiler_family_name(CompilerFamily family);  // "clang", "gcc"

// How solutions are built: the optimised binary every verdict and timing uses, and with
// `sanitize`, a second one under AddressSanitizer and UBSan that each case it passed is run
// again with (judging.h), as LeetCode runs C++.
struct BuildSettings {
  CompilerFamily compiler = CompilerFamily::kClang;
  bool sanitize = true;
};

// "clang (C++23, -O2), each passed case again under AddressSanitizer + UBSan", for -v and reports.
std::string describe_build(const BuildSettings& settings);

// A sanitized run's resident memory may reach this (shadow memory and quarantine on top of the
// limit): the judge stops it there from outside, the sanitizer itself a little later.
constexpr std::uint64_t sanitized_resident_bytes(std::uint64_t memory_bytes) {
  return 2 * memory_bytes + (512ull << 20);
}

struct ProblemConfig {
  std::string name;   // the folder name: 913-cat-and-mouse
  std::string directory;  // testcases/913-cat-and-mouse
  std::string title;
  std::string method;           // the Solution method (function problems and legacy ones)
  ProblemSignature signature;   // kind kNone: legacy `method:` only, types from the solution
  ResultSource output = ResultSource::kReturn;
  NodeKind node = NodeKind::kNone;
  std::string output_validator;  // its source, when the problem has one (else empty)
  bool trusted_programs = false;  // `trusted_programs: true`: its validators and generators run unsandboxed
  JudgeLimits limits;           // a C++ solution's; for_language gives another's
  CompareOptions compare;
  BuildSettings build;
  std::map<Language, double> time_factors;  // problem.yaml's time_factor: those it overrides
  Language language = Language::kCpp;       // whose limits `limits` are
};

// The largest time_factor a problem.yaml may give.
constexpr double kMaxTimeFactor = 100;

// The factor CONFIG's time limit takes for a solution in LANGUAGE: problem.yaml's, else the
// language's default (problem/language.h).
double time_factor(const ProblemConfig& config, Language language);

// CONFIG as it applies to a solution in LANGUAGE: its time limit times time_factor, and its memory
// limited as the language's runs are (limits_resident_memory). CONFIG must be a C++ one (as
// loaded): the factor is applied once.
ProblemConfig for_language(const ProblemConfig& config, Language language);

// How far past the time limit a run may go before it is killed: TLE is decided on measured CPU
// time, and the headroom lets a report say by how much the limit was exceeded.
constexpr double kKillFactor = 1.5;
// The wall-clock deadline comes this long after the CPU kill: room for a loaded machine, and still
// within the time limit x 1.5 + 1 s that a case may take.
constexpr double kWallGraceSeconds = 0.75;

// Sets the time limit and the kill points that follow from it.
void set_time_limit(JudgeLimits& limits, double seconds);

// Reads DIRECTORY/problem.yaml; JudgeFailure naming the file and line on any problem.
ProblemConfig load_problem_config(const std::string& directory);

}  // namespace lcjudge
