// A language judged, as one object: its facts (problem/language.h) and everything the judge does
// with it, to build a solution, start it, contain it and measure its start. Each language is a
// subclass in a file of its own, judge/languages/<language>.cpp, listed in
// judge/languages/language_table.cpp (CONTRIBUTING.md, "Adding a language"); the rest of the
// judge asks language_toolchain(language) and names no language.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "judging/build.h"
#include "judging/language_launch.h"
#include "problem/config.h"
#include "problem/language.h"
#include "problem/project.h"
#include "process/compile_jail.h"
#include "process/sandbox_profile.h"

namespace lcjudge {

class SolutionBuilder;

// What one solution's build is given.
struct LanguageBuildInput {
  const Project& project;
  const SolutionFile& solution;
  const ProblemConfig& config;
  const std::string& source_text;  // the solution's text, read once
  const CompileJailLimits& limits;
  const CompileCache& cache;
  const SolutionBuilder& builder;  // C++'s build is the builder's own (judging/build.h)
};

// `judge bench`'s floor for a language (timing/overhead_bench.h): a program that starts the
// language's runtime as a run does and does nothing, started on each input by a bare posix_spawn.
struct StartFloor {
  std::string described;  // "python3.11 -I -S -B -c pass"
  std::vector<std::string> argv;
  std::vector<std::pair<int, std::string>> files;  // descriptors besides 0-2, each opened on a file
  // Started with only ENVIRONMENT, as the judge starts a run (not the bench's own environment:
  // Node reads the certificates NODE_EXTRA_CA_CERTS names at start-up, which a run never pays).
  bool empty_environment = false;
  std::vector<std::string> environment;
};

// What a floor is made from: the bench's fixture folder (a floor's own program is built there) and
// the launch of the bench's solution in the language, whose flags the floor keeps.
struct StartFloorInput {
  const Project& project;
  std::string fixture_root;
  std::optional<Launch> launch;  // none for a native binary
  JudgeLimits limits;
};

class LanguageToolchain {
 public:
  explicit LanguageToolchain(LanguageFacts facts) : facts_(facts) {}
  virtual ~LanguageToolchain() = default;
  LanguageToolchain(const LanguageToolchain&) = delete;
  LanguageToolchain& operator=(const LanguageToolchain&) = delete;

  const LanguageFacts& facts() const { return facts_; }

  // Builds INPUT's solution, if stale: ok with solution.binary written (a binary or a launch), or
  // the compile error in message. JudgeFailure if the toolchain is missing (naming the package)
  // or the driver itself does not build.
  virtual BuildOutcome build(const LanguageBuildInput& input) const = 0;

  // Builds now, if stale and if the toolchain is installed, what every solution's build or run of
  // the language shares (a driver's jar or bytecode).
  virtual void prepare(const Project&) const {}

  // How its solutions run, for -v's header: "python3.11 -I -S, checked before any case runs".
  virtual std::string describe_run() const = 0;

  // True when its runtime and compiler are installed here.
  virtual bool installed() const = 0;

  // A launch word of its own (language_launch.h: "{heap}") for a run whose memory limit is MIB
  // mebibytes; nullopt for a word that is not its.
  virtual std::optional<std::string> launch_word(const std::string&, std::uint64_t) const { return std::nullopt; }

  // "NAME=value" each, added to every run's environment.
  virtual std::vector<std::string> run_environment() const { return {}; }

  // What its runs need of the sandbox beyond what every program needs (process/sandbox_profile.h):
  // the folders its runtime reads, the system calls it makes (allowed) or probes for (refused).
  virtual SandboxProfile sandbox_needs() const { return {}; }

  // Whether `judge bench` measures it (a language whose runs are another's, as TypeScript's are
  // JavaScript's, is left out), and its floor there.
  virtual bool benched() const { return true; }
  virtual StartFloor start_floor(const StartFloorInput& input) const = 0;

 private:
  LanguageFacts facts_;
};

// LANGUAGE's object (defined in judge/languages/language_table.cpp).
const LanguageToolchain& language_toolchain(Language language);

}  // namespace lcjudge
