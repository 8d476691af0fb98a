// `judge new` as typed, on a scratch project: the problem it sets up, read from a file or the
// standard input, and refusals (a problem that exists, a bad name, a bad template) that change nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "problem/config.h"
#include "tests/leetcode_templates.h"
#include "tests/scratch_project.h"
#include "tests/statements.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::ScratchProject;

const char* const kMinStack = R"(class MinStack {
public:
    MinStack() {
        
    }
    
    void push(int val) {
        
    }
    
    int getMin() {
        
    }
};

/**
 * Your MinStack object will be instantiated and called as such:
 * MinStack* obj = new MinStack();
 * obj->push(val);
 * int param_2 = obj->getMin();
 */
)";

class NewCommandEndToEndTest : public ::testing::Test {
 protected:
  RunRecord judge(const std::vector<std::string>& args, const std::string& stdin_path = "") {
    RunRecord run = project_.judge(args, stdin_path);
    EXPECT_TRUE(run.exited) << run.internal_error << run.stderr_text;
    return run;
  }
  bool exists(const std::string& relative) const { return std::filesystem::exists(project_.path(relative)); }

  ScratchProject project_;
};

TEST_F(NewCommandEndToEndTest, SetsUpAProblemFromAFile) {
  project_.write("two_sum.txt",
                 "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};\n");
  RunRecord run = judge({"new", "2-two-sum", "--stub", "two_sum.txt"});
  ASSERT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "judge: created 2-two-sum (Two Sum), a function problem: vector<int> twoSum("));
  EXPECT_TRUE(Contains(run.stdout_text, "testcases/2-two-sum/sample/N.in"));
  EXPECT_TRUE(exists("testcases/2-two-sum/sample/.gitkeep"));
  EXPECT_TRUE(exists("testcases/2-two-sum/secret/.gitkeep"));
  EXPECT_TRUE(exists("solutions/2-two-sum/accepted/.gitkeep"));
  EXPECT_EQ(read_file(project_.path("testcases/2-two-sum/stub.cpp")), read_file(project_.path("two_sum.txt")));
  ProblemConfig config = load_problem_config(project_.path("testcases/2-two-sum"));
  EXPECT_EQ(config.signature.methods.at(0).text, "vector<int> twoSum(vector<int>& nums, int target)");
  // The project's other commands know it by its number.
  EXPECT_TRUE(Contains(judge({"run", "2"}).stderr_text, "no solutions in 'solutions/2-two-sum'"));
}

// What make validate runs: each input against the signature, bad data named by file, line, column.
TEST_F(NewCommandEndToEndTest, CheckDataHoldsTheCasesToTheSignature) {
  project_.write("two_sum.txt",
                 "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n    }\n};\n");
  ASSERT_EQ(judge({"new", "2-two-sum", "--stub", "two_sum.txt"}).exit_code, kExitAllExpected);
  project_.write("testcases/2-two-sum/sample/1.in", "[2,7,11,15]\n9\n");
  project_.write("testcases/2-two-sum/sample/1.ans", "[0,1]\n");
  RunRecord fits = judge({"check-data", "2"});
  EXPECT_EQ(fits.exit_code, kExitAllExpected) << fits.stderr_text;
  EXPECT_TRUE(Contains(fits.stdout_text, "check-data: 1 case of 1 problem fits its signature")) << fits.stdout_text;
  project_.write("testcases/2-two-sum/secret/2.in", "[2,7]\n\"9\"\n");
  project_.write("testcases/2-two-sum/secret/2.ans", "[0,1]\n");
  RunRecord bad = judge({"check-data", "2"});
  EXPECT_EQ(bad.exit_code, kExitError);
  EXPECT_TRUE(Contains(bad.stderr_text, "secret/2.in', line 2, column 1: expected int, found string")) << bad.stderr_text;
}

TEST_F(NewCommandEndToEndTest, ReadsTheTemplateFromStandardInput) {
  std::string stub = project_.write("min_stack.txt", kMinStack);
  RunRecord run = judge({"new", "155-min-stack", "--stub", "-"}, stub);
  ASSERT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "a design problem: class MinStack"));
  ProblemConfig config = load_problem_config(project_.path("testcases/155-min-stack"));
  EXPECT_EQ(config.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(config.signature.methods.size(), 3u);
  EXPECT_EQ(config.signature.methods.at(1).text, "void push(int val)");
}

