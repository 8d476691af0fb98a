// `judge compare --baseline`, `--case` and `--budget` in a scratch project: a solution is also
// reported less its language's baseline, case by case, from the very runs the report lists; a
// baseline is timed beside the solutions but never compared with; --case keeps only the cases
// named; --budget buys a slow case its repetitions.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

constexpr const char* kBaseline = "testcases/1-add/baseline/constant.cpp";

class CompareBaselineTest : public ::testing::Test {
 protected:
  CompareBaselineTest() {
    project_.write("testcases/1-add/secret/2.in", "40\n2\n");
    project_.write("testcases/1-add/secret/2.ans", "42\n");
    project_.write(kBaseline, "// A constant: what a C++ solution pays besides adding.\nclass Solution {\n public:\n"
                              "  int add(int a, int b) { return 0; }\n};\n");
  }
  RunRecord compare(std::vector<string> args) const {
    args.insert(args.begin(), {"compare", "-j", "1", "--no-sweep"});
    return project_.judge(args);
  }
  nlohmann::json latest_json() const {
    return nlohmann::json::parse(read_file(project_.path("build/report/latest/measurements.json")));
  }
  ScratchProject project_;
};

double case_median(const nlohmann::json& problem, const string& solution, const string& id) {
  for (const auto& entry : problem["cases"]) {
    if (entry["solution"] == solution && entry["case"] == id) return entry["cpu"]["median"].get<double>();
  }
  ADD_FAILURE() << "no case " << id << " of " << solution;
  return 0;
}

TEST_F(CompareBaselineTest, ASolutionIsAlsoReportedLessItsLanguagesBaselineCaseByCase) {
  RunRecord run = compare({"1", "--baseline", kBaseline, "--repeat", "3"});
  ASSERT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "less each language's baseline")) << run.stdout_text;
  nlohmann::json problem = latest_json()["problems"][0];
  const auto& rows = problem["baselines"]["rows"];
  ASSERT_EQ(rows.size(), 2u) << rows.dump(2);  // one per group, of the one solution
  for (const auto& row : rows) {
    EXPECT_EQ(row["solution"], "1-add/accepted/add");
    EXPECT_EQ(row["baseline"], "testcases/1-add/baseline/constant");
    EXPECT_EQ(row["language"], "cpp");
    ASSERT_EQ(row["cases"], 1);
    // One case a group: the solution's median on it less the baseline's, from the runs listed.
    string id = row["group"] == "sample" ? "sample/1" : "secret/2";
    double expected = case_median(problem, "1-add/accepted/add", id) - case_median(problem, "testcases/1-add/baseline/constant", id);
    EXPECT_NEAR(row["median_less_baseline_seconds"].get<double>(), expected, 1e-12) << row.dump(2);
  }
  // The baseline is timed and listed as such; the solution is the one the others are compared with.
  for (const auto& group : problem["groups"]) {
    for (const auto& row : group["rows"]) {
      bool baseline = row["solution"] == "testcases/1-add/baseline/constant";
      EXPECT_EQ(row["baseline"], baseline) << row.dump(2);
      if (!baseline) {
        EXPECT_EQ(row["ratio_to_fastest_accepted"], 1.0) << row.dump(2);
      }
    }
  }
  EXPECT_TRUE(Contains(read_file(project_.path("build/report/latest/REPORT.md")), "less each language's baseline"));
}

TEST_F(CompareBaselineTest, ABaselineWithoutASolutionOfItsProblemOrASecondOfItsLanguageIsRefused) {
  project_.write("testcases/2-other/problem.yaml", "method: add\ntime_limit: 0.5\nmemory_limit: 256\nsanitize: false\n");
  project_.write("testcases/2-other/sample/1.in", "1\n1\n");
  project_.write("testcases/2-other/sample/1.ans", "2\n");
  project_.write("testcases/2-other/baseline/constant.cpp", "class Solution {\n public:\n  int add(int a, int b) { return 0; }\n};\n");
  RunRecord run = compare({"1", "--baseline", "testcases/2-other/baseline/constant.cpp"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "which has no solution compared")) << run.stderr_text;

  project_.write("testcases/1-add/baseline/other.cpp", "class Solution {\n public:\n  int add(int a, int b) { return 1; }\n};\n");
  run = compare({"1", "--baseline", kBaseline, "--baseline", "testcases/1-add/baseline/other.cpp"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "two C++ baselines of 1-add")) << run.stderr_text;
}

TEST_F(CompareBaselineTest, OnlyTheCasesNamedAreCompared) {
  RunRecord run = compare({"1", "--case", "./secret/2.in", "--repeat", "1"});
  ASSERT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  nlohmann::json problem = latest_json()["problems"][0];
  ASSERT_EQ(problem["cases"].size(), 1u) << problem["cases"].dump(2);
  EXPECT_EQ(problem["cases"][0]["case"], "secret/2");

  run = compare({"1", "--case", "secret/3"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitError) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "secret/3")) << run.stderr_text;
}

// A case whose run takes 0.3 s of CPU is its own warm-up's measurement under the default budget
// (0.5 s of runs, a warm-up of half of it or more taken once); a budget of 20 s buys it the
// repetitions asked for.
TEST_F(CompareBaselineTest, ABudgetBuysASlowCaseItsRepetitions) {
  project_.write("solutions/1-add/accepted/add.cpp",
                 "// Must earn AC: the sum, after 0.3 s of CPU.\nclass Solution {\n public:\n  int add(int a, int b) {\n"
                 "    while (clock() < CLOCKS_PER_SEC * 3 / 10) {}\n    return a + b;\n  }\n};\n");
  auto timed_runs = [&](std::vector<string> args) {
    args.insert(args.end(), {"1", "--case", "secret/2", "--repeat", "2"});
    RunRecord run = compare(args);
    EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
    return latest_json()["problems"][0]["cases"][0]["runs"].size();
  };
  EXPECT_EQ(timed_runs({}), 0u);
  EXPECT_EQ(timed_runs({"--budget", "20"}), 2u);
}

}  // namespace
}  // namespace lcjudge
