#include "commands/add_case.h"

#include <fmt/core.h>
#include <stdlib.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/atomic_file.h"
#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/parallel.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "judging/answer_compare.h"
#include "judging/build.h"
#include "judging/compiler_server.h"
#include "judging/classify.h"
#include "judging/fair_run.h"
#include "judging/output_check.h"
#include "judging/validator.h"
#include "problem/case_input.h"
#include "problem/case_path.h"
#include "problem/case_text.h"
#include "problem/config.h"
#include "problem/input_shape.h"
#include "problem/testcases.h"
#include "process/interrupt.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

constexpr size_t kShownAnswer = 200;  // characters of an answer shown in a message
constexpr int kNameAttempts = 100;    // numbered names tried when concurrent adds take them

std::string trimmed(const std::string& text) {
  size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

// A solution's output (or --expect) as a message quotes it: cut, then escaped.
std::string shown(const std::string& answer) {
  std::string one = trimmed(answer);
  return escape_untrusted(one.substr(0, kShownAnswer)) + (one.size() <= kShownAnswer ? "" : "...");
}

std::string read_input(const std::string& path) {
  if (path != "-") return read_file(path);
  std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  if (std::cin.bad()) throw JudgeFailure("cannot read the standard input");
  return text;
}

// The case's lines around a validator's complaint, for the error message.
std::string quote_line(const std::string& text, int line) {
  std::stringstream lines(text);
  std::string content;
  for (int i = 1; std::getline(lines, content); ++i) {
    if (i != line) continue;
    if (content.size() > kShownAnswer) content = content.substr(0, kShownAnswer) + "...";
    return "\n  line " + std::to_string(line) + ": " + escape_untrusted(content);
  }
  return "";
}

std::string describe_rejection(const Validation& validation) {
  if (validation.line == 0) return validation.rule;
  return "line " + std::to_string(validation.line) + ", column " + std::to_string(validation.column) + ": " +
         validation.rule;
}

// Runs a built solution on the case as `judge run` would, under the problem's limits. Whatever it
// printed passes here, so the classifier says AC exactly when the run finished cleanly; whether
// the outputs agree is judged after.
CaseOutcome answer_case(const BuiltSolution& program, const std::string& input_path, const ProblemConfig& config,
                        RunGate& gate, std::string& output) {
  RunRecord run = run_under_limits(program, input_path, config.limits, gate);
  output = run.answer_text;
  return classify(run, config.limits, [](const std::string&) { return OutputJudgement{Verdict::kAccepted, ""}; });
}

// Every accepted solution built and run on the case; they must all finish and agree. Returns the
// answer and how many agreed.
std::pair<std::string, size_t> computed_answer(const Project& project, const std::string& problem,
                                               const ProblemConfig& config, const ScratchFolder& scratch,
                                               const std::string& input_path, int jobs) {
  std::vector<SolutionFile> accepted;
  for (auto& solution : problem_solutions(project, problem)) {
    if (solution.expected == Verdict::kAccepted) accepted.push_back(std::move(solution));
  }
  if (accepted.empty()) {
    throw JudgeFailure("no accepted solutions in 'solutions/" + problem +
                       "/accepted/': nothing can compute the answer; give it with --expect");
  }

  SolutionBuilder builder(project);
  ProblemConfig optimised = config;
  optimised.build.sanitize = false;  // their optimised builds compute the answer
  auto start = std::chrono::steady_clock::now();
  std::vector<BuildOutcome> builds(accepted.size());
  // Accepted solutions of every language agree on the answer, each under its language's limits.
  parallel_for(accepted.size(), jobs,
               [&](size_t i) { builds[i] = builder.build(accepted[i], for_language(optimised, accepted[i].language)); });
  builder.compiler_servers().end_all();  // the compiles are done; the runs need the memory
  for (size_t i = 0; i < accepted.size(); ++i) {
    if (!builds[i].ok) {
      throw JudgeFailure("accepted solution '" + accepted[i].source + "' does not compile:\n  " +
                         printable_indented(builds[i].message, "  "));
    }
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print(stderr, "{}", compile_summary(builds, seconds));

  std::vector<std::string> outputs(accepted.size());
  std::vector<CaseOutcome> outcomes(accepted.size());
  RunGate gate;  // the accepted solutions' runs, side by side
  parallel_for(accepted.size(), jobs,
               [&](size_t i) {
                 outcomes[i] = answer_case(builds[i].built, input_path, for_language(config, accepted[i].language),
                                           gate, outputs[i]);
               });
  for (size_t i = 0; i < accepted.size(); ++i) {
    const CaseOutcome& outcome = outcomes[i];
    if (outcome.verdict == Verdict::kAccepted) continue;
    if (outcome.bad_test_data) throw JudgeFailure("the driver cannot read the case: " + outcome.message);
    throw JudgeFailure("accepted solution " + accepted[i].display + " did not finish on the case: " +
                       long_name(outcome.verdict) + (outcome.message.empty() ? "" : ", " + outcome.message));
  }
  std::vector<AcceptedOutput> answers;
  for (size_t i = 0; i < accepted.size(); ++i) answers.push_back({accepted[i].display, outputs[i]});
  return {agreed_answer(config, scratch, input_path, answers, jobs), accepted.size()};
}

bool has_accepted_solution(const Project& project, const std::string& problem) {
  for (const auto& solution : problem_solutions(project, problem)) {
    if (solution.expected == Verdict::kAccepted) return true;
  }
  return false;
}

// --expect as the answer to write: one value, compact as the driver prints it ("[null, true]" is
// "[null,true]"); JudgeFailure naming the option otherwise.
std::string expected_value(const std::string& expect) {
  std::vector<std::string> values = parse_case_values(expect, "--expect");
  if (values.size() != 1) {
    throw JudgeFailure(fmt::format("--expect '{}': expected one value (the method's result), found {}", shown(expect),
                                   values.size()));
  }
  return values[0];
}

}  // namespace

std::string agreed_answer(const ProblemConfig& config, const ScratchFolder& scratch, const std::string& input_path,
                          const std::vector<AcceptedOutput>& outputs, int jobs) {
  // The first output is the answer, and every other must be right against it as `judge run` would
  // judge it: in any order when the order is free; with an output validator, the first one too.
  std::string answer = trimmed(outputs.at(0).output);
  std::string answer_path = scratch.write("answer.ans", answer + "\n");
  size_t first = config.output_validator.empty() ? 1 : 0;
  std::vector<OutputJudgement> judged(outputs.size(), OutputJudgement{Verdict::kAccepted, ""});
  parallel_for(outputs.size() - first, jobs, [&](size_t k) {
    judged[first + k] = judge_output(config, input_path, answer_path, outputs[0].output, outputs[first + k].output);
  });
  bool agree = true;
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (judged[i].verdict == Verdict::kJudgeError) {
      throw JudgeFailure("cannot check the answer of " + outputs[i].solution + ": " + judged[i].message);
    }
    agree = agree && judged[i].verdict == Verdict::kAccepted;
  }
  if (!agree) {
    std::string listing;
    for (size_t i = 0; i < outputs.size(); ++i) {
      listing += "\n  " + outputs[i].solution + ": " + shown(outputs[i].output);
      if (judged[i].verdict != Verdict::kAccepted) listing += " (" + judged[i].message + ")";
    }
    throw JudgeFailure("the accepted solutions disagree on the case (nothing written):" + listing);
  }
  return answer;
}