TEST_F(NewCommandEndToEndTest, AnExistingProblemIsNeverTouched) {
  project_.write("add.txt", "class Solution {\npublic:\n    int add(int a, int b) {\n    }\n};\n");
  project_.mkdir("solutions/3-only-solutions");
  auto before = project_.snapshot();
  RunRecord taken = judge({"new", "1-add", "--stub", "add.txt"});
  EXPECT_EQ(taken.exit_code, kExitError);
  EXPECT_TRUE(Contains(taken.stderr_text, "judge: error: 'testcases/1-add' already exists: judge new never overwrites"));
  RunRecord empty_folder = judge({"new", "3-only-solutions", "--stub", "add.txt"});
  EXPECT_EQ(empty_folder.exit_code, kExitError);
  EXPECT_TRUE(Contains(empty_folder.stderr_text, "'solutions/3-only-solutions' already exists"));
  RunRecord same_number = judge({"new", "1-add-two", "--stub", "add.txt"});
  EXPECT_EQ(same_number.exit_code, kExitError);
  EXPECT_TRUE(Contains(same_number.stderr_text, "problem 1 exists already, as '1-add'"));
  EXPECT_EQ(project_.snapshot(), before);
}

TEST_F(NewCommandEndToEndTest, BadNamesAndTemplatesAreRefused) {
  project_.write("add.txt", "class Solution {\npublic:\n    int add(int a, int b) {\n    }\n};\n");
  project_.write("bad.txt", "class Solution {\npublic:\n    int f(unordered_map<int,int>& m) {\n    }\n};\n");
  auto before = project_.snapshot();
  for (const char* name : {"Two-Sum", "4-Two-Sum", "4-two_sum", "../4-two", "4"}) {
    RunRecord run = judge({"new", name, "--stub", "add.txt"});
    EXPECT_EQ(run.exit_code, kExitError) << name;
    EXPECT_TRUE(Contains(run.stderr_text, std::string("bad problem name '") + name + "'"));
  }
  RunRecord bad = judge({"new", "4-bad", "--stub", "bad.txt"});
  EXPECT_EQ(bad.exit_code, kExitError);
  EXPECT_TRUE(Contains(bad.stderr_text, "judge: error: bad.txt:3: unsupported type 'unordered_map<int, int>'"));
  RunRecord missing = judge({"new", "4-bad"});
  EXPECT_EQ(missing.exit_code, kExitError);
  EXPECT_TRUE(Contains(missing.stderr_text, "--stub"));
  EXPECT_EQ(project_.snapshot(), before);
}

// The user's walk: the template saved to a file, the statement pasted; check-data then holds the
// samples to the signature and the answers to the return type.
TEST_F(NewCommandEndToEndTest, APastedDesignStatementGivesItsSample) {
  project_.write("min_stack.cpp", test_statements::kMinStackStub);
  std::string statement = project_.write("min_stack.txt", test_statements::kMinStack);
  RunRecord run = judge({"new", "155-min-stack", "--stub", "min_stack.cpp", "--statement", "-"}, statement);
  ASSERT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_EQ(read_file(project_.path("testcases/155-min-stack/sample/1.in")),
            "[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]\n[[],[-2],[0],[-3],[],[],[],[]]\n");
  EXPECT_EQ(read_file(project_.path("testcases/155-min-stack/sample/1.ans")), "[null,null,null,null,-3,null,0,-2]\n");
  std::string markdown = read_file(project_.path("testcases/155-min-stack/problem.md"));
  EXPECT_EQ(markdown.compare(0, 16, "# 155. Min Stack"), 0) << markdown;
  EXPECT_TRUE(Contains(markdown, "-2^31 <= val <= 2^31 - 1"));
  EXPECT_FALSE(Contains(run.stdout_text, "the statement says"));
  RunRecord check = judge({"check-data", "155"});
  EXPECT_EQ(check.exit_code, kExitAllExpected) << check.stdout_text << check.stderr_text;
}

