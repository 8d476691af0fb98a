#include "problem/input_shape.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

ProblemSignature function(const std::string& declaration) {
  ProblemSignature signature;
  signature.kind = ProblemSignature::Kind::kFunction;
  signature.class_name = "Solution";
  signature.methods = {parse_method_signature(declaration)};
  return signature;
}

ProblemSignature design(const std::string& class_name, const std::vector<std::string>& declarations) {
  ProblemSignature signature;
  signature.kind = ProblemSignature::Kind::kDesign;
  signature.class_name = class_name;
  for (const auto& declaration : declarations) signature.methods.push_back(parse_method_signature(declaration, class_name));
  return signature;
}

// The problem with TEXT as the one parameter of type TYPE.
std::string one(const std::string& type, const std::string& text, NodeKind node = NodeKind::kNone) {
  return input_shape_problem(text + "\n", function("int f(" + type + " x)"), node);
}

TEST(InputShapeTest, TwoSumFits) {
  EXPECT_EQ(input_shape_problem("[2,7,11,15]\n9\n", function("vector<int> twoSum(vector<int>& nums, int target)"),
                                NodeKind::kNone),
            "");
  // A last line without its line break is still a line.
  EXPECT_EQ(input_shape_problem("[2,7]\n9", function("vector<int> twoSum(vector<int>& nums, int target)"),
                                NodeKind::kNone),
            "");
}

TEST(InputShapeTest, LegacyProblemsAreNotChecked) {
  EXPECT_EQ(input_shape_problem("anything\n", ProblemSignature{}, NodeKind::kNone), "");
}

TEST(InputShapeTest, WrongLineCounts) {
  ProblemSignature two_sum = function("vector<int> twoSum(vector<int>& nums, int target)");
  EXPECT_EQ(input_shape_problem("[2,7]\n", two_sum, NodeKind::kNone),
            "line 2, column 1: expected a line for parameter 'target' (int), found the end of the input: twoSum "
            "takes 2 parameters (nums, target), a line each");
  EXPECT_EQ(input_shape_problem("[2,7]\n9\n1\n", two_sum, NodeKind::kNone),
            "line 3, column 1: expected the end of the input, found line 3 of 3: twoSum takes 2 parameters (nums, "
            "target), a line each");
  EXPECT_EQ(input_shape_problem("", two_sum, NodeKind::kNone).rfind("line 1, column 1: expected a line for parameter 'nums'", 0), 0u);
}

TEST(InputShapeTest, WrongJson) {
  ProblemSignature two_sum = function("vector<int> twoSum(vector<int>& nums, int target)");
  EXPECT_EQ(input_shape_problem("[2,x]\n9\n", two_sum, NodeKind::kNone),
            "line 1, column 4: expected vector<int>, found text that is not JSON (invalid literal)");
  EXPECT_EQ(input_shape_problem("[2,7]\n\n", two_sum, NodeKind::kNone), "line 2, column 1: expected int, found an empty line");
  EXPECT_EQ(input_shape_problem("[2,7]\n  \n", two_sum, NodeKind::kNone), "line 2, column 3: expected int, found an empty line");
  EXPECT_EQ(input_shape_problem("[2,7]\n9 9\n", two_sum, NodeKind::kNone).rfind("line 2, column 3: expected int, found text that is not JSON", 0), 0u);
  EXPECT_EQ(input_shape_problem("[2,7,]\n9\n", two_sum, NodeKind::kNone).rfind("line 1, column 6: expected vector<int>, found text that is not JSON", 0), 0u);
}

TEST(InputShapeTest, Int) {
  EXPECT_EQ(one("int", "-2147483648"), "");
  EXPECT_EQ(one("int", "2147483647"), "");
  EXPECT_EQ(one("int", "2147483648"), "line 1, column 1: expected int, found 2147483648 (outside -2147483648..2147483647)");
  EXPECT_EQ(one("int", "1.5"), "line 1, column 1: expected int, found number 1.5");
  EXPECT_EQ(one("int", "1e3"), "line 1, column 1: expected int, found number 1e3");
  EXPECT_EQ(one("int", "\"a\""), "line 1, column 1: expected int, found string \"a\"");
  EXPECT_EQ(one("int", " null"), "line 1, column 2: expected int, found null");
  EXPECT_EQ(one("int", "99999999999999999999999"),
            "line 1, column 1: expected int, found 99999999999999999999999 (outside -2147483648..2147483647)");
}

