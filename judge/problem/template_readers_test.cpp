// LeetCode's template in each of its eight languages gives the signature its C++ template gives:
// the same class, kind, drive, Node and, method by method, the same names and C++ types.
#include "problem/template_model.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "problem/open_scalars.h"
#include "problem/stub.h"
#include "problem/stub_translation.h"
#include "tests/leetcode_templates.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using leetcode_templates::TemplateSet;
using test_util::Contains;

// What problem.yaml's signature says, method by method: "design MinStack operations node=none |
// MinStack() | void push(int& val)...", each type as the driver decodes it.
std::string signature_of(const ParsedStub& stub) {
  const ProblemSignature& signature = stub.signature;
  std::string out = fmt::format("{} {} drive={} node={}", signature.kind == ProblemSignature::Kind::kDesign ? "design" : "function",
                                signature.class_name, static_cast<int>(signature.drive), node_kind_name(stub.node));
  for (const MethodSignature& method : signature.methods) {
    out += fmt::format(" | {} {}(", method.is_constructor ? "" : method.result.cpp_type(), method.name);
    for (const Parameter& parameter : method.parameters) {
      out += fmt::format("{}{} {}, ", parameter.type.is_const ? "const " : "", parameter.type.cpp_type() +
                         (parameter.type.is_reference ? "&" : ""), parameter.name);
    }
    out += ")";
  }
  return out;
}

// The template of LANGUAGE read as `judge new` reads it, its open scalars settled from EXAMPLES.
ParsedStub read(Language language, const std::string& text, const std::vector<StatementExample>& examples = {}) {
  if (language == Language::kCpp) return parse_stub(text, "stub");
  TemplateModel model = read_template_model(language, text, "stub");
  settle_open_scalars(model, examples, language, !examples.empty());
  return parse_stub(template_cpp_text(model), "stub");
}

StatementExample example(const std::string& input, const std::string& output) {
  StatementExample made;
  made.number = 1;
  made.line = 1;
  made.input = input;
  made.output = output;
  return made;
}

// Each language's template of SET, told from its text alone as when pasted, gives the C++ signature.
void expect_all_languages_agree(const TemplateSet& set, const std::vector<StatementExample>& examples = {}) {
  const std::string expected = signature_of(read(Language::kCpp, set.cpp));
  const std::pair<Language, const char*> templates[] = {
      {Language::kPython, set.python},         {Language::kJava, set.java}, {Language::kJavaScript, set.javascript},
      {Language::kTypeScript, set.typescript}, {Language::kGo, set.go},     {Language::kPhp, set.php},
      {Language::kRuby, set.ruby},
  };
  for (const auto& [language, text] : templates) {
    SCOPED_TRACE(fmt::format("{}, {}", set.problem, language_name(language)));
    EXPECT_EQ(template_language("-", text, "<stdin>"), language);
    try {
      EXPECT_EQ(signature_of(read(language, text, examples)), expected);
    } catch (const JudgeFailure& e) {
      ADD_FAILURE() << e.what();
    }
  }
  EXPECT_EQ(template_language("-", set.cpp, "<stdin>"), Language::kCpp);
}

TEST(TemplateReadersTest, AFunctionOfArraysReadsAlikeInEveryLanguage) {
  expect_all_languages_agree(leetcode_templates::kTwoSum);
  EXPECT_EQ(read(Language::kGo, leetcode_templates::kTwoSum.go).signature.methods.at(0).text,
            "vector<int> twoSum(vector<int>& nums, int target)");
}

TEST(TemplateReadersTest, ADesignClassReadsAlikeInEveryLanguage) {
  expect_all_languages_agree(leetcode_templates::kMinStack);
  ParsedStub go = read(Language::kGo, leetcode_templates::kMinStack.go);
  EXPECT_EQ(go.signature.methods.at(4).text, "int getMin()");  // Go's GetMin, as C++ names it
}

TEST(TemplateReadersTest, TreesAndListsReadAlikeInEveryLanguage) {
  expect_all_languages_agree(leetcode_templates::kLevelOrder);
  expect_all_languages_agree(leetcode_templates::kReverseList);
}

TEST(TemplateReadersTest, AnInPlaceVoidMethodReadsAlikeInEveryLanguage) {
  expect_all_languages_agree(leetcode_templates::kRotate);
  EXPECT_EQ(read(Language::kPhp, leetcode_templates::kRotate.php).signature.methods.at(0).text,
            "void rotate(vector<vector<int>>& matrix)");
}

