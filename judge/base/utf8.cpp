#include "base/utf8.h"

namespace lcjudge {
namespace {

// The length of the well-formed UTF-8 sequence at s[i] (Unicode table 3-7), or 0.
size_t utf8_length(std::string_view s, size_t i) {
  auto byte = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
  auto continuation = [&](size_t k, unsigned low = 0x80, unsigned high = 0xBF) {
    return byte(k) >= low && byte(k) <= high;
  };
  unsigned first = byte(0);
  if (first < 0x80) return 1;
  if (first >= 0xC2 && first <= 0xDF) return continuation(1) ? 2 : 0;
  if (first >= 0xE0 && first <= 0xEF) {
    unsigned low = first == 0xE0 ? 0xA0 : 0x80, high = first == 0xED ? 0x9F : 0xBF;  // no overlongs, no surrogates
    return continuation(1, low, high) && continuation(2) ? 3 : 0;
  }
  if (first >= 0xF0 && first <= 0xF4) {
    unsigned low = first == 0xF0 ? 0x90 : 0x80, high = first == 0xF4 ? 0x8F : 0xBF;  // U+10000 to U+10FFFF
    return continuation(1, low, high) && continuation(2) && continuation(3) ? 4 : 0;
  }
  return 0;
}

}  // namespace

size_t invalid_utf8_at(std::string_view text, size_t from) {
  for (size_t i = from; i < text.size();) {
    size_t length = utf8_length(text, i);
    if (length == 0) return i;
    i += length;
  }
  return std::string_view::npos;
}

}  // namespace lcjudge
