// LeetCode's text forms of its linked structures, as custom_codecs (leetcode_io.h) over any node
// type with LeetCode's members, so that entry_end.h binds them to the solution's own ListNode,
// TreeNode and Node and the tests to theirs:
//   list_codec   ListNode* (val, next)        [2,4,3]; [] is nullptr
//   tree_codec   TreeNode* (val, left, right) level order with null: [3,9,20,null,null,15,7]
//   nary_codec   Node* (val, children)        [1,null,3,2,4,null,5,6]: each family ends in null
//   graph_codec  Node* (val, neighbors)       adjacency list, node i+1 at index i: [[2,4],[1,3],...]
// Decoded structures are never freed, as on LeetCode: a solution may keep or relink their nodes.
//
// A solution may return a cyclic structure; printing stops after kMaxOutputNodes nodes, far past
// any output limit, with a BadResult (the solution's runtime error) rather than running out of
// memory or time.
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <string>
#include <unordered_set>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

constexpr size_t kMaxOutputNodes = 10'000'000;

namespace detail {

[[noreturn]] inline void too_many_nodes(const char* structure) {
  throw BadResult(std::string("the returned ") + structure + " has more than " + std::to_string(kMaxOutputNodes) +
                  " nodes: is it cyclic?");
}

inline void expect_array(JsonView value, Location& at, const char* type, const char* example) {
  if (!value.is_array()) at.fail(std::string("expected ") + type + " (" + example + "), found " + value.describe());
}

// Element `index` of an array of int or null; nothing for null.
inline bool decode_int_or_null(JsonView array, size_t index, Location& at, int& out) {
  JsonView element = array.at(index);
  if (element.is_null()) return false;
  at.path.push_back(index);
  out = decode_value<int>(element, at);
  at.path.pop_back();
  return true;
}

// A level-order tree's root value, element 0 of a non-empty array; a null there is an error (the
// empty tree is []).
inline int decode_root(JsonView array, Location& at) {
  int v = 0;
  if (!decode_int_or_null(array, 0, at, v)) {
    at.path.push_back(0);
    at.fail("the root is null: an empty tree is []");
  }
  return v;
}

// Level-order tokens, printed as they come, with trailing nulls dropped at the end.
class TokenWriter {
 public:
  TokenWriter(std::string& out, const char* structure) : out_(out), structure_(structure) {
    out_ += '[';
    kept_ = out_.size();
  }

  void value(int v) {
    separate();
    out_ += std::to_string(v);
    kept_ = out_.size();
  }
  void null() {
    separate();
    out_ += "null";
  }
  void finish() {
    out_.resize(kept_);
    out_ += ']';
  }

 private:
  void separate() {
    if (++count_ > kMaxOutputNodes) too_many_nodes(structure_);
    if (count_ > 1) out_ += ',';
  }

  std::string& out_;
  const char* structure_;
  size_t count_ = 0;
  size_t kept_;  // the length without the trailing nulls
};

}  // namespace detail

template <typename List> struct list_codec {
  static constexpr bool enabled = true;
  static std::string name() { return "ListNode*"; }

  static List* decode(JsonView value, detail::Location& at) {
    detail::expect_array(value, at, "ListNode*", "a list such as [1,2,3]");
    List* head = nullptr;
    List** tail = &head;
    at.path.push_back(0);
    for (size_t i = 0; i < value.size(); ++i, ++at.path.back()) {
      *tail = new List(detail::decode_value<int>(value.at(i), at));
      tail = &(*tail)->next;
    }
    at.path.pop_back();
    return head;
  }

  static void encode(const List* head, std::string& out) {
    out += '[';
    size_t count = 0;
    for (const List* node = head; node; node = node->next) {
      if (++count > kMaxOutputNodes) detail::too_many_nodes("list");
      if (count > 1) out += ',';
      out += std::to_string(node->val);
    }
    out += ']';
  }
};

template <typename Tree> struct tree_codec {
  static constexpr bool enabled = true;
  static std::string name() { return "TreeNode*"; }

  static Tree* decode(JsonView value, detail::Location& at) {
    detail::expect_array(value, at, "TreeNode*", "level order such as [3,9,20,null,null,15,7]");
    const size_t size = value.size();
    if (size == 0) return nullptr;
    std::vector<Tree*> level_order = {new Tree(detail::decode_root(value, at))};
    int v = 0;
    size_t i = 1;
    for (size_t parent = 0; i < size; ++parent) {
      if (parent == level_order.size()) {
        // Every node has its two children; only nulls may follow.
        if (detail::decode_int_or_null(value, i, at, v)) {
          at.path.push_back(i);
          at.fail("no parent left for " + std::to_string(v) + ": the nodes before it have all their children");
        }
        ++i;
        continue;
      }
      for (Tree** child : {&level_order[parent]->left, &level_order[parent]->right}) {
        if (i < size && detail::decode_int_or_null(value, i, at, v)) {
          *child = new Tree(v);
          level_order.push_back(*child);
        }
        ++i;
      }
    }
    return level_order[0];
  }

  static void encode(const Tree* root, std::string& out) {
    detail::TokenWriter writer(out, "tree");
    std::deque<const Tree*> queue;
    if (root) queue.push_back(root);
    while (!queue.empty()) {
      const Tree* node = queue.front();
      queue.pop_front();
      if (!node) {
        writer.null();
        continue;
      }
      writer.value(node->val);
      queue.push_back(node->left);
      queue.push_back(node->right);
    }
    writer.finish();
  }
};

