#include "judging/fair_run.h"

#include <filesystem>
#include <optional>

#include "base/error.h"
#include "base/scratch_folder.h"
#include "judging/language_launch.h"
#include "process/interrupt.h"
#include "process/sandbox.h"
#include "process/sandbox_client.h"

namespace lcjudge {

bool looks_starved(const RunRecord& run, const JudgeLimits& limits) {
  // A run that sleeps or blocks uses almost no CPU, and load changes nothing for it; one that was
  // computing but got too little of the CPU to finish may well pass on a quiet machine. Stopped
  // at the deadline, it had been idle for the deadline's time: its share is of that and its CPU
  // time, not of its wall time, which the load stretches with time spent waiting for a CPU (the
  // same run would look starved on a quiet machine and not on a loaded one).
  if (run.killed_at_deadline) {
    bool computing = run.cpu_seconds >= kStarvedCpuShare * (run.cpu_seconds + limits.wall_seconds);
    return computing && run.cpu_seconds < limits.time_limit_seconds;
  }
  return run.killed_at_cpu_limit && run.wall_seconds > 2 * run.cpu_seconds;
}

bool just_over_the_limit(const RunRecord& run, const JudgeLimits& limits) {
  // A run the judge stopped at its CPU kill point did not finish: however close that point is to
  // the limit (judge compare stops runs at 1.05x it), a second run could only be stopped again.
  return !run.killed_at_cpu_limit && run.cpu_seconds > limits.time_limit_seconds &&
         run.cpu_seconds <= limits.time_limit_seconds * (1 + kNearLimitShare);
}

SpawnRequest run_request(const BuiltSolution& program, const std::string& input_path, const JudgeLimits& limits,
                         const std::string& working_directory) {
  SpawnRequest request;
  request.api_spec = limits.api_spec;  // first: the launch's shown files come after its channel
  request.working_directory = working_directory;
  request.sandbox = limits.sandbox;
  request.argv = {program.program};  // absolute: it starts in the scratch folder
  if (program.launch) apply_launch(request, *program.launch, limits);
  request.stdin_path = input_path;
  request.limits.cpu_kill_seconds = limits.kill_after_seconds;
  request.limits.cpu_seconds = limits.kill_after_seconds;  // RLIMIT_CPU: the backstop for a stuck judge
  request.limits.wall_seconds = limits.wall_seconds;
  request.limits.memory_bytes = limits.sanitized || limits.resident_memory ? 0 : limits.memory_bytes;
  if (limits.sanitized) request.limits.resident_bytes = sanitized_resident_bytes(limits.memory_bytes);
  if (limits.resident_memory) request.limits.resident_bytes = limits.memory_bytes;
  request.limits.stack_bytes = limits.memory_bytes;  // deep recursion is the solution's right
  request.limits.output_bytes = limits.output_bytes;
  request.limits.descriptors = kRunDescriptors;  // pipes' buffers are memory outside the limit
  return request;
}

RunRecord run_in_scratch_folder(const BuiltSolution& program, const std::string& input_path, const JudgeLimits& limits) {
  std::optional<ScratchFolder> scratch;
  if (!(limits.sandbox && sandbox_server_available())) {
    try {
      scratch.emplace("lcjudge-run", removed_on_interrupt());
    } catch (const JudgeFailure&) {  // the case's judge error, not the whole run's
      RunRecord failed;
      failed.internal_error = "cannot create a scratch folder in " + scratch_base().string();
      return failed;
    }
  }
  return spawn_and_wait(run_request(program, input_path, limits, scratch ? scratch->path() : ""));
}

RunRecord run_under_limits(const BuiltSolution& program, const std::string& input_path, const JudgeLimits& limits,
                           RunGate& gate, bool* retried_alone) {
  if (retried_alone) *retried_alone = false;
  RunRecord run;
  {
    RunGate::Shared place(gate);
    run = run_in_scratch_folder(program, input_path, limits);
  }
  if (!looks_starved(run, limits) && !just_over_the_limit(run, limits)) return run;
  if (retried_alone) *retried_alone = true;
  RunGate::Alone alone(gate);
  return run_in_scratch_folder(program, input_path, limits);  // once only: what it does alone is its verdict
}

}  // namespace lcjudge
