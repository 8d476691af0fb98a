// The sandbox server's end of a session process's API channel (docs/driver-protocol.md, "API
// calls"): two pipes, the process's ends at sandbox_protocol::kApiCallsFd and kApiRepliesFd. Per
// case the server serves them with that case's interactor (interactor/api_interactor.h), which
// keeps the API's hidden values out of the process, answering one call line with one reply line.
// Neither end ever blocks the server: calls are read as they come, replies queued until the pipe
// takes them, and a process that calls without reading its replies is read no further.
#pragma once

#include <poll.h>

#include <memory>
#include <string>

#include "interactor/api_interactor.h"

namespace lcjudge {

class ServedApiChannel {
 public:
  ServedApiChannel() = default;
  ServedApiChannel(const ServedApiChannel&) = delete;
  ServedApiChannel& operator=(const ServedApiChannel&) = delete;
  ~ServedApiChannel() { close_all(); }

  // New pipes; false (errno set) if none can be made. The process's ends are child_calls() and
  // child_replies(), closed here by close_child_ends() once it has them.
  bool open();
  int child_calls() const { return child_calls_; }
  int child_replies() const { return child_replies_; }
  void close_child_ends();
  void close_all();

  // The case's interactor (null: a problem without an API, whose calls get an error reply).
  void serve(std::unique_ptr<ApiInteractor> interactor);
  ApiInteractor* interactor() const { return interactor_.get(); }

  // Poll entries for the two pipes (fd -1 when nothing is to be done now), and what to do on them.
  pollfd calls_entry() const;
  pollfd replies_entry() const;
  void on_events(const pollfd& calls, const pollfd& replies);

 private:
  void answer_lines();
  void flush_replies();

  int calls_ = -1, replies_ = -1;              // the server's ends, non-blocking
  int child_calls_ = -1, child_replies_ = -1;  // the process's ends, until it has them
  std::unique_ptr<ApiInteractor> interactor_;
  std::string pending_calls_;  // bytes of a call line not yet whole
  std::string pending_replies_;
  bool discarding_ = false;    // inside a call line too long to be one, until its end
};

}  // namespace lcjudge
