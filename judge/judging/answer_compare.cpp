#include "judging/answer_compare.h"

#include <cctype>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "base/terminal_escape.h"
#include "judging/json_strings.h"
#include "judging/unordered_compare.h"

namespace lcjudge {
namespace {

// Walks the tokens of a text one at a time, so that comparing never holds more than two tokens:
// four million one-byte tokens cost no more memory than the output itself. A token is a JSON
// value as LeetCode compares it, by value: whitespace beside [ ] { } , : outside strings is
// dropped ("[null, true]" is the token "[null,true]"), while whitespace between two values
// separates tokens, and whitespace inside a string belongs to it ("a  b" is not "a b": LeetCode
// 151 turns on it). A bare word such as 116's '#' is a token's piece like a number.
class TokenCursor {
 public:
  explicit TokenCursor(const std::string& text) : text_(text) {}

  // The next token, or false at the end; line() is then the 1-based line it started on.
  bool next(std::string* token) {
    at_ = skip_space(at_);
    if (at_ == text_.size()) return false;
    token->clear();
    token_line_ = line_;
    size_t piece = at_;  // the start of the part of the token not copied yet
    char last = '\0';    // the last byte outside whitespace, to tell whether whitespace after it joins
    JsonStringState strings;
    while (at_ < text_.size()) {
      char c = text_[at_];
      if (strings.inside(c)) {
        if (c == '\n') ++line_;
      } else if (is_space(c)) {
        token->append(text_, piece, at_ - piece);
        size_t after = skip_space(at_);
        if (after == text_.size() || !(opens(last) || closes(text_[after]))) {
          at_ = after;
          ++count_;
          return true;
        }
        at_ = piece = after;
        continue;
      }
      last = c;
      ++at_;
    }
    token->append(text_, piece, at_ - piece);
    ++count_;
    return true;
  }
  size_t line() const { return token_line_; }
  size_t count() const { return count_; }  // tokens returned so far

 private:
  static bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
  // Whitespace after these, or before those, is inside one JSON value.
  static bool opens(char c) { return c == '[' || c == '{' || c == ',' || c == ':'; }
  static bool closes(char c) { return c == ']' || c == '}' || c == ',' || c == ':'; }

  // Past the whitespace at AT, counting its lines.
  size_t skip_space(size_t at) {
    while (at < text_.size() && is_space(text_[at])) {
      if (text_[at] == '\n') ++line_;
      ++at;
    }
    return at;
  }

  const std::string& text_;
  size_t at_ = 0;
  size_t line_ = 1;
  size_t token_line_ = 1;
  size_t count_ = 0;
};

// Follows the expected answer's JSON structure piece by piece (json_pieces) to say whether the
// number that comes next takes the tolerance: its position in the lists, through SHAPE, and not
// inside a string. A stack, not recursion; positions deeper than kMaxShapeDepth are exact.
class ShapeWalker {
 public:
  explicit ShapeWalker(const AnswerShape& shape) : root_(shape) {}

  bool next_is_floating() const {
    return !strings_.in_string && beyond_ == 0 && current().kind == AnswerShape::Kind::kFloating;
  }

  void feed(std::string_view piece) {
    for (char c : piece) feed(c);
  }

 private:
  static constexpr size_t kMaxShapeDepth = 64;

  struct Level {
    const AnswerShape* list;
    size_t index;
  };

  const AnswerShape& current() const { return lists_.empty() ? root_ : lists_.back().list->element(lists_.back().index); }

  void feed(char c) {
    if (strings_.inside(c)) return;
    if (c == '[') {
      if (beyond_ > 0 || lists_.size() == kMaxShapeDepth) {
        ++beyond_;
      } else {
        lists_.push_back({&current(), 0});
      }
    } else if (c == ']') {
      if (beyond_ > 0) {
        --beyond_;
      } else if (!lists_.empty()) {
        lists_.pop_back();
      }
    } else if (c == ',' && beyond_ == 0 && !lists_.empty()) {
      ++lists_.back().index;
    }
  }

