// Does a solution's result match what its folder declares? (Kattis: accepted = AC on every case;
// any other verdict V = only AC or V on the judged cases, and at least one V.)
#pragma once

#include <string>
#include <vector>

#include "classify.h"
#include "testcases.h"
#include "verdict.h"

namespace lcjudge {

struct CaseResult {
  TestCase test;
  CaseOutcome outcome;
};

struct ExpectationCheck {
  bool ok = false;
  std::string message;       // what broke the expectation, naming the case
  const CaseResult* culprit = nullptr;  // the first case that shows it, if any
};

// `compiled` is false when the build failed (then there are no results).
ExpectationCheck check_expectation(Verdict expected, const std::vector<CaseResult>& results, bool compiled);

}  // namespace lcjudge
