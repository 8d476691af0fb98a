// LeetCode's linked structures, exactly as its editor's comment declares them, for a solution
// that uses them without pasting them. The judge defines LCJUDGE_SOLUTION_DEFINES_<NAME> when the
// solution declares one itself; a generated entry defines one of LCJUDGE_NODE_NARY,
// LCJUDGE_NODE_GRAPH, LCJUDGE_NODE_RANDOM and LCJUDGE_NODE_NEXT when the problem's Node is that
// one (problem.yaml's `node:`).
#pragma once

#include <cstddef>
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

#if defined(LCJUDGE_NODE_NARY) + defined(LCJUDGE_NODE_GRAPH) + defined(LCJUDGE_NODE_RANDOM) + \
        defined(LCJUDGE_NODE_NEXT) > 1
#error "lcjudge: a problem's Node has one meaning: define one of LCJUDGE_NODE_NARY, _GRAPH, _RANDOM, _NEXT"
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
#elif defined(LCJUDGE_NODE_RANDOM)
// Lists with a random pointer (138 Copy List with Random Pointer).
class Node {
 public:
  int val;
  Node* next;
  Node* random;

  Node(int _val) {
    val = _val;
    next = NULL;
    random = NULL;
  }
};
#elif defined(LCJUDGE_NODE_NEXT)
// Binary trees with next pointers (116, 117 Populating Next Right Pointers in Each Node).
class Node {
 public:
  int val;
  Node* left;
  Node* right;
  Node* next;

  Node() : val(0), left(NULL), right(NULL), next(NULL) {}

  Node(int _val) : val(_val), left(NULL), right(NULL), next(NULL) {}

  Node(int _val, Node* _left, Node* _right, Node* _next) : val(_val), left(_left), right(_right), next(_next) {}
};
#endif
#endif
