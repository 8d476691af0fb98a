// A compiler kept running in the compile jail (compile_jail.h) as a server, so that a judge run
// that compiles many solutions of a language pays the compiler's start once (tsc's parse of the
// standard library's declarations, a JVM's start and javac's warm-up): the same namespaces, root
// and limits as one compile, one writable folder for all its compiles, and its requests answered
// one at a time, each supervised on its own (judging/compiler_server.h decides what to send).
//
// The protocol, on the server's stdin (a socket) and stdout (a pipe, shared with its stderr):
//   request: "<count>\n", then COUNT fields, each "<bytes>\n" and those bytes;
//   reply:   "\x1e" "lcjudge-reply <status> <bytes>\n" and those bytes (the tool's messages);
//   once, when it is ready for requests: "\x1e" "lcjudge-ready\n";
//   a request of no fields ("0\n") or the end of its stdin: it ends.
// Whatever else it prints (a runtime's warning) is kept aside, up to the output limit.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "process/compile_jail.h"
#include "process/compile_jail_start.h"

namespace lcjudge {

// How one request ended.
enum class ServedEnd {
  kReplied,  // a reply came: status and output are the tool's
  kLimit,    // the request passed a limit of its own (limit: its CPU time or its output); the server is stopped
  kFailed,   // the server ended, hung, passed the jail's memory, or spoke out of turn; it is stopped
};

struct ServedRun {
  ServedEnd end = ServedEnd::kFailed;
  int status = -1;             // the tool's exit status
  std::string output;          // its messages, up to the output limit
  CompileLimit limit = CompileLimit::kNone;
  double cpu_seconds = 0;      // the jail's CPU time during the request
  std::string failure;         // kFailed: what went wrong, for the log
};

class CompileServerJail {
 public:
  // Starts REQUEST's program (the server) in a jail under REQUEST's limits, which hold for the
  // whole jail over its life, and waits for its ready line as for a reply under
  // START_LIMITS. The jail is started, and ended, by a thread of its own: its PID 1 dies with
  // the thread that started it (PR_SET_PDEATHSIG), and the judge's build threads come and go.
  CompileServerJail(const CompileJailRequest& request, const CompileJailLimits& start_limits);
  ~CompileServerJail();  // kills the jail and reaps it
  CompileServerJail(const CompileServerJail&) = delete;
  CompileServerJail& operator=(const CompileServerJail&) = delete;

  // Ready for a request: started, answered, and not stopped since.
  bool ready() const { return ready_; }
  // Why it is not: the start's failure, or the last request's.
  const std::string& failure() const { return failure_; }

  // Sends FIELDS and waits for the reply under LIMITS (per request: its CPU time, its output
  // and its idle time; the jail's memory as a whole). Not thread-safe: one request at a time.
  ServedRun exchange(const std::vector<std::string>& fields, const CompileJailLimits& limits);

  // "" once FOLDER is writable by the server's compiler (give_to_jail), else why not.
  std::string give_folder(const std::string& folder) const { return give_to_jail(folder, jail_.uid); }

  // The CPU time of the whole jail so far.
  double cpu_seconds() const;

 private:
  ServedRun await_reply(const CompileJailLimits& limits, const char* expected);
  void stop(const std::string& why);

  CompileJailLimits jail_limits_;
  StartedJail jail_;
  bool ready_ = false;
  std::string failure_;
  std::string pending_;  // what was read past the last reply
  std::thread keeper_;   // started the jail; ends it when told to
  std::mutex keeper_mutex_;
  std::condition_variable keeper_wake_;
  bool started_ = false, ending_ = false;
};

// The field encoding of a request: "<count>\n" then each "<bytes>\n<bytes>".
std::string encode_server_request(const std::vector<std::string>& fields);

}  // namespace lcjudge
