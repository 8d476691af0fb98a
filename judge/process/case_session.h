// A session: one sandboxed process of a solution answers its cases in turn, as LeetCode's Submit
// runs them (docs/driver-protocol.md; the sandbox server's side is session_server.h). Globals and
// statics carry over between cases; each case is measured by the server at its answer, so a
// case's record reads as a run of its own: its CPU and wall time, the process's peak memory so
// far, the answer it gave, what it printed on stdout and stderr and its records during the case.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "process/spawn.h"

namespace lcjudge {

class FileDescriptor;
class SandboxSession;

class CaseSession {
 public:
  // REQUEST: a case's run of the solution (argv, shown files, its limits); its stdin is unused.
  // CASE_COUNT: how many cases it will be handed at most (RLIMIT_CPU's backstop covers them all).
  CaseSession(SpawnRequest request, size_t case_count);
  CaseSession(const CaseSession&) = delete;
  CaseSession& operator=(const CaseSession&) = delete;
  ~CaseSession();  // the process is stopped

  // Whether sessions can run here: they need the sandbox server.
  static bool available();

  // Hands the case in INPUT_PATH to the process (started first if none runs) and returns its
  // record. A record that is not an answer (the process ended, was stopped, or broke the protocol)
  // ends the process: the next case starts a new one.
  RunRecord answer(const std::string& input_path);

  // answer() in two halves, so that the process answers while the caller does other work: hand()
  // sends the case (false with the record of why it could not: then collect() has nothing), and
  // collect() waits for its record. A case handed and never collected is dropped by stop().
  bool hand(const std::string& input_path, RunRecord& failure);
  RunRecord collect();
  bool handed() const { return handed_; }

  // Ends the input: the process must write "#end" and exit 0. The record of an end that went
  // otherwise (protocol_fault says how), or nothing if it went well or no process runs.
  std::optional<RunRecord> end();

  // Kills the process now, if one runs.
  void stop();

  bool running() const { return running_; }

 private:
  bool start(RunRecord& failure);
  void read_case_outputs(RunRecord& record);

  SpawnRequest request_;
  size_t case_count_;
  std::unique_ptr<SandboxSession> server_;
  struct Files;
  std::unique_ptr<Files> files_;
  bool running_ = false;
  bool handed_ = false;  // a case is out: its reply is due
};

}  // namespace lcjudge
