// The fixture solutions shared by the runner and hostile-submission tests: LeetCode-style programs
// under judge/tests/fixtures/solutions/<verdict they must earn>/NAME.cpp, built once per test
// process by the judge's own SolutionBuilder for the fixture problem (judge/tests/fixtures/problem:
// add two ints, 0.5 s, 256 MiB, 1 MiB of output), into the process's private folder, from the
// shared compile cache build/test_cache/ that the preparation before the tests filled
// (tests/test_workspace.h).
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/parallel.h"
#include "judging/build.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/testcases.h"
#include "tests/test_workspace.h"

namespace lcjudge::test_fixtures {

inline const std::string kFixtures = "judge/tests/fixtures";

// Each is judge/tests/fixtures/solutions/NAME.cpp, its folder the verdict it must earn.
inline const std::vector<std::string> kFixtureNames = {
    "accepted/add",
    "accepted/reads_past_stdin",
    "accepted/uses_threads",
    "accepted/raises_no_limit",
    "wrong_answer/off_by_one",
    "time_limit_exceeded/busy_loop",
    "time_limit_exceeded/sleep_forever",
    "time_limit_exceeded/ignores_signals",
    "time_limit_exceeded/closes_stdout",
    "run_time_error/segfault",
    "run_time_error/exit_3",
    "run_time_error/throws",
    "run_time_error/leaves_child",
    "run_time_error/fork_bomb",
    "run_time_error/double_fork",
    "run_time_error/setsid_escape",
    "run_time_error/thread_bomb",
    "run_time_error/deep_recursion",
    "run_time_error/writes_file",
    "run_time_error/opens_socket",
    "run_time_error/execs_shell",
    "run_time_error/aborts",
    "run_time_error/divides_by_zero",
    "run_time_error/fcntl_setown",
    "run_time_error/execveat_descriptor",
    "run_time_error/two_thousand_threads",
    "run_time_error/forks_in_new_namespace",
    "run_time_error/limits_the_server",
    "run_time_error/moves_the_server",
    "run_time_error/sleeps_unless_two",
    "wrong_answer/reads_answer_beside_input",
    "wrong_answer/reads_system_files",
    "wrong_answer/counts_its_cpus",
    "memory_limit_exceeded/hog",
    "memory_limit_exceeded/ten_gigabytes",
    "memory_limit_exceeded/slow_touch",
    "output_limit_exceeded/flood",
    "output_limit_exceeded/stderr_flood",
    "compile_error/syntax",
    // hostile_report_test: what a solution writes decides nothing it should not
    "run_time_error/forges_bad_input",
    "run_time_error/ansi_stderr",
    "wrong_answer/ansi_and_invalid_utf8",
    "wrong_answer/forges_measurements",
    "time_limit_exceeded/starved_looking",
    // hostile_accounting_test: the judge's accounting of a run is its own measurement
    "run_time_error/fills_pipes",
    "run_time_error/raises_sigxfsz",
    "run_time_error/raises_sigsys",
    "time_limit_exceeded/works_then_sleeps",
    "wrong_answer/claims_instant_solve",
    "compile_error/hides_heap_overflow",
    "compile_error/defines_sanitizer_hook",
    // hostile_parsers_test: what a solution prints is parsed totally
    "run_time_error/malformed_side_channel_records",
    "run_time_error/thirty_thousand_character_stderr_line",
    "run_time_error/forged_asan_report_huge_offset",
    // runner_test: the answer travels apart from stdout
    "accepted/prints_debug_lines",
    "wrong_answer/prints_the_answer",
    "wrong_answer/writes_the_answer_descriptor",
};

struct Fixtures {
  ProblemConfig config;
  TestCase sample;  // sample/1: 2 + 3 = 5
  std::unique_ptr<SolutionBuilder> builder;
  std::map<std::string, SolutionFile> solutions;
  std::map<std::string, BuildOutcome> builds;
};

// Binaries go to the test process's private folder: no other test process writes them.
inline SolutionFile fixture_file(const std::string& name) {
  SolutionFile solution;
  solution.source = kFixtures + "/solutions/" + name + ".cpp";
  solution.problem = "problem";
  solution.display = "fixtures/" + name;
  solution.expected = parse_verdict(std::filesystem::path(name).parent_path().string()).value();
  set_build_folder(solution, test_util::private_path("fixtures/" + name + ".cpp"));
  return solution;
}

// Built once per test process, on first use, in parallel, then never changed (const): what one
// test sees of it no other test can have altered. Each build is a copy from the shared compile
// cache once the preparation has run (else ~1.5 s a fixture).
inline const Fixtures& fixtures() {
  static const std::unique_ptr<Fixtures> built = [] {
    if (!std::filesystem::is_directory(kFixtures)) {
      throw std::runtime_error("no '" + kFixtures + "' here: run the tests from the project root (make unit-test)");
    }
    auto f = std::make_unique<Fixtures>();
    f->config = load_problem_config(kFixtures + "/problem");
    // These tests judge the optimised build (judge_case); sanitizer_test.cpp covers the other.
    f->config.build.sanitize = false;
    f->sample = problem_testcases(f->config.directory).at(0);
    f->builder = std::make_unique<SolutionBuilder>(Project{});
    f->builder->set_cache_folder(test_util::kFixtureCache);
    f->builder->prepare();
    std::vector<BuildOutcome> outcomes(kFixtureNames.size());
    for (const auto& name : kFixtureNames) f->solutions[name] = fixture_file(name);
    parallel_for(kFixtureNames.size(), default_jobs() + 1, [&](size_t i) {
      outcomes[i] = f->builder->build(f->solutions.at(kFixtureNames[i]), f->config);
    });
    for (size_t i = 0; i < kFixtureNames.size(); ++i) f->builds[kFixtureNames[i]] = outcomes[i];
    return f;
  }();
  return *built;
}

inline const std::string& binary(const std::string& name) { return fixtures().solutions.at(name).binary; }

// The fixture's binary, after checking that it compiled.
inline const std::string& built_binary(const std::string& name) {
  const BuildOutcome& build = fixtures().builds.at(name);
  if (!build.ok) ADD_FAILURE() << name << " did not compile:\n" << build.log;
  return binary(name);
}

// The fixture as its build hands it over, after checking that it compiled.
inline const BuiltSolution& built_program(const std::string& name) {
  const BuildOutcome& build = fixtures().builds.at(name);
  if (!build.ok) ADD_FAILURE() << name << " did not compile:\n" << build.log;
  return build.built;
}

// The fixture run on the sample case.
inline CaseOutcome run_fixture(const std::string& name) {
  RunGate gate;
  return judge_case(built_program(name), fixtures().sample, fixtures().config, gate);
}

}  // namespace lcjudge::test_fixtures
