// Where a run's descriptors go, written once for the two children that start a program (spawn.cpp's
// and the sandbox server's): stdin, stdout and stderr, the driver's side channel and answer (3
// and 4, protocol.h), a problem program's extra descriptors at kFirstExtraFd + i
// (sandbox_protocol.h); everything else is closed at the exec.
#pragma once

#include "process/sandbox_protocol.h"

namespace lcjudge {

struct RunDescriptors {
  int stdio[3] = {-1, -1, -1};
  int side = -1, answer = -1;  // both or neither (< 0)
  int extra[sandbox_protocol::kMaxExtraFds] = {};
  int extra_count = 0;
  int session_cases = -1;    // a session's case pipe, placed at kSessionCasesFd (< 0: none)
  int descriptor_limit = 0;  // where marking close-on-exec one by one stops, for kernels without
                             // close_range; 0: no such fallback
};

// The descriptor numbers the extra ones and a session's cases are placed at, and those below
// them: a descriptor the child still uses once they are placed (the binary) must be at or above this.
constexpr int kClearOfExtraFds = sandbox_protocol::kSessionCasesFd + 1;

// In the child, before its exec (system calls only): places FDS, and marks every descriptor above
// them close-on-exec. False (errno set) if one could not be placed.
bool place_run_descriptors(const RunDescriptors& fds);

}  // namespace lcjudge
