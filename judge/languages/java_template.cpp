// LeetCode's Java template (its language object's TemplateReading, problem/language.h): its classes' methods and constructors,
// typed by Java's own types (`int[]`, `List<List<Integer>>`, `char[][]`, `long`, `TreeNode`).
#include <fmt/format.h>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

constexpr int kMaxJavaTypeDepth = 16;

constexpr const char* kJavaTypes =
    "int, long, double, boolean, char, String (or their boxes), void, T[], List<T>, ListNode, TreeNode, Node and "
    "NestedInteger";

// table: Java's scalars as the C++ template has them
const char* java_scalar(const std::string& word) {
  static const std::pair<const char*, const char*> kScalars[] = {
      {"int", "int"},         {"Integer", "int"},     {"long", "long long"}, {"Long", "long long"},
      {"double", "double"},   {"Double", "double"},   {"float", "double"},   {"Float", "double"},
      {"boolean", "bool"},    {"Boolean", "bool"},    {"char", "char"},      {"Character", "char"},
      {"String", "string"},   {"void", "void"},
  };
  for (const auto& [java, cpp] : kScalars) {
    if (word == java) return cpp;
  }
  return nullptr;
}

// The primitives, their boxes, String, List<T> and its kinds, T[], the structures.
TemplateType java_type(TypeText& type, const std::string& where, int depth = 0) {
  auto fail = [&](const std::string& word) { fail_template_type(where, word, type.text, Language::kJava, kJavaTypes); };
  if (depth > kMaxJavaTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kJava, kJavaTypes);
  std::string word = type.name(".");
  TemplateType read;
  if (word == "List" || word == "ArrayList" || word == "LinkedList" || word == "java.util.List") {
    if (!type.accept('<')) fail(word);
    read = vector_of(java_type(type, where, depth + 1));
    if (!type.accept('>')) fail(word);
  } else if (const char* cpp = java_scalar(word)) {
    read = scalar_type(cpp);
  } else if (word == "ListNode" || word == "TreeNode" || word == "Node") {
    read = scalar_type(word + "*");
  } else if (word == "NestedInteger") {
    read = scalar_type(word);
  } else {
    fail(word);
  }
  for (int dimensions = depth; type.accept('['); ++dimensions) {
    if (dimensions >= kMaxJavaTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kJava, kJavaTypes);
    if (!type.accept(']')) fail(word);
    read = vector_of(read);
  }
  return read;
}

TemplateType java_type_of(const std::string& spelled, const std::string& where) {
  TypeText type(spelled);
  TemplateType read = java_type(type, where);
  if (!type.at_end()) fail_template_type(where, "", spelled, Language::kJava, kJavaTypes);
  return read;
}

// DECLARATION without its modifiers and annotations: "public static int f(int x)" -> "int f(int x)".
std::string java_unmodified(std::string declaration) {
  for (bool again = true; again;) {
    again = false;
    declaration = trimmed_text(declaration);
    if (!declaration.empty() && declaration[0] == '@') {  // @Override
      size_t end = declaration.find_first_of(" \t\n", 1);
      declaration = end == std::string::npos ? "" : declaration.substr(end);
      again = true;
      continue;
    }
    for (const char* modifier : {"public", "private", "protected", "static", "final", "abstract", "synchronized"}) {
      std::string word(modifier);
      if (declaration.compare(0, word.size(), word) == 0 && declaration.size() > word.size() &&
          std::isspace(static_cast<unsigned char>(declaration[word.size()]))) {
        declaration.erase(0, word.size());
        again = true;
      }
    }
  }
  return declaration;
}

