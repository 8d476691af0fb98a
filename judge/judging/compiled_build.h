// The one build lifecycle of the compiled languages (C++, Go, Java, TypeScript), beside the one of
// the checked scripts (language_build_steps.h, build_checked_script): up to date, or the product
// fetched from the compile cache (compile_cache.h), or a compile stopped at a limit said again
// from memory, or a compile (in the compile jail, alone or in the run's compiler server) whose
// product is kept in the cache. A language gives only its parts: what its key is made of, its
// compile, its product and what it records when the product is in place (a launch).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "judging/build.h"
#include "judging/compile_cache.h"
#include "judging/language_launch.h"
#include "judging/language_toolchain.h"
#include "process/compile_jail.h"

namespace lcjudge {

// What a compile came to. Stopped at a limit: one that the same source meets on any machine (its
// CPU time, memory, file size or output; not the wall clock, which the load moves), remembered so
// that the source is not compiled to that limit again until its inputs change.
enum class CompileEnd { kMade, kFailed, kStoppedAtLimit };

struct CompiledBuild {
  // The file the compile makes and the compile cache keeps (with its depfile, PRODUCT.d).
  std::string product;
  bool executable = false;  // made executable when fetched
  // The compile cache's key: COMMAND (its first word the compiler, whose file is keyed too) and
  // the inputs known before compiling (the source, the driver), keyed by their content.
  std::vector<std::string> cache_command;
  std::vector<std::string> known_inputs;
  // True when the last build still holds: nothing is done.
  std::function<bool()> up_to_date;
  // The compile, in the compile jail: kMade with PRODUCT and PRODUCT.d written; otherwise OUTCOME's
  // message (the compile error in LeetCode's words, or the limit it met) and log are set.
  std::function<CompileEnd(BuildOutcome& outcome)> compile;
  // After PRODUCT was put in place, fetched or compiled: what else the build records (a launch,
  // its key, its command line).
  std::function<void()> made = [] {};
  // After a compile failed, or a stop was said again.
  std::function<void()> failed = [] {};
};

// Runs BUILD's lifecycle against CACHE, a compile under LIMITS: up to date (ok, not rebuilt), or
// rebuilt from the cache (from_cache), or a remembered stop (from_cache, its message), or compiled.
BuildOutcome build_compiled(const CompiledBuild& build, const CompileCache& cache, const CompileJailLimits& limits);

// The lifecycle of a compiled language started through LAUNCH (Go, Java, TypeScript): up to date
// when its key (build_key of the solution's text, KEY_PARTS and LAUNCH) is unchanged, and its launch
// and product are there; a compile writes PRODUCT alone, whose depfile is then the known inputs;
// once made, LAUNCH is written at the solution's program path (solution.binary).
BuildOutcome build_compiled_launch(const LanguageBuildInput& input, const Launch& launch,
                                   std::vector<std::string> key_parts, CompiledBuild build);

// What a judge killed while making TARGET left beside it, of a process that no longer exists:
// its compiler's jail folder ("TARGET.jail.PID.TID") or a product half taken from the compile
// cache ("TARGET.cache.PID.TID"). Removed before TARGET is made again; a live judge's are left to it.
void remove_abandoned_leftovers(const std::string& target);

}  // namespace lcjudge
