// The last include of a generated entry, after the solution: the codecs of the structures it
// uses, bound to their definitions (the solution's own or entry_begin.h's), and the mains
// (run_function, run_design) that the entry's main calls.
#pragma once

#include "design_runner.h"
#include "function_runner.h"
#include "iterator_runner.h"
#include "round_trip_runner.h"
#include "leetcode_io.h"
#include "structure_codecs.h"

namespace lcjudge {

// Class templates: a codec's members compile only when a signature uses the structure, so a
// solution's own TreeNode without `left` is fine in a problem that has no TreeNode*.
template <> struct custom_codec<::ListNode*> : list_codec<::ListNode> {};
template <> struct custom_codec<::TreeNode*> : tree_codec<::TreeNode> {};
#if defined(LCJUDGE_NODE_NARY)
template <> struct custom_codec<::Node*> : nary_codec<::Node> {};
#elif defined(LCJUDGE_NODE_GRAPH)
template <> struct custom_codec<::Node*> : graph_codec<::Node> {};
#elif defined(LCJUDGE_NODE_RANDOM)
template <> struct custom_codec<::Node*> : random_list_codec<::Node> {};
#elif defined(LCJUDGE_NODE_NEXT)
template <> struct custom_codec<::Node*> : next_tree_codec<::Node> {};
#endif
#if defined(LCJUDGE_NESTED_INTEGER)
template <> struct custom_codec<::NestedInteger> : nested_integer_codec<::NestedInteger> {};
#endif

}  // namespace lcjudge
