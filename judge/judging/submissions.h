// solutions/<problem>/submissions.yaml: what is expected of particular solutions, beyond the
// verdict their folder declares (BAPCtools' submissions.yaml, permitted/required per group).
//
//   time_limit_exceeded/alpha_beta.cpp:    # a solution, relative to solutions/<problem>/
//     sample:        {permitted: [AC]}     # every case of the group gets one of these
//     secret/large:  {required: [TLE]}     # some case of the group gets one of these
//   wrong_answer/blog_alpha_beta.cpp:
//     permitted: [AC, WA, TLE]             # at the top: replaces the folder's rule for all cases
//     required: [WA]
//
// Verdicts are written AC, WA, TLE, MLE, OLE, RTE (or their folder names). A group is a test
// folder below the problem (sample, secret/large) or a single case's id.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judging/expectations.h"
#include "problem/project.h"
#include "problem/testcases.h"

namespace lcjudge {

// What submissions.yaml expects of one problem's solutions, keyed by path relative to solutions/<problem>/.
struct SubmissionExpectations {
  std::string path;  // the file read, or "" if the problem has none
  std::map<std::string, Expectation> by_solution;  // the whole expectation, folder rule included
};

// Reads solutions/<problem>/submissions.yaml if it exists; JudgeFailure naming file and line for
// anything malformed or naming a solution that does not exist.
SubmissionExpectations load_submission_expectations(const Project& project, const std::string& problem);

// The expectation for `solution`: its folder's, refined by submissions.yaml if it names the solution. Group
// rules are checked against `cases`: a group with no case is an error (a typo would otherwise
// silently drop a requirement); `own_cases` false (judging --tests DIR) drops group rules instead.
Expectation expectation_for(const SolutionFile& solution, const SubmissionExpectations& expectations,
                            const std::vector<TestCase>& cases, bool own_cases);

}  // namespace lcjudge
