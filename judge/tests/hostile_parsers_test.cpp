// Untrusted text the judge parses, each class at its worst: what a solution prints on stderr and
// descriptor 3 (a 30,000-character line, a forged sanitizer frame past 64 bits, malformed
// records), problem.yaml and pasted stubs (a 200,000-letter name, 10,000 nested vectors), case
// lines nested 100,000 deep, and problem folder names holding a newline, ESC or 0xFF. Each is a
// verdict or a clear `judge: error:` (exit 2), never a crash or an internal error; and a failure
// while judging one solution is its judge error, never the end of the run.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>
#include <string>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/utf8.h"
#include "judging/expectations.h"
#include "judging/scheduler.h"
#include "problem/case_input.h"
#include "problem/input_shape.h"
#include "tests/fixture_solutions.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_fixtures::fixtures;
using test_util::Contains;
using test_util::ScratchProject;

// Safe to print: no control character but tab and newline, valid UTF-8.
bool printable_text(const string& text) {
  for (unsigned char c : text) {
    if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f) return false;
  }
  return invalid_utf8_at(text) == string::npos;
}

string fixture_source(const string& name) {
  return read_file(test_fixtures::kFixtures + "/solutions/" + name + ".cpp");
}

// ---- case text, in-process ----

TEST(HostileParsersTest, ANumberPastADoubleInAPastedCaseIsRefusedWithItsPlace) {
  // nlohmann's out_of_range escaped the parser's catch of parse errors: "internal" in judge add.
  EXPECT_EQ(test_util::failure([] { parse_case_values("2\n[1, 1e999]\n", "case.txt"); }),
            "case.txt:2:1: not a JSON value: number overflow parsing '1e999'");
}

// Any mix of JSON's pieces, as a pasted case (parse_case_values) and as a committed input
// checked against signatures of every kind (input_shape_problem): a refusal or a reason, never
// another exception.
TEST(HostileParsersTest, AnyMixOfJsonPiecesIsACaseOrARefusal) {
  const std::vector<string> pieces = {"[", "]", "{", "}", ",", ":", "\"", "\\", "1", "-", "2.5e9", "99999999999999999999",
                                      "null", "true", "x", " = ", "\n", " ", "\xff", "\"a\"", "Input:"};
  std::vector<ProblemSignature> signatures;
  for (const char* declaration : {"int f(vector<vector<int>>& a, string s)", "bool f(TreeNode* t, ListNode* l)",
                                  "double f(vector<string> v, char c, long long n)", "int f(vector<Node*> n)"}) {
    ProblemSignature signature;
    signature.kind = ProblemSignature::Kind::kFunction;
    signature.class_name = "Solution";
    signature.methods = {parse_method_signature(declaration)};
    signatures.push_back(signature);
  }
  std::uint32_t state = 99;
  auto next = [&] { return state = state * 1664525u + 1013904223u; };
  for (int i = 0; i < 3000; ++i) {
    string text;
    for (std::uint32_t n = next() % 40; n > 0; --n) text += pieces[(next() >> 8) % pieces.size()];
    try {
      parse_case_values(text, "case.txt");
    } catch (const JudgeFailure& e) {
      EXPECT_TRUE(printable_text(e.what())) << e.what();
    } catch (const std::exception& e) {
      ADD_FAILURE() << e.what() << " on:\n" << text;
    }
    for (const auto& signature : signatures) {
      EXPECT_NO_THROW(input_shape_problem(text, signature, NodeKind::kGraph)) << text;
    }
  }
}

// ---- descriptor 3 ----

TEST(HostileParsersTest, MalformedSideChannelRecordsAreTheSolutionsRunTimeErrorShownEscaped) {
  CaseOutcome outcome = test_fixtures::run_fixture("run_time_error/malformed_side_channel_records");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "uncaught exception std::runtime_error: \\x1b[2J\\x1b[1A  ok  forged\\xff"))
      << outcome.message;
  EXPECT_TRUE(printable_text(outcome.message)) << outcome.message;
  // None of its numbers is plausible: none is kept as its measurement (parse_ns is the driver's).
  EXPECT_FALSE(outcome.solve_seconds.has_value());
  EXPECT_FALSE(outcome.work_count.has_value());
  EXPECT_FALSE(outcome.reported_peak_memory_bytes.has_value());
}

