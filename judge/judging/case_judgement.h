// The judgement of one case: its run classified against the case's answer (and the judge's own
// check of the input when the solution blames it), and the sanitized build's second opinion.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "judging/built_solution.h"
#include "judging/classify.h"
#include "judging/run_gate.h"
#include "problem/config.h"
#include "problem/testcases.h"
#include "process/spawn.h"

namespace lcjudge {

// The judge's own check of a case's input, asked only when a solution says the input is bad:
// the reason it is bad ("line 2, column 1: expected int, ...") if the check confirms it, else
// nothing. A check that runs a program runs it in GATE, the judging's. Without one, a solution's
// claim is never believed.
using InputCheck = std::function<std::optional<std::string>(const TestCase&, RunGate& gate)>;

// What RUN of TEST means (RETRIED_ALONE: it is the run made alone after a starved one). A claim
// of bad input is JE only if CHECK_INPUT confirms it.
CaseOutcome classify_case_run(RunRecord run, bool retried_alone, const TestCase& test, const ProblemConfig& config,
                              const InputCheck& check_input, RunGate& gate);

// Runs one case and classifies it: PROGRAM with stdin from the case's input, under the
// problem's limits (run_under_limits, in GATE).
CaseOutcome judge_case(const BuiltSolution& program, const TestCase& test, const ProblemConfig& config, RunGate& gate,
                       const InputCheck& check_input = {});

// A sanitized build runs this many times slower at most (AddressSanitizer's 2-3x, with room):
// its run may take the time limit times this, plus a second.
constexpr double kSanitizerSlowdown = 5;
JudgeLimits sanitized_limits(const JudgeLimits& limits);

// The verdicts a sanitized run can change: those of runs that ended by themselves. TLE, MLE and OLE
// are the optimised build's to decide; a judge error is not the solution's.
bool worth_sanitizer_check(Verdict verdict);

// After the optimised run of a case: LeetCode runs only the sanitized build, so its finding is
// RTE whatever the optimised build printed. Runs SANITIZED_BINARY (built from SOURCE) on TEST in
// GATE if OUTCOME is AC, WA or RTE; a sanitizer's finding, or any crash or non-zero exit, makes it
// RTE with the finding at the solution's line. A sanitized run stopped at its own (larger) limits
// leaves the verdict, with a note: TLE and MLE are the optimised build's to decide.
void check_with_sanitizers(CaseOutcome& outcome, const std::string& sanitized_binary, const std::string& source,
                           const TestCase& test, const ProblemConfig& config, RunGate& gate);

// check_with_sanitizers' judgement of RUN, the sanitized build's run of TEST (made apart, as a
// session's case is).
void judge_sanitized_run(CaseOutcome& outcome, const RunRecord& run, const std::string& sanitized_binary,
                         const std::string& source, const TestCase& test, const ProblemConfig& config);

}  // namespace lcjudge