TEST(InputShapeTest, Long) {
  EXPECT_EQ(one("long long", "9223372036854775807"), "");
  EXPECT_EQ(one("long long", "-9223372036854775808"), "");
  EXPECT_EQ(one("long long", "9223372036854775808").rfind("line 1, column 1: expected long long, found 9223372036854775808 (outside", 0), 0u);
  EXPECT_EQ(one("int64_t", "true"), "line 1, column 1: expected int64_t, found true");
}

TEST(InputShapeTest, Unsigned) {
  EXPECT_EQ(one("uint32_t", "4294967295"), "");
  EXPECT_EQ(one("uint32_t", "0"), "");
  EXPECT_EQ(one("uint32_t", "4294967296"), "line 1, column 1: expected uint32_t, found 4294967296 (outside 0..4294967295)");
  EXPECT_EQ(one("unsigned int", "-1"), "line 1, column 1: expected unsigned int, found -1 (outside 0..4294967295)");
}

TEST(InputShapeTest, DoubleBoolCharString) {
  EXPECT_EQ(one("double", "2.5"), "");
  EXPECT_EQ(one("double", "-3"), "");
  EXPECT_EQ(one("double", "1e-5"), "");
  EXPECT_EQ(one("double", "\"2.5\""), "line 1, column 1: expected double, found string \"2.5\"");
  EXPECT_EQ(one("bool", "false"), "");
  EXPECT_EQ(one("bool", "1"), "line 1, column 1: expected bool (true or false), found number 1");
  EXPECT_EQ(one("char", "\"a\""), "");
  EXPECT_EQ(one("char", "\"\\n\""), "");
  EXPECT_EQ(one("char", "\"ab\""), "line 1, column 1: expected char (a one-character string), found string \"ab\"");
  EXPECT_EQ(one("char", "\"\""), "line 1, column 1: expected char (a one-character string), found string \"\"");
  EXPECT_EQ(one("string", "\"hello, [world]\""), "");
  EXPECT_EQ(one("string", "[\"a\"]"), "line 1, column 1: expected string, found an array");
}

TEST(InputShapeTest, Vectors) {
  EXPECT_EQ(one("vector<vector<int>>", "[[1,2],[],[3]]"), "");
  EXPECT_EQ(one("vector<vector<int>>", "[[1,2],[3,\"a\"]]"), "line 1, column 11: expected int, found string \"a\"");
  EXPECT_EQ(one("vector<vector<int>>", "[[1,2],3]"), "line 1, column 8: expected vector<int>, found number 3");
  EXPECT_EQ(one("vector<string>", "[\"a\", \"b\" , 1]"), "line 1, column 13: expected string, found number 1");
  EXPECT_EQ(one("vector<vector<char>>", "[[\"1\",\"0\"],[\"0\",\"10\"]]"),
            "line 1, column 17: expected char (a one-character string), found string \"10\"");
  EXPECT_EQ(one("vector<int>", "{}"), "line 1, column 1: expected vector<int>, found an object");
}

// Test data is semi-trusted: a line nested far deeper than the type costs neither stack nor memory.
TEST(InputShapeTest, DeepNestingIsJustWrong) {
  std::string deep = std::string(200000, '[') + std::string(200000, ']');
  EXPECT_EQ(one("vector<vector<int>>", deep), "line 1, column 3: expected int, found an array");
}

TEST(InputShapeTest, ListNode) {
  EXPECT_EQ(one("ListNode*", "[2,4,3]"), "");
  EXPECT_EQ(one("ListNode*", "[]"), "");
  EXPECT_EQ(one("ListNode*", "[1,null]"), "line 1, column 4: expected int, found null");
  EXPECT_EQ(one("ListNode*", "5"), "line 1, column 1: expected ListNode* (an array of ints), found number 5");
}

TEST(InputShapeTest, TreeNode) {
  EXPECT_EQ(one("TreeNode*", "[3,9,20,null,null,15,7]"), "");
  EXPECT_EQ(one("TreeNode*", "[]"), "");
  EXPECT_EQ(one("TreeNode*", "[null,1]").rfind("line 1, column 2: expected the root's int, found null", 0), 0u);
  EXPECT_EQ(one("TreeNode*", "[1,\"x\"]"), "line 1, column 4: expected int, found string \"x\"");
}

