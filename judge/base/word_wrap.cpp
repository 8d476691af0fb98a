#include "base/word_wrap.h"

#include <algorithm>
#include <vector>

#include "base/text_table.h"

namespace lcjudge {
namespace {

// The first COLUMNS code points of WORD, as bytes.
size_t bytes_of_columns(const std::string& word, size_t columns) {
  size_t seen = 0;
  for (size_t i = 0; i < word.size(); ++i) {
    if ((static_cast<unsigned char>(word[i]) & 0xC0) != 0x80 && seen++ == columns) return i;
  }
  return word.size();
}

}  // namespace

std::string wrap_words(const std::string& text, size_t width, const std::string& first_indent,
                       const std::string& rest_indent) {
  std::string out, line = first_indent;
  size_t line_width = display_width(first_indent);
  bool line_has_words = false;
  auto end_line = [&] {
    line.erase(line.find_last_not_of(' ') + 1);
    out += line + "\n";
    line = rest_indent;
    line_width = display_width(rest_indent);
    line_has_words = false;
  };
  auto add_word = [&](std::string word) {
    while (!word.empty()) {
      size_t word_width = display_width(word);
      size_t needed = word_width + (line_has_words ? 1 : 0);
      if (line_width + needed <= width) {
        line += (line_has_words ? " " : "") + word;
        line_width += needed;
        line_has_words = true;
        return;
      }
      if (line_has_words) {
        end_line();
        continue;
      }
      // Longer than a whole line: as much as fits here, the rest on the next.
      size_t room = width > line_width ? width - line_width : 1;
      size_t cut = bytes_of_columns(word, room);
      line += word.substr(0, cut);
      line_has_words = true;
      word.erase(0, cut);
      end_line();
    }
  };
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = std::min(text.find_first_of(" \n", start), text.size());
    if (end > start) add_word(text.substr(start, end - start));
    if (end < text.size() && text[end] == '\n') end_line();
    start = end + 1;
  }
  if (line_has_words) end_line();
  return out;
}

}  // namespace lcjudge