// ---- one solution's failure is its own ----

TEST(HostileParsersTest, AFailureWhileJudgingOneSolutionIsItsJudgeErrorAndTheOthersAreJudged) {
  // The injected failure: the input check, asked when a solution claims its input is bad, throws
  // as a parser of what the solution printed might.
  JudgeOptions options;
  options.check_input = [](const TestCase&, RunGate&) -> std::optional<string> { throw std::runtime_error("injected \x1b[2J"); };
  const std::vector<TestCase> cases = {fixtures().sample};
  const string hostile = "run_time_error/forges_bad_input", honest = "accepted/add";
  const Expectation hostile_expects = folder_expectation(Verdict::kRunTimeError);
  const Expectation honest_expects = folder_expectation(Verdict::kAccepted);
  std::vector<SolutionToJudge> solutions = {
      {&fixtures().solutions.at(hostile), &hostile_expects, &fixtures().builds.at(hostile), &fixtures().config, &cases,
       options},
      {&fixtures().solutions.at(honest), &honest_expects, &fixtures().builds.at(honest), &fixtures().config, &cases,
       options},
  };
  std::vector<string> reported;
  std::vector<SolutionReport> reports;
  ASSERT_NO_THROW(reports = judge_solutions(solutions, 1, [&](const SolutionReport& r) {
                    reported.push_back(r.solution.display);
                  }));
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reported.size(), 2u);
  EXPECT_EQ(reports[0].verdict, Verdict::kJudgeError);
  EXPECT_TRUE(reports[0].judge_error);
  ASSERT_EQ(reports[0].results.size(), 1u);
  EXPECT_EQ(reports[0].results[0].outcome.message, "the judge failed on this case: injected \\x1b[2J");
  EXPECT_EQ(reports[1].verdict, Verdict::kAccepted);
  EXPECT_FALSE(reports[1].judge_error);
}

// ---- the built judge on a scratch project ----

class HostileParsersEndToEndTest : public ::testing::Test {
 protected:
  RunRecord judge(const std::vector<string>& args, const string& stdin_path = "") {
    RunRecord run = project_.judge(args, stdin_path);
    EXPECT_TRUE(run.exited) << "signal " << run.signal << run.internal_error << run.stderr_text.substr(0, 500);
    EXPECT_FALSE(Contains(run.stderr_text, "internal")) << run.stderr_text.substr(0, 500);
    return run;
  }

  // A clear refusal: exit 2, one short `judge: error:` that holds WANTED, printable.
  void expect_refused(const RunRecord& run, const string& wanted) {
    EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text.substr(0, 300) << run.stderr_text.substr(0, 500);
    EXPECT_TRUE(Contains(run.stderr_text, "judge: error: ")) << run.stderr_text.substr(0, 500);
    EXPECT_TRUE(Contains(run.stderr_text, wanted)) << run.stderr_text.substr(0, 500);
    EXPECT_LT(run.stderr_text.size(), 2000u);
    EXPECT_TRUE(printable_text(run.stderr_text)) << run.stderr_text.substr(0, 500);
  }

  ScratchProject project_;
};

// The sanitized run's stderr is read for a report: a line of 30,000 characters, and a forged
// report with an offset of 24 hex digits, are RTE; the honest solution beside them keeps its AC,
// and the JSON report is written.
TEST_F(HostileParsersEndToEndTest, SanitizerReportsOfAnyShapeAreVerdictsAndTheRunIsReported) {
  project_.write(string(ScratchProject::kProblem) + "/problem.yaml", "method: add\ntime_limit: 1\nmemory_limit: 512\n");
  for (const string name : {"run_time_error/thirty_thousand_character_stderr_line",
                            "run_time_error/forged_asan_report_huge_offset"}) {
    project_.write("solutions/1-add/" + name + ".cpp", fixture_source(name));
  }
  RunRecord run = judge({"run", "-j", "1", "--json", "report.json", "1-add"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text.substr(0, 500);
  EXPECT_TRUE(Contains(run.stdout_text, "accepted/add")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "AddressSanitizer: heap-use-after-free, READ of size 4")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "exit code 3: xxxxxxxx")) << run.stdout_text;
  EXPECT_LT(run.stdout_text.size(), 4000u);  // the long line is quoted cut short
  string json = read_file(project_.path("report.json"));
  EXPECT_TRUE(Contains(json, "thirty_thousand_character_stderr_line"));
  EXPECT_TRUE(Contains(json, "forged_asan_report_huge_offset"));
}

