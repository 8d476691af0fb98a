// The judge's side of the sandbox server (sandbox_server_main.cpp, build/lcjudge-sandbox): as
// many servers as runs at once, started when needed, each serving one run at a time, ending with
// the judge. spawn.cpp sends each sandboxed run through one; where no server can run (a kernel that
// refuses unprivileged namespaces, or no server binary beside the judge) spawn runs the program
// itself under Landlock and the filter, and isolation_in_force() says which holds.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "process/sandbox_protocol.h"

namespace lcjudge {

class ServerConnection;

// The server program: LCJUDGE_SANDBOX_SERVER if set ("none": use no server), else lcjudge-sandbox
// beside the judge's own executable.
std::string sandbox_server_path();

// Whether runs go through a server: one is started to find out, once per judge.
bool sandbox_server_available();

// One server held for runs sent ahead of their replies (run_lane.h): the server runs them one
// after the other, in the order sent, and replies in that order. The server is taken from the
// judge's idle ones (or started) at the first send and given back once every reply is in.
class SandboxSession {
 public:
  // FEEDBACK: its server's runs are a problem's output validators (sandbox_protocol.h), which may
  // open files for writing; else solutions and a problem's other programs, which may not.
  explicit SandboxSession(bool feedback = false);
  SandboxSession(const SandboxSession&) = delete;
  SandboxSession& operator=(const SandboxSession&) = delete;
  ~SandboxSession();  // abandon() if replies are outstanding

  // Sends one run. FDS are the request's descriptors in sandbox_protocol::RequestFd order, then its
  // extra ones; ARGUMENTS its argv words, each ending in a NUL (empty: none). False, with ERROR
  // set, when no server could be reached; the runs sent before it are lost too.
  bool send(const sandbox_protocol::Request& request, const std::string& arguments, const int* fds, int fd_count,
            std::string& error);

  // The oldest outstanding run's reply, waiting for its end. False, with ERROR set, when the
  // server died (the judge's fault, not the run's); every outstanding run then fails so.
  bool receive(sandbox_protocol::Reply& reply, std::string& error);

  // Waits until receive() would not block, or until CANCEL_FD polls readable: false if that came
  // first (nothing is received; the caller decides whether to wait on or abandon).
  bool wait_for_reply(int cancel_fd) const;

  // Runs sent and not yet received (those lost with a server that died included).
  size_t outstanding() const { return outstanding_ + lost_; }

  // Stops the outstanding runs at once: the server is killed (the next send starts a new one).
  void abandon();

  // HELD: the server is kept between replies, not given back to the judge's idle ones, while a
  // session's process lives in it (case_session.h); another run there would kill it.
  void hold_server(bool held);

 private:
  void give_back();
  void lose_server(const std::string& why);  // it died: the runs sent to it are lost
  void stop_server();

  bool feedback_;
  std::unique_ptr<ServerConnection> server_;
  size_t outstanding_ = 0;  // sent to server_, not yet received
  size_t lost_ = 0;         // sent to a server that died, not yet received (they come first)
  bool held_ = false;
  std::string lost_error_;  // why they were lost
};

// What holds a sandboxed run on this machine, for `judge run -v` and the JSON report, e.g.
// "namespaces (user, pid, mount, net, ipc, uts; a root of the system libraries and its own /proc) + seccomp filter".
std::string isolation_in_force();

}  // namespace lcjudge
