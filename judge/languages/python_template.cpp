// LeetCode's Python 3 template (its language object's TemplateReading, problem/language.h): its classes and `def`s by their
// indentation, types from the hints (`nums: List[int]`, `-> Optional[ListNode]`) or an old
// template's docstring (`:type root: TreeNode`, `:rtype: str`).
#include <fmt/format.h>

#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

// Types nest at most this deep: a template's List[List[int]] is two.
constexpr int kMaxPythonTypeDepth = 16;

constexpr const char* kPythonTypes =
    "int, float, bool, str, None, List[T], Optional[T], ListNode, TreeNode, Node and NestedInteger";

// int, float, bool, str, None, Optional[T], List[T], [T] (341's), 'Node', the structures.
TemplateType python_type(TypeText& type, const std::string& where, int depth = 0) {
  auto fail = [&](const std::string& word) { fail_template_type(where, word, type.text, Language::kPython, kPythonTypes); };
  if (depth > kMaxPythonTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kPython, kPythonTypes);
  if (type.accept('[')) {  // 341's `nestedList: [NestedInteger]`
    TemplateType element = python_type(type, where, depth + 1);
    if (!type.accept(']')) fail("");
    return vector_of(element);
  }
  char quote = type.accept('\'') ? '\'' : type.accept('"') ? '"' : 0;
  std::string word = type.name(".");
  if (quote && !type.accept(quote)) fail("");
  if (word == "Optional" || word == "List" || word == "list" || word == "typing.List" || word == "typing.Optional") {
    if (!type.accept('[')) fail(word);
    TemplateType element = python_type(type, where, depth + 1);
    if (!type.accept(']')) fail(word);
    return word.find("Optional") != std::string::npos ? element : vector_of(element);
  }
  if (word == "int") return scalar_type("int", OpenScalar::kInteger);
  if (word == "float") return scalar_type("double");
  if (word == "bool") return scalar_type("bool");
  if (word == "str") return scalar_type("string", OpenScalar::kText);
  if (word == "None" || word == "void") return scalar_type("void");  // an old docstring's `:rtype: void`
  if (word == "ListNode" || word == "TreeNode" || word == "Node") return scalar_type(word + "*");
  if (word == "NestedInteger") return scalar_type(word);
  fail_template_type(where, word, type.text, Language::kPython, kPythonTypes);
}

TemplateType python_type_of(const std::string& annotation, const std::string& where) {
  TypeText type(annotation);
  TemplateType read = python_type(type, where);
  if (!type.at_end()) fail_template_type(where, "", annotation, Language::kPython, kPythonTypes);
  return read;
}

std::vector<std::string> python_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

struct PythonDef {
  std::string name;
  std::vector<std::pair<std::string, std::string>> parameters;  // name, annotation ("" if none)
  std::string result;                                           // the annotation after ->, "" if none
};

// A `def` spread over lines from INDEX: its header up to the ':' that ends it; INDEX moves to its last line.
std::string python_header(const std::vector<std::string>& lines, size_t& index) {
  std::string header;
  int depth = 0;
  for (; index < lines.size(); ++index) {
    for (char c : lines[index]) depth += (c == '(' || c == '[') - (c == ')' || c == ']');
    header += lines[index] + " ";
    std::string line = trimmed_text(lines[index]);
    if (depth <= 0 && !line.empty() && line.back() == ':') break;
  }
  return header;
}

PythonDef parse_python_def(const std::string& header, const std::string& where) {
  PythonDef method;
  size_t def = header.find("def ");
  size_t open = header.find('(', def);
  size_t close = header.rfind(')');
  if (def == std::string::npos || open == std::string::npos || close == std::string::npos || close < open) {
    throw JudgeFailure(fmt::format("{}: expected 'def name(self, ...):'", where));
  }
  method.name = trimmed_text(header.substr(def + 4, open - def - 4));
  std::vector<std::string> parts = split_outside_brackets(header.substr(open + 1, close - open - 1), ',');
  for (size_t i = 0; i < parts.size(); ++i) {
    size_t colon = parts[i].find(':');
    std::string name = trimmed_text(parts[i].substr(0, std::min(colon, parts[i].find('='))));
    if (i == 0 && name == "self") continue;
    std::string annotation = colon == std::string::npos ? "" : trimmed_text(parts[i].substr(colon + 1));
    size_t equals = annotation.find('=');  // a default value: `val: int = 0`
    if (equals != std::string::npos) annotation = trimmed_text(annotation.substr(0, equals));
    method.parameters.push_back({name, annotation});
  }
  size_t arrow = header.find("->", close);
  if (arrow != std::string::npos) method.result = trimmed_text(header.substr(arrow + 2, header.rfind(':') - arrow - 2));
  return method;
}

