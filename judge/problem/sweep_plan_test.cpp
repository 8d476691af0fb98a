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

TEST(SweepPlanTest, ErrorsNameTheLine) {
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
