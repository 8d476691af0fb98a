// The compare tables: per-group medians over cases with time-outs above every number, ratios to
// the fastest accepted solution, and the report files made from them.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "problem/testcases.h"
#include "tests/test_util.h"
#include "timing/compare_report.h"
#include "timing/comparison.h"

namespace lcjudge {
namespace {

using test_util::Contains;

SolutionFile solution(const std::string& name, Verdict folder) {
  SolutionFile s;
  s.problem = "1-add";
  s.display = "1-add/" + std::string(folder_name(folder)) + "/" + name;
  s.expected = folder;
  return s;
}

// A case measured at SECONDS of CPU (each run), or timed out when SECONDS is kTimedOut; each run
// claims to have solved it in half that.
CaseMeasurement measured(size_t solution, const std::string& id, double seconds, Verdict verdict = Verdict::kAccepted) {
  CaseMeasurement m;
  m.solution = solution;
  m.test.id = "secret/" + id;
  m.test.group = "secret";
  m.timing.verdict = std::isinf(seconds) ? Verdict::kTimeLimitExceeded : verdict;
  m.timing.warmup.verdict = m.timing.verdict;
  if (std::isinf(seconds)) {
    m.timing.cpu = summarize({kTimedOut});
  } else {
    for (int i = 0; i < 3; ++i) {
      CaseOutcome run;
      run.verdict = verdict;
      run.solve_seconds = seconds / 2;
      run.cpu_seconds = seconds;
      run.wall_seconds = seconds + 0.002;
      m.timing.runs.push_back(run);
    }
    m.timing.cpu = summarize({seconds, seconds, seconds});
    m.timing.claimed_solve = summarize({seconds / 2, seconds / 2, seconds / 2});
  }
  m.timing.peak_memory_bytes = 4 << 20;
  return m;
}

ProblemComparison sample() {
  ProblemComparison c;
  c.problem = "1-add";
  c.title = "Add";
  c.time_limit_seconds = 1;
  c.solutions = {solution("fast", Verdict::kAccepted), solution("slow", Verdict::kAccepted),
                 solution("naive", Verdict::kTimeLimitExceeded)};
  c.compiled = {true, true, true};
  c.groups = {"secret"};
  for (const char* id : {"a", "b", "c"}) {
    c.measurements.push_back(measured(0, id, 0.001));
    c.measurements.push_back(measured(1, id, 0.004));
  }
  c.measurements.push_back(measured(2, "a", 0.0005));
  c.measurements.push_back(measured(2, "b", kTimedOut));
  c.measurements.push_back(measured(2, "c", kTimedOut));
  c.rows = group_rows(c);
  c.summary_group = "secret";
  return c;
}

TEST(ComparisonTest, NoMeasurementsGiveEmptyRows) {
  ProblemComparison c = sample();
  c.measurements.clear();
  auto rows = group_rows(c);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].cases, 0u);
  EXPECT_EQ(verdict_counts(rows[0].verdicts), "no cases");
}

TEST(ComparisonTest, RowsHoldMediansOverCasesAndRatios) {
  ProblemComparison c = sample();
  ASSERT_EQ(c.rows.size(), 3u);
  EXPECT_DOUBLE_EQ(c.rows[0].median_cpu, 0.001);
  ASSERT_TRUE(c.rows[0].median_claimed_solve.has_value());
  EXPECT_DOUBLE_EQ(*c.rows[0].median_claimed_solve, 0.0005);
  EXPECT_DOUBLE_EQ(c.rows[0].ratio, 1);
  EXPECT_DOUBLE_EQ(c.rows[1].ratio, 4);
  EXPECT_EQ(c.rows[1].runs, 9u);
  EXPECT_EQ(fastest_accepted(c, "secret"), 0u);
  EXPECT_EQ(fastest_accepted_solution(c), 0u);
}

TEST(ComparisonTest, MostlyTimedOutRowShowsAsOverTheLimit) {
  ProblemComparison c = sample();
  const GroupRow& naive = c.rows[2];
  EXPECT_EQ(verdict_counts(naive.verdicts), "1 AC, 2 TLE");
  EXPECT_TRUE(std::isinf(naive.median_cpu));
  EXPECT_DOUBLE_EQ(naive.min_cpu, 0.0005);  // its one finished case is a real number
  EXPECT_FALSE(naive.median_claimed_solve.has_value());  // no claim beside a time-out
  TextTable table = group_table(c, "secret");
  EXPECT_EQ(table.rows[2][2], "> TL");
  EXPECT_EQ(table.rows[2][7], "> 1000×");     // time limit over the fastest median
  EXPECT_EQ(table.rows[1][7], "4.00×");
}

TEST(ComparisonTest, AcceptedSolutionWithAWrongCaseIsNotTheBaseline) {
  ProblemComparison c = sample();
  c.measurements[0] = measured(0, "a", 0.001, Verdict::kWrongAnswer);
  c.rows = group_rows(c);
  EXPECT_EQ(fastest_accepted(c, "secret"), 1u);
  EXPECT_DOUBLE_EQ(c.rows[0].ratio, 0.25);
}

TEST(ComparisonTest, GroupsChosenByPrefix) {
  EXPECT_TRUE(group_chosen("secret/large", {}));
  EXPECT_TRUE(group_chosen("secret/large", {"secret"}));
  EXPECT_TRUE(group_chosen("secret/large", {"secret/large/"}));
  EXPECT_FALSE(group_chosen("secret-extra", {"secret"}));
  EXPECT_FALSE(group_chosen("sample", {"secret"}));
}

