// LeetCode's test-case format <-> C++ values.
//
// An argument is one line of JSON; decode<T> turns it into the parameter's type and encode<T>
// prints a return value exactly as LeetCode prints it. decode<T> reads the common case straight
// into T (fast_decode.h) and leaves everything else, every error included, to nlohmann-json,
// whose messages it keeps word for word. Supported:
// int, long, long long, unsigned int, double, float, bool, string, char (a one-character string),
// the types a custom_codec adds (entry_end.h: ListNode*, TreeNode*, Node*) and vectors of them
// nested to any depth. Every rejection is an InputError that names the line and column.
//
// nlohmann-json stays inside leetcode_io.cpp: this header only sees its tree through JsonView.
// Including the library cost every solution's compile about 0.7 s, even a solution whose lines
// all took the fast path.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstddef>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "fast_decode.h"

namespace lcjudge {

// Malformed test data: the judge reports it as bad data, never as a wrong answer.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <typename T> struct is_vector : std::false_type {};
template <typename T> struct is_vector<std::vector<T>> : std::true_type {};

class JsonView;
namespace detail {
struct Location;
}

// A type the driver learns from outside this header: the linked structures, whose definitions
// come from the solution or entry_begin.h, so their codecs can only follow it (entry_end.h).
// A specialisation sets `enabled` and provides
//   static std::string name();                              // for messages: "ListNode*"
//   static T decode(JsonView value, detail::Location& at);  // at.fail(...) on bad input
//   static void encode(const T& value, std::string& out);
template <typename T> struct custom_codec {
  static constexpr bool enabled = false;
};

template <typename T>
constexpr bool is_integer_type = std::is_same_v<T, int> || std::is_same_v<T, long> || std::is_same_v<T, long long> ||
                                 std::is_same_v<T, unsigned int>;
template <typename T> constexpr bool is_floating_type = std::is_same_v<T, double> || std::is_same_v<T, float>;

// The built-in scalars and vectors of them: what the fast path (fast_decode.h) may read.
template <typename T>
struct is_plain_type : std::bool_constant<is_integer_type<T> || is_floating_type<T> || std::is_same_v<T, bool> ||
                                          std::is_same_v<T, char> || std::is_same_v<T, std::string>> {};
template <typename T> struct is_plain_type<std::vector<T>> : is_plain_type<T> {};

// The types an argument may have: the scalars above, custom codecs' types, and vectors of them.
template <typename T> struct is_argument_type : std::bool_constant<is_plain_type<T>::value || custom_codec<T>::enabled> {};
template <typename T> struct is_argument_type<std::vector<T>> : is_argument_type<T> {};

// The C++ spelling of a supported type, for messages: vector<vector<int>>.
template <typename T> std::string type_name() {
  if constexpr (custom_codec<T>::enabled) return custom_codec<T>::name();
  else if constexpr (std::is_same_v<T, int>) return "int";
  else if constexpr (std::is_same_v<T, long>) return "long";
  else if constexpr (std::is_same_v<T, long long>) return "long long";
  else if constexpr (std::is_same_v<T, unsigned int>) return "unsigned int";
  else if constexpr (std::is_same_v<T, double>) return "double";
  else if constexpr (std::is_same_v<T, float>) return "float";
  else if constexpr (std::is_same_v<T, bool>) return "bool";
  else if constexpr (std::is_same_v<T, char>) return "char";
  else if constexpr (std::is_same_v<T, std::string>) return "string";
  else if constexpr (is_vector<T>::value) return "vector<" + type_name<typename T::value_type>() + ">";
  else static_assert(!sizeof(T), "lcjudge: unsupported argument or return type");
}

// One value of a parsed argument line: a view of nlohmann-json's tree, which leetcode_io.cpp owns.
// The names follow nlohmann's, whose rules (what is an integer, an unsigned, a number) they keep.
class JsonView {
 public:
  explicit JsonView(const void* node) : node_(node) {}

  bool is_null() const;
  bool is_boolean() const;
  bool is_number() const;
  bool is_number_integer() const;
  bool is_number_unsigned() const;
  bool is_string() const;
  bool is_array() const;

  bool get_bool() const;
  std::int64_t get_int64() const;
  std::uint64_t get_uint64() const;
  double get_double() const;
  const std::string& get_string() const;

  size_t size() const;             // an array's length
  JsonView at(size_t index) const; // an array's element

  // "array [1,2,3]", shortened, for messages.
  std::string describe() const;

 private:
  const void* node_;
};

// One argument line parsed as JSON (in leetcode_io.cpp, not in every solution); a syntax error is
// an InputError naming the line and column.
class ParsedLine {
 public:
  ParsedLine(std::string_view line_text, size_t line_number);
  ParsedLine(const ParsedLine&) = delete;
  ParsedLine& operator=(const ParsedLine&) = delete;
  ~ParsedLine();

  JsonView root() const { return JsonView(tree_); }

 private:
  void* tree_;  // a nlohmann::json
};

namespace detail {

// The 1-based column where the element at `path` (array indices) starts in a line that is
// already known to be valid JSON; used only to point at a type error.
size_t column_of(std::string_view line, const std::vector<size_t>& path);

// Where a value sits inside one argument line, to build messages lazily on error only.
struct Location {
  std::string_view line_text;
  size_t line_number;
  std::vector<size_t> path;