TEST_F(HostileParsersEndToEndTest, AMethodOfTwoHundredThousandLettersIsRefused) {
  project_.write(string(ScratchProject::kProblem) + "/problem.yaml", "method: " + string(200000, 'a') + "\n");
  expect_refused(judge({"run", "1-add"}), "problem.yaml:1: method must be a C++ method name of at most 100 characters");
}

TEST_F(HostileParsersEndToEndTest, ASignatureNestedTenThousandVectorsDeepIsRefused) {
  string type = "int";
  for (int i = 0; i < 10000; ++i) type = "vector<" + type + ">";
  project_.write(string(ScratchProject::kProblem) + "/problem.yaml", "signature: int add(" + type + " a)\n");
  expect_refused(judge({"run", "1-add"}), "vectors nested more than 32 deep");
  expect_refused(judge({"check-data", "1-add"}), "vectors nested more than 32 deep");
}

TEST_F(HostileParsersEndToEndTest, ACaseNestedAHundredThousandDeepIsRefused) {
  project_.write(string(ScratchProject::kProblem) + "/problem.yaml", "signature: int add(int a, int b)\n");
  const string deep = string(100000, '[') + string(100000, ']');
  project_.write("case.txt", deep + "\n1\n");
  auto before = project_.snapshot();
  expect_refused(judge({"add", "1-add", "case.txt"}), "the case does not fit the signature");
  EXPECT_EQ(project_.snapshot(), before);
  project_.write(string(ScratchProject::kProblem) + "/sample/2.in", deep + "\n1\n");
  project_.write(string(ScratchProject::kProblem) + "/sample/2.ans", "1\n");
  expect_refused(judge({"check-data", "1-add"}), "sample/2.in");
}

// Each name goes into the entry's path and text, the terminal and the reports.
TEST_F(HostileParsersEndToEndTest, AProblemFolderNameOutsideTheSafeSetIsRefusedWherever) {
  for (const string bad : {"2-a\nint main(){}", "2-a\x1b[2J", "2-\xff"}) {
    SCOPED_TRACE(bad);
    project_.write("testcases/" + bad + "/problem.yaml", "method: add\n");
    for (const std::vector<string>& args : std::vector<std::vector<string>>{
             {"run"}, {"run", "1-add"}, {"check-data"}, {"build"}}) {
      expect_refused(judge(args), "problem folder");
    }
    std::filesystem::remove_all(project_.path("testcases/" + bad));
  }
  RunRecord fine = judge({"run", "1-add"});
  EXPECT_EQ(fine.exit_code, kExitAllExpected) << fine.stderr_text;
}

TEST_F(HostileParsersEndToEndTest, HostileStubsAreRefusedAndLeaveNothingBehind) {
  string type = "int";
  for (int i = 0; i < 6600; ++i) type = "vector<" + type + ">";
  project_.write("deep.txt", "class Solution {\npublic:\n    int f(" + type + "& v) {\n    }\n};\n");
  project_.write("long.txt", "class Solution {\npublic:\n    int f(int " + string(200000, 'a') + ") {\n    }\n};\n");
  auto before = project_.snapshot();
  expect_refused(judge({"new", "7-deep", "--stub", "deep.txt"}), "deep.txt:3: vectors nested more than 32 deep");
  expect_refused(judge({"new", "8-long", "--stub", "long.txt"}), "long.txt:3: a name of 200000 characters");
  expect_refused(judge({"new", "9-a\x1b[2J", "--stub", "long.txt"}), "bad problem name '9-a\\x1b[2J'");
  EXPECT_EQ(project_.snapshot(), before);  // no .judge-new-* folder either
  project_.write("add.txt", "class Solution {\npublic:\n    int add(int a, int b) {\n    }\n};\n");
  before = project_.snapshot();
  expect_refused(judge({"new", "10-add", "--stub", "add.txt", "--title", "a\x1b[2J\xff"}),
                 "--title 'a\\x1b[2J\\xff' holds control characters or invalid UTF-8");
  EXPECT_EQ(project_.snapshot(), before);
}

}  // namespace
}  // namespace lcjudge
