// LeetCode's C template gives the signature its C++ template gives: the same class, kind, drive,
// Node and, method by method, the same names and C++ types (an array is `int* nums, int
// numsSize`, a grid adds `int* gridColSize`, an array result closes with `int* returnSize`; a
// design class is `minStackCreate`, `minStackPush(MinStack* obj, ...)`, `minStackFree`).
#include <gtest/gtest.h>

#include "base/error.h"
#include "problem/stub.h"
#include "problem/stub_translation.h"
#include "problem/template_model.h"
#include "tests/leetcode_templates.h"
#include "tests/test_util.h"

namespace lcjudge::c_template_test {
namespace {

using test_util::Contains;

// "design MinStack drive=0 node=none | MinStack() | void push(int val) ...", as the driver takes it.
std::string c_declared_signature(const ParsedStub& stub) {
  const ProblemSignature& signature = stub.signature;
  std::string out = fmt::format("{} {} drive={} node={}", signature.kind == ProblemSignature::Kind::kDesign ? "design" : "function",
                                signature.class_name, static_cast<int>(signature.drive), node_kind_name(stub.node));
  for (const MethodSignature& method : signature.methods) {
    out += fmt::format(" | {} {}(", method.is_constructor ? "" : method.result.cpp_type(), method.name);
    for (const Parameter& parameter : method.parameters) {
      out += fmt::format("{}{} {}, ", parameter.type.is_const ? "const " : "",
                         parameter.type.cpp_type() + (parameter.type.is_reference ? "&" : ""), parameter.name);
    }
    out += ")";
  }
  return out;
}

ParsedStub read_c(const std::string& text) {
  return parse_stub(template_cpp_text(read_template_model(Language::kC, text, "stub.c")), "stub.c");
}

// The C template TEXT, told from its text alone as when pasted, reads as CPP, the C++ template.
void expect_reads_as(const std::string& text, const std::string& cpp) {
  EXPECT_EQ(template_language("-", text, "<stdin>"), Language::kC);
  try {
    EXPECT_EQ(c_declared_signature(read_c(text)), c_declared_signature(parse_stub(cpp, "stub.cpp")));
  } catch (const JudgeFailure& failure) {
    ADD_FAILURE() << failure.what();
  }
}

TEST(CTemplateReadersTest, ArraysAndTheirSizesReadAsTheCppTemplatesVectors) {
  expect_reads_as("/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\n"
                  "int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    \n}",
                  leetcode_templates::kTwoSum.cpp);
  expect_reads_as("void rotate(int** matrix, int matrixSize, int* matrixColSize) {\n    \n}", leetcode_templates::kRotate.cpp);
  expect_reads_as("bool exist(char** board, int boardSize, int* boardColSize, char* word) {\n    \n}",
                  leetcode_templates::kWordSearch.cpp);
  expect_reads_as("char nextGreatestLetter(char* letters, int lettersSize, char target) {\n    \n}",
                  leetcode_templates::kNextGreatestLetter.cpp);
  expect_reads_as("double myPow(double x, int n) {\n    \n}", leetcode_templates::kMyPow.cpp);
  expect_reads_as("long long subArrayRanges(int* nums, int numsSize) {\n    \n}", leetcode_templates::kSubArrayRanges.cpp);
}

TEST(CTemplateReadersTest, AResultsReturnSizeAndColumnSizesMakeItAVectorOrAGrid) {
  expect_reads_as("/**\n * Return an array of arrays of size *returnSize.\n * The sizes of the arrays are returned as "
                  "*returnColumnSizes array.\n */\nint** threeSum(int* nums, int numsSize, int* returnSize, int** "
                  "returnColumnSizes) {\n    \n}",
                  "class Solution {\npublic:\n    vector<vector<int>> threeSum(vector<int>& nums) {\n    }\n};");
  expect_reads_as("char* longestPalindrome(char* s) {\n    \n}",
                  "class Solution {\npublic:\n    string longestPalindrome(string s) {\n    }\n};");
  expect_reads_as("char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {\n    \n}",
                  "class Solution {\npublic:\n    vector<vector<string>> groupAnagrams(vector<string>& strs) {\n    }\n};");
  expect_reads_as("char** letterCombinations(char* digits, int* returnSize) {\n    \n}",
                  "class Solution {\npublic:\n    vector<string> letterCombinations(string digits) {\n    }\n};");
}

TEST(CTemplateReadersTest, TreesAndListsReadAsTheCppTemplates) {
  expect_reads_as("/**\n * Definition for a binary tree node.\n * struct TreeNode {\n *     int val;\n *     struct TreeNode "
                  "*left;\n *     struct TreeNode *right;\n * };\n */\nint** levelOrder(struct TreeNode* root, int* "
                  "returnSize, int** returnColumnSizes) {\n    \n}",
                  leetcode_templates::kLevelOrder.cpp);
  expect_reads_as("/**\n * Definition for singly-linked list.\n * struct ListNode {\n *     int val;\n *     struct ListNode "
                  "*next;\n * };\n */\nstruct ListNode* reverseList(struct ListNode* head) {\n    \n}",
                  leetcode_templates::kReverseList.cpp);
  expect_reads_as("struct ListNode* mergeKLists(struct ListNode** lists, int listsSize) {\n    \n}",
                  "class Solution {\npublic:\n    ListNode* mergeKLists(vector<ListNode*>& lists) {\n    }\n};");
  expect_reads_as("/**\n * Definition for a Node.\n * struct Node {\n *     int val;\n *     int numChildren;\n *     struct "
                  "Node** children;\n * };\n */\n\n/**\n * Note: The returned array must be malloced, assume caller calls "
                  "free().\n */\nint* preorder(struct Node* root, int* returnSize) {\n    \n}",
                  leetcode_templates::kNaryPreorder.cpp);
}

TEST(CTemplateReadersTest, ADesignClassIsItsStructAndFunctionsInLowerCamelCase) {
  expect_reads_as("typedef struct {\n    \n} MinStack;\n\n\nMinStack* minStackCreate() {\n    \n}\n\nvoid minStackPush(MinStack* "
                  "obj, int val) {\n    \n}\n\nvoid minStackPop(MinStack* obj) {\n    \n}\n\nint minStackTop(MinStack* obj) "
                  "{\n    \n}\n\nint minStackGetMin(MinStack* obj) {\n    \n}\n\nvoid minStackFree(MinStack* obj) {\n    "
                  "\n}\n\n/**\n * Your MinStack struct will be instantiated and called as such:\n * MinStack* obj = "
                  "minStackCreate();\n * minStackPush(obj, val);\n * minStackFree(obj);\n*/",
                  leetcode_templates::kMinStack.cpp);
  expect_reads_as("typedef struct {\n    \n} LRUCache;\n\n\nLRUCache* lRUCacheCreate(int capacity) {\n    \n}\n\nint "
                  "lRUCacheGet(LRUCache* obj, int key) {\n    \n}\n\nvoid lRUCachePut(LRUCache* obj, int key, int value) "
                  "{\n    \n}\n\nvoid lRUCacheFree(LRUCache* obj) {\n    \n}",
                  "class LRUCache {\npublic:\n    LRUCache(int capacity) {\n    }\n    int get(int key) {\n    }\n    "
                  "void put(int key, int value) {\n    }\n};");
  expect_reads_as("typedef struct {\n    \n} MedianFinder;\n\n\nMedianFinder* medianFinderCreate() {\n    \n}\n\nvoid "
                  "medianFinderAddNum(MedianFinder* obj, int num) {\n    \n}\n\ndouble medianFinderFindMedian(MedianFinder* "
                  "obj) {\n    \n}\n\nvoid medianFinderFree(MedianFinder* obj) {\n    \n}",
                  leetcode_templates::kMedianFinder.cpp);
}

TEST(CTemplateReadersTest, ACodecAndAnIteratorReadAsTheCppTemplates) {
  expect_reads_as("/** Encodes a tree to a single string. */\nchar* serialize(struct TreeNode* root) {\n    \n}\n\n/** "
                  "Decodes your encoded data to tree. */\nstruct TreeNode* deserialize(char* data) {\n    \n}\n\n// Your "
                  "functions will be called as such:\n// char* data = serialize(root);\n// deserialize(data);",
                  leetcode_templates::kCodec.cpp);
  expect_reads_as("struct NestedIterator {\n    \n};\n\nstruct NestedIterator *nestedIterCreate(struct NestedInteger** "
                  "nestedList, int nestedListSize) {\n    \n}\n\nbool nestedIterHasNext(struct NestedIterator *iter) {\n   "
                  " \n}\n\nint nestedIterNext(struct NestedIterator *iter) {\n    \n}\n\n/** Deallocates memory previously "
                  "allocated for the iterator */\nvoid nestedIterFree(struct NestedIterator *iter) {\n    \n}",
                  leetcode_templates::kNestedIterator.cpp);
}

// A template's errors name its line, in C's words.
TEST(CTemplateReadersTest, AnUnsupportedTypeIsRefusedNamingItsLine) {
  try {
    read_template_model(Language::kC, "\nint f(int* nums) {\n}\n", "stub.c");
    ADD_FAILURE() << "no failure";
  } catch (const JudgeFailure& failure) {
    EXPECT_TRUE(Contains(failure.what(), "stub.c:2: unsupported type 'int*' in 'int* nums'; LeetCode's C templates write"))
        << failure.what();
  }
}

}  // namespace
}  // namespace lcjudge::c_template_test
