// `judge run [PROBLEM|SOLUTION ...]`: compile what is stale and judge; each solution must earn the
// verdict its folder declares.
#include <fmt/format.h>

#include <charconv>
#include <cstdio>
#include <memory>

#include "base/exit_status.h"
#include "base/terminal_escape.h"
#include "commands/case_choice.h"
#include "commands/command.h"
#include "commands/run_outcome.h"
#include "judging/build_description.h"
#include "judging/scheduler.h"
#include "judging/workload.h"
#include "problem/language.h"
#include "process/sandbox_client.h"

namespace lcjudge {
namespace {

constexpr std::uint64_t kMostShards = 100000;

struct RunOptions {
  std::vector<std::string> targets;
  std::string problem;
  std::string tests_directory;
  std::string case_id;  // --case: judge this case alone
  bool all_cases = false;
  bool process_per_case = false;
  bool verbose = false;
  int jobs = 1;
  ReportFiles files;
  std::string shard;  // "K/N"; empty: the whole run
  bool sandbox = true;
  std::string compiler;
  bool sanitize = true;
};

struct Shard {
  size_t index = 0, count = 1;  // the index-th (from 0) of count slices
};

// "K/N" -> the K-th of N slices, or what is wrong with TEXT.
std::string read_shard(const std::string& text, Shard& shard) {
  std::string wrong = fmt::format("expects K/N with 1 <= K <= N <= {}, like 2/4, found '{}'", kMostShards,
                                  escaped_first_line(text, 40));
  auto slash = text.find('/');
  if (slash == std::string::npos || slash == 0 || slash + 1 == text.size()) return wrong;
  std::string k = text.substr(0, slash), n = text.substr(slash + 1);
  if (k.find_first_not_of("0123456789") != std::string::npos || n.find_first_not_of("0123456789") != std::string::npos ||
      k.size() > 6 || n.size() > 6) {
    return wrong;
  }
  size_t index = 0, count = 0;  // six digits at most: from_chars cannot fail
  std::from_chars(k.data(), k.data() + k.size(), index);
  std::from_chars(n.data(), n.data() + n.size(), count);
  if (index < 1 || index > count || count > kMostShards) return wrong;
  shard.index = index - 1, shard.count = count;
  return "";
}

int run(const RunOptions& options) {
  Project project = project_here();
  WorkloadRequest request;
  request.targets = options.targets;
  request.problem = options.problem;
  request.tests_directory = options.tests_directory;
  request.jobs = options.jobs;
  request.sandbox = options.sandbox;
  request.compiler = options.compiler;
  request.sanitize = options.sanitize;
  Workload work = prepare_workload(project, request);
  if (!options.case_id.empty()) {
    for (auto& [problem, cases] : work.cases) cases = {chosen_case(problem, cases, options.case_id)};
  }
  ReportStyle style = report_style(options.verbose);
  Shard shard;
  if (!options.shard.empty()) read_shard(options.shard, shard);  // checked while parsing
  JudgeOptions judging;
  judging.all_cases = options.all_cases;
  judging.process_per_case = options.process_per_case;
  judging.shard_index = shard.index;
  judging.shard_count = shard.count;

  std::string isolation = options.sandbox ? isolation_in_force() : "none (--no-sandbox)";
  if (options.verbose) fmt::print("isolation: {}\n", isolation);
  // The languages of the solutions judged, and only theirs.
  const std::string build = describe_builds(work);
  if (options.verbose && !build.empty()) fmt::print("build: {}\n", build);
  std::vector<SolutionToJudge> pipeline;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    const auto& solution = work.solutions[i];
    const auto& cases = work.cases.at(solution.problem);
    judging.check_input = work.input_checks.at(solution.problem);
    judging.solution_number = i;
    pipeline.push_back({&solution, &work.expectations[i], &work.builds[i], &config_of(work, solution), &cases, judging});
    judging.pair_offset += cases.size();
  }
  // A shard's verdicts are partial: its table shows what it judged, the merge decides.
  std::vector<SolutionReport> reports = judge_solutions(pipeline, options.jobs, [&](const SolutionReport& report) {
    print_solution_report(stdout, report, style);
    std::fflush(stdout);
  });
  RunSummary summary;
  if (shard.count > 1) summary.shard = fmt::format("{}/{}", shard.index + 1, shard.count);
  summary.all_cases = options.all_cases || shard.count > 1;
  summary.isolation = isolation;
  summary.build = build;
  return finish_judging(reports, work.expectations, options.files, summary);
}

}  // namespace

void register_run_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<RunOptions>();
  CommandBuilder command(app, "run", "compile and judge solutions; each must earn the verdict its folder declares",
      "0 every solution earned the verdict its folder declares, 1 some did not");
  command.add_option("PROBLEM|SOLUTION", options->targets,
                      "a folder of testcases/ ('913-cat-and-mouse'), its number ('913') or its path: all its "
                      "solutions; or a solution file: " + judged_extensions_text() + " (default: every problem)")
      .type_name("");
  command.add_option("--tests", options->tests_directory,
                      "judge against the .in/.ans pairs anywhere below DIR instead of the problem's own")
      .type_name("DIR");
  command.add_option("--problem", options->problem,
                      "the problem of SOLUTION files that do not live under solutions/<problem>/")
      .type_name("P");
  command.add_option("--case", options->case_id,
                      "judge only the case ID, as reports name it: sample/1, secret/large/x")
      .type_name("ID");
  command.add_flag("--all", options->all_cases, "judge every case, even after a non-accepted solution has failed one");
  command.add_flag("--process-per-case", options->process_per_case,
                   "run each case in a process of its own, rather than all of a solution's cases in one process "
                   "as LeetCode's Submit does");
  command.add_flag("-v,--verbose", options->verbose, "show every case, not only the ones that settle or break a verdict");
  add_jobs_option(command, options->jobs, "run N cases (and compiles) at once (default: the number of cores)");
  command.add_option("--json", options->files.json_path,
                      "write every solution, case, verdict, time and message as JSON")
      .type_name("FILE");
  command.add_option("--junit", options->files.junit_path,
                      "write JUnit XML: a testsuite per solution, a testcase per case")
      .type_name("FILE");
  command.add_option("--shard", options->shard,
                      "judge only the K-th of N deterministic slices of the (solution, case) pairs, every case of "
                      "the slice; 'judge merge' combines the slices' --json reports")
      .type_name("K/N")
      .check([](const std::string& text) {
        Shard ignored;
        return read_shard(text, ignored);
      });
  add_build_options(command, options->compiler, options->sanitize);
  command.add_flag("!--no-sandbox", options->sandbox, "run solutions without the sandbox (seccomp filter and Landlock), for debugging");
  commands.add(command.app(), [options] { return run(*options); });
}

}  // namespace lcjudge
