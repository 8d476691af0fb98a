// The fast path of decode<T>: reads one argument line straight into T, with no JSON tree.
//
// It handles only the common case and declines (returns nothing) on anything else: a syntax error,
// a fraction or exponent where an int is wanted, a number out of range, a string with an escape,
// a control character or a non-ASCII byte, null, an object, a type mismatch. decode<T> then hands
// the line to the nlohmann path, which decodes it or gives today's exact message. So this
// decoder may be stricter than JSON but never looser, and never yields a different value.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace lcjudge::fast_decode {

// The unread rest of a line.
struct Cursor {
  const char* at;
  const char* end;
};

// JSON's whitespace, exactly nlohmann's set.
inline void skip_space(Cursor& c) {
  while (c.at < c.end && (*c.at == ' ' || *c.at == '\t' || *c.at == '\n' || *c.at == '\r')) ++c.at;
}

inline bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

// A JSON integer with no fraction or exponent that fits in Int. A leading zero ends the number
// ("01" reads 0 and the caller then declines at the '1'), as does anything not a digit.
template <typename Int> bool read_integer(Cursor& c, Int& out) {
  const char* p = c.at;
  const bool negative = p < c.end && *p == '-';
  if (negative) ++p;
  if (p == c.end || !is_digit(*p)) return false;
  std::uint64_t magnitude = 0;
  if (*p == '0') {
    ++p;
  } else {
    // 19 digits cannot overflow 64 bits; more never fit in long long and are left to nlohmann.
    const char* const first = p;
    for (; p < c.end && is_digit(*p); ++p) {
      if (p - first == 19) return false;
      magnitude = magnitude * 10 + static_cast<std::uint64_t>(*p - '0');
    }
  }
  const auto max = static_cast<std::uint64_t>(std::numeric_limits<Int>::max());
  if constexpr (std::is_unsigned_v<Int>) {
    if (negative && magnitude != 0) return false;  // "-0" is 0, as nlohmann reads it
  } else {
    if (magnitude > (negative ? max + 1 : max)) return false;
  }
  if (!negative && magnitude > max) return false;
  // -(magnitude - 1) - 1 stays in range even for Int's minimum.
  out = negative && magnitude != 0 ? static_cast<Int>(-static_cast<Int>(magnitude - 1) - 1)
                                   : static_cast<Int>(magnitude);
  c.at = p;
  return true;
}

// A JSON number as nlohmann turns it into a double (leetcode_io.cpp; doubles are rare).
bool read_double(Cursor& c, double& out);

// Whether a double read from the input becomes a float without overflowing to infinity (a float
// argument's input must be in float's range; precision is rounded as a cast does).
inline bool fits_float(double value) {
  return !(value > std::numeric_limits<float>::max() || value < std::numeric_limits<float>::lowest());
}

// A string of printable ASCII with no escape, as [begin, end) of its characters.
inline bool read_plain_string(Cursor& c, const char*& begin, const char*& end) {
  if (c.at == c.end || *c.at != '"') return false;
  const char* p = c.at + 1;
  begin = p;
  for (; p < c.end; ++p) {
    const auto byte = static_cast<unsigned char>(*p);
    if (byte == '"') break;
    if (byte == '\\' || byte < 0x20 || byte >= 0x80) return false;
  }
  if (p == c.end) return false;
  end = p;
  c.at = p + 1;
  return true;
}

// Compares against a literal without reading past the end of the line.
inline bool read_literal(Cursor& c, std::string_view literal) {
  if (static_cast<size_t>(c.end - c.at) < literal.size() || std::string_view(c.at, literal.size()) != literal) return false;
  c.at += literal.size();
  return true;
}

template <typename T> bool read_value(Cursor& c, T& out);

// '[' values separated by ',' ']', whitespace allowed around every token.
template <typename Vector> bool read_array(Cursor& c, Vector& out) {
  using Element = typename Vector::value_type;
  if (c.at == c.end || *c.at != '[') return false;
  ++c.at;
  skip_space(c);
  if (c.at < c.end && *c.at == ']') {
    ++c.at;
    return true;
  }
  // Numbers and booleans hold no ',' or ']', so on a line taken here the commas before the first
  // ']' count the elements. Reserving them touches the result's memory once instead of regrowing
  // it: each fresh page costs a page fault (~13 us on the VM this was measured on), and those
  // faults are most of the time a large input takes.
  if constexpr (std::is_arithmetic_v<Element> && !std::is_same_v<Element, char>) {
    const void* close = std::memchr(c.at, ']', static_cast<size_t>(c.end - c.at));
    if (close) out.reserve(static_cast<size_t>(std::count(c.at, static_cast<const char*>(close), ',')) + 1);
  }
  for (;;) {
    Element element{};
    if (!read_value(c, element)) return false;
    out.push_back(std::move(element));
    skip_space(c);
    if (c.at == c.end) return false;
    if (*c.at == ']') {
      ++c.at;
      return true;
    }
    if (*c.at != ',') return false;
    ++c.at;
    skip_space(c);
  }
}

// One value of type T at the cursor (no whitespace before it).
template <typename T> bool read_value(Cursor& c, T& out) {
  if constexpr (std::is_same_v<T, int> || std::is_same_v<T, long> || std::is_same_v<T, long long> ||
                std::is_same_v<T, unsigned int>) {
    return read_integer(c, out);
  } else if constexpr (std::is_same_v<T, double>) {
    return read_double(c, out);
  } else if constexpr (std::is_same_v<T, float>) {
    double value;
    if (!read_double(c, value) || !fits_float(value)) return false;
    out = static_cast<float>(value);
    return true;
  } else if constexpr (std::is_same_v<T, bool>) {
    if (read_literal(c, "true")) out = true;
    else if (read_literal(c, "false")) out = false;
    else return false;
    return true;
  } else if constexpr (std::is_same_v<T, std::string>) {
    const char* begin;
    const char* end;
    if (!read_plain_string(c, begin, end)) return false;
    out.assign(begin, end);
    return true;
  } else if constexpr (std::is_same_v<T, char>) {
    const char* begin;
    const char* end;
    if (!read_plain_string(c, begin, end) || end - begin != 1) return false;
    out = *begin;
    return true;
  } else {
    return read_array(c, out);  // a vector; decode<T> has already refused any other type
  }
}

// The whole line as T: whitespace, one value, whitespace, the end; nothing if anything else.
// (What was read of a declined line is freed on return, before nlohmann builds its tree.)
template <typename T> std::optional<T> try_decode(std::string_view line_text) {
  Cursor c{line_text.data(), line_text.data() + line_text.size()};
  T value{};
  skip_space(c);
  if (!read_value(c, value)) return std::nullopt;
  skip_space(c);
  if (c.at != c.end) return std::nullopt;
  return value;
}

}  // namespace lcjudge::fast_decode
