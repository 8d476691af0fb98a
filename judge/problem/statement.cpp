#include "problem/statement.h"

#include <fmt/format.h>

#include <cctype>

#include "base/error.h"
#include "base/plural.h"
#include "base/utf8.h"

namespace lcjudge {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string trim(const std::string& text) {
  size_t start = 0, end = text.size();
  while (start < end && is_space(text[start])) ++start;
  while (end > start && is_space(text[end - 1])) --end;
  return text.substr(start, end - start);
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t newline; (newline = text.find('\n', start)) != std::string::npos; start = newline + 1) {
    lines.push_back(text.substr(start, newline - start));
  }
  if (start < text.size()) lines.push_back(text.substr(start));
  return lines;
}

// The bytes of a Unicode space that LeetCode's page (or a browser's copy) puts where a plain space
// belongs: U+00A0, U+2000..U+200A, U+202F, U+205F, U+3000. 0 if none at AT.
size_t unicode_space_at(const std::string& text, size_t at) {
  auto byte = [&](size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
  if (byte(at) == 0xC2 && byte(at + 1) == 0xA0) return 2;
  if (byte(at) == 0xE2 && byte(at + 1) == 0x80 && ((byte(at + 2) >= 0x80 && byte(at + 2) <= 0x8A) || byte(at + 2) == 0xAF)) {
    return 3;
  }
  if (byte(at) == 0xE2 && byte(at + 1) == 0x81 && byte(at + 2) == 0x9F) return 3;
  if (byte(at) == 0xE3 && byte(at + 1) == 0x80 && byte(at + 2) == 0x80) return 3;
  return 0;
}

// "Example 1:", "Example:" (a statement with one), with the spaces a copy may leave.
bool is_example_heading(const std::string& line) {
  if (line.compare(0, 7, "Example") != 0) return false;
  size_t at = 7;
  while (at < line.size() && is_space(line[at])) ++at;
  while (at < line.size() && is_digit(line[at])) ++at;
  while (at < line.size() && is_space(line[at])) ++at;
  return at + 1 == line.size() && line[at] == ':';
}

// LABEL ("Input", "Output") opening LINE, alone or followed by ':'; true with what follows it in REST.
bool labelled(const std::string& line, const std::string& label, std::string& rest) {
  if (line.compare(0, label.size(), label) != 0) return false;
  size_t at = label.size();
  while (at < line.size() && is_space(line[at])) ++at;
  if (at < line.size() && line[at] == ':') {
    rest = trim(line.substr(at + 1));
    return true;
  }
  if (at != line.size()) return false;  // "Inputs are..." is prose
  rest.clear();
  return true;
}

// "1. Two Sum" -> ("1", "Two Sum"); false for any other line.
bool title_line(const std::string& line, std::string& number, std::string& title) {
  size_t at = 0;
  while (at < line.size() && at < 7 && is_digit(line[at])) ++at;
  if (at == 0 || at == 7 || line[0] == '0' || at >= line.size() || line[at] != '.') return false;
  std::string rest = trim(line.substr(at + 1));
  if (rest.empty()) return false;
  number = line.substr(0, at);
  title = rest;
  return true;
}

[[noreturn]] void fail_example(const std::string& source, const StatementExample& example, const std::string& what) {
  throw JudgeFailure(fmt::format("{}: example {} (line {}): {}", source, example.number, example.line, what));
}

// How many brackets VALUE leaves open, strings passed over: an Output LeetCode wraps over lines
// (47's "[[1,1,2],", " [1,2,1],", " [2,1,1]]") is open until its last line.
int output_open_brackets(const std::string& value) {
  int depth = 0;
  bool quoted = false;
  for (size_t i = 0; i < value.size(); ++i) {
    if (quoted) {
      if (value[i] == '\\') ++i;
      else if (value[i] == '"') quoted = false;
    } else if (value[i] == '"') {
      quoted = true;
    } else if (value[i] == '[') {
      ++depth;
    } else if (value[i] == ']') {
      --depth;
    }
  }
  return depth;
}

}  // namespace

