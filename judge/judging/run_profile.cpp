#include "judging/run_profile.h"

#include <algorithm>

#include "judging/language_toolchain.h"

namespace lcjudge {
namespace {

// Appends to INTO each of FROM's words it does not hold yet.
void add_new_words(std::vector<std::string>& into, const std::vector<std::string>& from) {
  for (const std::string& word : from) {
    if (std::find(into.begin(), into.end(), word) == into.end()) into.push_back(word);
  }
}

}  // namespace

SandboxProfile language_sandbox_needs(Language language) { return language_toolchain(language).sandbox_needs(); }

SandboxProfile judged_languages_sandbox_profile() {
  SandboxProfile profile;
  for (Language language : all_languages()) {
    const SandboxProfile needs = language_sandbox_needs(language);
    add_new_words(profile.system_paths, needs.system_paths);
    add_new_words(profile.allowed_syscalls, needs.allowed_syscalls);
    add_new_words(profile.refused_syscalls, needs.refused_syscalls);
  }
  return profile;
}

std::vector<std::string> run_environment(Language language) { return language_toolchain(language).run_environment(); }

}  // namespace lcjudge
