// Tables as text: columns aligned for a terminal, or GitHub Markdown for a report. Widths count
// characters, not bytes, so "±" and "µs" line up.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

struct TextTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<bool> right_aligned;  // per column; numbers read best right-aligned
};

// Two spaces between columns, INDENT before each line, trailing spaces trimmed.
std::string render_text(const TextTable& table, const std::string& indent = "  ");

// A Markdown table; '|' in a cell is escaped.
std::string render_markdown(const TextTable& table);

// Characters (UTF-8 code points) in TEXT.
size_t display_width(const std::string& text);

}  // namespace lcjudge
