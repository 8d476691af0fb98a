// The non-template half of leetcode_io.h (and fast_decode.h): JSON parsing and printing
// instantiated once, so that a solution's compile does not pay for them.
#include "leetcode_io.h"

#include <charconv>
#include <system_error>

#include <nlohmann/json.hpp>

namespace lcjudge {
namespace detail {
namespace {

size_t skip_space(std::string_view s, size_t i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) ++i;
  return i;
}

size_t skip_value(std::string_view s, size_t i) {
  int depth = 0;
  bool in_string = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') {
        in_string = false;
        if (depth == 0) return i + 1;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      ++depth;
    } else if (c == ']' || c == '}') {
      if (depth == 0) return i;
      if (--depth == 0) return i + 1;
    } else if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\r')) {
      return i;
    }
  }
  return i;
}

// "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..." keeps
// only what follows the position, which we state ourselves.
std::string parse_error_reason(const std::string& what) {
  auto colon = what.find(": ");
  if (colon != std::string::npos) return what.substr(colon + 2);
  auto tag_end = what.find("] ");  // "[json.exception.out_of_range.406] number overflow ..."
  return tag_end == std::string::npos ? what : what.substr(tag_end + 2);
}

// Finds where a parse error lies when the parser's exception does not say: the overflow error
// (406) carries no position, but the SAX interface is given one, just past the bad token.
class ErrorLocator : public nlohmann::json_sax<nlohmann::json> {
 public:
  size_t column = 1;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string& last_token,
                   const nlohmann::detail::exception&) override {
    column = position >= last_token.size() ? position - last_token.size() + 1 : 1;
    return false;
  }
};

}  // namespace

size_t column_of(std::string_view line, const std::vector<size_t>& path) {
  size_t i = skip_space(line, 0);
  for (size_t index : path) {
    i = skip_space(line, i + 1);  // step over '['
    for (size_t k = 0; k < index; ++k) {
      i = skip_space(line, skip_value(line, i));  // a space may come before the ','
      i = skip_space(line, i + 1);                // step over ','
    }
  }
  return i + 1;
}

void Location::fail(const std::string& what) const {
  std::string where;
  for (size_t index : path) where += "[" + std::to_string(index) + "]";
  throw InputError("line " + std::to_string(line_number) + ", column " +
                   std::to_string(column_of(line_text, path)) + ": " + what +
                   (where.empty() ? "" : " at " + where));
}

}  // namespace detail

namespace {

const nlohmann::json& node(const void* pointer) { return *static_cast<const nlohmann::json*>(pointer); }

nlohmann::json parse_line(std::string_view line_text, size_t line_number) {
  try {
    return nlohmann::json::parse(line_text);
  } catch (const nlohmann::json::parse_error& e) {
    size_t column = e.byte == 0 ? 1 : e.byte;
    throw InputError("line " + std::to_string(line_number) + ", column " + std::to_string(column) +
                     ": " + detail::parse_error_reason(e.what()));
  } catch (const nlohmann::json::exception& e) {  // e.g. a number too large for a double
    detail::ErrorLocator locator;
    nlohmann::json::sax_parse(line_text, &locator);
    throw InputError("line " + std::to_string(line_number) + ", column " + std::to_string(locator.column) + ": " +
                     detail::parse_error_reason(e.what()));
  }
}

}  // namespace

bool JsonView::is_null() const { return node(node_).is_null(); }
bool JsonView::is_boolean() const { return node(node_).is_boolean(); }
bool JsonView::is_number() const { return node(node_).is_number(); }
bool JsonView::is_number_integer() const { return node(node_).is_number_integer(); }
bool JsonView::is_number_unsigned() const { return node(node_).is_number_unsigned(); }
bool JsonView::is_string() const { return node(node_).is_string(); }
bool JsonView::is_array() const { return node(node_).is_array(); }
bool JsonView::get_bool() const { return node(node_).get<bool>(); }
std::int64_t JsonView::get_int64() const { return node(node_).get<std::int64_t>(); }
std::uint64_t JsonView::get_uint64() const { return node(node_).get<std::uint64_t>(); }
double JsonView::get_double() const { return node(node_).get<double>(); }
const std::string& JsonView::get_string() const { return node(node_).get_ref<const std::string&>(); }
size_t JsonView::size() const { return node(node_).size(); }
JsonView JsonView::at(size_t index) const { return JsonView(&node(node_)[index]); }

