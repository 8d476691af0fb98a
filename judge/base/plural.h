// A count with its noun, for the judge's messages: "1 case", "3 cases", "0 cases". Header-only
// and without fmt, so that the sandbox server's interactor (linked small and static) uses it too.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace lcjudge {

// NOUN's plural: "case" -> "cases", "family" -> "families", "match" -> "matches".
inline std::string plural_of(std::string_view noun) {
  std::string word(noun);
  auto ends_with = [&](std::string_view end) {
    return word.size() >= end.size() && word.compare(word.size() - end.size(), end.size(), end) == 0;
  };
  const bool vowel_then_y = word.size() >= 2 && std::string_view("aeiou").find(word[word.size() - 2]) != std::string_view::npos;
  if (ends_with("y") && !vowel_then_y) return word.substr(0, word.size() - 1) + "ies";
  if (ends_with("s") || ends_with("x") || ends_with("ch") || ends_with("sh")) return word + "es";
  return word.empty() ? word : word + "s";
}

// COUNT and NOUN (its singular), the noun plural unless COUNT is 1: "1 case", "2 cases",
// "2 families". PLURAL_FORM, when given, is the plural ("2 children"). NOUN may be several words,
// of which the last takes the plural: plural(3, "more byte") is "3 more bytes".
inline std::string plural(std::uint64_t count, std::string_view noun, std::string_view plural_form = {}) {
  std::string words = count == 1 ? std::string(noun) : plural_form.empty() ? plural_of(noun) : std::string(plural_form);
  return std::to_string(count) + " " + words;
}

}  // namespace lcjudge