namespace {

// Where ANSWER (of a problem with a signature) is not as the driver prints it, or "". Every honest
// solution's output is the driver's print, compared token by token, so a stored answer in another
// form that decodes to the same value ([ 2 ], [-0], "\u0041" for "A"), which a solution printing
// by itself can write, would make each of them WA: no whitespace outside strings, no integer -0,
// each string escaped as the driver escapes it. One pass; strings are re-printed one at a time.
std::string printed_form_problem(const std::string& answer) {
  auto is_number_part = [](char c) { return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E'; };
  for (size_t at = 0; at < answer.size();) {
    char c = answer[at];
    if (c == '"') {
      size_t end = at + 1;
      for (bool escaped = false; end < answer.size(); ++end) {
        if (escaped) {
          escaped = false;
        } else if (answer[end] == '\\') {
          escaped = true;
        } else if (answer[end] == '"') {
          break;
        }
      }
      if (end == answer.size()) return fmt::format("line 1, column {}: a string that does not end", at + 1);
      const std::string literal = answer.substr(at, end + 1 - at);
      std::string printed;
      try {
        printed = nlohmann::json::parse(literal).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      } catch (const nlohmann::json::exception&) {
        return fmt::format("line 1, column {}: a string that is not JSON", at + 1);
      }
      if (printed != literal) {
        return fmt::format("line 1, column {}: a string escaped otherwise than the driver prints it ({})", at + 1,
                           quoted_excerpt(printed, 0));
      }
      at = end + 1;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      return fmt::format("line 1, column {}: whitespace outside a string, where the driver prints none", at + 1);
    } else if (c == '-' && answer.compare(at, 2, "-0") == 0 && (at + 2 == answer.size() || !is_number_part(answer[at + 2]))) {
      return fmt::format("line 1, column {}: -0, which the driver prints as 0", at + 1);
    } else {
      ++at;
    }
  }
  return "";
}

}  // namespace

std::string answer_problem(const ProblemConfig& config, const std::string& input, const std::string& answer) {
  if (answer.size() + 1 > config.limits.output_bytes) {
    return fmt::format("it is {}, over the output limit of {} KiB", plural(answer.size() + 1, "byte"), config.limits.output_bytes >> 10);
  }
  // As `judge run` reads a .ans (case_text.h), then as the driver prints the method's result.
  std::string problem = plain_text_problem(answer + "\n");  // names a bad byte in hex
  if (!problem.empty()) return problem;
  if (std::string shape = answer_shape_problem(answer, input, config); !shape.empty()) {
    return escape_untrusted(shape);  // it may quote the answer
  }
  if (config.signature.kind == ProblemSignature::Kind::kNone) return "";  // no types: any text
  return printed_form_problem(answer);  // quotes only through quoted_excerpt
}

void check_case_group(const std::string& group) {
  std::string problem = group_problem(group);
  if (!problem.empty()) {
    throw JudgeFailure("bad --group '" + escape_untrusted(group) + "': " + problem +
                       " (expected sample, secret, or a folder below them such as secret/small)");
  }
}

void check_case_name(const std::string& name) {
  if (!is_plain_name(name)) {
    throw JudgeFailure("bad --name '" + escape_untrusted(name) +
                       "': expected a plain file name (letters, digits, '.', '_', '-'; not starting with '.' or '-')");
  }
}

std::string next_free_name(const std::string& directory) {
  unsigned long long largest = 0;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    auto extension = entry.path().extension();
    if (extension != ".in" && extension != ".ans") continue;
    std::string stem = entry.path().stem().string();
    if (stem.empty() || stem.size() > 18 || stem.find_first_not_of("0123456789") != std::string::npos) continue;
    unsigned long long number = 0;  // 18 digits at most: it fits
    std::from_chars(stem.data(), stem.data() + stem.size(), number);
    largest = std::max(largest, number);
  }
  return std::to_string(largest + 1);
}