template <typename Nary> struct nary_codec {
  static constexpr bool enabled = true;
  static std::string name() { return "Node*"; }

  // The root, a null, then for each node in level order its children and a null.
  static Nary* decode(JsonView value, detail::Location& at) {
    detail::expect_array(value, at, "Node*", "an N-ary tree in level order such as [1,null,3,2,4,null,5,6]");
    const size_t size = value.size();
    if (size == 0) return nullptr;
    std::vector<Nary*> level_order = {new Nary(detail::decode_root(value, at))};
    int v = 0;
    if (size > 1 && detail::decode_int_or_null(value, 1, at, v)) {
      at.path.push_back(1);
      at.fail("expected null after the root, found " + std::to_string(v));
    }
    size_t parent = 0;
    for (size_t i = 2; i < size; ++parent, ++i) {  // each round: one parent's children, then its null
      for (; i < size && detail::decode_int_or_null(value, i, at, v); ++i) {
        if (parent == level_order.size()) {
          at.path.push_back(i);
          at.fail("no parent left for " + std::to_string(v) + ": every node before it has had its children");
        }
        Nary* child = new Nary(v);
        level_order[parent]->children.push_back(child);
        level_order.push_back(child);
      }
    }
    return level_order[0];
  }

  static void encode(const Nary* root, std::string& out) {
    detail::TokenWriter writer(out, "N-ary tree");
    if (root) {
      writer.value(root->val);
      writer.null();
    }
    std::deque<const Nary*> queue;
    if (root) queue.push_back(root);
    while (!queue.empty()) {
      const Nary* node = queue.front();
      queue.pop_front();
      for (const Nary* child : node->children) {
        if (!child) {
          writer.null();  // not LeetCode's form: printed so that the answer shows it is wrong
          continue;
        }
        writer.value(child->val);
        queue.push_back(child);
      }
      writer.null();
    }
    writer.finish();
  }
};

template <typename Graph> struct graph_codec {
  static constexpr bool enabled = true;
  static std::string name() { return "Node*"; }

  // Nodes 1..n, node i+1's neighbours at index i; the result is node 1.
  static Graph* decode(JsonView value, detail::Location& at) {
    detail::expect_array(value, at, "Node*", "a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]]");
    const size_t size = value.size();
    std::vector<Graph*> nodes;
    for (size_t i = 0; i < size; ++i) nodes.push_back(new Graph(static_cast<int>(i + 1)));
    at.path.push_back(0);
    for (size_t i = 0; i < size; ++i, ++at.path.back()) {
      JsonView neighbours = value.at(i);
      detail::expect_array(neighbours, at, "the neighbours of a node", "an array of node numbers");
      at.path.push_back(0);
      for (size_t j = 0; j < neighbours.size(); ++j, ++at.path.back()) {
        int neighbour = detail::decode_value<int>(neighbours.at(j), at);
        if (neighbour < 1 || static_cast<size_t>(neighbour) > size)
          at.fail("no node " + std::to_string(neighbour) + ": the nodes are 1.." + std::to_string(size));
        nodes[i]->neighbors.push_back(nodes[static_cast<size_t>(neighbour) - 1]);
      }
      at.path.pop_back();
    }
    at.path.pop_back();
    return size == 0 ? nullptr : nodes[0];
  }

  // The graph reachable from `start`, node by node in order of val.
  static void encode(const Graph* start, std::string& out) {
    std::vector<const Graph*> reached;
    std::unordered_set<const Graph*> seen;
    if (start) {
      reached.push_back(start);
      seen.insert(start);
    }
    for (size_t k = 0; k < reached.size(); ++k) {
      for (const Graph* neighbour : reached[k]->neighbors) {
        if (!neighbour || !seen.insert(neighbour).second) continue;
        if (reached.size() == kMaxOutputNodes) detail::too_many_nodes("graph");
        reached.push_back(neighbour);
      }
    }
    std::stable_sort(reached.begin(), reached.end(), [](const Graph* a, const Graph* b) { return a->val < b->val; });
    out += '[';
    size_t edges = 0;
    for (size_t k = 0; k < reached.size(); ++k) {
      out += k ? ",[" : "[";
      for (size_t j = 0; j < reached[k]->neighbors.size(); ++j) {
        if (++edges > kMaxOutputNodes) detail::too_many_nodes("graph");
        const Graph* neighbour = reached[k]->neighbors[j];
        if (j) out += ',';
        out += neighbour ? std::to_string(neighbour->val) : "null";
      }
      out += ']';
    }
    out += ']';
  }
};

}  // namespace lcjudge
