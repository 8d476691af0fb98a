#include "report/design_call.h"

#include <fmt/core.h>

#include <string_view>
#include <vector>

#include "base/terminal_escape.h"
#include "report/side_by_side.h"

namespace lcjudge {
namespace {

// TEXT without whitespace outside strings: "[null, 1]" and "[null,1]" are one value.
std::string compact_json(std::string_view text) {
  std::string out;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      out += c;
      if (c == '\\' && i + 1 < text.size()) out += text[++i];
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true, out += c;
    } else if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
      out += c;
    }
  }
  return out;
}

// An array's elements as values: without the array's brackets and the commas between.
std::vector<std::string> call_values(const std::string& array) {
  std::vector<std::string> elements = array_elements(array);
  for (size_t i = 0; i < elements.size(); ++i) {
    std::string& element = elements[i];
    if (i == 0) element.erase(0, 1);
    if (!element.empty()) element.pop_back();
  }
  if (elements.size() == 1 && elements[0].empty()) elements.clear();  // "[]"
  return elements;
}

std::string nth_line(const std::string& text, size_t index) {
  size_t start = 0;
  for (size_t i = 0; i < index; ++i) {
    start = text.find('\n', start);
    if (start == std::string::npos) return "";
    ++start;
  }
  return text.substr(start, text.find('\n', start) - start);
}

}  // namespace

std::string differing_call(const std::string& input, const std::string& expected, const std::string& found) {
  std::vector<std::string> operations = call_values(compact_json(nth_line(input, 0)));
  if (operations.empty()) return "";
  for (const auto& operation : operations) {
    if (operation.size() < 2 || operation.front() != '"' || operation.back() != '"') return "";
  }
  std::vector<std::string> wanted = call_values(compact_json(expected)), got = call_values(compact_json(found));
  if (wanted.size() != operations.size()) return "";
  std::vector<std::string> arguments = call_values(compact_json(nth_line(input, 1)));
  for (size_t i = 0; i < operations.size(); ++i) {
    if (i < got.size() && got[i] == wanted[i]) continue;
    std::string name = operations[i].substr(1, operations[i].size() - 2);
    std::string call_arguments;
    if (i < arguments.size() && arguments[i].size() >= 2 && arguments[i].front() == '[') {
      call_arguments = arguments[i].substr(1, arguments[i].size() - 2);
    }
    std::string result = i < got.size() ? printable(got[i]) : "nothing (the answer ends)";
    return fmt::format("call {} {}({}): expected {}, found {}", i + 1, printable(name), printable(call_arguments),
                       printable(wanted[i]), result);
  }
  return "";
}

}  // namespace lcjudge
