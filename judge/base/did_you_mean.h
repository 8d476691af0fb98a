// Suggesting the name a typo meant: "unknown key 'time_limt' (did you mean 'time_limit'?)".
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

// The known name closest to `word` by edit distance, if it is close (at most 2 edits); the first
// of equally close ones.
std::optional<std::string> closest_name(const std::string& word, const std::vector<std::string>& known);

// " (did you mean 'NAME'?)" for closest_name, or "" if no name is close.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& known);

}  // namespace lcjudge
