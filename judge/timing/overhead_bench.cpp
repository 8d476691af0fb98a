#include "timing/overhead_bench.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <functional>
#include <future>
#include <set>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/text_table.h"
#include "process/spawn.h"

extern char** environ;

namespace lcjudge {
namespace {

namespace fs = std::filesystem;

constexpr const char* kFixtureProblem = "2235-add-two-integers";
constexpr const char* kFixtureSolution = "add_two";
constexpr double kJudgeRunSeconds = 300;  // a judge run takes a second; past this it is stuck (or compiling)

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Writes TEXT unless the file already holds it, so that an unchanged fixture is not rebuilt.
void keep_file(const std::string& path, const std::string& text) {
  if (read_file_if_exists(path) != text) replace_file(path, text);
}

std::string case_path(const std::string& folder, size_t index, const char* extension) {
  return fmt::format("{}/case-{:03}.{}", folder, index + 1, extension);
}

std::string this_program() {
  std::error_code error;
  fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) throw JudgeFailure("cannot find the judge's own path: " + error.message());
  return self.string();
}

// Makes LINK a symbolic link to the folder TARGET (absolute), unless it already is one.
void link_folder(const std::string& target, const std::string& link) {
  fs::path absolute_target = fs::absolute(target).lexically_normal();
  std::error_code ignored;
  if (fs::read_symlink(link, ignored) == absolute_target) return;
  fs::remove_all(link, ignored);
  fs::create_directory_symlink(absolute_target, link);
}

// The fixture project: its own testcases/ and solutions/, and judge/ linked to the real one, which
// is where the judge finds the driver it compiles solutions with.
struct Fixture {
  std::string root, cases_folder, binary;
  std::string one_case_folder;  // the first case alone: the judge's start, without the cases
  std::vector<std::string> inputs;
};

Fixture write_fixture(const Project& project, size_t count) {
  Fixture fixture;
  fixture.root = project.path("build/bench/overhead");
  std::string source = project.root + "/judge/bench/" + kFixtureProblem;
  std::string problem_folder = fixture.root + "/testcases/" + kFixtureProblem;
  std::string solution_folder = fixture.root + "/solutions/" + kFixtureProblem + "/accepted";
  fixture.cases_folder = problem_folder + "/secret";
  fs::create_directories(fixture.cases_folder);
  fs::create_directories(solution_folder);

  // build/driver too: the precompiled prelude is the project's, not built a second time.
  fs::create_directories(project.build() + "/driver");
  fs::create_directories(fixture.root + "/build");
  link_folder(project.root + "/judge", fixture.root + "/judge");
  link_folder(project.build() + "/driver", fixture.root + "/build/driver");
  keep_file(problem_folder + "/problem.yaml", read_file(source + "/problem.yaml"));
  keep_file(solution_folder + "/" + kFixtureSolution + ".cpp", read_file(source + "/" + kFixtureSolution + ".cpp"));

  std::vector<FixtureCase> cases = overhead_fixture_cases(count);
  std::set<std::string> wanted;
  for (size_t i = 0; i < cases.size(); ++i) {
    fixture.inputs.push_back(case_path(fixture.cases_folder, i, "in"));
    keep_file(fixture.inputs.back(), cases[i].input);
    keep_file(case_path(fixture.cases_folder, i, "ans"), cases[i].answer);
    wanted.insert(fixture.inputs.back());
    wanted.insert(case_path(fixture.cases_folder, i, "ans"));
  }
  // Exactly COUNT cases: those left by a larger count would be judged too.
  for (const auto& entry : fs::directory_iterator(fixture.cases_folder)) {
    if (!wanted.count(entry.path().string())) fs::remove_all(entry.path());
  }
  fixture.one_case_folder = fixture.root + "/one-case";
  fs::create_directories(fixture.one_case_folder);
  keep_file(case_path(fixture.one_case_folder, 0, "in"), cases.front().input);
  keep_file(case_path(fixture.one_case_folder, 0, "ans"), cases.front().answer);
  fixture.binary = fixture.root + "/build/solutions/" + kFixtureProblem + "/accepted/" + kFixtureSolution + ".cpp/optimised";
  return fixture;
}

// Runs the judge with ARGS in the fixture; JudgeFailure with its output unless it exits 0.
double run_judge(const std::string& judge, const Fixture& fixture, const std::vector<std::string>& args) {
  SpawnRequest request;
  request.argv = {judge};
  request.argv.insert(request.argv.end(), args.begin(), args.end());
  request.working_directory = fixture.root;
  request.side_channel = false;
  request.limits.wall_seconds = kJudgeRunSeconds;
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure("cannot run the judge: " + run.internal_error);
  if (!run.exited || run.exit_code != 0) {
    std::string command = "judge";
    for (const auto& arg : args) command += " " + arg;
    std::string how = run.killed_at_deadline ? " was stopped after " + std::to_string(int(kJudgeRunSeconds)) + " s"
                                             : " failed";
    throw JudgeFailure("'" + command + "' in " + fixture.root + how + ":\n" + run.stdout_text + run.stderr_text);
  }
  return run.wall_seconds;
}

// The floor: start the binary on each input and wait for it, nothing else. posix_spawn is the
// cheapest start the C library offers (a vfork-like clone, no page tables copied), stdout goes to
// /dev/null, and fd 3 too, so that the driver writes its records as it does under the judge.
void spawn_each(const Fixture& fixture, size_t first, size_t step) {
  char* argv[] = {const_cast<char*>(fixture.binary.c_str()), nullptr};
  for (size_t i = first; i < fixture.inputs.size(); i += step) {
    const std::string& input = fixture.inputs[i];
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 3, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) throw JudgeFailure("cannot start " + fixture.binary + ": " + std::strerror(error));
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      throw JudgeFailure(fixture.binary + " failed on " + input + " (status " + std::to_string(status) + ")");
    }
  }
}