TEST(InputShapeTest, NaryNode) {
  EXPECT_EQ(one("Node*", "[1,null,3,2,4,null,5,6]", NodeKind::kNary), "");
  EXPECT_EQ(one("Node*", "[1,null,2,3,4,5,null,null,6,7,null,8,null,9,10,null,null,11,null,12,null,13,null,null,14]",
                NodeKind::kNary),
            "");
  EXPECT_EQ(one("Node*", "[]", NodeKind::kNary), "");
  EXPECT_EQ(one("Node*", "[1]", NodeKind::kNary), "");
  EXPECT_EQ(one("Node*", "[null]", NodeKind::kNary).rfind("line 1, column 2: expected the root's int", 0), 0u);
  EXPECT_EQ(one("Node*", "[1,2]", NodeKind::kNary).rfind("line 1, column 4: expected null after the root", 0), 0u);
  // [1,null,2,null,null,3]: node 2 has no children, and then 3 would be a child of a node 3 that does not exist.
  EXPECT_EQ(one("Node*", "[1,null,2,null,null,3]", NodeKind::kNary),
            "line 1, column 21: expected the end of the tree, found number 3 (a child of node 3, and there are 2 nodes)");
  EXPECT_EQ(one("Node*", "[1,null,2,null,null,null]", NodeKind::kNary).rfind("line 1, column 21: expected the end of the tree, found null", 0), 0u);
}

TEST(InputShapeTest, GraphNode) {
  EXPECT_EQ(one("Node*", "[[2,4],[1,3],[2,4],[1,3]]", NodeKind::kGraph), "");
  EXPECT_EQ(one("Node*", "[[]]", NodeKind::kGraph), "");
  EXPECT_EQ(one("Node*", "[]", NodeKind::kGraph), "");
  EXPECT_EQ(one("Node*", "[[2],[1,3]]", NodeKind::kGraph), "line 1, column 9: expected a node number 1..2, found 3");
  EXPECT_EQ(one("Node*", "[[2],[2]]", NodeKind::kGraph),
            "line 1, column 7: expected a neighbour of node 2 other than itself, found 2 (a self loop)");
  EXPECT_EQ(one("Node*", "[[2],1]", NodeKind::kGraph).rfind("line 1, column 6: expected the neighbours of node 2", 0), 0u);
  EXPECT_EQ(one("Node*", "[1]", NodeKind::kNone), "line 1, column 1: Node* needs problem.yaml's node: nary, graph, random or next");
}

TEST(InputShapeTest, RandomPointerNode) {
  EXPECT_EQ(one("Node*", "[[7,null],[13,0],[11,4],[10,2],[1,0]]", NodeKind::kRandom), "");
  EXPECT_EQ(one("Node*", "[]", NodeKind::kRandom), "");
  EXPECT_EQ(one("Node*", "[[7,null],[13,2]]", NodeKind::kRandom), "line 1, column 15: expected a node index 0..1 or null, found 2");
  EXPECT_EQ(one("Node*", "[[7,null],[13]]", NodeKind::kRandom),
            "line 1, column 11: expected [val, random_index] for node 1 (random_index null or 0..1), found an array of 1");
  EXPECT_EQ(one("Node*", "[[7,null],13]", NodeKind::kRandom),
            "line 1, column 11: expected [val, random_index] for node 1 (random_index null or 0..1), found number 13");
  EXPECT_EQ(one("Node*", "[[null,null]]", NodeKind::kRandom), "line 1, column 3: expected int, found null");
}

TEST(InputShapeTest, NextPointerNodeIsALevelOrderTree) {
  EXPECT_EQ(one("Node*", "[1,2,3,4,5,null,7]", NodeKind::kNext), "");
  EXPECT_EQ(one("Node*", "[]", NodeKind::kNext), "");
  EXPECT_EQ(one("Node*", "[null,1]", NodeKind::kNext).rfind("line 1, column 2: expected the root's int, found null", 0), 0u);
}

