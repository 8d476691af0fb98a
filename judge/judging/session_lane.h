// The lane of `judge run` as LeetCode's Submit runs a solution: one process answers all its cases
// in turn (process/case_session.h), and one more of its sanitized build answers the same cases
// in the same order. A case made again alone (run_now) is a fresh process, as the sandbox lane's.
#pragma once

#include <memory>
#include <string>

#include "judging/case_lane.h"
#include "problem/config.h"

namespace lcjudge {

// PROGRAM's session under LIMITS for CASE_COUNT cases; SANITIZED_BINARY (empty: none) answers
// them too, under sanitized_limits. After the last case the process must end as the driver does.
std::unique_ptr<CaseLane> open_session_lane(const BuiltSolution& program, const std::string& sanitized_binary,
                                            const JudgeLimits& limits, size_t case_count);

// Whether `judge run` can judge in sessions here (they need the sandbox server).
bool sessions_available();

}  // namespace lcjudge
