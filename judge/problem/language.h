// The languages a solution may be written in, each picked by its file's extension, and what the
// rest of the judge needs to know of one without knowing how it is run: its names, its time
// factor's default, and how its memory is limited. Each language's facts live in its own object,
// judge/languages/<language>.cpp, with its toolchain (judging/language_toolchain.h);
// judge/languages/language_table.cpp lists them and defines language_facts and all_languages.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

enum class Language { kCpp, kPython, kJava, kJavaScript, kTypeScript, kGo, kPhp, kRuby, kRust, kC };

struct TemplateFindings;  // problem/template_model.h

// How `judge new` reads a language's LeetCode template (problem/stub_translation.h).
struct TemplateReading {
  // How surely TEXT (CODE: TEXT with its comments blanked) is this language's template, by the
  // words LeetCode's editor writes in it: a rank, lowest first among the languages that claim it
  // (a C++ template's `public:` is 0, PHP's bare `function ` only 8); -1 for "not this language".
  int (*rank)(const std::string& text, const std::string& code) = nullptr;
  // Reads it, or JudgeFailure "SOURCE:LINE: ..." in its own words; null: read as C++ (problem/stub.h).
  TemplateFindings (*read)(const std::string& text, const std::string& source) = nullptr;
  // What its template looks like, for messages: "'def two_sum(nums, target)' under its YARD comments...".
  const char* shape = "";
};

// What the judge knows of a language without running anything.
struct LanguageFacts {
  Language language;
  const char* name;       // as LeetCode's language menu names it: "Python 3"
  const char* key;        // problem.yaml's time_factor: key and the JSON report's value: "python"
  const char* extension;  // ".py"
  // The factor a problem's time limit is multiplied by unless problem.yaml says otherwise (the
  // language's file says why its value): an interpreter or a JVM does the same work in more CPU.
  double time_factor;
  // Memory limited on resident memory, polled from outside, rather than on address space
  // (RLIMIT_AS): a JVM, Go's or Node's runtime reserves far more than it uses.
  bool resident_memory;
  // A build makes a native binary (build folder's "optimised") rather than a launch file
  // ("optimised.launch", judging/language_launch.h) naming a runtime.
  bool native_binary;
  TemplateReading template_reading;
};

// LANGUAGE's facts (defined in judge/languages/language_table.cpp).
const LanguageFacts& language_facts(Language language);

// Every language judged, in the order reports and help list them (language_table.cpp's order).
const std::vector<Language>& all_languages();

// "C++", "Python 3", "Java", "JavaScript", "TypeScript", "Go", "PHP", "Ruby": as LeetCode's language menu names them, for report lines.
const char* language_name(Language language);

// "cpp", "python", "java", "javascript", "typescript", "go", "php", "ruby": problem.yaml's keys (time_factor:) and the JSON report's values.
const char* language_key(Language language);

// The language whose key is KEY; nullopt for none.
std::optional<Language> language_keyed(const std::string& key);

// ".cpp", ".py", ".java", ".js", ".ts", ".go", ".php", ".rb".
const char* language_extension(Language language);

// The judged language of PATH's extension; nullopt for a file of no judged language.
std::optional<Language> language_of_path(const std::string& path);

// The extensions judged, for messages: ".cpp, .py, .java or .go".
std::string judged_extensions_text();

// The judged languages' names, for messages: "C++, Python 3, Java and Go".
std::string judged_languages_text();

// LanguageFacts::time_factor and ::resident_memory of LANGUAGE.
double default_time_factor(Language language);
bool limits_resident_memory(Language language);

}  // namespace lcjudge
