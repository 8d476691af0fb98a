// What `judge compare` prints on a terminal fits a 120-column window, however long the names, the
// size lists and the fitted text: long text is cut into panels, shortened in the middle or moved
// under the tables, and the numbers stay.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <sstream>

#include "base/text_table.h"
#include "problem/sweep_plan.h"
#include "tests/test_util.h"
#include "timing/compare_report.h"
#include "timing/comparison.h"

namespace lcjudge {
namespace {

using test_util::Contains;

SolutionFile wide_solution(const std::string& folder_and_name, Verdict expected) {
  SolutionFile s;
  s.problem = "913-cat-and-mouse";
  s.display = "913-cat-and-mouse/" + folder_and_name;
  s.source = "solutions/" + s.display + ".cpp";
  s.expected = expected;
  return s;
}

CaseMeasurement wide_measured(size_t solution, const std::string& id, double seconds, Verdict verdict) {
  CaseMeasurement m;
  m.solution = solution;
  m.test.id = "secret/large/" + id;
  m.test.group = "secret/large";
  m.timing.verdict = std::isinf(seconds) ? Verdict::kTimeLimitExceeded : verdict;
  if (std::isinf(seconds)) {
    m.timing.cpu = summarize({kTimedOut});
  } else {
    m.timing.cpu = summarize({seconds, seconds * 1.3, seconds * 0.9});  // a wide spread
    m.timing.claimed_solve = summarize({seconds / 2, seconds / 2, seconds / 2});
    for (int i = 0; i < 3; ++i) {
      CaseOutcome run;
      run.verdict = verdict;
      run.cpu_seconds = seconds;
      run.wall_seconds = seconds;
      m.timing.runs.push_back(run);
    }
  }
  m.timing.peak_memory_bytes = std::uint64_t{1234} << 20;
  return m;
}

// A family's curve: TIME(n) at every size of SIZES up to the first over the cap.
FamilySweep family_curve(const std::string& name, const std::vector<double>& sizes, double (*time)(double), double cap) {
  FamilySweep f;
  f.family = name;
  for (double n : sizes) {
    if (time(n) > cap) {
      f.stopped_at = fmt::format("{:g}", n);
      f.stopped_n = n;
      break;
    }
    f.curve.push_back({n, time(n)});
    f.work.push_back({n, time(n) * 1e9});
    f.last_within_cap = fmt::format("{:g}", n);
  }
  f.fit = fit_growth(f.curve);
  f.work_fit = fit_growth(f.work, 0);
  return f;
}

double cubic_time(double n) { return 1e-9 * n * n * n; }
double search_time(double n) { return 1e-7 * std::pow(1.4, n) * (static_cast<int>(n) % 3 ? 1.2 : 0.85); }

// 913 as `judge compare 913` sees it, with longer names and a sweep over 40 sizes in 7 families.
ProblemComparison wide_comparison() {
  ProblemComparison c;
  c.problem = "913-cat-and-mouse";
  c.title = "Cat and Mouse, with a title long enough to wrap the heading line on its own";
  c.time_limit_seconds = 1;
  c.cap_seconds = 1;
  c.solutions = {wide_solution("accepted/fast_retrograde_over_bitsets_of_positions_level_synchronous", Verdict::kAccepted),
                 wide_solution("accepted/topological_sort", Verdict::kAccepted),
                 wide_solution("time_limit_exceeded/alpha_beta", Verdict::kTimeLimitExceeded),
                 wide_solution("wrong_answer/bounded_step_dp_with_a_much_longer_name", Verdict::kWrongAnswer),
                 wide_solution("wrong_answer/jumps_through_walls", Verdict::kWrongAnswer)};
  c.compiled = {true, true, true, true, true};
  c.groups = {"secret/large"};
  for (const char* id : {"a", "b", "c", "d"}) {
    c.measurements.push_back(wide_measured(0, id, 0.00026, Verdict::kAccepted));
    c.measurements.push_back(wide_measured(1, id, 0.00171, Verdict::kAccepted));
    c.measurements.push_back(wide_measured(2, id, kTimedOut, Verdict::kAccepted));
    c.measurements.push_back(wide_measured(3, id, 0.0346, Verdict::kWrongAnswer));
    c.measurements.push_back(wide_measured(4, id, 0.00186, Verdict::kWrongAnswer));
  }
  c.measurements.push_back(wide_measured(3, "e", kTimedOut, Verdict::kAccepted));
  c.rows = group_rows(c);
  c.summary_group = "secret/large";

  std::string plan = "axis: nodes (of the graph; the ladders: rungs, counted twice over for each side)\ndegrees: d=1 E=2\nsizes:";
  std::vector<double> small, ladder;
  for (int n = 4; n <= 200; n += n < 16 ? 1 : n / 4) small.push_back(n), plan += fmt::format(" {}", n);
  plan += "\n";
  for (const char* name : {"ladder", "torus", "cubic", "random-dense", "complete", "random-sparse-with-a-long-name"}) {
    plan += fmt::format("{} graph_gen {} {{n}} --seed 1\n", name, name);
  }
  plan += "sizes:";
  for (int n = 16; n <= 56; n += 2) ladder.push_back(n), plan += fmt::format(" {}", n);
  plan += "\nladder-apart graph_gen ladder-apart {n} --seed 1\n";
  c.plan = parse_sweep_plan(plan, "sweep.txt", {"graph_gen"});
  c.swept = true;
  const char* declared[] = {"O(n^3 / 64) with n^2 positions and 64-bit words, every round", "O(n^3)",
                            "O(d^(2n^2)) over every line of play that does not repeat", "O(n^3)", "O(n^2)"};
  for (size_t s = 0; s < c.solutions.size(); ++s) {
    SolutionSweep sweep;
    for (const char* name : {"ladder", "torus", "cubic", "random-dense", "complete", "random-sparse-with-a-long-name"}) {
      sweep.families.push_back(family_curve(name, small, s == 2 || s == 3 ? search_time : cubic_time, c.cap_seconds));
    }
    sweep.families.push_back(family_curve("ladder-apart", ladder, s == 2 || s == 3 ? search_time : cubic_time, c.cap_seconds));
    sweep.headline_index = choose_headline(sweep.families);
    sweep.declared_time = declared[s];
    c.sweeps.push_back(sweep);
  }
  c.sweep_note = "No trusted reference (testcases/913-cat-and-mouse/reference/*.cpp) compiled: the sweep's answers are "
                 "unchecked (every answer counts as WA).";
  std::string base = "/work/a/project/with/a/deep/path/build/report/2026-11-27_12-07_UTC/913-cat-and-mouse-";
  c.plots.push_back({"random-sparse-with-a-long-name",
                     {base + "scaling-random-sparse-with-a-long-name.gp", base + "scaling-random-sparse-with-a-long-name.svg",
                      base + "scaling-random-sparse-with-a-long-name.png"},
                     PlotFiles{base + "work-random-sparse-with-a-long-name.gp", base + "work-random-sparse-with-a-long-name.svg",
                               base + "work-random-sparse-with-a-long-name.png"}});
  return c;
}

std::string printed(const ProblemComparison& c) {
  char* buffer = nullptr;
  size_t size = 0;
  std::FILE* out = open_memstream(&buffer, &size);
  print_comparison(out, c);
  std::fclose(out);
  std::string text(buffer, size);
  std::free(buffer);
  return text;
}

void expect_within_columns(const std::string& text) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    EXPECT_LE(display_width(line), kTerminalColumns) << "[" << line << "]";
  }
}

