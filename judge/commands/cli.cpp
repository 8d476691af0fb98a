#include "commands/cli.h"

#include <getopt.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/terminal.h"
#include "base/parallel.h"
#include "commands/add_case.h"
#include "commands/bench_command.h"
#include "commands/compare_command.h"
#include "commands/stress.h"
#include "commands/timelimit.h"
#include "judging/build.h"
#include "judging/generate.h"
#include "judging/judging.h"
#include "judging/workload.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "report/json_report.h"
#include "report/junit_report.h"
#include "report/merge.h"
#include "report/report.h"

namespace lcjudge {
namespace {

const char* kUsage = R"(usage: judge COMMAND [options] [PROBLEM|SOLUTION ...]

commands:
  run     compile and judge solutions; each must earn the verdict its folder declares
  build   compile solutions only (incremental)
  timelimit PROBLEM [--write]
          propose the problem's time limit: slowest accepted CPU time x 2.0, rounded up to a
          second; check that every time_limit_exceeded solution still fails at 1.5 x that limit;
          --write stores it in the problem's problem.yaml
  add PROBLEM FILE|- [--group G] [--name NAME] [--expect VALUE]
          add a test case: validated, answered by every accepted solution (they must agree),
          written as NAME.in + NAME.ans into testcases/PROBLEM/G (default secret), never over
          an existing case
  gen PROBLEM [--write]
          rebuild every generated case from testcases/PROBLEM/generators/cases.txt and check it
          is byte-identical to the committed file and its pinned hash; --write rewrites them
  stress PROBLEM|SOLUTION... [--count N] [--seed S] [--max-size K] [--time SECONDS] [--save]
          random small cases, each solution (default: the accepted ones) against the problem's
          brute-force reference; a disagreement is shrunk to a minimal case; --save adds it
  compare [PROBLEM ...] [--repeat R] [--group G] [--sweep|--no-sweep] [--cap SECONDS]
          time every solution on every case (one run at a time, pinned to one CPU, a warm-up
          then R runs: median, spread, fastest, CPU, memory, ratio to the fastest accepted),
          then a scaling sweep (generators/sweep.txt) with fitted growth and a plot; writes
          build/report/REPORT.md, measurements.csv, measurements.json and the plots
  bench [PROBLEM ...] [--repeat R] [--rounds N]
          time each accepted solution on the inputs testcases/PROBLEM/bench.txt lists (R runs,
          default 21: median, spread, ns per edge of the game graph), then the judge's own cost:
          200 trivial cases judged at -j 1 and -j 2 against a bare spawn of the same binary,
          N rounds (default 10; 0 skips it); writes build/report/BENCH.md
  merge REPORT.json ...
          combine the reports of sharded runs (run --shard K/N --json FILE) into the verdict
          table and exit status that one unsharded run with --all gives
  help    show this text

targets (default: every problem):
  PROBLEM     a folder of testcases/ ('913-cat-and-mouse') or its number ('913'): all its solutions
  SOLUTION    a .cpp file, e.g. solutions/913-cat-and-mouse/accepted/topological_sort.cpp

options:
  --tests DIR     judge against the .in/.ans pairs anywhere below DIR instead of the problem's own
  --problem P     the problem of SOLUTION files that do not live under solutions/<problem>/
  --all           judge every case, even after a non-accepted solution has failed one
  -v, --verbose   show every case, not only the ones that settle or break a verdict
  -j, --jobs N    run N cases (and compiles) at once (default: the number of cores)
  --write         (timelimit) store the proposed limit in problem.yaml; (gen) rewrite the files
  --group G       (add, stress --save) the test group to add to (default secret);
                  (compare) only the cases of group G, e.g. secret/large (repeatable; default all)
  --name NAME     (add) the case's name (default: the next free number)
  --expect VALUE  (add) the answer you believe, as LeetCode prints it; a mismatch is an error
  --count N       (stress) cases at most (default 1000)
  --seed S        (stress) the first seed (default 1)
  --max-size K    (stress) 913: nodes at most; 1728: grid side at most (default 8)
  --time SECONDS  (stress) stop after this long (default 60)
  --save          (stress) add the shrunk counterexample as a test case
  --repeat R      (compare, bench) timed runs per case after the warm-up (default 5, bench 21;
                  fewer when slow)
  --rounds N      (bench) rounds of the judge-overhead benchmark (default 10; 0 skips it)
  --sweep, --no-sweep  (compare) run the scaling sweep or not (default: run it)
  --cap SECONDS   (compare) CPU seconds a sweep run may take; past it the solution stops (default 2)
  --json FILE     (run, merge) write every solution, case, verdict, time and message as JSON
  --junit FILE    (run, merge) write JUnit XML: a testsuite per solution, a testcase per case
  --shard K/N     (run) judge only the K-th of N deterministic slices of the (solution, case)
                  pairs, every case of the slice; combine the slices' --json with merge
  --no-sandbox    (run) run solutions without the seccomp filter, for debugging
  -h, --help      show this text

exit status: 0 every solution as expected, 1 some not, 2 usage error, bad data or internal error
)";

struct Arguments {
  std::string command;
  std::vector<std::string> targets;
  std::string tests_directory;
  std::string problem;
  bool all_cases = false;
  bool verbose = false;
  bool write = false;
  std::string group = "secret";
  std::vector<std::string> groups;  // every --group given, for compare
  std::uint64_t repeat = 0;  // 0: the command's own default
  int rounds = 10;
  double cap_seconds = 2;
  bool sweep = true;
  std::string name;
  std::string expect;
  std::uint64_t count = 1000;
  std::uint64_t seed = 1;
  int max_size = 8;
  double time_seconds = 60;
  bool save = false;
  std::string json_path;
  std::string junit_path;
  size_t shard_index = 0, shard_count = 1;
  bool sandbox = true;
  int jobs = default_jobs();
};

// Parses a whole non-negative number option, or fails naming the option.
std::uint64_t whole_number(const char* option, const char* text, std::uint64_t low, std::uint64_t high) {
  char* end = nullptr;
  errno = 0;
  unsigned long long value = std::strtoull(text, &end, 10);
  if (*text == '\0' || *text == '-' || *end != '\0' || errno == ERANGE || value < low || value > high) {
    throw JudgeFailure(std::string(option) + " expects a whole number from " + std::to_string(low) + " to " +
                       std::to_string(high) + ", found '" + text + "'\nTry 'judge --help' for more information.");
  }
  return value;
}

[[noreturn]] void usage_error(const std::string& what) {
  throw JudgeFailure(what + "\nTry 'judge --help' for more information.");
}

Arguments parse_arguments(int argc, char** argv) {
  Arguments args;
  if (argc < 2) usage_error("missing COMMAND");
  args.command = argv[1];
  if (args.command == "-h" || args.command == "--help") args.command = "help";
  static const option kOptions[] = {
      {"tests", required_argument, nullptr, 't'}, {"problem", required_argument, nullptr, 'p'},
      {"all", no_argument, nullptr, 'a'},         {"verbose", no_argument, nullptr, 'v'},
      {"jobs", required_argument, nullptr, 'j'},  {"help", no_argument, nullptr, 'h'},
      {"write", no_argument, nullptr, 'w'},       {"group", required_argument, nullptr, 'g'},
      {"name", required_argument, nullptr, 'n'},  {"expect", required_argument, nullptr, 'e'},
      {"count", required_argument, nullptr, 'c'}, {"seed", required_argument, nullptr, 's'},
      {"max-size", required_argument, nullptr, 'm'}, {"time", required_argument, nullptr, 'T'},
      {"save", no_argument, nullptr, 'S'},       {"json", required_argument, nullptr, 'J'},
      {"junit", required_argument, nullptr, 'U'}, {"shard", required_argument, nullptr, 'K'},
      {"repeat", required_argument, nullptr, 'R'}, {"cap", required_argument, nullptr, 'C'},
      {"sweep", no_argument, nullptr, 'W'},       {"no-sweep", no_argument, nullptr, 'X'},
      {"no-sandbox", no_argument, nullptr, 'N'}, {"rounds", required_argument, nullptr, 'O'},
      {nullptr, 0, nullptr, 0}};
  optind = 2;
  opterr = 0;
  while (optind < argc) {
    if (argv[optind][0] != '-' || std::string(argv[optind]) == "-") {  // a target; options may follow it
      args.targets.push_back(argv[optind++]);
      continue;
    }
    int c = getopt_long(argc, argv, "+:vj:h", kOptions, nullptr);
    if (c == -1) {  // "--": the rest are targets
      while (optind < argc) args.targets.push_back(argv[optind++]);
      break;
    }
    switch (c) {
      case 't': args.tests_directory = optarg; break;
      case 'p': args.problem = optarg; break;
      case 'a': args.all_cases = true; break;
      case 'v': args.verbose = true; break;
      case 'w': args.write = true; break;
      case 'g': args.group = optarg, args.groups.push_back(optarg); break;
      case 'R': args.repeat = whole_number("--repeat", optarg, 1, 1000); break;
      case 'C': {
        char* end = nullptr;
        args.cap_seconds = std::strtod(optarg, &end);
        if (*optarg == '\0' || *end != '\0' || !(args.cap_seconds >= 0.01 && args.cap_seconds <= 3600)) {
          usage_error("--cap expects seconds from 0.01 to 3600, found '" + std::string(optarg) + "'");
        }
        break;
      }
      case 'O': args.rounds = static_cast<int>(whole_number("--rounds", optarg, 0, 1000)); break;
      case 'W': args.sweep = true; break;
      case 'X': args.sweep = false; break;
      case 'n': args.name = optarg; break;
      case 'e': args.expect = optarg; break;
      case 'c': args.count = whole_number("--count", optarg, 1, 100000000); break;
      case 's': args.seed = whole_number("--seed", optarg, 0, UINT64_MAX); break;
      case 'm': args.max_size = static_cast<int>(whole_number("--max-size", optarg, 1, 200)); break;
      case 'T': args.time_seconds = static_cast<double>(whole_number("--time", optarg, 1, 86400)); break;
      case 'S': args.save = true; break;
      case 'J': args.json_path = optarg; break;
      case 'N': args.sandbox = false; break;
      case 'U': args.junit_path = optarg; break;
      case 'K': {
        std::string text = optarg;
        auto slash = text.find('/');
        if (slash == std::string::npos) usage_error("--shard expects K/N, like 2/4, found '" + text + "'");
        auto count = whole_number("--shard N", text.substr(slash + 1).c_str(), 1, 100000);
        auto index = whole_number("--shard K", text.substr(0, slash).c_str(), 1, count);
        args.shard_index = index - 1, args.shard_count = count;
        break;
      }
      case 'h': args.command = "help"; break;
      case 'j': {
        char* end = nullptr;
        long jobs = std::strtol(optarg, &end, 10);
        if (*end != '\0' || jobs < 1 || jobs > 256) {
          usage_error("-j expects a number from 1 to 256, found '" + std::string(optarg) + "'");
        }
        args.jobs = static_cast<int>(jobs);
        break;
      }
      case ':':
        usage_error("option '" + std::string(argv[optind - 1]) + "' needs a value");
      default:
        usage_error("unknown option '" + std::string(argv[optind - 1]) + "'");
    }
  }
  return args;
}

// "judge compare 913 --repeat 3", as typed, for a report to say how it was made.
std::string command_line(int argc, char** argv) {
  std::string line = "judge";
  for (int i = 1; i < argc; ++i) line += std::string(" ") + argv[i];
  return line;
}

WorkloadRequest workload_request(const Arguments& args, bool need_cases) {
  WorkloadRequest request;
  request.targets = args.targets;
  request.problem = args.problem;
  request.tests_directory = args.tests_directory;
  request.need_cases = need_cases;
  request.jobs = args.jobs;
  request.sandbox = args.sandbox;
  return request;
}

int command_build(const Project& project, const Arguments& args) {
  Workload work = prepare_workload(project, workload_request(args, false));
  int status = kExitAllExpected;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    if (work.builds[i].ok == (work.solutions[i].expected != Verdict::kCompileError)) continue;
    std::fprintf(stdout, "%s: %s\n", work.solutions[i].display.c_str(),
                 work.builds[i].ok ? "expected CE, but it compiled" : work.builds[i].message.c_str());
    status = kExitSomeUnexpected;
  }
  return status;
}

