// LeetCode's JavaScript template (its language object's TemplateReading, problem/language.h): `var name = function(...) {...};`
// (or `function name(...)`) typed by the JSDoc above it, `@param {number[]} nums` and `@return
// {number}`; a constructor function whose methods are `Name.prototype.method = function(...)`.
#include <fmt/format.h>

#include <map>
#include <optional>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/script_type.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

constexpr const char* kJsdocTypes =
    "number, integer, bigint, string, character, boolean, void, T[], Array<T>, T|null, ListNode, TreeNode, _Node "
    "and NestedInteger";

// One JSDoc's types: each @param's by name, and the @return's ("" when it has none).
struct Jsdoc {
  std::map<std::string, std::string> parameters;
  std::string result;
};

// The text between the braces at AT in LINE ("{number[]}" -> "number[]"), AT moved past them.
std::string braced_type(const std::string& line, size_t& at) {
  at = line.find_first_not_of(" \t", at);
  if (at == std::string::npos || line[at] != '{') return "";
  int depth = 0;
  for (size_t i = at; i < line.size(); ++i) {
    depth += (line[i] == '{') - (line[i] == '}');
    if (depth == 0) {
      std::string type = line.substr(at + 1, i - at - 1);
      at = i + 1;
      return type;
    }
  }
  return "";
}

Jsdoc read_jsdoc(const std::string& comment) {
  Jsdoc doc;
  for (size_t start = 0; start <= comment.size();) {
    size_t end = std::min(comment.find('\n', start), comment.size());
    std::string line = comment.substr(start, end - start);
    start = end + 1;
    size_t tag = line.find('@');
    if (tag == std::string::npos) continue;
    size_t after = line.find_first_of(" \t{", tag);
    std::string name = line.substr(tag + 1, (after == std::string::npos ? line.size() : after) - tag - 1);
    size_t at = after == std::string::npos ? line.size() : after;
    if (name == "param") {
      std::string type = braced_type(line, at);
      std::string parameter = trimmed_text(line.substr(std::min(at, line.size())));
      parameter = parameter.substr(0, parameter.find_first_of(" \t"));
      if (!parameter.empty() && parameter.front() == '[') parameter = parameter.substr(1, parameter.find_first_of("=]") - 1);
      if (!type.empty() && !parameter.empty()) doc.parameters[parameter] = type;
    } else if (name == "return" || name == "returns") {
      doc.result = braced_type(line, at);  // `{void} Do not return anything, modify ... in-place instead.`
    }
  }
  return doc;
}

// table: JSDoc's scalars as LeetCode's JavaScript templates write them
std::optional<TemplateType> jsdoc_scalar(const std::string& word) {
  if (word == "number" || word == "Number") return scalar_type("int", OpenScalar::kNumber);
  if (word == "integer") return scalar_type("int", OpenScalar::kInteger);  // 341's `@returns {integer}`
  if (word == "bigint" || word == "BigInt") return scalar_type("long long");
  if (word == "string" || word == "String") return scalar_type("string");
  if (word == "character" || word == "char") return scalar_type("char");
  if (word == "boolean" || word == "Boolean") return scalar_type("bool");
  if (word == "ListNode" || word == "TreeNode") return scalar_type(word + "*");
  if (word == "_Node" || word == "Node") return scalar_type("Node*");
  if (word == "NestedInteger") return scalar_type(word);
  return std::nullopt;
}

TemplateType jsdoc_type_of(const std::string& spelled, const std::string& where) {
  return script_type(spelled, where, Language::kJavaScript, kJsdocTypes, jsdoc_scalar);
}

// A function of the template: its name, parameters' names, JSDoc and line.
struct JsFunction {
  std::string name;
  std::vector<std::string> parameters;
  Jsdoc doc;
  int line = 1;
};

TemplateMethod js_method(const JsFunction& function, bool constructor, const std::string& source) {
  const std::string where = fmt::format("{}:{}", source, function.line);
  TemplateMethod method;
  method.name = function.name;
  method.line = function.line;
  method.constructor = constructor;
  for (const std::string& name : function.parameters) {
    auto typed = function.doc.parameters.find(name);
    if (typed == function.doc.parameters.end()) {
      throw JudgeFailure(fmt::format("{}: parameter '{}' has no type: LeetCode's JavaScript template gives each one in "
                                     "the JSDoc above the function, '@param {{number[]}} {}'",
                                     where, escape_untrusted(name), escape_untrusted(name)));
    }
    method.parameters.push_back({name, jsdoc_type_of(typed->second, where)});
  }
  if (!constructor && !function.doc.result.empty()) method.result = jsdoc_type_of(function.doc.result, where);
  return method;
}

// `function name? (a, b) { ... }` from CODE's pos (past `function`): the parameters' names.
std::vector<std::string> js_function_rest(TemplateCode& code, const std::string& where) {
  code.word(true);  // a function expression's own name
  if (code.peek() != '(') throw JudgeFailure(fmt::format("{}: expected '(' and the parameters after 'function'", where));
  std::vector<std::string> names;
  for (const std::string& parameter : split_outside_brackets(code.bracketed(), ',')) {
    std::string name = trimmed_text(parameter.substr(0, parameter.find('=')));  // `val = 0`: a default
    if (!is_template_name(name)) {
      throw JudgeFailure(fmt::format("{}: expected a parameter's name, found '{}'", where, escape_untrusted(parameter)));
    }
    names.push_back(name);
  }
  if (code.accept_word("=>") || code.peek() == '{') code.bracketed();
  return names;
}

