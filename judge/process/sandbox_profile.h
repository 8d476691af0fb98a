// What the judged languages' runtimes need of a sandboxed run beyond what every program needs (the
// loader and shared libraries of run_system_paths.h, the calls of sandbox.cpp's base filter). The
// process layer names no language: the judge gives it one profile for its whole life, before its
// first run (the commands layer, from judging/run_profile.h), and every sandboxed run gets it.
//
// The sandbox server's filter is compiled once and inherited by every run it starts, and a run
// forked without it gets the one filter built per judge, so a run of any language gets the whole
// profile: the union of every language's needs, not only its own language's. A C++ run may so
// make a call only a runtime needs; each is one a run makes on what it already holds (its own
// descriptors and memory), never one that reaches beyond it.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

struct SandboxProfile {
  // Folders a run may read (and execute from: a runtime's own shared libraries), shown read-only
  // by the sandbox server's root and allowed by Landlock without it; missing ones are skipped.
  std::vector<std::string> system_paths;
  // System calls allowed outright, by libseccomp's name ("eventfd2").
  std::vector<std::string> allowed_syscalls;
  // System calls refused with ENOSYS, which a runtime takes as "not here", rather than trapped.
  std::vector<std::string> refused_syscalls;
  // Neither list may name a call the base filter already rules on (sandbox.cpp: the filter
  // refuses to be built): the profile can add calls, never widen the base's conditions.
};

// Sets the judge's profile: once, before its first sandboxed run or sandbox server. JudgeFailure
// if the profile was already read (a run or a server has it), or names a call the base rules on.
void set_sandbox_profile(SandboxProfile profile);

// The judge's profile (empty if none was set); reading it fixes it for the judge's life.
const SandboxProfile& sandbox_profile();

// PROFILE as the sandbox server's arguments ("--system-path=/usr/lib/x", "--allow=eventfd2",
// "--refuse=pkey_alloc"), which it reads back at its start with read_profile_argument.
std::vector<std::string> profile_arguments(const SandboxProfile& profile);

// Adds ARGUMENT, one of profile_arguments' words, to PROFILE; false if it is none of them.
bool read_profile_argument(const char* argument, SandboxProfile& profile);

}  // namespace lcjudge