// The table's end, the reports asked for, and the exit status: shared by run and merge.
int finish(const std::vector<SolutionReport>& reports, const std::vector<Expectation>& expectations,
           const Arguments& args, const RunSummary& summary) {
  print_totals(stdout, reports);
  if (!args.json_path.empty()) write_json_report(args.json_path, reports, expectations, summary);
  if (!args.junit_path.empty()) write_report_file(args.junit_path, junit_xml(reports, expectations));
  bool judge_error = false, unexpected = false;
  // The first case that could not be judged, and why: bad data names its file, line and column.
  std::string first_error;
  size_t error_count = 0;
  for (const auto& report : reports) {
    judge_error = judge_error || report.judge_error;
    unexpected = unexpected || !report.expectation.ok;
    for (const auto& result : report.results) {
      if (result.outcome.verdict != Verdict::kJudgeError) continue;
      if (error_count++ == 0) {
        first_error = result.outcome.bad_test_data ? result.outcome.message
                                                   : report.solution.display + " on " + result.test.id + ": " +
                                                         result.outcome.message;
      }
    }
  }
  if (judge_error) {
    if (first_error.empty()) first_error = "some cases could not be judged";
    std::string more = error_count > 1 ? " (and " + std::to_string(error_count - 1) + " more; see JE above)" : "";
    std::fprintf(stderr, "judge: error: %s%s\n", first_error.c_str(), more.c_str());
    return kExitError;
  }
  return unexpected ? kExitSomeUnexpected : kExitAllExpected;
}

