// Running the compiler on untrusted source in a jail: new user, PID, mount, network and IPC
// namespaces, a root holding only the system's programs and libraries (read-only), the files the
// caller names (read-only, at their own paths) and one writable output folder, under limits.
// A source that names /etc/shadow, /dev/zero or a test's answer (#include, .incbin) finds nothing.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace lcjudge {

struct CompileJailLimits {
  // CPU time and memory (resident and page tables) are the whole jail's, summed over its
  // processes and polled; each process also has them as RLIMIT_CPU and RLIMIT_AS.
  double cpu_seconds = 60;
  double wall_seconds = 120;                        // the whole jail is killed at this deadline
  std::uint64_t memory_bytes = 2ull << 30;
  std::uint64_t file_bytes = 64ull << 20;           // RLIMIT_FSIZE: the largest file it may write
  std::uint64_t output_bytes = 1ull << 20;          // the compiler's messages kept; past it, killed
  std::uint64_t tmp_bytes = 512ull << 20;           // the size of its /tmp (a tmpfs)
  int processes = 64;                               // RLIMIT_NPROC: the jail's user namespace's count
};

struct CompileJailRequest {
  std::vector<std::string> argv;      // argv[0] is the compiler's absolute path, under /usr
  std::vector<std::string> readable;  // files or folders shown read-only at their own paths
  std::string output_folder;          // shown writable at its own path; must exist (given
                                      // to the jail's own uid when the judge is root)
  CompileJailLimits limits;
  // Its environment beyond PATH, LC_ALL and TMPDIR: "LD_LIBRARY_PATH=..." for tools that find
  // their libraries through /proc/self/exe, where the jail has no /proc.
  std::vector<std::string> environment = {};
};

enum class CompileLimit { kNone, kCpuTime, kWallTime, kMemory, kFileSize, kOutput };

struct CompileJailRun {
  std::string internal_error;  // non-empty: the jail could not be set up (the judge's fault)
  bool ok = false;             // the compiler exited 0 and passed no limit
  std::string output;          // its stdout and stderr together, up to output_bytes
  CompileLimit limit = CompileLimit::kNone;
  double cpu_seconds = 0;      // the CPU time of the compiler's processes waited for
};

// Runs the compiler in the jail, in the judge's working folder (shown at the same path), and
// waits for it. Relative paths are taken from the judge's working folder.
CompileJailRun run_jailed_compiler(const CompileJailRequest& request);

// "the compiler passed its CPU time limit of 60 s", or "" for kNone.
std::string describe_compile_limit(CompileLimit limit, const CompileJailLimits& limits);

// LIMITS as words of a cache key: a compile stopped under some limits may pass under others.
std::string jail_limits_text(const CompileJailLimits& limits);

// The limit a compiler's messages show it passed (a program killed by SIGXCPU or SIGXFSZ, or out
// of memory), or kNone.
CompileLimit limit_named_in(const std::string& compiler_output);

}  // namespace lcjudge
