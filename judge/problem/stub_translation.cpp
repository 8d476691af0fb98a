#include "problem/stub_translation.h"

#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"

namespace lcjudge {

namespace {

// Types nest at most this deep: a template's List[List[int]] is two.
constexpr int kMaxTemplateTypeDepth = 16;

bool is_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string trimmed(const std::string& text) {
  size_t begin = text.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  size_t end = text.find_last_not_of(" \t\r");
  return text.substr(begin, end - begin + 1);
}

std::vector<std::string> lines_of(const std::string& text) {
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

// A small reader of one type's spelling in either language; fail() names the template's line.
class TypeReader {
 public:
  TypeReader(const std::string& text, std::string where) : text_(text), where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw JudgeFailure(fmt::format("{}: {} in '{}'; take LeetCode's C++ template for this problem instead",
                                   where_, what, escape_untrusted(text_.substr(0, 200))));
  }
  void skip_spaces() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool accept(char c) {
    skip_spaces();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  std::string name() {
    skip_spaces();
    size_t start = pos_;
    while (pos_ < text_.size() && (is_name_char(text_[pos_]) || text_[pos_] == '.')) ++pos_;
    return text_.substr(start, pos_ - start);
  }
  bool at_end() {
    skip_spaces();
    return pos_ >= text_.size();
  }

  // Python: int, float, bool, str, None, Optional[T], List[T], [T], 'Node', the structures.
  std::string python_type(int depth = 0) {
    if (depth > kMaxTemplateTypeDepth) fail("a type nested too deep");
    if (accept('[')) {  // 341's `nestedList: [NestedInteger]`
      std::string element = python_type(depth + 1);
      if (!accept(']')) fail("expected ']'");
      return "vector<" + element + ">";
    }
    char quote = 0;
    if (accept('\'')) quote = '\'';
    else if (accept('"')) quote = '"';
    std::string word = name();
    if (quote && !accept(quote)) fail("expected a closing quote");
    if (word == "Optional" || word == "List" || word == "list") {
      if (!accept('[')) fail("expected '[' after " + word);
      std::string element = python_type(depth + 1);
      if (!accept(']')) fail("expected ']'");
      return word == "Optional" ? element : "vector<" + element + ">";
    }
    return scalar(word, {{"int", "int"}, {"float", "double"}, {"bool", "bool"}, {"str", "string"}, {"None", "void"}});
  }

  // Java: the primitives, their boxes, String, List<T> and its kinds, T[], the structures.
  std::string java_type(int depth = 0) {
    if (depth > kMaxTemplateTypeDepth) fail("a type nested too deep");
    std::string word = name();
    std::string type;
    if (word == "List" || word == "ArrayList" || word == "LinkedList") {
      if (!accept('<')) fail("expected '<' after " + word);
      type = "vector<" + java_type(depth + 1) + ">";
      if (!accept('>')) fail("expected '>'");
    } else {
      type = scalar(word, {{"int", "int"}, {"Integer", "int"}, {"long", "long long"}, {"Long", "long long"},
                           {"double", "double"}, {"Double", "double"}, {"float", "double"}, {"boolean", "bool"},
                           {"Boolean", "bool"}, {"char", "char"}, {"Character", "char"}, {"String", "string"},
                           {"void", "void"}});
    }
    while (accept('[')) {
      if (!accept(']')) fail("expected ']'");
      type = "vector<" + type + ">";
    }
    return type;
  }

 private:
  std::string scalar(const std::string& word, std::initializer_list<std::pair<const char*, const char*>> known) {
    for (const auto& [spelled, cpp] : known) {
      if (word == spelled) return cpp;
    }
    if (word == "ListNode" || word == "TreeNode" || word == "Node") return word + "*";
    if (word == "NestedInteger") return word;
    fail(word.empty() ? "expected a type" : "unsupported type '" + escape_untrusted(word) + "'");
  }

  const std::string& text_;
  std::string where_;
  size_t pos_ = 0;
};

// A parameter as LeetCode's C++ template writes it: vectors by reference.
std::string cpp_parameter(const std::string& type, const std::string& name) {
  return type.rfind("vector<", 0) == 0 ? type + "& " + name : type + " " + name;
}

// Every comment and docstring of a template, as one C++ comment before the translated code (a
// commented Node definition still tells what Node is; the "};" closes its body for that reading).
std::string comment_block(const std::string& comments) {
  std::string text;
  for (char c : comments) text += c;
  for (size_t at; (at = text.find("*/")) != std::string::npos;) text.replace(at, 2, "* /");
  return comments.empty() ? "" : "/*\n" + text + "};\n*/\n";
}

// ---- Python ----

struct PythonMethod {
  std::string name;
  std::vector<std::pair<std::string, std::string>> parameters;  // name, annotation ("" if none)
  std::string result;                                           // the annotation after ->, "" if none
};

// A `def` spread over lines [FIRST, ...): its header up to the ':' that ends it; FIRST moves past it.
std::string python_header(const std::vector<std::string>& lines, size_t& index) {
  std::string header;
  int depth = 0;
  for (; index < lines.size(); ++index) {
    for (char c : lines[index]) depth += (c == '(' || c == '[') - (c == ')' || c == ']');
    header += lines[index] + " ";
    if (depth <= 0 && trimmed(lines[index]).back() == ':') break;
  }
  return header;
}

PythonMethod parse_python_def(const std::string& header, const std::string& where) {
  PythonMethod method;
  size_t def = header.find("def ");
  size_t open = header.find('(', def);
  size_t close = header.rfind(')');
  if (def == std::string::npos || open == std::string::npos || close == std::string::npos || close < open) {
    throw JudgeFailure(fmt::format("{}: expected 'def name(self, ...):'", where));
  }
  method.name = trimmed(header.substr(def + 4, open - def - 4));
  std::string inside = header.substr(open + 1, close - open - 1);
  int depth = 0;
  std::string current;
  std::vector<std::string> parts;
  for (char c : inside + ",") {
    depth += (c == '[' || c == '(') - (c == ']' || c == ')');
    if (c == ',' && depth == 0) {
      if (!trimmed(current).empty()) parts.push_back(trimmed(current));
      current.clear();
    } else {
      current += c;
    }
  }
  for (size_t i = 0; i < parts.size(); ++i) {
    size_t colon = parts[i].find(':');
    std::string name = trimmed(parts[i].substr(0, colon));
    if (i == 0 && name == "self") continue;
    std::string annotation = colon == std::string::npos ? "" : trimmed(parts[i].substr(colon + 1));
    size_t equals = annotation.find('=');  // a default value: `val: int = 0`
    if (equals != std::string::npos) annotation = trimmed(annotation.substr(0, equals));
    method.parameters.push_back({name, annotation});
  }
  size_t arrow = header.find("->", close);
  if (arrow != std::string::npos) method.result = trimmed(header.substr(arrow + 2, header.rfind(':') - arrow - 2));
  return method;
}

// Old-style templates (297's Codec) give types in the docstring: ":type root: TreeNode", ":rtype: str".
void types_from_docstring(PythonMethod& method, const std::vector<std::string>& body) {
  for (const std::string& raw : body) {
    std::string line = trimmed(raw);
    if (line.rfind(":rtype:", 0) == 0 && method.result.empty()) method.result = trimmed(line.substr(7));
    if (line.rfind(":type ", 0) != 0) continue;
    size_t colon = line.find(':', 6);
    if (colon == std::string::npos) continue;
    std::string name = trimmed(line.substr(6, colon - 6));
    for (auto& [parameter, annotation] : method.parameters) {
      if (parameter == name && annotation.empty()) annotation = trimmed(line.substr(colon + 1));
    }
  }
}

size_t indentation(const std::string& line) { return line.find_first_not_of(" \t"); }

std::string python_to_cpp(const std::string& text, const std::string& source) {
  std::vector<std::string> lines = lines_of(text);
  std::string comments, code, open_class;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string line = trimmed(lines[i]);
    const std::string where = fmt::format("{}:{}", source, i + 1);
    if (line.empty()) continue;
    if (line[0] == '#') {
      comments += line.substr(1) + "\n";
      continue;
    }
    if (line.rfind("\"\"\"", 0) == 0 || line.rfind("'''", 0) == 0) {  // a docstring block: its lines are comments
      const std::string quotes = line.substr(0, 3);
      std::string rest = line.substr(3);
      while (rest.find(quotes) == std::string::npos && i + 1 < lines.size()) {
        comments += rest + "\n";
        rest = lines[++i];
      }
      comments += rest.substr(0, rest.find(quotes)) + "\n";
      continue;
    }
    if (line.rfind("class ", 0) == 0) {
      if (!open_class.empty()) code += "};\n";
      size_t end = line.find_first_of("(:", 6);
      open_class = trimmed(line.substr(6, end == std::string::npos ? std::string::npos : end - 6));
      code += "class " + open_class + " {\npublic:\n";
      continue;
    }
    if (line.rfind("def ", 0) != 0) continue;  // a body line: `pass`, or nothing LeetCode writes
    if (open_class.empty()) throw JudgeFailure(where + ": a 'def' outside any class: expected LeetCode's 'class Solution:'");
    size_t def_line = i;
    PythonMethod method = parse_python_def(python_header(lines, i), where);
    std::vector<std::string> body;
    size_t own = indentation(lines[def_line]);
    while (i + 1 < lines.size() && (trimmed(lines[i + 1]).empty() || indentation(lines[i + 1]) > own)) body.push_back(lines[++i]);
    types_from_docstring(method, body);
    std::vector<std::string> parameters;
    for (const auto& [name, annotation] : method.parameters) {
      if (annotation.empty()) throw JudgeFailure(fmt::format("{}: parameter '{}' has no type", where, escape_untrusted(name)));
      parameters.push_back(cpp_parameter(TypeReader(annotation, where).python_type(), name));
    }
    std::string joined = fmt::format("{}", fmt::join(parameters, ", "));
    if (method.name == "__init__") {
      code += fmt::format("    {}({}) {{}}\n", open_class, joined);
    } else {
      std::string result = method.result.empty() ? "void" : TypeReader(method.result, where).python_type();
      code += fmt::format("    {} {}({}) {{}}\n", result, method.name, joined);
    }
  }
  if (!open_class.empty()) code += "};\n";
  return comment_block(comments) + code;
}

// ---- Java ----

// TEXT's comments removed into COMMENTS; the code left, with newlines kept.
std::string java_code(const std::string& text, std::string& comments) {
  std::string code;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "//") == 0) {
      size_t end = text.find('\n', i);
      if (end == std::string::npos) end = text.size();
      comments += text.substr(i + 2, end - i - 2) + "\n";
      i = end - 1;
    } else if (text.compare(i, 2, "/*") == 0) {
      size_t end = text.find("*/", i + 2);
      if (end == std::string::npos) end = text.size();
      comments += text.substr(i + 2, end - i - 2) + "\n";
      for (size_t j = i; j < end; ++j) code += text[j] == '\n' ? '\n' : ' ';
      i = end + 1;
    } else {
      code += text[i];
    }
  }
  return code;
}

