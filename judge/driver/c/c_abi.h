// A C solution's arguments and results as LeetCode's C harness hands them over, made from and back
// into the C++ driver's values. The generated adapter (judge/languages/c_entry.cpp: LeetCode's C++
// class, each method calling the solution's C function) includes this after the driver's headers:
// - an array is a malloc'd copy of exactly its length (`int* nums, int numsSize`), a string a
//   malloc'd NUL-terminated copy, a grid rows of their lengths and the lengths
//   (`int** grid, int gridSize, int* gridColSize`); freed when the call ends (a design object's
//   never: its Free may free them), and copied back first where the declared parameter is the answer;
// - a node is a malloc'd C node of LeetCode's C layout (its editor's comment), never freed by the
//   judge (the solution may free or keep it); each C node has one C++ twin both ways, so a node the
//   solution returns or relinks is the C++ node it came from (an in-place answer, a copy's check);
// - a result is read as LeetCode's caller reads it (`*returnSize`, `*returnColumnSizes`) and never
//   freed: LeetCode's C takes a static array, or the argument itself, as a result.
#pragma once

#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace lcjudge::c_abi {

// LeetCode's C structures, laid out as judge/driver/c/prelude.h declares them.
struct CListNode {
  int val;
  CListNode* next;
};
struct CTreeNode {
  int val;
  CTreeNode* left;
  CTreeNode* right;
};
#if defined(LCJUDGE_NODE_NARY)
struct CNode {
  int val;
  int numChildren;
  CNode** children;
};
#elif defined(LCJUDGE_NODE_GRAPH)
struct CNode {
  int val;
  int numNeighbors;
  CNode** neighbors;
};
#elif defined(LCJUDGE_NODE_RANDOM)
struct CNode {
  int val;
  CNode* next;
  CNode* random;
};
#elif defined(LCJUDGE_NODE_NEXT)
struct CNode {
  int val;
  CNode* left;
  CNode* right;
  CNode* next;
};
#endif

// One call's conversions (a design object's, over all its calls): the blocks it allocated for the
// arguments, and each node's twin both ways.
class Call {
 public:
  Call() = default;
  Call(const Call&) = delete;
  Call& operator=(const Call&) = delete;
  ~Call() { release(); }

  // BYTES of malloc'd memory for an argument, freed by release (never null: malloc(0)'s block).
  void* block(size_t bytes) {
    void* made = std::malloc(bytes == 0 ? 1 : bytes);
    if (!made) throw std::bad_alloc();
    blocks_.push_back(made);
    return made;
  }
  // BYTES of malloc'd memory for a node, which the solution owns.
  static void* node(size_t bytes) {
    void* made = std::malloc(bytes);
    if (!made) throw std::bad_alloc();
    return made;
  }
  void release() {
    for (void* made : blocks_) std::free(made);
    blocks_.clear();
  }
  // The blocks are the solution's from now on, never freed here: a design object's arguments, as
  // LeetCode's C leaves them (an accepted solution keeps its constructor's array and frees it in
  // its Free: 398's `obj->arr = nums;`, then `free(obj->arr);`).
  void disown() { blocks_.clear(); }

  // A result is read anew: each node's twin is brought up to date once per result.
  void begin_result() { updated_.clear(); }

  std::unordered_map<const void*, void*> c_twin;    // C++ node -> C node
  std::unordered_map<const void*, void*> cpp_twin;  // C node -> C++ node
  std::unordered_set<const void*> updated_;         // C nodes whose twin this result brought up to date

 private:
  std::vector<void*> blocks_;
};

[[noreturn]] inline void bad_result(const std::string& what) { throw BadResult(what); }

