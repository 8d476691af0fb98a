// Solutions less their language's baseline: case by case, over the cases both have a time on,
// ratios to the fastest accepted one less its own; a baseline is never the fastest accepted
// solution, and a language without a baseline has no row.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/test_util.h"
#include "timing/baseline.h"
#include "timing/compare_report.h"
#include "timing/measure.h"

namespace lcjudge {
namespace {

SolutionFile file_in(const std::string& name, Language language, Verdict folder = Verdict::kAccepted) {
  SolutionFile s;
  s.problem = "1-add";
  s.display = "1-add/" + std::string(folder_name(folder)) + "/" + name;
  s.expected = folder;
  s.language = language;
  return s;
}

CaseMeasurement case_timed(size_t solution, const std::string& id, double seconds, Verdict verdict = Verdict::kAccepted) {
  CaseMeasurement m;
  m.solution = solution;
  m.test.id = "secret/" + id;
  m.test.group = "secret";
  m.timing.verdict = std::isinf(seconds) ? Verdict::kTimeLimitExceeded : verdict;
  m.timing.cpu = summarize({seconds, seconds, seconds});
  return m;
}

// C++ and Java solutions, each language's baseline (a constant: WA on case c), and a Python one
// without a baseline. The Java baseline costs 100 ms on every case, the C++ one 1 ms.
ProblemComparison languages() {
  ProblemComparison c;
  c.problem = "1-add";
  c.groups = {"secret"};
  c.solutions = {file_in("fast.cpp", Language::kCpp),       file_in("fast.java", Language::kJava),
                 file_in("constant.cpp", Language::kCpp),   file_in("constant.java", Language::kJava),
                 file_in("fast.py", Language::kPython),     file_in("slow.cpp", Language::kCpp, Verdict::kTimeLimitExceeded)};
  c.compiled = {true, true, true, true, true, true};
  c.baselines = {false, false, true, true, false, false};
  const double cpp[] = {0.003, 0.005, 0.004}, java[] = {0.110, 0.140, 0.130};
  const char* ids[] = {"a", "b", "c"};
  for (int k = 0; k < 3; ++k) {
    c.measurements.push_back(case_timed(0, ids[k], cpp[k]));
    c.measurements.push_back(case_timed(1, ids[k], java[k]));
    c.measurements.push_back(case_timed(2, ids[k], 0.001, k == 2 ? Verdict::kWrongAnswer : Verdict::kAccepted));
    c.measurements.push_back(case_timed(3, ids[k], 0.100, k == 2 ? Verdict::kWrongAnswer : Verdict::kAccepted));
    c.measurements.push_back(case_timed(4, ids[k], 0.050));
    c.measurements.push_back(case_timed(5, ids[k], k == 0 ? 0.002 : kTimedOut));
  }
  c.rows = group_rows(c);
  return c;
}

TEST(BaselineTest, EachSolutionIsMeasuredLessItsLanguagesBaselineCaseByCase) {
  ProblemComparison c = languages();
  EXPECT_EQ(baseline_of(c, 0), 2u);
  EXPECT_EQ(baseline_of(c, 1), 3u);
  EXPECT_FALSE(baseline_of(c, 4).has_value());  // Python has none
  EXPECT_FALSE(baseline_of(c, 2).has_value());  // a baseline is not less itself
  std::vector<BaselineRow> rows = baseline_rows(c);
  ASSERT_EQ(rows.size(), 3u);  // fast.cpp, fast.java, slow.cpp
  EXPECT_EQ(rows[0].solution, 0u);
  EXPECT_EQ(rows[0].cases, 3u);
  EXPECT_DOUBLE_EQ(rows[0].median_cpu, 0.004);
  EXPECT_DOUBLE_EQ(rows[0].baseline_cpu, 0.001);
  EXPECT_DOUBLE_EQ(rows[0].median_solving, 0.003);  // 2, 4 and 3 ms
  EXPECT_EQ(rows[1].solution, 1u);
  EXPECT_NEAR(rows[1].median_solving, 0.030, 1e-12);  // 10, 40 and 30 ms
  EXPECT_NEAR(rows[1].ratio, 10, 1e-9);  // against fast.cpp's 3 ms, not against the whole 130 ms
  EXPECT_DOUBLE_EQ(rows[0].ratio, 1);
}

// Two of slow.cpp's three cases timed out: its median less the baseline is a time-out, never a number.
TEST(BaselineTest, ATimeOutStaysATimeOutLessTheBaseline) {
  std::vector<BaselineRow> rows = baseline_rows(languages());
  ASSERT_EQ(rows[2].solution, 5u);
  EXPECT_TRUE(std::isinf(rows[2].median_solving));
  EXPECT_TRUE(std::isinf(rows[2].ratio));
  TextTable table = baseline_table(languages(), "secret");
  EXPECT_EQ(table.rows[2][4], "> TL");
}

// The C++ baseline answers every case of a group right when the group's answers are its constant:
// it is still not the solution the others are compared with.
TEST(BaselineTest, ABaselineIsNeverTheFastestAcceptedSolution) {
  ProblemComparison c = languages();
  for (auto& m : c.measurements) {
    if (m.solution == 2) m.timing.verdict = Verdict::kAccepted;
  }
  c.rows = group_rows(c);
  EXPECT_EQ(fastest_accepted(c, "secret"), 0u);
  EXPECT_EQ(fastest_accepted_solution(c), 0u);
  EXPECT_DOUBLE_EQ(c.rows[0].ratio, 1);
}

// The report's findings list the wrong answers of solutions, not of the baselines' constants.
TEST(BaselineTest, TheFindingsLeaveTheBaselinesWrongAnswersOut) {
  ProblemComparison c = languages();
  c.summary_group = "secret";
  std::string findings = findings_paragraph(c);
  EXPECT_FALSE(test_util::Contains(findings, "constant")) << findings;
  c.baselines.clear();
  EXPECT_TRUE(test_util::Contains(findings_paragraph(c), "Wrong answers: accepted/constant.cpp (1 of 3)")) << findings_paragraph(c);
}

// A case the baseline has no time on (it crashed) is left out of both sides.
TEST(BaselineTest, ACaseWithoutABaselineTimeIsLeftOut) {
  ProblemComparison c = languages();
  c.measurements[2] = case_timed(2, "a", 0.001, Verdict::kRunTimeError);
  std::vector<BaselineRow> rows = baseline_rows(c);
  EXPECT_EQ(rows[0].cases, 2u);
  EXPECT_DOUBLE_EQ(rows[0].median_solving, 0.0035);  // 4 and 3 ms
}

// Less the baseline, a solution as fast as it is within the noise: shown so, and no ratio.
TEST(BaselineTest, AtOrBelowTheBaselineIsNoise) {
  ProblemComparison c = languages();
  for (auto& m : c.measurements) {
    if (m.solution == 1) m.timing.cpu = summarize({0.095, 0.095, 0.095});
  }
  TextTable table = baseline_table(c, "secret");
  ASSERT_EQ(table.rows.size(), 3u);
  EXPECT_EQ(table.header[4], "less baseline");
  EXPECT_EQ(table.rows[1][0], "accepted/fast.java");
  EXPECT_EQ(table.rows[1][1], "Java");
  EXPECT_EQ(table.rows[1][2], "95 ms");
  EXPECT_EQ(table.rows[1][3], "100 ms");
  EXPECT_EQ(table.rows[1][4], "≤ 0 (noise)");
  EXPECT_EQ(table.rows[1][5], "—");
  EXPECT_EQ(table.rows[0][4], "3 ms");
}

}  // namespace
}  // namespace lcjudge