namespace {

// Not a second copy of a case, and not a new group one typo away from an existing one.
void check_case_is_new(const std::string& input, const std::string& source_name, const std::string& problem_directory,
                       const std::string& group) {
  std::vector<std::string> groups;
  for (const auto& test : problem_testcases(problem_directory)) {
    if (read_file(test.input_path) == input) {
      throw JudgeFailure(fmt::format("{}: the case is already in the problem, as '{}' (nothing written)", source_name,
                                     test.input_path));
    }
    if (std::find(groups.begin(), groups.end(), test.group) == groups.end()) groups.push_back(test.group);
  }
  if (std::find(groups.begin(), groups.end(), group) == groups.end()) {
    if (auto meant = closest_name(group, groups)) {
      throw JudgeFailure(fmt::format("no group '{}' in {} (did you mean '{}'?): a group one typo away from another is "
                                     "not made; give --group {} (nothing written)",
                                     group, problem_directory, *meant, *meant));
    }
  }
}

// Writes NAME.in and NAME.ans in DIRECTORY, never over a case: under the name asked for, else the
// next free number (tried again when another judge add took it meanwhile). Returns the name.
std::string write_new_case(const std::string& directory, const std::string& asked_name, const std::string& input,
                           const std::string& answer) {
  fs::create_directories(directory);
  std::string name = asked_name;
  for (int attempt = 0;; ++attempt) {
    if (asked_name.empty()) name = next_free_name(directory);
    std::string base = directory + "/" + name;
    if (create_new_files({{base + ".in", input}, {base + ".ans", answer + "\n"}})) return name;
    if (!asked_name.empty() || attempt + 1 == kNameAttempts) {
      throw JudgeFailure("a case '" + directory + "/" + name + "' appeared meanwhile: a case is never overwritten");
    }
  }
}

}  // namespace