ReportStyle report_style(const Arguments& args) {
  ReportStyle style;
  style.verbose = args.verbose;
  style.colour = wants_colour(stdout);
  return style;
}

int command_run(const Project& project, const Arguments& args) {
  Workload work = prepare_workload(project, workload_request(args, true));
  ReportStyle style = report_style(args);
  JudgeOptions options;
  options.jobs = args.jobs;
  options.all_cases = args.all_cases;
  options.shard_index = args.shard_index;
  options.shard_count = args.shard_count;

  std::vector<SolutionReport> reports;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    const auto& solution = work.solutions[i];
    const auto& cases = work.cases.at(solution.problem);
    reports.push_back(judge_solution(solution, work.expectations[i], work.builds[i], work.configs.at(solution.problem),
                                     cases, options));
    options.pair_offset += cases.size();
    // A shard's verdicts are partial: its table shows what it judged, the merge decides.
    print_solution_report(stdout, reports.back(), style);
    std::fflush(stdout);
  }
  RunSummary summary;
  if (args.shard_count > 1) summary.shard = std::to_string(args.shard_index + 1) + "/" + std::to_string(args.shard_count);
  summary.all_cases = args.all_cases || args.shard_count > 1;
  return finish(reports, work.expectations, args, summary);
}

int command_merge(const Arguments& args) {
  if (args.targets.empty()) usage_error("merge takes one or more REPORT.json files");
  std::vector<LoadedReport> shards;
  for (const auto& path : args.targets) shards.push_back(read_json_report(path));
  LoadedReport merged = merge_reports(shards);
  ReportStyle style = report_style(args);
  for (const auto& report : merged.reports) print_solution_report(stdout, report, style);
  return finish(merged.reports, merged.expectations, args, merged.summary);
}

}  // namespace

