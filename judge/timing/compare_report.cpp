#include "timing/compare_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/plural.h"
#include "base/word_wrap.h"
#include "timing/baseline.h"
#include "timing/declared_growth.h"
#include "timing/measure.h"

namespace lcjudge {
namespace {

// Keys sorted, as in the judge's JSON report: nlohmann::ordered_json is another instantiation of
// the whole library, 3.7 CPU-s more in the judge's build for an order no reader relies on.
using Json = nlohmann::json;

std::string memory_text(std::uint64_t bytes) {
  return bytes == 0 ? "" : fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20));
}

// The declared complexity in a terminal table; the reports keep it whole.
constexpr size_t kDeclaredColumns = 24;

// Below this a median is the call's fixed cost and the clock's grain more than the solution's work:
// it is shown as such, and no ratio is made of it.
constexpr double kShortestMeaningfulSeconds = 10e-6;

std::string time_text(double seconds, bool any) {
  if (!any) return "";
  if (std::isfinite(seconds) && seconds > 0 && seconds < kShortestMeaningfulSeconds) return "< 10 µs";
  return format_duration(seconds);
}

const GroupRow* fastest_row_of(const ProblemComparison& c, const std::string& group) {
  auto fastest = fastest_accepted(c, group);
  return fastest ? &c.rows[*fastest] : nullptr;
}

std::string ratio_text(const ProblemComparison& c, const GroupRow& row) {
  if (row.cases == 0) return "";
  if (row.ratio == 0) return "—";
  const GroupRow* fastest_row = fastest_row_of(c, row.group);
  bool too_short = row.median_cpu < kShortestMeaningfulSeconds ||
                   (fastest_row && fastest_row->median_cpu < kShortestMeaningfulSeconds);
  if (!std::isinf(row.ratio) && too_short) return "—";
  if (std::isinf(row.ratio)) {
    const GroupRow* fastest = fastest_row_of(c, row.group);
    if (!fastest || fastest->median_cpu <= 0) return "> TL";
    return fmt::format("> {:.0f}×", c.time_limit_seconds / fastest->median_cpu);
  }
  return fmt::format("{:.{}f}×", row.ratio, row.ratio < 10 ? 2 : 0);
}

std::string spread_text(const GroupRow& row) {
  if (std::isinf(row.median_cpu) || row.runs < 2) return "";
  std::string text = fmt::format("±{:.0f}%", row.spread * 100);
  if (row.spread > kWideSpread) text += " (wide)";
  return text;
}

std::string fit_quality_text(const GrowthFit& fit) {
  if (fit.model == GrowthModel::kNone) return fit.reason;
  return fmt::format("{:.3f} / {:.3f}", fit.power_r_squared, fit.exponential_r_squared);
}

std::string fitted_sizes_text(const GrowthFit& fit) {
  if (fit.model == GrowthModel::kNone) return "";
  return fmt::format("{:g}..{:g} ({})", fit.first_size, fit.last_size, plural(fit.points, "size"));
}

// "ladder-apart, n 16..50 (18 sizes)": the family the growth is quoted on, and the sizes fitted.
std::string fitted_on_text(const SolutionSweep& sweep) {
  if (sweep.families.empty()) return "—";
  const FamilySweep& family = sweep.headline_family();
  std::string sizes = fitted_sizes_text(family.fit);
  return sizes.empty() ? family.family : family.family + ", n " + sizes;
}

// Where the headline family left the cap, then every other family that did.
std::string stopped_text(const SolutionSweep& sweep) {
  std::vector<std::string> others;
  for (size_t i = 0; i < sweep.families.size(); ++i) {
    const FamilySweep& family = sweep.families[i];
    if (i != sweep.headline_index && !family.stopped_at.empty()) others.push_back(family.family + " " + family.stopped_at);
  }
  const FamilySweep& headline = sweep.headline_family();
  std::string text = headline.stopped_at.empty() ? "—" : headline.stopped_at + " (" + headline.family + ")";
  if (!others.empty()) text += fmt::format("; also {}", fmt::join(others, ", "));
  return text;
}

std::string factor_text(double factor) { return fmt::format("{:.{}f}×", factor, factor < 10 ? 1 : 0); }

// How much slower the size that went over the cap was than the last one within it (at least the
// cap over the last time, a lower bound, since the run was stopped), and what the fit predicts.
std::string blow_up_text(const ProblemComparison& c, const SolutionSweep& sweep) {
  const FamilySweep& family = sweep.headline_family();
  JumpCheck check = check_jump(family, c.cap_seconds);
  if (check.observed <= 0) return "—";
  std::string text =
      fmt::format("> {} ({} → {})", factor_text(check.observed), family.last_within_cap, family.stopped_at);
  if (check.applies) text += fmt::format("; fit {}, {}", factor_text(check.predicted), check.agrees ? "agrees" : "≠ disagrees");
  return text;
}

// "agrees", "≠ declared polynomial, fitted exponential", or "—" with nothing to compare.
std::string declared_vs_fit_text(const ProblemComparison& c, size_t s) {
  const SolutionSweep& sweep = c.sweeps[s];
  const FamilySweep& headline = sweep.headline_family();
  DeclaredGrowth declared = read_declared_growth(sweep.declared_time, c.plan ? c.plan->degrees : std::map<std::string, double>{});
  if (declared.kind == DeclaredGrowth::Kind::kUnknown || headline.fit.model == GrowthModel::kNone ||
      headline.fit.r_squared < kComparableRSquared) {
    return "—";
  }
  std::string why = growth_disagreement(declared, headline.fit);
  return why.empty() ? "agrees" : "≠ " + why;
}

