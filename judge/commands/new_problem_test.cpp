// `judge new`'s pieces in-process: the name rule, the title, and the problem.yaml it writes, which
// load_problem_config must read back as the template's signature.
#include "commands/new_problem.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "problem/config.h"
#include "tests/statements.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::TempDir;

std::vector<std::string> texts(const ProblemSignature& signature) {
  std::vector<std::string> out;
  for (const auto& method : signature.methods) out.push_back(method.text);
  return out;
}

// The template through parse_stub, new_problem_yaml and load_problem_config.
ProblemConfig round_trip(const TempDir& temp, const std::string& name, const std::string& stub_text,
                         NodeKind node = NodeKind::kNone) {
  ParsedStub stub = parse_stub(stub_text, "stub.cpp", node);
  temp.write(name + "/problem.yaml", new_problem_yaml(name, title_from_name(name), stub));
  ProblemConfig config = load_problem_config(temp.path(name));
  EXPECT_EQ(config.signature.kind, stub.signature.kind);
  EXPECT_EQ(config.signature.class_name, stub.signature.class_name);
  EXPECT_EQ(texts(config.signature), texts(stub.signature));
  EXPECT_EQ(config.node, stub.node);
  return config;
}

TEST(NewProblemTest, NamesAreNumberThenLowercaseSlug) {
  for (const char* good : {"1-two-sum", "1728-cat-and-mouse-ii", "3-x", "10-regular-expression-matching"}) {
    EXPECT_EQ(test_util::failure([&] { check_new_problem_name(good); }), "(no error)") << good;
  }
  for (const char* bad : {"two-sum", "1-Two-Sum", "01-two-sum", "1-", "1--two", "1-two-", "1-two sum", "../1-two",
                          "1-two/sum", "1_two", "-1-two", "1", "1-two.sum", "1234567-big"}) {
    EXPECT_TRUE(Contains(test_util::failure([&] { check_new_problem_name(bad); }),
                         std::string("bad problem name '") + bad + "': expected NUMBER-SLUG"));
  }
}

TEST(NewProblemTest, TitleFromTheSlug) {
  EXPECT_EQ(title_from_name("1-two-sum"), "Two Sum");
  EXPECT_EQ(title_from_name("1728-cat-and-mouse-ii"), "Cat and Mouse II");
  EXPECT_EQ(title_from_name("104-maximum-depth-of-binary-tree"), "Maximum Depth of Binary Tree");
  EXPECT_EQ(title_from_name("26-remove-duplicates-from-sorted-array"), "Remove Duplicates from Sorted Array");
  EXPECT_EQ(title_from_name("5-a-number"), "A Number");
}

TEST(NewProblemTest, FunctionProblemRoundTrips) {
  TempDir temp;
  ProblemConfig config = round_trip(temp, "1-two-sum",
                                    "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n"
                                    "        \n    }\n};\n");
  EXPECT_EQ(config.title, "Two Sum");
  EXPECT_EQ(config.method, "twoSum");
  EXPECT_EQ(config.limits.time_limit_seconds, 1.0);
  EXPECT_EQ(config.limits.memory_bytes, 1024ull << 20);
  EXPECT_EQ(config.limits.output_bytes, 8ull << 20);
  EXPECT_EQ(config.compare.order, AnswerOrder::kExact);  // the hint stays a comment
}

TEST(NewProblemTest, DesignProblemRoundTrips) {
  TempDir temp;
  round_trip(temp, "155-min-stack",
             "class MinStack {\npublic:\n    MinStack() {\n    }\n    void push(int val) {\n    }\n    void pop() {\n"
             "    }\n    int top() {\n    }\n    int getMin() {\n    }\n};\n/**\n * Your MinStack object will be "
             "instantiated and called as such:\n * MinStack* obj = new MinStack();\n */\n");
}

