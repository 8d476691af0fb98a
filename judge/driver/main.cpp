// A legacy solution binary (problem.yaml's `method:` and no signature): the prelude (given with
// -include), the pasted solution, then this main bound to the method that the problem's config
// names (-DLCJUDGE_METHOD=name), its types deduced from the solution.
#ifndef LCJUDGE_SOLUTION
#error "compile with -DLCJUDGE_SOLUTION='\"path/to/solution.cpp\"' -DLCJUDGE_METHOD=name"
#endif

#include "startup_hook.h"

#include LCJUDGE_SOLUTION

#include "function_runner.h"

int main() { return lcjudge::run_method<&Solution::LCJUDGE_METHOD>(); }