// The C++ twin of NODE (made if it has none) and whether this result still has to bring it up to date.
template <typename Cpp> std::pair<Cpp*, bool> cpp_twin(Call& call, const void* node) {
  auto found = call.cpp_twin.find(node);
  Cpp* twin = found != call.cpp_twin.end() ? static_cast<Cpp*>(found->second) : nullptr;
  if (!twin) {
    // 138's Node has only Node(int), as LeetCode's C++ comment declares it; the others a default one.
    if constexpr (std::is_default_constructible_v<Cpp>) {
      twin = new Cpp();
    } else {
      twin = new Cpp(0);
    }
    call.cpp_twin[node] = twin;
    call.c_twin[twin] = const_cast<void*>(node);
  }
  return {twin, call.updated_.insert(node).second};
}

// The C twin of NODE (made if it has none) and whether it is new, to be filled.
template <typename C> std::pair<C*, bool> c_twin(Call& call, const void* node) {
  auto found = call.c_twin.find(node);
  if (found != call.c_twin.end()) return {static_cast<C*>(found->second), false};
  C* twin = static_cast<C*>(Call::node(sizeof(C)));
  std::memset(twin, 0, sizeof(C));
  call.c_twin[node] = twin;
  call.cpp_twin[twin] = const_cast<void*>(node);
  return {twin, true};
}

// Node structures both ways: each node's value and links, iteratively (a list of 100,000 nodes
// is no recursion), each node once (a cycle or a shared subtree stays one). FILL copies one
// node's fields, linking through TWIN.
template <typename Cpp, typename C, typename Fill> C* nodes_to_c(Call& call, Cpp* root, Fill fill) {
  if (!root) return nullptr;
  std::vector<Cpp*> pending;
  auto twin = [&](Cpp* node) -> C* {
    if (!node) return nullptr;
    auto [made, fresh] = c_twin<C>(call, node);
    if (fresh) pending.push_back(node);
    return made;
  };
  C* result = twin(root);
  while (!pending.empty()) {
    Cpp* node = pending.back();
    pending.pop_back();
    fill(node, static_cast<C*>(call.c_twin[node]), twin);
  }
  return result;
}

template <typename Cpp, typename C, typename Fill> Cpp* nodes_from_c(Call& call, C* root, Fill fill) {
  if (!root) return nullptr;
  std::vector<C*> pending;
  auto twin = [&](C* node) -> Cpp* {
    if (!node) return nullptr;
    auto [made, fresh] = cpp_twin<Cpp>(call, node);
    if (fresh) pending.push_back(node);
    return made;
  };
  Cpp* result = twin(root);
  while (!pending.empty()) {
    C* node = pending.back();
    pending.pop_back();
    fill(node, static_cast<Cpp*>(call.cpp_twin[node]), twin);
  }
  return result;
}

// A C node's array of children (N-ary, graph) as a vector of C++ twins, and back.
template <typename Cpp, typename C, typename Twin>
void children_from_c(C* const* children, int count, std::vector<Cpp*>& into, Twin& twin, const char* what) {
  if (count < 0) bad_result(std::string("a node's ") + what + " count is " + std::to_string(count));
  if (count > 0 && !children) bad_result(std::string("a node has ") + std::to_string(count) + " " + what + " and a NULL array of them");
  into.assign(static_cast<size_t>(count), nullptr);
  for (int i = 0; i < count; ++i) into[static_cast<size_t>(i)] = twin(children[i]);
}

template <typename C, typename Cpp, typename Twin>
C** children_to_c(const std::vector<Cpp*>& children, Twin& twin) {
  C** made = static_cast<C**>(Call::node(sizeof(C*) * (children.empty() ? 1 : children.size())));
  for (size_t i = 0; i < children.size(); ++i) made[i] = twin(children[i]);
  return made;
}

// How each C++ type the driver decodes is a C value: Convert<T>::C, to_c and from_c.
template <typename T, typename = void> struct Convert;

template <typename T> struct Convert<T, std::enable_if_t<std::is_arithmetic_v<T>>> {
  using C = T;
  static C to_c(Call&, const T& value) { return value; }
  static T from_c(Call&, C value) { return value; }
};

