#include "judging/shrink.h"

#include <algorithm>
#include <exception>
#include <set>

#include "base/error.h"
#include "base/parallel.h"

namespace lcjudge {

std::vector<std::string> parse_candidates(const std::string& text) {
  std::vector<std::string> candidates;
  std::string current;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    if (line == "---") {
      if (current.empty()) throw JudgeFailure("empty candidate before the `---` ending candidate " + std::to_string(candidates.size() + 1));
      candidates.push_back(std::move(current));
      current.clear();
    } else {
      current += line + "\n";
    }
  }
  if (!current.empty()) {
    throw JudgeFailure("candidate " + std::to_string(candidates.size() + 1) + " is not ended by a line `---`");
  }
  return candidates;
}

std::optional<size_t> first_index_where(size_t count, int jobs, const std::function<bool(size_t)>& holds) {
  const size_t batch = static_cast<size_t>(std::max(jobs, 1));
  for (size_t begin = 0; begin < count; begin += batch) {
    const size_t size = std::min(batch, count - begin);
    std::vector<char> hit(size, 0);
    std::vector<std::exception_ptr> errors(size);
    // An exception must not leave a worker thread (that would terminate): carried out instead.
    parallel_for(size, jobs, [&](size_t k) {
      try {
        hit[k] = holds(begin + k);
      } catch (...) {
        errors[k] = std::current_exception();
      }
    });
    for (const auto& error : errors) {
      if (error) std::rethrow_exception(error);
    }
    for (size_t k = 0; k < size; ++k) {
      if (hit[k]) return begin + k;
    }
  }
  return std::nullopt;
}

ShrinkResult shrink_greedy(const std::string& failing_input,
                           const std::function<std::vector<std::string>(const std::string&)>& candidates_of,
                           const std::function<bool(const std::string&)>& still_fails, const ShrinkOptions& options) {
  ShrinkResult result;
  result.input = failing_input;
  std::set<std::string> visited{failing_input};
  for (;;) {
    if (result.steps >= options.max_steps) {
      result.step_limit = true;
      return result;
    }
    std::vector<std::string> fresh;
    for (auto& candidate : candidates_of(result.input)) {
      if (!visited.count(candidate)) fresh.push_back(std::move(candidate));
    }
    auto found = first_index_where(fresh.size(), options.jobs, [&](size_t i) { return still_fails(fresh[i]); });
    if (!found) return result;
    result.input = fresh[*found];
    visited.insert(result.input);
    ++result.steps;
  }
}

}  // namespace lcjudge
