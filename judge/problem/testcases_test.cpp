// Finding test cases: natural order, .in/.ans pairing in nested groups, samples before secret,
// and errors that name the file at fault.
#include "problem/testcases.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_util::TempDir;
using test_util::failure;

vector<string> ids(const vector<TestCase>& cases) {
  vector<string> result;
  for (const auto& test : cases) result.push_back(test.id);
  return result;
}

void add_case(const TempDir& dir, const string& base) {
  dir.write(base + ".in", "1\n");
  dir.write(base + ".ans", "1\n");
}

// ---- natural order ----

TEST(NaturalLessTest, EmptyComesFirst) {
  EXPECT_TRUE(natural_less("", "a"));
  EXPECT_FALSE(natural_less("a", ""));
  EXPECT_FALSE(natural_less("", ""));
}

TEST(NaturalLessTest, IsIrreflexive) {
  for (const char* s : {"a", "a10", "10", "sample/2"}) EXPECT_FALSE(natural_less(s, s)) << s;
}

TEST(NaturalLessTest, DigitRunsCompareAsNumbers) {
  EXPECT_TRUE(natural_less("2", "10"));
  EXPECT_FALSE(natural_less("10", "2"));
  EXPECT_TRUE(natural_less("a2", "a10"));
  EXPECT_TRUE(natural_less("ladder-9", "ladder-100"));
  EXPECT_TRUE(natural_less("a002", "a10"));
  EXPECT_TRUE(natural_less("a99999999999999999999", "a100000000000000000000"));  // past 64 bits
}

TEST(NaturalLessTest, TextComparesByCharacter) {
  EXPECT_TRUE(natural_less("a", "b"));
  EXPECT_TRUE(natural_less("a1b", "a1c"));
  EXPECT_TRUE(natural_less("abc", "abcd"));
  EXPECT_FALSE(natural_less("abcd", "abc"));
}

TEST(NaturalLessTest, SortsAFolderListing) {
  vector<string> names = {"10", "1", "secret/2", "9", "02b", "2a", "sample/10", "sample/9"};
  std::sort(names.begin(), names.end(), natural_less);
  EXPECT_EQ(names, (vector<string>{"1", "2a", "02b", "9", "10", "sample/9", "sample/10", "secret/2"}));
}

// ---- a problem's cases ----

TEST(ProblemTestcasesTest, EmptyFolderIsAnError) {
  TempDir dir;
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "no test cases in '" + dir.path() + "': expected NAME.in + NAME.ans pairs in sample/ or secret/");
}

TEST(ProblemTestcasesTest, EmptySampleAndSecretFoldersAreAnError) {
  TempDir dir;
  dir.mkdir("sample");
  dir.mkdir("secret/large");
  EXPECT_THROW(problem_testcases(dir.path()), JudgeFailure);
}

TEST(ProblemTestcasesTest, PairsInAndAnsWithPaths) {
  TempDir dir;
  add_case(dir, "sample/1");
  auto cases = problem_testcases(dir.path());
  ASSERT_EQ(cases.size(), 1u);
  EXPECT_EQ(cases[0].id, "sample/1");
  EXPECT_EQ(cases[0].group, "sample");
  EXPECT_EQ(cases[0].input_path, dir.path("sample/1.in"));
  EXPECT_EQ(cases[0].answer_path, dir.path("sample/1.ans"));
}

TEST(ProblemTestcasesTest, SamplesBeforeSecretEachInNaturalOrder) {
  TempDir dir;
  for (const char* base : {"secret/10", "secret/2", "sample/b", "sample/a10", "sample/a9", "secret/1"}) add_case(dir, base);
  EXPECT_EQ(ids(problem_testcases(dir.path())),
            (vector<string>{"sample/a9", "sample/a10", "sample/b", "secret/1", "secret/2", "secret/10"}));
}

TEST(ProblemTestcasesTest, NestedFoldersAreGroups) {
  TempDir dir;
  add_case(dir, "secret/small/3");
  add_case(dir, "secret/large/ladder-10");
  add_case(dir, "secret/large/ladder-2");
  add_case(dir, "secret/1");
  auto cases = problem_testcases(dir.path());
  EXPECT_EQ(ids(cases),
            (vector<string>{"secret/1", "secret/large/ladder-2", "secret/large/ladder-10", "secret/small/3"}));
  EXPECT_EQ(cases[0].group, "secret");
  EXPECT_EQ(cases[1].group, "secret/large");
  EXPECT_EQ(cases[1].input_path, dir.path("secret/large/ladder-2.in"));
  EXPECT_EQ(cases[3].group, "secret/small");
}

TEST(ProblemTestcasesTest, OnlySecretIsFine) {
  TempDir dir;
  add_case(dir, "secret/1");
  EXPECT_EQ(ids(problem_testcases(dir.path())), (vector<string>{"secret/1"}));
}

TEST(ProblemTestcasesTest, OtherFoldersAndFilesAreNotTestData) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("problem.yaml", "method: add\n");
  dir.write("generators/gen.cpp", "");
  dir.write("generators/lonely.in", "1\n");  // outside sample/ and secret/: not looked at
  dir.write("reference/1.ans", "1\n");
  dir.write("sample/README.md", "notes\n");
  dir.write("sample/1.in.bak", "1\n");
  EXPECT_EQ(ids(problem_testcases(dir.path())), (vector<string>{"sample/1"}));
}

