#include "judging/compile_diagnostics.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>

#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

std::vector<std::string_view> diagnostic_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string_view::npos) lines.pop_back();
  return lines;
}

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string_view without_dot_slash(std::string_view path) {
  while (path.substr(0, 2) == "./") path.remove_prefix(2);
  return path;
}

std::string_view file_name_of(std::string_view path) {
  size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

// Where a path in a compiler's message may begin: after these, or at the line's start.
bool opens_path(char c) { return std::isspace(static_cast<unsigned char>(c)) || std::strchr("'\"`(=[{,", c) != nullptr; }

// Where it ends: a location's colon, a quote, a bracket, a space.
size_t path_end(std::string_view line, size_t from) {
  size_t end = from;
  while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end])) &&
         std::strchr(":'\"`(),]}", line[end]) == nullptr) {
    ++end;
  }
  return end;
}

// A located message of a C++ compiler: "path:4:13: rest", "path:4: rest" or "path: rest".
struct CppLocation {
  std::string_view path, line, column, rest;
};

std::optional<CppLocation> cpp_location(std::string_view text) {
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0]))) return std::nullopt;
  size_t colon = text.find(':');
  if (colon == std::string_view::npos || colon == 0 || text.substr(0, colon).find(' ') != std::string_view::npos) {
    return std::nullopt;
  }
  CppLocation at{text.substr(0, colon), {}, {}, {}};
  std::string_view rest = text.substr(colon + 1);
  for (std::string_view* number : {&at.line, &at.column}) {
    size_t next = rest.find(':');
    if (next == std::string_view::npos || !all_digits(rest.substr(0, next))) break;
    *number = rest.substr(0, next);
    rest.remove_prefix(next + 1);
  }
  if (rest.substr(0, 1) != " ") return std::nullopt;
  at.rest = rest.substr(1);
  return at;
}

bool is_solution(std::string_view path, const std::vector<std::string>& solution) {
  for (const auto& name : solution) {
    if (!name.empty() && without_dot_slash(path) == without_dot_slash(name)) return true;
  }
  return false;
}

// "In file included from X:3:" and the "                 from Y:5:" lines under it.
bool is_include_chain(std::string_view line, bool in_chain) {
  if (line.substr(0, 22) == "In file included from ") return true;
  size_t text = line.find_first_not_of(' ');
  return in_chain && text != std::string_view::npos && text > 0 && line.substr(text, 5) == "from ";
}

// One line of javac's that names a .java file by a path: the file's name alone.
std::string java_file_names_only(std::string line) {
  for (size_t at = line.find(".java"); at != std::string::npos; at = line.find(".java", at + 1)) {
    size_t start = at;
    while (start > 0 && !opens_path(line[start - 1])) --start;
    std::string_view token(line.data() + start, at - start);
    size_t slash = token.rfind('/');
    if (slash == std::string_view::npos) continue;
    line.erase(start, slash + 1);
    at = start;
  }
  return line;
}

// javac's "path/Solution.java:4: error: ..." header: the file's name, its line, the rest.
struct JavacHeader {
  std::string name, line, rest;
};

std::optional<JavacHeader> javac_header(std::string_view text) {
  size_t dot = text.find(".java:");
  if (dot == std::string_view::npos || text.substr(0, dot).find(' ') != std::string_view::npos) return std::nullopt;
  std::string_view after = text.substr(dot + 6);
  size_t colon = after.find(": ");
  if (colon == std::string_view::npos || !all_digits(after.substr(0, colon))) return std::nullopt;
  return JavacHeader{std::string(file_name_of(text.substr(0, dot + 5))), std::string(after.substr(0, colon)),
                     std::string(after.substr(colon + 2))};
}

bool is_javac_count(std::string_view line) {
  size_t space = line.find(' ');
  if (space == std::string_view::npos || !all_digits(line.substr(0, space))) return false;
  std::string_view word = line.substr(space + 1);
  return word == "error" || word == "errors" || word == "warning" || word == "warnings";
}

// A caret line under the first line without COUNT columns of LeetCode's imports before it.
std::string without_leading_columns(std::string_view line, size_t count) {
  const size_t blanks = std::min(line.find_first_not_of(" \t"), line.size());
  return std::string(line.substr(std::min(count, blanks)));
}

}  // namespace