// The floor with LOOPS such loops at once, each over its share of the cases: what -j LOOPS can
// at best reach on this machine, where starting processes may not scale with the cores.
double run_floor(const Fixture& fixture, size_t loops) {
  auto start = Clock::now();
  std::vector<std::future<void>> running;
  for (size_t loop = 0; loop < loops; ++loop) {
    running.push_back(std::async(std::launch::async, spawn_each, std::cref(fixture), loop, loops));
  }
  for (auto& loop : running) loop.get();  // rethrows a loop's failure
  return seconds_since(start);
}

}  // namespace

std::vector<FixtureCase> overhead_fixture_cases(size_t count) {
  std::vector<FixtureCase> cases;
  std::uint32_t state = 2235;
  auto next = [&state] {  // a linear congruential step: the same cases on every machine
    state = state * 1664525u + 1013904223u;
    return static_cast<int>(state >> 16) % 201 - 100;  // LeetCode's bounds: -100 <= num <= 100
  };
  for (size_t i = 0; i < count; ++i) {
    int a = next(), b = next();
    cases.push_back({std::to_string(a) + "\n" + std::to_string(b) + "\n", std::to_string(a + b) + "\n"});
  }
  return cases;
}

OverheadFigures measure_judge_overhead(const Project& project, const OverheadBenchOptions& options) {
  if (options.cases == 0 || options.rounds < 1) throw JudgeFailure("the overhead bench needs cases and rounds");
  std::string judge = options.judge_binary.empty() ? this_program() : options.judge_binary;
  Fixture fixture = write_fixture(project, options.cases);
  run_judge(judge, fixture, {"build", kFixtureProblem, "-j", "1"});

  std::string problem = kFixtureProblem;
  // A judge's way is timed twice a round: over every case, and over the first case alone (its
  // start: the judge's own process, the sandbox server's namespaces, reading the problem). What
  // a case costs is the difference over the cases that differ, so that a start paid once per
  // command is not spread over the cases; the start is its own column.
  struct Way {
    std::string label;
    size_t floor;  // the way this one is held against: the floor with as many processes at once
    std::vector<std::string> judge_args;  // empty: a floor
    size_t loops = 1;
  };
  const std::vector<Way> ways = {
      {"spawn floor: posix_spawn + wait, one at a time", 0, {}, 1},
      // The optimised build alone, the same static binary as the floor's: the judge's own cost.
      {"judge run -j 1 --no-sanitize", 0, {"run", problem, "-j", "1", "--no-sanitize"}},
      // What the sandbox costs.
      {"judge run -j 1 --no-sanitize --no-sandbox", 0, {"run", problem, "-j", "1", "--no-sanitize", "--no-sandbox"}},
      // The default: each case again under AddressSanitizer + UBSan, a dynamically linked binary
      // whose start maps the sanitizers' shadow memory.
      {"judge run -j 1 (and the sanitized run)", 0, {"run", problem, "-j", "1"}},
      {"spawn floor, two loops at once", 0, {}, 2},
      {"judge run -j 2 --no-sanitize", 4, {"run", problem, "-j", "2", "--no-sanitize"}},
  };
  const double marginal_cases = static_cast<double>(options.cases > 1 ? options.cases - 1 : 1);
  std::vector<std::vector<double>> per_case(ways.size()), starts(ways.size()), ratios(ways.size());
  for (int round = -1; round < options.rounds; ++round) {  // round -1 warms the caches up
    std::vector<double> case_seconds(ways.size()), start_seconds(ways.size());
    for (size_t k = 0; k < ways.size(); ++k) {
      size_t index = (k + static_cast<size_t>(round + 1)) % ways.size();
      const Way& way = ways[index];
      if (way.judge_args.empty()) {
        case_seconds[index] = run_floor(fixture, way.loops) / static_cast<double>(options.cases);
        continue;
      }
      std::vector<std::string> one_case = way.judge_args;
      one_case.insert(one_case.end(), {"--tests", fs::absolute(fixture.one_case_folder).string()});
      double all = run_judge(judge, fixture, way.judge_args);
      double start = run_judge(judge, fixture, one_case);
      start_seconds[index] = start;
      case_seconds[index] = options.cases > 1 ? (all - start) / marginal_cases : all;
    }
    if (round < 0) continue;
    for (size_t way = 0; way < ways.size(); ++way) {
      per_case[way].push_back(case_seconds[way]);
      starts[way].push_back(start_seconds[way]);
      ratios[way].push_back(case_seconds[way] / case_seconds[ways[way].floor]);
    }
  }

  OverheadFigures figures;
  figures.fixture_root = fixture.root;
  figures.cases_folder = fixture.cases_folder;
  figures.binary = fixture.binary;
  figures.cases = options.cases;
  figures.rounds = options.rounds;
  for (size_t way = 0; way < ways.size(); ++way) {
    bool judged = !ways[way].judge_args.empty();
    figures.rows.push_back({ways[way].label, ways[way].floor, summarize(per_case[way]), summarize(ratios[way]),
                            judged ? summarize(starts[way]) : TimingSummary{}});
  }
  return figures;
}