// What the template declares: its functions in order, and each constructor's prototype methods.
struct JsDeclarations {
  std::vector<JsFunction> functions;
  std::map<std::string, std::vector<JsFunction>> prototype_methods;  // by the constructor's name
  std::vector<std::pair<std::string, int>> prototype_order;          // each class named, and where first
};

// `Name.prototype.method = function(...) {...}` after CODE's NAME: adds it to DECLARED.
void js_prototype_method(TemplateCode& code, const std::string& name, size_t start, JsDeclarations& declared,
                         const std::string& source) {
  const std::string where = code.where(source);
  size_t after_name = code.pos;
  if (!(code.accept('.') && code.accept_word("prototype") && code.accept('.'))) {
    code.pos = after_name;
    code.until(';');  // `module.exports = ...` or another statement: nothing of the template
    return;
  }
  JsFunction method;
  method.line = code.line_of(start);
  method.name = code.word(true);
  if (!is_template_name(method.name) || !code.accept('=') || !code.accept_word("function")) {
    throw JudgeFailure(fmt::format("{}: expected '{}.prototype.name = function(...) {{ }};'", where, name));
  }
  method.parameters = js_function_rest(code, where);
  method.doc = read_jsdoc(code.comment_before(start));
  if (!declared.prototype_methods.count(name)) declared.prototype_order.push_back({name, method.line});
  declared.prototype_methods[name].push_back(method);
}

JsDeclarations js_declarations(TemplateCode& code, const std::string& source) {
  JsDeclarations declared;
  while (!code.at_end()) {
    size_t start = code.pos;
    const std::string where = code.where(source);
    std::string word = code.word(true);
    JsFunction function;
    function.line = code.line_of(start);
    if (word == "var" || word == "let" || word == "const") {
      function.name = code.word(true);
      if (!code.accept('=')) {
        code.until(';');
        continue;
      }
      if (!code.accept_word("function") && code.peek() != '(') {  // neither a function nor an arrow function
        code.until(';');
        continue;
      }
    } else if (word == "function") {
      function.name = code.word(true);
    } else if (!word.empty()) {
      js_prototype_method(code, word, start, declared, source);
      continue;
    } else {
      if (code.peek() == '{') {
        code.bracketed();
      } else {
        ++code.pos;
      }
      continue;
    }
    function.parameters = js_function_rest(code, where);
    function.doc = read_jsdoc(code.comment_before(start));
    declared.functions.push_back(function);
  }
  return declared;
}

}  // namespace

TemplateFindings read_javascript_template(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  JsDeclarations declared = js_declarations(code, source);
  TemplateFindings found;
  found.comments = code.comments();
  for (const JsFunction& function : declared.functions) {
    if (!is_template_name(function.name)) {
      throw JudgeFailure(fmt::format("{}:{}: expected a function's name, found '{}'", source, function.line,
                                     escape_untrusted(function.name)));
    }
    auto methods = declared.prototype_methods.find(function.name);
    if (methods == declared.prototype_methods.end()) {
      if (!is_leetcode_definition(function.name)) found.functions.push_back(js_method(function, false, source));
      continue;
    }
    TemplateClass the_class;  // a constructor function and its prototype's methods
    the_class.name = function.name;
    the_class.line = function.line;
    the_class.methods.push_back(js_method(function, true, source));
    for (const JsFunction& method : methods->second) the_class.methods.push_back(js_method(method, false, source));
    found.classes.push_back(the_class);
    declared.prototype_methods.erase(methods);
  }
  for (const auto& [name, line] : declared.prototype_order) {
    if (declared.prototype_methods.count(name)) {
      throw JudgeFailure(fmt::format("{}:{}: {}.prototype's methods have no constructor: expected LeetCode's 'var {} = "
                                     "function(...) {{ }};' before them",
                                     source, line, escape_untrusted(name), escape_untrusted(name)));
    }
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's JavaScript template (problem/language.h's TemplateReading::rank).
int javascript_template_rank(const std::string& text, const std::string& code) {
  auto has = [&code](const char* word) { return code.find(word) != std::string::npos; };
  if (has("= function") || has("=function") || has(".prototype.")) return 4;
  const bool jsdoc = text.find("@param {") != std::string::npos || text.find("@return {") != std::string::npos ||
                     text.find("@returns {") != std::string::npos;
  return jsdoc && has("function") ? 6 : -1;  // `function twoSum(nums, target)` under its JSDoc, after TypeScript's
}

}  // namespace

// What LeetCode's JavaScript template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kJavaScriptTemplateShape =
    "'var twoSum = function(nums, target) { };' under its JSDoc ('@param {number[]} nums', '@return "
    "{number[]}'), or a design class 'var MinStack = function() { };' with 'MinStack.prototype.push = "
    "function(val) { };'";

TemplateReading javascript_template_reading() { return {javascript_template_rank, read_javascript_template, kJavaScriptTemplateShape}; }

}  // namespace lcjudge