AddedCase add_case_text(const Project& project, const AddOptions& options, const std::string& text,
                        const std::string& source_name) {
  const std::string problem = find_problem(project, options.problem);
  std::string group = options.group;
  while (group.size() > 1 && group.back() == '/') group.pop_back();
  check_case_group(group);
  if (!options.name.empty()) check_case_name(options.name);

  std::string input = normalise_case_input(text, source_name);
  std::string problem_directory = project.path("testcases/" + problem);
  ProblemConfig config = load_problem_config(problem_directory);
  // The declared signature is checked first: it names the line and column for any problem.
  if (std::string shape = input_shape_problem(input, config.signature, config.node); !shape.empty()) {
    throw JudgeFailure(fmt::format("{}: the case does not fit the signature in {}/problem.yaml, {}", source_name,
                                   problem_directory, shape));
  }
  check_case_is_new(input, source_name, problem_directory, group);
  std::string directory = problem_directory + "/" + group;
  auto taken = [&](const std::string& name) {
    return fs::exists(directory + "/" + name + ".in") || fs::exists(directory + "/" + name + ".ans");
  };
  if (!options.name.empty() && taken(options.name)) {
    throw JudgeFailure("a case '" + directory + "/" + options.name +
                       "' (.in or .ans) already exists: a case is never overwritten; pick another --name");
  }

  ScratchFolder scratch("judge-add", removed_on_interrupt());  // the case while it is checked
  std::string input_path = scratch.write("case.in", input);
  auto validator = Validator::for_problem(project, problem);
  if (!validator) {
    bool shape_checked = config.signature.kind != ProblemSignature::Kind::kNone;
    fmt::print(stderr, "judge: warning: {} has no validator (validator/validate.cpp): {}\n", problem_directory,
               shape_checked ? "the case is checked against the signature only, not the problem's constraints"
                             : "the case is not validated");
  } else if (auto verdict = validator->check(input_path, false); !verdict.valid) {
    throw JudgeFailure(validator->source() + " rejects the case, " + describe_rejection(verdict) +
                       quote_line(input, verdict.line));
  }

  // A problem's first cases come before its first solution: then --expect is the answer, checked
  // as theirs would be.
  bool from_expect = !options.expect.empty() && !has_accepted_solution(project, problem);
  auto [answer, agreed] = from_expect ? std::pair<std::string, size_t>{expected_value(options.expect), 0}
                                      : computed_answer(project, problem, config, scratch, input_path, options.jobs);
  std::string whose = from_expect ? "--expect" : agreed == 1 ? "the accepted solution" : "the accepted solutions";
  if (std::string why = answer_problem(config, input, answer); !why.empty()) {
    throw JudgeFailure(fmt::format("the answer of {} cannot be stored in {}: {} (nothing written)", whose,
                                   problem_directory, why));
  }
  std::string answer_path = scratch.write("case.ans", answer + "\n");
  if (validator) {
    if (auto verdict = validator->check(answer_path, true); !verdict.valid) {
      throw JudgeFailure(validator->source() + " rejects the answer '" + shown(answer) + "' of " + whose + ", " +
                         describe_rejection(verdict));
    }
  }
  if (!from_expect && !options.expect.empty() &&
      judge_output(config, input_path, answer_path, answer, options.expect).verdict != Verdict::kAccepted) {
    throw JudgeFailure("--expect '" + shown(options.expect) + "' does not match the answer '" + shown(answer) + "' of " +
                       (agreed == 1 ? "the accepted solution" : "all " + std::to_string(agreed) + " accepted solutions") +
                       " (nothing written)");
  }

  std::string name = write_new_case(directory, options.name, input, answer);
  AddedCase added;
  added.input_path = directory + "/" + name + ".in";
  added.answer_path = directory + "/" + name + ".ans";
  added.answer = answer;
  added.solutions = agreed;
  return added;
}

int command_add(const Project& project, const AddOptions& options) {
  std::string source_name = options.input_path == "-" ? "<stdin>" : options.input_path;
  AddedCase added = add_case_text(project, options, read_input(options.input_path), source_name);
  std::string agreement = added.solutions == 0   ? "from --expect: no accepted solution yet"
                          : added.solutions == 1 ? "from the 1 accepted solution"
                                                 : "agreed by " + std::to_string(added.solutions) + " accepted solutions";
  fmt::print(stdout, "judge: added {} and .ans (answer {}, {})\n", added.input_path, shown(added.answer), agreement);
  return kExitAllExpected;
}

}  // namespace lcjudge