TEST(InputShapeTest, NestedInteger) {
  EXPECT_EQ(one("vector<NestedInteger>&", "[[1,1],2,[1,1]]"), "");
  EXPECT_EQ(one("vector<NestedInteger>&", "[[],[[]], -3 ]"), "");
  EXPECT_EQ(one("NestedInteger", "324"), "");
  EXPECT_EQ(one("vector<NestedInteger>&", "[[1,\"a\"]]"),
            "line 1, column 5: expected NestedInteger (an int or a nested list of ints: [[1,1],2,[1,1]]), found string \"a\"");
  EXPECT_EQ(one("vector<NestedInteger>&", "[[1,2.5]]"), "line 1, column 5: expected int, found number 2.5");
  EXPECT_EQ(one("vector<NestedInteger>&", "[[null]]"),
            "line 1, column 3: expected NestedInteger (an int or a nested list of ints: [[1,1],2,[1,1]]), found null");
  EXPECT_EQ(one("NestedInteger", std::string(1000, '[') + std::string(1000, ']')), "");
  EXPECT_EQ(one("NestedInteger", std::string(1001, '[') + std::string(1001, ']')),
            "line 1, column 1001: a NestedInteger nested more than 1000 deep");
}

// 341: the case is the constructor's arguments, the answer what next() returned.
TEST(InputShapeTest, AnIteratorsCaseIsItsConstructorsArguments) {
  ProblemSignature iterator = design("NestedIterator", {"NestedIterator(vector<NestedInteger>& nestedList)", "int next()",
                                                        "bool hasNext()"});
  iterator.drive = ProblemSignature::Drive::kIterator;
  EXPECT_EQ(input_shape_problem("[[1,1],2,[1,1]]\n", iterator, NodeKind::kNone), "");
  EXPECT_EQ(input_shape_problem("[\"NestedIterator\"]\n[[[1]]]\n", iterator, NodeKind::kNone),
            "line 2, column 1: expected the end of the input, found line 2 of 2: NestedIterator takes 1 parameter "
            "(nestedList), a line each");
  ProblemConfig config;
  config.signature = iterator;
  EXPECT_EQ(answer_shape_problem("[1,1,2,1,1]", "[[1,1],2,[1,1]]\n", config), "");
  EXPECT_EQ(answer_shape_problem("[null,1]", "[[1,1],2,[1,1]]\n", config), "line 1, column 2: expected int, found null");
}

TEST(InputShapeTest, SeveralParametersAreCheckedInOrder) {
  ProblemSignature signature = function("int f(vector<string>& words, string s, char c, bool b)");
  EXPECT_EQ(input_shape_problem("[\"a\"]\n\"s\"\n\"c\"\ntrue\n", signature, NodeKind::kNone), "");
  EXPECT_EQ(input_shape_problem("[\"a\"]\n\"s\"\n\"c\"\n\"true\"\n", signature, NodeKind::kNone),
            "line 4, column 1: expected bool (true or false), found string \"true\"");
}

ProblemSignature min_stack() {
  return design("MinStack", {"MinStack()", "void push(int val)", "void pop()", "int top()", "int getMin()"});
}

TEST(InputShapeTest, DesignFits) {
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"push\",\"push\",\"getMin\",\"pop\",\"top\"]\n[[],[-2],[0],[],[],[]]\n",
                                min_stack(), NodeKind::kNone),
            "");
  ProblemSignature lru = design("LRUCache", {"LRUCache(int capacity)", "int get(int key)", "void put(int key, int value)"});
  EXPECT_EQ(input_shape_problem("[\"LRUCache\",\"put\",\"get\"]\n[[2],[1,1],[1]]\n", lru, NodeKind::kNone), "");
  EXPECT_EQ(input_shape_problem("[\"LRUCache\",\"put\",\"get\"]\n[[2],[1],[1]]\n", lru, NodeKind::kNone),
            "line 2, column 8: expected 2 arguments for 'void put(int key, int value)' (operation 2), found 1");
  EXPECT_EQ(input_shape_problem("[\"LRUCache\"]\n[[]]\n", lru, NodeKind::kNone),
            "line 2, column 3: expected 1 argument for 'LRUCache(int capacity)' (operation 1), found 0");
}

