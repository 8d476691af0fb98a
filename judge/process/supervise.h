// The process core: how every program the judge starts is limited, waited for, killed and
// reaped. Written once, used by the three ways a program is started.
//
// Theory of operation
// -------------------
// A program is started one of three ways, each the child of a process that then supervises it:
//
// 1. A solution's (or a problem program's) sandboxed run, through a sandbox server
//    (sandbox_server_main.cpp, started by sandbox_client.cpp, fed by run_lane.cpp). The server
//    has set up its namespaces and root once (namespace_setup.h) and installed the seccomp
//    filter once; per run it gets the run's SpawnLimits in the request and clones a child that
//    shares its memory (CLONE_VM | CLONE_VFORK), which applies resource_limits()
//    (process_limits.h), places the run's descriptors (run_descriptors.h) and executes the
//    binary the judge opened (execveat). The server supervises the run here, with the judge's
//    end of its socket watched too (a judge that dies takes the run with it), then kills
//    everything left in its PID namespace and replies.
// 2. The same run where no server can start (a kernel that refuses user namespaces), or a run
//    without the sandbox: spawn.cpp vforks it from the judge, whose child applies the same
//    resource_limits(), places the same descriptors, drops to nobody (a root judge), installs
//    Landlock and the filter, and executes it; a failed step is reported on a close-on-exec
//    pipe by its SetupStage (setup_stage.h). The judge supervises it here, then kills its
//    process group and whatever left the session (the judge is their subreaper).
//    A session's process (session_server.h) is started the same way, then handed its cases one
//    at a time and supervised case by case (its CPU and idle time, its memory) by the server's
//    own loop, which reads its answers as they come; this loop is not used for it.
// 3. The compiler, jailed (compile_jail.cpp): a child in new namespaces builds its root
//    (namespace_setup.h), applies resource_limits() and starts the compiler as its own child;
//    the judge supervises that jail's PID 1 here, with the compiler's messages watched and
//    capped, and killing PID 1 kills the whole jail.
//
// Supervising is one loop (wait_for_end): poll on a pidfd of the process (woken by its exit, no
// signals, no timer threads, so many runs are waited for at once from many threads), with a
// timeout at the wall deadline and, when a CPU kill or a resident-memory limit is asked for,
// every kPollIntervalMs to read the process's CPU clock and its /proc/PID/statm: RLIMIT_CPU has
// whole seconds only and stays as the backstop, and a resident-memory limit (where RLIMIT_AS
// cannot be: AddressSanitizer, interpreters and virtual machines) has no rlimit at all. A
// run of a few milliseconds never wakes. Then kill_process() and reap(): the kill comes while
// the leader is a zombie at the latest, so its group id cannot have been reused; wait4 gives
// the status, the CPU time and the peak memory of the run, decoded into an ExitRecord.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>

#include "process/process_limits.h"

namespace lcjudge {

// How often a CPU kill, a resident-memory limit or the output cap is checked while a program runs.
constexpr int kPollIntervalMs = 20;

enum class WaitEnd {
  kExited,         // the process ended (or cannot be waited for: the reap that follows blocks)
  kWallDeadline,   // the wall deadline came
  kCpuLimit,       // its CPU time passed cpu_kill_seconds
  kMemoryLimit,    // its resident memory passed resident_bytes
  kOutputLimit,    // a captured output reached output_bytes
  kWatchStopped,   // the watched descriptor's handler asked to stop
};

// What a watched descriptor's handler tells the loop.
enum class WatchNext { kKeepWatching, kStopWatching, kStop };

// What wait_for_end waits for besides the process's end; a field at 0 is not watched.
struct Supervision {
  std::chrono::steady_clock::time_point start;  // the wall deadline counts from here
  double wall_seconds = 0;
  double cpu_kill_seconds = 0;      // the process's CPU time (every thread), polled
  std::uint64_t resident_bytes = 0; // its resident memory, polled (/proc must show it)
  // Captured outputs (stdout, stderr, the answer; -1 for none) whose size reaching output_bytes
  // ends the run, polled: RLIMIT_FSIZE's SIGXFSZ would, but a runtime may ignore it, and one
  // printing in a loop then goes on writing in vain (its output stream swallowing the EFBIG) to
  // its CPU limit, TLE where the output limit was met first.
  int output_fds[3] = {-1, -1, -1};
  std::uint64_t output_bytes = 0;
  // A descriptor polled beside the process (the server's socket, the compiler's messages) and
  // what to do when it is ready (its revents): keep watching it, stop watching it, or stop.
  int watched_fd = -1;
  short watched_events = 0;
  std::function<WatchNext(short revents)> on_watched;
  // Asked at every poll beside the checks above (a compile jail's limits, summed over its
  // processes): kExited to go on, or the end to stop with.
  std::function<WaitEnd()> on_poll;
  // The seconds what is supervised has run or waited for a CPU, which the wall deadline does not
  // count as idle: by default the process's own (a tree's, for a compile jail whose PID 1 only waits).
  std::function<double()> busy_seconds;
};

// What LIMITS ask to be watched of a run started at START: its deadline, CPU kill and resident
// memory.
Supervision supervision_of(const SpawnLimits& limits, std::chrono::steady_clock::time_point start);

// Waits for PID (a child of the caller) to end, or for a limit of SUPERVISION; reaps nothing.
WaitEnd wait_for_end(pid_t pid, const Supervision& supervision);

// The seconds PID's threads have waited on a run queue (each /proc/PID/task/T/schedstat's second
// field): time it could not run because others did. 0 if unknown.
double cpu_wait_seconds(pid_t pid);

// A wall deadline stops a process only for its idle time (wall less CPU less its wait for a CPU),
// and whatever it did past this many times the deadline.
constexpr double kIdleBackstopShare = 20;

// PID's CPU time so far (user + system, every thread), from its CPU clock; -1 if it is gone.
double cpu_seconds_so_far(pid_t pid);

// The start of PID's /proc file NAME ("statm", "status", "task/T/schedstat") in TEXT, at most SIZE
// - 1 bytes and a NUL; false if it cannot be read.
bool read_proc_file(pid_t pid, const char* name, char* text, size_t size);

// The memory the kernel holds for PID now, in bytes, from /proc/PID/status: its resident pages
// (every thread's: they share one address space) and its page tables (VmPTE), which a run can
// grow to gigabytes without a resident page (a huge private mapping read once every 2 MiB). The
// limit of a run that cannot have RLIMIT_AS (AddressSanitizer reserves terabytes of address
// space; a virtual machine's or an interpreter's arenas far more than they use). 0 if unknown.
std::uint64_t resident_bytes_now(pid_t pid);

// SIGKILL to PID and, with WHOLE_GROUP, first to its process group (PID leads it).
void kill_process(pid_t pid, bool whole_group);

// How a reaped process ended, decoded.
struct ExitRecord {
  int status = 0;                   // as waitpid gives it
  bool exited = false;              // exit_code is valid
  int exit_code = 0;
  int signal = 0;                   // the terminating signal, 0 if none
  double cpu_seconds = 0;           // user + system, from wait4
  std::uint64_t peak_memory_bytes = 0;  // ru_maxrss
};

// Waits for PID to end (blocking; kill it first) and reaps it.
ExitRecord reap(pid_t pid);

// STATUS as waitpid gives it, decoded into RECORD's exited, exit_code and signal.
void decode_status(int status, ExitRecord& record);

}  // namespace lcjudge
