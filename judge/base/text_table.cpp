#include "base/text_table.h"

#include <algorithm>

namespace lcjudge {

size_t display_width(const std::string& text) {
  size_t width = 0;
  for (unsigned char c : text) width += (c & 0xC0) != 0x80;  // count every byte that starts a code point
  return width;
}

std::string render_text(const TextTable& table, const std::string& indent) {
  std::vector<size_t> widths(table.header.size(), 0);
  auto measure = [&](const std::vector<std::string>& row) {
    for (size_t i = 0; i < row.size() && i < widths.size(); ++i) widths[i] = std::max(widths[i], display_width(row[i]));
  };
  measure(table.header);
  for (const auto& row : table.rows) measure(row);
  auto line = [&](const std::vector<std::string>& row) {
    std::string out = indent;
    for (size_t i = 0; i < widths.size(); ++i) {
      std::string cell = i < row.size() ? row[i] : "";
      std::string pad(widths[i] - display_width(cell), ' ');
      bool right = i < table.right_aligned.size() && table.right_aligned[i];
      out += (i ? "  " : "") + (right ? pad + cell : cell + pad);
    }
    out.erase(out.find_last_not_of(' ') + 1);
    return out + "\n";
  };
  std::string out = line(table.header);
  for (const auto& row : table.rows) out += line(row);
  return out;
}

std::string render_markdown(const TextTable& table) {
  auto line = [&](const std::vector<std::string>& row) {
    std::string out = "|";
    for (size_t i = 0; i < table.header.size(); ++i) {
      std::string cell = i < row.size() ? row[i] : "";
      std::string escaped;
      for (char c : cell) escaped += c == '|' ? std::string("\\|") : std::string(1, c);
      out += " " + escaped + " |";
    }
    return out + "\n";
  };
  std::string out = line(table.header) + "|";
  for (size_t i = 0; i < table.header.size(); ++i) {
    bool right = i < table.right_aligned.size() && table.right_aligned[i];
    out += right ? " ---: |" : " --- |";
  }
  out += "\n";
  for (const auto& row : table.rows) out += line(row);
  return out;
}

}  // namespace lcjudge