  const AnswerShape& root_;
  std::vector<Level> lists_;
  size_t beyond_ = 0;  // lists opened past kMaxShapeDepth
  JsonStringState strings_;
};

// A token cut to about 40 characters around the first byte where it differs from the other one.
std::string excerpt(const std::string& token, size_t first_difference) {
  constexpr size_t kWidth = 40;
  if (token.size() <= kWidth) return token;
  size_t start = first_difference > kWidth / 2 ? first_difference - kWidth / 2 : 0;
  if (start + kWidth > token.size()) start = token.size() - kWidth;
  return (start > 0 ? "..." : "") + token.substr(start, kWidth) + (start + kWidth < token.size() ? "..." : "");
}

std::string quoted(const std::string& token, size_t first_difference) { return quoted_excerpt(token, first_difference); }

// JSON's number grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?. strtod alone would also
// take "+5", "0x1p3" and " 5", which no LeetCode answer is.
bool is_json_number(std::string_view text) {
  size_t i = 0, n = text.size();
  auto digits = [&] {
    size_t start = i;
    while (i < n && text[i] >= '0' && text[i] <= '9') ++i;
    return i > start;
  };
  if (i < n && text[i] == '-') ++i;
  if (i < n && text[i] == '0') {
    ++i;
  } else if (!digits()) {
    return false;
  }
  if (i < n && text[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == n;
}

bool parse_number(std::string_view piece, double* value) {
  if (!is_json_number(piece)) return false;
  const std::string text(piece);  // strtod wants the end marked
  char* end = nullptr;
  *value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && std::isfinite(*value);
}

bool number_tokens_within(std::string_view expected, std::string_view found, double tolerance) {
  double want = 0, got = 0;
  if (!parse_number(expected, &want) || !parse_number(found, &got)) return false;
  return numbers_within(want, got, tolerance);
}

// A token cut at JSON's [ ] , into numbers and punctuation, a piece at a time: LeetCode prints
// "[0.50000,1.00000]" as one token, and the tolerance must reach the numbers inside it. A cursor,
// not a vector of pieces: a vector<double> of a million elements is one token of two million.
class PieceCursor {
 public:
  explicit PieceCursor(std::string_view token) : token_(token) {}

  bool next(std::string_view* piece) {
    if (at_ == token_.size()) return false;
    size_t end = at_ + 1;
    if (!is_cut(token_[at_])) {
      while (end < token_.size() && !is_cut(token_[end])) ++end;
    }
    *piece = token_.substr(at_, end - at_);
    at_ = end;
    return true;
  }

 private:
  static bool is_cut(char c) { return c == '[' || c == ']' || c == ','; }

  std::string_view token_;
  size_t at_ = 0;
};

// Pieces that are not numbers (punctuation, strings, words), and numbers the walker says are
// not floating, must still match exactly. Moves WALKER past EXPECTED.
bool tokens_match(const std::string& expected, const std::string& found, const CompareOptions& options,
                  ShapeWalker& walker) {
  if (options.float_tolerance <= 0) return false;
  PieceCursor want(expected), got(found);
  std::string_view wanted, given;
  while (true) {
    bool have_want = want.next(&wanted);
    if (have_want != got.next(&given)) return false;
    if (!have_want) return true;
    bool floating = walker.next_is_floating();
    walker.feed(wanted);
    if (wanted != given && !(floating && number_tokens_within(wanted, given, options.float_tolerance))) return false;
  }
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

bool numbers_within(double want, double got, double tolerance) {
  // The slack absorbs binary rounding: 2.00001 - 2.0 is a hair above 1e-5 as doubles, and
  // LeetCode's 1e-5 is meant in decimal.
  double allowed = std::max(tolerance, tolerance * std::fabs(want)) * (1 + 1e-9);
  return std::fabs(want - got) <= allowed;
}

std::string quoted_excerpt(const std::string& text, size_t first_difference) {
  // Cut, then escaped for the terminal, since the solution wrote it: its JSON text as LeetCode
  // shows it (a string's "a\\b" stays so), its control characters and bad UTF-8 as \xNN.
  return printable(excerpt(text, first_difference));
}

const AnswerShape& AnswerShape::element(size_t i) const {
  static const AnswerShape exact{Kind::kExact, {}};
  switch (kind) {
    case Kind::kExact:
    case Kind::kFloating: return *this;
    case Kind::kList: return elements.empty() ? exact : elements.front();
    case Kind::kPerElement: return i < elements.size() ? elements[i] : exact;
  }
  return exact;
}

const AnswerShape& AnswerShape::any_element() const {
  static const AnswerShape exact{Kind::kExact, {}};
  return kind == Kind::kPerElement ? exact : element(0);
}

Comparison compare_answers(const std::string& expected, const std::string& found, const CompareOptions& options,
                           const AnswerShape& shape) {
  if (options.order == AnswerOrder::kExact) return compare_tokens(expected, found, options, shape);
  return compare_unordered(expected, found, options, shape);
}

Comparison compare_tokens(const std::string& expected, const std::string& found, const CompareOptions& options,
                          const AnswerShape& shape) {
  TokenCursor want(expected), got(found);
  ShapeWalker walker(shape);
  std::string wanted, given;
  bool within_tolerance = false;  // some token matched only as a number within the tolerance
  while (true) {
    bool have_want = want.next(&wanted);
    bool have_got = got.next(&given);
    if (!have_want && !have_got) break;
    if (!have_got) {
      if (got.count() == 0) return {false, "no output, expected '" + quoted(wanted, 0) + "'"};
      return {false, "output ends after token " + std::to_string(got.count()) + ", expected '" + quoted(wanted, 0) +
                         "' next"};
    }
    if (!have_want) {
      return {false, "line " + std::to_string(got.line()) + ": extra output after the answer: '" + quoted(given, 0) + "'"};
    }
    if (wanted == given) {
      if (options.float_tolerance > 0) walker.feed(wanted);  // without a tolerance no position matters
      continue;
    }
    if (tokens_match(wanted, given, options, walker)) {
      within_tolerance = true;
      continue;
    }
    size_t at = 0;
    while (at < wanted.size() && at < given.size() && wanted[at] == given[at]) ++at;
    return {false, "line " + std::to_string(got.line()) + ", token " + std::to_string(got.count()) + ": expected '" +
                       quoted(wanted, at) + "', found '" + quoted(given, at) + "'" + case_hint(wanted, given)};
  }
  if (within_tolerance) return {true, "equal within the float tolerance"};
  return {true, expected == found ? "" : "equal up to whitespace"};
}

std::string compact_answer_text(const std::string& text) {
  std::string compact, token;
  compact.reserve(text.size());
  TokenCursor cursor(text);
  while (cursor.next(&token)) compact.append(token).push_back('\n');
  return compact;
}

}  // namespace lcjudge
