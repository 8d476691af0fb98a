// LeetCode's TypeScript template (its language object's TemplateReading, problem/language.h): `function name(a: T, ...): R {...}`,
// or a class with its `constructor(...)` and methods `name(a: T): R {...}`, typed in the code.
#include <fmt/format.h>

#include <optional>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/script_type.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

constexpr const char* kTypeScriptTypes =
    "number, string, boolean, void, bigint, T[], Array<T>, T | null, ListNode, TreeNode, _Node and NestedInteger";

// table: TypeScript's scalars as LeetCode's templates write them
std::optional<TemplateType> typescript_scalar(const std::string& word) {
  if (word == "number") return scalar_type("int", OpenScalar::kNumber);
  if (word == "string") return scalar_type("string", OpenScalar::kText);  // a char too: 79's board is string[][]
  if (word == "boolean") return scalar_type("bool");
  if (word == "bigint") return scalar_type("long long");
  if (word == "ListNode" || word == "TreeNode") return scalar_type(word + "*");
  if (word == "_Node" || word == "Node") return scalar_type("Node*");
  if (word == "NestedInteger") return scalar_type(word);
  return std::nullopt;
}

TemplateType typescript_type_of(const std::string& spelled, const std::string& where) {
  return script_type(spelled, where, Language::kTypeScript, kTypeScriptTypes, typescript_scalar);
}

bool is_typescript_modifier(const std::string& word) {
  return word == "public" || word == "private" || word == "protected" || word == "static" || word == "readonly" ||
         word == "async" || word == "export" || word == "declare" || word == "abstract" || word == "override";
}

// From CODE's '(' of a method or function NAME: its parameters, result and body (skipped).
TemplateMethod typescript_method(TemplateCode& code, const std::string& name, int line, const std::string& source) {
  const std::string where = fmt::format("{}:{}", source, line);
  TemplateMethod method;
  method.name = name;
  method.line = line;
  method.constructor = name == "constructor";
  if (!is_template_name(name)) throw JudgeFailure(fmt::format("{}: expected a function's name, found '{}'", where, escape_untrusted(name)));
  for (std::string parameter : split_outside_brackets(code.bracketed(), ',')) {
    for (std::string first; is_typescript_modifier(first = parameter.substr(0, parameter.find(' ')));) {
      parameter = trimmed_text(parameter.substr(first.size()));  // `private capacity: number`
    }
    size_t colon = parameter.find(':');
    std::string parameter_name = trimmed_text(parameter.substr(0, std::min(colon, parameter.find_first_of("?="))));
    if (!is_template_name(parameter_name)) {
      throw JudgeFailure(fmt::format("{}: expected a parameter's name, found '{}'", where, escape_untrusted(parameter)));
    }
    if (colon == std::string::npos) {
      throw JudgeFailure(fmt::format("{}: parameter '{}' has no type: LeetCode's TypeScript template writes one, '{}: "
                                     "number[]'",
                                     where, parameter_name, parameter_name));
    }
    std::string type = parameter.substr(colon + 1);
    type = type.substr(0, type.find('='));  // a default value: `k: number = 0`
    method.parameters.push_back({parameter_name, typescript_type_of(type, where)});
  }
  std::string result;
  if (code.accept(':')) result = code.until('{'), --code.pos;
  if (code.peek() == '{') code.bracketed();
  if (!method.constructor) method.result = trimmed_text(result).empty() ? scalar_type("void") : typescript_type_of(result, where);
  return method;
}

// A class's members from CODE's '{': its constructor and methods; fields skipped.
TemplateClass typescript_class(TemplateCode& code, const std::string& name, int line, const std::string& source) {
  TemplateClass the_class;
  the_class.name = name;
  the_class.line = line;
  if (!is_template_name(name)) throw JudgeFailure(fmt::format("{}:{}: expected a class's name after 'class'", source, line));
  size_t body = code.code().find('{', code.pos);  // past `implements ...`
  if (body == std::string::npos) throw JudgeFailure(fmt::format("{}:{}: class {} has no body: paste the whole template", source, line, name));
  code.pos = body + 1;
  while (!code.at_end() && code.peek() != '}') {
    int member_line = code.line();
    std::string word = code.word();
    bool hidden = false;  // a private member is the solution's business
    for (; is_typescript_modifier(word); word = code.word()) hidden = hidden || word == "private" || word == "protected";
    if (word.empty()) {
      if (code.peek() == '{') {
        code.bracketed();
      } else {
        ++code.pos;
      }
    } else if (code.peek() == '(') {
      TemplateMethod method = typescript_method(code, word, member_line, source);
      if (!hidden) the_class.methods.push_back(method);
    } else {  // a field, `stack: number[] = [];`: to its line's end or ';'
      while (code.pos < code.size() && code.code()[code.pos] != '\n' && code.code()[code.pos] != ';' &&
             code.code()[code.pos] != '}') {
        if (code.code()[code.pos] == '(' || code.code()[code.pos] == '[' || code.code()[code.pos] == '{') {
          code.bracketed();
        } else {
          ++code.pos;
        }
      }
      code.accept(';');
    }
  }
  code.accept('}');
  return the_class;
}

}  // namespace

TemplateFindings read_typescript_template(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  TemplateFindings found;
  found.comments = code.comments();
  while (!code.at_end()) {
    int line = code.line();
    std::string word = code.word();
    if (word == "function") {
      std::string name = code.word();
      if (code.peek() != '(') throw JudgeFailure(fmt::format("{}:{}: expected '(' and the parameters after 'function {}'", source, line, escape_untrusted(name)));
      TemplateMethod function = typescript_method(code, name, line, source);
      if (!is_leetcode_definition(name)) found.functions.push_back(function);
    } else if (word == "class") {
      std::string name = code.word();
      found.classes.push_back(typescript_class(code, name, line, source));
    } else if (word.empty()) {
      if (code.peek() == '{') {
        code.bracketed();
      } else {
        ++code.pos;
      }
    }
    // Other words (`export`, `var x = ...`) say nothing of the template.
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's TypeScript template (problem/language.h's TemplateReading::rank).
int typescript_template_rank(const std::string&, const std::string& code) {
  return has_typed_function(code) || code.find("constructor(") != std::string::npos ? 5 : -1;
}

}  // namespace

// What LeetCode's TypeScript template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kTypeScriptTemplateShape =
    "'function twoSum(nums: number[], target: number): number[] { };', or a design class 'class MinStack { "
    "constructor() { } push(val: number): void { } }'";

TemplateReading typescript_template_reading() { return {typescript_template_rank, read_typescript_template, kTypeScriptTemplateShape}; }

}  // namespace lcjudge