TEST_F(NewCommandEndToEndTest, AStatementWithCrlfAndNonBreakingSpacesWorks) {
  project_.write("two_sum.cpp", test_statements::kTwoSumStub);
  std::string crlf;  // the scratch project has a problem 1: this is 9
  const std::string text = "9" + std::string(test_statements::kTwoSum).substr(1);
  for (const char* c = text.c_str(); *c; ++c) crlf += *c == '\n' ? std::string("\r\n") : std::string(1, *c);
  project_.write("two_sum.txt", crlf);
  RunRecord run = judge({"new", "9-two-sum", "--stub", "two_sum.cpp", "--statement", "two_sum.txt"});
  ASSERT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "judge: created 9-two-sum (Two Sum)"));
  EXPECT_TRUE(Contains(run.stdout_text, "judge: the statement says 'in any order': set `order: any` in problem.yaml"));
  EXPECT_EQ(read_file(project_.path("testcases/9-two-sum/sample/2.in")), "[3,2,4]\n6\n");
  std::string markdown = read_file(project_.path("testcases/9-two-sum/problem.md"));
  EXPECT_EQ(markdown.rfind("# 9. Two Sum\n\nEasy\n", 0), 0u) << markdown;
  EXPECT_FALSE(Contains(markdown, "\r"));
  EXPECT_FALSE(Contains(markdown, "\xC2\xA0"));
  RunRecord check = judge({"check-data", "9"});
  EXPECT_EQ(check.exit_code, kExitAllExpected) << check.stdout_text << check.stderr_text;
  EXPECT_TRUE(Contains(check.stdout_text, "3 cases of 1 problem fit")) << check.stdout_text;
}

TEST_F(NewCommandEndToEndTest, AnEscapeInAPastedStatementIsRefusedUnprinted) {
  project_.write("two_sum.cpp", test_statements::kTwoSumStub);
  std::string statement = project_.write("evil.txt", "9" + std::string(test_statements::kTwoSum).substr(1) + "\x1b]0;pwned\x07\n");
  auto before = project_.snapshot();
  RunRecord run = judge({"new", "9-two-sum", "--stub", "two_sum.cpp", "--statement", "-"}, statement);
  EXPECT_EQ(run.exit_code, kExitError);
  EXPECT_TRUE(Contains(run.stderr_text, "judge: error: <stdin>: line 31: control character 0x1B: paste the statement as plain text")) << run.stderr_text;
  EXPECT_FALSE(Contains(run.stderr_text + run.stdout_text, "\x1b"));
  EXPECT_EQ(project_.snapshot(), before);
}

// problem.yaml's lines that declare the signature: signature:, or design: with its methods, drive: and node:.
std::string signature_lines(const std::string& yaml) {
  std::string lines;
  for (size_t start = 0, end; start < yaml.size(); start = end + 1) {
    end = yaml.find('\n', start);
    std::string line = yaml.substr(start, end - start);
    for (const char* key : {"signature:", "design:", "methods:", "  - ", "drive:", "node:"}) {
      if (line.rfind(key, 0) == 0) lines += line + "\n";
    }
  }
  return lines;
}

// LeetCode's Go editor's template pasted: Go's `func (this *MinStack) Push(val int)` is the C++
// template's `void push(int val)`, and problem.yaml is the one the C++ template gives.
TEST_F(NewCommandEndToEndTest, SetsUpADesignProblemFromAPastedGoTemplate) {
  std::string go = project_.write("min_stack.txt", leetcode_templates::kMinStack.go);
  RunRecord run = judge({"new", "155-min-stack", "--stub", "-"}, go);
  ASSERT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "judge: created 155-min-stack (Min Stack), a design problem: class MinStack, 4 "
                                        "methods"));
  EXPECT_TRUE(Contains(run.stdout_text, "solutions/155-min-stack/accepted/NAME.go"));
  EXPECT_FALSE(Contains(run.stdout_text, "does not tell"));  // Go's types say it all
  EXPECT_EQ(read_file(project_.path("testcases/155-min-stack/stub.go")), std::string(leetcode_templates::kMinStack.go) + "\n");
  project_.write("min_stack.cpp", leetcode_templates::kMinStack.cpp);
  ASSERT_EQ(judge({"new", "156-min-stack-cpp", "--stub", "min_stack.cpp"}).exit_code, kExitAllExpected);
  std::string from_go = read_file(project_.path("testcases/155-min-stack/problem.yaml"));
  EXPECT_EQ(signature_lines(from_go), signature_lines(read_file(project_.path("testcases/156-min-stack-cpp/problem.yaml"))));
  EXPECT_TRUE(Contains(from_go, "  - void push(int val)\n  - void pop()\n  - int top()\n  - int getMin()\n")) << from_go;
  EXPECT_TRUE(Contains(from_go, "from LeetCode's Go template (stub.go)"));
}