TEST(TemplateReadersTest, ACharGridAndCharsReadAlikeGivenTheStatementsExamples) {
  expect_all_languages_agree(
      leetcode_templates::kWordSearch,
      {example("board = [[\"A\",\"B\",\"C\",\"E\"],[\"S\",\"F\",\"C\",\"S\"],[\"A\",\"D\",\"E\",\"E\"]], word = \"ABCCED\"",
               "true")});
  expect_all_languages_agree(leetcode_templates::kNextGreatestLetter,
                             {example("letters = [\"c\",\"f\",\"j\"], target = \"a\"", "\"c\""),
                              example("letters = [\"c\",\"f\",\"j\"], target = \"c\"", "\"f\"")});
}

TEST(TemplateReadersTest, DoublesAndLongsReadAlikeGivenTheStatementsExamples) {
  expect_all_languages_agree(leetcode_templates::kMyPow, {example("x = 2.00000, n = 10", "1024.00000"),
                                                          example("x = 2.10000, n = 3", "9.26100")});
  // 2104's Example 1, and an example whose answer is past int: 3 subarrays of range 2e9.
  expect_all_languages_agree(leetcode_templates::kSubArrayRanges,
                             {example("nums = [1,2,3]", "4"),
                              example("nums = [-1000000000,1000000000,-1000000000]", "6000000000")});
  expect_all_languages_agree(
      leetcode_templates::kMedianFinder,
      {example("[\"MedianFinder\", \"addNum\", \"addNum\", \"findMedian\", \"addNum\", \"findMedian\"]\n"
               "[[], [1], [2], [], [3], []]",
               "[null, null, null, 1.5, null, 2.0]")});
}

// Python 2's template, as old problems still show it: types in the docstring.
TEST(TemplateReadersTest, AnOldPythonTemplatesDocstringTypesAreRead) {
  ParsedStub stub = read(Language::kPython,
                         "class Solution(object):\n    def rotate(self, matrix):\n        \"\"\"\n"
                         "        :type matrix: List[List[int]]\n        :rtype: void Do not return anything, modify "
                         "matrix in-place instead.\n        \"\"\"\n        \n");
  EXPECT_EQ(signature_of(stub), signature_of(read(Language::kCpp, leetcode_templates::kRotate.cpp)));
}

TEST(TemplateReadersTest, ACodecANodeAndAnIteratorReadAlikeInEveryLanguage) {
  expect_all_languages_agree(leetcode_templates::kCodec);
  expect_all_languages_agree(leetcode_templates::kNaryPreorder);
  expect_all_languages_agree(leetcode_templates::kNestedIterator);
  EXPECT_EQ(read(Language::kJavaScript, leetcode_templates::kNestedIterator.javascript).signature.drive,
            ProblemSignature::Drive::kIterator);
}

TEST(TemplateReadersTest, WithoutExamplesAnOpenNumberStaysIntAndTheNoteSaysSo) {
  TemplateModel model = read_template_model(Language::kTypeScript, leetcode_templates::kMyPow.typescript, "stub.ts");
  std::string note = settle_open_scalars(model, {}, Language::kTypeScript, false);
  EXPECT_EQ(parse_stub(template_cpp_text(model), "stub.ts").signature.methods.at(0).text, "int myPow(int x, int n)");
  EXPECT_TRUE(Contains(note, "LeetCode's TypeScript template does not tell int from long long and double")) << note;
  EXPECT_TRUE(Contains(note, "read as int and string (--statement reads them from its examples): x int, n int, the "
                             "result int"))
      << note;
  TemplateModel go = read_template_model(Language::kGo, leetcode_templates::kMyPow.go, "stub.go");
  EXPECT_EQ(settle_open_scalars(go, {}, Language::kGo, false), "");  // Go's types say it all
}

