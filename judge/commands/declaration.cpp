#include "commands/declaration.h"

#include <CLI/CLI.hpp>

namespace lcjudge {

DeclaredOption& DeclaredOption::type_name(const std::string& name) {
  option_->type_name(name);
  return *this;
}

DeclaredOption& DeclaredOption::required() {
  option_->required();
  return *this;
}

DeclaredOption& DeclaredOption::check(OptionCheck check) {
  option_->check(CLI::Validator([check](std::string& text) { return check(text); }, ""));
  return *this;
}

DeclaredOption& DeclaredOption::repeatable() {
  option_->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  return *this;
}

std::string exit_status_footer(const std::string& exit_statuses) {
  return "Exit status: " + exit_statuses + ", " + kExitStatusesShared + ".";
}

CommandDeclaration::CommandDeclaration(CLI::App& app, const std::string& name, const std::string& description,
                                       const std::string& exit_statuses)
    : command_(app.add_subcommand(name, description)) {
  command_->footer(exit_status_footer(exit_statuses));
}

DeclaredOption CommandDeclaration::add_option(const std::string& names, std::string& value, const std::string& help) {
  return DeclaredOption(command_->add_option(names, value, help));
}

DeclaredOption CommandDeclaration::add_option(const std::string& names, std::vector<std::string>& values,
                                              const std::string& help) {
  return DeclaredOption(command_->add_option(names, values, help));
}

DeclaredOption CommandDeclaration::add_option(const std::string& names, int& value, const std::string& help) {
  return DeclaredOption(command_->add_option(names, value, help));
}

DeclaredOption CommandDeclaration::add_option(const std::string& names, double& value, const std::string& help) {
  return DeclaredOption(command_->add_option(names, value, help));
}

DeclaredOption CommandDeclaration::add_option(const std::string& names, std::uint64_t& value, const std::string& help) {
  return DeclaredOption(command_->add_option(names, value, help));
}

DeclaredOption CommandDeclaration::add_flag(const std::string& names, bool& value, const std::string& help) {
  return DeclaredOption(command_->add_flag(names, value, help));
}

}  // namespace lcjudge
