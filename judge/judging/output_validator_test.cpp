// Output validators (Kattis interface): accepted, rejected with its message, and every other end
// (a crash, a time-out, an unknown exit code, a compile error) a judge error naming it; judge_case
// routes a case to the validator instead of the comparison. One validator, compiled once.
#include "judging/output_validator.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "judging/case_judgement.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;

// Accepts any anagram of the answer; a few words make it misbehave.
constexpr const char* kAnagramValidator = R"(// Accepts an output that is an anagram of the answer.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  if (argc != 4 || !std::ifstream(argv[1])) return 3;
  std::string answer, output;
  std::ifstream(argv[2]) >> answer;
  std::getline(std::cin, output);
  std::ofstream message(std::string(argv[3]) + "judgemessage.txt");
  if (output == "crash") std::abort();
  if (output == "loop") for (volatile long i = 0;; i = i + 1) {}
  if (output == "sleep") sleep(30);
  if (output == "exit7") {
    std::cerr << "cannot decide\n";
    return 7;
  }
  if (output == "where") {
    message << argv[3] << "\n";
    return 43;
  }
  std::string sorted_answer = answer, sorted_output = output;
  std::sort(sorted_answer.begin(), sorted_answer.end());
  std::sort(sorted_output.begin(), sorted_output.end());
  if (sorted_answer == sorted_output) return 42;
  message << "'" << output << "' is not an anagram of '" << answer << "'\nthe second line is not shown\n";
  return 43;
}
)";

class OutputValidatorTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir;
    dir_->write("testcases/7-anagram/output_validator/validate.cpp", kAnagramValidator);
    input_ = dir_->write("testcases/7-anagram/secret/1.in", "cab\n");
    answer_ = dir_->write("testcases/7-anagram/secret/1.ans", "abc\n");
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }

  static ProblemConfig config() {
    ProblemConfig config;
    config.name = "7-anagram";
    config.directory = dir_->path("testcases/7-anagram");
    config.output_validator = config.directory + "/output_validator/validate.cpp";
    config.limits.sandbox = false;
    return config;
  }

  static OutputJudgement validate(const string& output, double wall_seconds = 1) {
    OutputValidatorLimits limits;
    limits.cpu_seconds = 0.3;
    limits.wall_seconds = wall_seconds;
    return run_output_validator(config(), input_, answer_, output, limits);
  }

  static TempDir* dir_;
  static string input_, answer_;
};

TempDir* OutputValidatorTest::dir_ = nullptr;
string OutputValidatorTest::input_, OutputValidatorTest::answer_;

TEST_F(OutputValidatorTest, ExitFortyTwoAccepts) {
  auto judged = validate("bca\n");
  EXPECT_EQ(judged.verdict, Verdict::kAccepted) << judged.message;
  EXPECT_EQ(judged.message, "");
  EXPECT_TRUE(std::filesystem::exists(dir_->path("build/output_validators/7-anagram/validate")));
}

