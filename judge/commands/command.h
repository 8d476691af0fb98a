// What the command files share. Each command's file registers its subcommand of the judge's command
// line (its options, their help) and its action; cli.cpp only parses and runs the chosen action.
// CLI11 compiles slowly, so it stays out of the command files: they build their options through
// command_builder.h, and only cli.cpp and command_builder.cpp include <CLI/CLI.hpp>.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "commands/command_builder.h"
#include "problem/project.h"

namespace lcjudge {

// What a command does once its command line has parsed: the exit status (base/exit_status.h).
using CommandAction = std::function<int()>;

// The registered commands' actions. An action runs only once the whole line has parsed cleanly:
// CLI11 2.1 calls a subcommand's callback before it refuses a stray option, too early to act.
class CommandTable {
 public:
  explicit CommandTable(std::string typed) : typed_(std::move(typed)) {}

  // The command line as typed, "judge compare 913 --repeat 3", for reports that say how they were made.
  const std::string& typed() const { return typed_; }

  void add(const CLI::App* command, CommandAction action) { actions_.emplace_back(command, std::move(action)); }

  // The action of COMMAND, or nullptr for a subcommand without one.
  const CommandAction* action_of(const CLI::App* command) const {
    for (const auto& entry : actions_) {
      if (entry.first == command) return &entry.second;
    }
    return nullptr;
  }

 private:
  std::string typed_;
  std::vector<std::pair<const CLI::App*, CommandAction>> actions_;
};

// The commands, one file each, in the order `judge help` lists them.
void register_run_command(CLI::App& app, CommandTable& commands);
void register_try_command(CLI::App& app, CommandTable& commands);
void register_debug_command(CLI::App& app, CommandTable& commands);
void register_build_command(CLI::App& app, CommandTable& commands);
void register_timelimit_command(CLI::App& app, CommandTable& commands);
void register_new_command(CLI::App& app, CommandTable& commands);
void register_check_data_command(CLI::App& app, CommandTable& commands);
void register_add_command(CLI::App& app, CommandTable& commands);
void register_gen_command(CLI::App& app, CommandTable& commands);
void register_validate_command(CLI::App& app, CommandTable& commands);
void register_stress_command(CLI::App& app, CommandTable& commands);
void register_compare_command(CLI::App& app, CommandTable& commands);
void register_bench_command(CLI::App& app, CommandTable& commands);
void register_merge_command(CLI::App& app, CommandTable& commands);

// The project in the current folder; JudgeFailure unless it holds testcases/.
Project project_here();

// Options several commands share, built alike everywhere: -j, --jobs N (1 to 256, default: the
// number of cores), with what N counts for this command.
OptionBuilder add_jobs_option(CommandBuilder& command, int& jobs, const std::string& description);

// --compiler clang|gcc and --no-sanitize, for the commands that build and judge.
void add_build_options(CommandBuilder& command, std::string& compiler, bool& sanitize);

// Checks for an option's text, in the judge's words: "expects a whole number from 1 to 1000, found 'x'".
OptionCheck whole_number(std::uint64_t low, std::uint64_t high);
OptionCheck seconds_between(double low, double high);

}  // namespace lcjudge
