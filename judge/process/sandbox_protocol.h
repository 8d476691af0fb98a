// What the judge and its sandbox server (build/lcjudge-sandbox, sandbox_server_main.cpp) say to
// each other on their SOCK_SEQPACKET socket: the server's greeting once, then per run one
// request, carrying the run's descriptors (SCM_RIGHTS), and one reply. Plain data, both sides
// built from this one header.
#pragma once

#include <cstdint>

#include "process/process_limits.h"

namespace lcjudge::sandbox_protocol {

// The server's end of the socket is its standard input; its standard output is /dev/null and
// its standard error the judge's (for a message if it crashes).
constexpr int kServerSocketFd = 0;

// Sent once the namespaces and the empty root are set up, or why they could not be.
struct Greeting {
  std::int32_t ok;          // 1: runs can be sent
  std::int32_t stage;       // which step failed (a SetupStage, setup_stage.h), when not ok
  std::int32_t error;       // its errno
};

// Descriptors sent with a request, in this order (the side channel and the answer only when asked
// for), then Request::extra_fds more for a problem's own program: each placed in the run at
// kFirstExtraFd + i.
enum RequestFd { kBinaryFd, kStdinFd, kStdoutFd, kStderrFd, kSideFd, kAnswerFd, kMaxBaseFds };
constexpr int kMaxExtraFds = 4;
constexpr int kMaxRequestFds = kMaxBaseFds + kMaxExtraFds;

// Where a problem's program (a validator, a generator) finds what the judge shows it, by path:
// descriptor kFirstExtraFd + i, opened as /proc/self/fd/N (process/spawn.h's shown files). A
// feedback run's first extra descriptor is the file the server's root shows writable as
// kFeedbackFolder/judgemessage.txt (a link to /proc/self/fd/kFirstExtraFd).
constexpr int kFirstExtraFd = 5;
constexpr const char* kFeedbackFolder = "/feedback";

// A request's message carries its arguments after the struct: Request::argument_count words, each
// ending in a NUL, argv[0] first, argument_bytes in all.
constexpr std::uint32_t kMaxArgumentBytes = 16 * 1024;
constexpr std::uint32_t kMaxArguments = 256;

// The server's one argument: which filter its runs get (sandbox.h's install_server_filter).
// Without it, a solution's; with it, a problem's output validator's, which may open files for
// writing (its feedback file is the only writable one in the server's root).
constexpr const char* kFeedbackServerArgument = "--feedback";

struct Request {
  // The run's, as the judge asks (processes: its threads, counted in its own user namespace;
  // descriptors 0: kRunDescriptors, sandbox.h).
  SpawnLimits limits;
  std::int32_t side_channel;       // 1: kSideFd and kAnswerFd are sent, placed at descriptors 3 and 4
  std::int32_t start_cpu;          // the CPU the run starts on (the asking judge thread's), -1: any
  std::uint32_t argument_count;    // the arguments after the struct; 0: argv is just "solution"
  std::uint32_t argument_bytes;
  std::int32_t extra_fds;          // descriptors after the base ones (kMaxExtraFds at most)
};

struct Reply {
  std::int32_t start_stage;        // -1: the program ran; else the step that failed (a SetupStage)
  std::int32_t start_error;        // its errno
  std::int32_t exited;
  std::int32_t exit_code;
  std::int32_t signal;
  std::int32_t killed_at_deadline;
  std::int32_t killed_at_cpu_limit;
  std::int32_t killed_at_memory_limit;
  double cpu_seconds;
  double wall_seconds;
  std::uint64_t peak_memory_bytes;  // wait4's ru_maxrss: the run's own, since the server is tiny
};

}  // namespace lcjudge::sandbox_protocol
