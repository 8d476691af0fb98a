// What a C solution is built with besides itself (judge/languages/c.cpp), generated from the
// problem's declared signature as LeetCode's C templates spell it: an array is `int* nums, int
// numsSize`, a grid `int** grid, int gridSize, int* gridColSize`, a string `char*`, an array result
// `int* returnSize` (and a grid's `int** returnColumnSizes`) after the parameters; a design class
// is a C struct and functions `minStackCreate(...)`, `minStackPush(MinStack* obj, ...)` and
// `minStackFree(obj)`; a codec is its two functions (297's `serialize`, `deserialize`).
// - The calls file (C): the solution included, then one function per call LeetCode's harness
//   makes, calling the solution's function with LeetCode's arguments, so the call compiles, and
//   converts, exactly when LeetCode's does.
// - The adapter (C++): what the driver's entry (judging/entry.h) includes in place of a solution,
//   LeetCode's C++ class whose methods turn the decoded arguments into C's (judge/driver/c/c_abi.h),
//   call the calls file's functions and turn the result back.
#pragma once

#include <string>

#include "problem/config.h"

namespace lcjudge {

// Why LeetCode's C cannot be called for CONFIG's problem as the judge calls it ("" when it can):
// an API problem, NestedInteger, an iterator, a vector three deep.
std::string c_refusal(const ProblemConfig& config);

// LeetCode's C declaration of METHOD (CONFIG's), as its C template writes it:
// "int* twoSum(int* nums, int numsSize, int target, int* returnSize)".
std::string c_declaration(const ProblemConfig& config, const MethodSignature& method);

// The calls file's text; the solution is included as LCJUDGE_SOLUTION, after the C prelude
// (judge/driver/c/prelude.h), which the build preincludes.
std::string c_calls_text(const ProblemConfig& config);

// The adapter's text, for the entry's `#include LCJUDGE_SOLUTION`.
std::string c_adapter_text(const ProblemConfig& config);

// The C structures CONFIG's signature uses, as the prelude's macros: "LCJUDGE_C_LISTNODE", ...
std::vector<std::string> c_structures_used(const ProblemConfig& config);

}  // namespace lcjudge
