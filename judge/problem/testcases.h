// Finding test cases: NAME.in + NAME.ans pairs, grouped by folder (sample, secret/large, ...).
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

struct TestCase {
  std::string id;           // path below the test root without extension: secret/large/ladder-100
  std::string group;        // its folder below the test root: secret/large ("" at the root)
  std::string input_path;
  std::string answer_path;
};

// A problem's cases live in DIRECTORY/sample and DIRECTORY/secret (samples first); any other
// folder there (generators, reference, ...) is not test data. Every folder at or below sample/
// and secret/ must hold a case, and every file must be plain text (case_text.h): JudgeFailure
// naming the file otherwise, before anything is run.
std::vector<TestCase> problem_testcases(const std::string& problem_directory);

// Every pair anywhere below DIRECTORY, for `judge run --tests DIR`, each file checked as above.
std::vector<TestCase> folder_testcases(const std::string& directory);

// "a2" before "a10": digit runs compare as numbers.
bool natural_less(const std::string& a, const std::string& b);

// Whether a case of GROUP (a folder below the test root, like secret/large) is chosen by the
// requested groups: equal, or below one of them.
bool group_chosen(const std::string& group, const std::vector<std::string>& chosen);

}  // namespace lcjudge
