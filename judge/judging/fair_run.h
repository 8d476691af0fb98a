// A run of a program on one input under a problem's limits whose verdict does not depend on the
// load: a run the load may have spoiled (starved, or just over the time limit) is made once more
// with none of the gate's other runs beside it, and that second run is the record.
#pragma once

#include <string>

#include "judging/built_solution.h"
#include "judging/run_gate.h"
#include "problem/config.h"
#include "process/spawn.h"

namespace lcjudge {

// A run stopped at a time limit with CPU to spare, or with far more wall time than CPU, that was
// computing (CPU at least this share of its CPU and idle time): the machine may have starved it.
constexpr double kStarvedCpuShare = 0.1;
bool looks_starved(const RunRecord& run, const JudgeLimits& limits);

// Finished over the time limit by at most this share: a CPU time that close is within what runs
// beside it change (shared caches, the VM; seen: 1.00 s at -j 2 for a case that took 0.97 s at -j 1).
constexpr double kNearLimitShare = 0.1;
bool just_over_the_limit(const RunRecord& run, const JudgeLimits& limits);

// The request for a run of PROGRAM (its binary, or its launch applied for LIMITS) on INPUT_PATH
// under LIMITS, started in WORKING_DIRECTORY (empty: where the sandbox server runs it, its empty root).
SpawnRequest run_request(const BuiltSolution& program, const std::string& input_path, const JudgeLimits& limits,
                         const std::string& working_directory);

// One run of PROGRAM on INPUT_PATH under LIMITS, to its end, in a fresh empty scratch folder
// ($TMPDIR when set, else /dev/shm) removed afterwards, unless the sandbox server runs it (it
// starts in the server's empty root). The caller holds its place in the gate.
RunRecord run_in_scratch_folder(const BuiltSolution& program, const std::string& input_path, const JudgeLimits& limits);

// Runs PROGRAM on INPUT_PATH as `judge run` does, side by side with GATE's other runs; a run that
// looks_starved, or is just_over_the_limit, is made once more alone in GATE, and that second run
// is the record (RETRIED_ALONE says so). What it means is classify's job.
RunRecord run_under_limits(const BuiltSolution& program, const std::string& input_path, const JudgeLimits& limits,
                           RunGate& gate, bool* retried_alone = nullptr);

}  // namespace lcjudge
