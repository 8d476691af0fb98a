// LeetCode's linked structures, exactly as its editor's comment declares them, for a solution
// that uses them without pasting them. The judge defines LCJUDGE_SOLUTION_DEFINES_<NAME> when the
// solution declares one itself; a generated entry defines one of LCJUDGE_NODE_NARY,
// LCJUDGE_NODE_GRAPH, LCJUDGE_NODE_RANDOM and LCJUDGE_NODE_NEXT when the problem's Node is that
// one (problem.yaml's `node:`), and LCJUDGE_NESTED_INTEGER when its signature uses NestedInteger.
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

#if defined(LCJUDGE_NESTED_INTEGER) && !defined(LCJUDGE_SOLUTION_DEFINES_NESTEDINTEGER)
// LeetCode's NestedInteger (339, 341, 364, 385), whose interface its template gives in a comment.
class NestedInteger {
 public:
  // An empty nested list.
  NestedInteger() {}
  // A single integer.
  NestedInteger(int value) : integer_(value), is_integer_(true) {}

  // Whether this holds a single integer rather than a nested list.
  bool isInteger() const { return is_integer_; }
  // The integer held (0 for a nested list: LeetCode leaves it undefined).
  int getInteger() const { return integer_; }
  // Makes this hold a single integer.
  void setInteger(int value) {
    integer_ = value;
    is_integer_ = true;
    list_.clear();
  }
  // Makes this hold a nested list, and adds NI to it.
  void add(const NestedInteger& ni) {
    if (is_integer_) {
      is_integer_ = false;
      integer_ = 0;
    }
    list_.push_back(ni);
  }
  // The nested list held (empty for a single integer).
  const std::vector<NestedInteger>& getList() const { return list_; }

 private:
  int integer_ = 0;
  bool is_integer_ = false;
  std::vector<NestedInteger> list_;
};
#endif
