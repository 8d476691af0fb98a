// The steps every language's build (judging/language_toolchain.h) is made of: running a checker or
// compiler in the compile jail, a build's key, taking back what a jailed program wrote.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "judging/build.h"
#include "judging/language_launch.h"
#include "judging/language_toolchain.h"
#include "problem/config.h"
#include "problem/language.h"
#include "problem/project.h"
#include "process/compile_jail.h"

namespace lcjudge {

// JudgeFailure naming PACKAGE to install unless PROGRAM can be run.
void require_program(const std::string& program, const char* package);

// The file at PATH that a jailed program wrote, if it is a plain file of at most MAX_BYTES.
std::optional<std::string> take_back_file(const std::string& path, std::uint64_t max_bytes);

// Whatever the jailed program printed (a checker's or a builder's words, LeetCode's already),
// printable and bounded, saying what was cut (judging/compile_diagnostics.h); or the limit it met.
std::string compile_error_text(const CompileJailRun& run, const CompileJailLimits& limits);

// Runs ARGV in the compile jail, reading READABLE, writing FOLDER, with ENVIRONMENT
// ("NAME=value" each); JudgeFailure if the jail itself failed.
CompileJailRun run_in_jail(std::vector<std::string> argv, const std::vector<std::string>& readable,
                           const std::string& folder, const CompileJailLimits& limits,
                           std::vector<std::string> environment = {});

// The key of a build: everything its outcome depends on. A build whose key is unchanged and whose
// launch is there is up to date. A failed one is made again next time (the jail's limits and the
// machine's load may differ).
struct BuildKey {
  std::string key_path;
  std::string key;
  bool up_to_date(const std::string& launch) const;
  void record_success() const;
  void record_failure() const;
};

// The key of SOLUTION's build from its text and PARTS (the driver's text, the launch, flags...).
BuildKey build_key(const SolutionFile& solution, const std::string& source_text, const std::vector<std::string>& parts);

// PATH made absolute and normal.
std::string absolute(const std::string& path);

// The solution's source that INPUT builds, absolute.
std::string absolute_source(const LanguageBuildInput& input);

// Runs one of the judge's own build steps (trusted, unjailed) to the end; JudgeFailure naming
// WHAT with its output unless it exits 0.
void run_trusted(std::vector<std::string> argv, const std::string& what);

// The build of a language run from the solution's text (Python, PHP, JavaScript): up to date when
// its key (the text, KEY_PARTS and LAUNCH) is; else the text is copied to SNAPSHOT (what runs is
// what was checked) and CHECK, the driver's check in the jail, runs: false with the outcome's
// message for a CE, true for LAUNCH to be written.
BuildOutcome build_checked_script(const LanguageBuildInput& input, const Launch& launch, const std::string& snapshot,
                                  std::vector<std::string> key_parts, const std::function<bool(BuildOutcome&)>& check);

// The driver's check mode run in the jail as ARGV, reading READABLE: true if it passed, else false
// with OUTCOME's message (its words, or the limit it met); its output is OUTCOME's log.
bool check_in_jail(const SolutionFile& solution, std::vector<std::string> argv, const std::vector<std::string>& readable,
                   const CompileJailLimits& limits, BuildOutcome& outcome);

// A scratch folder for one jailed step of SOLUTION's build: <build folder>/jail.<pid>.<tid>.
std::string jail_folder_name(const SolutionFile& solution);

}  // namespace lcjudge
