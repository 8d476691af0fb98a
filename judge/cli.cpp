#include "cli.h"

#include <getopt.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "build.h"
#include "config.h"
#include "error.h"
#include "judging.h"
#include "parallel.h"
#include "project.h"
#include "report.h"
#include "timelimit.h"
#include "workload.h"
#include "testcases.h"

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
  --write         (timelimit) store the proposed limit in problem.yaml
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
  int jobs = default_jobs();
};

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
      {"write", no_argument, nullptr, 'w'},
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

WorkloadRequest workload_request(const Arguments& args, bool need_cases) {
  WorkloadRequest request;
  request.targets = args.targets;
  request.problem = args.problem;
  request.tests_directory = args.tests_directory;
  request.need_cases = need_cases;
  request.jobs = args.jobs;
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

int command_run(const Project& project, const Arguments& args) {
  Workload work = prepare_workload(project, workload_request(args, true));
  ReportStyle style;
  style.verbose = args.verbose;
  style.colour = isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr;
  JudgeOptions options;
  options.jobs = args.jobs;
  options.all_cases = args.all_cases;

  std::vector<SolutionReport> reports;
  bool judge_error = false;
  for (size_t i = 0; i < work.solutions.size(); ++i) {
    const auto& solution = work.solutions[i];
    reports.push_back(judge_solution(solution, work.expectations[i], work.builds[i], work.configs.at(solution.problem),
                                     work.cases.at(solution.problem), options));
    print_solution_report(stdout, reports.back(), style);
    std::fflush(stdout);
    judge_error = judge_error || reports.back().judge_error;
  }
  print_totals(stdout, reports);
  if (judge_error) {
    std::fprintf(stderr, "judge: error: some cases could not be judged (see JE above)\n");
    return kExitError;
  }
  for (const auto& report : reports) {
    if (!report.expectation.ok) return kExitSomeUnexpected;
  }
  return kExitAllExpected;
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
    if (!std::filesystem::is_directory(project.testcases())) {
      throw JudgeFailure("cannot find 'testcases/' here: run the judge from the project's root folder");
    }
    if (args.command == "run") return command_run(project, args);
    if (args.command == "build") return command_build(project, args);
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
