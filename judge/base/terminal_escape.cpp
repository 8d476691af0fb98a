#include "base/terminal_escape.h"

#include <fmt/format.h>

#include "base/utf8.h"

namespace lcjudge {
namespace {

void append_hex(std::string& out, unsigned char byte) { out += fmt::format("\\x{:02x}", byte); }

// The bytes of an invisible format character starting at TEXT[I] (well-formed UTF-8), or 0.
// Bidirectional overrides, embeddings, isolates and marks reorder what a terminal shows after
// them ("Trojan Source": U+202E makes "CA tog" read "got AC"); line and paragraph separators
// break lines in some viewers; zero-width characters and the BOM hide text.
size_t invisible_format_length(std::string_view text, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[i + k]); };
  if (i + 1 < text.size() && byte(0) == 0xd8 && byte(1) == 0x9c) return 2;  // U+061C arabic letter mark
  if (i + 2 >= text.size()) return 0;
  if (byte(0) == 0xe2 && byte(1) == 0x80 && ((byte(2) >= 0x8b && byte(2) <= 0x8f) || (byte(2) >= 0xa8 && byte(2) <= 0xae))) {
    return 3;  // U+200B..U+200F zero widths and marks, U+2028..U+202E separators and embeddings
  }
  if (byte(0) == 0xe2 && byte(1) == 0x81 && byte(2) >= 0xa0 && byte(2) <= 0xaf) return 3;  // U+2060..U+206F
  if (byte(0) == 0xef && byte(1) == 0xbb && byte(2) == 0xbf) return 3;                     // U+FEFF
  return 0;
}

std::string escaped(std::string_view text, bool keep_newlines, bool escape_backslash) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    size_t bad = invalid_utf8_at(text, i);
    size_t end = bad == std::string_view::npos ? text.size() : bad;
    while (i < end) {  // well-formed UTF-8 from i to end
      unsigned char byte = static_cast<unsigned char>(text[i]);
      if (byte == 0xc2 && i + 1 < end && static_cast<unsigned char>(text[i + 1]) < 0xa0) {
        // U+0080..U+009F: C1 controls, CSI (U+009B) among them.
        append_hex(out, byte);
        append_hex(out, static_cast<unsigned char>(text[i + 1]));
        i += 2;
        continue;
      }
      if (size_t length = invisible_format_length(text.substr(0, end), i); length > 0) {
        for (size_t k = 0; k < length; ++k) append_hex(out, static_cast<unsigned char>(text[i + k]));
        i += length;
        continue;
      }
      if (byte == '\\' && escape_backslash) {
        out += "\\\\";
      } else if ((byte < 0x20 && byte != '\t' && !(keep_newlines && byte == '\n')) || byte == 0x7f) {
        append_hex(out, byte);
      } else {
        out += static_cast<char>(byte);
      }
      ++i;
    }
    if (bad != std::string_view::npos) {
      append_hex(out, static_cast<unsigned char>(text[bad]));
      i = bad + 1;
    }
  }
  return out;
}

}  // namespace

std::string escape_untrusted(std::string_view text, bool keep_newlines) { return escaped(text, keep_newlines, true); }

std::string printable(std::string_view text, bool keep_newlines) { return escaped(text, keep_newlines, false); }

std::string printable_indented(std::string_view text, std::string_view indent) {
  std::string safe = printable(text, true);
  std::string out;
  out.reserve(safe.size());
  for (char c : safe) {
    out += c;
    if (c == '\n') out += indent;
  }
  return out;
}

std::string escaped_first_line(std::string_view text, size_t max_bytes) {
  std::string_view line = text.substr(0, text.find('\n'));
  return escape_untrusted(line.substr(0, max_bytes)) + (line.size() > max_bytes ? "..." : "");
}

}  // namespace lcjudge
