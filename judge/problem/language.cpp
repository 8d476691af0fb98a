#include "problem/language.h"

#include <filesystem>

namespace lcjudge {

const char* language_name(Language language) { return language_facts(language).name; }
const char* language_key(Language language) { return language_facts(language).key; }
const char* language_extension(Language language) { return language_facts(language).extension; }
double default_time_factor(Language language) { return language_facts(language).time_factor; }
bool limits_resident_memory(Language language) { return language_facts(language).resident_memory; }

std::optional<Language> language_keyed(const std::string& key) {
  for (Language language : all_languages()) {
    if (key == language_facts(language).key) return language;
  }
  return std::nullopt;
}

std::optional<Language> language_of_path(const std::string& path) {
  const std::string extension = std::filesystem::path(path).extension().string();
  for (Language language : all_languages()) {
    if (extension == language_facts(language).extension) return language;
  }
  return std::nullopt;
}

namespace {

// "a, b or c" of each judged language's WORD.
template <typename Word>
std::string judged_list(const char* last_joint, Word word) {
  const std::vector<Language>& languages = all_languages();
  std::string text;
  for (size_t i = 0; i < languages.size(); ++i) {
    if (i > 0) text += i + 1 == languages.size() ? last_joint : ", ";
    text += word(languages[i]);
  }
  return text;
}

}  // namespace

std::string judged_extensions_text() { return judged_list(" or ", language_extension); }
std::string judged_languages_text() { return judged_list(" and ", language_name); }

}  // namespace lcjudge