namespace {

// VALUE as dump() prints it, stopped once past LIMIT bytes: iterative, as dump() is not, so that
// a case line nested 100,000 deep is described in a message rather than overflowing the stack.
std::string dump_prefix(const nlohmann::json& value, size_t limit) {
  using nlohmann::json;
  auto scalar = [](const json& v) { return v.dump(-1, ' ', false, json::error_handler_t::replace); };
  struct Open {
    const json* container;
    json::const_iterator next;
  };
  std::vector<Open> open;
  std::string out;
  auto enter = [&](const json& v) {
    if (!v.is_structured()) {
      out += scalar(v);
      return;
    }
    out += v.is_array() ? '[' : '{';
    open.push_back({&v, v.cbegin()});
  };
  enter(value);
  while (!open.empty() && out.size() <= limit) {
    Open& top = open.back();
    if (top.next == top.container->cend()) {
      out += top.container->is_array() ? ']' : '}';
      open.pop_back();
      continue;
    }
    if (top.next != top.container->cbegin()) out += ',';
    if (top.container->is_object()) out += scalar(json(top.next.key())) + ':';
    const json& element = *top.next;
    ++top.next;
    enter(element);  // may grow OPEN: TOP is not used after this
  }
  return out;
}

}  // namespace

std::string JsonView::describe() const {
  const nlohmann::json& value = node(node_);
  std::string text = dump_prefix(value, 20);
  if (text.size() > 20) text = text.substr(0, 17) + "...";
  return std::string(value.type_name()) + " " + text;
}

ParsedLine::ParsedLine(std::string_view line_text, size_t line_number)
    : tree_(new nlohmann::json(parse_line(line_text, line_number))) {}

ParsedLine::~ParsedLine() { delete static_cast<nlohmann::json*>(tree_); }

void append_json_string(const std::string& text, std::string& out) {
  out += nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace fast_decode {

bool read_double(Cursor& c, double& out) {
  // Only JSON's number grammar: from_chars would also take "1.", ".5", "inf"; nlohmann would not.
  const char* const start = c.at;
  const char* p = start;
  if (p < c.end && *p == '-') ++p;
  if (p == c.end || !is_digit(*p)) return false;
  if (*p == '0') ++p;  // no leading zeros: a digit after it makes the caller decline
  else while (p < c.end && is_digit(*p)) ++p;
  bool integer_literal = true;
  if (p < c.end && *p == '.') {
    ++p;
    if (p == c.end || !is_digit(*p)) return false;
    while (p < c.end && is_digit(*p)) ++p;
    integer_literal = false;
  }
  if (p < c.end && (*p == 'e' || *p == 'E')) {
    ++p;
    if (p < c.end && (*p == '+' || *p == '-')) ++p;
    if (p == c.end || !is_digit(*p)) return false;
    while (p < c.end && is_digit(*p)) ++p;
    integer_literal = false;
  }

  // nlohmann keeps an integer literal that fits as a 64-bit integer and converts that, so "-0"
  // is +0.0; one that does not fit it reads as a float, as from_chars does below.
  if (integer_literal) {
    if (*start == '-') {
      long long value;
      if (std::from_chars(start, p, value).ec == std::errc()) {
        out = static_cast<double>(value);
        c.at = p;
        return true;
      }
    } else {
      unsigned long long value;
      if (std::from_chars(start, p, value).ec == std::errc()) {
        out = static_cast<double>(value);
        c.at = p;
        return true;
      }
    }
  }
  // Correctly rounded, as glibc's strtod that nlohmann uses. Out of range (overflow, and
  // underflow, which nlohmann accepts) is left to nlohmann.
#ifdef _LIBCPP_VERSION
  // LLVM's libc++ 19 (a build for a C++23 library feature, judging/build.h) has no floating
  // from_chars: nlohmann reads the line.
  return false;
#else
  auto [end, error] = std::from_chars(start, p, out);
  if (error != std::errc() || end != p) return false;
  c.at = p;
  return true;
#endif
}

}  // namespace fast_decode

}  // namespace lcjudge
