#include "commands/case_choice.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

// "secret/large/x" however typed: "./secret//large/x.in" too.
std::string case_id_of(std::string typed) {
  if (typed.size() > 3 && typed.compare(typed.size() - 3, 3, ".in") == 0) typed.resize(typed.size() - 3);
  if (typed.size() > 4 && typed.compare(typed.size() - 4, 4, ".ans") == 0) typed.resize(typed.size() - 4);
  std::string id;
  size_t start = 0;
  while (start <= typed.size()) {
    size_t end = std::min(typed.find('/', start), typed.size());
    std::string part = typed.substr(start, end - start);
    if (!part.empty() && part != ".") id += (id.empty() ? "" : "/") + part;
    start = end + 1;
  }
  return id;
}

}  // namespace

TestCase chosen_case(const std::string& problem, const std::vector<TestCase>& cases, const std::string& typed) {
  std::string id = case_id_of(typed);
  std::vector<std::string> ids;
  for (const auto& test : cases) {
    if (test.id == id) return test;
    ids.push_back(test.id);
  }
  // The ids of the typed case's group, else all, a few of them: where to look.
  std::string group = id.substr(0, id.rfind('/') == std::string::npos ? 0 : id.rfind('/'));
  std::vector<std::string> nearby;
  for (const auto& known : ids) {
    if (known.compare(0, group.size() + 1, group + "/") == 0) nearby.push_back(known);
  }
  if (nearby.empty()) nearby = ids;
  constexpr size_t kShownIds = 10;
  std::string listed = fmt::format("{}", fmt::join(nearby.begin(), nearby.begin() + std::min(nearby.size(), kShownIds), ", "));
  if (nearby.size() > kShownIds) listed += fmt::format(", ... ({} in all)", nearby.size());
  throw JudgeFailure(fmt::format("no case '{}' in {}{}; its cases{}: {}", escape_untrusted(typed), problem,
                                 did_you_mean(id, ids), nearby.size() == ids.size() ? "" : " in " + group,
                                 ids.empty() ? "none" : escape_untrusted(listed)));
}

}  // namespace lcjudge
