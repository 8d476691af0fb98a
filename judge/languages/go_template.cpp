// LeetCode's Go template (its language object's TemplateReading, problem/language.h): `func name(a T, ...) R {...}`, or a design
// class's `type Name struct {...}`, `func Constructor(...) Name` and methods `func (this *Name)
// Method(...) R`, whose C++ names start in lower case (`Push` is `push`, `GetMin` `getMin`).
#include <fmt/format.h>

#include <cctype>
#include <map>
#include <set>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

constexpr int kMaxGoTypeDepth = 16;

constexpr const char* kGoTypes =
    "int, int64, int32, uint32, float64, bool, string, byte, []T, *ListNode, *TreeNode, *Node and *NestedInteger";

// table: Go's scalars as the C++ template has them
const char* go_scalar(const std::string& word) {
  static const std::pair<const char*, const char*> kScalars[] = {
      {"int", "int"},          {"int64", "long long"}, {"int32", "int"},     {"uint32", "uint32_t"},
      {"float64", "double"},   {"float32", "double"},  {"bool", "bool"},     {"string", "string"},
      {"byte", "char"},        {"rune", "char"},
  };
  for (const auto& [go, cpp] : kScalars) {
    if (word == go) return cpp;
  }
  return nullptr;
}

TemplateType go_type(TypeText& type, const std::string& where, int depth = 0) {
  if (depth > kMaxGoTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kGo, kGoTypes);
  if (type.accept("[]")) return vector_of(go_type(type, where, depth + 1));
  bool pointer = type.accept('*');
  std::string word = type.name();
  if (word == "NestedInteger") return scalar_type(word);  // `[]*NestedInteger`: LeetCode's list of them
  if (pointer && (word == "ListNode" || word == "TreeNode" || word == "Node")) return scalar_type(word + "*");
  if (const char* cpp = go_scalar(word); cpp && !pointer) return scalar_type(cpp);
  fail_template_type(where, pointer ? "*" + word : word, type.text, Language::kGo, kGoTypes);
}

TemplateType go_type_of(const std::string& spelled, const std::string& where) {
  TypeText type(spelled);
  TemplateType read = go_type(type, where);
  if (!type.at_end()) fail_template_type(where, "", spelled, Language::kGo, kGoTypes);
  return read;
}

// `a, b int, s string`: each name with its type (a name without one takes the next one's).
std::vector<TemplateParameter> go_parameters(const std::string& list, const std::string& where) {
  std::vector<TemplateParameter> parameters;
  size_t untyped = 0;  // names waiting for the type after them
  for (const std::string& part : split_outside_brackets(list, ',')) {
    size_t space = part.find_first_of(" \t\n");
    std::string name = part.substr(0, space);
    if (!is_template_name(name)) {
      throw JudgeFailure(fmt::format("{}: expected a parameter's name and type, found '{}'", where, escape_untrusted(part)));
    }
    parameters.push_back({name, {}});
    if (space == std::string::npos) {
      ++untyped;
      continue;
    }
    TemplateType type = go_type_of(part.substr(space), where);
    for (size_t i = parameters.size() - 1 - untyped; i < parameters.size(); ++i) parameters[i].type = type;
    untyped = 0;
  }
  if (untyped > 0) {
    throw JudgeFailure(fmt::format("{}: parameter '{}' has no type: LeetCode's Go template writes one, '{} []int'", where,
                                   parameters.back().name, parameters.back().name));
  }
  return parameters;
}

// What the template declares: its structs, free functions, constructors and methods by receiver.
struct GoDeclarations {
  std::vector<std::pair<std::string, int>> types;        // each struct (or method receiver) named, and its line
  std::set<std::string> named;                           // the names in types
  std::vector<TemplateMethod> functions;
  std::map<std::string, std::vector<TemplateMethod>> methods;  // by class, the constructor among them
};

