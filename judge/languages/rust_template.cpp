// LeetCode's Rust template (its language object's TemplateReading, problem/language.h): `impl
// Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {...} }`, or a design class's
// `impl MinStack { fn new() -> Self {...} fn push(&self, val: i32) {...} }`, whose C++ names are
// its snake_case names in camelCase (`get_min` is `getMin`), `new` its constructor. An in-place
// argument is `&mut Vec<i32>`; a list `Option<Box<ListNode>>`, a tree `Option<Rc<RefCell<TreeNode>>>`.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

constexpr int kMaxRustTypeDepth = 16;

constexpr const char* kRustTypes =
    "i32, i64, u32, f64, bool, char, String, Vec<T>, Option<Box<ListNode>>, Option<Rc<RefCell<TreeNode>>> and "
    "NestedInteger";

// table: Rust's scalars as the C++ template has them
const char* rust_scalar(const std::string& word) {
  static const std::pair<const char*, const char*> kScalars[] = {
      {"i32", "int"},     {"i64", "long long"}, {"u32", "uint32_t"}, {"f64", "double"},
      {"bool", "bool"},   {"char", "char"},     {"String", "string"}, {"NestedInteger", "NestedInteger"},
  };
  for (const auto& [rust, cpp] : kScalars) {
    if (word == rust) return cpp;
  }
  return nullptr;
}

// Past `<NAME>`'s '<', or a failure.
void rust_expect(TypeText& type, char c, const std::string& where) {
  if (!type.accept(c)) fail_template_type(where, "", type.text, Language::kRust, kRustTypes);
}

// `Option<Box<ListNode>>` (ListNode*) or `Option<Rc<RefCell<TreeNode>>>` (TreeNode*, or Node*).
TemplateType rust_option(TypeText& type, const std::string& where) {
  rust_expect(type, '<', where);
  const std::string holder = type.name();
  rust_expect(type, '<', where);
  std::string node;
  int closing = 2;
  if (holder == "Box") {
    node = type.name();
  } else if (holder == "Rc" && type.name() == "RefCell") {
    rust_expect(type, '<', where);
    node = type.name();
    closing = 3;
  }
  if (node != "ListNode" && node != "TreeNode" && node != "Node") {
    fail_template_type(where, node.empty() ? holder : node, type.text, Language::kRust, kRustTypes);
  }
  for (int i = 0; i < closing; ++i) rust_expect(type, '>', where);
  return scalar_type(node + "*");
}

TemplateType rust_template_type(TypeText& type, const std::string& where, int depth = 0) {
  if (depth > kMaxRustTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kRust, kRustTypes);
  if (type.accept('&')) {  // `&mut Vec<i32>`, `&Vec<i32>`: the C++ template's reference
    TypeText rest(type.text);
    rest.pos = type.pos;
    if (rest.name() == "mut") type.pos = rest.pos;
  }
  const std::string word = type.name();
  if (word == "Vec") {
    rust_expect(type, '<', where);
    TemplateType element = rust_template_type(type, where, depth + 1);
    rust_expect(type, '>', where);
    return vector_of(element);
  }
  if (word == "Option") return rust_option(type, where);
  if (const char* cpp = rust_scalar(word)) return scalar_type(cpp);
  fail_template_type(where, word, type.text, Language::kRust, kRustTypes);
}

TemplateType rust_template_type_of(const std::string& spelled, const std::string& where) {
  TypeText type(spelled);
  TemplateType read = rust_template_type(type, where);
  if (!type.at_end()) fail_template_type(where, "", spelled, Language::kRust, kRustTypes);
  return read;
}

// camelCase of a Rust name, as the C++ template names it: get_min is getMin.
std::string rust_camel_case(const std::string& name) {
  std::string camel;
  bool upper = false;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '_' && !camel.empty() && i + 1 < name.size()) {
      upper = true;
      continue;
    }
    camel += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(name[i]))) : name[i];
    upper = false;
  }
  return camel;
}