// Old-style templates (297's Codec) give types in the docstring: ":type root: TreeNode", ":rtype: str".
void types_from_docstring(PythonDef& method, const std::vector<std::string>& body) {
  for (const std::string& raw : body) {
    std::string line = trimmed_text(raw);
    if (line.rfind(":rtype:", 0) == 0 && method.result.empty()) {
      std::string result = trimmed_text(line.substr(7));  // `:rtype: void Do not return anything, ...`
      method.result = result.substr(0, result.find_first_of(" \t"));
    }
    if (line.rfind(":type ", 0) != 0) continue;
    size_t colon = line.find(':', 6);
    if (colon == std::string::npos) continue;
    std::string name = trimmed_text(line.substr(6, colon - 6));
    for (auto& [parameter, annotation] : method.parameters) {
      if (parameter == name && annotation.empty()) annotation = trimmed_text(line.substr(colon + 1));
    }
  }
}

size_t python_indentation(const std::string& line) { return line.find_first_not_of(" \t"); }

// The lines of the body of the `def` on line DEF_LINE, from INDEX + 1; INDEX moves to its last line.
std::vector<std::string> python_body(const std::vector<std::string>& lines, size_t& index, size_t def_line) {
  std::vector<std::string> body;
  size_t own = python_indentation(lines[def_line]);
  while (index + 1 < lines.size() &&
         (trimmed_text(lines[index + 1]).empty() || python_indentation(lines[index + 1]) > own)) {
    body.push_back(lines[++index]);
  }
  return body;
}

// The `def` at LINES[INDEX] (its body skipped: INDEX moves to its last line) as a method.
TemplateMethod python_method(const std::vector<std::string>& lines, size_t& index, const std::string& where) {
  size_t def_line = index;
  PythonDef def = parse_python_def(python_header(lines, index), where);
  types_from_docstring(def, python_body(lines, index, def_line));
  TemplateMethod method;
  method.name = def.name;
  method.line = static_cast<int>(def_line) + 1;
  method.constructor = def.name == "__init__";
  if (!is_template_name(def.name)) throw JudgeFailure(fmt::format("{}: expected a method's name after 'def'", where));
  for (const auto& [name, annotation] : def.parameters) {
    if (!is_template_name(name)) throw JudgeFailure(fmt::format("{}: expected a parameter's name, found '{}'", where, escape_untrusted(name)));
    if (annotation.empty()) {
      throw JudgeFailure(fmt::format("{}: parameter '{}' has no type: LeetCode's Python 3 template writes one, '{}: "
                                     "List[int]'",
                                     where, name, name));
    }
    method.parameters.push_back({name, python_type_of(annotation, where)});
  }
  if (!method.constructor) method.result = def.result.empty() ? scalar_type("void") : python_type_of(def.result, where);
  return method;
}

// A docstring's lines from LINES[INDEX] as comments; INDEX moves to its last line.
void python_docstring(const std::vector<std::string>& lines, size_t& index, std::string& comments) {
  std::string line = trimmed_text(lines[index]);
  const std::string quotes = line.substr(0, 3);
  std::string rest = line.substr(3);
  while (rest.find(quotes) == std::string::npos && index + 1 < lines.size()) {
    comments += rest + "\n";
    rest = lines[++index];
  }
  comments += rest.substr(0, rest.find(quotes)) + "\n";
}

}  // namespace

TemplateFindings read_python_template(const std::string& text, const std::string& source) {
  std::vector<std::string> lines = python_lines(text);
  TemplateFindings found;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string line = trimmed_text(lines[i]);
    const std::string where = fmt::format("{}:{}", source, i + 1);
    if (line.empty()) continue;
    if (line[0] == '#') {
      found.comments += line.substr(1) + "\n";
    } else if (line.rfind("\"\"\"", 0) == 0 || line.rfind("'''", 0) == 0) {  // a docstring: its lines are comments
      python_docstring(lines, i, found.comments);
    } else if (line.rfind("class ", 0) == 0) {
      size_t end = line.find_first_of("(:", 6);
      TemplateClass opened;
      opened.name = trimmed_text(line.substr(6, end == std::string::npos ? std::string::npos : end - 6));
      opened.line = static_cast<int>(i) + 1;
      if (!is_template_name(opened.name)) throw JudgeFailure(fmt::format("{}: expected a class's name after 'class'", where));
      found.classes.push_back(opened);
    } else if (line.rfind("def ", 0) == 0) {
      if (found.classes.empty()) {
        throw JudgeFailure(where + ": a 'def' outside any class: expected LeetCode's 'class Solution:' and its method");
      }
      if (is_leetcode_definition(found.classes.back().name)) {  // a pasted ListNode's __init__: not the template's
        size_t def_line = i;
        python_header(lines, i);
        python_body(lines, i, def_line);
        continue;
      }
      found.classes.back().methods.push_back(python_method(lines, i, where));
    }
    // Anything else is a body's line: `pass`, or nothing LeetCode writes.
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's Python template (problem/language.h's TemplateReading::rank).
int python_template_rank(const std::string& text, const std::string&) {
  return has_line_starting(text, "def ") ? 1 : -1;
}

}  // namespace

// What LeetCode's Python 3 template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kPythonTemplateShape =
    "'class Solution:' with 'def twoSum(self, nums: List[int], target: int) -> List[int]:', or a design class "
    "with 'def __init__(self):'";

TemplateReading python_template_reading() { return {python_template_rank, read_python_template, kPythonTemplateShape}; }

}  // namespace lcjudge