// A method or constructor of CLASS_NAME declared as DECLARATION ("int[] twoSum(int[] nums, int target)").
TemplateMethod java_method(const std::string& declaration, const std::string& class_name, const std::string& where,
                           int line) {
  size_t open = declaration.find('(');
  size_t close = declaration.rfind(')');
  std::string head = trimmed_text(declaration.substr(0, open));
  size_t space = head.find_last_of(" \t\n");
  TemplateMethod method;
  method.line = line;
  method.name = space == std::string::npos ? head : head.substr(space + 1);
  method.constructor = space == std::string::npos && method.name == class_name;
  if (!is_template_name(method.name)) throw JudgeFailure(fmt::format("{}: expected a method's name before '('", where));
  std::string inside = close == std::string::npos || close < open ? "" : declaration.substr(open + 1, close - open - 1);
  for (const std::string& parameter : split_outside_brackets(inside, ',')) {
    std::string plain = java_unmodified(parameter);  // `final int x`
    size_t split = plain.find_last_of(" \t\n");
    std::string name = split == std::string::npos ? "" : trimmed_text(plain.substr(split + 1));
    if (!is_template_name(name)) {
      throw JudgeFailure(fmt::format("{}: parameter '{}' has no type and name", where, escape_untrusted(parameter)));
    }
    method.parameters.push_back({name, java_type_of(plain.substr(0, split), where)});
  }
  if (!method.constructor) {
    if (space == std::string::npos) throw JudgeFailure(fmt::format("{}: method '{}' has no result type", where, method.name));
    method.result = java_type_of(head.substr(0, space), where);
  }
  return method;
}

// The members of the class whose body CODE is at (its '{'): methods and constructors; fields skipped.
void java_members(TemplateCode& code, TemplateClass& the_class, const std::string& source) {
  code.accept('{');
  while (!code.at_end() && code.peek() != '}') {
    size_t start = code.pos;
    int line = code.line();
    size_t end = start;
    while (end < code.size() && code.code()[end] != '{' && code.code()[end] != ';' && code.code()[end] != '}') {
      if (code.code()[end] == '(') {  // a parameter list: past its ')'
        code.pos = end;
        code.bracketed();
        end = code.pos;
        continue;
      }
      ++end;
    }
    std::string declaration = java_unmodified(code.code().substr(start, end - start));
    code.pos = end;
    if (end >= code.size() || code.code()[end] == '}') break;
    if (code.code()[end] == ';') {  // a field
      ++code.pos;
      continue;
    }
    code.bracketed();  // the body
    bool nested_type = declaration.rfind("class ", 0) == 0 || declaration.rfind("interface ", 0) == 0 ||
                       declaration.rfind("enum ", 0) == 0;
    if (nested_type || declaration.find('(') == std::string::npos) continue;
    the_class.methods.push_back(java_method(declaration, the_class.name, fmt::format("{}:{}", source, line), line));
  }
  code.accept('}');
}

}  // namespace

TemplateFindings read_java_template(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  TemplateFindings found;
  found.comments = code.comments();
  while (!code.at_end()) {
    int line = code.line();
    std::string word = code.word();
    if (word == "class") {
      TemplateClass the_class;
      the_class.line = line;
      the_class.name = code.word();
      if (!is_template_name(the_class.name)) throw JudgeFailure(fmt::format("{}:{}: expected a class's name after 'class'", source, line));
      size_t body = code.code().find('{', code.pos);  // past `extends`, `implements Iterator<Integer>`
      if (body == std::string::npos) {
        throw JudgeFailure(fmt::format("{}:{}: class {} has no body: paste the whole template", source, line, the_class.name));
      }
      code.pos = body;
      java_members(code, the_class, source);
      found.classes.push_back(the_class);
    } else if (word.empty()) {
      if (code.peek() == '{') {
        code.bracketed();
      } else {
        ++code.pos;
      }
    }
    // Other words at the top level (`public`, `import java.util.*;`) say nothing of the template.
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's Java template (problem/language.h's TemplateReading::rank).
int java_template_rank(const std::string&, const std::string& code) {
  return code.find("class ") != std::string::npos && code.find("public ") != std::string::npos ? 7 : -1;
}

}  // namespace

// What LeetCode's Java template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kJavaTemplateShape =
    "'class Solution { public int[] twoSum(int[] nums, int target) { } }', or a design class 'class MinStack { "
    "public MinStack() { } public void push(int val) { } }'";

TemplateReading java_template_reading() { return {java_template_rank, read_java_template, kJavaTemplateShape}; }

}  // namespace lcjudge
