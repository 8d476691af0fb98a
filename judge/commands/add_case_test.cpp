// `judge add`: both input shapes and their errors, the committed form, group and name rules, the
// next free number, files that are never overwritten, and (on a scratch problem of its own)
// refusals that write nothing: a validator's rule, a wrong --expect, a taken name.
#include "commands/add_case.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/case_input.h"
#include "problem/signature.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_util::Contains;
using test_util::failure;
using test_util::TempDir;

string parse_failure(const string& text) {
  return failure([&] { parse_case_values(text, "case.txt"); });
}

// --- the two input shapes ---

TEST(CaseInputTest, EmptyInputIsAnError) {
  EXPECT_TRUE(Contains(parse_failure(""), "case.txt: no test case: expected LeetCode's custom test case"));
  EXPECT_TRUE(Contains(parse_failure(" \n\n"), "case.txt: no test case"));
}

TEST(CaseInputTest, CustomTestCaseLinesAreKept) {
  EXPECT_EQ(parse_case_values("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n", "x"),
            vector<string>{"[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"});
  EXPECT_EQ(parse_case_values("[\"####F\",\"#C...\",\"M....\"]\n1\n2\n", "x"),
            (vector<string>{"[\"####F\",\"#C...\",\"M....\"]", "1", "2"}));
}

TEST(CaseInputTest, StatementFormOn913) {
  EXPECT_EQ(normalise_case_input("graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]", "x"),
            "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n");
}

TEST(CaseInputTest, StatementFormOn1728TakesTheValuesInOrder) {
  EXPECT_EQ(normalise_case_input("grid = [\"####F\",\"#C...\",\"M....\"], catJump = 1, mouseJump = 2\n", "x"),
            "[\"####F\",\"#C...\",\"M....\"]\n1\n2\n");
}

TEST(CaseInputTest, StatementFormMaySpreadOverLines) {
  EXPECT_EQ(normalise_case_input("grid = [\"M.C...F\"],\n  catJump = 1,\r\n  mouseJump = 4\n", "x"),
            "[\"M.C...F\"]\n1\n4\n");
}

TEST(CaseInputTest, StatementLabelIsSkipped) {
  EXPECT_EQ(normalise_case_input("Input: graph = [[1,3],[0],[3],[0,2]]\n", "x"), "[[1,3],[0],[3],[0,2]]\n");
}

TEST(CaseInputTest, CommasInsideValuesDoNotSplit) {
  EXPECT_EQ(parse_case_values("a = [1, [2, 3]], b = \"x, y = z\", c = {\"k\": [4,5]}", "x"),
            (vector<string>{"[1,[2,3]]", "\"x, y = z\"", "{\"k\":[4,5]}"}));
}

// --- normalisation ---

TEST(CaseInputTest, WhitespaceOutsideStringsIsRemoved) {
  EXPECT_EQ(normalise_case_input("  [ [2, 5] ,\t[3] ]  \n\n 1 \n", "x"), "[[2,5],[3]]\n1\n");
  EXPECT_EQ(normalise_case_input("[\"a b\", \"c\\\" d\"]", "x"), "[\"a b\",\"c\\\" d\"]\n");
}

TEST(CaseInputTest, AValueMaySpanLines) {
  EXPECT_EQ(normalise_case_input("[\n  \"M.C\",\n  \"..F\"\n]\n2\n", "x"), "[\"M.C\",\"..F\"]\n2\n");
}

TEST(CaseInputTest, CrLfAndByteOrderMarkAreDropped) {
  EXPECT_EQ(normalise_case_input("\xEF\xBB\xBF[[1],[0]]\r\n3\r\n", "x"), "[[1],[0]]\n3\n");
}

TEST(CaseInputTest, NumbersAndStringsStayAsWritten) {
  EXPECT_EQ(normalise_case_input("1.50\n-0\n\"\\u00e9\"\n123456789012345678901234567890\n", "x"),
            "1.50\n-0\n\"\\u00e9\"\n123456789012345678901234567890\n");
}

// --- malformed input: a clear message with file, line and column ---