TEST(InputShapeTest, DesignLineCounts) {
  EXPECT_EQ(input_shape_problem("[\"MinStack\"]\n", min_stack(), NodeKind::kNone),
            "line 2, column 1: expected the operations' arguments, found the end of the input (a design problem's "
            "input is 2 lines: the operations, then their arguments)");
  EXPECT_EQ(input_shape_problem("[\"MinStack\"]\n[[]]\n[]\n", min_stack(), NodeKind::kNone).rfind("line 3, column 1: expected the end of the input", 0), 0u);
}

TEST(InputShapeTest, DesignOperations) {
  EXPECT_EQ(input_shape_problem("[\"push\",\"MinStack\"]\n[[1],[]]\n", min_stack(), NodeKind::kNone),
            "line 1, column 2: expected \"MinStack\" (the constructor comes first), found string \"push\"");
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"peek\"]\n[[],[]]\n", min_stack(), NodeKind::kNone),
            "line 1, column 13: expected one of MinStack's methods (push, pop, top, getMin), found string \"peek\"");
  EXPECT_EQ(input_shape_problem("[\"MinStack\",3]\n[[],[]]\n", min_stack(), NodeKind::kNone),
            "line 1, column 13: expected one of MinStack's methods (push, pop, top, getMin), found number 3");
  EXPECT_EQ(input_shape_problem("[]\n[]\n", min_stack(), NodeKind::kNone),
            "line 1, column 1: expected the operations, starting with \"MinStack\", found an empty array");
}

TEST(InputShapeTest, DesignArguments) {
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"push\"]\n[[],[\"a\"]]\n", min_stack(), NodeKind::kNone),
            "line 2, column 6: expected int, found string \"a\"");
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"push\"]\n[[]]\n", min_stack(), NodeKind::kNone),
            "line 2, column 4: expected 2 argument lists, one per operation of line 1, found 1");
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"push\"]\n[[],[1],[]]\n", min_stack(), NodeKind::kNone),
            "line 2, column 9: expected the end of the argument lists (line 1 has 2 operations), found an array");
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"pop\"]\n[[],[1]]\n", min_stack(), NodeKind::kNone),
            "line 2, column 6: expected the end of the 0 arguments for 'void pop()' (operation 2), found number 1");
  EXPECT_EQ(input_shape_problem("[\"MinStack\",\"pop\"]\n[[],1]\n", min_stack(), NodeKind::kNone),
            "line 2, column 5: expected the argument list for 'void pop()' (operation 2), found number 1");
}

TEST(CheckCaseShapeTest, NamesTheFile) {
  test_util::TempDir dir;
  std::string path = dir.write("1.in", "[1]\n\"x\"\n");
  ProblemConfig config;
  config.signature = function("vector<int> twoSum(vector<int>& nums, int target)");
  try {
    check_case_shape(path, config);
    FAIL() << "no error";
  } catch (const JudgeFailure& e) {
    EXPECT_EQ(std::string(e.what()), "bad test data in '" + path + "', line 2, column 1: expected int, found string \"x\"");
  }
  dir.write("1.in", "[1]\n2\n");
  EXPECT_NO_THROW(check_case_shape(path, config));
}

// --- answers: what the driver prints for the result type (judge add checks what it writes) ---

ProblemConfig answer_config(const ProblemSignature& signature) {
  ProblemConfig config;
  config.signature = signature;
  return config;
}

// 116/117's answer is not JSON: levels along the next pointers, '#' after each.
TEST(AnswerShapeProblemTest, ANextPointerTreesAnswerIsItsLevelsWithAHashAfterEach) {
  ProblemConfig config = answer_config(function("Node* connect(Node* root)"));
  config.node = NodeKind::kNext;
  EXPECT_EQ(answer_shape_problem("[1,#,2,3,#,4,5,7,#]", "[1,2,3,4,5,null,7]\n", config), "");
  EXPECT_EQ(answer_shape_problem("[]", "[]\n", config), "");
  EXPECT_EQ(answer_shape_problem(" [ -1 , # ] ", "", config), "");
  EXPECT_EQ(answer_shape_problem("[1,#,2,3]", "", config), "line 1, column 9: expected '#' to end the last level, found ']'");
  EXPECT_EQ(answer_shape_problem("[1,#,#]", "", config), "line 1, column 6: expected a value: a level has at least one node, found '#]'");
  EXPECT_EQ(answer_shape_problem("[1,null,#]", "", config), "line 1, column 4: expected an int or '#', found 'null,#]'");
  EXPECT_EQ(answer_shape_problem("[1,#", "", config), "line 1, column 5: expected ']', found the end of the line");
  EXPECT_EQ(answer_shape_problem("1", "", config).rfind("line 1, column 1: expected Node* (each level", 0), 0u);
}

