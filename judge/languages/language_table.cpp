// The languages judged, one row each, in the order reports and help list them: each row is the
// object of judge/languages/<language>.cpp. Adding a language adds its row here (CONTRIBUTING.md,
// "Adding a language"); nothing else in the judge names a language.
#include "judging/language_toolchain.h"

namespace lcjudge {

const LanguageToolchain& cpp_language();
const LanguageToolchain& python_language();
const LanguageToolchain& java_language();
const LanguageToolchain& javascript_language();
const LanguageToolchain& typescript_language();
const LanguageToolchain& go_language();
const LanguageToolchain& php_language();
const LanguageToolchain& ruby_language();
const LanguageToolchain& rust_language();
const LanguageToolchain& c_language();

namespace {

const std::vector<const LanguageToolchain*>& language_table() {
  static const std::vector<const LanguageToolchain*> table = {
      &cpp_language(),        &python_language(), &java_language(), &javascript_language(),
      &typescript_language(), &go_language(),     &php_language(),  &ruby_language(),
      &rust_language(),
      &c_language(),
  };
  return table;
}

}  // namespace

const LanguageToolchain& language_toolchain(Language language) {
  for (const LanguageToolchain* toolchain : language_table()) {
    if (toolchain->facts().language == language) return *toolchain;
  }
  return *language_table().front();  // unreachable: every Language has its row
}

const LanguageFacts& language_facts(Language language) { return language_toolchain(language).facts(); }

const std::vector<Language>& all_languages() {
  static const std::vector<Language> languages = [] {
    std::vector<Language> judged;
    for (const LanguageToolchain* toolchain : language_table()) judged.push_back(toolchain->facts().language);
    return judged;
  }();
  return languages;
}

}  // namespace lcjudge