std::string count_text(double count) {
  if (count < 1e4) return fmt::format("{:.0f}", count);
  static const char* const kSuffixes[] = {"k", "M", "G", "T", "P"};
  int step = 0;
  for (count /= 1e3; count >= 1e3 && step < 4; ++step) count /= 1e3;
  return fmt::format("{:.{}f}{}", count, count < 10 ? 2 : count < 100 ? 1 : 0, kSuffixes[step]);
}

// The headline family's work count at its largest size within the cap, and its fitted growth.
std::string work_text(const SolutionSweep& sweep) {
  const FamilySweep& family = sweep.headline_family();
  if (family.work.empty()) return "—";
  return fmt::format("{} at n = {:g}", count_text(family.work.back().value), family.work.back().size);
}

std::string work_growth_text(const SolutionSweep& sweep) {
  const FamilySweep& family = sweep.headline_family();
  if (family.work_fit.model == GrowthModel::kNone) return "—";
  return fmt::format("{} (R² {:.2f})", growth_form(family.work_fit), family.work_fit.r_squared);
}

std::string sweep_verdicts_text(const SolutionSweep& sweep) {
  if (sweep.points.empty()) return "";
  std::map<Verdict, size_t> verdicts;
  for (const auto& point : sweep.points) ++verdicts[point.timing.verdict];
  return verdict_counts(verdicts);
}

std::string escape_csv(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string seconds_csv(double seconds) { return fmt::format("{:.9g}", seconds); }

Json seconds_json(double seconds) { return std::isinf(seconds) ? Json(nullptr) : Json(seconds); }

Json summary_json(const TimingSummary& summary) {
  return Json{{"count", summary.count},
              {"median", seconds_json(summary.median)},
              {"min", seconds_json(summary.min)},
              {"max", seconds_json(summary.max)},
              {"mad", seconds_json(summary.mad)},
              {"spread", summary.spread}};
}

Json run_json(const CaseOutcome& run) {
  Json out{{"verdict", short_name(run.verdict)},
           {"claimed_solve_seconds", run.solve_seconds ? Json(*run.solve_seconds) : Json(nullptr)},
           {"cpu_seconds", run.cpu_seconds},
           {"wall_seconds", run.wall_seconds},
           {"peak_memory_bytes", run.peak_memory_bytes},
           {"work_count", run.work_count ? Json(*run.work_count) : Json(nullptr)}};
  if (!run.message.empty()) out["message"] = run.message;
  return out;
}

Json timing_json(const TimedCase& timing) {
  Json runs = Json::array();
  for (const auto& run : timing.runs) runs.push_back(run_json(run));
  return Json{{"verdict", short_name(timing.verdict)},
              {"timed_out", timing.timed_out()},
              {"cpu", summary_json(timing.cpu)},
              {"claimed_solve", timing.claimed_solve.count > 0 ? summary_json(timing.claimed_solve) : Json(nullptr)},
              {"claim_note", timing.claim_note.empty() ? Json(nullptr) : Json(timing.claim_note)},
              {"peak_memory_bytes", timing.peak_memory_bytes},
              {"work_count", timing.work ? Json(*timing.work) : Json(nullptr)},
              {"warmup", run_json(timing.warmup)},
              {"runs", runs}};
}

Json fit_json(const GrowthFit& fit) {
  const char* model = fit.model == GrowthModel::kPowerLaw ? "power_law"
                      : fit.model == GrowthModel::kExponential ? "exponential" : "none";
  Json out{{"model", model}, {"description", describe_growth(fit)}};
  if (fit.model == GrowthModel::kNone) return out;
  if (fit.model == GrowthModel::kPowerLaw) out["exponent"] = fit.exponent;
  if (fit.model == GrowthModel::kExponential) out["base"] = fit.base;
  out["coefficient"] = fit.coefficient;
  out["r_squared"] = fit.r_squared;
  out["power_law_r_squared"] = fit.power_r_squared;
  out["exponential_r_squared"] = fit.exponential_r_squared;
  out["first_size"] = fit.first_size;
  out["last_size"] = fit.last_size;
  out["points"] = fit.points;
  return out;
}

size_t cases_in(const ProblemComparison& c, const std::string& group) {
  for (const auto& row : c.rows) {
    if (row.group == group && row.cases > 0) return row.cases;
  }
  return 0;
}

std::string size_list(const SweepPlan& plan) {
  std::string out;
  for (const auto& size : plan.sizes) out += (out.empty() ? "" : " ") + size.label;
  return out;
}

}  // namespace

std::string solution_label(const ProblemComparison& c, size_t solution) {
  const std::string& display = c.solutions[solution].display;
  for (const std::string& prefix : {c.problem + "/", "testcases/" + c.problem + "/"}) {
    if (display.compare(0, prefix.size(), prefix) == 0) return display.substr(prefix.size());
  }
  return display;
}

TextTable group_table(const ProblemComparison& c, const std::string& group) {
  TextTable table;
  table.header = {"solution", "verdicts", "median CPU", "spread", "fastest", "claimed solve", "memory", "vs best AC"};
  table.right_aligned = {false, false, true, false, true, true, true, true};
  for (const auto& row : c.rows) {
    if (row.group != group) continue;
    bool any = row.cases > 0;
    table.rows.push_back({solution_label(c, row.solution), verdict_counts(row.verdicts, c.compiled[row.solution]),
                          time_text(row.median_cpu, any && (row.runs > 0 || std::isinf(row.median_cpu))),
                          spread_text(row), time_text(row.min_cpu, any && (row.runs > 0 || std::isinf(row.min_cpu))),
                          row.median_claimed_solve ? time_text(*row.median_claimed_solve, true) : any ? "—" : "",
                          memory_text(row.peak_memory_bytes), ratio_text(c, row)});
  }
  return table;
}

