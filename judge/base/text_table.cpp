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

std::string shorten_middle(const std::string& text, size_t width) {
  size_t columns = display_width(text);
  if (columns <= width) return text;
  if (width == 0) return "";
  // Byte offsets of each code point's start, so the cut never splits one.
  std::vector<size_t> starts;
  for (size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) starts.push_back(i);
  }
  size_t keep = width - 1, head = (keep + 1) / 2, tail = keep - head;
  std::string out = text.substr(0, head < starts.size() ? starts[head] : text.size()) + "…";
  if (tail > 0) out += text.substr(starts[starts.size() - tail]);
  return out;
}

std::string render_text_within(const TextTable& table, size_t max_width, const std::string& indent) {
  size_t columns = table.header.size();
  if (columns == 0) return render_text(table, indent);
  std::vector<size_t> widths(columns, 0);
  auto measure = [&](const std::vector<std::string>& row) {
    for (size_t i = 0; i < row.size() && i < columns; ++i) widths[i] = std::max(widths[i], display_width(row[i]));
  };
  measure(table.header);
  for (const auto& row : table.rows) measure(row);
  constexpr size_t kGap = 2;
  size_t indent_width = display_width(indent);
  size_t total = indent_width;
  for (size_t i = 0; i < columns; ++i) total += widths[i] + (i ? kGap : 0);
  if (total <= max_width) return render_text(table, indent);

  // The first column, at most a third of the line; each panel holds it and the columns that fit.
  size_t room = max_width > indent_width ? max_width - indent_width : 1;
  size_t key_width = std::min(widths[0], std::max<size_t>(1, room / 3));
  size_t panel_room = room > key_width + kGap ? room - key_width - kGap : 1;
  std::vector<std::vector<size_t>> panels;
  size_t used = 0;
  for (size_t i = 1; i < columns; ++i) {
    size_t width = std::min(widths[i], panel_room);
    if (panels.empty() || used + kGap + width > panel_room) {
      panels.push_back({});
      used = width;
    } else {
      used += kGap + width;
    }
    panels.back().push_back(i);
  }
  if (panels.empty()) panels.push_back({});
  std::string out;
  for (size_t p = 0; p < panels.size(); ++p) {
    TextTable panel;
    auto pick = [&](const std::vector<std::string>& row) {
      std::vector<std::string> cells{shorten_middle(row.empty() ? "" : row[0], key_width)};
      for (size_t column : panels[p]) cells.push_back(shorten_middle(column < row.size() ? row[column] : "", panel_room));
      return cells;
    };
    panel.header = pick(table.header);
    for (const auto& row : table.rows) panel.rows.push_back(pick(row));
    panel.right_aligned.push_back(!table.right_aligned.empty() && table.right_aligned[0]);
    for (size_t column : panels[p]) panel.right_aligned.push_back(column < table.right_aligned.size() && table.right_aligned[column]);
    out += (p ? "\n" : "") + render_text(panel, indent);
  }
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
