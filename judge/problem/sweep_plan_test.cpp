// Reading sweep.txt: sizes, grid sizes and families, and errors that name the line.
#include <gtest/gtest.h>

#include "base/error.h"
#include "problem/sweep_plan.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

const std::set<std::string> kGenerators = {"graph_gen", "grid_gen"};

std::string error_of(const std::string& text) {
  try {
    parse_sweep_plan(text, "sweep.txt", kGenerators);
  } catch (const JudgeFailure& e) {
    return e.what();
  }
  return "";
}

TEST(SweepPlanTest, EmptyTextHasNoSizes) {
  EXPECT_TRUE(Contains(error_of(""), "sweep.txt:0: no 'sizes:' line"));
}

TEST(SweepPlanTest, ReadsAxisSizesAndFamilies) {
  SweepPlan plan = parse_sweep_plan(
      "# comment\naxis: nodes   # what n counts\nsizes: 4 8 16\nladder graph_gen ladder {n} --seed 1\n"
      "complete graph_gen complete {n} --seed 2\n",
      "sweep.txt", kGenerators);
  EXPECT_EQ(plan.axis, "nodes");
  ASSERT_EQ(plan.sizes.size(), 3u);
  EXPECT_EQ(plan.sizes[2].n, 16);
  ASSERT_EQ(plan.families.size(), 2u);
  EXPECT_EQ(plan.families[0].name, "ladder");
  EXPECT_EQ(plan.families[0].origin, "sweep.txt:4");
  EXPECT_EQ(sweep_arguments(plan.families[0], plan.sizes[1]),
            (std::vector<std::string>{"ladder", "8", "--seed", "1"}));
}

TEST(SweepPlanTest, GridSizesCountCells) {
  SweepPlan plan = parse_sweep_plan("axis: grid cells\nsizes: 2x2 3x4\nopen grid_gen open {rows} {cols} 1 1 --seed 1\n",
                                    "sweep.txt", kGenerators);
  ASSERT_EQ(plan.sizes.size(), 2u);
  EXPECT_EQ(plan.sizes[1].n, 12);
  EXPECT_EQ(plan.sizes[1].label, "3x4");
  EXPECT_EQ(sweep_arguments(plan.families[0], plan.sizes[1]),
            (std::vector<std::string>{"open", "3", "4", "1", "1", "--seed", "1"}));
}

TEST(SweepPlanTest, EachSizesLineSizesTheFamiliesAfterIt) {
  SweepPlan plan = parse_sweep_plan(
      "sizes: 2x2 3x3 4x4\nopen grid_gen open {rows} {cols} 1 1 --seed 1\n"
      "sizes: 9 10 11\nsnake grid_gen snake 8 8 1 1 {n} --seed 1\n",
      "sweep.txt", kGenerators);
  ASSERT_EQ(plan.families.size(), 2u);
  ASSERT_EQ(plan.families[0].sizes.size(), 3u);
  EXPECT_EQ(plan.families[0].sizes[2].label, "4x4");
  ASSERT_EQ(plan.families[1].sizes.size(), 3u);
  EXPECT_EQ(plan.families[1].sizes[0].n, 9);
  // The plan's sizes are every family's, by n, each label once: 4, 9 (3x3), 9, 10, 11, 16.
  std::vector<std::string> labels;
  for (const auto& size : plan.sizes) labels.push_back(size.label);
  EXPECT_EQ(labels, (std::vector<std::string>{"2x2", "3x3", "9", "10", "11", "4x4"}));
}

TEST(SweepPlanTest, ReadsTheDegreesOfDeclaredVariables) {
  SweepPlan plan = parse_sweep_plan("degrees: d=1 E=2 R=0.5\nsizes: 4\nl graph_gen ladder {n}\n", "sweep.txt", kGenerators);
  EXPECT_EQ(plan.degrees, (std::map<std::string, double>{{"E", 2}, {"R", 0.5}, {"d", 1}}));
  EXPECT_TRUE(Contains(error_of("degrees: d\n"), "sweep.txt:1: degree 'd' is not VARIABLE=DEGREE"));
  EXPECT_TRUE(Contains(error_of("degrees: d=x\n"), "degree 'd=x'"));
}

TEST(SweepPlanTest, ErrorsNameTheLine) {
  EXPECT_TRUE(Contains(error_of("a graph_gen ladder {n}\nsizes: 4\n"), "sweep.txt:1: family 'a' comes before any 'sizes:' line"));
  EXPECT_TRUE(Contains(error_of("sizes:\n"), "sweep.txt:1: 'sizes:' lists no size"));
  EXPECT_TRUE(Contains(error_of("sizes: 4 8\nx nope_gen {n}\n"), "sweep.txt:2: unknown generator 'nope_gen'"));
  EXPECT_TRUE(Contains(error_of("sizes: 8 4\n"), "sweep.txt:1: sizes must increase"));
  EXPECT_TRUE(Contains(error_of("sizes: 4 eight\n"), "size 'eight' is not N or ROWSxCOLS"));
  EXPECT_TRUE(Contains(error_of("sizes: 4\nfixed graph_gen ladder 10 --seed 1\n"), "sweep.txt:2: family 'fixed' has no {n}"));
  EXPECT_TRUE(Contains(error_of("sizes: 4\na graph_gen ladder {n}\na graph_gen ring {n}\n"), "sweep.txt:3: family 'a' listed twice"));
  EXPECT_TRUE(Contains(error_of("sizes: 4 6\ng grid_gen open {rows} {cols} 1 1\n"), "need ROWSxCOLS sizes, found '4'"));
  EXPECT_TRUE(Contains(error_of("size: 4\n"), "sweep.txt:1: unknown key 'size:'"));
  EXPECT_TRUE(Contains(error_of("sizes: 4\n"), "no family"));
}

}  // namespace
}  // namespace lcjudge
