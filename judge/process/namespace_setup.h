// The steps both jails take to set up their namespaces and root: the sandbox server's (once, for
// every run it starts) and the compiler's (compile_jail.cpp). System calls only, no allocation
// but the caller's strings: they run after a fork, while the judge may have other threads.
#pragma once

#include <sys/types.h>

#include <string>

namespace lcjudge {

// Becomes UID and gid UID with no supplementary groups. Raw system calls: glibc's setresuid and
// setgroups would signal the parent's other threads (a vfork child shares their memory, a forked
// one has lost them) to change their credentials too, and wait for them forever.
bool drop_to_uid(uid_t uid);

// Maps uid and gid 0 of the user namespace of the process whose /proc folder is PROC_FOLDER
// ("/proc/self/", "/proc/123/") to UID and GID outside, the only ids an unprivileged process may
// map, after denying setgroups (which the mapping requires). False (errno set) if refused, with
// UID_MAP_FAILED telling the uid map from the gid map.
bool map_root_to(const std::string& proc_folder, uid_t uid, gid_t gid, bool& uid_map_failed);

// Mount events no longer pass between the new mount namespace and the one it came from.
bool make_mounts_private();

// Binds SOURCE at TARGET (recursively unless WRITABLE: the folder may hold the jail's own root),
// then remounts it with FLAGS, read-only unless WRITABLE. nullptr, or the step that failed
// ("bind mount", "read-only remount"; errno set).
const char* bind_at(const char* source, const char* target, bool writable, unsigned long flags);

// Makes FOLDER the root and detaches the old one; the working folder is then the new root.
// nullptr, or the step that failed ("chdir to the jail", "pivot_root", "detaching the old root").
const char* pivot_into(const char* folder);

}  // namespace lcjudge
