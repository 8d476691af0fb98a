// `judge new NUMBER-SLUG --stub FILE|- [--statement FILE|-]`: a new problem set up from LeetCode's
// code template in any of its seven languages, read as the C++ one (problem/stub_translation.h,
// problem/stub.h): testcases/<problem>/problem.yaml (title, signature or design + methods, node,
// the limits written out, the other keys as commented hints), stub.cpp, stub.go, ... (the
// template, for reference), empty sample/ and secret/, and an empty solutions/<problem>/accepted/.
// With the statement (problem/statement.h): problem.md, and its examples as sample/N.in + N.ans,
// each checked against the signature. All of it or nothing: an existing problem is never touched.
#pragma once

#include <string>

#include "problem/project.h"
#include "problem/stub.h"

namespace lcjudge {

struct NewOptions {
  std::string problem;    // the folder name: 1-two-sum
  std::string stub_path;  // "-" = stdin
  std::string node;       // "", "nary", "graph", "random" or "next": what Node* means when the template does not say
  std::string title;      // default: the statement's, else from the slug
  std::string statement_path;  // "" = none, "-" = stdin: LeetCode's statement, pasted as text (problem/statement.h)
};

// Exit 0 when created, printing what was made and the next steps; JudgeFailure (exit 2) for a bad
// name, a problem that exists, or a template that cannot be read.
int command_new(const Project& project, const NewOptions& options);

// JudgeFailure unless NAME is NUMBER-SLUG: a number without leading zeros, then lowercase words
// of letters and digits joined by '-' ("1-two-sum"), as LeetCode's URLs name problems.
void check_new_problem_name(const std::string& name);

// "1728-cat-and-mouse-ii" -> "Cat and Mouse II": LeetCode's title case.
std::string title_from_name(const std::string& name);

// problem.yaml's text for the problem NAME (its number goes in the first comment).
// API: the LeetCode API the template uses (api_catalogue.h), declared with INPUTS, the case's lines
// by name ("" and {}: none).
std::string new_problem_yaml(const std::string& name, const std::string& title, const ParsedStub& stub,
                             const std::string& api = "", const std::vector<std::string>& inputs = {},
                             Language template_language = Language::kCpp);

}  // namespace lcjudge
