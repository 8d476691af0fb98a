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

// As render_text, but no line wider than MAX_WIDTH columns: a table too wide is cut into panels of
// whole columns, one under the other, each led by the first column (the row's name) again; a first
// column wider than a third of MAX_WIDTH, or a cell wider than its panel, is shortened in the middle
// with "…" (its start and end kept). The full text belongs in the Markdown and JSON reports.
std::string render_text_within(const TextTable& table, size_t max_width, const std::string& indent = "  ");

// TEXT shortened to WIDTH columns by an "…" in its middle, or TEXT when it fits.
std::string shorten_middle(const std::string& text, size_t width);

// A Markdown table; '|' in a cell is escaped.
std::string render_markdown(const TextTable& table);

// Characters (UTF-8 code points) in TEXT.
size_t display_width(const std::string& text);

}  // namespace lcjudge
