// `judge try SOLUTION [INPUT]`: LeetCode's "Run" with a custom test case. The solution is built if
// stale and run on INPUT (a file, `-` for the standard input, or the case typed in either of
// LeetCode's shapes; several cases one after the other are run in turn in one process, as
// LeetCode's Run does), in the sandbox under the problem's limits; for each case the answer, what
// it printed, its CPU time and memory are shown, and, when the problem has a trusted reference or accepted
// solutions, the answer they compute on the same input and whether the two agree. Nothing is
// written to the project: the input lives in a scratch folder, removed.
#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/parallel.h"
#include "base/scratch_folder.h"
#include "base/terminal_escape.h"
#include "commands/add_case.h"
#include "commands/command.h"
#include "judging/build.h"
#include "judging/compiler_server.h"
#include "judging/classify.h"
#include "judging/fair_run.h"
#include "judging/output_check.h"
#include "judging/workload.h"
#include "problem/case_input.h"
#include "problem/case_text.h"
#include "problem/input_shape.h"
#include "problem/testcases.h"
#include "process/case_session.h"
#include "process/interrupt.h"
#include "report/design_call.h"
#include "report/side_by_side.h"
#include "report/stdout_excerpt.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

struct TryOptions {
  std::string solution;
  std::string input;  // a file, "-", or the case itself; empty: the problem's first sample
  std::string problem;
  bool sandbox = true;
  int jobs = 1;
};

// What one run on the input gave: how it ended (and what the program printed besides, its first
// kShownStdoutBytes and its size, in the outcome), and the answer.
struct TryRun {
  CaseOutcome outcome;      // AC when it finished cleanly (whatever its answer); else the verdict
  std::string answer;       // the returned value, as the driver prints it
};

// How much of what a solution printed try shows: more than a `judge run` case line's three lines,
// as the one run looked at, but bounded as run's is, the rest counted ("(N more bytes)").
constexpr size_t kTryStdoutLines = 50;
constexpr size_t kTryStdoutBytes = kShownStdoutBytes;

// The answer and the stdout of RUN: the driver hands the answer over on a channel of its own.
TryRun read_run(const RunRecord& run, const JudgeLimits& limits) {
  TryRun result;
  result.outcome = classify(run, limits, [](const std::string&) { return OutputJudgement{Verdict::kAccepted, ""}; });
  result.answer = run.answer_text;
  return result;
}

TryRun try_run_once(const BuiltSolution& program, const std::string& input_path, const ProblemConfig& config,
                    RunGate& gate) {
  return read_run(run_under_limits(program, input_path, config.limits, gate), config.limits);
}

