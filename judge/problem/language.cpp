#include "problem/language.h"

#include <filesystem>

namespace lcjudge {

namespace {

struct LanguageFacts {
  Language language;
  const char* name;
  const char* key;
  const char* extension;
  double time_factor;
  bool resident_memory;
};

// Time factors: Python does in CPU time about 3x what C++ does on LeetCode's typical loops once
// the case is big enough to matter; the JVM's start-up and JIT threads cost about 2x.
constexpr LanguageFacts kLanguages[] = {
    {Language::kCpp, "C++", "cpp", ".cpp", 1.0, false},
    {Language::kPython, "Python 3", "python", ".py", 3.0, true},
    {Language::kJava, "Java", "java", ".java", 2.0, true},
};

const LanguageFacts& facts(Language language) {
  for (const auto& entry : kLanguages) {
    if (entry.language == language) return entry;
  }
  return kLanguages[0];
}

}  // namespace

const std::vector<Language>& all_languages() {
  static const std::vector<Language> languages = {Language::kCpp, Language::kPython, Language::kJava};
  return languages;
}

const char* language_name(Language language) { return facts(language).name; }
const char* language_key(Language language) { return facts(language).key; }
const char* language_extension(Language language) { return facts(language).extension; }
double default_time_factor(Language language) { return facts(language).time_factor; }
bool limits_resident_memory(Language language) { return facts(language).resident_memory; }

std::optional<Language> language_keyed(const std::string& key) {
  for (const auto& entry : kLanguages) {
    if (key == entry.key) return entry.language;
  }
  return std::nullopt;
}

std::optional<Language> language_of_path(const std::string& path) {
  const std::string extension = std::filesystem::path(path).extension().string();
  for (const auto& entry : kLanguages) {
    if (extension == entry.extension) return entry.language;
  }
  return std::nullopt;
}

std::string judged_extensions_text() { return ".cpp, .py or .java"; }

}  // namespace lcjudge