TEST(CaseInputTest, TwoValuesOnOneLineNeedNames) {
  EXPECT_TRUE(Contains(parse_failure("[\"M.C...F\"], 1, 4\n"),
                       "case.txt:1:12: more after the value on this line: the custom test case form has one value per line"));
}

TEST(CaseInputTest, UnclosedBracketPointsAtIt) {
  EXPECT_EQ(parse_failure("1\n  [[1,2],[0]\n"), "case.txt:2:3: '[' never closed");
}

TEST(CaseInputTest, UnclosedStringPointsAtIt) {
  EXPECT_EQ(parse_failure("grid = [\"M.C]\n"), "case.txt:1:9: string never closed");
}

TEST(CaseInputTest, BadJsonInsideAValueIsLocated) {
  string message = parse_failure("[[1,2],\n [0,,1]]\n");
  EXPECT_TRUE(Contains(message, "case.txt:2:5: not a JSON value: syntax error")) << message;
}

TEST(CaseInputTest, BareWordSuggestsTheShapes) {
  string message = parse_failure("graph: [[1],[0]]\n");
  EXPECT_TRUE(Contains(message, "case.txt:1:1: not a JSON value")) << message;
  EXPECT_TRUE(Contains(message, "name = value")) << message;
}

TEST(CaseInputTest, StatementFormErrors) {
  EXPECT_EQ(parse_failure("grid = [\"M\"] catJump = 1"), "case.txt:1:14: expected ',' or the end after the value of 'grid'");
  EXPECT_EQ(parse_failure("grid = [\"M\"],"), "case.txt:1:14: expected 'name = value' after ','");
  EXPECT_EQ(parse_failure("grid = "), "case.txt:1:8: expected a value after 'grid ='");
  EXPECT_EQ(parse_failure("grid = [\"M\"], 1"), "case.txt:1:15: expected a parameter name ('name = value')");
  EXPECT_EQ(parse_failure("grid = [\"M\"], catJump 1"), "case.txt:1:23: expected '=' after 'catJump'");
  EXPECT_EQ(parse_failure("a = 1,\nb = 2, a = 3"), "case.txt:2:8: parameter 'a' given twice");
  EXPECT_EQ(parse_failure("a = tru"), "case.txt:1:8: not a JSON value: syntax error while parsing value - invalid literal; last read: 'tru'");
}

// --- where a case may go, and its name ---

TEST(AddCaseTest, GroupsBelowSampleOrSecretOnly) {
  EXPECT_NO_THROW(check_case_group("sample"));
  EXPECT_NO_THROW(check_case_group("secret"));
  EXPECT_NO_THROW(check_case_group("secret/small"));
  EXPECT_TRUE(Contains(failure([] { check_case_group(""); }), "bad --group '': empty"));
  EXPECT_TRUE(Contains(failure([] { check_case_group("/tmp/x"); }), "an absolute path"));
  EXPECT_TRUE(Contains(failure([] { check_case_group("secret/../../x"); }), "'..' leaves the problem's folder"));
  EXPECT_TRUE(Contains(failure([] { check_case_group("generators"); }), "not below sample/ or secret/"));
  EXPECT_TRUE(Contains(failure([] { check_case_group("secret//x"); }), "an empty folder name"));
  EXPECT_TRUE(Contains(failure([] { check_case_group("secret/a b"); }), "'a b' is not a plain folder name"));
  EXPECT_EQ(failure([] { check_case_group("secret/a\x1b[2J\xff"); }),
            "bad --group 'secret/a\\x1b[2J\\xff': 'a\\x1b[2J\\xff' is not a plain folder name (expected sample, secret, "
            "or a folder below them such as secret/small)");
}

TEST(AddCaseTest, NamesArePlainFileNames) {
  EXPECT_NO_THROW(check_case_name("ladder-200_s6.v2"));
  for (const char* bad : {"", ".hidden", "..", "-x", "a/b", "a b"}) {
    EXPECT_TRUE(Contains(failure([&] { check_case_name(bad); }), "bad --name")) << bad;
  }
  EXPECT_TRUE(Contains(failure([] { check_case_name("a\nb\x1b"); }), "bad --name 'a\\x0ab\\x1b'"));
}

