#include "problem/stub_translation.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "base/error.h"
#include "problem/template_readers.h"

namespace lcjudge {

namespace {

// TEXT with its /* */ and // comments blanked: the words a comment holds (a usage example, a
// definition in another style) say nothing of the template's language.
std::string uncommented(const std::string& text) {
  std::string code = text;
  for (size_t i = 0; i < code.size();) {
    size_t end;
    if (code.compare(i, 2, "//") == 0) {
      end = std::min(code.find('\n', i), code.size());
    } else if (code.compare(i, 2, "/*") == 0) {
      end = code.find("*/", i + 2);
      end = end == std::string::npos ? code.size() : end + 2;
    } else {
      ++i;
      continue;
    }
    for (; i < end; ++i) code[i] = code[i] == '\n' ? '\n' : ' ';
  }
  return code;
}

// Whether some line of TEXT starts (after its indentation) with PREFIX.
bool has_line_starting(const std::string& text, const std::string& prefix) {
  for (size_t start = 0; start < text.size();) {
    size_t end = std::min(text.find('\n', start), text.size());
    size_t first = text.find_first_not_of(" \t", start);
    if (first != std::string::npos && first < end && text.compare(first, prefix.size(), prefix) == 0) return true;
    start = end + 1;
  }
  return false;
}

// Whether CODE has `function name(` with a ':' before the next '{' (a TypeScript function). A
// template has a few functions: past the first hundred a paste is no template, and each look stays short.
bool has_typed_function(const std::string& code) {
  size_t at = code.find("function ");
  for (int looked = 0; at != std::string::npos && looked < 100; at = code.find("function ", at + 1), ++looked) {
    size_t open = code.find('(', at), brace = code.find('{', at);
    if (brace == std::string::npos) return false;
    if (open != std::string::npos && open < brace && code.find(':', open) < brace) return true;
  }
  return false;
}

// The template language TEXT's own words tell, as LeetCode's editor writes each; nullopt for none.
std::optional<Language> language_told(const std::string& text) {
  const std::string code = uncommented(text);
  auto has = [&code](const char* word) { return code.find(word) != std::string::npos; };
  if (has("public:") || has("private:")) return Language::kCpp;  // every C++ template has `public:`
  if (has_line_starting(text, "def ")) return Language::kPython;
  if (has_line_starting(code, "func ")) return Language::kGo;
  if (has("<?php") || has("$this") || has("__construct") || (has("function ") && has("($"))) return Language::kPhp;
  if (has("= function") || has("=function") || has(".prototype.")) return Language::kJavaScript;
  if (has_typed_function(code) || has("constructor(")) return Language::kTypeScript;
  bool jsdoc = text.find("@param {") != std::string::npos || text.find("@return {") != std::string::npos ||
               text.find("@returns {") != std::string::npos;
  if (jsdoc && has("function")) return Language::kJavaScript;  // `function twoSum(nums, target)` under its JSDoc
  if (has("class ") && has("public ")) return Language::kJava;
  if (has("function ")) return Language::kPhp;  // a class whose functions take no parameters
  return std::nullopt;
}

}  // namespace

Language template_language(const std::string& path, const std::string& text, const std::string& source) {
  if (path != "-") {
    if (std::optional<Language> language = language_of_path(path)) return *language;
  }
  if (std::optional<Language> language = language_told(text)) return *language;
  throw JudgeFailure(fmt::format("{}: not one of LeetCode's code templates: paste one as LeetCode's editor shows it "
                                 "(or save it as a file whose extension, {}, names its language): {}",
                                 source, judged_extensions_text(), all_template_shapes()));
}

TemplateModel read_template_model(Language language, const std::string& text, const std::string& source) {
  TemplateFindings found;
  switch (language) {
    case Language::kPython: found = read_python_template(text, source); break;
    case Language::kJava: found = read_java_template(text, source); break;
    case Language::kJavaScript: found = read_javascript_template(text, source); break;
    case Language::kTypeScript: found = read_typescript_template(text, source); break;
    case Language::kGo: found = read_go_template(text, source); break;
    case Language::kPhp: found = read_php_template(text, source); break;
    case Language::kCpp: throw JudgeFailure("internal error: a C++ template is read by problem/stub.h");
  }
  return template_model(std::move(found), language, source);
}

std::string cpp_template_from(Language language, const std::string& text, const std::string& source) {
  if (language == Language::kCpp) return text;
  return template_cpp_text(read_template_model(language, text, source));
}

}  // namespace lcjudge