template <> struct Convert<std::string> {
  using C = char*;
  static char* to_c(Call& call, const std::string& text) {
    char* made = static_cast<char*>(call.block(text.size() + 1));
    std::memcpy(made, text.data(), text.size());
    made[text.size()] = '\0';
    return made;
  }
  static std::string from_c(Call&, const char* text) {
    if (!text) bad_result("the function returned NULL where LeetCode's C expects a string (char*)");
    return text;
  }
};

template <> struct Convert<::ListNode*> {
  using C = CListNode*;
  static C to_c(Call& call, ::ListNode* head) {
    return nodes_to_c<::ListNode, CListNode>(call, head, [](::ListNode* node, CListNode* made, auto& twin) {
      made->val = node->val;
      made->next = twin(node->next);
    });
  }
  static ::ListNode* from_c(Call& call, C head) {
    return nodes_from_c<::ListNode, CListNode>(call, head, [](CListNode* node, ::ListNode* made, auto& twin) {
      made->val = node->val;
      made->next = twin(node->next);
    });
  }
};

template <> struct Convert<::TreeNode*> {
  using C = CTreeNode*;
  static C to_c(Call& call, ::TreeNode* root) {
    return nodes_to_c<::TreeNode, CTreeNode>(call, root, [](::TreeNode* node, CTreeNode* made, auto& twin) {
      made->val = node->val;
      made->left = twin(node->left);
      made->right = twin(node->right);
    });
  }
  static ::TreeNode* from_c(Call& call, C root) {
    return nodes_from_c<::TreeNode, CTreeNode>(call, root, [](CTreeNode* node, ::TreeNode* made, auto& twin) {
      made->val = node->val;
      made->left = twin(node->left);
      made->right = twin(node->right);
    });
  }
};

#if defined(LCJUDGE_NODE_NARY) || defined(LCJUDGE_NODE_GRAPH)
#if defined(LCJUDGE_NODE_NARY)
#define LCJUDGE_C_CHILDREN children
#define LCJUDGE_C_CHILD_COUNT numChildren
#define LCJUDGE_C_CHILD_WORD "children"
#else
#define LCJUDGE_C_CHILDREN neighbors
#define LCJUDGE_C_CHILD_COUNT numNeighbors
#define LCJUDGE_C_CHILD_WORD "neighbors"
#endif
template <> struct Convert<::Node*> {
  using C = CNode*;
  static C to_c(Call& call, ::Node* root) {
    return nodes_to_c<::Node, CNode>(call, root, [](::Node* node, CNode* made, auto& twin) {
      made->val = node->val;
      made->LCJUDGE_C_CHILD_COUNT = static_cast<int>(node->LCJUDGE_C_CHILDREN.size());
      made->LCJUDGE_C_CHILDREN = children_to_c<CNode>(node->LCJUDGE_C_CHILDREN, twin);
    });
  }
  static ::Node* from_c(Call& call, C root) {
    return nodes_from_c<::Node, CNode>(call, root, [](CNode* node, ::Node* made, auto& twin) {
      made->val = node->val;
      children_from_c(node->LCJUDGE_C_CHILDREN, node->LCJUDGE_C_CHILD_COUNT, made->LCJUDGE_C_CHILDREN, twin,
                      LCJUDGE_C_CHILD_WORD);
    });
  }
};
#undef LCJUDGE_C_CHILDREN
#undef LCJUDGE_C_CHILD_COUNT
#undef LCJUDGE_C_CHILD_WORD
#elif defined(LCJUDGE_NODE_RANDOM)
template <> struct Convert<::Node*> {
  using C = CNode*;
  static C to_c(Call& call, ::Node* head) {
    return nodes_to_c<::Node, CNode>(call, head, [](::Node* node, CNode* made, auto& twin) {
      made->val = node->val;
      made->next = twin(node->next);
      made->random = twin(node->random);
    });
  }
  static ::Node* from_c(Call& call, C head) {
    return nodes_from_c<::Node, CNode>(call, head, [](CNode* node, ::Node* made, auto& twin) {
      made->val = node->val;
      made->next = twin(node->next);
      made->random = twin(node->random);
    });
  }
};
#elif defined(LCJUDGE_NODE_NEXT)
template <> struct Convert<::Node*> {
  using C = CNode*;
  static C to_c(Call& call, ::Node* root) {
    return nodes_to_c<::Node, CNode>(call, root, [](::Node* node, CNode* made, auto& twin) {
      made->val = node->val;
      made->left = twin(node->left);
      made->right = twin(node->right);
      made->next = twin(node->next);
    });
  }
  static ::Node* from_c(Call& call, C root) {
    return nodes_from_c<::Node, CNode>(call, root, [](CNode* node, ::Node* made, auto& twin) {
      made->val = node->val;
      made->left = twin(node->left);
      made->right = twin(node->right);
      made->next = twin(node->next);
    });
  }
};
#endif

