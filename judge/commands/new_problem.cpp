#include "commands/new_problem.h"

#include <fcntl.h>
#include <fmt/core.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <set>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "commands/add_case.h"
#include "problem/api_catalogue.h"
#include "problem/case_input.h"
#include "problem/input_shape.h"
#include "problem/method_spelling.h"
#include "problem/open_scalars.h"
#include "problem/statement.h"
#include "problem/stub_translation.h"
#include "process/interrupt.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// PATH's text ("-": the standard input), refused past MAX_BYTES before more is read: a pasted
// statement is untrusted, and /dev/zero has no end.
std::string read_bounded(const std::string& path, size_t max_bytes, const char* what) {
  int fd = STDIN_FILENO;
  if (path != "-") {
    fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw JudgeFailure(errno_message("cannot read", path));
  } else if (isatty(STDIN_FILENO)) {
    fmt::print(stderr, "judge: paste {}, then Ctrl-D on a line of its own\n", what);
  }
  std::string text;
  char buffer[65536];
  while (text.size() <= max_bytes) {
    ssize_t n = read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      int error = errno;
      if (fd != STDIN_FILENO) close(fd);
      errno = error;
      throw JudgeFailure(errno_message("cannot read", path == "-" ? "<stdin>" : path));
    }
    if (n == 0) break;
    text.append(buffer, static_cast<size_t>(n));
  }
  if (fd != STDIN_FILENO) close(fd);
  if (text.size() > max_bytes) {
    throw JudgeFailure(fmt::format("{}: more than the {} KiB {} may hold", path == "-" ? "<stdin>" : path, max_bytes >> 10,
                                   what));
  }
  return text;
}

// The statement's examples as sample cases, each checked as `judge add` checks a case against
// CONFIG (the problem.yaml just written): (name, text) pairs, 1.in, 1.ans, 2.in... JudgeFailure
// naming the example when one does not fit, so that nothing is written.
std::vector<std::pair<std::string, std::string>> example_cases(const Statement& statement, const std::string& source,
                                                               const ProblemConfig& config) {
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& example : statement.examples) {
    const std::string where = fmt::format("{}: example {} (line {})", source, example.number, example.line);
    std::string input = normalise_case_input(example.input, where + ", Input");
    if (std::string shape = input_shape_problem(input, config.signature, config.node); !shape.empty()) {
      throw JudgeFailure(fmt::format("{}: the Input does not fit the template's signature, {} (nothing written)", where,
                                     escape_untrusted(shape)));
    }
    std::string output = example.output;
    if (!config.signature.api.empty() && config.signature.api_case.result.kind == TypeSpec::Kind::kString &&
        !output.empty() && output.front() != '"') {
      // 843's Output is the text LeetCode prints ("You guessed the secret word correctly."): the
      // answer is that text as a string.
      std::string quoted = "\"";
      for (char c : output) quoted += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
      output = quoted + "\"";
    }
    std::vector<std::string> values = parse_case_values(output, where + ", Output");
    if (values.size() != 1) {
      throw JudgeFailure(fmt::format("{}: the Output holds {}, expected one (the method's result) (nothing written)",
                                     where, plural(values.size(), "value")));
    }
    if (std::string problem = answer_problem(config, input, values[0]); !problem.empty()) {
      throw JudgeFailure(fmt::format("{}: the Output is not an answer the template can return: {} (nothing written)", where,
                                     problem));
    }
    files.emplace_back(fmt::format("{}.in", example.number), input);
    files.emplace_back(fmt::format("{}.ans", example.number), values[0] + "\n");
  }
  return files;
}

