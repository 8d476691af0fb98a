// LeetCode's Python 3 and Java templates, read as the C++ templates they stand for.
#include "problem/stub_translation.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "problem/stub.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

ParsedStub parsed(Language language, const std::string& text) {
  return parse_stub(cpp_template_from(language, text, "stub"), "stub");
}

std::string only_method(Language language, const std::string& text) {
  ParsedStub stub = parsed(language, text);
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kFunction);
  return stub.signature.methods.at(0).text;
}

std::string failure(Language language, const std::string& text) {
  try {
    cpp_template_from(language, text, "stub.py");
  } catch (const JudgeFailure& e) {
    return e.what();
  }
  return "(no failure)";
}

TEST(StubTranslationTest, PythonTypesBecomeLeetCodesCppTypes) {
  EXPECT_EQ(only_method(Language::kPython,
                        "class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        \n"),
            "vector<int> twoSum(vector<int>& nums, int target)");
  EXPECT_EQ(only_method(Language::kPython,
                        "# Definition for singly-linked list.\n# class ListNode:\n#     def __init__(self, val=0, next=None):\n"
                        "class Solution:\n    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:\n"),
            "ListNode* reverseList(ListNode* head)");
  EXPECT_EQ(only_method(Language::kPython, "class Solution:\n    def rotate(self, matrix: List[List[int]]) -> None:\n"
                                           "        \"\"\"\n        Do not return anything.\n        \"\"\"\n"),
            "void rotate(vector<vector<int>>& matrix)");
  EXPECT_EQ(only_method(Language::kPython, "class Solution:\n    def myPow(self, x: float, n: int) -> float:\n"),
            "double myPow(double x, int n)");
}

TEST(StubTranslationTest, PythonDocstringTypesAndDesignClassesAreRead) {
  ParsedStub codec = parsed(Language::kPython,
                            "class Codec:\n\n    def serialize(self, root):\n        \"\"\"Encodes a tree to a single string.\n"
                            "        \n        :type root: TreeNode\n        :rtype: str\n        \"\"\"\n        \n\n"
                            "    def deserialize(self, data):\n        \"\"\"Decodes your encoded data to tree.\n"
                            "        \n        :type data: str\n        :rtype: TreeNode\n        \"\"\"\n");
  EXPECT_EQ(codec.signature.methods.at(0).text, "string serialize(TreeNode* root)");
  ParsedStub design = parsed(Language::kPython,
                             "class LRUCache:\n\n    def __init__(self, capacity: int):\n        \n\n"
                             "    def get(self, key: int) -> int:\n        \n\n"
                             "    def put(self, key: int, value: int) -> None:\n        \n\n"
                             "# Your LRUCache object will be instantiated and called as such:\n# obj = LRUCache(capacity)\n");
  EXPECT_EQ(design.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(design.signature.methods.at(0).text, "LRUCache(int capacity)");
  EXPECT_EQ(design.signature.methods.at(2).text, "void put(int key, int value)");
}

TEST(StubTranslationTest, APythonNodeDefinitionStillSaysWhatNodeIs) {
  ParsedStub stub = parsed(Language::kPython,
                           "\"\"\"\n# Definition for a Node.\nclass Node:\n    def __init__(self, val: Optional[int] = None, "
                           "children: Optional[List['Node']] = None):\n        self.val = val\n        self.children = children\n"
                           "\"\"\"\n\nclass Solution:\n    def preorder(self, root: 'Node') -> List[int]:\n        \n");
  EXPECT_EQ(stub.node, NodeKind::kNary);
  EXPECT_EQ(stub.signature.methods.at(0).text, "vector<int> preorder(Node* root)");
}

TEST(StubTranslationTest, JavaTypesBecomeLeetCodesCppTypes) {
  EXPECT_EQ(only_method(Language::kJava, "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        \n    }\n}\n"),
            "vector<int> twoSum(vector<int>& nums, int target)");
  EXPECT_EQ(only_method(Language::kJava,
                        "class Solution {\n    public List<List<Integer>> groupAnagrams(String[] strs) {\n    }\n}\n"),
            "vector<vector<int>> groupAnagrams(vector<string>& strs)");
  EXPECT_EQ(only_method(Language::kJava, "class Solution {\n    public void solve(char[][] board) {\n    }\n}\n"),
            "void solve(vector<vector<char>>& board)");
  EXPECT_EQ(only_method(Language::kJava,
                        "/**\n * Definition for a binary tree node.\n * public class TreeNode {\n *     int val;\n * }\n */\n"
                        "class Solution {\n    public long maxSum(TreeNode root) {\n    }\n}\n"),
            "long long maxSum(TreeNode* root)");
}

TEST(StubTranslationTest, JavaDesignClassesKeepTheirConstructor) {
  ParsedStub stub = parsed(Language::kJava,
                           "class MinStack {\n\n    public MinStack() {\n        \n    }\n    \n    public void push(int val) {\n"
                           "        \n    }\n    \n    public int getMin() {\n        \n    }\n}\n\n/**\n * Your MinStack object "
                           "will be instantiated and called as such:\n * MinStack obj = new MinStack();\n */\n");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(stub.signature.class_name, "MinStack");
  EXPECT_EQ(stub.signature.methods.at(0).text, "MinStack()");
  EXPECT_EQ(stub.signature.methods.at(1).text, "void push(int val)");
}

TEST(StubTranslationTest, ATypeItCannotMapIsAnErrorNamingTheLineAndWhatToDo) {
  std::string message = failure(Language::kPython, "class Solution:\n    def f(self, d: Dict[int, int]) -> int:\n");
  EXPECT_TRUE(Contains(message, "stub.py:2: unsupported type 'Dict'")) << message;
  EXPECT_TRUE(Contains(message, "LeetCode's Python 3 templates write int, float, bool, str")) << message;
  EXPECT_TRUE(Contains(failure(Language::kPython, "def f(x: int) -> int:\n"), "stub.py:1: a 'def' outside any class"));
  EXPECT_TRUE(Contains(failure(Language::kJava, "class Solution {\n  public int f(Map<Integer, Integer> m) {\n  }\n}\n"),
                       "stub.py:2: unsupported type 'Map'"));
}

TEST(StubTranslationTest, TheTemplatesLanguageComesFromItsFileOrItsText) {
  EXPECT_EQ(template_language("two_sum.py", "", "two_sum.py"), Language::kPython);
  EXPECT_EQ(template_language("Main.java", "", "Main.java"), Language::kJava);
  EXPECT_EQ(template_language("-", "class Solution {\npublic:\n    int f(int x) {}\n};\n", "<stdin>"), Language::kCpp);
  EXPECT_EQ(template_language("-", "class Solution:\n    def f(self, x: int) -> int:\n", "<stdin>"), Language::kPython);
  EXPECT_EQ(template_language("-", "class Solution {\n    public int f(int x) {\n    }\n}\n", "<stdin>"), Language::kJava);
}

}  // namespace
}  // namespace lcjudge
