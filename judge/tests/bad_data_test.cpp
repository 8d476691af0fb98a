// The bad-data suite: the real build/judge on a scratch project whose config, test files or
// solution folders are broken. Each must stop with one `judge: error: ...` line naming the file
// (and the line, where there is one), exit 2, and leave the project exactly as it was. Data
// errors are found before anything is compiled or run. A solution that does not compile is the
// exception: it is a solution not as expected (exit 1), its compiler error naming file and line.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "commands/cli.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

const string kYaml = "./testcases/1-add/problem.yaml";
const string kSample = "./testcases/1-add/sample/";

string last_line(const string& text) {
  string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
  return trimmed.substr(trimmed.rfind('\n') == string::npos ? 0 : trimmed.rfind('\n') + 1);
}

class BadDataTest : public ::testing::Test {
 protected:
  // `judge run` must refuse with exactly this error, before compiling anything, and change nothing.
  void expect_refused(const string& error) {
    auto before = project_.snapshot();
    RunRecord run = project_.judge({"run"});
    EXPECT_TRUE(run.exited) << run.internal_error;
    EXPECT_EQ(run.exit_code, kExitError);
    EXPECT_EQ(run.stderr_text, "judge: error: " + error + "\n");
    EXPECT_EQ(run.stdout_text, "");
    EXPECT_EQ(project_.snapshot(), before);
  }

  ScratchProject project_;
};

// ---- the problem's config ----

TEST_F(BadDataTest, MissingConfig) {
  std::filesystem::remove(project_.path(kYaml));
  expect_refused("cannot open '" + kYaml + "': No such file or directory");
}

TEST_F(BadDataTest, EmptyConfig) {
  project_.write(kYaml, "");
  expect_refused(kYaml + ":1: empty file: expected 'key: value' lines, at least 'method: NAME'");
}

TEST_F(BadDataTest, UnknownKeySuggestsTheKnownOne) {
  project_.write(kYaml, "method: add\ntime_limt: 0.5\n");
  expect_refused(kYaml + ":2: unknown key 'time_limt' (did you mean 'time_limit'?)");
}

TEST_F(BadDataTest, TimeLimitZero) {
  project_.write(kYaml, "method: add\ntime_limit: 0\n");
  expect_refused(kYaml + ":2: time_limit must be positive, found '0'");
}

TEST_F(BadDataTest, NegativeTimeLimit) {
  project_.write(kYaml, "# Add two ints.\nmethod: add\ntime_limit: -1\n");
  expect_refused(kYaml + ":3: time_limit must be positive, found '-1'");
}

// ---- the test files ----

TEST_F(BadDataTest, InputWithoutAnswer) {
  project_.write("testcases/1-add/sample/2.in", "1\n1\n");
  expect_refused("test case '" + kSample + "2.in' has no answer: '" + kSample + "2.ans' is missing");
}

TEST_F(BadDataTest, AnswerWithoutInput) {
  project_.write("testcases/1-add/sample/2.ans", "2\n");
  expect_refused("test case '" + kSample + "2.ans' has no input: '" + kSample + "2.in' is missing");
}

TEST_F(BadDataTest, EmptyTestFolder) {
  project_.mkdir("testcases/1-add/secret");
  expect_refused("test folder './testcases/1-add/secret' holds no test cases: add NAME.in + NAME.ans pairs, or remove it");
}

TEST_F(BadDataTest, NoTestFolderAtAll) {
  std::filesystem::remove_all(project_.path("testcases/1-add/sample"));
  expect_refused("no test cases in './testcases/1-add': expected NAME.in + NAME.ans pairs in sample/ or secret/");
}

// A case's name reaches the terminal and reports: an escape sequence or a shell character in it
// is refused, shown escaped, before anything runs. (Which of .in and .ans is named first depends
// on the folder's order.)
TEST_F(BadDataTest, CaseNameWithAnEscapeSequence) {
  project_.write("testcases/1-add/sample/x\x1b[31m.in", "2\n3\n");
  project_.write("testcases/1-add/sample/x\x1b[31m.ans", "5\n");
  RunRecord run = project_.judge({"run"});
  EXPECT_EQ(run.exit_code, kExitError);
  EXPECT_TRUE(Contains(run.stderr_text, "judge: error: test case '" + kSample + "x\\x1b[31m.")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "' has a name with '\\x1b' in it: names may use only A-Z a-z 0-9 . _ + -; "
                                        "rename the file\n"))
      << run.stderr_text;
  EXPECT_EQ(run.stderr_text.find('\x1b'), string::npos);
  EXPECT_EQ(run.stdout_text, "");
}

TEST_F(BadDataTest, CaseFolderWithABackquote) {
  project_.write("testcases/1-add/secret/a`b`/1.in", "2\n3\n");
  project_.write("testcases/1-add/secret/a`b`/1.ans", "5\n");
  RunRecord run = project_.judge({"run"});
  EXPECT_EQ(run.exit_code, kExitError);
  EXPECT_TRUE(Contains(run.stderr_text, "judge: error: test case './testcases/1-add/secret/a`b`/1.")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "' has a name with '`' in it")) << run.stderr_text;
  EXPECT_EQ(run.stdout_text, "");
}

