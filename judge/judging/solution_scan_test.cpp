#include "judging/solution_scan.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

// LeetCode's stub, pasted with its commented definition: the driver must still define ListNode.
TEST(SolutionScanTest, LeetCodesCommentedDefinitionDoesNotCount) {
  std::string source =
      "/**\n"
      " * Definition for singly-linked list.\n"
      " * struct ListNode {\n"
      " *     int val;\n"
      " *     ListNode *next;\n"
      " *     ListNode(int x) : val(x), next(NULL) {}\n"
      " * };\n"
      " */\n"
      "// struct TreeNode { int val; };\n"
      "class Solution {\n public:\n  ListNode* f(ListNode* head) { return head; }\n};\n";
  SolutionDefinitions found = scan_solution_definitions(source);
  EXPECT_FALSE(found.list_node);
  EXPECT_FALSE(found.tree_node);
  EXPECT_FALSE(found.node);
}

TEST(SolutionScanTest, AnUncommentedDefinitionCounts) {
  std::string source =
      "struct ListNode {\n  int val;\n  ListNode* next;\n};\n"
      "class TreeNode{ public: int val; };\n"
      "struct Node : public Base { int val; };\n"
      "class Solution {};\n";
  SolutionDefinitions found = scan_solution_definitions(source);
  EXPECT_TRUE(found.list_node);
  EXPECT_TRUE(found.tree_node);
  EXPECT_TRUE(found.node);
}

TEST(SolutionScanTest, FinalAndLineBreaksBeforeTheBodyCount) {
  EXPECT_TRUE(scan_solution_definitions("struct ListNode final\n{\n};\n").list_node);
  EXPECT_TRUE(scan_solution_definitions("struct\nTreeNode\n{};\n").tree_node);
}

TEST(SolutionScanTest, AForwardDeclarationOrAUseIsNoDefinition) {
  SolutionDefinitions found = scan_solution_definitions(
      "struct ListNode;\nclass TreeNode;\nstruct Node* make();\nstruct ListNode* p = nullptr;\n"
      "struct ListNodeHelper { int x; };\nstruct MyNode { };\n");
  EXPECT_FALSE(found.list_node);
  EXPECT_FALSE(found.tree_node);
  EXPECT_FALSE(found.node);
}

TEST(SolutionScanTest, DefinitionsInsideStringsDoNotCount) {
  SolutionDefinitions found = scan_solution_definitions(
      "const char* a = \"struct ListNode { };\";\n"
      "const char* b = R\"x(struct TreeNode { }; )\" )x\";\n"
      "char c = '{';\n"
      "const char* d = \"\\\" struct Node {\";\n");
  EXPECT_FALSE(found.list_node);
  EXPECT_FALSE(found.tree_node);
  EXPECT_FALSE(found.node);
}

// A brace in a literal or comment must not change the depth, or a later definition is missed.
TEST(SolutionScanTest, BracesInLiteralsAndCommentsKeepTheDepth) {
  std::string source =
      "char open = '{';\n"
      "const char* s = \"{{\";\n"
      "/* { */\n"
      "// {\n"
      "int big = 1'000'000;\n"
      "struct TreeNode { int val; };\n";
  EXPECT_TRUE(scan_solution_definitions(source).tree_node);
}

// A helper named Node inside class Solution does not stand in for LeetCode's global Node.
TEST(SolutionScanTest, NestedDefinitionsDoNotCount) {
  std::string source =
      "class Solution {\n  struct Node { int x, y; };\n public:\n  int f() { return 0; }\n};\n";
  EXPECT_FALSE(scan_solution_definitions(source).node);
}

TEST(SolutionScanTest, ALineCommentContinuedByABackslashStaysAComment) {
  EXPECT_FALSE(scan_solution_definitions("// see below \\\nstruct ListNode { };\n").list_node);
}

TEST(SolutionScanTest, PreprocessorLinesDoNotCount) {
  EXPECT_FALSE(scan_solution_definitions("#define MAKE struct ListNode { int v; };\n").list_node);
}

}  // namespace
}  // namespace lcjudge