TEST(NewProblemTest, LinkedListTreeAndNodeProblemsRoundTrip) {
  TempDir temp;
  round_trip(temp, "2-add-two-numbers",
             "/**\n * struct ListNode {\n *     int val;\n *     ListNode *next;\n * };\n */\nclass Solution {\npublic:\n"
             "    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {\n    }\n};\n");
  round_trip(temp, "104-maximum-depth-of-binary-tree",
             "class Solution {\npublic:\n    int maxDepth(TreeNode* root) {\n    }\n};\n");
  round_trip(temp, "589-n-ary-tree-preorder-traversal",
             "/*\nclass Node {\npublic:\n    int val;\n    vector<Node*> children;\n};\n*/\nclass Solution {\npublic:\n"
             "    vector<int> preorder(Node* root) {\n    }\n};\n");
  ProblemConfig graph = round_trip(temp, "133-clone-graph",
                                   "/*\nclass Node {\npublic:\n    int val;\n    vector<Node*> neighbors;\n};\n*/\n"
                                   "class Solution {\npublic:\n    Node* cloneGraph(Node* node) {\n    }\n};\n");
  EXPECT_EQ(graph.node, NodeKind::kGraph);
  ProblemConfig random = round_trip(temp, "138-copy-list-with-random-pointer",
                                    "/*\nclass Node {\npublic:\n    int val;\n    Node* next;\n    Node* random;\n};\n*/\n"
                                    "class Solution {\npublic:\n    Node* copyRandomList(Node* head) {\n    }\n};\n");
  EXPECT_EQ(random.node, NodeKind::kRandom);
  ProblemConfig next = round_trip(temp, "116-populating-next-right-pointers-in-each-node",
                                  "/*\nclass Node {\npublic:\n    int val;\n    Node* left;\n    Node* right;\n"
                                  "    Node* next;\n};\n*/\nclass Solution {\npublic:\n    Node* connect(Node* root) {\n    }\n};\n");
  EXPECT_EQ(next.node, NodeKind::kNext);
  ProblemConfig iterator = round_trip(temp, "341-flatten-nested-list-iterator",
                                      "class NestedIterator {\npublic:\n    NestedIterator(vector<NestedInteger> &nestedList) {\n"
                                      "    }\n    int next() {\n    }\n    bool hasNext() {\n    }\n};\n"
                                      "/**\n * NestedIterator i(nestedList);\n * while (i.hasNext()) cout << i.next();\n */\n");
  EXPECT_TRUE((iterator.signature.drive == ProblemSignature::Drive::kIterator));
  ProblemConfig deserialize = round_trip(temp, "385-mini-parser",
                                         "class Solution {\npublic:\n    NestedInteger deserialize(string s) {\n    }\n};\n");
  EXPECT_TRUE(deserialize.signature.uses_nested_integer());
  ProblemConfig codec = round_trip(temp, "297-serialize-and-deserialize-binary-tree",
                                   "class Codec {\npublic:\n    string serialize(TreeNode* root) {\n    }\n"
                                   "    TreeNode* deserialize(string data) {\n    }\n};\n");
  EXPECT_EQ(codec.signature.drive, ProblemSignature::Drive::kRoundTrip);
  ProblemConfig nary_codec = round_trip(temp, "428-serialize-and-deserialize-n-ary-tree",
                                        "/*\nclass Node {\npublic:\n    int val;\n    vector<Node*> children;\n};\n*/\n"
                                        "class Codec {\npublic:\n    string serialize(Node* root) {\n    }\n"
                                        "    Node* deserialize(string data) {\n    }\n};\n");
  EXPECT_EQ(nary_codec.node, NodeKind::kNary);
}

TEST(NewProblemTest, MoreTypesRoundTrip) {
  TempDir temp;
  ProblemConfig grid = round_trip(temp, "200-number-of-islands",
                                  "class Solution {\npublic:\n    int numIslands(const vector<vector<char>>& grid) {\n    }\n};\n");
  EXPECT_TRUE(grid.signature.methods[0].parameters[0].type.is_const);
  round_trip(temp, "191-number-of-1-bits", "class Solution {\npublic:\n    int hammingWeight(uint32_t n) {\n    }\n};\n");
  ProblemConfig doubles = round_trip(
      temp, "4-median-of-two-sorted-arrays",
      "class Solution {\npublic:\n    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {\n    }\n};\n");
  EXPECT_EQ(doubles.compare.float_tolerance, 1e-5);  // LeetCode's, by default, not written
  round_trip(temp, "48-rotate-image", "class Solution {\npublic:\n    void rotate(vector<vector<int>>& matrix) {\n    }\n};\n");
  ProblemConfig prefix = round_trip(temp, "26-remove-duplicates-from-sorted-array",
                                    "class Solution {\npublic:\n    int removeDuplicates(vector<int>& nums) {\n    }\n};\n");
  EXPECT_EQ(prefix.output, ResultSource::kReturn);  // argument_prefix is only hinted
}