// --- the next free number ---

TEST(NextFreeNameTest, MissingOrEmptyFolderStartsAtOne) {
  TempDir dir;
  EXPECT_EQ(next_free_name(dir.path("absent")), "1");
  EXPECT_EQ(next_free_name(dir.path()), "1");
}

TEST(NextFreeNameTest, OneAfterTheLargestNumber) {
  TempDir dir;
  dir.write("1.in", "");
  dir.write("1.ans", "");
  dir.write("2.in", "");
  dir.write("10.ans", "");  // a half pair still takes its number
  dir.write("007.in", "");
  EXPECT_EQ(next_free_name(dir.path()), "11");
}

TEST(NextFreeNameTest, OtherNamesAndFilesAreIgnored) {
  TempDir dir;
  dir.write("3.in", "");
  dir.write("ladder-100.in", "");
  dir.write("99.txt", "");
  dir.write("12a.in", "");
  dir.mkdir("50");
  dir.write("large/70.in", "");  // a subgroup's cases are not this group's
  EXPECT_EQ(next_free_name(dir.path()), "4");
}

// --- never overwriting ---

TEST(CreateNewFilesTest, CreatesEveryFileWithTheUsualMode) {
  TempDir dir;
  ASSERT_TRUE(create_new_files({{dir.path("1.in"), "[[1],[0]]\n"}, {dir.path("1.ans"), "1\n"}}));
  EXPECT_EQ(read_file(dir.path("1.in")), "[[1],[0]]\n");
  EXPECT_EQ(read_file(dir.path("1.ans")), "1\n");
  struct stat info;
  ASSERT_EQ(stat(dir.path("1.in").c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0644u);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 2);  // no temporary left
}

TEST(CreateNewFilesTest, NeverOverwritesAndLeavesNothingBehind) {
  TempDir dir;
  dir.write("1.ans", "old answer\n");
  EXPECT_FALSE(create_new_files({{dir.path("1.in"), "new\n"}, {dir.path("1.ans"), "new\n"}}));
  EXPECT_EQ(read_file(dir.path("1.ans")), "old answer\n");
  EXPECT_FALSE(std::filesystem::exists(dir.path("1.in")));  // the half already made is undone
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 1);
}

TEST(CreateNewFilesTest, MissingFolderIsAnError) {
  TempDir dir;
  EXPECT_TRUE(Contains(failure([&] { create_new_files({{dir.path("no/1.in"), "x"}}); }), "no/1.in"));
}

TEST(ReplaceFileTest, ReplacesAndKeepsTheMode) {
  TempDir dir;
  string path = dir.write("SHA256SUMS", "old\n");
  ASSERT_EQ(chmod(path.c_str(), 0640), 0);
  replace_file(path, "new\n");
  EXPECT_EQ(read_file(path), "new\n");
  struct stat info;
  ASSERT_EQ(stat(path.c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0640u);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 1);
}

// --- agreement of the accepted solutions: judged as `judge run` judges a case ---

std::string agreement(const ProblemConfig& config, const vector<AcceptedOutput>& outputs) {
  ScratchFolder scratch("lcjudge-test-agree");
  string input_path = scratch.write("case.in", "[2,7,11,15]\n9\n");
  return agreed_answer(config, scratch, input_path, outputs, 2);
}

TEST(AgreedAnswerTest, TwoSumInEitherOrderAgreesUnderOrderAny) {
  ProblemConfig config;
  config.compare.order = AnswerOrder::kAny;
  vector<AcceptedOutput> outputs = {{"1-two-sum/accepted/a", "[0,1]\n"}, {"1-two-sum/accepted/b", "[1,0]\n"}};
  EXPECT_EQ(agreement(config, outputs), "[0,1]");
  config.compare.order = AnswerOrder::kExact;
  string message = failure([&] { agreement(config, outputs); });
  EXPECT_TRUE(Contains(message, "the accepted solutions disagree on the case (nothing written):\n  1-two-sum/accepted/a: [0,1]\n"
                                "  1-two-sum/accepted/b: [1,0] (line 1, token 1: expected '[0,1]', found '[1,0]')"));
}

