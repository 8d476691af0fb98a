// The judge's side of the sandbox server (sandbox_server_main.cpp, build/lcjudge-sandbox): as
// many servers as runs at once, started when needed, each serving one run at a time, ending with
// the judge. spawn.cpp sends each sandboxed run through one; where no server can run (a kernel that
// refuses unprivileged namespaces, or no server binary beside the judge) spawn runs the program
// itself under Landlock and the filter, and isolation_in_force() says which holds.
#pragma once

#include <string>

#include "process/sandbox_protocol.h"

namespace lcjudge {

// The server program: LCJUDGE_SANDBOX_SERVER if set ("none": use no server), else lcjudge-sandbox
// beside the judge's own executable.
std::string sandbox_server_path();

// Whether runs go through a server: one is started to find out, once per judge.
bool sandbox_server_available();

// Runs one program through an idle server (or a new one). FDS are the request's descriptors in
// sandbox_protocol::RequestFd order. False, with ERROR set, when the server could not be reached
// or died (the judge's fault, not the run's); the next run starts a new server.
bool run_in_sandbox_server(const sandbox_protocol::Request& request, const int* fds, int fd_count,
                           sandbox_protocol::Reply& reply, std::string& error);

// What holds a sandboxed run on this machine, for `judge run -v` and the JSON report, e.g.
// "namespaces (user, pid, mount, net, ipc, uts; a root of the system libraries and its own /proc) + seccomp filter".
std::string isolation_in_force();

}  // namespace lcjudge
