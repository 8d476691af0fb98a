// The languages a solution may be written in, each picked by its file's extension, and what the
// rest of the judge needs to know of one without knowing how it is run: its names, its time
// factor's default, and how its memory is limited (judging/language_run.h runs it).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

enum class Language { kCpp, kPython, kJava, kJavaScript, kTypeScript, kGo, kPhp };

// Every language judged, in the order reports and help list them. A language of the enum whose
// build is not written yet (judging/language_build.h) is left out, and its files are refused.
const std::vector<Language>& all_languages();

// "C++", "Python 3", "Java", "JavaScript", "TypeScript", "Go", "PHP": as LeetCode's language menu names them, for report lines.
const char* language_name(Language language);

// "cpp", "python", "java", "javascript", "typescript", "go", "php": problem.yaml's keys (time_factor:) and the JSON report's values.
const char* language_key(Language language);

// The language whose key is KEY; nullopt for none.
std::optional<Language> language_keyed(const std::string& key);

// ".cpp", ".py", ".java", ".js", ".ts", ".go", ".php".
const char* language_extension(Language language);

// The judged language of PATH's extension; nullopt for a file of no judged language.
std::optional<Language> language_of_path(const std::string& path);

// The extensions judged, for messages: ".cpp, .py, .java or .go".
std::string judged_extensions_text();

// The judged languages' names, for messages: "C++, Python 3, Java and Go".
std::string judged_languages_text();

// The factor a problem's time limit is multiplied by for a solution in LANGUAGE unless its
// problem.yaml says otherwise (docs/languages.md says why these): an interpreter or a JVM does
// the same work in more CPU time, and LeetCode gives those languages more time too.
double default_time_factor(Language language);

// True when a run in LANGUAGE has its memory limited on resident memory, polled from outside,
// rather than on address space (RLIMIT_AS): the JVM reserves far more than it uses.
bool limits_resident_memory(Language language);

}  // namespace lcjudge