TEST(AgreedAnswerTest, DuplicatesDisagreeInAnyOrder) {
  ProblemConfig config;
  config.compare.order = AnswerOrder::kAny;
  string message = failure([&] { agreement(config, {{"a", "[1,1,2]"}, {"b", "[2,1,1]"}, {"c", "[1,2,2]"}}); });
  EXPECT_TRUE(Contains(message, "c: [1,2,2] (order ignored, sorted element 2 of 3: expected '1', found '2')")) << message;
  EXPECT_FALSE(Contains(message, "b: [2,1,1] (")) << message;
}

TEST(AgreedAnswerTest, AnAnswerThatCannotBeComparedIsNamed) {
  ProblemConfig config;
  config.compare.order = AnswerOrder::kAnyDeep;
  string message = failure([&] { agreement(config, {{"a", "[[1]"}, {"b", "[[1]]"}}); });
  EXPECT_TRUE(Contains(message, "cannot check the answer of b: the expected answer cannot be compared in order any-deep: not JSON"))
      << message;
}

// With an output validator every accepted output, the first too, must pass it against the first.
TEST(AgreedAnswerTest, AnOutputValidatorDecidesAgreement) {
  TempDir dir;
  ProblemConfig config;
  config.name = "5-parity";
  config.directory = dir.path("testcases/5-parity");
  // Accepts an output of the answer's parity.
  config.output_validator = dir.write("testcases/5-parity/output_validator/validate.cpp", R"(#include <fstream>
#include <iostream>
#include <string>
int main(int, char** argv) {
  long answer = 0, output = 0;
  std::ifstream(argv[2]) >> answer;
  if (!(std::cin >> output)) return 1;  // not a number: a broken validator, as far as the judge knows
  if ((answer - output) % 2 == 0) return 42;
  std::ofstream(std::string(argv[3]) + "judgemessage.txt") << "parity differs";
  return 43;
}
)");
  EXPECT_EQ(agreement(config, {{"a", "4\n"}, {"b", "8\n"}, {"c", "0"}}), "4");
  string message = failure([&] { agreement(config, {{"a", "4\n"}, {"b", "7\n"}}); });
  EXPECT_TRUE(Contains(message, "b: 7 (the output validator says: parity differs)")) << message;
  message = failure([&] { agreement(config, {{"a", "x\n"}, {"b", "4\n"}}); });
  EXPECT_TRUE(Contains(message, "cannot check the answer of a: the output validator '" + config.output_validator +
                                    "' exited 1 (42 accepts, 43 rejects)"))
      << message;
}

// --- the whole command on a problem of its own: every refusal writes nothing ---

// 1-add of tests/scratch_project.h with a validator (a and b from -1000 to 1000) and a second
// accepted solution, so that answers are agreed by two. Made and compiled once for the suite.
constexpr const char* kValidator = R"(// Validates 1-add: a line for a, a line for b, each in -1000..1000.
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  const bool answer = argc == 3 && std::string(argv[1]) == "--answer";
  const std::string path = argv[argc - 1];
  std::ifstream in(path);
  const char* names[] = {"a", "b"};
  std::string line;
  for (int i = 0; i < (answer ? 1 : 2); ++i) {
    std::getline(in, line);
    size_t used = 0;
    long value = 0;
    try { value = std::stol(line, &used); } catch (...) { used = 0; }
    const long limit = answer ? 2000 : 1000;
    if (used == 0 || used != line.size() || value < -limit || value > limit) {
      std::cerr << path << ":" << i + 1 << ":1: " << (answer ? "the sum" : names[i]) << " must be in " << -limit
                << ".." << limit << ", found " << line << "\n";
      return 1;
    }
  }
  return 0;
}
)";

const char* const kWideAdd = "class Solution {\n public:\n  long long add(long long a, long long b) { return a + b; }\n};\n";