std::string declared_time(const std::string& source_text) {
  // The first lines only: "// Time: O(n^3)  Space: O(n^2)" -> "O(n^3)".
  std::istringstream lines(source_text.substr(0, 2000));
  std::string line;
  while (std::getline(lines, line)) {
    auto at = line.find("Time:");
    if (line.rfind("//", 0) != 0 || at == std::string::npos) continue;
    std::string declared = line.substr(at + 5);
    declared = declared.substr(declared.find_first_not_of(' ') == std::string::npos ? 0 : declared.find_first_not_of(' '));
    auto space = declared.find("  ");  // "Space:" or a remark follows after two blanks
    if (space != std::string::npos) declared.resize(space);
    if (declared.size() > 60) declared = declared.substr(0, 57) + "...";
    return declared;
  }
  return "";
}

std::string findings_paragraph(const ProblemComparison& c) {
  std::vector<std::string> sentences;
  if (auto fastest = fastest_accepted(c, c.summary_group)) {
    const GroupRow& row = c.rows[*fastest];
    sentences.push_back(fmt::format("On the {} cases, the fastest accepted solution is {} (median CPU {}).",
                                    c.summary_group, solution_label(c, row.solution), time_text(row.median_cpu, true)));
  }
  std::vector<std::string> timed_out, wrong;
  for (size_t s = 0; s < c.solutions.size(); ++s) {
    if (is_baseline(c, s)) continue;  // a constant answers wrong by design
    size_t tle = 0, wa = 0, total = 0;
    for (const auto& m : c.measurements) {
      if (m.solution != s) continue;
      ++total;
      tle += m.timing.verdict == Verdict::kTimeLimitExceeded;
      wa += m.timing.verdict == Verdict::kWrongAnswer;
    }
    if (tle > 0) timed_out.push_back(fmt::format("{} ({} of {})", solution_label(c, s), tle, plural(total, "case")));
    if (wa > 0) wrong.push_back(fmt::format("{} ({} of {})", solution_label(c, s), wa, total));
  }
  if (!timed_out.empty()) {
    sentences.push_back(fmt::format("Over the {:g} s limit: {}.", c.time_limit_seconds, fmt::join(timed_out, ", ")));
  }
  if (!wrong.empty()) sentences.push_back(fmt::format("Wrong answers: {}.", fmt::join(wrong, ", ")));
  if (c.swept) {
    std::vector<std::string> growths;
    for (size_t s = 0; s < c.sweeps.size(); ++s) {
      if (!c.compiled[s]) continue;
      const SolutionSweep& sweep = c.sweeps[s];
      const FamilySweep& headline = sweep.headline_family();
      std::string text = solution_label(c, s);
      if (headline.fit.model != GrowthModel::kNone) {
        text += fmt::format(" grew as {} (R² {:.2f} over {} of {})", growth_form(headline.fit), headline.fit.r_squared,
                            plural(headline.fit.points, "size"), headline.family);
        std::string versus = declared_vs_fit_text(c, s);
        if (versus.rfind("≠", 0) == 0) text += fmt::format(" ({} {})", versus, sweep.declared_time);
      }
      if (headline.work_fit.model != GrowthModel::kNone) {
        text += fmt::format(", its own work count as {}", growth_form(headline.work_fit));
      }
      text += headline.stopped_at.empty()
                  ? fmt::format(" and stayed within the cap up to n = {}", headline.last_within_cap.empty() ? "—" : headline.last_within_cap)
                  : fmt::format(" and left the {:g} s cap at n = {}", c.cap_seconds, headline.stopped_at);
      growths.push_back(text);
    }
    if (!growths.empty()) sentences.push_back(fmt::format("In the sweep, {}.", fmt::join(growths, "; ")));
  }
  return sentences.empty() ? "" : fmt::format("{}", fmt::join(sentences, " "));
}

TextTable sweep_table(const ProblemComparison& c) {
  TextTable table;
  table.header = {"solution", "declared (// Time:)", "growth", "declared vs fit", "R² power / exp", "fitted on",
                  "within the cap up to", "over the cap at", "blow-up: seen, fit", "work (own count)", "work growth",
                  "sweep verdicts"};
  table.right_aligned = {false, false, false, false, false, false, true, false, false, true, false, false};
  for (size_t s = 0; s < c.sweeps.size(); ++s) {
    if (!c.compiled[s]) continue;
    const SolutionSweep& sweep = c.sweeps[s];
    const FamilySweep& headline = sweep.headline_family();
    table.rows.push_back({solution_label(c, s), sweep.declared_time.empty() ? "—" : sweep.declared_time, growth_form(headline.fit),
                          declared_vs_fit_text(c, s), fit_quality_text(headline.fit), fitted_on_text(sweep),
                          headline.last_within_cap.empty() ? "—" : headline.last_within_cap, stopped_text(sweep),
                          blow_up_text(c, sweep), work_text(sweep), work_growth_text(sweep), sweep_verdicts_text(sweep)});
  }
  return table;
}

