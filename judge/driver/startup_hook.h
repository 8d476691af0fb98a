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
  lcjudge::hide_answer_channel();
  lcjudge::keep_standard_output();
}

#ifdef LCJUDGE_SANITIZE
#define LCJUDGE_TEXT(x) #x
#define LCJUDGE_NUMBER_TEXT(x) LCJUDGE_TEXT(x)
// The sanitized build's settings, compiled in: the sandbox passes no environment. The report is
// left unsymbolized (a symbolizer is a second program, which the sandbox refuses); the judge
// names the lines from the binary's line tables afterwards (judging/sanitizer_report.h). Leaks
// are not errors (LeetCode does not report them either); the exit code marks a finding.
static_assert(lcjudge::protocol::kSanitizerExit == 90, "exitcode=90 below is protocol.h's kSanitizerExit");
extern "C" const char* __asan_default_options() {
  return "exitcode=90:halt_on_error=1:symbolize=0:detect_leaks=0:disable_coredump=0:color=never"
         ":allocator_may_return_null=1:malloc_context_size=8:quarantine_size_mb=64"
         ":hard_rss_limit_mb=" LCJUDGE_NUMBER_TEXT(LCJUDGE_SANITIZER_RSS_MB);
}
extern "C" const char* __ubsan_default_options() {
  return "exitcode=90:halt_on_error=1:print_stacktrace=1:symbolize=0:color=never:report_error_type=1";
}
#endif
