// `judge new NUMBER-SLUG --stub FILE|- [--statement FILE|-]`: set up a problem from LeetCode's code template
// (new_problem.h).

#include <fmt/format.h>

#include <memory>

#include "commands/command.h"
#include "commands/new_problem.h"
#include "problem/language.h"

namespace lcjudge {

void register_new_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<NewOptions>();
  CommandBuilder command(app,
      "new",
      fmt::format("set up a problem from LeetCode's code template in any language judged ({}), and statement: "
                  "testcases/PROBLEM/problem.yaml with its signature, empty case folders (with the statement: its "
                  "examples as sample cases, and problem.md) and solutions/PROBLEM/accepted/; never over an existing "
                  "problem",
                  judged_languages_text()),
      "0 the problem was set up");
  command.add_option("PROBLEM", options->problem, "the new problem's folder, NUMBER-SLUG as in LeetCode's URL: 1-two-sum")
      .type_name("")
      .required();
  command.add_option("--stub", options->stub_path,
                     fmt::format("LeetCode's code template, as the editor shows it, in any language judged (the "
                                 "file's extension, {}, or else the text, tells which), read as the C++ one "
                                 "(docs/problems.md); - reads the standard input",
                                 judged_extensions_text()))
      .type_name("FILE")
      .required();
  command.add_option("--statement", options->statement_path,
                     "LeetCode's problem statement, copied from its page as text; - reads the standard input (not with "
                     "--stub -): its examples become sample/ cases, the text problem.md")
      .type_name("FILE");
  command.add_option("--node", options->node,
                     "what Node* is when the template's Node definition does not say: nary, graph, random or next")
      .type_name("KIND")
      .check([](const std::string& text) -> std::string {
        return node_kind_named(text) != NodeKind::kNone ? "" : "expects nary, graph, random or next, found '" + text + "'";
      });
  command.add_option("--title", options->title, "the problem's title (default: the statement's, else from the slug, 'Two Sum')").type_name("TITLE");
  commands.add(command.app(), [options] { return command_new(project_here(), *options); });
}

}  // namespace lcjudge