std::vector<TextTable> sweep_terminal_tables(const ProblemComparison& c) {
  TextTable growth, cap, work;
  growth.header = {"solution", "growth", "R² power / exp", "fitted on", "declared (// Time:)", "vs fit"};
  growth.right_aligned = {false, false, false, false, false, false};
  cap.header = {"solution", "within cap", "over cap at", "blow-up: seen, fit", "sweep verdicts"};
  cap.right_aligned = {false, true, true, false, false};
  work.header = {"solution", "own work count", "work growth"};
  work.right_aligned = {false, true, false};
  bool counted = false;
  for (size_t s = 0; s < c.sweeps.size(); ++s) {
    if (!c.compiled[s]) continue;
    const SolutionSweep& sweep = c.sweeps[s];
    const FamilySweep& headline = sweep.headline_family();
    std::string fitted_on = sweep.families.empty() ? "—" : headline.family;
    if (headline.fit.model != GrowthModel::kNone) {
      fitted_on += fmt::format(", n {:g}..{:g}", headline.fit.first_size, headline.fit.last_size);
    }
    std::string versus = declared_vs_fit_text(c, s);
    // No fit: its reason, often long, goes under the tables (sweep_notes).
    std::string quality = headline.fit.model == GrowthModel::kNone ? "—" : fit_quality_text(headline.fit);
    growth.rows.push_back({solution_label(c, s), growth_form(headline.fit), quality, fitted_on,
                           shorten_middle(sweep.declared_time.empty() ? "—" : sweep.declared_time, kDeclaredColumns),
                           versus.rfind("≠", 0) == 0 ? "≠ below" : versus});
    std::string blow_up = "—";
    JumpCheck check = check_jump(headline, c.cap_seconds);
    if (check.observed > 0) blow_up = "> " + factor_text(check.observed);
    if (check.applies) blow_up += fmt::format(", fit {}, {}", factor_text(check.predicted), check.agrees ? "agrees" : "≠");
    cap.rows.push_back({solution_label(c, s), headline.last_within_cap.empty() ? "—" : headline.last_within_cap,
                        headline.stopped_at.empty() ? "—" : headline.stopped_at, blow_up, sweep_verdicts_text(sweep)});
    work.rows.push_back({solution_label(c, s), work_text(sweep), work_growth_text(sweep)});
    counted = counted || !headline.work.empty();
  }
  std::vector<TextTable> tables{growth, cap};
  if (counted) tables.push_back(work);
  return tables;
}

std::vector<std::string> sweep_notes(const ProblemComparison& c) {
  std::vector<std::string> notes;
  for (size_t s = 0; s < c.sweeps.size(); ++s) {
    if (!c.compiled[s]) continue;
    const SolutionSweep& sweep = c.sweeps[s];
    const FamilySweep& headline = sweep.headline_family();
    if (!sweep.families.empty() && headline.fit.model == GrowthModel::kNone) {
      notes.push_back(fmt::format("{}: no growth fitted on {}: {}", solution_label(c, s), headline.family, headline.fit.reason));
    }
    std::string versus = declared_vs_fit_text(c, s);
    if (versus.rfind("≠", 0) == 0) {
      notes.push_back(fmt::format("{}: declared {}, fitted {}: {}", solution_label(c, s), sweep.declared_time,
                                  describe_growth(sweep.headline_family().fit), versus));
    }
    std::vector<std::string> others;
    for (size_t i = 0; i < sweep.families.size(); ++i) {
      const FamilySweep& family = sweep.families[i];
      if (i != sweep.headline_index && !family.stopped_at.empty()) others.push_back(family.family + " " + family.stopped_at);
    }
    if (!others.empty()) {
      notes.push_back(fmt::format("{} also left the cap on {}", solution_label(c, s), fmt::join(others, ", ")));
    }
  }
  return notes;
}

TextTable summary_table(const std::vector<ProblemComparison>& comparisons) {
  TextTable table;
  table.header = {"problem", "solution", "verdicts (all cases)", "median CPU", "vs fastest AC", "growth", "within the cap up to"};
  table.right_aligned = {false, false, false, true, true, false, true};
  for (const auto& c : comparisons) {
    for (size_t s = 0; s < c.solutions.size(); ++s) {
      std::map<Verdict, size_t> verdicts;
      for (const auto& m : c.measurements) {
        if (m.solution == s) ++verdicts[m.timing.verdict];
      }
      std::string median, ratio;
      for (const auto& row : c.rows) {
        if (row.solution != s || row.group != c.summary_group || row.cases == 0) continue;
        median = time_text(row.median_cpu, true) + " (" + c.summary_group + ")";
        ratio = ratio_text(c, row);
      }
      std::string growth = "", reach = "";
      if (c.swept && s < c.sweeps.size() && c.compiled[s]) {
        const SolutionSweep& sweep = c.sweeps[s];
        const FamilySweep& headline = sweep.headline_family();
        growth = growth_form(headline.fit);
        if (headline.fit.model != GrowthModel::kNone) {
          growth += fmt::format(" (R² {:.2f}, {})", headline.fit.r_squared, headline.family);
        }
        reach = (headline.last_within_cap.empty() ? "—" : "n = " + headline.last_within_cap) +
                (headline.stopped_at.empty() ? "" : ", over at " + headline.stopped_at);
      }
      table.rows.push_back({c.problem, solution_label(c, s), verdict_counts(verdicts, c.compiled[s]), median, ratio,
                            growth, reach});
    }
  }
  return table;
}