TEST(AnswerShapeProblemTest, AFunctionsAnswerIsAValueOfItsResultType) {
  ProblemConfig config = answer_config(function("vector<int> twoSum(vector<int>& nums, int target)"));
  EXPECT_EQ(answer_shape_problem("[0,1]", "[2,7]\n9\n", config), "");
  EXPECT_EQ(answer_shape_problem("[0,\"1\"]", "", config), "line 1, column 4: expected int, found string \"1\"");
  EXPECT_EQ(answer_shape_problem("[0,1]\n[2]", "", config), "line 2, column 1: expected the answer on one line, found 2 lines");
  EXPECT_EQ(answer_shape_problem("[0,1", "", config).rfind("line 1, column", 0), 0u);
  ProblemConfig count = answer_config(function("int f(int n)"));
  EXPECT_EQ(answer_shape_problem("3000000000", "", count), "line 1, column 1: expected int, found 3000000000 (outside -2147483648..2147483647)");
  EXPECT_EQ(answer_shape_problem("\"five\"", "", count), "line 1, column 1: expected int, found string \"five\"");
}

TEST(AnswerShapeProblemTest, AVoidMethodsAnswerIsItsArgument) {
  ProblemConfig config = answer_config(function("void rotate(vector<vector<int>>& matrix)"));
  EXPECT_EQ(answer_shape_problem("[[1,2],[3,4]]", "", config), "");
  EXPECT_EQ(answer_shape_problem("null", "", config), "line 1, column 1: expected vector<vector<int>>, found null");
}

TEST(AnswerShapeProblemTest, ADesignAnswerHasAResultPerOperationOfItsType) {
  ProblemConfig config = answer_config(design("Ledger", {"Ledger()", "void add(int amount)", "double average()", "long long total()"}));
  const std::string input = "[\"Ledger\",\"add\",\"average\",\"total\"]\n[[],[3],[],[]]\n";
  EXPECT_EQ(answer_shape_problem("[null,null,3.00000,3]", input, config), "");
  EXPECT_EQ(answer_shape_problem("[null,null,3.00000]", input, config),
            "line 1, column 19: expected 4 results, one per operation, found 3");
  EXPECT_EQ(answer_shape_problem("[null,1,3.00000,3]", input, config),
            "line 1, column 7: expected null (operation 2 returns nothing), found number 1");
  EXPECT_EQ(answer_shape_problem("[null,null,3.00000,\"3\"]", input, config),
            "line 1, column 20: expected long long, found string \"3\"");
}

TEST(AnswerShapeProblemTest, LegacyAnswersAreNotChecked) {
  EXPECT_EQ(answer_shape_problem("anything\nat all", "", ProblemConfig{}), "");
}

}  // namespace
}  // namespace lcjudge

namespace lcjudge {
namespace {

// Answers compare as values, so an answer spaced as LeetCode shows it fits as the compact one does;
// a value of the wrong type is still named by line and column.
TEST(AnswerFitsTheResultTest, WhitespaceBetweenTokensFitsAndTheTypeIsStillChecked) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.methods = {parse_method_signature("vector<vector<int>> f(int n)")};
  EXPECT_EQ(answer_shape_problem(" [[0, 1],\t[1, 2]] ", "2\n", config), "");
  EXPECT_EQ(answer_shape_problem("[[0, 1], [1, true]]", "2\n", config), "line 1, column 14: expected int, found true");
  config.signature = design("MinStack", {"MinStack()", "void push(int val)", "int getMin()"});
  const std::string input = "[\"MinStack\",\"push\",\"getMin\"]\n[[],[2],[]]\n";
  EXPECT_EQ(answer_shape_problem("[null, null, 2]", input, config), "");
  EXPECT_EQ(answer_shape_problem("[null, 1, 2]", input, config),
            "line 1, column 8: expected null (operation 2 returns nothing), found number 1");
}

}  // namespace
}  // namespace lcjudge
