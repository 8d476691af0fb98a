#include "judging/expectations.h"

#include <algorithm>

namespace lcjudge {
namespace {

bool contains(const std::vector<Verdict>& verdicts, Verdict v) {
  return std::find(verdicts.begin(), verdicts.end(), v) != verdicts.end();
}

std::string names(const std::vector<Verdict>& verdicts, const char* separator) {
  std::string text;
  for (Verdict v : verdicts) text += (text.empty() ? "" : separator) + std::string(short_name(v));
  return text;
}

std::string declared_at(const VerdictRule& rule) { return rule.origin.empty() ? "" : " (" + rule.origin + ")"; }

// The first result that breaks a permitted rule, with the rule; results.size() if none.
size_t first_forbidden(const Expectation& expectation, const std::vector<CaseResult>& results,
                       const VerdictRule** broken) {
  for (size_t i = 0; i < results.size(); ++i) {
    Verdict got = results[i].outcome.verdict;
    for (const auto& rule : expectation.rules) {
      if (!in_group(results[i].test.id, rule.group)) continue;
      // A judge error is never a solution's verdict, so nothing permits it.
      if (got == Verdict::kJudgeError || (!rule.permitted.empty() && !contains(rule.permitted, got))) {
        *broken = &rule;
        return i;
      }
    }
  }
  return results.size();
}

// The first result in the rule's group with a required verdict; results.size() if none.
size_t first_required(const VerdictRule& rule, const std::vector<CaseResult>& results) {
  for (size_t i = 0; i < results.size(); ++i) {
    if (in_group(results[i].test.id, rule.group) && contains(rule.required, results[i].outcome.verdict)) return i;
  }
  return results.size();
}

std::string forbidden_message(const Expectation& expectation, const VerdictRule& rule, const CaseResult& result) {
  std::string got = short_name(result.outcome.verdict);
  if (rule.origin.empty()) {  // the folder's own rule, in its familiar words
    std::string want = short_name(expectation.folder);
    return "expected " + want + (expectation.folder == Verdict::kAccepted ? " on every case" : "") + ", got " +
           got + " on " + result.test.id;
  }
  std::string where = rule.group.empty() ? "every case" : rule.group;
  return "got " + got + " on " + result.test.id + ", but " + where + " permits only " + names(rule.permitted, ", ") +
         declared_at(rule);
}

std::string missing_message(const Expectation& expectation, const VerdictRule& rule,
                             const std::vector<CaseResult>& results) {
  size_t judged = 0;
  std::vector<Verdict> seen;
  for (const auto& result : results) {
    if (!in_group(result.test.id, rule.group)) continue;
    ++judged;
    if (!contains(seen, result.outcome.verdict)) seen.push_back(result.outcome.verdict);
  }
  std::string want = names(rule.required, " or ");
  if (rule.origin.empty() && rule.group.empty() && rule.required.size() == 1 && rule.required[0] == expectation.folder &&
      (seen.empty() || seen == std::vector<Verdict>{Verdict::kAccepted})) {
    return "expected " + want + ", but every case was AC (" + std::to_string(judged) + " judged)";
  }
  std::string where = rule.group.empty() ? "" : " on " + rule.group;
  std::string found = seen.empty() ? "no case" : "only " + names(seen, ", ");
  return "expected " + want + where + declared_at(rule) + ", but got " + found + " (" + std::to_string(judged) +
         " judged)";
}

}  // namespace

Expectation folder_expectation(Verdict folder) {
  Expectation expectation;
  expectation.folder = folder;
  VerdictRule rule;
  if (folder == Verdict::kAccepted) {
    rule.permitted = {Verdict::kAccepted};
  } else {
    rule.permitted = {Verdict::kAccepted, folder};
    rule.required = {folder};
  }
  expectation.rules.push_back(rule);
  return expectation;
}

bool in_group(const std::string& id, const std::string& group) {
  if (group.empty() || id == group) return true;
  return id.size() > group.size() && id.compare(0, group.size(), group) == 0 && id[group.size()] == '/';
}

ExpectationCheck check_expectation(const Expectation& expectation, const std::vector<CaseResult>& results,
                                   bool compiled) {
  std::string want = short_name(expectation.folder);
  if (!compiled) {
    if (expectation.folder == Verdict::kCompileError) return {true, "", nullptr};
    return {false, "expected " + want + ", got CE", nullptr};
  }
  if (expectation.folder == Verdict::kCompileError) return {false, "expected CE, but it compiled", nullptr};

  const VerdictRule* broken = nullptr;
  size_t forbidden = first_forbidden(expectation, results, &broken);
  if (forbidden < results.size()) {
    return {false, forbidden_message(expectation, *broken, results[forbidden]), &results[forbidden]};
  }
  size_t first_shown = results.size();
  for (const auto& rule : expectation.rules) {
    if (rule.required.empty()) continue;
    size_t shown = first_required(rule, results);
    if (shown == results.size()) return {false, missing_message(expectation, rule, results), nullptr};
    first_shown = std::min(first_shown, shown);
  }
  return {true, "", first_shown < results.size() ? &results[first_shown] : nullptr};
}

ExpectationCheck check_expectation(Verdict folder, const std::vector<CaseResult>& results, bool compiled) {
  return check_expectation(folder_expectation(folder), results, compiled);
}

bool is_permitted(const Expectation& expectation, const CaseResult& result) {
  const VerdictRule* broken = nullptr;
  return first_forbidden(expectation, {result}, &broken) == 1;
}

bool is_settled(const Expectation& expectation, const std::vector<CaseResult>& results) {
  const VerdictRule* broken = nullptr;
  if (first_forbidden(expectation, results, &broken) < results.size()) return true;
  bool requires_something = false;
  for (const auto& rule : expectation.rules) {
    if (rule.required.empty()) continue;
    requires_something = true;
    if (first_required(rule, results) == results.size()) return false;
  }
  return requires_something;
}

}  // namespace lcjudge