std::vector<std::string> spread_warnings(const ProblemComparison& c) {
  std::vector<std::string> warnings;
  for (size_t s = 0; s < c.solutions.size(); ++s) {
    size_t wide = 0, timed = 0;
    std::vector<std::string> where;
    for (const auto& group : c.groups) {
      for (const auto& row : c.rows) {
        if (row.solution != s || row.group != group || row.wide_cases == 0) continue;
        wide += row.wide_cases;
        where.push_back(fmt::format("{} {}", group, row.wide_cases));
      }
    }
    if (wide == 0) continue;
    for (const auto& m : c.measurements) timed += m.solution == s && m.timing.cpu.count > 1;
    warnings.push_back(fmt::format("{}: spread above {:.0f}% on {} of {} ({}); their medians may be off by that "
                                   "much (a busy machine?)",
                                   solution_label(c, s), kWideSpread * 100, wide, plural(timed, "case"), fmt::join(where, ", ")));
  }
  return warnings;
}

namespace {

// "less each language's baseline": the median CPU is what a solution costs with its language's
// start-up and the reading of its input, its row here what solving costs.
const char* const kBaselineHeading = "less each language's baseline (the median over the cases of each case's median CPU less "
                                     "the baseline's on the same case: solving, without the start-up and the reading of the input)";

void print_baseline_tables(std::FILE* out, const ProblemComparison& c) {
  for (const auto& group : c.groups) {
    TextTable table = baseline_table(c, group);
    if (table.rows.empty()) continue;
    fmt::print(out, "\n{}{}", wrap_words(fmt::format("{}, {}", group, kBaselineHeading), kTerminalColumns, "", "  "),
               render_text_within(table, kTerminalColumns));
  }
  if (c.baseline_plot) fmt::print(out, "{}", wrap_words("plot: " + c.baseline_plot->png + " (and .svg)", kTerminalColumns, "  ", "    "));
}

}  // namespace

void print_comparison(std::FILE* out, const ProblemComparison& c) {
  fmt::print(out, "\n{}", wrap_words(fmt::format("{} — {}: time limit {:g} s; CPU = the whole process, measured by the "
                                                 "judge; claimed solve = the method call as the solution's own process "
                                                 "reports it (self-reported), not a measurement; spread * = wide",
                                                 c.problem, c.title, c.time_limit_seconds),
                                     kTerminalColumns, "", "  "));
  for (const auto& group : c.groups) {
    TextTable table = group_table(c, group);
    for (auto& row : table.rows) {  // "(wide)" as a mark: the warning below says what it means
      auto wide = row[3].find(" (wide)");
      if (wide != std::string::npos) row[3].replace(wide, std::string::npos, "*");
    }
    fmt::print(out, "\n{} ({})\n{}", group, plural(cases_in(c, group), "case"), render_text_within(table, kTerminalColumns));
  }
  for (const auto& warning : spread_warnings(c)) fmt::print(out, "{}", wrap_words("warning: " + warning, kTerminalColumns, "  ", "    "));
  print_baseline_tables(out, c);
  if (!c.swept) {
    if (!c.sweep_note.empty()) fmt::print(out, "\n{}", wrap_words("scaling sweep: " + c.sweep_note, kTerminalColumns, "", "  "));
    return;
  }
  fmt::print(out, "\n{}", wrap_words(fmt::format("scaling sweep: {}, n = {} ({}); cap {:g} s per run; each family fitted on "
                                                 "its own fastest runs, the growth quoted on the family named",
                                                 plural(c.plan->families.size(), "family"), size_list(*c.plan), c.plan->axis,
                                                 c.cap_seconds),
                                     kTerminalColumns, "", "  "));
  std::vector<TextTable> tables = sweep_terminal_tables(c);
  for (size_t i = 0; i < tables.size(); ++i) fmt::print(out, "{}{}", i ? "\n" : "", render_text_within(tables[i], kTerminalColumns));
  for (const auto& note : sweep_notes(c)) fmt::print(out, "{}", wrap_words(note, kTerminalColumns, "  ", "    "));
  if (!c.sweep_note.empty()) fmt::print(out, "{}", wrap_words(c.sweep_note, kTerminalColumns, "  ", "    "));
  for (const auto& plot : c.plots) {
    std::string work = plot.work ? ", work: " + std::filesystem::path(plot.work->png).filename().string() : "";
    fmt::print(out, "{}", wrap_words(fmt::format("plots of {}: {}{} (and .svg)", plot.family, plot.time.png, work),
                                     kTerminalColumns, "  ", "    "));
  }
}