TEST(TemplateReadersTest, ATemplatesErrorsNameItsLinesInItsOwnWords) {
  auto failure = [](Language language, const std::string& text) {
    try {
      read_template_model(language, text, "stub");
    } catch (const JudgeFailure& e) {
      return std::string(e.what());
    }
    return std::string("(no failure)");
  };
  std::string js = failure(Language::kJavaScript, "/**\n * @param {number[]} nums\n */\nvar f = function(nums, k) {\n};\n");
  EXPECT_TRUE(Contains(js, "stub:4: parameter 'k' has no type: LeetCode's JavaScript template gives each one in the "
                           "JSDoc above the function, '@param {number[]} k'"));
  std::string php = failure(Language::kPhp, "class Solution {\n  /**\n   * @param Map $m\n   */\n  function f($m) {\n  }\n}\n");
  EXPECT_TRUE(Contains(php, "stub:5: unsupported type 'Map' in 'Map'; LeetCode's PHP templates write Integer, Float, "
                            "String, Boolean, NULL, T[], ListNode, TreeNode, Node and NestedInteger"))
      << php;
  EXPECT_FALSE(Contains(php, "public:"));
  std::string go = failure(Language::kGo, "func f(m map[int]int) int {\n}\n");
  EXPECT_TRUE(Contains(go, "stub:1: unsupported type 'map'")) << go;
  std::string ts = failure(Language::kTypeScript, "function f(a: number): number {\n}\nfunction g(b: string): number {\n}\n");
  EXPECT_TRUE(Contains(ts, "stub:3: 2 functions (f (line 1), g (line 3)): LeetCode's TypeScript template declares one"))
      << ts;
  std::string ruby = failure(Language::kRuby, "# @param {Integer[]} nums\ndef f(nums, k)\nend\n");
  EXPECT_TRUE(Contains(ruby, "stub:2: parameter 'k' has no type: LeetCode's Ruby template gives each one in the "
                             "comment above the method, '# @param {Integer[]} k'"))
      << ruby;
  std::string hash = failure(Language::kRuby, "# @param {Hash} m\n# @return {Integer}\ndef f(m)\nend\n");
  EXPECT_TRUE(Contains(hash, "stub:3: unsupported type 'Hash' in 'Hash'; LeetCode's Ruby templates write Integer"))
      << hash;
  std::string none = failure(Language::kGo, "// nothing\n");
  EXPECT_TRUE(Contains(none, "stub:1: no class or function here: expected LeetCode's Go template, 'func twoSum(nums "
                             "[]int, target int) []int { }'"))
      << none;
}

TEST(TemplateReadersTest, ATextOfNoLanguageIsRefusedNamingEveryLanguagesTemplate) {
  try {
    template_language("-", "hello, world\n", "<stdin>");
    ADD_FAILURE() << "no refusal";
  } catch (const JudgeFailure& e) {
    std::string message = e.what();
    EXPECT_TRUE(Contains(message, "<stdin>: not one of LeetCode's code templates")) << message;
    for (const char* shape : {"C++ 'class Solution { public:", "Python 3 'class Solution:'", "Java 'class Solution {",
                              "JavaScript 'var twoSum = function(nums, target)", "TypeScript 'function twoSum(nums: number[]",
                              "Go 'func twoSum(nums []int", "PHP 'class Solution { function twoSum($nums, $target)",
                              "Ruby 'def two_sum(nums, target)'"}) {
      EXPECT_TRUE(Contains(message, shape));
    }
  }
  EXPECT_EQ(template_language("two_sum.go", "", "two_sum.go"), Language::kGo);
  EXPECT_EQ(template_language("two_sum.php", "", "two_sum.php"), Language::kPhp);
  EXPECT_EQ(template_language("two_sum.rb", "", "two_sum.rb"), Language::kRuby);
}

// Ruby's snake_case names are the C++ template's camelCase; a design method typed by its `=begin`
// block, a function by YARD's comments, an in-place one by `{Void} Do not return anything`.
TEST(TemplateReadersTest, RubysSnakeCaseNamesReadAsCppsCamelCase) {
  ParsedStub design = read(Language::kRuby, leetcode_templates::kMinStack.ruby);
  EXPECT_EQ(design.signature.methods.at(4).text, "int getMin()");
  ParsedStub iterator = read(Language::kRuby, leetcode_templates::kNestedIterator.ruby);
  EXPECT_EQ(iterator.signature.methods.at(0).text, "NestedIterator(vector<NestedInteger>& nestedList)");
  EXPECT_EQ(iterator.signature.drive, ProblemSignature::Drive::kIterator);
  EXPECT_EQ(read(Language::kRuby, leetcode_templates::kRotate.ruby).signature.methods.at(0).text,
            "void rotate(vector<vector<int>>& matrix)");
  ParsedStub old_style = read(Language::kRuby, "# @param {List[str]} buf\n# @param {int} n\n# @return {int}\n"
                                               "def read_chars(buf, n)\nend\n");
  EXPECT_EQ(old_style.signature.methods.at(0).text, "int readChars(vector<string>& buf, int n)");
}

// A template's line numbers are the user's: an error problem/stub.h finds names the method's line.
TEST(TemplateReadersTest, TheCppTextKeepsEachMethodOnItsLine) {
  std::string cpp = cpp_template_from(Language::kJavaScript, leetcode_templates::kMinStack.javascript, "stub.js");
  std::vector<std::string> lines;
  for (size_t start = 0, end; start < cpp.size(); start = end + 1) {
    end = cpp.find('\n', start);
    lines.push_back(cpp.substr(start, end - start));
  }
  ASSERT_GE(lines.size(), 24u);
  EXPECT_TRUE(Contains(lines[1], "MinStack()"));  // `var MinStack = function() {` is line 2
  EXPECT_TRUE(Contains(lines[9], "void push(int val)"));
  EXPECT_TRUE(Contains(lines[23], "int top()"));
}

}  // namespace
}  // namespace lcjudge
