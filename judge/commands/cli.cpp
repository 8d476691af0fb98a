#include "commands/cli.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <exception>
#include <sstream>
#include <string>
#include <vector>

#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/terminal_escape.h"
#include "commands/command.h"
#include "problem/language.h"

namespace lcjudge {
namespace {

constexpr size_t kHelpWidth = 100;       // columns of `judge help`
constexpr size_t kHelpNameColumn = 28;   // where an option's description starts

// Greedy word wrap at WIDTH columns; the formatter indents every line after the first.
std::string wrapped(const std::string& text, size_t width) {
  std::istringstream words(text);
  std::string out, line, word;
  while (words >> word) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line;
}

// CLI11's help, wrapped at 100 columns, with options as they are typed: "--sweep,--no-sweep" (not
// "--no-sweep{false}"), "--group G" (not "--group G ...").
class HelpFormatter : public CLI::Formatter {
 public:
  HelpFormatter() {
    column_width(kHelpNameColumn);
    label("SUBCOMMAND", "COMMAND");
  }

  std::string make_option_name(const CLI::Option* option, bool positional) const override {
    std::string names = option->get_name(positional, true);
    for (size_t open; (open = names.find('{')) != std::string::npos;) names.erase(open, names.find('}', open) - open + 1);
    return names;
  }

  std::string make_description(const CLI::App* app) const override {
    return app->get_description().empty() ? "" : wrapped(app->get_description(), kHelpWidth) + "\n\n";
  }

  // "--jobs N", "--group G" (repeatable, said in its description), "PROBLEM ..." (the usage line
  // above says which positionals are required).
  std::string make_option_opts(const CLI::Option* option) const override {
    if (option->get_positional()) return option->get_expected_max() > 1 ? " ..." : "";
    return option->get_type_size() == 0 || option->get_type_name().empty() ? "" : " " + option->get_type_name();
  }

  std::string make_option_desc(const CLI::Option* option) const override {
    return wrapped(option->get_description(), kHelpWidth - kHelpNameColumn);
  }

  // Each line of the footer wrapped (the exit statuses are a long one), the blank lines kept.
  std::string make_footer(const CLI::App* app) const override {
    std::string out, footer = app->get_footer();
    if (footer.empty()) return "";
    for (size_t start = 0; start <= footer.size();) {
      size_t end = std::min(footer.find('\n', start), footer.size());
      out += wrapped(footer.substr(start, end - start), kHelpWidth) + "\n";
      start = end + 1;
    }
    return out;
  }

  std::string make_subcommand(const CLI::App* command) const override {
    std::ostringstream out;
    CLI::detail::format_help(out, command->get_name(), wrapped(command->get_description(), kHelpWidth - kHelpNameColumn),
                             kHelpNameColumn);
    return out.str();
  }
};

// "judge compare 913 --repeat 3", as typed, for a report to say how it was made.
std::string command_line(int argc, char** argv) {
  std::string line = "judge";
  for (int i = 1; i < argc; ++i) line += std::string(" ") + argv[i];
  return line;
}

std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* command : app.get_subcommands({})) names.push_back(command->get_name());
  return names;
}

const CLI::App* find_command(const CLI::App& app, const std::string& name) {
  for (const CLI::App* command : app.get_subcommands({})) {
    if (command->get_name() == name) return command;
  }
  return nullptr;
}

// A usage error, as every one ends: where to read how the command is used.
[[noreturn]] void usage_error(const std::string& what, const std::string& command) {
  throw JudgeFailure(fmt::format("{}\nTry '{} --help' for more information.", what, command));
}

[[noreturn]] void unknown_command(const CLI::App& app, const std::string& name) {
  usage_error(fmt::format("unknown command '{}'{}", name, did_you_mean(name, command_names(app))), "judge");
}

// Every name COMMAND's options answer to: "--jobs", "-j", "--no-sweep", ...
std::vector<std::string> option_names(const CLI::App& command) {
  std::vector<std::string> names;
  for (const CLI::Option* option : command.get_options()) {
    for (const auto& name : option->get_lnames()) names.push_back("--" + name);
    for (const auto& name : option->get_snames()) names.push_back("-" + name);
  }
  return names;
}

