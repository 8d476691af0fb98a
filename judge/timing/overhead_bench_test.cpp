#include "timing/overhead_bench.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <set>

#include "base/atomic_file.h"
#include "tests/scratch_project.h"

namespace lcjudge {
namespace {

TEST(OverheadFixtureTest, CasesAreLeetCodeInputsWithTheirSums) {
  auto cases = overhead_fixture_cases(200);
  ASSERT_EQ(cases.size(), 200u);
  std::set<std::string> distinct;
  for (const auto& c : cases) {
    int a = 0, b = 0, sum = 0;
    char end = 0;
    ASSERT_EQ(std::sscanf(c.input.c_str(), "%d\n%d%c", &a, &b, &end), 3) << c.input;
    EXPECT_EQ(end, '\n');
    EXPECT_EQ(c.input, std::to_string(a) + "\n" + std::to_string(b) + "\n");
    EXPECT_GE(a, -100);
    EXPECT_LE(a, 100);
    EXPECT_GE(b, -100);
    EXPECT_LE(b, 100);
    ASSERT_EQ(std::sscanf(c.answer.c_str(), "%d", &sum), 1);
    EXPECT_EQ(c.answer, std::to_string(a + b) + "\n");
    distinct.insert(c.input);
  }
  EXPECT_GT(distinct.size(), 150u);  // not one case two hundred times
}

TEST(OverheadFixtureTest, SameCasesEveryTime) {
  auto first = overhead_fixture_cases(20), again = overhead_fixture_cases(20);
  for (size_t i = 0; i < first.size(); ++i) EXPECT_EQ(first[i].input, again[i].input);
  EXPECT_EQ(overhead_fixture_cases(5)[4].input, first[4].input);  // a prefix of a longer run
}

TEST(OverheadTableTest, ShowsEveryRowWithItsRatio) {
  OverheadFigures figures;
  figures.cases = 200;
  figures.rounds = 3;
  figures.cases_folder = "build/bench/overhead/testcases/2235-add-two-integers/secret";
  figures.rows.push_back({"spawn floor", 0, summarize({0.0010, 0.0010, 0.0011}), summarize({1, 1, 1}), {},
                          summarize({0.0006}), summarize({1})});
  figures.rows.push_back({"judge run -j 1", 0, summarize({0.0012, 0.0012, 0.0013}), summarize({1.2, 1.25, 1.18}),
                          summarize({0.015, 0.016, 0.014}), summarize({0.00075, 0.0008, 0.0009}),
                          summarize({1.3, 1.31, 1.4})});
  std::string text = overhead_table(figures, false);
  EXPECT_NE(text.find("200 cases"), std::string::npos) << text;
  EXPECT_NE(text.find("spawn floor"), std::string::npos) << text;
  EXPECT_NE(text.find("1.00 ms"), std::string::npos) << text;
  EXPECT_NE(text.find("1.20 ms"), std::string::npos) << text;
  EXPECT_NE(text.find("1.20x"), std::string::npos) << text;
  EXPECT_NE(text.find("15.0 ms"), std::string::npos) << text;  // the judge's start; none for the floor
  EXPECT_NE(text.find("0.80 ms"), std::string::npos) << text;  // its CPU per case, and against the floor's
  EXPECT_NE(text.find("1.31x"), std::string::npos) << text;
  EXPECT_NE(text.find(figures.cases_folder), std::string::npos) << text;
  std::string markdown = overhead_table(figures, true);
  EXPECT_NE(markdown.find("| judge run -j 1 |"), std::string::npos) << markdown;
}

TEST(OverheadTableTest, SaysOnHowManyCasesTheOtherLanguagesRan) {
  OverheadFigures figures;
  figures.cases = 200;
  figures.rounds = 1;
  figures.rows.push_back({"spawn floor", 0, summarize({0.001}), summarize({1}), {}, summarize({0.0006}), summarize({1})});
  EXPECT_EQ(overhead_table(figures, false).find("The other languages"), std::string::npos);  // none installed
  figures.language_cases = 30;
  figures.rows.push_back({"Python 3 floor: python3.11 -I -S -B -c pass", 1, summarize({0.010}), summarize({1}), {},
                          summarize({0.008}), summarize({1})});
  figures.rows.push_back({"judge run -j 1, Python 3", 1, summarize({0.011}), summarize({1.1}), summarize({0.05}),
                          summarize({0.009}), summarize({1.125})});
  std::string text = overhead_table(figures, false);
  EXPECT_NE(text.find("The other languages: the first 30 cases"), std::string::npos) << text;
  EXPECT_NE(text.find("10.00 ms"), std::string::npos) << text;
  EXPECT_NE(text.find("1.10x"), std::string::npos) << text;
  EXPECT_NE(text.find("1.12x"), std::string::npos) << text;  // its CPU against the floor's
  EXPECT_NE(overhead_table(figures, true).find("The other languages: the first 30 cases"), std::string::npos);
}

// The real judge on a small fixture: every row measured, the fixture written once and kept.
TEST(SlowOverheadBenchTest, TimesTheFloorAndTheJudgeOnTheFixture) {
  test_util::ScratchProject scratch;
  OverheadBenchOptions options;
  options.cases = 4;
  options.rounds = 2;
  options.judge_binary = test_util::built_judge();
  OverheadFigures figures = measure_judge_overhead(Project{scratch.root()}, options);
  // Each other language (Python, Java, PHP, ... as installed) judged against its own floor, on as
  // many cases as there are (4 < 30): six rows of C++, then a floor and a judge's row per language.
  ASSERT_GE(figures.rows.size(), 10u);
  ASSERT_EQ(figures.rows.size() % 2, 0u);
  EXPECT_EQ(figures.language_cases, 4u);
  for (size_t judged = 7; judged < figures.rows.size(); judged += 2) {
    EXPECT_EQ(figures.rows[judged].floor, judged - 1) << figures.rows[judged].label;
    EXPECT_NE(figures.rows[judged - 1].label.find("floor"), std::string::npos);
    EXPECT_EQ(figures.rows[judged - 1].label.find(figures.rows[judged].label.substr(16)), 0u)
        << figures.rows[judged - 1].label;  // "judge run -j 1, Python 3" against "Python 3 floor: ..."
  }
  for (const auto& row : figures.rows) {
    EXPECT_EQ(row.per_case.count, 2u) << row.label;
    bool floor = row.label.find("floor") != std::string::npos;
    // A judge's per case is a difference of two timings, which noise may push below zero on 4 cases.
    if (floor) {
      EXPECT_GT(row.per_case.median, 0) << row.label;
    }
    EXPECT_TRUE(std::isfinite(row.per_case.median)) << row.label;
    EXPECT_EQ(row.cpu_per_case.count, 2u) << row.label;
    if (floor) {
      EXPECT_GT(row.cpu_per_case.median, 0) << row.label;  // the programs started took CPU time
    }
    EXPECT_EQ(row.start.count, floor ? 0u : 2u) << row.label;  // a judge's start, timed each round
    if (!floor) {
      EXPECT_GT(row.start.median, 0) << row.label;
    }
  }
  EXPECT_DOUBLE_EQ(figures.rows[0].ratio_to_floor.median, 1.0);
  EXPECT_TRUE(std::filesystem::exists(figures.binary));
  size_t inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(figures.cases_folder)) {
    inputs += entry.path().extension() == ".in";
  }
  EXPECT_EQ(inputs, 4u);

  // A second run rewrites nothing and drops the cases a larger count left.
  std::string first_input = figures.cases_folder + "/case-001.in";
  auto written = std::filesystem::last_write_time(first_input);
  options.cases = 2;
  options.rounds = 1;
  figures = measure_judge_overhead(Project{scratch.root()}, options);
  EXPECT_EQ(std::filesystem::last_write_time(first_input), written);
  EXPECT_FALSE(std::filesystem::exists(figures.cases_folder + "/case-003.in"));
}

}  // namespace
}  // namespace lcjudge
