// The builds every test process shares, made before any test runs (tests/test_workspace.h): the
// driver of each toolchain the tests compile with, in build/driver/, and the fixture solutions,
// in the compile cache build/test_cache/. `judge_tests --prepare-only` makes both before make test
// starts its two halves; each test process's main makes the drivers again under a lock (nothing
// to do when they are up to date), and its first use of fixtures() copies them from the cache.
#pragma once

#include <string>
#include <vector>

#include <fmt/core.h>

#include "base/error.h"
#include "judging/build.h"
#include "problem/config.h"
#include "problem/project.h"
#include "tests/fixture_solutions.h"
#include "tests/test_workspace.h"

namespace lcjudge::test_util {

// The drivers the tests compile with, in build/driver/: clang's optimised and sanitized builds
// (the fixtures and scratch projects), against libc++ too (entry_build_test's C++23 solutions),
// gcc's (problems that ask for it), and clang's -O0 -g build (`judge debug`, made by a debug
// build of a fixture, as the judge makes it). JudgeFailure if one does not compile.
inline void prepare_shared_drivers() {
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(kFixtureCache);
  builder.prepare({CompilerFamily::kClang, true});
  builder.prepare({CompilerFamily::kClang, true}, StandardLibrary::kLibcxx);
  builder.prepare({CompilerFamily::kGcc, false});
  const BuildOutcome debug = builder.build_debug(test_fixtures::fixture_file("accepted/add"),
                                                 load_problem_config(test_fixtures::kFixtures + "/problem"));
  if (!debug.ok) throw JudgeFailure("the debug build of the fixture accepted/add failed:\n" + debug.log);
}

// Every fixture that must compile compiled: JudgeFailure naming the first that did not.
inline void check_fixtures_built() {
  const test_fixtures::Fixtures& built = test_fixtures::fixtures();
  for (const auto& [name, outcome] : built.builds) {
    const bool must_compile = name.rfind("compile_error/", 0) != 0;
    if (must_compile && !outcome.ok) throw JudgeFailure(fmt::format("the fixture {} did not compile:\n{}", name, outcome.log));
  }
}

// `judge_tests --prepare-only`: the drivers, then the fixtures (which fill build/test_cache/).
inline void prepare_shared_builds() {
  PrepareLock lock;
  prepare_shared_drivers();
  check_fixtures_built();
}

}  // namespace lcjudge::test_util
