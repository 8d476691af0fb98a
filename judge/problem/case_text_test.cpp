// The bytes a test file may hold: plain UTF-8 with '\n' line ends, no BOM, no NUL, a sane size;
// each rejection names the line and column (bytes, as the driver counts them).
#include "problem/case_text.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>

#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::TempDir;

string file_failure(const string& path) {
  try {
    check_case_file(path);
  } catch (const JudgeFailure& e) {
    return e.what();
  }
  return "(no error)";
}

// ---- the text ----

TEST(PlainTextProblemTest, EmptyTextIsFine) { EXPECT_EQ(plain_text_problem(""), ""); }

TEST(PlainTextProblemTest, LeetCodeInputIsFine) {
  EXPECT_EQ(plain_text_problem("[[2,5],[3],[0,4,5]]\n\"M.C...F\"\n1\n"), "");
  EXPECT_EQ(plain_text_problem("\"caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x90\xAD\"\n"), "");  // 2-, 3- and 4-byte UTF-8
  EXPECT_EQ(plain_text_problem("5"), "");  // no final newline: the driver takes it
}

TEST(PlainTextProblemTest, ByteOrderMarkIsRejected) {
  EXPECT_EQ(plain_text_problem("\xEF\xBB\xBF" "5\n"), "line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
}

TEST(PlainTextProblemTest, CarriageReturnIsRejectedAtItsLineAndColumn) {
  EXPECT_EQ(plain_text_problem("2\n[1,2]\r\n"), "line 2, column 6: carriage return (Windows line ends): lines end in '\\n' alone");
  EXPECT_EQ(plain_text_problem("\r"), "line 1, column 1: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST(PlainTextProblemTest, NulIsRejected) {
  EXPECT_EQ(plain_text_problem(string("2\n3\0\n", 5)), "line 2, column 2: NUL byte");
}

TEST(PlainTextProblemTest, InvalidUtf8IsRejectedAtTheBadByte) {
  EXPECT_EQ(plain_text_problem("1\n\"ab\xFF\"\n"), "line 2, column 4: invalid UTF-8 byte 0xFF");
  EXPECT_EQ(plain_text_problem("\"caf\xE9\"\n"), "line 1, column 5: invalid UTF-8 byte 0xE9");  // Latin-1
}

// ---- the file ----

TEST(CheckCaseFileTest, PlainFileIsFine) {
  TempDir dir;
  EXPECT_EQ(file_failure(dir.write("1.in", "2\n3\n")), "(no error)");
  EXPECT_EQ(file_failure(dir.write("empty.ans", "")), "(no error)");
}

TEST(CheckCaseFileTest, BadTextNamesTheFile) {
  TempDir dir;
  string path = dir.write("1.in", "2\r\n");
  EXPECT_EQ(file_failure(path), "bad test data in '" + path +
                                    "', line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST(CheckCaseFileTest, MissingFileCannotBeRead) {
  TempDir dir;
  EXPECT_EQ(file_failure(dir.path("nope.in")), "cannot read '" + dir.path("nope.in") + "': No such file or directory");
}

// Root reads a file whatever its mode, so this needs an ordinary user.
TEST(CheckCaseFileTest, UnreadableFileCannotBeRead) {
  if (geteuid() == 0) GTEST_SKIP() << "root can read a file of mode 000";
  TempDir dir;
  string path = dir.write("1.in", "2\n");
  chmod(path.c_str(), 0);
  EXPECT_EQ(file_failure(path), "cannot read '" + path + "': Permission denied");
}

TEST(CheckCaseFileTest, FolderIsNotARegularFile) {
  TempDir dir;
  EXPECT_EQ(file_failure(dir.mkdir("1.in")), "cannot read '" + dir.path("1.in") + "': not a regular file");
}

// Sparse, so the test writes nothing.
TEST(CheckCaseFileTest, FileOverTheSizeLimitIsRejectedUnread) {
  TempDir dir;
  string path = dir.write("big.in", "");
  ASSERT_EQ(truncate(path.c_str(), 100 << 20), 0);
  EXPECT_EQ(file_failure(path), "bad test data in '" + path + "': 100 MiB, more than the 64 MiB a test file may hold");
}

}  // namespace
}  // namespace lcjudge
