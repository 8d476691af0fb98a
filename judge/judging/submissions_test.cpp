// solutions/<problem>/submissions.yaml: per-group expectations read with file and line in every
// error, and applied on top of the folder's own rule.
#include "judging/submissions.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/error.h"
#include "tests/test_util.h"
#include "tests/verdict_names.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;

using test_util::verdict_names::AC;
using test_util::verdict_names::MLE;
using test_util::verdict_names::RTE;
using test_util::verdict_names::TLE;
using test_util::verdict_names::WA;

class SubmissionsTest : public ::testing::Test {
 protected:
  SubmissionsTest() {
    project_.root = root_.path();
    root_.write("solutions/1-add/time_limit_exceeded/slow.cpp", "");
    root_.write("solutions/1-add/wrong_answer/off.cpp", "");
    cases_ = {{"sample/1", "sample", "", ""}, {"secret/large/1", "secret/large", "", ""}};
  }

  string yaml_path() const { return root_.path("solutions/1-add/submissions.yaml"); }

  string error(const string& yaml) {
    root_.write("solutions/1-add/submissions.yaml", yaml);
    try {
      SubmissionExpectations submissions = load_submission_expectations(project_, "1-add");
      for (const char* file : {"time_limit_exceeded/slow.cpp", "wrong_answer/off.cpp"}) {
        expectation_for(solution_at(project_, root_.path(string("solutions/1-add/") + file), ""), submissions,
                        cases_, true);
      }
    } catch (const JudgeFailure& e) {
      return e.what();
    }
    return "(loaded without error)";
  }

  Expectation expectation(const string& yaml, const string& file, bool own_cases = true) {
    root_.write("solutions/1-add/submissions.yaml", yaml);
    SubmissionExpectations submissions = load_submission_expectations(project_, "1-add");
    return expectation_for(solution_at(project_, root_.path("solutions/1-add/" + file), ""), submissions, cases_,
                           own_cases);
  }

  TempDir root_;
  Project project_;
  std::vector<TestCase> cases_;
};

TEST_F(SubmissionsTest, NoFileMeansTheFolderRule) {
  SubmissionExpectations submissions = load_submission_expectations(project_, "1-add");
  EXPECT_EQ(submissions.path, "");
  auto solution = solution_at(project_, root_.path("solutions/1-add/time_limit_exceeded/slow.cpp"), "");
  Expectation got = expectation_for(solution, submissions, cases_, true);
  ASSERT_EQ(got.rules.size(), 1u);
  EXPECT_EQ(got.rules[0].permitted, (std::vector<Verdict>{AC, TLE}));
  EXPECT_EQ(got.rules[0].required, (std::vector<Verdict>{TLE}));
}

TEST_F(SubmissionsTest, EmptyFileDeclaresNothing) { EXPECT_EQ(error(""), "(loaded without error)"); }

TEST_F(SubmissionsTest, GroupRulesAreAddedToTheFolderRule) {
  Expectation got = expectation("time_limit_exceeded/slow.cpp:\n  sample: {permitted: [AC]}\n"
                                "  secret/large:\n    required: [TLE]\n",
                                "time_limit_exceeded/slow.cpp");
  ASSERT_EQ(got.rules.size(), 3u);
  EXPECT_EQ(got.rules[0].origin, "");
  EXPECT_EQ(got.rules[1].group, "sample");
  EXPECT_EQ(got.rules[1].permitted, (std::vector<Verdict>{AC}));
  EXPECT_EQ(got.rules[1].origin, yaml_path() + ":2");
  EXPECT_EQ(got.rules[2].group, "secret/large");
  EXPECT_EQ(got.rules[2].required, (std::vector<Verdict>{TLE}));
  EXPECT_EQ(got.rules[2].origin, yaml_path() + ":3");
}

TEST_F(SubmissionsTest, TopLevelKeysReplaceTheFolderRule) {
  Expectation got = expectation("wrong_answer/off.cpp:\n  permitted: [AC, wrong_answer, TLE]\n  required: [WA]\n",
                                "wrong_answer/off.cpp");
  ASSERT_EQ(got.rules.size(), 1u);
  EXPECT_EQ(got.rules[0].permitted, (std::vector<Verdict>{AC, WA, TLE}));
  EXPECT_EQ(got.rules[0].required, (std::vector<Verdict>{WA}));
  EXPECT_EQ(got.rules[0].origin, yaml_path() + ":3");
}

TEST_F(SubmissionsTest, OtherTestFoldersDropGroupRules) {
  Expectation got = expectation("time_limit_exceeded/slow.cpp:\n  secret/huge: {required: [TLE]}\n",
                                "time_limit_exceeded/slow.cpp", /*own_cases=*/false);
  EXPECT_EQ(got.rules.size(), 1u);
}

TEST_F(SubmissionsTest, GroupWithoutCasesIsAnErrorNamingTheLine) {
  EXPECT_EQ(error("time_limit_exceeded/slow.cpp:\n  secret/larg: {required: [TLE]}\n"),
            yaml_path() + ":2: no test case in group 'secret/larg'");
}

TEST_F(SubmissionsTest, UnknownSolutionIsAnErrorNamingTheLine) {
  EXPECT_TRUE(Contains(error("# comment\naccepted/slow.cpp:\n  required: [AC]\n"),
                       yaml_path() + ":2: no solution '" + root_.path("solutions/1-add") + "/accepted/slow.cpp'"));
}

TEST_F(SubmissionsTest, UnknownVerdictIsAnErrorNamingIt) {
  EXPECT_EQ(error("wrong_answer/off.cpp:\n  required: [WRONG]\n"),
            yaml_path() + ":2: unknown verdict 'WRONG' in required: expected AC, WA, TLE, MLE, OLE or RTE");
}

TEST_F(SubmissionsTest, UnknownKeyInAGroupIsAnError) {
  EXPECT_EQ(error("wrong_answer/off.cpp:\n  sample:\n    allowed: [AC]\n"),
            yaml_path() + ":3: unknown key 'allowed' in group 'sample': expected permitted or required");
}

TEST_F(SubmissionsTest, VerdictsMustBeAList) {
  EXPECT_EQ(error("wrong_answer/off.cpp:\n  required: WA\n"),
            yaml_path() + ":2: required must be a list of verdicts, like [AC, TLE]");
}

TEST_F(SubmissionsTest, BrokenYamlIsAnErrorNamingTheLine) {
  EXPECT_TRUE(Contains(error("wrong_answer/off.cpp:\n  required: [WA\n"), yaml_path() + ":"));
}

}  // namespace
}  // namespace lcjudge