#if defined(LCJUDGE_NESTED_INTEGER)
// LeetCode's C NestedInteger (339, 341, 364, 385): opaque to the solution, made and read through
// the functions its template's comment lists (below), a list of pointers: NestedIntegerAdd keeps
// ELEM itself, so an element filled after it was added is filled in the list too.
struct CNestedInteger {
  bool is_integer = false;
  int integer = 0;
  std::vector<CNestedInteger*> list;
};

// As deep as the C++ driver reads a NestedInteger (leetcode_io.h); a result nested deeper (or
// holding itself) is the solution's error.
constexpr int kMaxCNestingDepth = 1000;

template <> struct Convert<::NestedInteger> {
  using C = CNestedInteger*;
  static C to_c(Call& call, const ::NestedInteger& value, int depth = 0) {
    auto* made = new CNestedInteger();
    made->is_integer = value.isInteger();
    made->integer = value.getInteger();
    for (const ::NestedInteger& element : value.getList()) made->list.push_back(to_c(call, element, depth + 1));
    return made;
  }
  static ::NestedInteger from_c(Call& call, const CNestedInteger* value, int depth = 0) {
    if (!value) bad_result("a NestedInteger is NULL");
    if (depth > kMaxCNestingDepth) {
      bad_result("a NestedInteger nested more than " + std::to_string(kMaxCNestingDepth) + " deep (one that holds itself?)");
    }
    if (value->is_integer) return ::NestedInteger(value->integer);
    ::NestedInteger made;
    for (const CNestedInteger* element : value->list) made.add(from_c(call, element, depth + 1));
    return made;
  }
};
#endif

template <typename T> using c_type = typename Convert<T>::C;

// A scalar argument (a number, a string, a node) as C's, and a result or in-place argument back.
template <typename T> c_type<T> to_c(Call& call, const T& value) { return Convert<T>::to_c(call, value); }
template <typename T> T from_c(Call& call, c_type<T> value) {
  call.begin_result();
  return Convert<T>::from_c(call, value);
}

// VALUES' length as C's `int numsSize`.
template <typename V> int size_of(const V& values) { return static_cast<int>(values.size()); }

// An array argument: a malloc'd copy of exactly its length.
template <typename T> c_type<T>* array_to_c(Call& call, const std::vector<T>& values) {
  auto* made = static_cast<c_type<T>*>(call.block(sizeof(c_type<T>) * values.size()));
  for (size_t i = 0; i < values.size(); ++i) made[i] = Convert<T>::to_c(call, values[i]);
  return made;
}

// A grid argument: its rows as arrays, and their lengths in COLUMNS.
template <typename T> c_type<T>** grid_to_c(Call& call, const std::vector<std::vector<T>>& rows, int*& columns) {
  auto** made = static_cast<c_type<T>**>(call.block(sizeof(c_type<T>*) * rows.size()));
  columns = static_cast<int*>(call.block(sizeof(int) * rows.size()));
  for (size_t i = 0; i < rows.size(); ++i) {
    made[i] = array_to_c(call, rows[i]);
    columns[i] = size_of(rows[i]);
  }
  return made;
}