std::string java_to_cpp(const std::string& text, const std::string& source) {
  std::string comments;
  const std::string code = java_code(text, comments);
  std::string out, open_class;
  auto line_at = [&](size_t at) { return static_cast<size_t>(std::count(code.begin(), code.begin() + static_cast<long>(at), '\n')) + 1; };
  size_t at = 0;
  int depth = 0;  // braces: 1 inside a class's body
  while (at < code.size()) {
    char c = code[at];
    if (c == '}') {
      if (depth == 1) out += "};\n";
      --depth, ++at;
      continue;
    }
    if (c == '{') {
      ++depth, ++at;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c)) || c == ';') {
      ++at;
      continue;
    }
    // A declaration up to its '{' or ';': a class at depth 0, a method or field at depth 1.
    size_t end = code.find_first_of("{;", at);
    if (end == std::string::npos) end = code.size();
    std::string declaration = trimmed(code.substr(at, end - at));
    const std::string where = fmt::format("{}:{}", source, line_at(at));
    for (const char* modifier : {"public ", "private ", "protected ", "static ", "final ", "abstract "}) {
      for (size_t found; (found = declaration.find(modifier)) != std::string::npos && (found == 0 || declaration[found - 1] == ' ');) {
        declaration.erase(found, std::string(modifier).size());
      }
    }
    declaration = trimmed(declaration);
    at = end;
    if (depth == 0 && declaration.rfind("class ", 0) == 0) {
      open_class = trimmed(declaration.substr(6, declaration.find_first_of(" <", 6) - 6));
      out += "class " + open_class + " {\npublic:\n";
      continue;
    }
    size_t open = declaration.find('(');
    if (depth != 1 || open == std::string::npos || end >= code.size() || code[end] != '{') continue;  // a field: none matter
    size_t close = declaration.rfind(')');
    std::string head = trimmed(declaration.substr(0, open));
    size_t space = head.find_last_of(" \t\n");
    std::string name = space == std::string::npos ? head : head.substr(space + 1);
    std::string parameters;
    std::string inside = close == std::string::npos ? "" : declaration.substr(open + 1, close - open - 1);
    int angle = 0;
    std::string current;
    for (char d : inside + ",") {
      angle += (d == '<') - (d == '>');
      if (d != ',' || angle > 0) {
        current += d;
        continue;
      }
      std::string parameter = trimmed(current);
      current.clear();
      if (parameter.empty()) continue;
      size_t split = parameter.find_last_of(" \t\n");
      if (split == std::string::npos) throw JudgeFailure(fmt::format("{}: parameter '{}' has no type", where, escape_untrusted(parameter)));
      parameters += (parameters.empty() ? "" : ", ") +
                    cpp_parameter(TypeReader(parameter.substr(0, split), where).java_type(), trimmed(parameter.substr(split + 1)));
    }
    if (name == open_class && space == std::string::npos) {
      out += fmt::format("    {}({}) {{}}\n", open_class, parameters);
    } else {
      out += fmt::format("    {} {}({}) {{}}\n", TypeReader(head.substr(0, space), where).java_type(), name, parameters);
    }
  }
  return comment_block(comments) + out;
}

}  // namespace

Language template_language(const std::string& path, const std::string& text) {
  if (path != "-") {
    if (std::optional<Language> language = language_of_path(path)) return *language;
  }
  if (text.find("public:") != std::string::npos) return Language::kCpp;  // every C++ template has it
  if (text.find("def ") != std::string::npos) return Language::kPython;
  if (text.find("class ") != std::string::npos && text.find("public ") != std::string::npos) return Language::kJava;
  return Language::kCpp;
}

std::string cpp_template_from(Language language, const std::string& text, const std::string& source_name) {
  if (language == Language::kPython) return python_to_cpp(text, source_name);
  if (language == Language::kJava) return java_to_cpp(text, source_name);
  return text;
}

}  // namespace lcjudge