// LeetCode's PHP template saved as a file: its docblock's types, the C++ template's problem.yaml;
// the statement's examples tell its Integer and String apart from long long and char.
TEST_F(NewCommandEndToEndTest, SetsUpAFunctionProblemFromAPhpFile) {
  project_.write("next_letter.php", leetcode_templates::kNextGreatestLetter.php);
  std::string statement = project_.write("next_letter.txt",
                                         "744. Find Smallest Letter Greater Than Target\nEasy\nReturn the smallest "
                                         "character in letters that is lexicographically greater than target.\n\n"
                                         "Example 1:\n\nInput: letters = [\"c\",\"f\",\"j\"], target = \"a\"\n"
                                         "Output: \"c\"\nExample 2:\n\nInput: letters = [\"c\",\"f\",\"j\"], "
                                         "target = \"c\"\nOutput: \"f\"\n");
  RunRecord run = judge({"new", "744-find-smallest-letter-greater-than-target", "--stub", "next_letter.php",
                         "--statement", "-"}, statement);
  ASSERT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "a function problem: char nextGreatestLetter(vector<char>& letters, char target)"))
      << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "judge: LeetCode's PHP template does not tell string from char: read from the "
                                        "statement's examples: letters vector<char>, target char, the result char"))
      << run.stdout_text;
  EXPECT_TRUE(exists("testcases/744-find-smallest-letter-greater-than-target/stub.php"));
  EXPECT_EQ(read_file(project_.path("testcases/744-find-smallest-letter-greater-than-target/sample/1.in")),
            "[\"c\",\"f\",\"j\"]\n\"a\"\n");
  project_.write("next_letter.cpp", leetcode_templates::kNextGreatestLetter.cpp);
  ASSERT_EQ(judge({"new", "745-letter-cpp", "--stub", "next_letter.cpp"}).exit_code, kExitAllExpected);
  EXPECT_EQ(signature_lines(read_file(project_.path("testcases/744-find-smallest-letter-greater-than-target/problem.yaml"))),
            signature_lines(read_file(project_.path("testcases/745-letter-cpp/problem.yaml"))));
}

// A paste of no language is refused naming the seven templates it takes; a PHP template's error is
// in PHP's words, never C++'s `public:`. Nothing is written.
TEST_F(NewCommandEndToEndTest, ATemplateItCannotReadIsRefusedInItsOwnWords) {
  std::string prose = project_.write("prose.txt", "Given an array of integers nums, return the answer.\n");
  project_.write("bad.php", "class Solution {\n    /**\n     * @param Integer[] $nums\n     */\n    function f($nums, $k) {\n    }\n}\n");
  auto before = project_.snapshot();
  RunRecord unknown = judge({"new", "4-four", "--stub", "-"}, prose);
  EXPECT_EQ(unknown.exit_code, kExitError);
  EXPECT_TRUE(Contains(unknown.stderr_text, "judge: error: <stdin>: not one of LeetCode's code templates")) << unknown.stderr_text;
  for (const char* language : {"C++ '", "Python 3 '", "Java '", "JavaScript '", "TypeScript '", "Go '", "PHP '"}) {
    EXPECT_TRUE(Contains(unknown.stderr_text, language));
  }
  RunRecord php = judge({"new", "4-four", "--stub", "bad.php"});
  EXPECT_EQ(php.exit_code, kExitError);
  EXPECT_TRUE(Contains(php.stderr_text, "judge: error: bad.php:5: parameter '$k' has no type: LeetCode's PHP template "
                                        "gives each one in the docblock above the function, '@param Integer[] $k'"))
      << php.stderr_text;
  EXPECT_FALSE(Contains(php.stderr_text, "public:"));
  EXPECT_EQ(project_.snapshot(), before);
}

}  // namespace
}  // namespace lcjudge
