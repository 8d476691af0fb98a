#include "judging/compiled_build.h"

#include <signal.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>

#include "base/atomic_file.h"
#include "judging/language_build_steps.h"

namespace fs = std::filesystem;

namespace lcjudge {

namespace {

// Whether CACHE remembers that STOP_KEY's compile stopped at a limit; if so, OUTCOME says it
// again (from the cache), at once, instead of compiling to that limit once more.
bool remembered_compile_stop(const CompileCache& cache, const std::string& stop_key, BuildOutcome& outcome) {
  std::optional<std::string> stopped = cache.remembered_stop(stop_key);
  if (!stopped) return false;
  outcome.from_cache = true;
  outcome.message = *stopped;
  outcome.log = *stopped + "\n[remembered: this same source stopped the compiler at that limit before; it compiles "
                           "again once it changes]\n";
  return true;
}

// PRODUCT's depfile naming INPUTS: what the compile cache checks before it hands PRODUCT out again.
void write_known_inputs_depfile(const std::string& product, const std::vector<std::string>& inputs) {
  std::string depfile = product + ":";
  for (const auto& input : inputs) depfile += " " + input;
  replace_file(product + ".d", depfile + "\n");
}

}  // namespace

BuildOutcome build_compiled(const CompiledBuild& build, const CompileCache& cache, const CompileJailLimits& limits) {
  BuildOutcome outcome;
  if (build.up_to_date()) {
    outcome.ok = true;
    return outcome;
  }
  outcome.rebuilt = true;
  remove_abandoned_leftovers(build.product);
  const std::string key = cache.key(build.cache_command, build.known_inputs);
  if (cache.fetch(key, build.product)) {
    if (build.executable) chmod(build.product.c_str(), 0755);
    build.made();
    outcome.ok = outcome.from_cache = true;
    return outcome;
  }
  // A compile stopped at a limit is remembered under the same inputs and those limits, so that a
  // source that burns the compiler's CPU time (a few hundred bytes of nested templates or generic
  // calls) costs it once, not on every run.
  std::vector<std::string> limited_command = build.cache_command;
  limited_command.push_back(jail_limits_text(limits));
  const std::string stop_key = cache.key(limited_command, build.known_inputs);
  if (remembered_compile_stop(cache, stop_key, outcome)) {
    build.failed();
    return outcome;
  }
  const CompileEnd end = build.compile(outcome);
  if (end != CompileEnd::kMade) {
    if (end == CompileEnd::kStoppedAtLimit) cache.remember_stop(stop_key, outcome.message);
    build.failed();
    return outcome;
  }
  cache.store(key, build.product);
  build.made();
  outcome.ok = true;
  return outcome;
}

BuildOutcome build_compiled_launch(const LanguageBuildInput& input, const Launch& launch,
                                   std::vector<std::string> key_parts, CompiledBuild build) {
  key_parts.push_back(launch_text(launch));
  const BuildKey key = build_key(input.solution, input.source_text, key_parts);
  const std::string& program = input.solution.binary;
  const std::string& product = build.product;
  const std::vector<std::string>& inputs = build.known_inputs;
  build.up_to_date = [&] { return key.up_to_date(program) && fs::exists(product); };
  // The compile names no file it read: its product's depfile is the inputs known before it.
  const std::function<CompileEnd(BuildOutcome&)> compile = std::move(build.compile);
  build.compile = [&](BuildOutcome& outcome) {
    const CompileEnd end = compile(outcome);
    if (end == CompileEnd::kMade) write_known_inputs_depfile(product, inputs);
    return end;
  };
  build.made = [&] {
    write_launch(program, launch);
    key.record_success();
  };
  build.failed = [&] { key.record_failure(); };
  BuildOutcome outcome = build_compiled(build, input.cache, input.limits);
  if (outcome.ok) outcome.built = launched_program(program, launch);
  return outcome;
}

void remove_abandoned_leftovers(const std::string& target) {
  const fs::path parent = fs::path(target).parent_path();
  const std::string name_of_target = fs::path(target).filename().string();
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(parent.empty() ? "." : parent, error)) {
    std::string name = entry.path().filename().string();
    for (const char* kind : {".jail.", ".cache."}) {
      const std::string prefix = name_of_target + kind;
      if (name.compare(0, prefix.size(), prefix) != 0) continue;
      long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
      if (pid <= 0 || (kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)) {
        std::error_code ignored;
        fs::remove_all(entry.path(), ignored);
      }
    }
  }
}

}  // namespace lcjudge