TEST(NewProblemTest, YamlHintsAreComments) {
  ParsedStub stub = parse_stub("class Solution {\npublic:\n    int removeDuplicates(vector<int>& nums) {\n    }\n};\n", "s");
  std::string yaml = new_problem_yaml("26-remove-duplicates-from-sorted-array", "Remove Duplicates from Sorted Array", stub);
  EXPECT_TRUE(Contains(yaml, "\n# output: argument_prefix   # if the answer is the first k elements of nums, k returned\n"));
  EXPECT_TRUE(Contains(yaml, "\n# order: any"));
  EXPECT_TRUE(Contains(yaml, "\ntime_limit: 1.0 "));
  EXPECT_TRUE(Contains(yaml, "# LeetCode 26. Remove Duplicates from Sorted Array:"));
}

TEST(NewProblemTest, AnOddTitleIsQuoted) {
  TempDir temp;
  ParsedStub stub = parse_stub("class Solution {\npublic:\n    int f(int n) {\n    }\n};\n", "s");
  temp.write("9-x/problem.yaml", new_problem_yaml("9-x", "Odd: \"title\" # here", stub));
  EXPECT_EQ(load_problem_config(temp.path("9-x")).title, "Odd: \"title\" # here");
}

// In-process on a project of its own: what is written, and that a refusal writes nothing.
class NewCommandTest : public ::testing::Test {
 protected:
  NewCommandTest() {
    temp_.mkdir("testcases");
    project_.root = temp_.path();
    stub_ = temp_.write("stub.txt", "class Solution {\npublic:\n    int maxDepth(TreeNode* root) {\n    }\n};");
  }

  NewOptions options(const std::string& problem) {
    NewOptions new_options;
    new_options.problem = problem;
    new_options.stub_path = stub_;
    return new_options;
  }

  std::vector<std::string> files() const {
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(temp_.path())) {
      found.push_back(entry.path().lexically_relative(temp_.path()).generic_string());
    }
    std::sort(found.begin(), found.end());
    return found;
  }

  TempDir temp_;
  Project project_;
  std::string stub_;
};

TEST_F(NewCommandTest, WritesTheProblem) {
  testing::internal::CaptureStdout();
  EXPECT_EQ(command_new(project_, options("104-maximum-depth-of-binary-tree")), 0);
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(files(), (std::vector<std::string>{"solutions",
                                               "solutions/104-maximum-depth-of-binary-tree",
                                               "solutions/104-maximum-depth-of-binary-tree/accepted",
                                               "solutions/104-maximum-depth-of-binary-tree/accepted/.gitkeep",
                                               "stub.txt",
                                               "testcases",
                                               "testcases/104-maximum-depth-of-binary-tree",
                                               "testcases/104-maximum-depth-of-binary-tree/problem.yaml",
                                               "testcases/104-maximum-depth-of-binary-tree/sample",
                                               "testcases/104-maximum-depth-of-binary-tree/sample/.gitkeep",
                                               "testcases/104-maximum-depth-of-binary-tree/secret",
                                               "testcases/104-maximum-depth-of-binary-tree/secret/.gitkeep",
                                               "testcases/104-maximum-depth-of-binary-tree/stub.cpp"}));
  EXPECT_EQ(read_file(temp_.path("testcases/104-maximum-depth-of-binary-tree/stub.cpp")), read_file(stub_) + "\n");
  ProblemConfig config = load_problem_config(temp_.path("testcases/104-maximum-depth-of-binary-tree"));
  EXPECT_EQ(config.title, "Maximum Depth of Binary Tree");
  EXPECT_EQ(config.signature.methods.at(0).text, "int maxDepth(TreeNode* root)");
  EXPECT_TRUE(Contains(out, "judge: created 104-maximum-depth-of-binary-tree (Maximum Depth of Binary Tree)"));
  EXPECT_TRUE(Contains(out, "line 1 root (TreeNode*)"));
  EXPECT_TRUE(Contains(out, "build/judge add 104-maximum-depth-of-binary-tree"));
  EXPECT_TRUE(Contains(out, "make test"));
}