std::string bounded_diagnostic(std::string_view text, size_t max_lines, size_t max_bytes) {
  const std::vector<std::string_view> lines = diagnostic_lines(text);
  std::string kept;
  size_t shown = 0;
  for (; shown < lines.size() && shown < max_lines; ++shown) {
    if (kept.size() + lines[shown].size() + 1 > max_bytes) {
      if (shown == 0) kept = std::string(lines[0].substr(0, max_bytes)) + "...\n", shown = 1;
      break;
    }
    kept += std::string(lines[shown]) + "\n";
  }
  if (shown < lines.size()) {
    const size_t left = lines.size() - shown;
    kept += fmt::format("[{} more line{} not shown]\n", left, left == 1 ? "" : "s");
  }
  if (!kept.empty()) kept.pop_back();
  return printable(kept, true);
}

std::string without_folders(std::string line, const std::vector<std::string>& folders) {
  for (std::string folder : folders) {
    while (!folder.empty() && folder.back() == '/') folder.pop_back();
    if (folder.empty()) continue;
    folder += '/';
    for (size_t at = line.find(folder); at != std::string::npos; at = line.find(folder, at + 1)) {
      if (at > 0 && !opens_path(line[at - 1])) continue;
      const size_t end = path_end(line, at);
      const std::string name(file_name_of(std::string_view(line).substr(at, end - at)));
      line.replace(at, end - at, name);
    }
  }
  return line;
}

std::string leetcode_cpp_diagnostics(const std::string& output, const CppDiagnosticPaths& paths) {
  std::string result;
  bool in_chain = false;
  for (std::string_view line : diagnostic_lines(output)) {
    in_chain = is_include_chain(line, in_chain);
    if (in_chain) continue;
    std::optional<CppLocation> at = cpp_location(line);
    std::string shown;
    if (at && is_solution(at->path, paths.solution)) {
      if (at->line.empty()) {
        shown = fmt::format("solution.cpp: {}", at->rest);  // gcc's "In member function ...":
      } else if (at->column.empty()) {
        shown = fmt::format("Line {}: {}", at->line, at->rest);
      } else {
        shown = fmt::format("Line {}: Char {}: {}", at->line, at->column, at->rest);
      }
    } else {
      shown = std::string(line);
    }
    result += without_folders(shown, paths.hidden_folders) + "\n";
  }
  if (!result.empty()) result.pop_back();
  return result;
}

std::string leetcode_javac_diagnostics(const std::string& output, const std::string& file_name,
                                       const std::string& line_one_prefix) {
  std::string result;
  // After a header of the file's first line: the quote, then the caret, lose the prefix's columns.
  int first_line_quote = 0;
  for (std::string_view line : diagnostic_lines(output)) {
    if (is_javac_count(line) || line.substr(0, 6) == "Note: ") continue;
    if (std::optional<JavacHeader> header = javac_header(line)) {
      const bool own = header->name == file_name;
      first_line_quote = own && header->line == "1" ? 2 : 0;
      result += (own ? fmt::format("Line {}: {}", header->line, header->rest)
                     : fmt::format("{}:{}: {}", header->name, header->line, header->rest)) + "\n";
      continue;
    }
    std::string shown(line);
    if (first_line_quote == 2 && line.substr(0, line_one_prefix.size()) == line_one_prefix) {
      shown = std::string(line.substr(line_one_prefix.size()));
      first_line_quote = 1;
    } else if (first_line_quote == 1 && line.find('^') != std::string_view::npos) {
      shown = without_leading_columns(line, line_one_prefix.size());
      first_line_quote = 0;
    }
    result += java_file_names_only(shown) + "\n";
  }
  if (!result.empty()) result.pop_back();
  return result;
}

std::string leetcode_tsc_diagnostics(const std::string& output) {
  std::string result;
  for (std::string_view line : diagnostic_lines(output)) {
    size_t open = line.find(".ts(");
    size_t close = open == std::string_view::npos ? open : line.find("): ", open);
    if (close != std::string_view::npos && line.substr(0, open).find(' ') == std::string_view::npos) {
      std::string_view place = line.substr(open + 4, close - open - 4);
      size_t comma = place.find(',');
      std::string_view name = file_name_of(line.substr(0, open + 3));
      if (comma != std::string_view::npos && all_digits(place.substr(0, comma)) && all_digits(place.substr(comma + 1))) {
        result += (name == "solution.ts"
                       ? fmt::format("Line {}: Char {}: {}", place.substr(0, comma), place.substr(comma + 1), line.substr(close + 3))
                       : fmt::format("{}({}): {}", name, place, line.substr(close + 3))) + "\n";
        continue;
      }
    }
    result += std::string(line) + "\n";
  }
  if (!result.empty()) result.pop_back();
  return result;
}

}  // namespace lcjudge
