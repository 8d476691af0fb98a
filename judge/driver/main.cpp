// A solution binary: the prelude (given with -include), the pasted solution, then this main bound
// to the method that the problem's config names (-DLCJUDGE_METHOD=name).
#ifndef LCJUDGE_SOLUTION
#error "compile with -DLCJUDGE_SOLUTION='\"path/to/solution.cpp\"' -DLCJUDGE_METHOD=name"
#endif

// Runs before the solution's own static initialisers (which may already make system calls):
// priority 101 is the first a program may use, solutions are compiled with
// -Werror=prio-ctor-dtor so they cannot take an earlier one, and within one file constructors
// of equal priority run in order.
[[gnu::constructor(101)]] static void lcjudge_before_the_solution() {
  lcjudge::install_forbidden_call_reporter();
  lcjudge::size_thread_stacks();
}

#include LCJUDGE_SOLUTION

int main() { return lcjudge::run_driver<&Solution::LCJUDGE_METHOD>(); }