  [[noreturn]] void fail(const std::string& what) const;
};

template <typename T> T decode_value(JsonView value, Location& at) {
  if constexpr (custom_codec<T>::enabled) {
    return custom_codec<T>::decode(value, at);
  } else if constexpr (std::is_same_v<T, bool>) {
    if (!value.is_boolean()) at.fail("expected bool, found " + value.describe());
    return value.get_bool();
  } else if constexpr (is_integer_type<T>) {
    if (value.is_number_unsigned()) {
      auto v = value.get_uint64();
      if (v > static_cast<std::uint64_t>(std::numeric_limits<T>::max()))
        at.fail(std::to_string(v) + " does not fit in " + type_name<T>());
      return static_cast<T>(v);
    }
    if (!value.is_number_integer()) at.fail("expected " + type_name<T>() + ", found " + value.describe());
    auto v = value.get_int64();
    // Compared as 64-bit signed values: unsigned int's range fits in them.
    if (v < static_cast<std::int64_t>(std::numeric_limits<T>::min()) ||
        v > static_cast<std::int64_t>(std::numeric_limits<T>::max()))
      at.fail(std::to_string(v) + " does not fit in " + type_name<T>());
    return static_cast<T>(v);
  } else if constexpr (std::is_same_v<T, double>) {
    if (!value.is_number()) at.fail("expected double, found " + value.describe());
    return value.get_double();
  } else if constexpr (std::is_same_v<T, float>) {
    if (!value.is_number()) at.fail("expected float, found " + value.describe());
    double v = value.get_double();
    if (!fast_decode::fits_float(v)) at.fail(value.describe() + " does not fit in float");
    return static_cast<float>(v);
  } else if constexpr (std::is_same_v<T, std::string>) {
    if (!value.is_string()) at.fail("expected string, found " + value.describe());
    return value.get_string();
  } else if constexpr (std::is_same_v<T, char>) {
    if (!value.is_string() || value.get_string().size() != 1)
      at.fail("expected char (a one-character string), found " + value.describe());
    return value.get_string()[0];
  } else if constexpr (is_vector<T>::value) {
    if (!value.is_array()) at.fail("expected " + type_name<T>() + ", found " + value.describe());
    T result;
    size_t size = value.size();
    result.reserve(size);
    at.path.push_back(0);
    for (size_t i = 0; i < size; ++i) {
      result.push_back(decode_value<typename T::value_type>(value.at(i), at));
      ++at.path.back();
    }
    at.path.pop_back();
    return result;
  } else {
    static_assert(!sizeof(T), "lcjudge: unsupported argument type");
  }
}

}  // namespace detail

// Appends `text` as a JSON string literal, escaped.
void append_json_string(const std::string& text, std::string& out);

// Decodes one argument line through a JSON tree: slow, but it knows every error's place and
// words. decode<T> falls back to it; the tests hold the two to the same results.
template <typename T> T decode_with_dom(std::string_view line_text, size_t line_number) {
  const ParsedLine parsed(line_text, line_number);
  detail::Location at{line_text, line_number, {}};
  return detail::decode_value<T>(parsed.root(), at);
}

// Decodes one argument line (1-based line_number, for messages).
template <typename T> T decode(std::string_view line_text, size_t line_number) {
  static_assert(is_argument_type<T>::value, "lcjudge: unsupported argument type");
  if constexpr (is_plain_type<T>::value) {
    if (std::optional<T> value = fast_decode::try_decode<T>(line_text)) return std::move(*value);
  }
  return decode_with_dom<T>(line_text, line_number);
}

// Appends `value` as LeetCode prints it: true, 0, 2.50000, "s", [1,2], [["a","b"]].
template <typename T> void encode(const T& value, std::string& out) {
  if constexpr (custom_codec<T>::enabled) {
    custom_codec<T>::encode(value, out);
  } else if constexpr (std::is_same_v<T, bool>) {
    out += value ? "true" : "false";
  } else if constexpr (is_integer_type<T>) {
    out += std::to_string(value);
  } else if constexpr (is_floating_type<T>) {
    // 1e308 takes 309 digits before the point.
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.5f", static_cast<double>(value));
    out += buffer;
  } else if constexpr (std::is_same_v<T, std::string>) {
    append_json_string(value, out);
  } else if constexpr (std::is_same_v<T, char>) {
    encode(std::string(1, value), out);
  } else if constexpr (is_vector<T>::value) {
    out += '[';
    for (size_t i = 0; i < value.size(); ++i) {
      if (i) out += ',';
      encode<typename T::value_type>(value[i], out);
    }
    out += ']';
  } else {
    static_assert(!sizeof(T), "lcjudge: unsupported return type");
  }
}

// The argument and result types most problems use are compiled once, into the driver's own
// object (leetcode_io_codecs.cpp), and every solution's compile links to them instead of compiling its
// own copy: that halved a sanitized compile of Two Sum (1.04 to 0.54 CPU-s). Other types, and
// the structures, are compiled with the solution as before.
#define LCJUDGE_PRECOMPILED_TYPES(X) \
  X(int) \
  X(long long) \
  X(double) \
  X(bool) \
  X(char) \
  X(std::string) \
  X(std::vector<int>) \
  X(std::vector<long long>) \
  X(std::vector<double>) \
  X(std::vector<bool>) \
  X(std::vector<char>) \
  X(std::vector<std::string>) \
  X(std::vector<std::vector<int>>) \
  X(std::vector<std::vector<long long>>) \
  X(std::vector<std::vector<double>>) \
  X(std::vector<std::vector<char>>) \
  X(std::vector<std::vector<std::string>>)
#define LCJUDGE_EXTERN_CODEC(T)                                           \
  extern template T detail::decode_value<T>(JsonView, detail::Location&); \
  extern template T decode<T>(std::string_view, size_t);                  \
  extern template void encode<T>(const T&, std::string&);
LCJUDGE_PRECOMPILED_TYPES(LCJUDGE_EXTERN_CODEC)
#undef LCJUDGE_EXTERN_CODEC

}  // namespace lcjudge
