// The builds every test process shares, made before any test runs (tests/test_workspace.h): the
// driver of each toolchain the tests compile with, in build/driver/, and the fixture solutions,
// in the compile cache build/test_cache/. `judge_tests --prepare-only` makes both before make test
// starts its parts; each test process's main makes the drivers again under a lock (nothing
// to do when they are up to date), and its first use of fixtures() copies them from the cache.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "base/error.h"
#include "base/parallel.h"
#include "judging/build.h"
#include "judging/language_build.h"
#include "judging/language_toolchain.h"
#include "problem/config.h"
#include "problem/project.h"
#include "tests/fixture_solutions.h"
#include "tests/test_workspace.h"

namespace lcjudge::test_util {

// Every fixture that must compile compiled: JudgeFailure naming the first that did not.
inline void check_fixtures_built() {
  const test_fixtures::Fixtures& built = test_fixtures::fixtures();
  for (const auto& [name, outcome] : built.builds) {
    const bool must_compile = name.rfind("compile_error/", 0) != 0;
    if (must_compile && !outcome.ok) throw JudgeFailure(fmt::format("the fixture {} did not compile:\n{}", name, outcome.log));
  }
}

// The Java fixtures of the hostile suite (hostile_languages_test.cpp), built into the fixtures'
// compile cache, from which each test process takes them: a javac and a JVM each, in the jail.
inline void prepare_java_fixtures() {
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(kFixtureCache);
  ProblemConfig config = load_problem_config(test_fixtures::kFixtures + "/language_problem");
  config.build.sanitize = false;
  config = for_language(config, Language::kJava);
  std::vector<std::string> sources;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test_fixtures::kFixtures + "/solutions")) {
    // Not those that must not compile: what javac does with them is what their tests check.
    const bool compiles = entry.path().parent_path().filename() != "compile_error";
    if (entry.path().extension() == ".java" && compiles) sources.push_back(entry.path().string());
  }
  parallel_for(sources.size(), 2, [&](size_t i) {
    SolutionFile solution;
    solution.source = sources[i];
    solution.problem = "language_problem";
    solution.language = Language::kJava;
    set_build_folder(solution, private_path("prepare/java/" + std::to_string(i)));
    const BuildOutcome built = builder.build(solution, config);
    if (!built.ok) throw JudgeFailure("the Java fixture " + sources[i] + " did not build:\n" + built.log);
  });
}

// clang's -O0 -g driver (`judge debug`), made by a debug build of a fixture, as the judge makes it.
inline void prepare_debug_build() {
  SolutionBuilder debug{Project{}};
  debug.set_cache_folder(kFixtureCache);
  // Its own build folder: the fixtures' build of the same source may be running beside it.
  SolutionFile add = test_fixtures::fixture_file("accepted/add");
  set_build_folder(add, private_path("prepare/accepted/add.cpp"));
  const BuildOutcome built = debug.build_debug(add, load_problem_config(test_fixtures::kFixtures + "/problem"));
  if (!built.ok) throw JudgeFailure("the debug build of the fixture accepted/add failed:\n" + built.log);
}

// The drivers the tests compile with, in build/driver/: clang's optimised and sanitized builds
// (the fixtures and scratch projects); with VARIANTS, the ones only the slow tier's tests use
// (tests/slow_tier.h): clang's against libc++ (entry_build_test's C++23 solutions) and gcc's
// (problems that ask for it); with FIXTURES (the end-to-end program's tests use them, the unit
// tests none), the debug build (prepare_debug_build) and the fixtures (check_fixtures_built).
// JudgeFailure if one does not compile.
// clang's optimised driver comes first, alone: every other toolchain's builder checks it, and
// gcc's and the debug build link its objects. The rest are made at once by builders of their own
// (one builder prepares one toolchain after another): one after another, gcc's prelude (3.4
// CPU-s) and the debug one (1.4) each kept a core idle, and the fixtures waited for all of them.
inline void prepare_shared(bool with_fixtures, bool with_variants) {
  SolutionBuilder clang{Project{}};
  clang.prepare({CompilerFamily::kClang, true});
  std::vector<std::function<void()>> rest;
  if (with_fixtures) rest.push_back(prepare_debug_build);
  if (with_variants) {
    rest.push_back([] { SolutionBuilder{Project{}}.prepare({CompilerFamily::kClang, true}, StandardLibrary::kLibcxx); });
    rest.push_back([] { SolutionBuilder{Project{}}.prepare({CompilerFamily::kGcc, false}); });
  }
  // Each language's driver (Java's jar, Python's bytecode...), which scratch projects link to.
  rest.push_back([] { prepare_language_drivers(Project{}); });
  if (with_fixtures) rest.push_back(check_fixtures_built);
  if (with_fixtures && language_toolchain(Language::kJava).installed()) rest.push_back(prepare_java_fixtures);
  parallel_for(rest.size(), static_cast<int>(rest.size()), [&](size_t i) { rest[i](); });
}

// Each test process's main: the drivers (and the debug build, with FIXTURES), under the lock.
inline void prepare_shared_drivers(bool with_fixtures, bool with_variants) {
  prepare_shared(false, with_variants);
  if (with_fixtures) prepare_debug_build();
}

// `judge_tests --prepare-only`: the drivers and, with FIXTURES, the fixtures (which fill
// build/test_cache/); the slow tier's variant drivers too with VARIANTS.
inline void prepare_shared_builds(bool with_fixtures, bool with_variants) {
  PrepareLock lock;
  prepare_shared(with_fixtures, with_variants);
}

}  // namespace lcjudge::test_util
