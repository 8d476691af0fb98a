// One namespace setup for both jails: the sandbox server's (once, for every run it starts) and
// the compiler's (compile_jail.cpp). A jail's view of the filesystem is a value, FilesystemView,
// planned into steps before the fork (plan_root) and built after it (build_root) with system
// calls only: the judge may have other threads, whose locks a forked child must not take.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace lcjudge {

// What a jail shows of the host, on a root of its own (a tmpfs), read-only unless said.
struct FilesystemView {
  std::string root_name;                 // the root tmpfs's source, as /proc/mounts shows it
  std::string root_options;              // and its options: "size=1m,mode=755"
  unsigned long root_flags = 0;          // its mount flags beyond MS_NOSUID | MS_NODEV (MS_NOEXEC)
  mode_t folder_mode = 0755;             // of the folders made on it
  std::string tmp_options;               // a writable tmpfs at /tmp with these options; "": none
  // Shown at their own paths; a symbolic link, the path's own or a parent's (merged /usr:
  // /lib -> usr/lib), is copied as a link, and a path under a parent's link is shown through it
  // only (list the real folders first). What does not exist is not shown.
  std::vector<std::string> system_paths;
  std::vector<std::string> readable;     // files or folders shown at their own paths, links followed
  std::string writable;                  // a folder shown writable at its own path; "": none
  std::vector<std::string> folders;      // empty folders made at these paths (parents too)
};

// One step of building a root under its staging folder.
struct RootStep {
  std::string source;         // outside (a bind)
  std::string target;         // under the staging folder
  std::string link;           // non-empty: a symbolic link to this instead
  bool folder = true;         // a bind's mount point: a folder, or an empty file
  bool writable = false;
  unsigned long remount_flags = 0;
};

// A view planned under STAGING, the empty folder its root is mounted on.
struct RootPlan {
  std::string staging;
  const FilesystemView* view = nullptr;
  std::string tmp_target;
  std::vector<std::string> folders;  // under the staging folder, parents first, made first
  std::vector<RootStep> steps;       // links and binds, in order
};

// Plans VIEW under STAGING (which VIEW must outlive the plan).
RootPlan plan_root(const FilesystemView& view, const std::string& staging);

// In the child, in a new mount namespace: mounts the root's tmpfs on the staging folder and
// takes each step. nullptr, or the step that failed (kMountingTheRoot, "bind mount", "mounting
// /tmp"; errno set).
const char* build_root(const RootPlan& plan);
inline constexpr char kMountingTheRoot[] = "mounting the jail's root";

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

// Makes FOLDER the root and detaches the old one; the working folder is then the new root.
// nullptr, or the step that failed ("chdir to the jail", "pivot_root", "detaching the old root").
const char* pivot_into(const char* folder);

}  // namespace lcjudge
