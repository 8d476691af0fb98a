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
  bool judged;  // false until its build is written (judging/language_build.cpp)
};

// Time factors: Python does in CPU time about 3x what C++ does on LeetCode's typical loops once
// the case is big enough to matter; the JVM's start-up and JIT threads cost about 2x. PHP 8.2
// (no JIT, no opcache) took 10 ms to start and 0.23-0.31 s on 913's densest graph where C++'s
// same retrograde analysis takes 0.03 s: as Python, 3x, which leaves it two thirds of its limit. Go, compiled
// but with bounds checks, a collector and a 1 ms start: 1.5x (913's largest cases, the same
// retrograde analysis: 0.047 s of CPU in Go against 0.032 s in C++).
constexpr LanguageFacts kLanguages[] = {
    {Language::kCpp, "C++", "cpp", ".cpp", 1.0, false, true},
    {Language::kPython, "Python 3", "python", ".py", 3.0, true, true},
    {Language::kJava, "Java", "java", ".java", 2.0, true, true},
    // Node: 913's retrograde analysis on its largest graphs takes 0.098 s and 0.109 s of CPU in
    // JavaScript against 0.031 s and 0.017 s in C++ (2.5x to 5x the work, 20 ms of it Node's
    // start); TypeScript runs the JavaScript tsc emits, at the same speed.
    {Language::kJavaScript, "JavaScript", "javascript", ".js", 3.0, true, true},
    {Language::kTypeScript, "TypeScript", "typescript", ".ts", 3.0, true, true},
    {Language::kGo, "Go", "go", ".go", 1.5, true, true},
    {Language::kPhp, "PHP", "php", ".php", 3.0, true, true},
};

const LanguageFacts& facts(Language language) {
  for (const auto& entry : kLanguages) {
    if (entry.language == language) return entry;
  }
  return kLanguages[0];
}

}  // namespace

const std::vector<Language>& all_languages() {
  static const std::vector<Language> languages = [] {
    std::vector<Language> judged;
    for (const auto& entry : kLanguages) {
      if (entry.judged) judged.push_back(entry.language);
    }
    return judged;
  }();
  return languages;
}

const char* language_name(Language language) { return facts(language).name; }
const char* language_key(Language language) { return facts(language).key; }
const char* language_extension(Language language) { return facts(language).extension; }
double default_time_factor(Language language) { return facts(language).time_factor; }
bool limits_resident_memory(Language language) { return facts(language).resident_memory; }

std::optional<Language> language_keyed(const std::string& key) {
  for (const auto& entry : kLanguages) {
    if (entry.judged && key == entry.key) return entry.language;
  }
  return std::nullopt;
}

std::optional<Language> language_of_path(const std::string& path) {
  const std::string extension = std::filesystem::path(path).extension().string();
  for (const auto& entry : kLanguages) {
    if (entry.judged && extension == entry.extension) return entry.language;
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
