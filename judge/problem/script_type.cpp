#include "problem/script_type.h"

#include <vector>

#include "problem/template_code.h"

namespace lcjudge {

namespace {

constexpr int kMaxScriptTypeDepth = 16;

struct ScriptTypeReader {
  TypeText type;
  const std::string& where;
  Language language;
  const char* known;
  ScriptScalar scalar;

  [[noreturn]] void fail(const std::string& word) const { fail_template_type(where, word, type.text, language, known); }
  [[noreturn]] void fail_because(const char* what) const { fail_template_text(where, what, type.text, language, known); }

  // A name, Array<T> or (T), then any number of [].
  TemplateType postfix(int depth) {
    TemplateType read;
    std::string word;
    if (type.accept('(')) {
      read = either(depth + 1);
      if (!type.accept(')')) fail("");
    } else {
      word = type.name(".");
      if (word == "Array") {
        if (!type.accept('<')) fail(word);
        read = vector_of(either(depth + 1));
        if (!type.accept('>')) fail(word);
      } else if (word == "null" || word == "undefined" || word == "void") {
        read = scalar_type("void");
      } else if (std::optional<TemplateType> named = scalar(word)) {
        read = *named;
      } else {
        fail(word);
      }
    }
    for (int dimensions = depth; type.accept('['); ++dimensions) {
      if (dimensions >= kMaxScriptTypeDepth) fail_because("a type nested too deep");
      if (!type.accept(']')) fail(word);
      read = vector_of(read);
    }
    return read;
  }

  // T | null | undefined: T.
  TemplateType either(int depth) {
    if (depth > kMaxScriptTypeDepth) fail_because("a type nested too deep");
    std::vector<TemplateType> kinds;
    do {
      TemplateType kind = postfix(depth);
      if (kind.cpp != "void") kinds.push_back(kind);
    } while (type.accept('|'));
    if (kinds.size() > 1) fail_because("a union of types (other than with null)");
    return kinds.empty() ? scalar_type("void") : kinds.front();
  }
};

}  // namespace

TemplateType script_type(const std::string& spelled, const std::string& where, Language language, const char* known,
                         ScriptScalar scalar) {
  ScriptTypeReader reader{TypeText(spelled), where, language, known, scalar};
  TemplateType read = reader.either(0);
  if (!reader.type.at_end()) reader.fail("");
  return read;
}

}  // namespace lcjudge
