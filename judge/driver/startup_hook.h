// Included once by a solution binary's main file (main.cpp, or an entry through entry_begin.h),
// before the solution.
//
// Runs before the solution's own static initialisers (which may already make system calls):
// priority 101 is the first a program may use, solutions are compiled with
// -Werror=prio-ctor-dtor so they cannot take an earlier one, and within one file constructors
// of equal priority run in order.
#pragma once

#include "driver.h"

[[gnu::constructor(101)]] static void lcjudge_before_the_solution() {
  lcjudge::install_forbidden_call_reporter();
  lcjudge::size_thread_stacks();
}
