// The processes behind `judge stress`: the problem's random-case, shrink and validator programs,
// the brute-force reference and the solutions, each run on a case held in memory (written to a
// scratch file for the run). Every method is thread-safe, so cases can be tried in parallel.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/scratch_folder.h"
#include "judging/built_solution.h"
#include "judging/classify.h"
#include "judging/run_gate.h"
#include "judging/validator.h"
#include "problem/config.h"

namespace lcjudge {

struct StressPrograms {
  std::string random_case;  // random_case --seed S --max-size K [--count N]: cases on stdout
  std::string shrink;       // shrink FILE: the one-step-smaller candidates (shrink.h's format)
  BuiltSolution reference;  // the brute force, built
  std::vector<BuiltSolution> solutions;  // the solutions built
  // Each solution's limits, for its language (for_language); empty: the config's, as for C++.
  std::vector<JudgeLimits> solution_limits = {};
};

struct SolutionAnswer {
  std::string output;   // what it printed (empty unless it finished)
  CaseOutcome outcome;  // judged against the reference's output
};

// A solution that does not earn AC against the reference on a case.
struct Disagreement {
  size_t solution = 0;  // index into StressPrograms::solutions
  Verdict verdict = Verdict::kWrongAnswer;
};

class StressRunner {
 public:
  // Makes a scratch folder (base/scratch_folder.h) for the cases, removed by the destructor.
  // Without a validator, cases are taken as the programs print them.
  StressRunner(ProblemConfig config, StressPrograms programs, std::optional<Validator> validator);
  StressRunner(const StressRunner&) = delete;
  StressRunner& operator=(const StressRunner&) = delete;

  // The cases of seeds first_seed, first_seed + 1, ...: one random_case run for the batch
  // (--count). Unchecked: validating every case would cost a process each, so only a case that
  // shows a disagreement is checked before it is reported. JudgeFailure when the program fails.
  std::vector<std::string> random_cases(std::uint64_t first_seed, size_t count, int max_size) const;

  // The shrink program's candidates for INPUT, unchecked (check_valid them before use: checking
  // only those tried saves a validator run for most).
  std::vector<std::string> candidates(const std::string& input) const;

  // JudgeFailure, naming ORIGIN, unless the validator accepts INPUT.
  void check_valid(const std::string& input, const std::string& origin) const;

  // The reference's answer: it runs with a generous time limit and must finish cleanly, else
  // JudgeFailure (a reference that cannot answer judges nothing).
  std::string reference_answer(const std::string& input) const;

  // One solution on INPUT, judged against the reference's answer under the problem's limits.
  // JudgeFailure when the run could not be judged (the judge's fault or the case's).
  SolutionAnswer run_solution(size_t solution, const std::string& input, const std::string& expected) const;

  // The first solution not AC against the reference on INPUT, if any (they run in order, up to it).
  std::optional<Disagreement> first_disagreement(const std::string& input) const;

  // The shrink predicate: whether INPUT, checked by the validator first (JudgeFailure naming ORIGIN
  // if invalid), makes the same solution fail the same way (the same verdict) again.
  bool shrinks_to(const Disagreement& disagreement, const std::string& input, const std::string& origin) const;

 private:
  // A scratch file holding TEXT for as long as the returned object lives.
  class ScratchFile;
  ScratchFile write_scratch(const std::string& text) const;
  void check_valid_at(const std::string& path, const std::string& input, const std::string& origin) const;
  std::string reference_answer_at(const std::string& path, const std::string& input) const;
  SolutionAnswer run_solution_at(size_t solution, const std::string& path, const std::string& input,
                                 const std::string& expected) const;

  ProblemConfig config_;
  JudgeLimits reference_limits_;
  StressPrograms programs_;
  std::optional<Validator> validator_;
  ScratchFolder scratch_;
  mutable std::atomic<std::uint64_t> next_file_{0};
  mutable RunGate gate_;  // the runs of every thread trying cases
};

}  // namespace lcjudge