// The refusals below come before any solution is built. This one runs the accepted solutions, so
// it runs build/judge inside a scratch project, as a user would, and shares the repository's
// driver build; add_case_text in-process would build its own (13 CPU-s), as its absolute root
// makes other command lines.
TEST(AddCommandRunTest, ExpectMismatchIsAnErrorAndWritesNothing) {
  test_util::ScratchProject scratch;
  scratch.write("solutions/1-add/accepted/add_wide.cpp", kWideAdd);
  scratch.write("case.txt", "4\n5\n");
  auto before = scratch.snapshot();
  RunRecord run = scratch.judge({"add", "1", "case.txt", "--expect", "1", "-j", "2"});
  EXPECT_TRUE(run.exited && run.exit_code == 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text,
                       "--expect '1' does not match the answer '9' of all 2 accepted solutions (nothing written)"));
  EXPECT_EQ(scratch.snapshot(), before);
}

// Safe to print: no control character but tab and newline, valid UTF-8.
bool printable_text(const string& text) { return printable(text, true) == text; }

// A solution that finds the driver's answer channel (its memfd, by name) and writes TEXT there
// itself, then leaves before the driver can: how an answer the driver would never encode (not
// UTF-8, not of the result type) can still reach the judge.
string forging_solution(const string& text) {
  return "#include <unistd.h>\n#include <cstdlib>\n#include <cstring>\n#include <string>\n"
         "class Solution {\n public:\n  int add(int, int) {\n"
         "    for (int fd = 3; fd < 64; ++fd) {\n"
         "      char link[64] = {};\n"
         "      std::string path = \"/proc/self/fd/\" + std::to_string(fd);\n"
         "      if (readlink(path.c_str(), link, sizeof link - 1) > 0 && std::strstr(link, \"memfd:answer\")) {\n"
         "        const char text[] = \"" + text + "\";\n"
         "        if (write(fd, text, sizeof text - 1) < 0) break;\n"
         "      }\n"
         "    }\n"
         "    std::_Exit(0);\n  }\n};\n";
}

// An accepted solution whose answer is not text: `judge add` refuses it, says why (escaped), and
// writes nothing; before, the .ans was written and every later run stopped at "bad test data".
TEST(AddCommandRunTest, AnAnswerThatIsNotUtf8IsRefusedAndWritesNothing) {
  test_util::ScratchProject scratch;
  scratch.write(test_util::ScratchProject::kSolution, forging_solution("\\xff\\x1b[2K9\\n"));
  scratch.write("case.txt", "4\n5\n");
  auto before = scratch.snapshot();
  RunRecord run = scratch.judge({"add", "1", "case.txt"});
  EXPECT_TRUE(run.exited && run.exit_code == 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "the answer of the accepted solution cannot be stored in ")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "invalid UTF-8")) << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "(nothing written)")) << run.stderr_text;
  EXPECT_TRUE(printable_text(run.stdout_text + run.stderr_text)) << run.stderr_text;
  EXPECT_EQ(scratch.snapshot(), before);
}

// One whose answer is a string where the signature says int.
TEST(AddCommandRunTest, AnAnswerNotOfTheResultTypeIsRefusedAndWritesNothing) {
  test_util::ScratchProject scratch;
  scratch.write(std::string(test_util::ScratchProject::kProblem) + "/problem.yaml",
                "signature: int add(int a, int b)\ntime_limit: 0.5\nmemory_limit: 256\nsanitize: false\n");
  scratch.write(test_util::ScratchProject::kSolution, forging_solution("\\\"five\\\"\\n"));
  scratch.write("case.txt", "4\n5\n");
  auto before = scratch.snapshot();
  RunRecord run = scratch.judge({"add", "1", "case.txt"});
  EXPECT_TRUE(run.exited && run.exit_code == 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "line 1, column 1: expected int, found string \"five\" (nothing written)"))
      << run.stderr_text;
  EXPECT_TRUE(printable_text(run.stdout_text + run.stderr_text)) << run.stderr_text;
  EXPECT_EQ(scratch.snapshot(), before);
}