// CLI11's refusal of a command line, in the judge's words: which command, what is wrong, and a
// suggestion when an option's name looks mistyped.
[[noreturn]] void refuse(const CLI::App& app, const CLI::ParseError& error) {
  std::vector<CLI::App*> chosen = app.get_subcommands();
  const CLI::App& command = chosen.empty() ? app : *chosen.front();
  std::string name = chosen.empty() ? "judge" : "judge " + command.get_name();
  std::string what = error.what();
  if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr && !command.remaining().empty()) {
    std::string stray = command.remaining().front();
    if (stray.size() > 1 && stray[0] == '-') {
      stray = stray.substr(0, stray.find('='));  // --jobz=2
      usage_error(fmt::format("{} has no option '{}'{}", name, stray, did_you_mean(stray, option_names(command))), name);
    }
    usage_error(fmt::format("{}: unexpected argument '{}'", name, stray), name);
  }
  // CLI11 says "--jobs: <what is wrong>" of an option's value.
  std::string option = what.substr(0, what.find(": "));
  if (option.size() > 1 && option[0] == '-' && option.size() < what.size()) {
    std::string wrong = what.substr(option.size() + 2);
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr && wrong.find(" missing") != std::string::npos) {
      usage_error(fmt::format("{}: option '{}' needs a value", name, option), name);
    }
    usage_error(fmt::format("{}: {} {}", name, option, wrong), name);
  }
  usage_error(fmt::format("{}: {}", name, what), name);
}

// `judge help [COMMAND]`: the commands, or one command's options.
void register_help_command(CLI::App& app, CommandTable& commands) {
  CLI::App* help = app.add_subcommand("help", "list the commands, or show one command's options");
  auto name = std::make_shared<std::string>();
  help->add_option("COMMAND", *name, "the command whose options to show")->type_name("");
  help->footer(exit_status_footer("0 the help shown"));
  commands.add(help, [&app, name] {
    if (name->empty()) {
      fmt::print(stdout, "{}", app.get_formatter()->make_help(&app, "judge", CLI::AppFormatMode::Normal));
      return kExitAllExpected;
    }
    const CLI::App* command = find_command(app, *name);
    if (command == nullptr) unknown_command(app, *name);
    fmt::print(stdout, "{}", command->help("judge"));
    return kExitAllExpected;
  });
}

int parse_and_run(int argc, char** argv) {
  CLI::App app(fmt::format("lcjudge: judge LeetCode-style solutions in {} on local test cases.", judged_languages_text()),
               "judge");
  app.formatter(std::make_shared<HelpFormatter>());
  // The list of commands ends with this; each command's help says what its own 0 and 1 mean.
  app.footer(exit_status_footer("0 success (each command's help says what its 0 and 1 mean), 1 some solution or check "
                                "not as expected"));
  app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // -j 2 ... -j 1: the last counts
  app.require_subcommand(1);
  app.set_help_flag("-h,--help", "show this help");  // before the commands, which copy it
  CommandTable commands(command_line(argc, argv));
  register_run_command(app, commands);
  register_try_command(app, commands);
  register_debug_command(app, commands);
  register_build_command(app, commands);
  register_timelimit_command(app, commands);
  register_new_command(app, commands);
  register_check_data_command(app, commands);
  register_add_command(app, commands);
  register_gen_command(app, commands);
  register_validate_command(app, commands);
  register_stress_command(app, commands);
  register_compare_command(app, commands);
  register_bench_command(app, commands);
  register_merge_command(app, commands);
  register_help_command(app, commands);
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) command->group("Commands");
  app.footer(fmt::format("'judge help COMMAND' or 'judge COMMAND --help' shows a command's options.\n\n{}", app.get_footer()));

  if (argc < 2) usage_error("missing COMMAND", "judge");
  const std::string first = argv[1];
  if (first != "-h" && first != "--help" && find_command(app, first) == nullptr) {
    if (first.size() > 1 && first[0] == '-') usage_error(fmt::format("missing COMMAND before '{}'", first), "judge");
    unknown_command(app, first);
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    fmt::print(stdout, "{}", app.help());  // the chosen command's help, or the list of commands
    return kExitAllExpected;
  } catch (const CLI::ParseError& error) {
    refuse(app, error);
  }
  const CommandAction* action = commands.action_of(app.get_subcommands().front());
  if (action == nullptr) throw JudgeFailure("internal: the command has no action");
  return (*action)();
}

}  // namespace

int run_cli(int argc, char** argv) {
  try {
    return parse_and_run(argc, argv);
  } catch (const JudgeFailure& e) {
    fmt::print(stderr, "judge: error: {}\n", printable(e.what(), true));  // it may quote a compiler or a solution
    return kExitError;
  } catch (const std::exception& e) {
    fmt::print(stderr, "judge: error: internal: {}\n", printable(e.what(), true));
    return kExitError;
  }
}

}  // namespace lcjudge
