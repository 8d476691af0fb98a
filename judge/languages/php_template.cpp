// LeetCode's PHP template (its language object's TemplateReading, problem/language.h): a class whose `function name($a, ...)`
// (and `function __construct(...)`) are typed by the docblock above each, `@param Integer[] $nums`
// and `@return Integer[]` (`@return NULL`: a void method).
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

constexpr int kMaxPhpTypeDepth = 16;

constexpr const char* kPhpTypes =
    "Integer, Float, String, Boolean, NULL, T[], ListNode, TreeNode, Node and NestedInteger";

std::string php_lowered(const std::string& word) {
  std::string lowered;
  for (char c : word) lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lowered;
}

// A name then any number of [], or a union of them whose others are null.
TemplateType php_type_of(const std::string& spelled, const std::string& where) {
  auto fail = [&](const std::string& word) { fail_template_type(where, word, spelled, Language::kPhp, kPhpTypes); };
  std::vector<TemplateType> kinds;
  for (const std::string& alternative : split_outside_brackets(spelled, '|')) {
    TypeText type(alternative);
    type.accept('?');  // ?TreeNode
    std::string word = type.name("\\");
    std::string lowered = php_lowered(word);
    TemplateType read;
    if (lowered == "integer" || lowered == "int") {
      read = scalar_type("int", OpenScalar::kInteger);
    } else if (lowered == "float" || lowered == "double") {
      read = scalar_type("double");
    } else if (lowered == "string") {
      read = scalar_type("string", OpenScalar::kText);  // a char too: 79's board is String[][]
    } else if (lowered == "boolean" || lowered == "bool") {
      read = scalar_type("bool");
    } else if (lowered == "null" || lowered == "void") {
      read = scalar_type("void");
    } else if (word == "ListNode" || word == "TreeNode" || word == "Node") {
      read = scalar_type(word + "*");
    } else if (word == "NestedInteger") {
      read = scalar_type(word);
    } else {
      fail(word);
    }
    for (int dimensions = 0; type.accept('['); ++dimensions) {
      if (dimensions >= kMaxPhpTypeDepth) fail_template_text(where, "a type nested too deep", spelled, Language::kPhp, kPhpTypes);
      if (!type.accept(']')) fail(word);
      read = vector_of(read);
    }
    if (!type.at_end()) fail("");
    if (read.cpp != "void") kinds.push_back(read);
  }
  if (kinds.size() > 1) fail_template_text(where, "a union of types (other than with null)", spelled, Language::kPhp, kPhpTypes);
  return kinds.empty() ? scalar_type("void") : kinds.front();
}

// One docblock's types: each @param's by name (without its '$'), and the @return's ("" for none).
struct PhpDocblock {
  std::map<std::string, std::string> parameters;
  std::string result;
};

PhpDocblock read_docblock(const std::string& comment) {
  PhpDocblock doc;
  for (size_t start = 0; start <= comment.size();) {
    size_t end = std::min(comment.find('\n', start), comment.size());
    std::string line = comment.substr(start, end - start);
    start = end + 1;
    size_t tag = line.find('@');
    if (tag == std::string::npos) continue;
    std::string tagged = line.substr(tag);
    std::replace(tagged.begin(), tagged.end(), '\t', ' ');
    std::vector<std::string> words = split_outside_brackets(tagged, ' ');
    if (words.size() >= 3 && words[0] == "@param" && words[2][0] == '$') {
      doc.parameters[words[2].substr(1)] = words[1];
    } else if (words.size() >= 2 && words[0] == "@param" && words[1][0] == '$' && words.size() >= 3) {
      doc.parameters[words[1].substr(1)] = words[2];  // `@param $nums Integer[]`
    } else if (words.size() >= 2 && (words[0] == "@return" || words[0] == "@returns")) {
      doc.result = words[1];
    }
  }
  return doc;
}

bool is_php_modifier(const std::string& word) {
  return word == "public" || word == "private" || word == "protected" || word == "static" || word == "final" ||
         word == "abstract";
}