TEST_F(NewCommandTest, RefusalsWriteNothing) {
  temp_.write("solutions/7-taken/accepted/x.cpp", "");
  temp_.write("testcases/8-also-taken/problem.yaml", "method: f\n");
  const auto before = files();
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, options("7-taken")); }),
                       "solutions/7-taken' already exists: judge new never overwrites a problem"));
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, options("8-also-taken")); }),
                       "testcases/8-also-taken' already exists"));
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, options("8-other-name")); }),
                       "problem 8 exists already, as '8-also-taken'"));
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, options("9-Bad")); }), "bad problem name '9-Bad'"));
  temp_.write("stub.txt", "class Solution {\npublic:\n    int f(set<int>& s) {\n    }\n};");
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, options("9-good")); }),
                       stub_ + ":3: unsupported type 'set<int>'"));
  NewOptions with_node = options("10-node");
  with_node.node = "nary";
  temp_.write("stub.txt", "class Solution {\npublic:\n    int f(int n) {\n    }\n};");
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, with_node); }), "--node nary: the template"));
  EXPECT_EQ(files(), before);  // no staging folder left either
}

TEST_F(NewCommandTest, TheStatementGivesSamplesProblemMdAndTheAnyOrderReport) {
  NewOptions two_sum = options("1-two-sum");
  two_sum.stub_path = temp_.write("two_sum.cpp", test_statements::kTwoSumStub);
  two_sum.statement_path = temp_.write("two_sum.txt", test_statements::kTwoSum);
  testing::internal::CaptureStdout();
  EXPECT_EQ(command_new(project_, two_sum), 0);
  std::string out = testing::internal::GetCapturedStdout();
  const std::string tests = temp_.path("testcases/1-two-sum");
  EXPECT_EQ(read_file(tests + "/sample/1.in"), "[2,7,11,15]\n9\n");
  EXPECT_EQ(read_file(tests + "/sample/1.ans"), "[0,1]\n");
  EXPECT_EQ(read_file(tests + "/sample/2.in"), "[3,2,4]\n6\n");
  EXPECT_EQ(read_file(tests + "/sample/3.ans"), "[0,1]\n");
  EXPECT_FALSE(std::filesystem::exists(tests + "/sample/4.in"));
  EXPECT_FALSE(std::filesystem::exists(tests + "/sample/.gitkeep"));
  std::string markdown = read_file(tests + "/problem.md");
  EXPECT_EQ(markdown.compare(0, 18, "# 1. Two Sum\n\nEasy"), 0) << markdown;
  EXPECT_TRUE(Contains(markdown, "Input: nums = [2,7,11,15], target = 9\nOutput: [0,1]\n"));
  EXPECT_EQ(load_problem_config(tests).title, "Two Sum");
  EXPECT_TRUE(Contains(out, "judge: the statement says 'in any order': set `order: any` in problem.yaml"));
  EXPECT_TRUE(Contains(out, "sample/1.in ... 3.ans   its 3 examples"));
}

