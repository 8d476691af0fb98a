#include "problem/template_code.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>

#include "base/error.h"

namespace lcjudge {

namespace {

bool is_code_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

char closer_of(char open) {
  switch (open) {
    case '(': return ')';
    case '[': return ']';
    case '{': return '}';
    case '<': return '>';
  }
  return '\0';
}

}  // namespace

bool is_template_name(const std::string& name) {
  return !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) &&
         std::all_of(name.begin(), name.end(), is_code_name_char);
}

TemplateCode::TemplateCode(const std::string& text, const std::string& source) : code_(text) {
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') newlines_.push_back(i);
  }
  auto blank = [this](size_t from, size_t to) {
    for (size_t i = from; i < to && i < code_.size(); ++i) {
      if (code_[i] != '\n') code_[i] = ' ';
    }
  };
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, 2, "//") == 0) {
      size_t end = std::min(text.find('\n', i), text.size());
      comments_.push_back({i, end, text.substr(i + 2, end - i - 2)});
      blank(i, end);
      i = end;
    } else if (text.compare(i, 2, "/*") == 0) {
      size_t end = text.find("*/", i + 2);
      if (end == std::string::npos) {
        throw JudgeFailure(fmt::format("{}:{}: the comment opened here is never closed: expected '*/'; paste the whole "
                                       "template",
                                       source, line_of(i)));
      }
      comments_.push_back({i, end + 2, text.substr(i + 2, end - i - 2)});
      blank(i, end + 2);
      i = end + 2;
    } else if (text[i] == '"' || text[i] == '\'' || text[i] == '`') {
      // A literal's text is blanked, its quotes kept, so that its brackets are no code's.
      char quote = text[i];
      size_t end = i + 1;
      while (end < text.size() && text[end] != quote && (quote == '`' || text[end] != '\n')) end += text[end] == '\\' ? 2 : 1;
      end = std::min(end, text.size());
      blank(i + 1, end);
      i = end + 1;
    } else {
      ++i;
    }
  }
}

int TemplateCode::line_of(size_t at) const {
  return 1 + static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), at) - newlines_.begin());
}

void TemplateCode::skip_spaces() {
  while (pos < code_.size() && std::isspace(static_cast<unsigned char>(code_[pos]))) ++pos;
}

bool TemplateCode::accept(char c) {
  skip_spaces();
  if (pos < code_.size() && code_[pos] == c) {
    ++pos;
    return true;
  }
  return false;
}

bool TemplateCode::accept_word(const std::string& word) {
  skip_spaces();
  size_t end = pos + word.size();
  if (code_.compare(pos, word.size(), word) != 0 || (end < code_.size() && is_code_name_char(code_[end]))) return false;
  pos = end;
  return true;
}

std::string TemplateCode::word(bool dollar) {
  skip_spaces();
  size_t start = pos;
  while (pos < code_.size() && (is_code_name_char(code_[pos]) || (dollar && code_[pos] == '$'))) ++pos;
  return code_.substr(start, pos - start);
}

std::string TemplateCode::bracketed() {
  skip_spaces();
  if (pos >= code_.size()) return "";
  char open = code_[pos], close = closer_of(open);
  if (close == '\0') return "";
  size_t start = pos;
  int depth = 0;
  for (; pos < code_.size(); ++pos) {
    if (code_[pos] == open) ++depth;
    if (code_[pos] == close && --depth == 0) {
      ++pos;
      return code_.substr(start + 1, pos - start - 2);
    }
  }
  return code_.substr(start + 1);
}

std::string TemplateCode::until(char close) {
  size_t start = pos;
  int depth = 0;
  for (; pos < code_.size(); ++pos) {
    char c = code_[pos];
    if (c == close && depth == 0) {
      ++pos;
      return code_.substr(start, pos - 1 - start);
    }
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
  }
  return code_.substr(start);
}

std::string TemplateCode::where(const std::string& source) const { return fmt::format("{}:{}", source, line()); }

