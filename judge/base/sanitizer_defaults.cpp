// The sanitized build of the judge and its tests (make unit-test-sanitized) only: how a finding in
// the judge's own code ends it. The runtimes' default is exit status 1, which the judge itself
// gives when a verdict is not as declared, so an end-to-end test that expects 1 would take a
// finding in the judge it started for a pass; abort_on_error makes it SIGABRT, which no test
// expects. The judge starts its children with a clean environment (process/spawn.cpp), so the
// defaults are compiled in rather than read from ASAN_OPTIONS. The normal build has none of this.
#if defined(__SANITIZE_ADDRESS__)

extern "C" const char* __asan_default_options() { return "abort_on_error=1"; }
extern "C" const char* __ubsan_default_options() { return "abort_on_error=1:print_stacktrace=1"; }

#endif