namespace {

// A problem's section of the report: its findings, its sweep and plots, its tables group by group.
std::string problem_markdown(const ProblemComparison& c) {
  std::ostringstream md;
  md << "## " << c.problem << " — " << c.title << "\n\n"
     << "Time limit " << fmt::format("{:g}", c.time_limit_seconds) << " s, " << plural(c.solutions.size(), "solution")
     << ". " << findings_paragraph(c) << "\n\n";
  md << "### Scaling\n\n";
  if (c.swept) {
    auto file = [](const PlotFiles& files, bool svg) { return std::filesystem::path(svg ? files.svg : files.png).filename().string(); };
    for (const auto& plot : c.plots) {
      md << "![" << c.problem << ", family " << plot.family << ": CPU time against size](" << file(plot.time, false)
         << ")\n\n[SVG](" << file(plot.time, true) << ")";
      if (plot.work) {
        md << "; its work counts: [PNG](" << file(*plot.work, false) << "), [SVG](" << file(*plot.work, true) << ")";
      }
      md << "\n\n";
    }
    md << "Families (testcases/" << c.problem << "/generators/sweep.txt): ";
    for (size_t i = 0; i < c.plan->families.size(); ++i) {
      const auto& family = c.plan->families[i];
      std::string command = family.generator;
      for (const auto& argument : family.arguments) command += " " + argument;
      std::string sizes;
      for (const auto& size : family.sizes) sizes += (sizes.empty() ? "" : " ") + size.label;
      md << (i ? ", " : "") << family.name << " (`" << command << "`, n = " << sizes << ")";
    }
    md << ". Sizes count " << c.plan->axis << ". Each solution's line is its fastest run per size on the family "
       << "its growth is quoted on (noise on a shared machine only ever adds time).\n\n"
       << render_markdown(sweep_table(c)) << "\n";
    if (!c.sweep_note.empty()) md << c.sweep_note << "\n\n";
  } else {
    md << "No sweep: " << c.sweep_note << "\n\n";
  }
  for (const auto& group : c.groups) {
    md << "### " << group << " (" << plural(cases_in(c, group), "case") << ")\n\n" << render_markdown(group_table(c, group))
       << "\n";
  }
  for (const auto& warning : spread_warnings(c)) md << "*Warning:* " << warning << ".\n\n";
  for (const auto& group : c.groups) {
    TextTable table = baseline_table(c, group);
    if (table.rows.empty()) continue;
    md << "### " << group << ", " << kBaselineHeading << "\n\n" << render_markdown(table) << "\n";
  }
  if (c.baseline_plot) {
    std::string png = std::filesystem::path(c.baseline_plot->png).filename().string();
    md << "![" << c.problem << ": each solution's baseline and its median CPU less it](" << png << ")\n\n";
  }
  return md.str();
}

}  // namespace

std::string report_markdown(const std::vector<ProblemComparison>& comparisons, const ReportContext& context) {
  std::ostringstream md;
  md << "# Comparing solution approaches\n\n"
     << "Made by `" << context.command << "` on " << context.date << " in "
     << fmt::format("{:.0f}", context.elapsed_seconds) << " s.\n\n"
     << (context.scope.empty() ? "" : "- **Measured:** " + context.scope + ".\n")
     << "- **Machine:** " << context.machine << ".\n"
     << (context.build.empty() ? "" : "- **Solutions built with:** " + context.build + ".\n")
     << "- **Timing:** every (solution, case) is first screened by one run on all cores; a run over the time "
        "limit in CPU time is settled there as `> TL`. The others are timed one run at a time, "
     << (context.pinned_cpu >= 0 ? "pinned to CPU " + std::to_string(context.pinned_cpu) : "unpinned (affinity unavailable)")
     << ": an untimed warm-up run, then up to " << context.timing.repetitions
     << " timed runs (fewer when a case is slow: about " << fmt::format("{:g}", context.timing.budget_seconds)
     << " s of timed runs per case; sweep inputs get up to 3); a warm-up of "
     << fmt::format("{:g}", context.timing.self_warming_seconds)
     << " s or more is the measurement itself, taken once (a cold start is under 0.5% of it).\n"
     << "- **CPU** is the whole process's CPU time, measured by the judge (wait4): every time ranked, compared and "
        "fitted here. The sweeps' curves, plots and growth fits take off each solution's start-up, its least CPU "
        "time in 5 runs on an empty input (the driver finds no case and ends), which would otherwise flatten a fast "
        "solution's curve into a constant. **Claimed solve** (self-reported) is the method call alone as the driver inside the solution's process "
        "reports it: the solution could write any number there, so it is only its claim, shown beside (a claim "
        "longer than the run's wall time leaves the case's claims out). A case's time is "
        "the median of its runs; a row's *median* and *fastest* are over its cases. `> TL` is a time-out, never a "
        "number: a median over cases is `> TL` once half of them timed out.\n"
     << "- **Spread** is the median absolute deviation over the median (the median of the cases' spreads); above "
     << fmt::format("{:.0f}%", kWideSpread * 100) << " is marked *wide*.\n"
     << "- **Scaling sweeps** run every solution on generated inputs of growing size, each run capped at "
     << fmt::format("{:g}", context.cap_seconds) << " s of CPU; a family stops at the first size where a run "
        "exceeds the cap, the others go on. Each family's curve (its fastest run per size) is fitted on its own: a "
        "least-squares fit of log time against log n (power law, `n^k`) and against n (exponential, `b^n`); the one "
        "leaving at most 1/" << fmt::format("{:g}", kClearlyBetterRatio) << " of the other's unexplained variance is shown "
        "(while the other leaves at least " << fmt::format("{:g}%", kDiscernibleUnexplained * 100) << "), both R² beside it; "
        "when neither is, a power law up to n^" << fmt::format("{:g}", kSmallestLargePower) << " is shown, and a steeper "
        "one as `> n^" << fmt::format("{:g}", kSmallestLargePower) << "`, faster than any small power: over a narrow "
        "range an exponential and a steep power law bend alike. Points within the solution's start-up are not fitted. "
        "Times under 20 µs (the call's fixed cost) are left out of "
        "the fit while 3 or more sizes remain. A solution's growth is quoted on one family, named in *fitted on*: "
        "of the families it left the cap on, the one with the most sizes within it; else the one slowest at its "
        "largest size. *Blow-up* is the jump at the size that left the cap (a lower bound, the run was stopped) "
        "beside the fit's prediction for it; they agree when the fit puts that size at or above the cap to within "
        "a factor of " << fmt::format("{:g}", kJumpTolerance) << ". *Declared vs fit* compares the solution's "
        "`// Time:` line, read as growth in n, with the fit: ≠ where one is polynomial and the other exponential, "
        "or the fitted power passes the declared one by more than " << fmt::format("{:g}", kDegreeTolerance) << ".\n"
     << "- **Work** is the solution's own count (positions visited, calls made), which it bumps inside `#ifdef "
        "LCJUDGE` and the driver reports: it does not depend on the machine's speed, but it is the solution's "
        "claim, shown beside the time and never used for a verdict; — where a solution does not count.\n"
     << "- Every run: [measurements.csv](measurements.csv), [measurements.json](measurements.json).\n\n"
     << "## Summary\n\n"
     << render_markdown(summary_table(comparisons)) << "\n";
  for (const auto& c : comparisons) md << problem_markdown(c);
  return md.str();
}

