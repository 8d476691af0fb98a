// The sandbox server's side of a session (docs/driver-protocol.md): one process of a solution
// answers its cases in turn, as on LeetCode's Submit. The server started it with its stdin and
// its answer channel on pipes of the server's; per case it writes the case's frame, then waits
// for the answer's frame, the process's end, or a limit of the case, reading the process's CPU
// clock and its threads' wait for a CPU (schedstat) as it goes:
// - a case's CPU time is the process's CPU clock at its answer less the clock at the answer
//   before (so the start-up is the first case's, and nothing the process does between two cases
//   goes uncounted);
// - a case is stopped for time only by its CPU time, or by the time the process spent neither
//   running nor waiting for a CPU (sleeping, blocked): the wall time less both, so no verdict
//   depends on the machine's load;
// - an answer is accepted only in its place: bytes on the answer channel while no case is out, a
//   second frame, or anything after "#end" is a SessionFault, and so is an end without "#end".
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "process/process_limits.h"
#include "process/sandbox_protocol.h"
#include "process/served_api_channel.h"
#include "process/supervise.h"

namespace lcjudge {

struct ServedSession {
  pid_t pid = -1;      // -1: no process (never started, or ended)
  int pidfd = -1;
  int cases = -1;      // the server's end of the process's stdin, non-blocking
  int answers = -1;    // the server's end of its answer channel, non-blocking
  int outputs[2] = {-1, -1};  // its captured stdout and stderr, watched for their size
  int status = -1;            // its /proc status file, opened at the first answer (its peak memory)
  double cpu_before = 0;      // its CPU clock at the last answer (0 at its start)
  std::uint64_t cases_handed = 0;  // the cases it answered: the next answer's number less one
  ServedApiChannel api;             // its API channel, served with each case's interactor
  std::string api_shown_text;       // the API problem's case being handed, its hidden lines withheld
  bool alive() const { return pid > 0; }
};

// Hands the case in CASE_FD to SESSION's process and waits for its answer, written to ANSWER_FD,
// or for its end, or for a limit of LIMITS (the case's: cpu_kill_seconds of its CPU time,
// wall_seconds of its idle time, resident_bytes, output_bytes). API_SPEC, for an API problem
// (open_api_case's): the case is handed with the API's lines withheld, and its calls answered
// meanwhile; time spent waiting for those answers is not idle. JUDGE_SOCKET: the judge's end;
// if it closes, the server ends at once (everything in its namespace dies with it). A process
// that ends or is stopped is reaped, with everything left in the namespace.
sandbox_protocol::Reply serve_case(ServedSession& session, int case_fd, int answer_fd, const SpawnLimits& limits,
                                   std::string_view api_spec, int judge_socket);

// Ends SESSION: its stdin closed, its "#end" and its exit 0 awaited (within LIMITS), or, with
// STOP, it is killed at once. Either way the process is reaped and the session closed.
sandbox_protocol::Reply end_session(ServedSession& session, bool stop, const SpawnLimits& limits, int judge_socket);

// Kills PID, reaps it into RECORD, then kills and reaps whatever is left in the server's PID
// namespace (it is PID 1 there: the run's orphans are its children).
void kill_and_reap_all(pid_t pid, ExitRecord& record);

}  // namespace lcjudge
