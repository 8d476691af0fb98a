// What the judge and its sandbox server (build/lcjudge-sandbox, sandbox_server_main.cpp) say to
// each other on their SOCK_SEQPACKET socket: the server's greeting once, then per run one
// request, carrying the run's descriptors (SCM_RIGHTS), and one reply. Plain data, both sides
// built from this one header.
#pragma once

#include <cstdint>

#include "driver/protocol.h"
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
constexpr int kMaxExtraFds = 6;
constexpr int kMaxRequestFds = kMaxBaseFds + kMaxExtraFds;

// Where a problem's program (a validator, a generator) finds what the judge shows it, by path:
// descriptor kFirstExtraFd + i, opened as /proc/self/fd/N (process/spawn.h's shown files). A
// feedback run's first extra descriptor is the file the server's root shows writable as
// kFeedbackFolder/judgemessage.txt (a link to /proc/self/fd/kFirstExtraFd).
constexpr int kFirstExtraFd = 5;
constexpr const char* kFeedbackFolder = "/feedback";

// A request's message carries words after the struct, each ending in a NUL, argument_bytes in
// all: Request::argument_count arguments, argv[0] first; then Request::environment_count
// environment variables ("NAME=value"), which the run gets after the server's PATH and LC_ALL;
// then an API problem's spec (Request::api_spec_bytes).
constexpr std::uint32_t kMaxArgumentBytes = 16 * 1024;
constexpr std::uint32_t kMaxArguments = 256;
constexpr std::uint32_t kMaxEnvironment = 32;

// The server's arguments, in any order. This one says which filter its runs get (sandbox.h's
// install_server_filter): without it, a solution's; with it, a problem's output validator's, which
// may open files for writing (its feedback file is the only writable one in the server's root).
// The others are the judge's sandbox profile (sandbox_profile.h's profile_arguments): the folders
// its root shows beyond the shared libraries, and the calls its filter adds.
constexpr const char* kFeedbackServerArgument = "--feedback";

// What a request asks. A run is started and waited for; a session's process (session_server.h)
// is started once, then handed one case per request and answers each in turn, then ended.
enum Kind : std::int32_t {
  kRun = 0,
  kSessionStart = 1,  // the descriptors of a run with its side channel; its stdin and answer
                      // descriptors are replaced by the server's pipes, its answer file unused
  kSessionCase = 2,   // descriptors: the case's input file, then the file its answer is written to
  kSessionEnd = 3,    // end of input: the driver must write "#end" and exit 0
  kSessionStop = 4,   // kill the session's process now
  kApiRun = 5,        // a kRun of an API problem's solution, served as a session of its one case
                      // (its stdin the case): the channel needs the server beside the process
};

// A session's breach of the driver protocol (docs/driver-protocol.md), as a reply gives it.
enum SessionFault : std::int32_t {
  kNoFault = 0,
  kMalformedFrame = 1,   // the answer channel held something other than a frame
  kOutOfTurn = 2,        // bytes on the answer channel while no case was out (a second frame)
  kNoEnd = 3,            // the process ended, or was still answering, without "#end"
  kAfterEnd = 4,         // bytes on the answer channel after "#end"
  kEndStatus = 5,        // after "#end", an exit other than status 0
};

struct Request {
  std::int32_t kind;               // a Kind
  // The run's, as the judge asks (processes: its threads, counted in its own user namespace;
  // descriptors 0: kRunDescriptors, sandbox.h).
  SpawnLimits limits;
  std::int32_t side_channel;       // 1: kSideFd and kAnswerFd are sent, placed at descriptors 3 and 4
  std::int32_t start_cpu;          // the CPU the run starts on (the asking judge thread's), -1: any
  std::uint32_t argument_count;    // the arguments after the struct; 0: argv is just "solution"
  std::uint32_t environment_count; // the environment variables after them (kMaxEnvironment at most)
  std::uint32_t argument_bytes;    // all the words after the struct
  std::int32_t extra_fds;          // descriptors after the base ones (kMaxExtraFds at most)
  // An API problem's case (kSessionCase, kApiRun): the last api_spec_bytes of the arguments are
  // its interactor's spec (interactor/api_interactor.h's open_api_case), ending in a NUL.
  std::uint32_t api_spec_bytes;
};

// Where an API problem's solution finds its API channel (docs/driver-protocol.md): it writes calls
// on the first, reads replies from the second. The server places the channel's two ends as the
// run's first extra descriptors, before its shown files (shown_file_path counts them).
constexpr int kApiCallsFd = kFirstExtraFd;
constexpr int kApiRepliesFd = kFirstExtraFd + 1;

// Where a session's process reads its cases (driver/protocol.h): above the extra descriptors and
// the one the server executes the binary from (one past the extra ones).
constexpr int kSessionCasesFd = protocol::kSessionCasesFd;
static_assert(kSessionCasesFd == kFirstExtraFd + kMaxExtraFds + 1, "the case pipe sits just above the exec descriptor");
constexpr size_t kApiMessageBytes = 256;

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
  // A session's case: its answer frame came (the process lives on), and its size in the case's
  // answer file.
  std::int32_t answered;
  std::int32_t fault;               // a SessionFault
  std::uint64_t answer_bytes;
  // An API problem's case: the judge's wrong answer (a call limit passed; NUL-terminated, empty:
  // none), or, with api_case_error, why the case could not be served at all.
  std::int32_t api_case_error;
  std::uint64_t api_calls;
  char api_message[kApiMessageBytes];
  // The case's answer as the judge's interactor gives it, in place of the driver's (843), if given.
  std::int32_t api_answer_given;
  char api_answer[kApiMessageBytes];
};

}  // namespace lcjudge::sandbox_protocol
