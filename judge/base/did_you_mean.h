// Suggesting the name a typo meant: "unknown key 'time_limt' (did you mean 'time_limit'?)".
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

// " (did you mean 'NAME'?)" for the known name closest to `word` by edit distance, if it is
// close (at most 2 edits); "" if none is.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& known);

}  // namespace lcjudge