// An in-place argument after the call: what the solution left in its C copy.
template <typename T> void array_back(Call& call, std::vector<T>& values, c_type<T>* made) {
  call.begin_result();
  for (size_t i = 0; i < values.size(); ++i) values[i] = Convert<T>::from_c(call, made[i]);
}
template <typename T> void grid_back(Call& call, std::vector<std::vector<T>>& rows, c_type<T>** made) {
  call.begin_result();
  for (size_t i = 0; i < rows.size(); ++i) {
    for (size_t j = 0; j < rows[i].size(); ++j) rows[i][j] = Convert<T>::from_c(call, made[i][j]);
  }
}

// SIZE elements of VALUES (a result's, or a row of one).
template <typename V> V elements_from_c(Call& call, const c_type<typename V::value_type>* values, int size) {
  V result;
  result.reserve(static_cast<size_t>(size));
  for (int i = 0; i < size; ++i) result.push_back(Convert<typename V::value_type>::from_c(call, values[i]));
  return result;
}

// An array result of *returnSize elements.
template <typename V> V array_from_c(Call& call, const c_type<typename V::value_type>* values, int size) {
  if (size < 0) bad_result("*returnSize is " + std::to_string(size));
  if (size > 0 && !values) bad_result("the function returned NULL with *returnSize " + std::to_string(size));
  call.begin_result();
  return elements_from_c<V>(call, values, size);
}

// A grid result: *returnSize rows, row i of (*returnColumnSizes)[i] elements.
template <typename V>
V grid_from_c(Call& call, c_type<typename V::value_type::value_type>* const* rows, int size, const int* columns) {
  using Row = typename V::value_type;
  if (size < 0) bad_result("*returnSize is " + std::to_string(size));
  if (size > 0 && !rows) bad_result("the function returned NULL with *returnSize " + std::to_string(size));
  if (size > 0 && !columns) bad_result("*returnColumnSizes is NULL with *returnSize " + std::to_string(size));
  call.begin_result();
  V result;
  result.reserve(static_cast<size_t>(size));
  for (int i = 0; i < size; ++i) {
    if (columns[i] < 0) bad_result("(*returnColumnSizes)[" + std::to_string(i) + "] is " + std::to_string(columns[i]));
    if (columns[i] > 0 && !rows[i]) bad_result("row " + std::to_string(i) + " of the result is NULL");
    result.push_back(elements_from_c<Row>(call, rows[i], columns[i]));
  }
  return result;
}

}  // namespace lcjudge::c_abi

#if defined(LCJUDGE_NESTED_INTEGER)
// LeetCode's C interface of NestedInteger, as its template's comment declares it.
extern "C" {
lcjudge::c_abi::CNestedInteger* NestedIntegerInit() { return new lcjudge::c_abi::CNestedInteger(); }
bool NestedIntegerIsInteger(lcjudge::c_abi::CNestedInteger* ni) { return ni->is_integer; }
int NestedIntegerGetInteger(lcjudge::c_abi::CNestedInteger* ni) { return ni->integer; }
void NestedIntegerSetInteger(lcjudge::c_abi::CNestedInteger* ni, int value) {
  ni->is_integer = true;
  ni->integer = value;
  ni->list.clear();
}
void NestedIntegerAdd(lcjudge::c_abi::CNestedInteger* ni, lcjudge::c_abi::CNestedInteger* elem) {
  ni->is_integer = false;
  ni->integer = 0;
  ni->list.push_back(elem);
}
lcjudge::c_abi::CNestedInteger** NestedIntegerGetList(lcjudge::c_abi::CNestedInteger* ni) { return ni->list.data(); }
int NestedIntegerGetListSize(lcjudge::c_abi::CNestedInteger* ni) { return static_cast<int>(ni->list.size()); }
}
#endif