TEST(ComparisonTest, CsvHasARowPerRunAndNoNumberForATimeOut) {
  ProblemComparison c = sample();
  std::string csv = measurements_csv({c});
  EXPECT_TRUE(Contains(csv, "problem,phase,solution,expected,group,case,size,run,verdict,claimed_solve_seconds,"));
  EXPECT_TRUE(Contains(csv, "1-add,compare,accepted/fast,accepted,secret,secret/a,,warmup,AC,"));
  EXPECT_TRUE(Contains(csv, "1-add,compare,accepted/fast,accepted,secret,secret/a,,3,AC,0.0005,0.001,"));
  EXPECT_TRUE(Contains(csv, "1-add,compare,time_limit_exceeded/naive,time_limit_exceeded,secret,secret/b,,warmup,TLE,,"));
}

TEST(ComparisonTest, JsonWritesTimeOutsAsNull) {
  ProblemComparison c = sample();
  ReportContext context;
  auto json = nlohmann::json::parse(measurements_json({c}, context));
  const auto& rows = json["problems"][0]["groups"][0]["rows"];
  EXPECT_EQ(rows[0]["median_cpu_seconds"], 0.001);
  EXPECT_EQ(rows[0]["median_claimed_solve_seconds"], 0.0005);
  EXPECT_TRUE(rows[2]["median_cpu_seconds"].is_null());
  EXPECT_EQ(json["problems"][0]["cases"].size(), 9u);
}

// Names come from the problem's folders and a user's command line: a byte of invalid UTF-8, or a
// NaN, is written (as U+FFFD, as null), never the end of the report.
TEST(ComparisonTest, JsonSurvivesInvalidUtf8AndNan) {
  ProblemComparison c = sample();
  c.problem = "1-add\xff";
  c.rows[0].median_cpu = std::nan("");
  ReportContext context;
  context.command = "judge compare \xfe";
  std::string text;
  ASSERT_NO_THROW(text = measurements_json({c}, context));
  auto json = nlohmann::json::parse(text);
  EXPECT_TRUE(Contains(text, "1-add\xef\xbf\xbd")) << text.substr(0, 300);
}

TEST(ComparisonTest, MarkdownHasSummaryAndGroupTables) {
  ProblemComparison c = sample();
  c.sweep_note = "no sweep.txt";
  ReportContext context;
  context.command = "judge compare 1";
  std::string md = report_markdown({c}, context);
  EXPECT_TRUE(Contains(md, "## Summary"));
  EXPECT_TRUE(Contains(md, "| 1-add | accepted/fast | 3 AC | 1 ms (secret) | 1.00× |"));
  EXPECT_TRUE(Contains(md, "### secret (3 cases)"));
  EXPECT_TRUE(Contains(md, "No sweep: no sweep.txt"));
  // The problem opens with what its figures show, made from them.
  EXPECT_TRUE(Contains(md, "On the secret cases, the fastest accepted solution is accepted/fast (median CPU 1 ms).")) << md;
  EXPECT_TRUE(Contains(md, "Over the 1 s limit: time_limit_exceeded/naive (2 of 3 cases).")) << md;
}

TEST(ComparisonTest, MediansUnderTenMicrosecondsAreNotRatios) {
  ProblemComparison c = sample();
  for (auto& row : c.rows) {
    if (row.solution < 2) row.median_cpu /= 1000;  // 1 µs and 4 µs
  }
  std::string table = render_text(group_table(c, "secret"));
  EXPECT_TRUE(Contains(table, "< 10 µs")) << table;
  EXPECT_FALSE(Contains(table, "4.00×")) << table;
}

// The table's times are the judge's: a solution's own solve time is a column of its own, labelled
// as its claim, and ranks nothing.
TEST(ComparisonTest, TheSolutionsOwnSolveTimeIsShownOnlyAsItsClaim) {
  ProblemComparison c = sample();
  for (auto& m : c.measurements) {
    if (m.solution == 1) m.timing.claimed_solve = summarize({1e-9});  // "slow" claims a nanosecond
  }
  c.rows = group_rows(c);
  TextTable table = group_table(c, "secret");
  EXPECT_EQ(table.header[2], "median CPU");
  EXPECT_EQ(table.header[5], "claimed solve");
  EXPECT_EQ(table.rows[1][2], "4 ms");      // measured
  EXPECT_EQ(table.rows[1][5], "< 10 µs");   // claimed, in its own column
  EXPECT_EQ(table.rows[1][7], "4.00×");     // ranked on the measurement
  EXPECT_EQ(fastest_accepted(c, "secret"), 0u);
  EXPECT_EQ(table.rows[2][5], "—");          // no claim beside its time-outs
}

// A claim no run could have made (over the run's wall time as the judge measured it) is dropped.
TEST(ComparisonTest, AClaimLongerThanTheRunIsDropped) {
  CaseOutcome run;
  run.wall_seconds = 0.010;
  run.solve_seconds = 0.009;
  EXPECT_EQ(possible_solve_claim(run), 0.009);
  run.solve_seconds = 5.0;
  EXPECT_FALSE(possible_solve_claim(run).has_value());
  run.solve_seconds.reset();
  EXPECT_FALSE(possible_solve_claim(run).has_value());
}

TEST(ComparisonTest, TheDeclaredComplexityIsTheTimeLineOfTheSource) {
  EXPECT_EQ(declared_time("// Time: O(n^3)  Space: O(n^2)\nclass Solution {};\n"), "O(n^3)");
  EXPECT_EQ(declared_time("// Sorting first.\n// Time: O(n log n)\n"), "O(n log n)");
  EXPECT_EQ(declared_time("class Solution {}; // Time: O(1)\n"), "");  // not a header comment
  EXPECT_EQ(declared_time("class Solution {};\n"), "");
}

}  // namespace
}  // namespace lcjudge
