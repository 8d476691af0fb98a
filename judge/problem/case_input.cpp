#include "problem/case_input.h"

#include <cctype>
#include <set>

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

const char* const kShapes =
    "expected LeetCode's custom test case (one JSON value per line) or the statement's example "
    "(name = value, name = value)";

bool is_json_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool starts_name(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool continues_name(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

class CaseParser {
 public:
  CaseParser(const std::string& text, std::string source) : text_(text), source_(std::move(source)) {}

  std::vector<std::string> parse() {
    if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // a byte-order mark from an editor
    skip_space();
    if (text_.compare(pos_, 6, "Input:") == 0) {  // pasted with the statement's label
      pos_ += 6;
      skip_space();
    }
    if (at_end()) throw JudgeFailure(source_ + ": no test case: " + kShapes);
    if (named_form_ahead()) return parse_named();
    return parse_lines();
  }

 private:
  bool at_end() const { return pos_ >= text_.size(); }

  // Skips JSON whitespace; true if it crossed a line break.
  bool skip_space() {
    bool newline = false;
    for (; !at_end() && is_json_space(text_[pos_]); ++pos_) newline = newline || text_[pos_] == '\n';
    return newline;
  }

  [[noreturn]] void fail(size_t at, const std::string& what) const {
    size_t line = 1, column = 1;
    for (size_t i = 0; i < at && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    // WHAT may quote the pasted text: escaped.
    throw JudgeFailure(source_ + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + escape_untrusted(what));
  }

  // `name =` here, not a JSON value.
  bool named_form_ahead() const {
    if (!starts_name(text_[pos_])) return false;
    size_t i = pos_;
    while (i < text_.size() && continues_name(text_[i])) ++i;
    while (i < text_.size() && is_json_space(text_[i])) ++i;
    return i < text_.size() && text_[i] == '=';
  }

  // Past the string opening at `start`.
  size_t string_end(size_t start) const {
    for (size_t i = start + 1; i < text_.size(); ++i) {
      if (text_[i] == '\\') {
        ++i;
      } else if (text_[i] == '"') {
        return i + 1;
      } else if (text_[i] == '\n') {
        break;  // JSON strings hold no raw line break: the quote was never closed
      }
    }
    fail(start, "string never closed");
  }

  // Where the JSON value starting at pos_ ends: its matching bracket or quote, or for a number or
  // literal the next space, comma or bracket. The value is checked by the JSON parser afterwards.
  size_t value_end() const {
    char first = text_[pos_];
    if (first == '"') return string_end(pos_);
    if (first == '[' || first == '{') {
      int depth = 0;
      for (size_t i = pos_; i < text_.size();) {
        char c = text_[i];
        if (c == '"') {
          i = string_end(i);
          continue;
        }
        if (c == '[' || c == '{') ++depth;
        if ((c == ']' || c == '}') && --depth == 0) return i + 1;
        ++i;
      }
      fail(pos_, std::string("'") + first + "' never closed");
    }
    size_t i = pos_;
    while (i < text_.size() && !is_json_space(text_[i]) && text_[i] != ',' && text_[i] != ']' && text_[i] != '}') ++i;
    if (i == pos_) fail(pos_, std::string("expected a JSON value, found '") + first + "'");
    return i;
  }

  // The value at pos_, checked and made compact; pos_ moves past it.
  std::string take_value(bool first_value) {
    size_t start = pos_, end = value_end();
    std::string raw = text_.substr(start, end - start);
    try {
      [[maybe_unused]] nlohmann::json checked = nlohmann::json::parse(raw);  // throws where it is not JSON
    } catch (const nlohmann::json::parse_error& e) {
      // "[json.exception.parse_error.101] parse error at line 1, column 4: syntax error ..."
      std::string what = e.what();
      size_t column = what.find(", column ");
      size_t colon = column == std::string::npos ? std::string::npos : what.find(": ", column);
      if (colon != std::string::npos) what = what.substr(colon + 2);
      size_t at = start + (e.byte > 0 ? std::min<size_t>(e.byte - 1, raw.size()) : 0);
      bool looks_named = first_value && starts_name(text_[start]);
      fail(at, "not a JSON value: " + what + (looks_named ? " (" + std::string(kShapes) + ")" : ""));
    } catch (const nlohmann::json::exception& e) {
      // "[json.exception.out_of_range.406] number overflow parsing '1e999'": no position given.
      std::string what = e.what();
      size_t tag_end = what.find("] ");
      fail(start, "not a JSON value: " + (tag_end == std::string::npos ? what : what.substr(tag_end + 2)));
    }
    std::string compact;
    for (size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '"') {
        size_t close = string_end(start + i) - start;
        compact += raw.substr(i, close - i);
        i = close - 1;
      } else if (!is_json_space(raw[i])) {
        compact += raw[i];
      }
    }
    pos_ = end;
    return compact;
  }

  std::vector<std::string> parse_lines() {
    std::vector<std::string> values;
    bool newline = true;
    while (!at_end()) {
      if (!newline) {
        fail(pos_, "more after the value on this line: the custom test case form has one value per line "
                   "(or write 'name = value, name = value')");
      }
      values.push_back(take_value(values.empty()));
      newline = skip_space();
    }
    return values;
  }

  std::vector<std::string> parse_named() {
    std::vector<std::string> values;
    std::set<std::string> names;
    for (;;) {
      if (at_end()) fail(pos_, "expected 'name = value' after ','");
      if (!starts_name(text_[pos_])) fail(pos_, "expected a parameter name ('name = value')");
      size_t name_start = pos_;
      while (!at_end() && continues_name(text_[pos_])) ++pos_;
      std::string name = text_.substr(name_start, pos_ - name_start);
      if (!names.insert(name).second) fail(name_start, "parameter '" + name + "' given twice");
      names_.push_back(name);
      skip_space();
      if (at_end() || text_[pos_] != '=') fail(pos_, "expected '=' after '" + name + "'");
      ++pos_;
      skip_space();
      if (at_end()) fail(pos_, "expected a value after '" + name + " ='");
      values.push_back(take_value(false));
      skip_space();
      if (at_end()) return values;
      if (text_[pos_] != ',') fail(pos_, "expected ',' or the end after the value of '" + name + "'");
      ++pos_;
      skip_space();
    }
  }

  const std::string& text_;
  std::string source_;
  size_t pos_ = 0;

 public:
  std::vector<std::string> names_;  // the statement form's names, in order; none for the line form
};

}  // namespace

std::vector<std::string> parse_case_values(const std::string& text, const std::string& source_name) {
  return CaseParser(text, source_name).parse();
}

std::vector<std::string> parse_case_names(const std::string& text, const std::string& source_name) {
  CaseParser parser(text, source_name);
  parser.parse();
  return parser.names_;
}

std::string normalise_case_input(const std::string& text, const std::string& source_name) {
  std::string result;
  for (const auto& value : parse_case_values(text, source_name)) result += value + "\n";
  return result;
}

}  // namespace lcjudge
