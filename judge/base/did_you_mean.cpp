#include "base/did_you_mean.h"

#include <fmt/core.h>

#include <algorithm>

namespace lcjudge {
namespace {

constexpr size_t kMostEdits = 2;  // further than this, a suggestion is a guess

// Levenshtein distance, one row at a time.
size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

}  // namespace

std::optional<std::string> closest_name(const std::string& word, const std::vector<std::string>& known) {
  std::optional<std::string> best;
  size_t best_distance = kMostEdits + 1;
  for (const auto& name : known) {
    size_t distance = edit_distance(word, name);
    if (distance < best_distance) best = name, best_distance = distance;
  }
  return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
  auto best = closest_name(word, known);
  return best ? fmt::format(" (did you mean '{}'?)", *best) : "";
}

}  // namespace lcjudge