std::string overhead_table(const OverheadFigures& figures, bool markdown) {
  TextTable table;
  table.header = {"how the cases run", "per case", "spread", "vs floor", "start"};
  table.right_aligned = {false, true, true, true, true};
  for (const auto& row : figures.rows) {
    // Per case always in ms with two decimals, so the column reads at a glance.
    table.rows.push_back({row.label, fmt::format("{:.2f} ms", row.per_case.median * 1e3), format_spread(row.per_case),
                          fmt::format("{:.2f}x", row.ratio_to_floor.median),
                          row.start.count ? fmt::format("{:.1f} ms", row.start.median * 1e3) : "-"});
  }
  std::string out = fmt::format("Judge overhead: {} cases of {} (the solve is one addition), median of {} rounds\n",
                                figures.cases, kFixtureProblem, figures.rounds);
  out += markdown ? "\n" + render_markdown(table) : render_text(table);
  const char* const note[] = {
      "per case: for a floor, its time over the cases; for the judge, what each case past the first",
      "adds: (its time over every case - its time over the first case alone) / (cases - 1).",
      "start: the judge over the first case alone, once per command (its process, the sandbox",
      "server's namespaces, reading the problem, building nothing). vs floor: the median over the",
      "rounds of this row's per case over its floor's in the same round: the judge at -j 1 against",
      "the floor one at a time, at -j 2 against the floor two at once, and the floor two at once",
      "against the floor one at a time.",
  };
  std::string indent = markdown ? "" : "  ";
  out += markdown ? "\n" : "";
  for (const char* line : note) {
    if (markdown) out += (line == note[0] ? "" : " ") + std::string(line);
    else out += indent + line + "\n";
  }
  out += (markdown ? "\n\n" : "") + indent + "cases: " + figures.cases_folder + "\n";
  return out;
}

}  // namespace lcjudge
