#include "judging/answer_compare.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace lcjudge {
namespace {

struct Token {
  std::string text;
  size_t line;  // 1-based line of the output it came from
};

std::vector<Token> tokenize(const std::string& text) {
  std::vector<Token> tokens;
  size_t line = 1;
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == '\n') ++line;
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    tokens.push_back({text.substr(start, i - start), line});
  }
  return tokens;
}

// A token cut to about 40 characters around the first byte where it differs from the other one.
std::string excerpt(const std::string& token, size_t first_difference) {
  constexpr size_t kWidth = 40;
  if (token.size() <= kWidth) return token;
  size_t start = first_difference > kWidth / 2 ? first_difference - kWidth / 2 : 0;
  if (start + kWidth > token.size()) start = token.size() - kWidth;
  return (start > 0 ? "..." : "") + token.substr(start, kWidth) + (start + kWidth < token.size() ? "..." : "");
}

bool parse_number(const std::string& text, double* value) {
  if (text.empty()) return false;
  char* end = nullptr;
  *value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && std::isfinite(*value);
}

bool numbers_within(const std::string& expected, const std::string& found, double tolerance) {
  double want = 0, got = 0;
  if (!parse_number(expected, &want) || !parse_number(found, &got)) return false;
  double difference = std::fabs(want - got);
  return difference <= tolerance || difference <= tolerance * std::fabs(want);
}

// A token cut at JSON's [ ] , into numbers and punctuation: LeetCode prints "[0.50000,1.00000]"
// as one token, and the tolerance must reach the numbers inside it.
std::vector<std::string> json_pieces(const std::string& token) {
  std::vector<std::string> pieces;
  size_t start = 0;
  for (size_t i = 0; i <= token.size(); ++i) {
    if (i < token.size() && token[i] != '[' && token[i] != ']' && token[i] != ',') continue;
    if (i > start) pieces.push_back(token.substr(start, i - start));
    if (i < token.size()) pieces.push_back(token.substr(i, 1));
    start = i + 1;
  }
  return pieces;
}

// Pieces that are not numbers (punctuation, strings, words) must still match exactly.
bool tokens_match(const std::string& expected, const std::string& found, const CompareOptions& options) {
  if (expected == found) return true;
  if (options.float_tolerance <= 0) return false;
  auto want = json_pieces(expected);
  auto got = json_pieces(found);
  if (want.size() != got.size()) return false;
  for (size_t i = 0; i < want.size(); ++i) {
    if (want[i] != got[i] && !numbers_within(want[i], got[i], options.float_tolerance)) return false;
  }
  return true;
}

std::string case_hint(const std::string& expected, const std::string& found) {
  if (expected.size() != found.size()) return "";
  for (size_t i = 0; i < expected.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(expected[i])) != std::tolower(static_cast<unsigned char>(found[i]))) {
      return "";
    }
  }
  return " (only letter case differs)";
}

}  // namespace

Comparison compare_tokens(const std::string& expected, const std::string& found, const CompareOptions& options) {
  auto want = tokenize(expected);
  auto got = tokenize(found);
  bool within_tolerance = false;  // some token matched only as a number within the tolerance
  for (size_t i = 0; i < want.size() && i < got.size(); ++i) {
    if (want[i].text == got[i].text) continue;
    if (tokens_match(want[i].text, got[i].text, options)) {
      within_tolerance = true;
      continue;
    }
    size_t at = 0;
    while (at < want[i].text.size() && at < got[i].text.size() && want[i].text[at] == got[i].text[at]) ++at;
    return {false, "line " + std::to_string(got[i].line) + ", token " + std::to_string(i + 1) + ": expected '" +
                       excerpt(want[i].text, at) + "', found '" + excerpt(got[i].text, at) + "'" +
                       case_hint(want[i].text, got[i].text)};
  }
  if (got.size() < want.size()) {
    if (got.empty()) return {false, "no output, expected '" + excerpt(want[0].text, 0) + "'"};
    return {false, "output ends after token " + std::to_string(got.size()) + ", expected '" +
                       excerpt(want[got.size()].text, 0) + "' next"};
  }
  if (got.size() > want.size()) {
    return {false, "line " + std::to_string(got[want.size()].line) + ": extra output after the answer: '" +
                       excerpt(got[want.size()].text, 0) + "'"};
  }
  if (within_tolerance) return {true, "equal within the float tolerance"};
  return {true, expected == found ? "" : "equal up to whitespace"};
}

}  // namespace lcjudge
