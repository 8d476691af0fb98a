#include "report/merge.h"

#include <algorithm>
#include <map>
#include <set>

#include "base/error.h"
#include "problem/testcases.h"

namespace lcjudge {

LoadedReport merge_reports(const std::vector<LoadedReport>& shards) {
  LoadedReport merged;
  merged.summary.all_cases = true;
  std::map<std::string, size_t> index;  // solution name -> position in merged
  std::vector<std::set<std::string>> seen_cases;
  for (const auto& shard : shards) {
    if (merged.summary.isolation.empty()) merged.summary.isolation = shard.summary.isolation;
    if (merged.summary.build.empty()) merged.summary.build = shard.summary.build;
    for (size_t s = 0; s < shard.reports.size(); ++s) {
      const SolutionReport& part = shard.reports[s];
      auto [it, added] = index.emplace(part.solution.display, merged.reports.size());
      if (added) {
        SolutionReport fresh;
        fresh.solution = part.solution;
        fresh.build = part.build;
        fresh.total_cases = part.total_cases;
        fresh.design_calls = part.design_calls;
        merged.reports.push_back(fresh);
        merged.expectations.push_back(shard.expectations[s]);
        seen_cases.emplace_back();
      }
      SolutionReport& whole = merged.reports[it->second];
      if (whole.total_cases != part.total_cases || whole.build.ok != part.build.ok) {
        throw JudgeFailure("the reports disagree about '" + part.solution.display +
                           "' (case count or compile result): were they made from the same project?");
      }
      for (const auto& result : part.results) {
        if (!seen_cases[it->second].insert(result.test.id).second) {
          throw JudgeFailure("case '" + result.test.id + "' of '" + part.solution.display +
                             "' is in two reports: were the shards overlapping?");
        }
        whole.results.push_back(result);
      }
    }
  }
  for (size_t s = 0; s < merged.reports.size(); ++s) {
    SolutionReport& report = merged.reports[s];
    std::sort(report.results.begin(), report.results.end(),
              [](const CaseResult& a, const CaseResult& b) { return natural_less(a.test.id, b.test.id); });
    report.verdict = report.build.ok ? Verdict::kAccepted : Verdict::kCompileError;
    report.judge_error = false;
    for (const auto& result : report.results) {
      report.verdict = worst(report.verdict, result.outcome.verdict);
      report.judge_error = report.judge_error || result.outcome.verdict == Verdict::kJudgeError;
    }
    report.expectation = check_expectation(merged.expectations[s], report.results, report.build.ok);
  }
  return merged;
}

}  // namespace lcjudge
