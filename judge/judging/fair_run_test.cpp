// Which runs the load may have spoiled: the same run looks the same at load 1 and at load 8.
#include "judging/fair_run.h"

#include <gtest/gtest.h>

#include "judging/built_solution.h"
#include "problem/config.h"

namespace lcjudge {
namespace {

// Stopped idle at the deadline: 0.3 s of CPU, then asleep; on a loaded machine the same run spent
// 4 s more waiting for a CPU, so its wall time is longer, and it looks starved all the same.
TEST(FairRunTest, AComputingRunStoppedIdleLooksStarvedWhateverTheWaitForACpu) {
  JudgeLimits limits;
  set_time_limit(limits, 0.5);
  RunRecord run;
  run.killed_at_deadline = true;
  run.cpu_seconds = 0.3;
  for (double waited : {0.0, 4.0}) {
    run.wall_seconds = run.cpu_seconds + limits.wall_seconds + waited;
    EXPECT_TRUE(looks_starved(run, limits)) << waited;
  }
  run.cpu_seconds = 0.01;  // asleep almost from the start: no load would change it
  run.wall_seconds = run.cpu_seconds + limits.wall_seconds;
  EXPECT_FALSE(looks_starved(run, limits));
  run.cpu_seconds = 0.6;  // past the limit already: TLE on any machine
  EXPECT_FALSE(looks_starved(run, limits));
}

// A launched solution starts from the launch its build handed over (BuildOutcome::built): the
// launch file at its program path is not read, so a file gone or changed since changes nothing.
TEST(FairRunTest, ALaunchedSolutionStartsFromItsBuildsLaunchNotFromAFile) {
  Launch launch;
  launch.language = Language::kJava;
  launch.argv = {"/usr/lib/jvm/bin/java", "{heap}", "-Xbootclasspath/a:{shown:0}", "LcjudgeDriver"};
  launch.shown = {"/nowhere/driver.jar"};
  const BuiltSolution program = launched_program("/nowhere/optimised.launch", launch);
  JudgeLimits limits;
  limits.memory_bytes = 512ull << 20;
  const SpawnRequest request = run_request(program, "/dev/null", limits, "");
  ASSERT_EQ(request.argv.size(), 4u);
  EXPECT_EQ(request.argv[0], "/usr/lib/jvm/bin/java");
  EXPECT_EQ(request.argv[1], "-Xmx384m");  // Java's own word for the memory limit, from its object
  EXPECT_EQ(request.argv[2], "-Xbootclasspath/a:" + shown_file_path(request, 0));
  EXPECT_EQ(request.shown_files, launch.shown);

  const SpawnRequest native = run_request(native_program("/bin/true"), "/dev/null", limits, "");
  EXPECT_EQ(native.argv, std::vector<std::string>{"/bin/true"});
  EXPECT_TRUE(native.shown_files.empty());
}

}  // namespace
}  // namespace lcjudge