TEST_F(OutputValidatorTest, ExitFortyThreeIsWrongWithTheFirstLineOfItsMessage) {
  auto judged = validate("abd\n");
  EXPECT_EQ(judged.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(judged.message, "the output validator says: 'abd' is not an anagram of 'abc'");
}

TEST_F(OutputValidatorTest, ItsMessageIsEscapedAndCut) {
  auto judged = validate("\x1b[2J" + string(500, 'x') + "\xff\n");
  EXPECT_EQ(judged.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(judged.message.find('\x1b'), string::npos) << judged.message;
  EXPECT_TRUE(Contains(judged.message, "\\x1b[2J"));
  EXPECT_LT(judged.message.size(), 300u);
  EXPECT_TRUE(Contains(judged.message, "..."));
}

// Answers compare as values: a .ans spaced as LeetCode shows it, and an output spaced likewise,
// reach the validator compact, as the driver prints them ("[a, b]" is the word "[a,b]").
TEST_F(OutputValidatorTest, ItGetsTheAnswerAndTheOutputWithoutSpacesBetweenTokens) {
  const string spaced = dir_->write("testcases/7-anagram/secret/spaced.ans", "[\"a\", \"b\"]\n");
  OutputValidatorLimits limits;
  limits.cpu_seconds = 0.3;
  limits.wall_seconds = 1;
  auto judged = run_output_validator(config(), input_, spaced, "[\"b\",\n \"a\"]\n", limits);
  EXPECT_EQ(judged.verdict, Verdict::kAccepted) << judged.message;
  judged = run_output_validator(config(), input_, spaced, "[\"b  \",\"a\"]\n", limits);  // inside a string: kept
  EXPECT_EQ(judged.verdict, Verdict::kWrongAnswer) << judged.message;
}

// The feedback folder is the sandbox's own, not a folder of the judge's machine: its
// judgemessage.txt is a file in memory, new for every run.
TEST_F(OutputValidatorTest, TheFeedbackFolderIsTheSandboxesOwn) {
  auto judged = validate("where\n");
  ASSERT_EQ(judged.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(judged.message, "the output validator says: /feedback/");
  EXPECT_FALSE(std::filesystem::exists("/feedback"));
}

TEST_F(OutputValidatorTest, ACrashIsAJudgeErrorNamingIt) {
  auto judged = validate("crash\n");
  EXPECT_EQ(judged.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(Contains(judged.message, "the output validator '" + config().output_validator + "' was killed by SIGABRT"));
}

TEST_F(OutputValidatorTest, AnotherExitCodeIsAJudgeError) {
  auto judged = validate("exit7\n");
  EXPECT_EQ(judged.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(Contains(judged.message, "' exited 7 (42 accepts, 43 rejects): cannot decide"));
}

TEST_F(OutputValidatorTest, RunningOutOfTimeIsAJudgeError) {
  // A wall deadline the loop cannot reach first, however loaded the machine: only CPU ends it.
  auto spinning = validate("loop\n", 60);
  EXPECT_EQ(spinning.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(Contains(spinning.message, "' used more than 0.3 s of CPU"));
  auto sleeping = validate("sleep\n");
  EXPECT_EQ(sleeping.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(Contains(sleeping.message, "' ran past 1 s"));
}

// The comparison would call "cab" wrong against "abc"; the validator decides instead. A script
// stands in for a solution: its answer (descriptor 4, protocol.h) is its input; its stdout,
// something else, is not what the validator is given.
TEST_F(OutputValidatorTest, RunCaseAsksTheValidatorInsteadOfComparing) {
  const string echo = dir_->write("echo_input.sh", "#!/bin/sh\ncat >&4\necho debug\n");
  std::filesystem::permissions(echo, std::filesystem::perms::owner_exec, std::filesystem::perm_options::add);
  TestCase test{"secret/1", "secret", input_, answer_};
  RunGate gate;
  CaseOutcome validated = judge_case(native_program(echo), test, config(), gate);
  EXPECT_EQ(validated.verdict, Verdict::kAccepted) << validated.message;
  ProblemConfig compared = config();
  compared.output_validator.clear();
  EXPECT_EQ(judge_case(native_program(echo), test, compared, gate).verdict, Verdict::kWrongAnswer);
  TestCase wrong{"secret/2", "secret", dir_->write("testcases/7-anagram/secret/2.in", "abd\n"), answer_};
  CaseOutcome rejected = judge_case(native_program(echo), wrong, config(), gate);
  EXPECT_EQ(rejected.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(rejected.message, "the output validator says: 'abd' is not an anagram of 'abc'");
}

TEST(OutputValidatorBuildTest, ACompileErrorIsAJudgeErrorNamingTheSource) {
  TempDir dir;
  ProblemConfig config;
  config.name = "8-broken";
  config.directory = dir.path("testcases/8-broken");
  config.output_validator = dir.write("testcases/8-broken/output_validator/validate.cpp", "int main() { return }\n");
  auto judged = run_output_validator(config, dir.write("1.in", "1\n"), dir.write("1.ans", "1\n"), "1\n");
  EXPECT_EQ(judged.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(Contains(judged.message, "cannot compile '" + config.output_validator + "'")) << judged.message;
}

}  // namespace
}  // namespace lcjudge