TEST(AnswerProblemTest, AnAnswerPastTheOutputLimitIsRefused) {
  ProblemConfig config;
  config.limits.output_bytes = 1024;
  EXPECT_EQ(answer_problem(config, "", string(1023, '7')), "");
  EXPECT_EQ(answer_problem(config, "", string(1024, '7')), "it is 1025 bytes, over the output limit of 1 KiB");
  EXPECT_EQ(answer_problem(config, "", "a\rb"), "line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
}

// A solution printing by itself can write an answer that decodes right but is not the driver's
// print; stored, it would make every honest solution WA against it.
TEST(AnswerProblemTest, AnAnswerNotAsTheDriverPrintsItIsRefused) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.methods = {parse_method_signature("vector<string> f(int a)")};
  EXPECT_EQ(answer_problem(config, "1\n", "[\"a b\",\"\\\"\",\"\\n\"]"), "");
  EXPECT_EQ(answer_problem(config, "1\n", "[\"a\", \"b\"]"),
            "line 1, column 6: whitespace outside a string, where the driver prints none");
  EXPECT_EQ(answer_problem(config, "1\n", "[\"\\u0041\"]"),
            "line 1, column 2: a string escaped otherwise than the driver prints it (\"A\")");
  config.signature.methods = {parse_method_signature("vector<double> f(int a)")};
  EXPECT_EQ(answer_problem(config, "1\n", "[-0,1]"), "line 1, column 2: -0, which the driver prints as 0");
  EXPECT_EQ(answer_problem(config, "1\n", "[-0.00000,-0.5,-05]").substr(0, 9), "line 1, c");  // -05 is not JSON
  EXPECT_EQ(answer_problem(config, "1\n", "[-0.00000,-0.5,-0e1]"), "");
  config.signature.kind = ProblemSignature::Kind::kNone;  // no types: any text
  EXPECT_EQ(answer_problem(config, "1\n", "[ -0 ]"), "");
}

class AddCommandTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // add_case_text builds in-process, with the scratch project's absolute root: a driver build of
    // its own, should a test ever reach the solutions (none does).
    scratch_ = new test_util::ScratchProject(test_util::ScratchProject::DriverBuild::kOwn);
    scratch_->write("testcases/1-add/validator/validate.cpp", kValidator);
    scratch_->write("solutions/1-add/accepted/add_wide.cpp", kWideAdd);
    scratch_->write("testcases/1-add/secret/small/1.in", "1\n1\n");
    scratch_->write("testcases/1-add/secret/small/1.ans", "2\n");
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }
  void SetUp() override { before_ = scratch_->snapshot(); }
  void TearDown() override { EXPECT_EQ(scratch_->snapshot(), before_) << "a refused add wrote something"; }

  static Project project() {
    Project project;
    project.root = scratch_->root();
    return project;
  }
  string add_failure(const string& text, AddOptions options) {
    options.problem = "1";
    options.jobs = 2;
    return failure([&] { add_case_text(project(), options, text, "case.txt"); });
  }

  static test_util::ScratchProject* scratch_;
  std::map<string, string> before_;
};

test_util::ScratchProject* AddCommandTest::scratch_ = nullptr;

TEST_F(AddCommandTest, ACopyOfACaseIsRefusedNamingIt) {
  EXPECT_EQ(add_failure("a = 2, b = 3", {}),
            "case.txt: the case is already in the problem, as '" + scratch_->path("testcases/1-add/sample/1.in") +
                "' (nothing written)");
}

TEST_F(AddCommandTest, AGroupOneTypoFromAnotherIsRefusedWithTheOneMeant) {
  AddOptions options;
  options.group = "secret/smal";
  EXPECT_EQ(add_failure("a = 4, b = 4", options),
            "no group 'secret/smal' in " + scratch_->path("testcases/1-add") +
                " (did you mean 'secret/small'?): a group one typo away from another is not made; give --group "
                "secret/small (nothing written)");
}

