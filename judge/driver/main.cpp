// A solution binary: the prelude (given with -include), the pasted solution, then this main bound
// to the method that the problem's config names (-DLCJUDGE_METHOD=name).
#ifndef LCJUDGE_SOLUTION
#error "compile with -DLCJUDGE_SOLUTION='\"path/to/solution.cpp\"' -DLCJUDGE_METHOD=name"
#endif

#include LCJUDGE_SOLUTION

int main() { return lcjudge::run_driver<&Solution::LCJUDGE_METHOD>(); }