std::string clean_statement_text(const std::string& raw, const std::string& source_name) {
  if (raw.size() > kMaxStatementBytes) {
    throw JudgeFailure(fmt::format("{}: {}, more than the {} KiB a statement may hold: paste the statement alone",
                                   source_name, plural(raw.size(), "byte"), kMaxStatementBytes >> 10));
  }
  size_t bad_utf8 = invalid_utf8_at(raw);
  std::string text;
  text.reserve(raw.size());
  size_t line = 1;
  auto refuse = [&](const std::string& what) {
    throw JudgeFailure(fmt::format("{}: line {}: {}: paste the statement as plain text", source_name, line, what));
  };
  size_t at = raw.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;  // a byte-order mark from an editor
  while (at < raw.size()) {
    if (at >= bad_utf8) refuse(fmt::format("invalid UTF-8 byte 0x{:02X}", static_cast<unsigned char>(raw[at])));
    auto byte = static_cast<unsigned char>(raw[at]);
    if (raw[at] == '\r' || raw[at] == '\n') {
      while (!text.empty() && is_space(text.back())) text.pop_back();
      text += '\n';
      ++line;
      at += raw.compare(at, 2, "\r\n") == 0 ? 2 : 1;
    } else if ((byte < 0x20 && raw[at] != '\t') || byte == 0x7F) {
      refuse(fmt::format("control character 0x{:02X}", byte));
    } else if (byte == 0xC2 && static_cast<unsigned char>(raw[at + 1]) < 0xA0) {  // U+0080..U+009F
      refuse(fmt::format("control character U+{:04X}", static_cast<unsigned char>(raw[at + 1])));
    } else if (size_t width = unicode_space_at(raw, at)) {
      text += ' ';
      at += width;
    } else if (raw.compare(at, 3, "\xE2\x88\x92") == 0) {  // U+2212 MINUS SIGN, as in "−1 <= x"
      text += '-';
      at += 3;
    } else if (raw.compare(at, 3, "\xE2\x80\x8B") == 0 || raw.compare(at, 3, "\xEF\xBB\xBF") == 0) {
      at += 3;  // zero-width space, or a stray BOM: invisible, and would break a value
    } else {
      text += raw[at++];
    }
  }
  while (!text.empty() && is_space(text.back())) text.pop_back();
  return text;
}

Statement parse_statement(const std::string& raw, const std::string& source_name) {
  Statement statement;
  const std::string text = clean_statement_text(raw, source_name);
  std::vector<std::string> lines = split_lines(text);
  for (auto& line : lines) line = trim(line);

  size_t first = 0;
  while (first < lines.size() && lines[first].empty()) ++first;
  size_t body_from = first;
  if (first < lines.size() && title_line(lines[first], statement.number, statement.title)) body_from = first + 1;
  std::string body;
  {
    std::vector<std::string> raw_lines = split_lines(text);  // the body keeps its indentation
    size_t start = body_from;
    while (start < raw_lines.size() && trim(raw_lines[start]).empty()) ++start;
    for (size_t i = start; i < raw_lines.size(); ++i) body += raw_lines[i] + "\n";
  }
  statement.body = body;

  for (size_t i = body_from; i < lines.size(); ++i) {
    if (!is_example_heading(lines[i])) continue;
    StatementExample example;
    example.number = static_cast<int>(statement.examples.size()) + 1;
    example.line = i + 1;
    // Its lines run to the next heading of any example, or the constraints.
    size_t end = i + 1;
    while (end < lines.size() && !is_example_heading(lines[end]) && lines[end].compare(0, 12, "Constraints:") != 0) ++end;
    size_t input_at = end, output_at = end;
    std::string rest;
    for (size_t k = i + 1; k < end && input_at == end; ++k) {
      if (labelled(lines[k], "Input", rest)) input_at = k;
    }
    if (input_at == end) fail_example(source_name, example, "no 'Input' line; remove the example or write its Input");
    example.input = rest;
    std::string output_rest;
    for (size_t k = input_at + 1; k < end; ++k) {
      if (labelled(lines[k], "Output", output_rest)) {
        output_at = k;
        break;
      }
      if (!lines[k].empty()) example.input += (example.input.empty() ? "" : "\n") + lines[k];
    }
    if (output_at == end) fail_example(source_name, example, "no 'Output' line after its Input");
    if (example.input.empty()) fail_example(source_name, example, "its Input is empty");
    example.output = output_rest;
    // "Output" alone: the value is on the next line with text.
    size_t k = output_at + 1;
    for (; example.output.empty() && k < end; ++k) example.output = lines[k];
    for (; output_open_brackets(example.output) > 0 && k < end && !lines[k].empty(); ++k) example.output += lines[k];
    if (example.output.empty()) fail_example(source_name, example, "its Output is empty");
    statement.examples.push_back(std::move(example));
    i = end - 1;
  }
  statement.freedoms = answer_freedoms(text);
  return statement;
}

std::vector<AnswerFreedom> answer_freedoms(const std::string& text) {
  static const AnswerFreedom kPhrases[] = {
      {"in any order", true},        {"any of them", false},          {"any valid answer", false},
      {"any valid", false},          {"any one of them", false},      {"any such", false},
      {"any possible answer", false}, {"multiple answers", false},    {"multiple solutions", false},
  };
  std::string lower(text.size(), ' ');
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    lower[i] = is_space(c) || c == '\n' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  std::vector<AnswerFreedom> found;
  bool validator = false;
  for (const auto& phrase : kPhrases) {
    if (lower.find(phrase.phrase) == std::string::npos) continue;
    if (!phrase.order_only) {
      if (validator) continue;  // one is enough to say it
      validator = true;
    }
    found.push_back(phrase);
  }
  return found;
}

std::string statement_markdown(const std::string& number, const std::string& title, const std::string& body) {
  return fmt::format("# {}. {}\n\n{}", number, title, body);
}

}  // namespace lcjudge
