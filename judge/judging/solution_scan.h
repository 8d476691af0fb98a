// Which of LeetCode's node structures a solution defines itself. LeetCode's stub shows them in a
// comment, and the driver's entry defines them (judge/driver/entry_begin.h) unless the solution
// does, so the build passes -DLCJUDGE_SOLUTION_DEFINES_LISTNODE etc. for those found here.
#pragma once

#include <string>

namespace lcjudge {

struct SolutionDefinitions {
  bool list_node = false;  // struct|class ListNode { ... } at namespace scope
  bool tree_node = false;  // TreeNode
  bool node = false;       // Node
};

// Looks for `struct|class NAME {` (or `NAME : base {`, `NAME final {`) outside comments, string
// and character literals, at brace depth 0: a forward declaration has no body, and a helper
// `struct Node` inside class Solution does not stand in for the global one.
SolutionDefinitions scan_solution_definitions(const std::string& source);

}  // namespace lcjudge