std::string TemplateCode::comment_before(size_t at) const {
  // The last comment ending at or before AT (comments_ is in order: a binary search).
  auto after = std::upper_bound(comments_.begin(), comments_.end(), at,
                                [](size_t place, const Comment& comment) { return place < comment.end; });
  if (after == comments_.begin()) return "";
  const Comment& last = *(after - 1);
  bool adjacent = std::all_of(code_.begin() + static_cast<long>(last.end), code_.begin() + static_cast<long>(at),
                              [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
  return adjacent ? last.text : "";
}

std::string TemplateCode::comments() const {
  std::string all;
  for (const auto& comment : comments_) all += comment.text + "\n";
  return all;
}

void TypeText::skip_spaces() {
  while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos;
}

bool TypeText::accept(char c) {
  skip_spaces();
  if (pos < text.size() && text[pos] == c) {
    ++pos;
    return true;
  }
  return false;
}

bool TypeText::accept(const char* word) {
  skip_spaces();
  std::string spelled(word);
  if (text.compare(pos, spelled.size(), spelled) != 0) return false;
  pos += spelled.size();
  return true;
}

std::string TypeText::name(const char* extra) {
  skip_spaces();
  size_t start = pos;
  while (pos < text.size() && (is_code_name_char(text[pos]) || (text[pos] != '\0' && std::strchr(extra, text[pos]) != nullptr))) ++pos;
  return text.substr(start, pos - start);
}

std::string trimmed_text(const std::string& text) {
  size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  size_t end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

std::vector<std::string> split_outside_brackets(const std::string& text, char cut) {
  std::vector<std::string> parts;
  std::string current;
  int depth = 0;
  char quote = 0;
  for (char c : text) {
    if (quote) {
      quote = c == quote ? 0 : quote;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      ++depth;
    } else if ((c == ')' || c == ']' || c == '}' || c == '>') && depth > 0) {
      --depth;
    }
    if (c == cut && depth == 0 && !quote) {
      if (!trimmed_text(current).empty()) parts.push_back(trimmed_text(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!trimmed_text(current).empty()) parts.push_back(trimmed_text(current));
  return parts;
}

// uncommented: a comment's words (a usage example, a definition in another style) say nothing of
// the template's language.
std::string uncommented(const std::string& text) {
  std::string code = text;
  for (size_t i = 0; i < code.size();) {
    size_t end;
    if (code.compare(i, 2, "//") == 0) {
      end = std::min(code.find('\n', i), code.size());
    } else if (code.compare(i, 2, "/*") == 0) {
      end = code.find("*/", i + 2);
      end = end == std::string::npos ? code.size() : end + 2;
    } else {
      ++i;
      continue;
    }
    for (; i < end; ++i) code[i] = code[i] == '\n' ? '\n' : ' ';
  }
  return code;
}

// Whether some line of TEXT starts (after its indentation) with PREFIX.
bool has_line_starting(const std::string& text, const std::string& prefix) {
  for (size_t start = 0; start < text.size();) {
    size_t end = std::min(text.find('\n', start), text.size());
    size_t first = text.find_first_not_of(" \t", start);
    if (first != std::string::npos && first < end && text.compare(first, prefix.size(), prefix) == 0) return true;
    start = end + 1;
  }
  return false;
}

// Whether CODE has `function name(` with a ':' before the next '{' (a TypeScript function). A
// template has a few functions: past the first hundred a paste is no template, and each look stays short.
bool has_typed_function(const std::string& code) {
  size_t at = code.find("function ");
  for (int looked = 0; at != std::string::npos && looked < 100; at = code.find("function ", at + 1), ++looked) {
    size_t open = code.find('(', at), brace = code.find('{', at);
    if (brace == std::string::npos) return false;
    if (open != std::string::npos && open < brace && code.find(':', open) < brace) return true;
  }
  return false;
}

}  // namespace lcjudge
