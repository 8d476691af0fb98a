// How a built solution in a language other than C++ is started: not a binary of its own but an
// interpreter or a JVM, its command line, and the files shown to it (the driver, the solution's
// snapshot or jar). The build hands it over in its outcome (judging/built_solution.h), which every
// run starts from, and writes it beside where a C++ build puts its binary, as
// <build folder>/optimised.launch: the file a later command's build finds up to date, and what
// another process reads (judge bench's fixture, built by the judge it times).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "problem/config.h"
#include "problem/language.h"
#include "process/spawn.h"

namespace lcjudge {

struct Launch {
  Language language = Language::kPython;
  // argv[0] is the interpreter's absolute path. Words expanded per run: "{shown:N}" the path by
  // which the run opens shown[N]; and the language's own words for its run's memory limit (Java's
  // "{heap}", PHP's "{memory_limit}": LanguageToolchain::launch_word).
  std::vector<std::string> argv;
  std::vector<std::string> shown;  // absolute paths, each copied into a sealed file for the run
};

// Where SOLUTION_BUILD_FOLDER's launch goes.
std::string launch_path(const std::string& build_folder);

// LAUNCH as the text write_launch writes.
std::string launch_text(const Launch& launch);

// Writes LAUNCH to PATH, replacing it whole.
void write_launch(const std::string& path, const Launch& launch);

// The launch at PATH, read once per change of the file; JudgeFailure naming it if it cannot be
// read or is not one (the judge's own file: a half-written or hand-edited one).
std::shared_ptr<const Launch> read_launch(const std::string& path);

// Sets REQUEST's argv, shown files and environment (run_profile.h) for LAUNCH under LIMITS.
void apply_launch(SpawnRequest& request, const Launch& launch, const JudgeLimits& limits);

}  // namespace lcjudge
