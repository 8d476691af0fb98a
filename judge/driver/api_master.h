// LeetCode 843's API: `class Master { int guess(string word); }` over the case's hidden `secret`
// and `allowedGuesses` lines and its `words`, which the judge keeps (api_channel.h): -1 for a
// word not in words, else how many letters match the secret's in place. The case's answer is
// the judge's: the text LeetCode prints after the call, decided by the guesses it answered.
#pragma once

#include <string>

#include "api_channel.h"

class Master {
 public:
  int guess(std::string word) { return lcjudge::api::call<int>("guess", word); }
};

// The words line, which the method gets too, gives the Master's handle.
template <> struct lcjudge::custom_codec<::Master> : lcjudge::api_handle_codec<::Master> {
  static std::string name() { return "Master (its words)"; }
};
