// LeetCode 843's API: `class Master { int guess(string word); }`. The case's hidden `secret` and
// `allowedGuesses` lines (api_runner.h gives them in that order) and its `words` line, which the
// method gets too, define it: guess returns -1 for a word not in words, else how many letters
// match the secret's in place. The answer is the text LeetCode prints after the call, as a string:
// "You guessed the secret word correctly." when the secret was guessed within allowedGuesses
// calls, else "Either you took too many guesses, or you did not find the secret word.". Its state
// lives in private static members, not in the Master the solution holds, loaded once per case.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

class Master {
 public:
  int guess(std::string word);
};

namespace lcjudge::api {

class MasterApi {
 public:
  static constexpr const char* kName = "Master";
  static void load_hidden(std::string_view line, size_t number) {
    if (!hidden_loaded_.set_in_this_case()) {  // the case's first: its game starts afresh
      hidden_lines_ = 0;
      calls_ = 0;
      found_ = false;
      hidden_loaded_.set();
    }
    if (hidden_lines_ == 0) {
      secret_ = decode<std::string>(line, number);
    } else if (hidden_lines_ == 1) {
      allowed_guesses_ = decode<long long>(line, number);
    } else {
      throw std::logic_error("Master's secret and allowedGuesses are given once, by the judge");
    }
    ++hidden_lines_;
  }
  static void check_calls() {}  // too many guesses is the answer's text, as LeetCode prints it
  static std::string answer() {
    return found_ && calls_ <= allowed_guesses_ ? "You guessed the secret word correctly."
                                                : "Either you took too many guesses, or you did not find the secret word.";
  }

 private:
  friend class ::Master;
  friend struct lcjudge::custom_codec<::Master>;
  static inline std::string secret_;
  static inline long long allowed_guesses_ = 0;
  static inline std::vector<std::string> words_;
  static inline long long calls_ = 0;
  static inline bool found_ = false;
  static inline int hidden_lines_ = 0;
  static inline CaseMark hidden_loaded_;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int Master::guess(std::string word) {
  using lcjudge::api::MasterApi;
  ++MasterApi::calls_;
  if (std::find(MasterApi::words_.begin(), MasterApi::words_.end(), word) == MasterApi::words_.end()) return -1;
  if (word == MasterApi::secret_ && MasterApi::calls_ <= MasterApi::allowed_guesses_) MasterApi::found_ = true;
  int matches = 0;
  for (size_t i = 0; i < word.size() && i < MasterApi::secret_.size(); ++i) matches += word[i] == MasterApi::secret_[i];
  return matches;
}

namespace lcjudge {

// The words line makes the Master (the method's words argument is decoded from it too).
template <> struct custom_codec<::Master> {
  static constexpr bool enabled = true;
  static std::string name() { return "Master (its words)"; }
  static ::Master decode(JsonView value, detail::Location& at) {
    if (api::MasterApi::loaded_.set_in_this_case()) throw std::logic_error("the Master is made once, by the judge");
    api::MasterApi::words_ = detail::decode_value<std::vector<std::string>>(value, at);
    api::MasterApi::loaded_.set();
    return ::Master{};
  }
};

}  // namespace lcjudge
