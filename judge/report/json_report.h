// Machine-readable reports: `--json FILE` writes every solution, case, verdict, time, memory and
// message, with each solution's expectation rules, so that `judge merge` can recompute the
// verdict table of several shard reports without the project at hand.
//
// Schema (version 1):
//   { "format": "lcjudge-report", "version": 1, "shard": "K/N" or null, "all_cases": bool,
//     "passed": N, "failed": M,            // solutions as expected / not
//     "solutions": [ {
//       "name": "913-cat-and-mouse/accepted/topological_sort", "source": "solutions/...cpp",
//       "problem": "913-cat-and-mouse", "expected": "AC", "verdict": "AC", "ok": true,
//       "expectation_message": "", "judge_error": false, "total_cases": 59,
//       "design_calls": false (a design problem driven by operations: a wrong answer names its call),
//       "compiled": true, "compile_message": "",
//       "expectation": { "folder": "AC", "rules": [ {"group": "", "permitted": ["AC"],
//                                                    "required": [], "origin": ""} ] },
//       "cases": [ { "id": "sample/1", "input": "testcases/.../sample/1.in", "verdict": "AC", "message": "", "cpu_seconds": 0.001,
//                    "wall_seconds": 0.002, "peak_memory_bytes": 4194304,
//                    "claimed_solve_seconds": 0.0001 or null (the driver's own, on descriptor 3), "bad_test_data": false,
//                    "stdout": "what the solution printed (its first 4 KiB, escaped)", "stdout_bytes": 17,
//                    "found_answer": "a wrong answer as returned (its first 64 KiB, escaped); else \"\"" } ] } ] }
//   (stdout and stdout_bytes are shown only, never judged; a report without them reads as "" and 0;
//   likewise found_answer, and design_calls as false)
#pragma once

#include <string>
#include <vector>

#include "judging/expectations.h"
#include "judging/scheduler.h"

namespace lcjudge {

struct RunSummary {
  std::string shard;  // "K/N", or "" for a whole run
  bool all_cases = false;
  std::string isolation;  // what held the solutions (process/landlock.h's isolation_in_force)
  std::string build;      // how they were compiled and run, their languages only (judging/build_description.h)
};

// Writes atomically (temp file + rename); JudgeFailure if it cannot.
void write_json_report(const std::string& path, const std::vector<SolutionReport>& reports,
                       const std::vector<Expectation>& expectations, const RunSummary& summary);

struct LoadedReport {
  RunSummary summary;
  std::vector<SolutionReport> reports;
  std::vector<Expectation> expectations;  // parallel to reports
};

// Reads a report written by write_json_report; JudgeFailure naming the file for anything else.
LoadedReport read_json_report(const std::string& path);

// Writes a report file atomically (atomic_file.h), making its folder if needed.
void write_report_file(const std::string& path, const std::string& text);

}  // namespace lcjudge
