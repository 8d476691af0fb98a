// Does a solution's result match what is expected of it?
//
// The folder a solution lives in sets the default (Kattis): accepted = AC on every case; any other
// verdict V = only AC or V on the judged cases, and at least one V. A problem's
// solutions/<problem>/submissions.yaml can refine that per test group (BAPCtools' permitted /
// required): every case of a group must get a permitted verdict, and some case of the group a
// required one. submissions.h reads that file.
#pragma once

#include <string>
#include <vector>

#include "judging/classify.h"
#include "problem/testcases.h"
#include "problem/verdict.h"

namespace lcjudge {

struct CaseResult {
  TestCase test;
  CaseOutcome outcome;
};

struct VerdictRule {
  std::string group;               // "" = every case; else a group or case id ("secret/large")
  std::vector<Verdict> permitted;  // every case of the group gets one of these; empty = any
  std::vector<Verdict> required;   // some case of the group gets one of these; empty = none
  std::string origin;              // where it was declared ("solutions/913/submissions.yaml:4"); "" = the folder
};

struct Expectation {
  Verdict folder = Verdict::kAccepted;  // the folder's verdict; CE is all-or-nothing
  std::vector<VerdictRule> rules;       // all must hold; rules[0] is the folder's, for every case
};

// The folder's default: the Kattis rule above.
Expectation folder_expectation(Verdict folder);

// Is `id` (a case id) in `group`? "" holds every case; otherwise the group itself or below it.
bool in_group(const std::string& id, const std::string& group);

struct ExpectationCheck {
  bool ok = false;
  std::string message;                  // what broke the expectation, naming the case
  const CaseResult* culprit = nullptr;  // the first case that shows it (or, when ok, the first
                                        // case that shows a required verdict), if any
};

// `compiled` is false when the build failed (then there are no results).
ExpectationCheck check_expectation(const Expectation& expectation, const std::vector<CaseResult>& results,
                                   bool compiled);
ExpectationCheck check_expectation(Verdict folder, const std::vector<CaseResult>& results, bool compiled);

// Does every rule that covers this case permit its verdict? (A judge error never is.)
bool is_permitted(const Expectation& expectation, const CaseResult& result);

// Is the outcome known from these first results alone, so that later cases may be skipped?
// True once a permitted rule is broken, or once every required verdict has been seen. An
// expectation with nothing required (accepted) is settled only by a failure.
bool is_settled(const Expectation& expectation, const std::vector<CaseResult>& results);

}  // namespace lcjudge