void go_declare_type(GoDeclarations& declared, const std::string& name, int line) {
  if (declared.named.insert(name).second) declared.types.push_back({name, line});
}

// `func [(this *Name)] name(...) R {...}` from CODE past `func`.
void go_func(TemplateCode& code, int line, GoDeclarations& declared, const std::string& source) {
  const std::string where = fmt::format("{}:{}", source, line);
  std::string receiver;
  if (code.peek() == '(') {  // `(this *MinStack)`
    std::vector<std::string> words = split_outside_brackets(code.bracketed(), ' ');
    receiver = words.empty() ? "" : words.back();
    if (!receiver.empty() && receiver[0] == '*') receiver.erase(0, 1);
  }
  TemplateMethod method;
  method.name = code.word();
  method.line = line;
  if (!is_template_name(method.name) || code.peek() != '(') {
    throw JudgeFailure(fmt::format("{}: expected 'func name(...)' as LeetCode's Go template declares it", where));
  }
  method.parameters = go_parameters(code.bracketed(), where);
  std::string result = trimmed_text(code.until('{'));
  if (code.pos > 0 && code.code()[code.pos - 1] == '{') --code.pos;
  code.bracketed();
  if (result.size() >= 2 && result.front() == '(' && result.back() == ')') result = trimmed_text(result.substr(1, result.size() - 2));
  if (!result.empty() && method.name != "Constructor") method.result = go_type_of(result, where);
  if (!receiver.empty()) {
    method.name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(method.name[0])));  // Go's exported Push is push
    go_declare_type(declared, receiver, line);
    declared.methods[receiver].push_back(method);
  } else if (method.name == "Constructor") {
    std::string made = result.substr(result[0] == '*');  // `*NestedIterator`: 341's
    if (!is_template_name(made)) throw JudgeFailure(fmt::format("{}: Constructor must return the class it makes", where));
    method.constructor = true;
    go_declare_type(declared, made, line);
    declared.methods[made].push_back(method);
  } else {
    declared.functions.push_back(method);
  }
}

GoDeclarations go_declarations(TemplateCode& code, const std::string& source) {
  GoDeclarations declared;
  while (!code.at_end()) {
    int line = code.line();
    std::string word = code.word();
    if (word == "func") {
      go_func(code, line, declared, source);
    } else if (word == "type") {
      std::string name = code.word();
      if (code.accept_word("struct") && code.peek() == '{') {
        code.bracketed();
        if (is_template_name(name) && !is_leetcode_definition(name)) go_declare_type(declared, name, line);
      }
    } else if (word == "import") {
      if (code.peek() == '(') code.bracketed();
    } else if (word.empty()) {
      if (code.peek() == '{') {
        code.bracketed();
      } else {
        ++code.pos;
      }
    }
    // `package main` and other words say nothing of the template.
  }
  return declared;
}

}  // namespace

TemplateFindings read_go_template(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  GoDeclarations declared = go_declarations(code, source);
  TemplateFindings found;
  found.comments = code.comments();
  found.functions = declared.functions;
  for (const auto& [name, line] : declared.types) {
    auto methods = declared.methods.find(name);
    if (methods == declared.methods.end()) continue;  // a struct of the solution's own
    TemplateClass the_class;
    the_class.name = name;
    the_class.line = line;
    the_class.methods = methods->second;
    found.classes.push_back(the_class);
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's Go template (problem/language.h's TemplateReading::rank).
int go_template_rank(const std::string&, const std::string& code) {
  return has_line_starting(code, "func ") ? 2 : -1;
}

}  // namespace

// What LeetCode's Go template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kGoTemplateShape =
    "'func twoSum(nums []int, target int) []int { }', or a design class 'type MinStack struct { }' with 'func "
    "Constructor() MinStack { }' and 'func (this *MinStack) Push(val int) { }'";

TemplateReading go_template_reading() { return {go_template_rank, read_go_template, kGoTemplateShape}; }

}  // namespace lcjudge