// A function from CODE's '(' (its name NAME read), typed by the docblock before START.
TemplateMethod php_function(TemplateCode& code, const std::string& name, size_t start, const std::string& source) {
  int line = code.line_of(start);
  const std::string where = fmt::format("{}:{}", source, line);
  PhpDocblock doc = read_docblock(code.comment_before(start));
  TemplateMethod method;
  method.name = name;
  method.line = line;
  method.constructor = name == "__construct";
  for (const std::string& parameter : split_outside_brackets(code.bracketed(), ',')) {
    size_t dollar = parameter.find('$');  // `&$matrix`, `int $k = 0`
    std::string parameter_name;
    for (size_t i = dollar == std::string::npos ? parameter.size() : dollar + 1;
         i < parameter.size() && (std::isalnum(static_cast<unsigned char>(parameter[i])) || parameter[i] == '_'); ++i) {
      parameter_name += parameter[i];
    }
    if (!is_template_name(parameter_name)) {
      throw JudgeFailure(fmt::format("{}: expected a parameter '$name', found '{}'", where, escape_untrusted(parameter)));
    }
    auto typed = doc.parameters.find(parameter_name);
    if (typed == doc.parameters.end()) {
      throw JudgeFailure(fmt::format("{}: parameter '${}' has no type: LeetCode's PHP template gives each one in the "
                                     "docblock above the function, '@param Integer[] ${}'",
                                     where, parameter_name, parameter_name));
    }
    method.parameters.push_back({parameter_name, php_type_of(typed->second, where)});
  }
  if (!method.constructor && !doc.result.empty()) method.result = php_type_of(doc.result, where);
  code.until('{');  // past a declared return type, `: int`
  if (code.pos > 0 && code.code()[code.pos - 1] == '{') {
    --code.pos;
    code.bracketed();
  }
  return method;
}

// A class's functions from CODE's '{'; its properties and private functions skipped.
TemplateClass php_class(TemplateCode& code, const std::string& name, int line, const std::string& source) {
  TemplateClass the_class;
  the_class.name = name;
  the_class.line = line;
  if (!is_template_name(name)) throw JudgeFailure(fmt::format("{}:{}: expected a class's name after 'class'", source, line));
  size_t body = code.code().find('{', code.pos);  // past `extends VersionControl`
  if (body == std::string::npos) throw JudgeFailure(fmt::format("{}:{}: class {} has no body: paste the whole template", source, line, name));
  code.pos = body + 1;
  while (!code.at_end() && code.peek() != '}') {
    size_t start = code.pos;
    std::string word = code.word();
    bool hidden = false;  // a private function is the solution's business
    for (; is_php_modifier(word); word = code.word()) hidden = hidden || word == "private" || word == "protected";
    if (word == "function") {
      std::string function_name = code.word();
      if (!is_template_name(function_name) || code.peek() != '(') {
        throw JudgeFailure(fmt::format("{}:{}: expected 'function name(...)'", source, code.line_of(start)));
      }
      TemplateMethod method = php_function(code, function_name, start, source);
      if (!hidden) the_class.methods.push_back(method);
    } else if (word.empty() && code.peek() == '{') {
      code.bracketed();
    } else {
      code.until(';');  // a property, `public $val = 0;`, or a constant
    }
  }
  code.accept('}');
  return the_class;
}

}  // namespace

TemplateFindings read_php_template(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  TemplateFindings found;
  found.comments = code.comments();
  while (!code.at_end()) {
    size_t start = code.pos;
    int line = code.line();
    std::string word = code.word();
    if (word == "class") {
      std::string name = code.word();
      found.classes.push_back(php_class(code, name, line, source));
    } else if (word == "function") {
      std::string name = code.word();
      if (!is_template_name(name) || code.peek() != '(') throw JudgeFailure(fmt::format("{}:{}: expected 'function name(...)'", source, line));
      found.functions.push_back(php_function(code, name, start, source));
    } else if (word.empty()) {
      if (code.peek() == '{') {
        code.bracketed();
      } else {
        ++code.pos;  // `<?php`'s '<' and '?'
      }
    }
  }
  return found;
}

namespace {

// How surely TEXT is LeetCode's PHP template (problem/language.h's TemplateReading::rank).
int php_template_rank(const std::string&, const std::string& code) {
  auto has = [&code](const char* word) { return code.find(word) != std::string::npos; };
  if (has("<?php") || has("$this") || has("__construct") || (has("function ") && has("($"))) return 3;
  return has("function ") ? 8 : -1;  // a class whose functions take no parameters, when no other claims it
}

}  // namespace

// What LeetCode's PHP template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kPhpTemplateShape =
    "'class Solution { function twoSum($nums, $target) { } }' with its docblock ('@param Integer[] $nums', "
    "'@return Integer[]'), or a design class with 'function __construct() { }'";

TemplateReading php_template_reading() { return {php_template_rank, read_php_template, kPhpTemplateShape}; }

}  // namespace lcjudge