// `nums: Vec<i32>, target: i32` (a receiver, `&self` or `&mut self`, left out).
std::vector<TemplateParameter> rust_parameters(const std::string& list, const std::string& where) {
  std::vector<TemplateParameter> parameters;
  for (const std::string& part : split_outside_brackets(list, ',')) {
    size_t colon = part.find(':');
    if (colon == std::string::npos) {
      if (part.find("self") != std::string::npos) continue;
      throw JudgeFailure(fmt::format("{}: expected a parameter's name and type, found '{}'", where, escape_untrusted(part)));
    }
    std::string name = trimmed_text(part.substr(0, colon));
    if (name.rfind("mut ", 0) == 0) name = trimmed_text(name.substr(4));
    if (!is_template_name(name)) {
      throw JudgeFailure(fmt::format("{}: expected a parameter's name and type, found '{}'", where, escape_untrusted(part)));
    }
    parameters.push_back({rust_camel_case(name), rust_template_type_of(part.substr(colon + 1), where)});
  }
  return parameters;
}

// `fn name(...) [-> R] {...}` from CODE past `fn`, a method of CLASS_NAME.
TemplateMethod rust_fn(TemplateCode& code, int line, const std::string& class_name, const std::string& source) {
  const std::string where = fmt::format("{}:{}", source, line);
  TemplateMethod method;
  const std::string name = code.word();
  method.line = line;
  if (!is_template_name(name) || code.peek() != '(') {
    throw JudgeFailure(fmt::format("{}: expected 'fn name(...)' as LeetCode's Rust template declares it", where));
  }
  method.parameters = rust_parameters(code.bracketed(), where);
  std::string result = trimmed_text(code.until('{'));
  if (code.pos > 0 && code.code()[code.pos - 1] == '{') --code.pos;
  code.bracketed();
  if (result.rfind("->", 0) == 0) result = trimmed_text(result.substr(2));
  method.constructor = name == "new" && (result == "Self" || result == class_name);
  method.name = method.constructor ? class_name : rust_camel_case(name);
  if (!result.empty() && !method.constructor && result != "()") method.result = rust_template_type_of(result, where);
  return method;
}

// An `impl Name { ... }` block's functions, CODE past `impl`.
TemplateClass rust_impl(TemplateCode& code, int line, const std::string& source) {
  TemplateClass the_class;
  the_class.name = code.word();
  the_class.line = line;
  if (code.peek() != '{') return the_class;  // `impl Trait for Type`: none of the template's
  const size_t open = code.pos;
  code.bracketed();
  const size_t end = code.pos > open + 1 ? code.pos - 1 : code.pos;  // at the block's '}'
  code.pos = open + 1;
  while (code.pos < end && !code.at_end()) {
    const int at = code.line();
    const std::string word = code.word();
    if (word == "fn") {
      the_class.methods.push_back(rust_fn(code, at, the_class.name, source));
    } else if (word.empty()) {
      if (code.peek() == '{' || code.peek() == '(') {
        code.bracketed();
      } else {
        ++code.pos;
      }
    }
  }
  code.pos = std::max(code.pos, end + 1);
  return the_class;
}

}  // namespace

TemplateFindings read_rust_template(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  TemplateFindings found;
  found.comments = code.comments();
  std::map<std::string, size_t> classes;  // each class's entry in found.classes, by name
  while (!code.at_end()) {
    const int line = code.line();
    const std::string word = code.word();
    if (word == "impl") {
      TemplateClass the_class = rust_impl(code, line, source);
      if (the_class.methods.empty() || is_leetcode_definition(the_class.name)) continue;
      auto [at, fresh] = classes.emplace(the_class.name, found.classes.size());
      if (fresh) {
        found.classes.push_back(the_class);
      } else {
        auto& methods = found.classes[at->second].methods;
        methods.insert(methods.end(), the_class.methods.begin(), the_class.methods.end());
      }
    } else if (word.empty()) {
      if (code.peek() == '{' || code.peek() == '(' || code.peek() == '[') {
        code.bracketed();
      } else {
        ++code.pos;
      }
    }
    // `use std::rc::Rc;`, `struct MinStack {` and the like say nothing of the template.
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's Rust template (problem/language.h's TemplateReading::rank): a line
// starting `impl ` and a `fn `.
int rust_template_rank(const std::string&, const std::string& code) {
  return has_line_starting(code, "impl ") && code.find("fn ") != std::string::npos ? 1 : -1;
}

// What LeetCode's Rust template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kRustTemplateShape =
    "'impl Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { } }', or a design class 'impl "
    "MinStack { fn new() -> Self { } fn push(&self, val: i32) { } }'";

}  // namespace

TemplateReading rust_template_reading() { return {rust_template_rank, read_rust_template, kRustTemplateShape}; }

}  // namespace lcjudge
