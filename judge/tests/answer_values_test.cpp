// Answers compared as values, end to end on a scratch project: a .ans spaced as LeetCode shows a
// design problem's outputs ("[null, null, 2]") judges a right solution AC and a wrong one WA,
// `judge check-data` holds each .ans to the result type (file, line, column) and takes spaced
// ones, and `judge add --expect` with spaces agrees with the driver's compact answer.
#include <gtest/gtest.h>

#include <string>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::ScratchProject;

constexpr const char* kMinStackProblem = "testcases/2-min-stack";

const char* const kMinStack = R"(// Must earn AC.
class MinStack {
  vector<int> minimums;
 public:
  MinStack() {}
  void push(int val) { minimums.push_back(minimums.empty() ? val : min(val, minimums.back())); }
  void pop() { minimums.pop_back(); }
  int getMin() { return minimums.back(); }
};
)";

class AnswerValuesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    project_.write(std::string(kMinStackProblem) + "/problem.yaml",
                   "design: MinStack\nmethods:\n  - MinStack()\n  - void push(int val)\n  - void pop()\n"
                   "  - int getMin()\ntime_limit: 1.0\nmemory_limit: 256\nsanitize: false\n");
    project_.write(std::string(kMinStackProblem) + "/sample/1.in",
                   "[\"MinStack\",\"push\",\"getMin\",\"push\",\"getMin\",\"pop\",\"getMin\"]\n[[],[2],[],[1],[],[],[]]\n");
    project_.write(std::string(kMinStackProblem) + "/sample/1.ans", "[null, null, 2, null, 1, null, 2]\n");
  }
  RunRecord judge(const std::vector<std::string>& args) {
    RunRecord run = project_.judge(args);
    EXPECT_TRUE(run.exited) << run.internal_error << run.stderr_text;
    return run;
  }

  ScratchProject project_;
};

TEST_F(AnswerValuesTest, ASpacedAnswerJudgesARightSolutionAcAndAWrongOneWa) {
  project_.write("solutions/2-min-stack/accepted/min_stack.cpp", kMinStack);
  std::string wrong = kMinStack;
  wrong.replace(wrong.find("min(val"), 3, "max");  // the largest: getMin after push(1) says 2
  wrong.replace(0, wrong.find('\n'), "// Must earn WA.");
  project_.write("solutions/2-min-stack/wrong_answer/max_stack.cpp", wrong);
  RunRecord run = judge({"run", "2", "-j", "2"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "2-min-stack/accepted/min_stack ")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got AC")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected WA  got WA")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "2 passed, 0 failed")) << run.stdout_text;
}

TEST_F(AnswerValuesTest, CheckDataTakesSpacedAnswersAndRefusesOnesNotOfTheResultType) {
  project_.write(std::string(ScratchProject::kProblem) + "/problem.yaml",
                 "signature: vector<vector<int>> add(int a, int b)\ntime_limit: 0.5\nmemory_limit: 256\n");
  project_.write(std::string(ScratchProject::kProblem) + "/sample/1.ans", "[[0, 1], [1, 2]]\n\n");
  RunRecord fits = judge({"check-data"});
  EXPECT_EQ(fits.exit_code, kExitAllExpected) << fits.stderr_text;
  EXPECT_TRUE(Contains(fits.stdout_text, "check-data: 2 cases of 2 problems fit their signatures")) << fits.stdout_text;

  project_.write(std::string(ScratchProject::kProblem) + "/sample/1.ans", "[[0, 1], [1, \"2\"]]\n");
  RunRecord bad = judge({"check-data"});
  EXPECT_EQ(bad.exit_code, kExitError);
  EXPECT_TRUE(Contains(bad.stderr_text, "1-add/sample/1.ans', line 1, column 14: expected int, found string"))
      << bad.stderr_text;

  project_.write(std::string(ScratchProject::kProblem) + "/sample/1.ans", "[[0,1],[1,2]]\n");
  project_.write(std::string(kMinStackProblem) + "/sample/1.ans", "[null, null, 2, null, 1, null]\n");
  RunRecord short_design = judge({"check-data", "2"});
  EXPECT_EQ(short_design.exit_code, kExitError);
  EXPECT_TRUE(Contains(short_design.stderr_text,
                       "2-min-stack/sample/1.ans', line 1, column 30: expected 7 results, one per operation, found 6"))
      << short_design.stderr_text;
}

// As LeetCode shows a design problem's output: accepted, checked against the accepted solution's
// compact answer, and stored compact.
TEST_F(AnswerValuesTest, AnExpectWithSpacesIsAcceptedAndStoredCompact) {
  project_.write("solutions/2-min-stack/accepted/min_stack.cpp", kMinStack);
  project_.write("case.txt", "[\"MinStack\",\"push\",\"getMin\"]\n[[],[5],[]]\n");
  RunRecord run = judge({"add", "2", "case.txt", "--expect", "[null, null, 5]", "-j", "2"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_EQ(read_file(project_.path("testcases/2-min-stack/secret/1.ans")), "[null,null,5]\n");
  project_.write("case.txt", "[\"MinStack\",\"push\",\"getMin\"]\n[[],[6],[]]\n");
  RunRecord wrong = judge({"add", "2", "case.txt", "--expect", "[null, null, 5]", "-j", "2"});
  EXPECT_EQ(wrong.exit_code, kExitError);
  EXPECT_TRUE(Contains(wrong.stderr_text, "does not match the answer '[null,null,6]'")) << wrong.stderr_text;
}

// Before any solution, --expect is the answer itself: stored compact.
TEST_F(AnswerValuesTest, AFirstCaseFromASpacedExpectIsStoredCompact) {
  project_.write("case.txt", "[\"MinStack\",\"push\",\"getMin\"]\n[[],[5],[]]\n");
  RunRecord run = judge({"add", "2", "case.txt", "--expect", " [null, null,\n 5] "});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_EQ(read_file(project_.path("testcases/2-min-stack/secret/1.ans")), "[null,null,5]\n");
}

}  // namespace
}  // namespace lcjudge