TEST_F(AddCommandTest, ValidatorRejectionNamesTheRule) {
  string message = add_failure("a = 5000, b = 1", {});
  EXPECT_TRUE(Contains(message, "testcases/1-add/validator/validate.cpp rejects the case, line 1, column 1: "
                                "a must be in -1000..1000, found 5000"));
  EXPECT_TRUE(Contains(message, "line 1: 5000"));
}

TEST_F(AddCommandTest, TakenNameIsNeverOverwritten) {
  AddOptions options;
  options.group = "sample";
  options.name = "1";
  EXPECT_TRUE(Contains(add_failure("4\n5\n", options), "testcases/1-add/sample/1' (.in or .ans) already exists"));
}

TEST_F(AddCommandTest, BadGroupAndProblem) {
  AddOptions options;
  options.group = "../generators";
  EXPECT_TRUE(Contains(add_failure("2\n3\n", options), "bad --group '../generators'"));
  options.group = "secret";
  EXPECT_TRUE(Contains(failure([&] {
                         options.problem = "999";
                         add_case_text(project(), options, "1\n", "case.txt");
                       }),
                       "unknown problem '999': the problems are 1-add"));
}

}  // namespace
}  // namespace lcjudge

namespace lcjudge {
namespace {

// A problem's first cases, before any solution: --expect is the answer, checked as a solution's
// would be (the result type), then written; without it, the error says to give it.
class FirstCaseTest : public ::testing::Test {
 protected:
  void SetUp() override {
    scratch_.write(std::string(test_util::ScratchProject::kProblem) + "/problem.yaml",
                   "signature: int add(int a, int b)\ntime_limit: 0.5\nmemory_limit: 256\nsanitize: false\n");
    std::filesystem::remove(scratch_.path(test_util::ScratchProject::kSolution));
    scratch_.write("case.txt", "a = 4, b = 5\n");
  }
  test_util::ScratchProject scratch_;
};

TEST_F(FirstCaseTest, ExpectIsWrittenAsTheAnswerBeforeAnySolutionExists) {
  RunRecord run = scratch_.judge({"add", "1", "case.txt", "--expect", " 9 "});
  EXPECT_TRUE(run.exited && run.exit_code == 0) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(test_util::Contains(run.stdout_text, "(answer 9, from --expect: no accepted solution yet)")) << run.stdout_text;
  EXPECT_EQ(read_file(scratch_.path("testcases/1-add/secret/1.in")), "4\n5\n");
  EXPECT_EQ(read_file(scratch_.path("testcases/1-add/secret/1.ans")), "9\n");
}

TEST_F(FirstCaseTest, AnExpectOfTheWrongTypeIsRefusedAndWritesNothing) {
  auto before = scratch_.snapshot();
  RunRecord run = scratch_.judge({"add", "1", "case.txt", "--expect", "\"nine\""});
  EXPECT_TRUE(run.exited && run.exit_code == 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(test_util::Contains(run.stderr_text, "the answer of --expect cannot be stored in ")) << run.stderr_text;
  EXPECT_TRUE(test_util::Contains(run.stderr_text, "expected int")) << run.stderr_text;
  EXPECT_EQ(scratch_.snapshot(), before);
}

TEST_F(FirstCaseTest, TwoValuesInExpectAreRefused) {
  auto before = scratch_.snapshot();
  RunRecord run = scratch_.judge({"add", "1", "case.txt", "--expect", "9\n10"});
  EXPECT_TRUE(run.exited && run.exit_code == 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(test_util::Contains(run.stderr_text, "expected one value (the method's result), found 2")) << run.stderr_text;
  EXPECT_EQ(scratch_.snapshot(), before);
}

TEST_F(FirstCaseTest, WithoutExpectTheErrorSaysToGiveIt) {
  RunRecord run = scratch_.judge({"add", "1", "case.txt"});
  EXPECT_TRUE(run.exited && run.exit_code == 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(test_util::Contains(run.stderr_text, "nothing can compute the answer; give it with --expect")) << run.stderr_text;
}

}  // namespace
}  // namespace lcjudge
