#include "judging/language_build_steps.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "base/sha256.h"
#include "judging/compile_diagnostics.h"
#include "process/spawn.h"

namespace fs = std::filesystem;

namespace lcjudge {

void require_program(const std::string& program, const char* package) {
  if (access(program.c_str(), X_OK) != 0) {
    throw JudgeFailure(fmt::format("cannot find {}: install Debian's {} (scripts/install-deps.sh does)", program, package));
  }
}

std::optional<std::string> take_back_file(const std::string& path, std::uint64_t max_bytes) {
  int fd = open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return std::nullopt;
  struct stat info {};
  std::optional<std::string> text;
  if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && static_cast<std::uint64_t>(info.st_size) <= max_bytes) {
    std::string bytes;
    char buffer[65536];
    ssize_t got = 0;
    while (bytes.size() <= max_bytes && (got = read(fd, buffer, sizeof buffer)) > 0) bytes.append(buffer, static_cast<size_t>(got));
    if (got == 0 && bytes.size() <= max_bytes) text = std::move(bytes);
  }
  close(fd);
  return text;
}

std::string compile_error_text(const CompileJailRun& run, const CompileJailLimits& limits) {
  std::string limit = describe_compile_limit(run.limit, limits);
  if (!limit.empty()) return limit;
  std::string text = bounded_diagnostic(run.output);
  return text.empty() ? "the check stopped without a word" : text;
}

CompileJailRun run_in_jail(std::vector<std::string> argv, const std::vector<std::string>& readable,
                           const std::string& folder, const CompileJailLimits& limits,
                           std::vector<std::string> environment) {
  CompileJailRequest request;
  request.environment = std::move(environment);
  request.argv = std::move(argv);
  request.readable = readable;
  request.output_folder = folder;
  request.limits = limits;
  CompileJailRun run = run_jailed_compiler(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  return run;
}

bool BuildKey::up_to_date(const std::string& launch) const {
  return read_file_if_exists(key_path) == key && fs::exists(launch);
}

void BuildKey::record_success() const { replace_file(key_path, key); }

void BuildKey::record_failure() const {
  std::error_code ignored;
  fs::remove(key_path, ignored);
}

BuildKey build_key(const SolutionFile& solution, const std::string& source_text, const std::vector<std::string>& parts) {
  std::string material = fmt::format("{}\n{}\n", language_key(solution.language), sha256_hex(source_text));
  for (const auto& part : parts) material += sha256_hex(part) + "\n";
  return {solution.build_folder + "/optimised.key", sha256_hex(material)};
}

std::string absolute(const std::string& path) { return fs::absolute(path).lexically_normal().string(); }

std::string absolute_source(const LanguageBuildInput& input) {
  const std::string& source = input.solution.source;
  return absolute(fs::path(source).is_absolute() ? source : input.project.path(source));
}

void run_trusted(std::vector<std::string> argv, const std::string& what) {
  SpawnRequest request;
  request.argv = std::move(argv);
  request.side_channel = false;
  request.limits.wall_seconds = 300;
  RunRecord record = spawn_and_wait(request);
  if (!record.internal_error.empty()) throw JudgeFailure(record.internal_error);
  if (!record.exited || record.exit_code != 0) {
    throw JudgeFailure(fmt::format("{}:\n{}{}", what, record.stdout_text, record.stderr_text));
  }
}

BuildOutcome build_checked_script(const LanguageBuildInput& input, const Launch& launch, const std::string& snapshot,
                                  std::vector<std::string> key_parts, const std::function<bool(BuildOutcome&)>& check) {
  key_parts.push_back(launch_text(launch));
  BuildOutcome outcome;
  const BuildKey key = build_key(input.solution, input.source_text, key_parts);
  if (key.up_to_date(input.solution.binary)) {
    outcome.ok = true;
    outcome.built = launched_program(input.solution.binary, launch);
    return outcome;
  }
  outcome.rebuilt = true;
  replace_file(snapshot, input.source_text);
  if (!check(outcome)) {
    key.record_failure();
    return outcome;
  }
  write_launch(input.solution.binary, launch);
  key.record_success();
  outcome.ok = true;
  outcome.built = launched_program(input.solution.binary, launch);
  return outcome;
}

bool check_in_jail(const SolutionFile& solution, std::vector<std::string> argv, const std::vector<std::string>& readable,
                   const CompileJailLimits& limits, BuildOutcome& outcome) {
  const FolderAt jail(jail_folder_name(solution));
  CompileJailRun run = run_in_jail(std::move(argv), readable, jail.path(), limits);
  outcome.log = run.output;
  // The check names the solution by LeetCode's file name; a path it quotes is the judge's.
  run.output = without_folders(run.output, {jail.path(), solution.build_folder, absolute(solution.build_folder)});
  if (!run.ok) outcome.message = compile_error_text(run, limits);
  return run.ok;
}

std::string jail_folder_name(const SolutionFile& solution) {
  return fmt::format("{}/jail.{}.{}", solution.build_folder, getpid(), gettid());
}

}  // namespace lcjudge
