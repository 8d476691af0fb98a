#include "problem/stub_translation.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "base/error.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

// The template language TEXT's own words tell, as LeetCode's editor writes each: the language
// whose rank for it is lowest; nullopt for none.
std::optional<Language> language_told(const std::string& text) {
  const std::string code = uncommented(text);
  std::optional<Language> told;
  int best = -1;
  for (Language language : all_languages()) {
    const TemplateReading& reading = language_facts(language).template_reading;
    const int rank = reading.rank ? reading.rank(text, code) : -1;
    if (rank >= 0 && (best < 0 || rank < best)) told = language, best = rank;
  }
  return told;
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
  const TemplateReading& reading = language_facts(language).template_reading;
  if (!reading.read) throw JudgeFailure("internal error: a C++ template is read by problem/stub.h");
  return template_model(reading.read(text, source), language, source);
}

std::string cpp_template_from(Language language, const std::string& text, const std::string& source) {
  if (language == Language::kCpp) return text;
  return template_cpp_text(read_template_model(language, text, source));
}

}  // namespace lcjudge
