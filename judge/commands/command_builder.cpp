#include "commands/command_builder.h"

#include <CLI/CLI.hpp>

namespace lcjudge {

OptionBuilder& OptionBuilder::type_name(const std::string& name) {
  option_->type_name(name);
  return *this;
}

OptionBuilder& OptionBuilder::required() {
  option_->required();
  return *this;
}

OptionBuilder& OptionBuilder::check(OptionCheck check) {
  option_->check(CLI::Validator([check](std::string& text) { return check(text); }, ""));
  return *this;
}

OptionBuilder& OptionBuilder::repeatable() {
  option_->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  return *this;
}

std::string exit_status_footer(const std::string& exit_statuses) {
  return "Exit status: " + exit_statuses + ", " + kExitStatusesShared + ".";
}

CommandBuilder::CommandBuilder(CLI::App& app, const std::string& name, const std::string& description,
                                       const std::string& exit_statuses)
    : command_(app.add_subcommand(name, description)) {
  command_->footer(exit_status_footer(exit_statuses));
}

OptionBuilder CommandBuilder::add_option(const std::string& names, std::string& value, const std::string& help) {
  return OptionBuilder(command_->add_option(names, value, help));
}

OptionBuilder CommandBuilder::add_option(const std::string& names, std::vector<std::string>& values,
                                              const std::string& help) {
  return OptionBuilder(command_->add_option(names, values, help));
}

OptionBuilder CommandBuilder::add_option(const std::string& names, int& value, const std::string& help) {
  return OptionBuilder(command_->add_option(names, value, help));
}

OptionBuilder CommandBuilder::add_option(const std::string& names, double& value, const std::string& help) {
  return OptionBuilder(command_->add_option(names, value, help));
}

OptionBuilder CommandBuilder::add_option(const std::string& names, std::uint64_t& value, const std::string& help) {
  return OptionBuilder(command_->add_option(names, value, help));
}

OptionBuilder CommandBuilder::add_flag(const std::string& names, bool& value, const std::string& help) {
  return OptionBuilder(command_->add_flag(names, value, help));
}

}  // namespace lcjudge