// One example, one method: counted in the singular.
TEST_F(NewCommandTest, OneExampleAndOneMethodAreCountedInTheSingular) {
  NewOptions counter = options("2-counter");
  counter.stub_path = temp_.write("counter.cpp", "class Counter {\npublic:\n    Counter() {\n    }\n    int next() {\n    }\n};\n");
  counter.statement_path = temp_.write("counter.txt",
                                       "2. Counter\nEasy\nCount.\n\nExample 1:\n\nInput\n[\"Counter\", \"next\"]\n[[], []]\n"
                                       "Output\n[null, 1]\n\nConstraints:\n\nAt most 10 calls.\n");
  testing::internal::CaptureStdout();
  EXPECT_EQ(command_new(project_, counter), 0);
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_TRUE(Contains(out, "a design problem: class Counter, 1 method\n")) << out;
  EXPECT_TRUE(Contains(out, "sample/1.in ... 1.ans   its 1 example\n")) << out;
}

TEST_F(NewCommandTest, TheTitleIsTheStatementsNotTheSlugs) {
  NewOptions sorted = options("167-two-sum-ii-input-array-is-sorted");
  sorted.stub_path = temp_.write("s.cpp", "class Solution {\npublic:\n    int f(int n) {\n    }\n};\n");
  sorted.statement_path = temp_.write("s.txt", "167. Two Sum II - Input Array Is Sorted\nReturn n.\n");
  testing::internal::CaptureStdout();
  EXPECT_EQ(command_new(project_, sorted), 0);
  EXPECT_TRUE(Contains(testing::internal::GetCapturedStdout(), "judge: the statement has no example"));
  const std::string tests = temp_.path("testcases/167-two-sum-ii-input-array-is-sorted");
  EXPECT_EQ(load_problem_config(tests).title, "Two Sum II - Input Array Is Sorted");
  EXPECT_EQ(read_file(tests + "/problem.md"), "# 167. Two Sum II - Input Array Is Sorted\n\nReturn n.\n");
  EXPECT_TRUE(std::filesystem::exists(tests + "/sample/.gitkeep"));  // no examples: none written
}

TEST_F(NewCommandTest, ABadExampleIsRefusedAndNothingIsWritten) {
  const auto before = files();
  NewOptions two_sum = options("1-two-sum");
  two_sum.stub_path = temp_.write("two_sum.cpp", test_statements::kTwoSumStub);
  std::string text = test_statements::kTwoSum;
  auto replace = [&](const std::string& from, const std::string& to) {
    std::string changed = text;
    changed.replace(changed.find(from), from.size(), to);
    return changed;
  };
  auto refusal = [&](const std::string& statement) {
    two_sum.statement_path = temp_.write("two_sum.txt", statement);
    return test_util::failure([&] { command_new(project_, two_sum); });
  };
  const std::string path = two_sum.statement_path;
  EXPECT_TRUE(Contains(refusal(replace("target = 6", "target = \"6\"")),
                       path + ": example 3 (line 20): the Input does not fit the template's signature, line 2, column 1: "
                              "expected int, found string"));
  EXPECT_TRUE(Contains(refusal(replace("Output: [1,2]", "Output: 12")),
                       path + ": example 2 (line 16): the Output is not an answer the template can return: "));
  EXPECT_TRUE(Contains(refusal(replace("Output: [1,2]", "Output: a = [1], b = [2]")),
                       path + ": example 2 (line 16): the Output holds 2 values, expected one"));
  EXPECT_TRUE(Contains(refusal(replace("Output: [1,2]", "Output: [1,2] [3]")),
                       path + ": example 2 (line 16), Output:1:7: more after the value"));
  EXPECT_TRUE(Contains(refusal(replace("1. Two Sum", "2. Add Two Numbers")),
                       "the statement is LeetCode 2 ('Add Two Numbers'), the problem 1-two-sum"));
  two_sum.stub_path = two_sum.statement_path = "-";
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, two_sum); }), "would both read the standard input"));
  two_sum.statement_path = "";
  two_sum.stub_path = "/dev/zero";  // a template with no end is refused, not read forever
  EXPECT_TRUE(Contains(test_util::failure([&] { command_new(project_, two_sum); }),
                       "/dev/zero: more than the 1024 KiB LeetCode's template may hold"));
  std::filesystem::remove(temp_.path("two_sum.txt"));
  std::filesystem::remove(temp_.path("two_sum.cpp"));
  EXPECT_EQ(files(), before);  // no staging folder, no problem
}

}  // namespace
}  // namespace lcjudge
