// A problem statement as copied from LeetCode's page (plain text), read for `judge new
// --statement`: its title line ("1. Two Sum"), its examples ("Example 1:", "Input: nums = [2,7],
// target = 9", "Output: [0,1]"; a design problem's "Input" followed by its two lines, then
// "Output" and its line), and the phrases that make more than one answer right ("in any order",
// "return any of them"). The text comes from the web: bounded, checked for control characters and
// invalid UTF-8, with CRLF, non-breaking spaces and U+2212 minus signs made plain. Hand-written
// line scanning, no recursion; nothing here quotes the text unescaped.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace lcjudge {

// A statement is a few KiB; past this it is not one.
constexpr size_t kMaxStatementBytes = 1u << 20;

struct StatementExample {
  int number = 0;      // 1, 2, ... in the statement's order
  size_t line = 0;     // of its "Example N:" heading, 1-based, in the cleaned text
  std::string input;   // the Input's text: "nums = [2,7,11,15], target = 9", or the design form's two lines
  std::string output;  // the Output's text: "[0,1]"
};

// A phrase saying that more than one answer is right, and what to set for it.
struct AnswerFreedom {
  std::string phrase;  // ours, as listed (never the statement's text): "in any order"
  bool order_only;     // true: `order: any` covers it; false: an output validator is needed
};

struct Statement {
  std::string number;  // "1" from "1. Two Sum"; "" when the first line is not such a title
  std::string title;   // "Two Sum"; "" when the first line is not such a title
  std::string body;    // the text after the title line (all of it when there is none), cleaned
  std::vector<StatementExample> examples;
  std::vector<AnswerFreedom> freedoms;
};

// RAW made plain: CRLF and lone CR become '\n', U+00A0 (and the other Unicode spaces LeetCode's
// page uses) a space, U+2212 '-'; trailing spaces dropped from each line. JudgeFailure naming
// SOURCE_NAME and the line when RAW is over kMaxStatementBytes, holds invalid UTF-8, a byte-order
// mark past the start, or a control character other than newline and tab.
std::string clean_statement_text(const std::string& raw, const std::string& source_name);

// Reads RAW (cleaned first). JudgeFailure "SOURCE_NAME: example N (line L): what" for an example
// with no Input or no Output.
Statement parse_statement(const std::string& raw, const std::string& source_name);

// The phrases of our list found in TEXT (ASCII case ignored), each once, in the list's order.
std::vector<AnswerFreedom> answer_freedoms(const std::string& text);

// problem.md: "# NUMBER. TITLE", a blank line, then the body.
std::string statement_markdown(const std::string& number, const std::string& title, const std::string& body);

}  // namespace lcjudge