int run_cli(int argc, char** argv) {
  try {
    Arguments args = parse_arguments(argc, argv);
    Project project;
    if (args.command == "help") {
      std::fputs(kUsage, stdout);
      return kExitAllExpected;
    }
    if (args.command == "merge") return command_merge(args);  // needs only the reports
    if (!std::filesystem::is_directory(project.testcases())) {
      throw JudgeFailure("cannot find 'testcases/' here: run the judge from the project's root folder");
    }
    if (args.command == "run") return command_run(project, args);
    if (args.command == "build") return command_build(project, args);
    if (args.command == "add") {
      if (args.targets.size() != 2) usage_error("add takes PROBLEM and FILE (or - for stdin)");
      AddOptions options;
      options.problem = args.targets[0];
      options.input_path = args.targets[1];
      options.group = args.group;
      options.name = args.name;
      options.expect = args.expect;
      options.jobs = args.jobs;
      return command_add(project, options);
    }
    if (args.command == "gen") {
      if (args.targets.size() != 1) usage_error("gen takes one PROBLEM");
      GenOptions options;
      options.problem = args.targets[0];
      options.write = args.write;
      options.jobs = args.jobs;
      return command_gen(project, options);
    }
    if (args.command == "stress") {
      if (args.targets.empty()) usage_error("stress takes a PROBLEM or SOLUTION files");
      StressOptions options;
      options.targets = args.targets;
      options.count = args.count;
      options.seed = args.seed;
      options.max_size = args.max_size;
      options.time_seconds = args.time_seconds;
      options.save = args.save;
      options.group = args.group;
      options.jobs = args.jobs;
      return command_stress(project, options);
    }
    if (args.command == "compare") {
      CompareCommandOptions options;
      options.problems = args.targets;
      options.groups = args.groups;
      options.timing.repetitions = args.repeat ? static_cast<int>(args.repeat) : 5;
      options.sweep = args.sweep;
      options.cap_seconds = args.cap_seconds;
      options.jobs = args.jobs;
      options.command_line = command_line(argc, argv);
      return command_compare(project, options);
    }
    if (args.command == "bench") {
      BenchCommandOptions options;
      options.problems = args.targets;
      if (args.repeat) options.repetitions = static_cast<int>(args.repeat);
      options.rounds = args.rounds;
      options.jobs = args.jobs;
      options.command_line = command_line(argc, argv);
      return command_bench(project, options);
    }
    if (args.command == "timelimit") return command_timelimit(project, workload_request(args, true), {}, args.write);
    usage_error("unknown command '" + args.command + "'");
  } catch (const JudgeFailure& e) {
    std::fprintf(stderr, "judge: error: %s\n", e.what());
    return kExitError;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "judge: error: internal: %s\n", e.what());
    return kExitError;
  }
}

}  // namespace lcjudge
