#include "timing/baseline.h"

#include <fmt/format.h>

#include <cmath>
#include <map>

#include "problem/language.h"
#include "timing/compare_report.h"
#include "timing/measure.h"

namespace lcjudge {
namespace {

// Each case's median CPU of solution S in GROUP, by case id; kTimedOut for a time-out. A case that
// neither finished nor timed out (a crash) has no time and is left out.
std::map<std::string, double> case_medians(const ProblemComparison& c, size_t s, const std::string& group) {
  std::map<std::string, double> medians;
  for (const auto& m : c.measurements) {
    if (m.solution != s || m.test.group != group) continue;
    if (m.timing.timed_out()) {
      medians[m.test.id] = kTimedOut;
    } else if (ran_to_end(m.timing.verdict) && m.timing.cpu.count > 0) {
      medians[m.test.id] = m.timing.cpu.median;
    }
  }
  return medians;
}

// Whether every case of solution S in GROUP was AC.
bool all_accepted_in(const ProblemComparison& c, size_t s, const std::string& group) {
  bool any = false;
  for (const auto& m : c.measurements) {
    if (m.solution != s || m.test.group != group) continue;
    if (m.timing.verdict != Verdict::kAccepted) return false;
    any = true;
  }
  return any;
}

// Solution S's row in GROUP less BASELINE, case by case, over the cases both have a time on.
BaselineRow row_less_baseline(const ProblemComparison& c, size_t s, size_t baseline, const std::string& group) {
  BaselineRow row;
  row.solution = s;
  row.baseline = baseline;
  row.group = group;
  std::map<std::string, double> base = case_medians(c, baseline, group);
  std::vector<double> cpu, base_cpu, solving;
  for (const auto& [id, seconds] : case_medians(c, s, group)) {
    auto floor = base.find(id);
    if (floor == base.end() || std::isinf(floor->second)) continue;  // the baseline has no time on it
    cpu.push_back(seconds);
    base_cpu.push_back(floor->second);
    solving.push_back(std::isinf(seconds) ? kTimedOut : seconds - floor->second);
  }
  row.cases = cpu.size();
  row.median_cpu = median_of(cpu);
  row.baseline_cpu = median_of(base_cpu);
  row.median_solving = median_of(solving);
  return row;
}

std::string solving_text(const BaselineRow& row) {
  if (row.cases == 0) return "";
  if (std::isinf(row.median_solving)) return "> TL";
  if (row.median_solving <= 0) return "≤ 0 (noise)";
  return format_duration(row.median_solving);
}

std::string baseline_ratio_text(const BaselineRow& row) {
  if (row.ratio == 0) return "—";
  if (std::isinf(row.ratio)) return "> TL";
  return fmt::format("{:.{}f}×", row.ratio, row.ratio < 10 ? 2 : 0);
}

}  // namespace

std::optional<size_t> baseline_of(const ProblemComparison& c, size_t s) {
  if (is_baseline(c, s)) return std::nullopt;
  for (size_t b = 0; b < c.solutions.size(); ++b) {
    if (is_baseline(c, b) && c.compiled[b] && c.solutions[b].language == c.solutions[s].language) return b;
  }
  return std::nullopt;
}

std::vector<BaselineRow> baseline_rows(const ProblemComparison& c) {
  std::vector<BaselineRow> rows;
  for (const auto& group : c.groups) {
    size_t first = rows.size();
    std::optional<size_t> fastest;
    for (size_t s = 0; s < c.solutions.size(); ++s) {
      auto baseline = baseline_of(c, s);
      if (!baseline || !c.compiled[s]) continue;
      rows.push_back(row_less_baseline(c, s, *baseline, group));
      const BaselineRow& row = rows.back();
      bool reference = c.solutions[s].expected == Verdict::kAccepted && all_accepted_in(c, s, group) && row.cases > 0;
      if (reference && (!fastest || row.median_solving < rows[*fastest].median_solving)) fastest = rows.size() - 1;
    }
    if (!fastest || !(rows[*fastest].median_solving > 0)) continue;
    const double reference = rows[*fastest].median_solving;
    for (size_t i = first; i < rows.size(); ++i) {
      if (rows[i].cases == 0) continue;
      double solving = rows[i].median_solving;
      rows[i].ratio = std::isinf(solving) ? kTimedOut : solving > 0 ? solving / reference : 0;
    }
  }
  return rows;
}

TextTable baseline_table(const ProblemComparison& c, const std::string& group) {
  TextTable table;
  table.header = {"solution", "language", "median CPU", "baseline", "less baseline", "vs best AC"};
  table.right_aligned = {false, false, true, true, true, true};
  for (const auto& row : baseline_rows(c)) {
    if (row.group != group) continue;
    bool any = row.cases > 0;
    table.rows.push_back({solution_label(c, row.solution), language_name(c.solutions[row.solution].language),
                          any ? format_duration(row.median_cpu) : "", any ? format_duration(row.baseline_cpu) : "",
                          solving_text(row), any ? baseline_ratio_text(row) : ""});
  }
  return table;
}

}  // namespace lcjudge