// A folder beside the problem's final place where it is written first, so that a reader never sees
// half a problem; removed unless moved into place, and on Ctrl-C.
class Staging {
 public:
  explicit Staging(const std::string& parent) {
    std::string pattern = parent + "/.judge-new-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) throw JudgeFailure(errno_message("cannot create", pattern));
    path_ = pattern;
    register_scratch_folder(path_);
  }
  ~Staging() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
    unregister_scratch_folder(path_);
  }
  Staging(const Staging&) = delete;
  Staging& operator=(const Staging&) = delete;

  const std::string& path() const { return path_; }

  void write(const std::string& relative, const std::string& text) const {
    fs::path file = fs::path(path_) / relative;
    fs::create_directories(file.parent_path());
    std::ofstream out(file, std::ios::binary);
    out << text;
    out.close();
    if (!out) throw JudgeFailure(errno_message("cannot write", file.string()));
  }

 private:
  std::string path_;
};

// Moves FROM to TO unless TO exists (even as an empty folder, which rename(2) would replace).
// False if it does; JudgeFailure on any other error.
bool move_into_place(const std::string& from, const std::string& to) {
  if (renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0) return true;
  if (errno == EEXIST || errno == ENOTEMPTY) return false;
  throw JudgeFailure(fmt::format("cannot move '{}' to '{}': {}", from, to, std::strerror(errno)));
}

// A scalar as YAML reads it back unchanged: plain when that is safe, else double-quoted.
std::string yaml_scalar(const std::string& text) {
  auto control = [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; };
  auto plain_start = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '('; };
  bool plain = !text.empty() && plain_start(text.front()) && text.back() != ' ' &&
               std::none_of(text.begin(), text.end(), [&](char c) { return control(c) || std::strchr("#:\"'\\", c); });
  if (plain) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (control(c)) {
      quoted += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
    } else {
      quoted += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    }
  }
  return quoted + "\"";
}

// "nums (vector<int>), then target (int)": what each line of a case's input holds.
std::string input_lines(const ParsedStub& stub) {
  if (stub.signature.kind == ProblemSignature::Kind::kDesign && !stub.signature.called_with_case()) {
    return fmt::format("line 1 the calls, [\"{}\",\"{}\",...], line 2 their arguments, [[...],[...],...]",
                       stub.signature.class_name, stub.signature.methods.at(1).name);
  }
  // An iterator's: its constructor's; an API problem's: its case lines.
  const auto& parameters = stub.signature.api.empty() ? stub.signature.methods.front().parameters
                                                      : stub.signature.api_case.parameters;
  if (parameters.empty()) return "no lines: the method takes no arguments";
  std::string lines;
  for (size_t i = 0; i < parameters.size(); ++i) {
    lines += fmt::format("{}line {} {} ({})", i == 0 ? "" : ", ", i + 1, parameters[i].name, parameters[i].type.display());
  }
  return lines;
}

std::string answer_text(const ParsedStub& stub) {
  using Drive = ProblemSignature::Drive;
  if (stub.signature.drive == Drive::kIterator) return "the values next() returned while hasNext(), as a list: [1,1,2,1,1]";
  if (stub.signature.drive == Drive::kRoundTrip) {
    const auto& methods = stub.signature.methods;
    return fmt::format("the {} that deser.{}(ser.{}(...)) returns, as LeetCode prints it (the input itself, when the "
                       "codec is right)",
                       methods.at(1).result.display(), methods.at(1).name, methods.at(0).name);
  }
  if (stub.signature.kind == ProblemSignature::Kind::kDesign) {
    return "one line, each call's result, null for the constructor and void methods: [null,null,...]";
  }
  const MethodSignature& method = stub.signature.methods.front();
  if (stub.signature.api_queries) return "the list of what each read returned: [1,2,0]";
  if (!stub.signature.api.empty() && method.result.kind == TypeSpec::Kind::kVoid) {
    return "the text LeetCode prints after the call, as a string: \"You guessed the secret word correctly.\"";
  }
  if (method.result.kind != TypeSpec::Kind::kVoid) return fmt::format("the {} returned, as LeetCode prints it", method.result.display());
  if (const Parameter* answer = method.answer_parameter(true)) {
    return fmt::format("{} after the call (the method is void), as LeetCode prints it", answer->name);
  }
  return "the output as LeetCode prints it";
}