TEST(ProblemTestcasesTest, InputWithoutAnswerIsAnErrorNamingTheFiles) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("secret/large/7.in", "1\n");
  string base = dir.path("secret/large/7");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "test case '" + base + ".in' has no answer: '" + base + ".ans' is missing");
}

TEST(ProblemTestcasesTest, AnswerWithoutInputIsAnErrorNamingTheFiles) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("sample/2.ans", "1\n");
  string base = dir.path("sample/2");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "test case '" + base + ".ans' has no input: '" + base + ".in' is missing");
}

TEST(ProblemTestcasesTest, EmptyGroupFolderIsAnErrorNamingIt) {
  TempDir dir;
  add_case(dir, "sample/1");
  add_case(dir, "secret/small/1");
  dir.mkdir("secret/large");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "test folder '" + dir.path("secret/large") + "' holds no test cases: add NAME.in + NAME.ans pairs, or remove it");
}

TEST(ProblemTestcasesTest, EmptySecretFolderBesideSamplesIsAnError) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.mkdir("secret");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "test folder '" + dir.path("secret") + "' holds no test cases: add NAME.in + NAME.ans pairs, or remove it");
}

// judge new makes sample/ and secret/ with a .gitkeep: empty until the cases come.
TEST(ProblemTestcasesTest, AFolderKeptEmptyOnPurposeIsFine) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("secret/.gitkeep", "");
  EXPECT_EQ(ids(problem_testcases(dir.path())), (vector<string>{"sample/1"}));
  dir.write("sample/.gitkeep", "");
  dir.write("secret/large/.keep", "");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "test folder '" + dir.path("secret/large") + "' holds no test cases: add NAME.in + NAME.ans pairs, or remove it");
}

TEST(ProblemTestcasesTest, FolderHoldingOnlySubfoldersWithCasesIsFine) {
  TempDir dir;
  add_case(dir, "secret/small/1");
  EXPECT_EQ(ids(problem_testcases(dir.path())), (vector<string>{"secret/small/1"}));
}

TEST(ProblemTestcasesTest, CrlfInputIsBadDataNamingFileLineAndColumn) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("sample/1.in", "2\r\n3\r\n");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "bad test data in '" + dir.path("sample/1.in") +
                "', line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST(ProblemTestcasesTest, AnswerFilesAreCheckedToo) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("sample/1.ans", "\xEF\xBB\xBF" "1\n");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "bad test data in '" + dir.path("sample/1.ans") +
                "', line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
}

TEST(ProblemTestcasesTest, DanglingSymlinkIsAFileThatCannotBeRead) {
  TempDir dir;
  add_case(dir, "sample/1");
  dir.write("sample/2.ans", "1\n");
  std::filesystem::create_symlink("nowhere.in", dir.path("sample/2.in"));
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "cannot read '" + dir.path("sample/2.in") + "': No such file or directory");
}

TEST(ProblemTestcasesTest, SymlinkToACaseFileIsFollowed) {
  TempDir dir;
  add_case(dir, "sample/1");
  std::filesystem::create_symlink("1.in", dir.path("sample/2.in"));
  std::filesystem::create_symlink("1.ans", dir.path("sample/2.ans"));
  EXPECT_EQ(ids(problem_testcases(dir.path())), (vector<string>{"sample/1", "sample/2"}));
}

TEST(ProblemTestcasesTest, FolderNamedLikeACaseFileIsAnError) {
  TempDir dir;
  add_case(dir, "sample/1");
  add_case(dir, "sample/2.in/x");
  EXPECT_EQ(failure([&] { problem_testcases(dir.path()); }),
            "cannot read '" + dir.path("sample/2.in") + "': not a regular file");
}

// ---- any folder of cases (judge run --tests DIR) ----

TEST(FolderTestcasesTest, MissingFolderIsAnError) {
  TempDir dir;
  string missing = dir.path("nope");
  EXPECT_EQ(failure([&] { folder_testcases(missing); }), "cannot open '" + missing + "': not a directory");
}

TEST(FolderTestcasesTest, EmptyFolderIsAnError) {
  TempDir dir;
  EXPECT_EQ(failure([&] { folder_testcases(dir.path()); }),
            "no test cases in '" + dir.path() + "': expected NAME.in + NAME.ans pairs");
}

TEST(FolderTestcasesTest, FindsPairsAnywhereBelow) {
  TempDir dir;
  add_case(dir, "10");
  add_case(dir, "9");
  add_case(dir, "deep/er/x");
  auto cases = folder_testcases(dir.path());
  EXPECT_EQ(ids(cases), (vector<string>{"9", "10", "deep/er/x"}));
  EXPECT_EQ(cases[0].group, "");
  EXPECT_EQ(cases[2].group, "deep/er");
  EXPECT_EQ(cases[2].answer_path, dir.path("deep/er/x.ans"));
}

TEST(FolderTestcasesTest, HalfPairIsAnError) {
  TempDir dir;
  dir.write("a.in", "1\n");
  EXPECT_EQ(failure([&] { folder_testcases(dir.path()); }),
            "test case '" + dir.path("a") + ".in' has no answer: '" + dir.path("a") + ".ans' is missing");
}

}  // namespace
}  // namespace lcjudge
