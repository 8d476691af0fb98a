// LeetCode's text forms of its linked structures, as custom_codecs (leetcode_io.h) over any node
// type with LeetCode's members, so that entry_end.h binds them to the solution's own ListNode,
// TreeNode and Node and the tests to theirs:
//   list_codec   ListNode* (val, next)        [2,4,3]; [] is nullptr
//   tree_codec   TreeNode* (val, left, right) level order with null: [3,9,20,null,null,15,7]
//   nary_codec   Node* (val, children)        [1,null,3,2,4,null,5,6]: each family ends in null
//   graph_codec  Node* (val, neighbors)       adjacency list, node i+1 at index i: [[2,4],[1,3],...]
//   random_list_codec  Node* (val, next, random)  [[7,null],[13,0],...]: [val, random's index]
//   next_tree_codec    Node* (val, left, right, next)  in: a level-order tree [1,2,3,4,5];
//                      out: each level along its next pointers, '#' after each: [1,#,2,3,#,4,5,#]
//   nested_integer_codec  NestedInteger (LeetCode's interface)  an int, or a nested list of ints:
//                      [[1,1],2,[1,1]]; read and printed without recursion, input nested at most
//                      kMaxNestedIntegerDepth deep (copying and destroying one recurse)
// Decoded structures are never freed, as on LeetCode: a solution may keep or relink their nodes.
//
// The answer of a copying problem (133 Clone Graph, 138 Copy List with Random Pointer) must share
// no node with the input, as LeetCode checks: its codec says `deep_copy`, and gives
//   static void collect(const T& input, NodeSet& nodes);            // every node of an argument
//   static std::string shared_node(const T& result, const NodeSet&); // "" or what is shared:
//                                                                    // "the copy shares node 1 with the input"
// which run_function uses before and after the call (a WrongResult, the solution's WA).
//
// A solution may return a cyclic structure; printing stops after kMaxOutputNodes nodes, far past
// any output limit, with a BadResult (the solution's runtime error) rather than running out of
// memory or time.
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <utility>
#include <unordered_map>
#include <string>
#include <unordered_set>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

constexpr size_t kMaxOutputNodes = 10'000'000;

using NodeSet = std::unordered_set<const void*>;

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
  static constexpr bool deep_copy = true;
  static std::string name() { return "Node*"; }

  static void collect(const Graph* start, NodeSet& nodes) {
    for (const Graph* node : reachable(start)) nodes.insert(node);
  }

  // The first node of the result's graph, breadth first from the node returned, that is an input node.
  static std::string shared_node(const Graph* start, const NodeSet& input) {
    for (const Graph* node : reachable(start)) {
      if (input.count(node)) return "the copy shares node " + std::to_string(node->val) + " with the input";
    }
    return "";
  }

  // The nodes reachable from START, breadth first; at most kMaxOutputNodes.
  static std::vector<const Graph*> reachable(const Graph* start) {
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
    return reached;
  }

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
    std::vector<const Graph*> reached = reachable(start);
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

template <typename RandomList> struct random_list_codec {
  static constexpr bool enabled = true;
  static constexpr bool deep_copy = true;
  static std::string name() { return "Node*"; }

  // [[val, random_index], ...]: node i at index i, its random pointer null or an index.
  static RandomList* decode(JsonView value, detail::Location& at) {
    detail::expect_array(value, at, "Node*", "a list with random pointers such as [[7,null],[13,0],[11,4]]");
    const size_t size = value.size();
    std::vector<RandomList*> nodes;
    at.path.push_back(0);
    for (size_t i = 0; i < size; ++i, ++at.path.back()) {
      JsonView pair = value.at(i);
      if (!pair.is_array() || pair.size() != 2) {
        at.fail("expected [val, random_index] (random_index null or 0.." + std::to_string(size - 1) + "), found " +
                pair.describe());
      }
      int v = 0;
      if (!detail::decode_int_or_null(pair, 0, at, v)) {
        at.path.push_back(0);
        at.fail("expected the node's int, found null");
      }
      nodes.push_back(new RandomList(v));
      if (i > 0) nodes[i - 1]->next = nodes[i];
    }
    at.path.back() = 0;
    for (size_t i = 0; i < size; ++i, ++at.path.back()) {
      int index = 0;
      if (!detail::decode_int_or_null(value.at(i), 1, at, index)) continue;
      if (index < 0 || static_cast<size_t>(index) >= size) {
        at.path.push_back(1);
        at.fail("no node at index " + std::to_string(index) + ": the indexes are 0.." + std::to_string(size - 1));
      }
      nodes[i]->random = nodes[static_cast<size_t>(index)];
    }
    at.path.pop_back();
    return size == 0 ? nullptr : nodes[0];
  }

  static void encode(const RandomList* head, std::string& out) {
    std::vector<const RandomList*> nodes = along_next(head);
    std::unordered_map<const RandomList*, size_t> index;
    for (size_t i = 0; i < nodes.size(); ++i) index.emplace(nodes[i], i);
    out += '[';
    for (size_t i = 0; i < nodes.size(); ++i) {
      out += i ? ",[" : "[";
      out += std::to_string(nodes[i]->val) + ',';
      if (!nodes[i]->random) {
        out += "null]";
        continue;
      }
      auto target = index.find(nodes[i]->random);
      if (target == index.end()) {
        throw WrongResult("the random pointer of the node at index " + std::to_string(i) + " (val " +
                          std::to_string(nodes[i]->val) + ") points to a node that is not in the returned list");
      }
      out += std::to_string(target->second) + ']';
    }
    out += ']';
  }

  static void collect(const RandomList* head, NodeSet& nodes) {
    for (const RandomList* node : along_next(head)) nodes.insert(node);
  }

  static std::string shared_node(const RandomList* head, const NodeSet& input) {
    std::vector<const RandomList*> nodes = along_next(head);
    for (size_t i = 0; i < nodes.size(); ++i) {
      std::string which = "node at index " + std::to_string(i) + " (val " + std::to_string(nodes[i]->val) + ")";
      if (input.count(nodes[i])) return "the copy shares the " + which + " with the input";
      if (nodes[i]->random && input.count(nodes[i]->random)) {
        return "the random pointer of the copy's " + which + " points to a node of the input";
      }
    }
    return "";
  }

  // The list's nodes along `next`; at most kMaxOutputNodes.
  static std::vector<const RandomList*> along_next(const RandomList* head) {
    std::vector<const RandomList*> nodes;
    for (const RandomList* node = head; node; node = node->next) {
      if (nodes.size() == kMaxOutputNodes) detail::too_many_nodes("list");
      nodes.push_back(node);
    }
    return nodes;
  }
};