// The first non-const reference parameter, when a function problem's int result may be the
// length of the answer in it (output: argument_prefix, as 26 Remove Duplicates).
const Parameter* prefix_candidate(const ParsedStub& stub) {
  if (stub.signature.kind != ProblemSignature::Kind::kFunction) return nullptr;
  const MethodSignature& method = stub.signature.methods.front();
  if (method.result.kind != TypeSpec::Kind::kInt) return nullptr;
  const Parameter* cut = method.answer_parameter(false);
  return cut && cut->type.kind == TypeSpec::Kind::kVector ? cut : nullptr;
}

}  // namespace

void check_new_problem_name(const std::string& name) {
  // [1-9][0-9]{0,5}-[a-z0-9]+(-[a-z0-9]+)*
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  auto slug_char = [&](char c) { return digit(c) || (c >= 'a' && c <= 'z'); };
  size_t dash = name.find('-');
  std::string number = name.substr(0, dash);
  bool shaped = dash != std::string::npos && !number.empty() && number.size() <= 6 && number[0] != '0' &&
                std::all_of(number.begin(), number.end(), digit) && name.back() != '-' &&
                name.find("--") == std::string::npos &&
                std::all_of(name.begin() + static_cast<std::ptrdiff_t>(dash) + 1, name.end(),
                            [&](char c) { return c == '-' || slug_char(c); });
  if (is_safe_name(name) && shaped && name.size() <= kMaxProblemNameBytes) return;
  throw JudgeFailure(fmt::format("bad problem name '{}': expected NUMBER-SLUG as LeetCode's URL names it, such as "
                                 "'1-two-sum' (the number, then lowercase words of a-z and 0-9 joined by '-', at most "
                                 "200 characters)",
                                 escaped_first_line(name, 100)));
}