TEST_F(BadDataTest, CrlfInput) {
  project_.write("testcases/1-add/sample/1.in", "2\r\n3\r\n");
  expect_refused("bad test data in '" + kSample +
                 "1.in', line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST_F(BadDataTest, CrlfAnswer) {
  project_.write("testcases/1-add/sample/1.ans", "5\r\n");
  expect_refused("bad test data in '" + kSample +
                 "1.ans', line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST_F(BadDataTest, ByteOrderMark) {
  project_.write("testcases/1-add/sample/1.in", "\xEF\xBB\xBF" "2\n3\n");
  expect_refused("bad test data in '" + kSample + "1.in', line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
}

TEST_F(BadDataTest, InvalidUtf8) {
  project_.write("testcases/1-add/sample/1.in", "2\n\"\xFF\"\n");
  expect_refused("bad test data in '" + kSample + "1.in', line 2, column 2: invalid UTF-8 byte 0xFF");
}

// Root reads any file whatever its mode; a link to itself cannot be read by anyone.
TEST_F(BadDataTest, UnreadableFile) {
  std::filesystem::create_symlink("2.in", project_.path("testcases/1-add/sample/2.in"));
  project_.write("testcases/1-add/sample/2.ans", "2\n");
  expect_refused("cannot read '" + kSample + "2.in': Too many levels of symbolic links");
}

TEST_F(BadDataTest, UnreadableFileByItsMode) {
  if (geteuid() == 0) GTEST_SKIP() << "root can read a file of mode 000";
  std::filesystem::permissions(project_.path("testcases/1-add/sample/1.ans"), std::filesystem::perms::none);
  expect_refused("cannot read '" + kSample + "1.ans': Permission denied");
}

// Sparse: 100 MiB that take no disk and no time to write.
TEST_F(BadDataTest, HundredMegabyteInput) {
  string path = project_.write("testcases/1-add/sample/1.in", "");
  ASSERT_EQ(truncate(path.c_str(), 100 << 20), 0);
  expect_refused("bad test data in '" + kSample + "1.in': 100 MiB, more than the 64 MiB a test file may hold");
}

// ---- the solutions ----

TEST_F(BadDataTest, UnknownVerdictFolderSuggestsTheKnownOne) {
  std::filesystem::rename(project_.path("solutions/1-add/accepted"), project_.path("solutions/1-add/acceptd"));
  expect_refused("unknown verdict folder './solutions/1-add/acceptd' (did you mean 'accepted'?): expected one of accepted, "
                 "wrong_answer, time_limit_exceeded, memory_limit_exceeded, output_limit_exceeded, run_time_error, "
                 "compile_error");
}

// Not bad data but a solution not as expected: exit 1, as for any other verdict it did not earn,
// so that CI can tell a broken solution (1) from data or a judge it cannot trust (2).
TEST_F(BadDataTest, SolutionThatDoesNotCompileIsUnexpectedNamingItsLine) {
  project_.write(ScratchProject::kSolution, "class Solution {\n public:\n  int add(int a, int b) { return a + b }\n};\n");
  auto before = project_.snapshot();
  RunRecord run = project_.judge({"run"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got CE"));
  EXPECT_TRUE(Contains(run.stdout_text, "Line 3: Char 39:")) << run.stdout_text;  // LeetCode's words for the line
  EXPECT_TRUE(Contains(run.stdout_text, "error: expected ';'")) << run.stdout_text;
  EXPECT_EQ(project_.snapshot(), before);
}

// Found only by the driver, at run time, and confirmed by the problem's trusted reference (its
// driver parses the input as every solution's does): the last line names the file, line and column.
TEST_F(BadDataTest, ArgumentOfTheWrongTypeIsFoundWhenRun) {
  project_.write("testcases/1-add/reference/add.cpp",
                 "class Solution {\n public:\n  int add(int a, int b) { return a + b; }\n};\n");
  project_.write("testcases/1-add/sample/1.in", "2\n[3]\n");
  auto before = project_.snapshot();
  RunRecord run = project_.judge({"run"});
  EXPECT_EQ(run.exit_code, kExitError);
  EXPECT_EQ(last_line(run.stderr_text),
            "judge: error: bad test data in '" + kSample + "1.in', line 2, column 1: expected int, found array [3]");
  EXPECT_TRUE(Contains(run.stdout_text, "JE   sample/1"));
  EXPECT_EQ(project_.snapshot(), before);
}

// The solution's driver says the input is bad, but nothing the judge trusts (a validator, a
// reference) can confirm it: descriptor 3 is the solution's to write, so this is its RTE.
TEST_F(BadDataTest, AnUnconfirmedClaimOfBadInputIsTheSolutionsRunTimeError) {
  project_.write("testcases/1-add/sample/1.in", "2\n[3]\n");
  RunRecord run = project_.judge({"run"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "RTE  sample/1")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "the solution says its input is bad")) << run.stdout_text;
}

}  // namespace
}  // namespace lcjudge
