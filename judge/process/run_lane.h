// A judging thread's runs, sent ahead. Through the sandbox server, the next case's run is sent
// before the judge reads the last one's output: the server starts it the moment the last run
// ends, and the judge's own work per case (reading outputs and the answer, comparing, opening the
// next input) overlaps a run instead of coming between two. The server still runs one program at
// a time, and each run's times are its own (measured by the server from its start). Without a
// server (no sandbox, or a kernel that refuses the namespaces) a run is made when it is sent.
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <string>

#include "process/spawn.h"

namespace lcjudge {

struct CaptureFiles;
class FileDescriptor;
class SandboxSession;

class RunLane {
 public:
  // SANDBOX: the runs sent are sandboxed (SpawnRequest::sandbox), through the server if it runs;
  // FEEDBACK: they are a problem's output validator's (SpawnRequest::feedback).
  explicit RunLane(bool sandbox, bool feedback = false);
  RunLane(const RunLane&) = delete;
  RunLane& operator=(const RunLane&) = delete;
  ~RunLane();  // outstanding runs are stopped and dropped

  // Whether a run sent now starts only after those outstanding end (so sending ahead pays), rather
  // than running to its end within send().
  bool sends_ahead() const { return session_ != nullptr; }

  // Sends one run; its record comes from receive(), in the order sent.
  void send(const SpawnRequest& request);

  // The oldest outstanding run's record, waiting for its end. Never throws for the run's faults;
  // internal_error for the judge's, as spawn_and_wait.
  RunRecord receive();

  // Waits until receive() would return at once, or until CANCEL_FD polls readable: false if that
  // came first. A lane that makes its runs at send never waits here.
  bool wait_for_reply(int cancel_fd) const;

  size_t outstanding() const { return outstanding_.size(); }

  // Stops the outstanding runs now and forgets them (the judge no longer needs their results).
  void drop_outstanding();

 private:
  struct Outstanding;

  // The binary at PATH opened to be passed to the server (O_PATH), kept while the lane sends runs
  // of the same binary: a lane judges one solution. -1 (errno set) if it cannot be opened.
  int binary_descriptor(const std::string& path);

  std::unique_ptr<SandboxSession> session_;  // null: runs are made at send
  std::unique_ptr<FileDescriptor> binary_;
  std::string binary_path_;
  std::deque<std::unique_ptr<Outstanding>> outstanding_;
};

}  // namespace lcjudge
