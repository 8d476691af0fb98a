// Building a command and its options: a thin front of CLI11's App and Option, in CLI11's own
// words (add_option, add_flag, type_name, required, check). Why a front at all: <CLI/CLI.hpp>
// defines CLI11's validator objects in every file that includes it, which cost each command file
// about 5 s of compile; behind this header only command_builder.cpp and cli.cpp include it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace lcjudge {

// Checks an option's text: "" when it is fine, otherwise what is wrong with it (CLI11 names the
// option in front of the message).
using OptionCheck = std::function<std::string(const std::string& text)>;

// One option being built, refined in place: command.add_option(...).type_name("N").required().
class OptionBuilder {
 public:
  explicit OptionBuilder(CLI::Option* option) : option_(option) {}

  OptionBuilder& type_name(const std::string& name);  // the value's name in the help: N, FILE ("" none)
  OptionBuilder& required();
  OptionBuilder& check(OptionCheck check);
  OptionBuilder& repeatable();  // one value per use, every use kept: --group a --group b

 private:
  CLI::Option* option_;
};

// What exits 2 and 130 mean, for every command.
constexpr const char* kExitStatusesShared =
    "2 usage error, bad data or internal error (judge: error: ... on stderr), 130 interrupted (Ctrl-C)";

// "Exit status: 0 ..., 1 ..., 2 ..., 130 ...": the last line of a command's help.
std::string exit_status_footer(const std::string& exit_statuses);

// A subcommand of the judge's command line being built.
class CommandBuilder {
 public:
  // EXIT_STATUSES: what this command's 0 and 1 mean ("0 every solution earned ..., 1 some did
  // not"); the help ends with them and the statuses every command shares (kExitStatusesShared).
  CommandBuilder(CLI::App& app, const std::string& name, const std::string& description,
                     const std::string& exit_statuses);

  const CLI::App* app() const { return command_; }

  // NAMES as CLI11 takes them: "--repeat", "-j,--jobs", "PROBLEM" (a positional), "!--no-x".
  OptionBuilder add_option(const std::string& names, std::string& value, const std::string& help);
  OptionBuilder add_option(const std::string& names, std::vector<std::string>& values, const std::string& help);
  OptionBuilder add_option(const std::string& names, int& value, const std::string& help);
  OptionBuilder add_option(const std::string& names, double& value, const std::string& help);
  OptionBuilder add_option(const std::string& names, std::uint64_t& value, const std::string& help);
  OptionBuilder add_flag(const std::string& names, bool& value, const std::string& help);

 private:
  CLI::App* command_;
};

}  // namespace lcjudge
