#include "judging/solution_scan.h"

#include <cctype>

namespace lcjudge {
namespace {

bool identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// SOURCE with comments and literals blanked to spaces (line breaks kept), so that what is left is
// code alone.
std::string code_only(const std::string& source) {
  std::string code = source;
  const size_t n = source.size();
  size_t i = 0;
  auto blank = [&](size_t from, size_t to) {
    for (size_t k = from; k < to && k < n; ++k) {
      if (code[k] != '\n') code[k] = ' ';
    }
  };
  while (i < n) {
    const char c = source[i];
    if (c == '/' && i + 1 < n && source[i + 1] == '/') {
      size_t end = i + 2;
      // A backslash before the line break continues a line comment onto the next line.
      while (end < n && !(source[end] == '\n' && source[end - 1] != '\\')) ++end;
      blank(i, end);
      i = end;
    } else if (c == '/' && i + 1 < n && source[i + 1] == '*') {
      size_t end = source.find("*/", i + 2);
      end = end == std::string::npos ? n : end + 2;
      blank(i, end);
      i = end;
    } else if (c == 'R' && i + 1 < n && source[i + 1] == '"' && (i == 0 || !identifier_char(source[i - 1]) ||
                                                                   source[i - 1] == 'u' || source[i - 1] == 'U' ||
                                                                   source[i - 1] == 'L' || source[i - 1] == '8')) {
      // R"delim( ... )delim"
      size_t open = source.find('(', i + 2);
      if (open == std::string::npos) {
        blank(i, n);
        break;
      }
      const std::string closing = ")" + source.substr(i + 2, open - (i + 2)) + "\"";
      size_t end = source.find(closing, open + 1);
      end = end == std::string::npos ? n : end + closing.size();
      blank(i, end);
      i = end;
    } else if (c == '"' || (c == '\'' && !(i > 0 && std::isxdigit(static_cast<unsigned char>(source[i - 1]))))) {
      // A quote after a digit is a digit separator (1'000'000), not a character literal.
      size_t end = i + 1;
      while (end < n && source[end] != c && source[end] != '\n') end += source[end] == '\\' ? 2 : 1;
      end = end < n ? end + 1 : n;
      blank(i, end);
      i = end;
    } else {
      ++i;
    }
  }
  return code;
}

// The next word or punctuation character at or after POS, skipping white space.
size_t skip_space(const std::string& code, size_t pos) {
  while (pos < code.size() && std::isspace(static_cast<unsigned char>(code[pos]))) ++pos;
  return pos;
}

// Whether the declaration after the class name at POS has a body: `{` directly, after `final`, or
// after a base clause (`: Base {`), before any `;`.
bool has_body(const std::string& code, size_t pos) {
  pos = skip_space(code, pos);
  if (code.compare(pos, 5, "final") == 0 && (pos + 5 >= code.size() || !identifier_char(code[pos + 5]))) {
    pos = skip_space(code, pos + 5);
  }
  if (pos >= code.size()) return false;
  if (code[pos] == '{') return true;
  if (code[pos] != ':' || code.compare(pos, 2, "::") == 0) return false;
  for (; pos < code.size(); ++pos) {
    if (code[pos] == '{') return true;
    if (code[pos] == ';') return false;
  }
  return false;
}

}  // namespace

SolutionDefinitions scan_solution_definitions(const std::string& source) {
  const std::string code = code_only(source);
  SolutionDefinitions found;
  int depth = 0;
  size_t i = 0;
  while (i < code.size()) {
    const char c = code[i];
    if (c == '{') {
      ++depth;
      ++i;
    } else if (c == '}') {
      depth = depth > 0 ? depth - 1 : 0;
      ++i;
    } else if (c == '#') {
      // A preprocessor line (with its continuations) holds no definition of its own.
      while (i < code.size() && !(code[i] == '\n' && code[i - 1] != '\\')) ++i;
    } else if (identifier_char(c)) {
      size_t end = i;
      while (end < code.size() && identifier_char(code[end])) ++end;
      const std::string word = code.substr(i, end - i);
      if (depth == 0 && (word == "struct" || word == "class")) {
        size_t name_start = skip_space(code, end);
        size_t name_end = name_start;
        while (name_end < code.size() && identifier_char(code[name_end])) ++name_end;
        const std::string name = code.substr(name_start, name_end - name_start);
        if ((name == "ListNode" || name == "TreeNode" || name == "Node") && has_body(code, name_end)) {
          (name == "ListNode" ? found.list_node : name == "TreeNode" ? found.tree_node : found.node) = true;
        }
      }
      i = end;
    } else {
      ++i;
    }
  }
  return found;
}

}  // namespace lcjudge
