// What the judged languages' runs need of the process layer, which names no language: the
// folders and system calls of the judge's sandbox profile (process/sandbox_profile.h), and the
// environment of a solution's run (SpawnRequest::environment), each language's from its object
// (judging/language_toolchain.h).
#pragma once

#include <string>
#include <vector>

#include "problem/language.h"
#include "process/sandbox_profile.h"

namespace lcjudge {

// What a run of LANGUAGE's runtime needs of the sandbox beyond every program's needs (none for C++).
SandboxProfile language_sandbox_needs(Language language);

// The judge's profile: every judged language's needs (all_languages()), each folder and call
// once. The sandbox's filter is one for all runs, so a run of any language gets the union.
SandboxProfile judged_languages_sandbox_profile();

// The environment of a solution's run in LANGUAGE beyond the base every run gets (PATH, LC_ALL).
std::vector<std::string> run_environment(Language language);

}  // namespace lcjudge