std::string measurements_csv(const std::vector<ProblemComparison>& comparisons) {
  std::ostringstream csv;
  csv << "problem,phase,solution,expected,group,case,size,run,verdict,claimed_solve_seconds,cpu_seconds,wall_seconds,"
         "peak_memory_bytes,work_count\n";
  auto rows = [&](const std::string& prefix, const TimedCase& timing) {
    auto row = [&](const std::string& run_name, const CaseOutcome& run) {
      csv << prefix << run_name << "," << short_name(run.verdict) << ","
          << (run.solve_seconds ? seconds_csv(*run.solve_seconds) : "") << "," << seconds_csv(run.cpu_seconds) << ","
          << seconds_csv(run.wall_seconds) << "," << run.peak_memory_bytes << ","
          << (run.work_count ? std::to_string(*run.work_count) : "") << "\n";
    };
    row("warmup", timing.warmup);
    for (size_t i = 0; i < timing.runs.size(); ++i) row(std::to_string(i + 1), timing.runs[i]);
  };
  for (const auto& c : comparisons) {
    for (const auto& m : c.measurements) {
      const SolutionFile& solution = c.solutions[m.solution];
      rows(c.problem + ",compare," + escape_csv(solution_label(c, m.solution)) + "," + folder_name(solution.expected) +
               "," + escape_csv(m.test.group) + "," + escape_csv(m.test.id) + ",,",
           m.timing);
    }
    for (size_t s = 0; s < c.sweeps.size(); ++s) {
      for (const auto& point : c.sweeps[s].points) {
        const SweepInput& input = c.sweep_inputs[point.input];
        rows(c.problem + ",sweep," + escape_csv(solution_label(c, s)) + "," + folder_name(c.solutions[s].expected) +
                 "," + escape_csv(input.family) + "," + escape_csv(input.test.id) + "," + fmt::format("{:g}", input.size.n) + ",",
             point.timing);
      }
    }
  }
  return csv.str();
}