template <typename NextTree> struct next_tree_codec {
  static constexpr bool enabled = true;
  static std::string name() { return "Node*"; }

  // A level-order binary tree, as TreeNode* reads it; every next pointer null.
  static NextTree* decode(JsonView value, detail::Location& at) { return tree_codec<NextTree>::decode(value, at); }

  // Each level from its first node along the next pointers, then '#'; a level's first node is the
  // first child met along the level above, as LeetCode prints it: [1,#,2,3,#,4,5,7,#].
  static void encode(const NextTree* root, std::string& out) {
    out += '[';
    size_t count = 0;
    auto token = [&](const std::string& text) {
      if (++count > kMaxOutputNodes) detail::too_many_nodes("tree along its next pointers");
      if (count > 1) out += ',';
      out += text;
    };
    for (const NextTree* level = root; level;) {
      const NextTree* below = nullptr;
      for (const NextTree* node = level; node; node = node->next) {
        token(std::to_string(node->val));
        if (!below) below = node->left ? node->left : node->right;
      }
      token("#");
      level = below;
    }
    out += ']';
  }
};

constexpr size_t kMaxNestedIntegerDepth = 1000;

template <typename NI> struct nested_integer_codec {
  static constexpr bool enabled = true;
  static std::string name() { return "NestedInteger"; }

  static NI decode(JsonView value, detail::Location& at) {
    if (!value.is_array()) return NI(detail::decode_value<int>(value, at));
    struct Frame {
      JsonView array;
      size_t next;
      NI built;
    };
    std::vector<Frame> stack;
    stack.push_back({value, 0, NI()});
    for (;;) {
      Frame& top = stack.back();
      if (top.next == top.array.size()) {
        NI done = std::move(top.built);
        stack.pop_back();
        if (stack.empty()) return done;
        at.path.pop_back();
        stack.back().built.add(done);
        ++stack.back().next;
        continue;
      }
      JsonView element = top.array.at(top.next);
      at.path.push_back(top.next);
      if (element.is_array()) {
        if (stack.size() == kMaxNestedIntegerDepth) {
          at.fail("a NestedInteger nested more than " + std::to_string(kMaxNestedIntegerDepth) + " deep");
        }
        stack.push_back({element, 0, NI()});
        continue;
      }
      top.built.add(NI(detail::decode_value<int>(element, at)));
      at.path.pop_back();
      ++top.next;
    }
  }

  static void encode(const NI& value, std::string& out) {
    if (value.isInteger()) {
      out += std::to_string(value.getInteger());
      return;
    }
    struct Frame {
      const NI* list;
      size_t next;
    };
    std::vector<Frame> stack = {{&value, 0}};
    size_t count = 0;
    out += '[';
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (top.next == top.list->getList().size()) {
        out += ']';
        stack.pop_back();
        continue;
      }
      const NI& element = top.list->getList()[top.next++];
      if (++count > kMaxOutputNodes) detail::too_many_nodes("NestedInteger");
      if (top.next > 1) out += ',';
      if (element.isInteger()) {
        out += std::to_string(element.getInteger());
      } else {
        out += '[';
        stack.push_back({&element, 0});
      }
    }
  }
};

}  // namespace lcjudge
