// LeetCode's linked structures, exactly as its editor's comment declares them, for a solution
// that uses them without pasting them. The judge defines LCJUDGE_SOLUTION_DEFINES_<NAME> when the
// solution declares one itself; a generated entry defines LCJUDGE_NODE_NARY or LCJUDGE_NODE_GRAPH
// when the problem's Node is that one (problem.yaml's `node:`).
#pragma once

#include <vector>

#ifndef LCJUDGE_SOLUTION_DEFINES_LISTNODE
struct ListNode {
  int val;
  ListNode *next;
  ListNode() : val(0), next(nullptr) {}
  ListNode(int x) : val(x), next(nullptr) {}
  ListNode(int x, ListNode *next) : val(x), next(next) {}
};
#endif

#ifndef LCJUDGE_SOLUTION_DEFINES_TREENODE
struct TreeNode {
  int val;
  TreeNode *left;
  TreeNode *right;
  TreeNode() : val(0), left(nullptr), right(nullptr) {}
  TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
  TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};
#endif

#if defined(LCJUDGE_NODE_NARY) && defined(LCJUDGE_NODE_GRAPH)
#error "lcjudge: LCJUDGE_NODE_NARY and LCJUDGE_NODE_GRAPH are two meanings of one Node"
#endif

#ifndef LCJUDGE_SOLUTION_DEFINES_NODE
#if defined(LCJUDGE_NODE_NARY)
// N-ary trees (429, 559, 589, 590).
class Node {
 public:
  int val;
  std::vector<Node*> children;

  Node() {}

  Node(int _val) { val = _val; }

  Node(int _val, std::vector<Node*> _children) {
    val = _val;
    children = _children;
  }
};
#elif defined(LCJUDGE_NODE_GRAPH)
// Undirected graphs (133 Clone Graph).
class Node {
 public:
  int val;
  std::vector<Node*> neighbors;
  Node() {
    val = 0;
    neighbors = std::vector<Node*>();
  }
  Node(int _val) {
    val = _val;
    neighbors = std::vector<Node*>();
  }
  Node(int _val, std::vector<Node*> _neighbors) {
    val = _val;
    neighbors = _neighbors;
  }
};
#endif
#endif