namespace {

// A problem's rows of the compare tables, group by group.
Json groups_json(const ProblemComparison& c) {
  Json groups = Json::array();
  for (const auto& group : c.groups) {
    Json rows = Json::array();
    for (const auto& row : c.rows) {
      if (row.group != group) continue;
      Json verdicts = Json::object();
      for (const auto& [verdict, count] : row.verdicts) verdicts[short_name(verdict)] = count;
      rows.push_back(Json{{"solution", c.solutions[row.solution].display},
                          {"language", language_key(c.solutions[row.solution].language)},
                          {"baseline", is_baseline(c, row.solution)},
                          {"expected", folder_name(c.solutions[row.solution].expected)},
                          {"compiled", static_cast<bool>(c.compiled[row.solution])},
                          {"cases", row.cases},
                          {"verdicts", verdicts},
                          {"min_cpu_seconds", seconds_json(row.min_cpu)},
                          {"median_claimed_solve_seconds", row.median_claimed_solve ? seconds_json(*row.median_claimed_solve) : Json(nullptr)},
                          {"spread", row.spread},
                          {"wide_spread_cases", row.wide_cases},
                          {"median_cpu_seconds", seconds_json(row.median_cpu)},
                          {"peak_memory_bytes", row.peak_memory_bytes},
                          {"ratio_to_fastest_accepted", row.ratio == 0 ? Json(nullptr) : seconds_json(row.ratio)},
                          {"timed_runs", row.runs}});
    }
    groups.push_back(Json{{"group", group}, {"rows", rows}});
  }
  return groups;
}

// One family's sweep of one solution: its curve, its fits, and the jump where it left the cap.
Json family_sweep_json(const FamilySweep& family, double cap_seconds) {
  Json family_curve = Json::array(), work = Json::array();
  for (const auto& point : family.curve) family_curve.push_back(Json{{"n", point.size}, {"seconds", point.value}});
  for (const auto& point : family.work) work.push_back(Json{{"n", point.size}, {"count", point.value}});
  JumpCheck jump = check_jump(family, cap_seconds);
  return Json{{"family", family.family},
              {"last_within_cap", family.last_within_cap},
              {"over_cap_at", family.stopped_at.empty() ? Json(nullptr) : Json(family.stopped_at)},
              {"fit", fit_json(family.fit)},
              {"jump", jump.applies ? Json{{"at_least", jump.observed}, {"fit_predicts", jump.predicted},
                                           {"agrees", jump.agrees}}
                                    : Json(nullptr)},
              {"curve", family_curve},
              {"work_fit", fit_json(family.work_fit)},
              {"work", work}};
}

// Solution S's sweep: every run, each family's fit, and the growth quoted on its headline family.
Json solution_sweep_json(const ProblemComparison& c, size_t s) {
  const SolutionSweep& result = c.sweeps[s];
  const FamilySweep& headline = result.headline_family();
  Json curve = Json::array();
  for (const auto& point : headline.curve) curve.push_back(Json{{"n", point.size}, {"seconds", point.value}});
  Json points = Json::array();
  for (const auto& point : result.points) {
    const SweepInput& input = c.sweep_inputs[point.input];
    Json entry{{"family", input.family}, {"size", input.size.label}, {"n", input.size.n}, {"command", input.command}};
    entry.update(timing_json(point.timing));
    points.push_back(entry);
  }
  Json families = Json::array();
  for (const auto& family : result.families) families.push_back(family_sweep_json(family, c.cap_seconds));
  return Json{{"solution", c.solutions[s].display},
              {"declared_time", result.declared_time},
              {"declared_vs_fit", declared_vs_fit_text(c, s)},
              {"start_up_seconds", result.start_up_seconds},  // taken off every curve
              {"fitted_family", result.families.empty() ? Json(nullptr) : Json(headline.family)},
              {"families", families},
              {"last_within_cap", headline.last_within_cap},
              {"over_cap_at", headline.stopped_at.empty() ? Json(nullptr) : Json(headline.stopped_at)},
              {"over_cap_family", headline.stopped_at.empty() ? Json(nullptr) : Json(headline.family)},
              {"fit", fit_json(headline.fit)},
              {"curve", curve},
              {"points", points}};
}

// A swept problem's plan, every solution's sweep, and the plots drawn of them.
Json sweep_json(const ProblemComparison& c) {
  Json sweep{{"axis", c.plan->axis}, {"cap_seconds", c.cap_seconds}, {"families", Json::array()}, {"sizes", Json::array()}};
  for (const auto& family : c.plan->families) {
    std::string command = family.generator;
    for (const auto& argument : family.arguments) command += " " + argument;
    Json sizes = Json::array();
    for (const auto& size : family.sizes) sizes.push_back(size.label);
    sweep["families"].push_back(Json{{"name", family.name}, {"command", command}, {"sizes", sizes}});
  }
  for (const auto& size : c.plan->sizes) sweep["sizes"].push_back(Json{{"label", size.label}, {"n", size.n}});
  Json solutions = Json::array();
  for (size_t s = 0; s < c.sweeps.size(); ++s) solutions.push_back(solution_sweep_json(c, s));
  sweep["solutions"] = solutions;
  Json plots = Json::array();
  for (const auto& plot : c.plots) {
    Json entry{{"family", plot.family}, {"png", plot.time.png}, {"svg", plot.time.svg}, {"script", plot.time.script}};
    if (plot.work) entry["work"] = Json{{"png", plot.work->png}, {"svg", plot.work->svg}, {"script", plot.work->script}};
    plots.push_back(entry);
  }
  sweep["plots"] = plots;
  return sweep;
}

// Every solution less its language's baseline, group by group, and the bar plot of the summary group.
Json baselines_json(const ProblemComparison& c) {
  Json rows = Json::array();
  for (const auto& row : baseline_rows(c)) {
    rows.push_back(Json{{"group", row.group},
                        {"solution", c.solutions[row.solution].display},
                        {"language", language_key(c.solutions[row.solution].language)},
                        {"baseline", c.solutions[row.baseline].display},
                        {"cases", row.cases},
                        {"median_cpu_seconds", row.cases ? seconds_json(row.median_cpu) : Json(nullptr)},
                        {"baseline_median_cpu_seconds", row.cases ? seconds_json(row.baseline_cpu) : Json(nullptr)},
                        {"median_less_baseline_seconds", row.cases ? seconds_json(row.median_solving) : Json(nullptr)},
                        {"ratio_to_fastest_accepted", row.ratio == 0 ? Json(nullptr) : seconds_json(row.ratio)}});
  }
  Json out{{"rows", rows}, {"plot", nullptr}};
  if (c.baseline_plot) {
    out["plot"] = Json{{"png", c.baseline_plot->png}, {"svg", c.baseline_plot->svg}, {"script", c.baseline_plot->script}};
  }
  return out;
}

}  // namespace

std::string measurements_json(const std::vector<ProblemComparison>& comparisons, const ReportContext& context) {
  Json root{{"generated", context.date},
            {"command", context.command},
            {"machine", context.machine},
            {"pinned_cpu", context.pinned_cpu >= 0 ? Json(context.pinned_cpu) : Json(nullptr)},
            {"repetitions", context.timing.repetitions},
            {"budget_seconds", context.timing.budget_seconds},
            {"cap_seconds", context.cap_seconds},
            {"elapsed_seconds", context.elapsed_seconds},
            {"problems", Json::array()}};
  for (const auto& c : comparisons) {
    Json problem{{"problem", c.problem}, {"title", c.title}, {"time_limit_seconds", c.time_limit_seconds}};
    problem["groups"] = groups_json(c);
    Json cases = Json::array();
    for (const auto& m : c.measurements) {
      Json entry{{"solution", c.solutions[m.solution].display}, {"case", m.test.id}, {"group", m.test.group}};
      entry.update(timing_json(m.timing));
      cases.push_back(entry);
    }
    problem["cases"] = cases;
    if (std::any_of(c.baselines.begin(), c.baselines.end(), [](bool b) { return b; })) problem["baselines"] = baselines_json(c);
    if (c.swept) problem["sweep"] = sweep_json(c);
    root["problems"].push_back(problem);
  }
  // Replaced, not thrown: a byte of invalid UTF-8 in a name or a message must not end the report.
  return root.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace lcjudge
