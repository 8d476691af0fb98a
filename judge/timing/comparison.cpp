#include "timing/comparison.h"

#include <algorithm>
#include <cmath>

#include "timing/measure.h"

namespace lcjudge {
namespace {

std::optional<size_t> fastest_row(const ProblemComparison& comparison, const std::vector<GroupRow>& rows,
                                  const std::string& group) {
  std::optional<size_t> best;
  for (size_t i = 0; i < rows.size(); ++i) {
    const GroupRow& row = rows[i];
    if (row.group != group || row.cases == 0) continue;
    if (comparison.solutions[row.solution].expected != Verdict::kAccepted || is_baseline(comparison, row.solution)) continue;
    if (row.verdicts.size() != 1 || !row.verdicts.count(Verdict::kAccepted)) continue;
    if (!best || row.median_cpu < rows[*best].median_cpu) best = i;
  }
  return best;
}

}  // namespace

bool is_baseline(const ProblemComparison& comparison, size_t s) {
  return s < comparison.baselines.size() && comparison.baselines[s];
}

std::vector<GroupRow> group_rows(const ProblemComparison& comparison) {
  std::vector<GroupRow> rows;
  for (const auto& group : comparison.groups) {
    size_t first = rows.size();
    for (size_t s = 0; s < comparison.solutions.size(); ++s) {
      GroupRow row;
      row.solution = s;
      row.group = group;
      std::vector<double> minimums, spreads, cpu, claims;
      bool every_claim = true;
      for (const auto& m : comparison.measurements) {
        if (m.solution != s || m.test.group != group) continue;
        const TimedCase& timing = m.timing;
        ++row.cases;
        ++row.verdicts[timing.verdict];
        row.runs += timing.runs.size();
        row.peak_memory_bytes = std::max(row.peak_memory_bytes, timing.peak_memory_bytes);
        if (timing.timed_out()) {
          minimums.push_back(kTimedOut), cpu.push_back(kTimedOut);
          every_claim = false;  // a claim beside a time-out would look like a time
        } else if (timing.cpu.count > 0) {
          minimums.push_back(timing.cpu.min);
          cpu.push_back(timing.cpu.median);
          spreads.push_back(timing.cpu.spread);
          row.wide_cases += timing.cpu.count > 1 && is_wide(timing.cpu);
          every_claim = every_claim && timing.claimed_solve.count > 0;
          if (timing.claimed_solve.count > 0) claims.push_back(timing.claimed_solve.median);
        }
      }
      row.min_cpu = minimums.empty() ? 0 : *std::min_element(minimums.begin(), minimums.end());
      row.median_cpu = median_of(cpu);
      if (every_claim && !claims.empty()) row.median_claimed_solve = median_of(claims);
      row.spread = median_of(spreads);
      rows.push_back(row);
    }
    // Ratios against this group's fastest accepted solution.
    if (auto fastest = fastest_row(comparison, rows, group)) {
      double base = rows[*fastest].median_cpu;
      for (size_t i = first; i < rows.size(); ++i) {
        if (rows[i].cases == 0 || base <= 0) continue;
        rows[i].ratio = std::isinf(rows[i].median_cpu) ? kTimedOut : rows[i].median_cpu / base;
      }
    }
  }
  return rows;
}

std::optional<size_t> fastest_accepted(const ProblemComparison& comparison, const std::string& group) {
  return fastest_row(comparison, comparison.rows, group);
}

std::optional<size_t> fastest_accepted_solution(const ProblemComparison& comparison) {
  std::optional<size_t> best;
  double best_total = 0;
  for (size_t s = 0; s < comparison.solutions.size(); ++s) {
    if (comparison.solutions[s].expected != Verdict::kAccepted || !comparison.compiled[s] || is_baseline(comparison, s)) continue;
    double total = 0;
    bool all_accepted = true;
    for (const auto& m : comparison.measurements) {
      if (m.solution != s) continue;
      all_accepted = all_accepted && m.timing.verdict == Verdict::kAccepted;
      total += m.timing.cpu.median;
    }
    if (all_accepted && (!best || total < best_total)) best = s, best_total = total;
  }
  return best;
}

std::string verdict_counts(const std::map<Verdict, size_t>& verdicts, bool compiled) {
  if (!compiled) return "CE";
  std::string out;
  for (const auto& [verdict, count] : verdicts) {
    out += (out.empty() ? "" : ", ") + std::to_string(count) + " " + short_name(verdict);
  }
  return out.empty() ? "no cases" : out;
}

}  // namespace lcjudge