TEST(CompareWidthTest, EveryLineOfAWideComparisonFitsInAHundredAndTwentyColumns) {
  ProblemComparison c = wide_comparison();
  std::string text = printed(c);
  expect_within_columns(text);
  // The numbers are all there: the tables' times, the fits, the blow-up.
  EXPECT_TRUE(Contains(text, "1.71 ms")) << text;
  EXPECT_TRUE(Contains(text, "> 3846×")) << text;
  EXPECT_TRUE(Contains(text, "n^3.00")) << text;
  EXPECT_TRUE(Contains(text, "1.40^n")) << text;
  EXPECT_TRUE(Contains(text, "claimed solve")) << text;
  EXPECT_TRUE(Contains(text, "work-random-sparse-with-a-long-name.png")) << text;
  // The contradicted declaration, in full, under the tables.
  EXPECT_TRUE(Contains(text, "bounded_step_dp_with_a_much_longer_name: declared O(n^3), fitted 1.40^n (R² 1.00, n 16..47)"))
      << text;
}

TEST(CompareWidthTest, WhyASolutionHasNoFitIsWrittenUnderTheTables) {
  ProblemComparison c = wide_comparison();
  SolutionSweep& sweep = c.sweeps[0];
  sweep.families[sweep.headline_index].fit = GrowthFit{};
  sweep.families[sweep.headline_index].fit.reason = "too few sizes above the start-up (0 of 13)";
  std::string text = printed(c);
  expect_within_columns(text);
  // A note's lines joined again: it wraps where the window ends.
  std::string joined;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 5, "\n    ") == 0) {
      joined += ' ';
      i += 4;
    } else {
      joined += text[i];
    }
  }
  EXPECT_TRUE(Contains(joined, "no growth fitted on ladder: too few sizes above the start-up (0 of 13)")) << text;
}

TEST(CompareWidthTest, TheSummaryOfTwoProblemsFitsToo) {
  ProblemComparison c = wide_comparison();
  expect_within_columns(render_text_within(summary_table({c, c}), kTerminalColumns));
}

}  // namespace
}  // namespace lcjudge