std::string without_blank_ends(const std::string& text) {
  size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

// The case as the driver reads it, from INPUT; JudgeFailure (exit 2) naming what is wrong.
std::string case_input(const TryOptions& options, const std::string& problem_directory) {
  if (options.input.empty()) {
    for (const auto& test : problem_testcases(problem_directory)) {
      if (test.group == "sample") return read_file(test.input_path);
    }
    throw JudgeFailure(fmt::format("{} has no sample case to try: give INPUT (a file, - for the standard input, or the "
                                   "case itself, as 'nums = [2,7,11,15], target = 9')",
                                   problem_directory));
  }
  std::string text, source = options.input;
  if (options.input == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    if (std::cin.bad()) throw JudgeFailure("cannot read the standard input");
    source = "<stdin>";
  } else if (std::error_code error; fs::is_regular_file(options.input, error)) {
    text = read_file(options.input);
  } else {
    // Not a file: the case itself. A word that parses as no case was meant as a file.
    text = options.input, source = "INPUT";
    bool looks_like_path = text.find_first_of("=[{\"\n") == std::string::npos &&
                           text.find_first_not_of("0123456789-. truefalsn") != std::string::npos;
    if (looks_like_path) {
      throw JudgeFailure(fmt::format("no file '{}': INPUT is a file, - for the standard input, or the case itself, "
                                     "as 'nums = [2,7,11,15], target = 9'",
                                     escape_untrusted(text)));
    }
  }
  return normalise_case_input(text, source);
}

// INPUT as LeetCode's Run takes several cases: one after the other, each as many lines as one case
// has. The whole input when it fits the signature as one case; else the fewest lines a case that
// make every chunk fit; else the whole input (its own shape error is then the message).
std::vector<std::string> split_cases(const std::string& input, const ProblemConfig& config) {
  // One case when it fits as one, or when the problem declares no signature to split it by.
  if (input_shape_problem(input, config.signature, config.node).empty()) return {input};
  std::vector<std::string> lines;
  for (size_t start = 0; start < input.size();) {
    size_t end = std::min(input.find('\n', start), input.size());
    lines.push_back(input.substr(start, end - start) + "\n");
    start = end + 1;
  }
  for (size_t per_case = 1; per_case < lines.size(); ++per_case) {
    if (lines.size() % per_case != 0) continue;
    std::vector<std::string> cases;
    for (size_t at = 0; at < lines.size(); at += per_case) {
      std::string text;
      for (size_t i = at; i < at + per_case; ++i) text += lines[i];
      if (!input_shape_problem(text, config.signature, config.node).empty()) break;
      cases.push_back(std::move(text));
    }
    if (cases.size() * per_case == lines.size()) return cases;
  }
  return {input};
}

// The tried solution's runs of the cases at INPUT_PATHS, in order, as LeetCode's Run makes them:
// in one process (a session) where the sandbox server runs, else a process each. A case that does
// not finish ends the run: the cases after it are not run.
std::vector<TryRun> try_runs(const BuiltSolution& program, const std::vector<std::string>& input_paths,
                             const ProblemConfig& config, RunGate& gate) {
  std::vector<TryRun> runs;
  std::unique_ptr<CaseSession> session;
  if (input_paths.size() > 1 && config.limits.sandbox && CaseSession::available()) {
    session = std::make_unique<CaseSession>(run_request(program, "", config.limits, ""), input_paths.size());
  }
  for (size_t i = 0; i < input_paths.size(); ++i) {
    if (!session) {
      runs.push_back(try_run_once(program, input_paths[i], config, gate));
    } else {
      RunGate::Shared place(gate);
      RunRecord record = session->answer(input_paths[i]);
      if (i + 1 == input_paths.size() && session->running()) {
        if (std::optional<RunRecord> end = session->end()) record.protocol_fault = end->protocol_fault;
      }
      runs.push_back(read_run(record, config.limits));
    }
    if (runs.back().outcome.verdict != Verdict::kAccepted) break;
  }
  return runs;
}

// "0.012 s CPU, 3.4 MiB".
std::string measured_text(const CaseOutcome& outcome) {
  return fmt::format("{:.3f} s CPU, {:.1f} MiB", outcome.cpu_seconds, outcome.peak_memory_bytes / 1048576.0);
}

// A value beside its label (an input or an answer: JSON text, shown as LeetCode shows it), escaped
// for the terminal only, each line after the first indented to the value's column.
void print_try_field(const std::string& label, const std::string& value) {
  std::string text = without_blank_ends(value), shown;
  for (size_t start = 0; start <= text.size();) {
    size_t end = std::min(text.find('\n', start), text.size());
    shown += (start == 0 ? "" : "\n" + std::string(10, ' ')) + printable(text.substr(start, end - start));
    start = end + 1;
  }
  fmt::print(stdout, "{:<10}{}\n", label + ":", shown);
}

// What the solution printed, without its blank ends: its first kTryStdoutLines lines (at most
// kTryStdoutBytes), escaped, and how many bytes more it printed.
void print_try_stdout(const CaseOutcome& outcome) {
  const std::string& kept = outcome.stdout_text;  // the start of it all
  const std::uint64_t cut = std::max<std::uint64_t>(outcome.stdout_bytes, kept.size()) - kept.size();
  // Without its blank ends: the trailing ones only when it was kept whole, else more follows them.
  std::string shown = kept.substr(std::min(kept.find_first_not_of(" \t\r\n"), kept.size()));
  if (cut == 0) shown = without_blank_ends(shown);
  if (cut == 0 && shown.empty()) return;  // nothing, or only blanks
  fmt::print(stdout, "stdout:\n  {}\n", stdout_excerpt(shown, shown.size() + cut, kTryStdoutLines, kTryStdoutBytes, "  "));
}

// The expected answer: the trusted reference's, else the accepted solutions' (all of them, which
// must agree; the one tried is not asked about itself). Nothing when the problem has neither; a
// warning when they cannot give one.
struct ExpectedAnswer {
  std::string answer;
  std::string source;  // "the reference", "2 accepted solutions"
};

std::optional<ExpectedAnswer> expected_answer_of(const Project& project, const SolutionFile& tried, const ProblemConfig& config,
                                        const ScratchFolder& scratch, const std::string& input_path, int jobs) {
  auto warn = [](const std::string& why) {
    fmt::print(stderr, "judge: warning: no expected answer: {}\n", why);
    return std::nullopt;
  };
  RunGate gate;  // the runs below, side by side
  std::string reference = trusted_reference_source(project, tried.problem);
  if (!reference.empty()) {
    std::string binary = build_reference(project, tried.problem, config);
    if (binary.empty()) return warn("the reference " + reference + " does not compile");
    TryRun run = try_run_once(native_program(binary), input_path, config, gate);
    if (run.outcome.verdict != Verdict::kAccepted) {
      return warn(fmt::format("the reference did not finish: {}, {}", short_name(run.outcome.verdict), run.outcome.message));
    }
    return ExpectedAnswer{without_blank_ends(run.answer), "the reference"};
  }
  std::error_code error;
  std::vector<SolutionFile> accepted;
  for (auto& solution : problem_solutions(project, tried.problem)) {
    if (solution.expected == Verdict::kAccepted && !fs::equivalent(solution.source, tried.source, error)) {
      accepted.push_back(std::move(solution));
    }
  }
  if (accepted.empty()) return std::nullopt;
  SolutionBuilder builder(project);
  ProblemConfig optimised = config;
  optimised.build.sanitize = false;
  std::vector<BuildOutcome> builds(accepted.size());
  // Accepted solutions of every language: each built and run under its language's limits.
  parallel_for(accepted.size(), jobs,
               [&](size_t i) { builds[i] = builder.build(accepted[i], for_language(optimised, accepted[i].language)); });
  builder.compiler_servers().end_all();  // the compiles are done; the runs need the memory
  std::vector<TryRun> runs(accepted.size());
  parallel_for(accepted.size(), jobs, [&](size_t i) {
    if (builds[i].ok) runs[i] = try_run_once(builds[i].built, input_path, for_language(config, accepted[i].language), gate);
  });
  std::vector<AcceptedOutput> outputs;
  for (size_t i = 0; i < accepted.size(); ++i) {
    if (!builds[i].ok) return warn("the accepted solution " + accepted[i].display + " does not compile");
    if (runs[i].outcome.verdict != Verdict::kAccepted) {
      return warn(fmt::format("the accepted solution {} did not finish: {}, {}", accepted[i].display,
                              short_name(runs[i].outcome.verdict), runs[i].outcome.message));
    }
    outputs.push_back({accepted[i].display, runs[i].answer});
  }
  try {
    std::string answer = agreed_answer(config, scratch, input_path, outputs, jobs);
    return ExpectedAnswer{answer, accepted.size() == 1 ? "the accepted solution " + accepted[0].display
                                                 : fmt::format("{} accepted solutions", accepted.size())};
  } catch (const JudgeFailure& failure) {
    return warn(failure.what());
  }
}

// One case of `judge try`: its input, the run's answer, stdout and measures, and the expected
// answer beside it; whether the run finished and agrees (or nothing was expected).
bool try_case_agrees(const Project& project, const SolutionFile& tried, const ProblemConfig& config,
                     const ScratchFolder& scratch, const std::string& input, const std::string& input_path,
                     const TryRun& run, int jobs) {
  print_try_field("input", input);
  bool finished = run.outcome.verdict == Verdict::kAccepted;
  if (finished) print_try_field("answer", run.answer);
  print_try_stdout(run.outcome);
  fmt::print(stdout, "{:<10}{}\n", "measured:", measured_text(run.outcome));
  if (!finished) {
    fmt::print(stdout, "{:<10}{} ({}){}\n", "verdict:", short_name(run.outcome.verdict), long_name(run.outcome.verdict),
               run.outcome.message.empty() ? "" : ": " + printable_indented(run.outcome.message, "  "));
    // LeetCode's words for a run-time error, under it: the solution's frames.
    if (!run.outcome.traceback.empty()) fmt::print(stdout, "{:<10}{}\n", "", printable_indented(run.outcome.traceback, "          "));
    return false;
  }
  std::optional<ExpectedAnswer> expected = expected_answer_of(project, tried, config, scratch, input_path, jobs);
  if (!expected) return true;
  std::string expected_path = scratch.write(input_path.substr(input_path.find_last_of('/') + 1) + ".expected", expected->answer + "\n");
  OutputJudgement judged = judge_output(config, input_path, expected_path, expected->answer, run.answer);
  if (judged.verdict == Verdict::kJudgeError) throw JudgeFailure("cannot compare the answers: " + judged.message);
  bool agree = judged.verdict == Verdict::kAccepted;
  if (needs_side_by_side(run.answer, expected->answer)) {
    fmt::print(stdout, "{}", side_by_side("answer", run.answer, "expected (" + expected->source + ")", expected->answer));
  } else {
    print_try_field("expected", expected->answer + " (" + expected->source + ")");
  }
  // The call that differs, in a design problem only: the signature says so, not the case's look.
  if (!agree && config.signature.takes_operations()) {
    if (std::string call = differing_call(input, expected->answer, run.answer); !call.empty()) {
      fmt::print(stdout, "{:<10}{}\n", "", call);
    }
  }
  fmt::print(stdout, "{:<10}{}\n", "verdict:",
             agree ? "agrees with the expected answer"
                   : "differs from the expected answer" + (judged.message.empty() ? "" : ": " + judged.message));
  return agree;
}

int try_solution(const TryOptions& given) {
  Project project = project_here();
  TryOptions options = given;
  // --problem as every command reads a problem's name: its folder, its number or a path to it.
  if (!options.problem.empty()) options.problem = find_problem(project, options.problem);
  if (!language_of_path(options.solution)) {
    solution_at(project, options.solution, options.problem);  // refuses another language in its words
    throw JudgeFailure(fmt::format("judge try takes one solution file ({}), found '{}'", judged_extensions_text(),
                                   escape_untrusted(options.solution)));
  }
  WorkloadRequest request;
  request.targets = {options.solution};
  request.problem = options.problem;
  request.need_cases = false;
  request.sandbox = options.sandbox;
  request.sanitize = false;  // one run, of the optimised build, as `judge run` measures it
  request.jobs = options.jobs;
  SolutionFile tried = solution_at(project, options.solution, options.problem);
  std::string problem_directory = project.testcases() + "/" + tried.problem;
  ProblemConfig config = load_problem_config(problem_directory);
  config.limits.sandbox = options.sandbox;

  // The input is checked before anything compiles: a typo costs no build.
  std::string input = case_input(options, problem_directory);
  std::vector<std::string> cases = split_cases(input, config);
  if (std::string shape = input_shape_problem(cases.front(), config.signature, config.node); !shape.empty()) {
    throw JudgeFailure(fmt::format("the input does not fit the signature in {}/problem.yaml, {}", problem_directory, shape));
  }
  Workload work = prepare_workload(project, request);
  const BuildOutcome& build = work.builds.at(0);
  if (!build.ok) {
    print_try_field("input", input);
    fmt::print(stdout, "{:<10}{}\n  {}\n", "verdict:", "CE", printable_indented(build.message, "  "));
    return kExitSomeUnexpected;
  }

  ScratchFolder scratch("judge-try", removed_on_interrupt());
  std::vector<std::string> input_paths;
  for (size_t i = 0; i < cases.size(); ++i) input_paths.push_back(scratch.write(fmt::format("case-{}.in", i + 1), cases[i]));
  RunGate gate;
  std::vector<TryRun> runs = try_runs(work.builds.at(0).built, input_paths, config_of(work, work.solutions.at(0)), gate);
  bool all_agree = true;
  for (size_t i = 0; i < runs.size(); ++i) {
    if (cases.size() > 1) fmt::print(stdout, "{}case {} of {}\n", i == 0 ? "" : "\n", i + 1, cases.size());
    if (!try_case_agrees(project, tried, config, scratch, cases[i], input_paths[i], runs[i], options.jobs)) {
      all_agree = false;
    }
  }
  if (runs.size() < cases.size()) {
    fmt::print(stdout, "\n(the cases after case {} were not run: it did not finish)\n", runs.size());
  }
  return all_agree ? kExitAllExpected : kExitSomeUnexpected;
}

}  // namespace

void register_try_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<TryOptions>();
  CommandBuilder command(app, "try",
                             "run a solution once on an input of your own, as LeetCode's Run does: its answer, what "
                             "it printed, CPU time and memory, and the answer of the problem's reference or accepted "
                             "solutions; writes nothing",
      "0 it ran, and agrees with the expected answer if there is one, 1 it disagrees, or did not compile or finish (the verdict is shown)");
  command.add_option("SOLUTION", options->solution, "the solution file to run (" + judged_extensions_text() + ")").type_name("").required();
  command.add_option("INPUT", options->input,
                     "a file holding the case, - for the standard input, or the case itself: LeetCode's custom test "
                     "case (one value per line) or the statement's 'nums = [2,7,11,15], target = 9' (default: the "
                     "problem's first sample)")
      .type_name("");
  command.add_option("--problem", options->problem, "the problem of a SOLUTION that does not live under solutions/<problem>/")
      .type_name("P");
  add_jobs_option(command, options->jobs, "compile and run N of the accepted solutions at once (default: the number of cores)");
  command.add_flag("!--no-sandbox", options->sandbox, "run without the sandbox (seccomp filter and Landlock), for debugging");
  commands.add(command.app(), [options] { return try_solution(*options); });
}

}  // namespace lcjudge
