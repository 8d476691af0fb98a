// Running one program under limits and measuring it: a run of a solution or of a problem's
// program, through the sandbox server or forked here (supervise.h tells the paths).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "process/process_limits.h"

namespace lcjudge {

struct SpawnRequest {
  std::vector<std::string> argv;    // argv[0] is the program's path
  std::string stdin_path;           // empty: /dev/null
  std::string working_directory;    // empty: the judge's own
  SpawnLimits limits;
  // Its environment beyond the base every run gets (PATH and LC_ALL): "NAME=value" words, which
  // the caller chooses (a runtime's settings: judging/run_profile.h); a solution's run through the
  // sandbox server takes sandbox_protocol::kMaxEnvironment at most.
  std::vector<std::string> environment;
  bool side_channel = true;         // a solution's run: open fd 3 for the driver's records and fd 4
                                    // for its answer (protocol.h)
  bool sandbox = false;             // run under the seccomp filter of sandbox.h
  // A problem's own program (a validator, a generator), sandboxed: the files it may read, each
  // copied by the judge into a sealed in-memory file that it opens as shown_file_path(); and,
  // with feedback (an output validator), a writable feedback folder, feedback_folder(), whose
  // judgemessage.txt is kept in RunRecord::feedback_text. Only the sandbox server can give one
  // (a run without it is the judge's internal error); its runs may open files for writing,
  // where nothing else is writable.
  std::vector<std::string> shown_files;
  bool feedback = false;
  // An API problem's solution: its interactor's spec (interactor/api_interactor.h), served by the
  // sandbox server beside the process (docs/driver-protocol.md, "API calls"); empty: none.
  std::string api_spec;
};

// What happened, as plain data; deciding what it means is classify's job.
struct RunRecord {
  std::string internal_error;       // non-empty: the judge could not run the program at all
  bool exited = false;              // exit_code is valid
  int exit_code = 0;
  int signal = 0;                   // the terminating signal, 0 if none
  bool killed_at_deadline = false;  // the judge killed it at the wall deadline, which counts only
                                    // its idle time (wall less CPU less its wait for a CPU)
  bool killed_at_cpu_limit = false; // the judge killed it when its CPU time passed cpu_kill_seconds
  bool killed_at_memory_limit = false;  // ... when its resident memory passed resident_bytes
  double cpu_seconds = 0;           // user + system, from wait4
  double wall_seconds = 0;
  std::uint64_t peak_memory_bytes = 0;  // ru_maxrss
  std::string stdout_text;          // up to the output limit; a solution's run: kStdoutKeep bytes
  std::uint64_t stdout_size = 0;    // all that was captured of stdout, up to the output limit
  bool stdout_over_limit = false;  // its captured size reached the output limit (measured here)
  std::string answer_text;          // a solution's run: the driver's answer (up to the output limit)
  bool answer_over_limit = false;  // its captured size reached the output limit
  bool stderr_over_limit = false;  // the same, for stderr
  std::string stderr_text;          // up to kStderrKeep bytes: all, or the first and last halves
  std::string side_channel_text;    // the driver's records, one per line
  std::string feedback_text;        // feedback runs: the start of judgemessage.txt (kStderrKeep bytes)
  // A case of a session (case_session.h) whose process broke the driver protocol: what it did,
  // a run-time error at that case.
  std::string protocol_fault;
  // An API problem's case: the judge's own wrong answer (a call limit passed, a read4 check
  // failed), whatever the driver answered; "" if none. And the calls the judge answered.
  std::string api_wrong_answer;
  std::uint64_t api_calls = 0;
  std::optional<std::string> api_answer;  // the case's answer as the judge gives it (843), if it does
};

constexpr std::uint64_t kStderrKeep = 64 * 1024;
// What is kept of a solution's stdout, which is only shown (LeetCode's "Stdout" panel).
constexpr std::uint64_t kStdoutKeep = 64 * 1024;

// The path by which the program of REQUEST opens its I-th shown file: "/proc/self/fd/6".
std::string shown_file_path(const SpawnRequest& request, size_t i);

// The feedback folder a feedback run is shown, ending in '/': "/feedback/".
std::string feedback_folder();

// Runs the program to completion (or to the deadline) and reaps it and every process left in its
// process group. Never throws for the program's faults; internal_error for the judge's.
RunRecord spawn_and_wait(const SpawnRequest& request);

}  // namespace lcjudge
