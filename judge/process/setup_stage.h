// The steps of setting up a process before its program runs, by name: the stage a failure is
// reported at (in a vfork child's error pipe, in the sandbox server's greeting and replies) and
// the word its message shows: "cannot start 'a.out' (chdir): No such file or directory".
#pragma once

#include <cstdint>
#include <iterator>

namespace lcjudge {

enum class SetupStage : std::int32_t {
  // Starting one program (spawn.cpp's child, the sandbox server's run); kSeccomp is no_new_privs
  // or the filter, kRequest a request the server could not read.
  kRequest, kFork, kSetpgid, kSetrlimit, kDup2, kChdir, kExecve, kExecveat, kSeccomp, kSetuid, kLandlock,
  // Setting up the sandbox server's namespaces and root, once.
  kUnshare, kUidMap, kGidMap, kMount, kPivotRoot, kFilter, kSecurebits, kLibraries,
};

// "chdir"; "?" for a number that names no stage (a reply is read from another process).
inline const char* setup_stage_name(std::int32_t stage) {
  static constexpr const char* kNames[] = {"request",  "fork",    "setpgid", "setrlimit", "dup2",
                                           "chdir",    "execve",  "execveat", "seccomp",  "setuid",
                                           "landlock", "unshare", "uid_map", "gid_map",   "mount",
                                           "pivot_root", "filter", "securebits", "libraries"};
  static_assert(std::size(kNames) == static_cast<size_t>(SetupStage::kLibraries) + 1, "a name for each stage");
  return stage >= 0 && stage < static_cast<std::int32_t>(std::size(kNames)) ? kNames[stage] : "?";
}

inline const char* setup_stage_name(SetupStage stage) { return setup_stage_name(static_cast<std::int32_t>(stage)); }

}  // namespace lcjudge
