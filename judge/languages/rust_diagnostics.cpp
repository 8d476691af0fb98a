#include "languages/rust_diagnostics.h"

#include <fmt/format.h>

#include <cstdlib>
#include <vector>

#include "base/text_lines.h"

namespace lcjudge {

namespace {

// A diagnostic's headline: "error[E0308]: mismatched types", "error: expected ...", "warning: ...".
bool is_rustc_headline(const std::string& line) {
  return line.rfind("error", 0) == 0 || line.rfind("warning", 0) == 0;
}

// rustc's closing words, which LeetCode leaves out.
bool is_rustc_summary(const std::string& line) {
  return line.rfind("error: aborting due to", 0) == 0 || line.rfind("For more information about", 0) == 0 ||
         line.rfind("Some errors have detailed explanations", 0) == 0 ||
         (line.rfind("warning: ", 0) == 0 && line.find(" warning") != std::string::npos &&
          line.find("emitted") != std::string::npos);
}

// The place of an arrow line ("  --> solution.rs:3:5"): its line and column in FILE_NAME, or false.
bool rustc_arrow_place(const std::string& line, const std::string& file_name, int& row, int& column) {
  size_t arrow = line.find("--> ");
  if (arrow == std::string::npos || line.find_first_not_of(' ') != arrow) return false;
  const std::string place = line.substr(arrow + 4);
  if (place.rfind(file_name + ":", 0) != 0) return false;
  char* end = nullptr;
  row = static_cast<int>(std::strtol(place.c_str() + file_name.size() + 1, &end, 10));
  if (!end || *end != ':') return false;
  column = static_cast<int>(std::strtol(end + 1, &end, 10));
  return row > 0 && column > 0;
}

}  // namespace

std::string leetcode_rustc_diagnostics(const std::string& output, const std::string& file_name) {
  const std::vector<std::string> lines = text_lines(output);
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (is_rustc_summary(line)) continue;
    int row = 0, column = 0;
    if (is_rustc_headline(line) && i + 1 < lines.size() && rustc_arrow_place(lines[i + 1], file_name, row, column)) {
      out += fmt::format("Line {}: Char {}: {}\n", row, column, line);
      ++i;  // the arrow, said by the headline now
      continue;
    }
    out += line + "\n";
  }
  while (out.size() >= 2 && out[out.size() - 1] == '\n' && out[out.size() - 2] == '\n') out.pop_back();
  return out;
}

}  // namespace lcjudge