std::string title_from_name(const std::string& name) {
  static const std::set<std::string> small = {"a",  "an", "and", "as", "at", "by",  "for", "from", "in",
                                              "into", "of", "on",  "or", "the", "to", "vs", "with"};
  static const std::set<std::string> roman = {"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"};
  std::string title;
  size_t start = name.find('-') + 1;
  for (size_t end; start <= name.size(); start = end + 1) {
    end = name.find('-', start);
    if (end == std::string::npos) end = name.size();
    std::string word = name.substr(start, end - start);
    if (roman.count(word)) {
      for (char& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    } else if (title.empty() || !small.count(word)) {
      word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
    }
    title += (title.empty() ? "" : " ") + word;
  }
  return title;
}

std::string new_problem_yaml(const std::string& name, const std::string& title, const ParsedStub& stub,
                             const std::string& api, const std::vector<std::string>& inputs, Language template_language) {
  const ProblemSignature& signature = stub.signature;
  std::string number = name.substr(0, name.find('-'));
  std::string yaml = fmt::format("# LeetCode {}. {}: written by 'judge new' from LeetCode's {} template (stub{}).\n",
                                 number, title, language_name(template_language), language_extension(template_language));
  yaml += fmt::format("title: {}\n", yaml_scalar(title));
  if (signature.kind == ProblemSignature::Kind::kDesign) {
    yaml += fmt::format("design: {}\nmethods:              # the constructor, then each method, as the template declares them\n",
                        signature.class_name);
    for (const auto& method : signature.methods) yaml += fmt::format("  - {}\n", yaml_scalar(method.text));
    if (signature.drive == ProblemSignature::Drive::kIterator) {
      yaml += "drive: iterator      # as LeetCode: built from the case's arguments, then next() while hasNext()\n";
    }
    if (signature.drive == ProblemSignature::Drive::kRoundTrip) {
      yaml += fmt::format("drive: round_trip    # as LeetCode: {0} ser, deser; ans = deser.{1}(ser.{2}(case))\n",
                          signature.class_name, signature.methods.at(1).name, signature.methods.at(0).name);
    }
  } else {
    const MethodSignature& method = signature.methods.front();
    yaml += fmt::format("signature: {}\n", yaml_scalar(method.text));
    if (const ApiSpec* spec = api_named(api)) {
      yaml += fmt::format("api: {:<16}# LeetCode provides it ({}): {}\n", api, spec->problems, spec->semantics);
      std::string listed;
      for (const std::string& input : inputs) listed += (listed.empty() ? "" : ", ") + input;
      if (!inputs.empty()) yaml += fmt::format("inputs: [{}]   # the case's lines by name, in the statement's order\n", listed);
    }
    if (const Parameter* prefix = prefix_candidate(stub)) {
      yaml += fmt::format("# output: argument_prefix   # if the answer is the first k elements of {}, k returned\n",
                          prefix->name);
    } else if (method.result.kind == TypeSpec::Kind::kVoid && api.empty()) {
      yaml += "# a void method: the answer is its first non-const reference argument after the call\n";
    }
    yaml += "# order: any               # any: the answer's list in any order; any-deep: every level's too\n";
  }
  if (stub.node != NodeKind::kNone) {
    yaml += fmt::format("{:<21}# what Node* is: nary (an N-ary tree) | graph | random (138) | next (116, 117)\n",
                        std::string("node: ") + node_kind_name(stub.node));
  }
  yaml += "# float_tolerance: 1e-5     # answers holding doubles: by default 1e-5, as LeetCode; else exact\n";
  yaml += "time_limit: 1.0      # CPU seconds per case\n";
  yaml += "memory_limit: 1024   # MiB of address space\n";
  yaml += "output_limit: 8      # MiB\n";
  return yaml;
}

namespace {

// What judge new gathers from the command line, LeetCode's template and its statement before it
// writes anything.
struct NewProblem {
  std::string name;        // 1-two-sum
  std::string number;      // "1-": the prefix no other problem may have
  std::string tests;       // the folders it makes: testcases/<name>
  std::string solutions;   //   and solutions/<name>
  std::string title;
  std::string template_text;    // LeetCode's template, as given
  std::string template_source;  // its file, or "<stdin>"
  Language template_language = Language::kCpp;  // another language's is read as the C++ one it stands for
  ParsedStub stub;
  std::string open_note;  // what the template did not tell (problem/open_scalars.h), "" for nothing
  std::optional<Statement> statement;
  std::string statement_source;
  const ApiSpec* api = nullptr;     // the API LeetCode provides, when the template names one
  std::vector<std::string> inputs;  // an API problem's case lines, by name
  std::vector<std::pair<std::string, std::string>> samples;  // file name, text

  std::string number_only() const { return number.substr(0, number.size() - 1); }
};

// A problem is made once: neither of its folders exists, and no other problem has its number.
void check_problem_is_new(const Project& project, const NewProblem& problem) {
  for (const auto& folder : {problem.tests, problem.solutions}) {
    std::error_code ignored;
    if (fs::exists(fs::symlink_status(folder, ignored))) {
      throw JudgeFailure(fmt::format("'{}' already exists: judge new never overwrites a problem; pick another name or "
                                     "remove the folder",
                                     folder));
    }
  }
  for (const auto& other : all_problems(project)) {
    if (other.rfind(problem.number, 0) == 0) {
      throw JudgeFailure(fmt::format("problem {} exists already, as '{}': a number names one problem",
                                     problem.number_only(), other));
    }
  }
}

// LeetCode's statement when --statement gives one; it must be the statement of this problem.
std::optional<Statement> read_statement(const NewOptions& options, const NewProblem& problem) {
  if (options.statement_path.empty()) return std::nullopt;
  Statement statement = parse_statement(read_bounded(options.statement_path, kMaxStatementBytes, "LeetCode's statement"),
                                        problem.statement_source);
  if (!statement.number.empty() && statement.number + "-" != problem.number) {
    throw JudgeFailure(fmt::format("{}: the statement is LeetCode {} ('{}'), the problem {}: paste the statement of "
                                   "problem {}",
                                   problem.statement_source, statement.number, escaped_first_line(statement.title, 100),
                                   problem.name, problem.number_only()));
  }
  return statement;
}

// --title, else the statement's, else one made from the name: one line of plain text.
std::string checked_title(const NewOptions& options, const NewProblem& problem) {
  std::string title = options.title;
  const char* title_source = "--title";
  if (title.empty() && problem.statement && !problem.statement->title.empty()) {
    title = problem.statement->title;  // as LeetCode spells it: "Two Sum II - Input Array Is Sorted"
    title_source = "the statement's title";
  }
  if (title.empty()) title = title_from_name(problem.name);
  if (title.find('\n') != std::string::npos) throw JudgeFailure("--title must be one line");
  std::string unslashed = title;  // escape_untrusted doubles a backslash, which is fine here
  unslashed.erase(std::remove(unslashed.begin(), unslashed.end(), '\\'), unslashed.end());
  if (escape_untrusted(unslashed) != unslashed) {
    throw JudgeFailure(fmt::format("{} '{}' holds control characters or invalid UTF-8: give plain text", title_source,
                                   escape_untrusted(title)));
  }
  return title;
}

// The template as the C++ one it stands for; what another language's does not tell (int or
// double, string or char) settled from the statement's examples.
std::string cpp_template(NewProblem& problem, const std::string& path) {
  problem.template_language = template_language(path, problem.template_text, problem.template_source);
  if (problem.template_language == Language::kCpp) return problem.template_text;
  TemplateModel model;
  try {
    model = read_template_model(problem.template_language, problem.template_text, problem.template_source);
  } catch (const JudgeFailure&) {
    // An API's class or function is no type the readers map (1095's MountainArray, 278's isBadVersion).
    const ApiSpec* api = api_in_template(problem.template_text);
    if (!api) throw;
    throw JudgeFailure(fmt::format("{}: the template uses LeetCode's {} API ({}): judge new reads an API problem from "
                                   "LeetCode's C++ template only; paste that one (its C++ tab)",
                                   problem.template_source, api->name, api->problems));
  }
  const std::vector<StatementExample> no_examples;
  const std::vector<StatementExample>& examples = problem.statement ? problem.statement->examples : no_examples;
  settle_method_spelling(model, examples);
  problem.open_note = settle_open_scalars(model, examples, problem.template_language, problem.statement.has_value());
  return template_cpp_text(model);
}

// An API LeetCode provides (278's isBadVersion, 1095's MountainArray...): declared with its
// case's lines by name, in the order of the statement's first example, else LeetCode's.
void find_api(NewProblem& problem) {
  if (problem.stub.signature.kind != ProblemSignature::Kind::kFunction) return;
  problem.api = api_in_template(problem.template_text);
  if (problem.api && problem.statement && !problem.statement->examples.empty()) {
    const StatementExample& example = problem.statement->examples.front();
    problem.inputs = parse_case_names(example.input, fmt::format("{}: example {} (line {}), Input",
                                                                 problem.statement_source, example.number, example.line));
  }
}

// An API problem's problem.yaml read back as every command reads it: the API's lines, checked,
// then written out by name.
void check_api_fits(Staging& staging, NewProblem& problem) {
  const ApiSpec& api = *problem.api;
  ProblemConfig written;
  try {
    written = load_problem_config(staging.path() + "/testcases");
  } catch (const JudgeFailure& e) {
    std::string what = e.what();
    size_t inputs_at = what.find("inputs: ");
    if (problem.inputs.empty() || inputs_at == std::string::npos) {
      throw JudgeFailure(fmt::format("{}: the template names LeetCode's {} API ({}), but the judge's {} does not fit "
                                     "it: {} (nothing written)",
                                     problem.template_source, api.name, api.template_marker, api.name,
                                     what.substr(what.find(": ") == std::string::npos ? 0 : what.find(": ") + 2)));
    }
    // The statement named the lines otherwise than the catalogue: say both, not the staging file.
    std::string listed;
    for (const std::string& input : problem.inputs) listed += (listed.empty() ? "" : ", ") + escape_untrusted(input);
    throw JudgeFailure(fmt::format("{}: the first example names the case's lines {}, which do not fit LeetCode's {} "
                                   "API as the judge provides it: {} (nothing written)",
                                   problem.statement_source, listed, api.name, what.substr(inputs_at)));
  }
  problem.stub.signature = written.signature;
  if (problem.inputs.empty()) {
    for (const Parameter& line : written.signature.api_case.parameters) problem.inputs.push_back(line.name);
    staging.write("testcases/problem.yaml",
                  new_problem_yaml(problem.name, problem.title, problem.stub, api.name, problem.inputs,
                                   problem.template_language));
  }
}

// Both folders are written aside in the project's root, then moved into place: all or nothing.
void write_problem(const Project& project, NewProblem& problem) {
  Staging staging(project.root);
  staging.write("testcases/problem.yaml", new_problem_yaml(problem.name, problem.title, problem.stub,
                                                           problem.api ? problem.api->name : "", problem.inputs,
                                                           problem.template_language));
  if (problem.api) check_api_fits(staging, problem);
  const std::string& text = problem.template_text;
  staging.write(std::string("testcases/stub") + language_extension(problem.template_language),
                text.empty() || text.back() == '\n' ? text : text + "\n");
  if (problem.statement) {
    // Checked against the problem.yaml just written, read back as every other command reads it.
    problem.samples = example_cases(*problem.statement, problem.statement_source,
                                    load_problem_config(staging.path() + "/testcases"));
    staging.write("testcases/problem.md",
                  statement_markdown(problem.number_only(), problem.title, problem.statement->body));
  }
  for (const auto& [file, contents] : problem.samples) staging.write("testcases/sample/" + file, contents);
  if (problem.samples.empty()) staging.write("testcases/sample/.gitkeep", "");
  staging.write("testcases/secret/.gitkeep", "");
  staging.write("solutions/accepted/.gitkeep", "");
  fs::create_directories(project.solutions());
  if (!move_into_place(staging.path() + "/testcases", problem.tests)) {
    throw JudgeFailure(fmt::format("'{}' appeared meanwhile: judge new never overwrites a problem", problem.tests));
  }
  if (!move_into_place(staging.path() + "/solutions", problem.solutions)) {
    std::error_code ignored;
    fs::remove_all(problem.tests, ignored);  // ours, just made: all or nothing
    throw JudgeFailure(fmt::format("'{}' appeared meanwhile: judge new never overwrites a problem", problem.solutions));
  }
}

void print_created(const NewProblem& problem) {
  const ProblemSignature& signature = problem.stub.signature;
  const std::string& tests = problem.tests;
  bool design = signature.kind == ProblemSignature::Kind::kDesign;
  fmt::print(stdout, "judge: created {} ({}), {}: {}\n", problem.name, problem.title,
             design ? "a design problem" : "a function problem",
             design ? fmt::format("class {}, {}", signature.class_name, plural(signature.methods.size() - 1, "method"))
                    : signature.methods.front().text);
  fmt::print(stdout, "  {}/problem.yaml   the signature and limits; other keys as comments\n", tests);
  fmt::print(stdout, "  {}/stub{:<8}LeetCode's template, for reference\n", tests, language_extension(problem.template_language));
  size_t examples = problem.samples.size() / 2;
  if (problem.statement) {
    fmt::print(stdout, "  {}/problem.md     the statement\n", tests);
    if (examples > 0) fmt::print(stdout, "  {}/sample/1.in ... {}.ans   its {}\n", tests, examples, plural(examples, "example"));
  }
  fmt::print(stdout, "  {}{}, {}/accepted/   empty\n", tests, examples == 0 ? "/sample/, secret/" : "/secret/",
             problem.solutions);
}

// What the author must still decide: the types the template did not tell, an API's case lines,
// the statement's freedoms.
void print_notes(const NewProblem& problem) {
  if (!problem.open_note.empty()) fmt::print(stdout, "judge: {}\n", problem.open_note);
  if (const ApiSpec* api = problem.api) {
    std::string listed;
    for (const std::string& input : problem.inputs) listed += (listed.empty() ? "" : ", ") + input;
    fmt::print(stdout, "judge: the template uses LeetCode's {} API ({}): problem.yaml declares 'api: {}' and the case's "
                       "lines 'inputs: [{}]'; the judge provides it: {}\n",
               api->name, api->problems, api->name, listed, api->semantics);
    if (api->name == kRead4Api && !problem.stub.signature.api_queries) {
      fmt::print(stdout, "judge: if read is called several times (158), the case gives 'queries' instead of n: set "
                         "'inputs: [file, queries]'\n");
    }
  }
  if (!problem.statement) return;
  if (problem.samples.empty()) {
    fmt::print(stdout, "judge: the statement has no example (an 'Example 1:' heading, then 'Input: ...' and 'Output: "
                       "...'): sample/ is empty\n");
  }
  // Reported, not applied: the author decides whether the phrase is about the answer.
  for (const auto& freedom : problem.statement->freedoms) {
    if (freedom.order_only && problem.api && problem.api->answer_in_any_order) continue;  // order: any already
    if (freedom.order_only) {
      fmt::print(stdout, "judge: the statement says '{}': set `order: any` in problem.yaml (or `order: any-deep` when "
                         "each inner list is free too)\n", freedom.phrase);
    } else {
      fmt::print(stdout, "judge: the statement says '{}': more than one answer is right; write an output validator "
                         "(docs/problems.md)\n", freedom.phrase);
    }
  }
}

void print_next_steps(const NewProblem& problem) {
  const std::string& tests = problem.tests;
  fmt::print(stdout, "Next:\n");
  if (problem.samples.empty()) {
    fmt::print(stdout, "  1. The statement's examples as {}/sample/N.in + N.ans: N.in one argument a line as LeetCode's test "
                       "case box takes them ({}); N.ans {}, then a newline.\n",
               tests, input_lines(problem.stub), answer_text(problem.stub));
  } else {
    fmt::print(stdout, "  1. Compare {}/sample/ with the statement's examples ({}; answers {}).\n", tests,
               input_lines(problem.stub), answer_text(problem.stub));
  }
  fmt::print(stdout, "  2. A solution, the template filled in, as {}/accepted/NAME{} (others under wrong_answer/, "
                     "time_limit_exceeded/, ...).\n",
             problem.solutions, language_extension(problem.template_language));
  fmt::print(stdout, "  3. More cases, answered by the accepted solutions: build/judge add {} case.txt [--group sample]\n",
             problem.name);
  fmt::print(stdout, "  4. build/judge run {}, then make test.\n", problem.name);
}

}  // namespace

int command_new(const Project& project, const NewOptions& options) {
  check_new_problem_name(options.problem);
  NewProblem problem;
  problem.name = options.problem;
  problem.tests = project.path("testcases/" + problem.name);
  problem.solutions = project.path("solutions/" + problem.name);
  problem.number = problem.name.substr(0, problem.name.find('-') + 1);
  check_problem_is_new(project, problem);
  if (options.stub_path == "-" && options.statement_path == "-") {
    throw JudgeFailure("--stub - and --statement - would both read the standard input: give one of them as a file");
  }
  problem.statement_source = options.statement_path == "-" ? "<stdin>" : options.statement_path;
  problem.statement = read_statement(options, problem);
  NodeKind node = node_kind_named(options.node);
  problem.template_source = options.stub_path == "-" ? "<stdin>" : options.stub_path;
  // A template is a few KiB; 1 MiB is far past any and still bounds /dev/zero.
  problem.template_text = read_bounded(options.stub_path, kMaxStatementBytes, "LeetCode's template");
  problem.stub = parse_stub(cpp_template(problem, options.stub_path), problem.template_source, node);
  if (node != NodeKind::kNone && !problem.stub.signature.uses_node()) {
    throw JudgeFailure(fmt::format("--node {}: the template in {} uses no Node*; leave --node out", options.node,
                                   problem.template_source));
  }
  problem.title = checked_title(options, problem);
  find_api(problem);
  write_problem(project, problem);
  print_created(problem);
  print_notes(problem);
  print_next_steps(problem);
  return kExitAllExpected;
}

}  // namespace lcjudge
