#include "report/side_by_side.h"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

#include "base/terminal_escape.h"
#include "base/text_table.h"

namespace lcjudge {
namespace {

std::string_view trimmed_view(std::string_view text) {
  size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

// TEXT cut into pieces of at most WIDTH display columns, at code point boundaries.
std::vector<std::string> width_chunks(const std::string& text, size_t width) {
  std::vector<std::string> pieces;
  std::string piece;
  size_t columns = 0;
  for (size_t i = 0; i < text.size();) {
    size_t length = 1;
    while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
    if (columns == width) {
      pieces.push_back(piece);
      piece.clear();
      columns = 0;
    }
    piece.append(text, i, length);
    ++columns;
    i += length;
  }
  if (!piece.empty() || pieces.empty()) pieces.push_back(piece);
  return pieces;
}

// A row of one column: what it shows (escaped), and what it is compared by.
struct SideRow {
  std::string text;
  std::string key;
};

// The rows of one column: its array's elements (an element wider than WIDTH continues on rows of
// its own), or its text in chunks. An element is compared without the array's brackets and its
// comma, so that "3]" (the last element of one array) is the same as "3," (of a longer one).
std::vector<SideRow> column_rows(std::string_view text, bool by_element, size_t width) {
  std::vector<std::string> units;
  if (by_element) {
    units = array_elements(text);
  } else {
    units.emplace_back(text);
  }
  std::vector<SideRow> rows;
  for (size_t i = 0; i < units.size(); ++i) {
    std::string_view value = units[i];
    if (by_element && i == 0) value.remove_prefix(1);                             // the array's '['
    if (by_element && !value.empty()) value.remove_suffix(1);                     // its ',' or ']'
    std::vector<std::string> pieces = width_chunks(printable(units[i]), width);
    for (size_t k = 0; k < pieces.size(); ++k) {
      rows.push_back({pieces[k], by_element ? std::string(value) + "#" + std::to_string(k) : pieces[k]});
    }
  }
  return rows;
}

}  // namespace

std::vector<std::string> array_elements(std::string_view text) {
  if (text.size() < 2 || text.front() != '[' || text.back() != ']') return {};
  std::vector<std::string> elements;
  int depth = 0;
  bool in_string = false;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') ++depth;
    else if (c == ']' || c == '}') --depth;
    if (depth < 0) return {};
    if ((c == ',' && depth == 1) || (i + 1 == text.size())) {
      elements.emplace_back(text.substr(start, i + 1 - start));
      start = i + 1;
    }
  }
  if (depth != 0 || in_string) return {};
  return elements;
}

bool needs_side_by_side(std::string_view left, std::string_view right) {
  return display_width(printable(trimmed_view(left))) > kInlineAnswerWidth ||
         display_width(printable(trimmed_view(right))) > kInlineAnswerWidth;
}

std::string side_by_side(const std::string& left_title, std::string_view left, const std::string& right_title,
                         std::string_view right, size_t column_width, const std::string& indent) {
  left = trimmed_view(left), right = trimmed_view(right);
  bool by_element = !array_elements(left).empty() && !array_elements(right).empty();
  std::vector<SideRow> lefts = column_rows(left, by_element, column_width);
  std::vector<SideRow> rights = column_rows(right, by_element, column_width);
  auto padded = [&](const std::string& text) {
    return text + std::string(column_width - std::min(column_width, display_width(text)), ' ');
  };
  std::string out = fmt::format("{}  {} | {}\n", indent, padded(left_title), right_title);
  for (size_t row = 0; row < std::max(lefts.size(), rights.size()); ++row) {
    const SideRow none;
    const SideRow& l = row < lefts.size() ? lefts[row] : none;
    const SideRow& r = row < rights.size() ? rights[row] : none;
    bool differ = row >= lefts.size() || row >= rights.size() || l.key != r.key;
    std::string line = fmt::format("{}{} {} | {}", indent, differ ? '*' : ' ', padded(l.text), r.text);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

}  // namespace lcjudge
