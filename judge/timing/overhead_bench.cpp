#include "timing/overhead_bench.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <functional>
#include <future>
#include <set>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/plural.h"
#include "base/text_table.h"
#include "base/word_wrap.h"
#include "judging/language_toolchain.h"
#include "judging/language_launch.h"
#include "judging/run_profile.h"
#include "problem/config.h"
#include "process/sandbox_protocol.h"
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

// A floor (judging/language_toolchain.h's StartFloor): a program started on each input by a bare
// posix_spawn + wait, with descriptors besides stdin and stdout opened on files (fd 3 on
// /dev/null, so that a driver writes its records as it does under the judge).
using FloorProgram = StartFloor;

// A language's part of the fixture: its solution, judged on the first language cases, and the
// floor it is held against. Left out when the language's runtime is not installed.
struct LanguageFixture {
  Language language = Language::kCpp;
  std::string solution;  // relative to the fixture's root, as `judge run` is given it
  FloorProgram floor;  // its described: what it starts, for the bench's row
};

// The fixture project: its own testcases/ and solutions/, and judge/ linked to the real one, which
// is where the judge finds the driver it compiles solutions with.
struct Fixture {
  std::string root, cases_folder, binary;
  std::string cpp_solution;     // relative to the root
  std::string one_case_folder;  // the first case alone: the judge's start, without the cases
  FloorProgram cpp_floor;       // the C++ solution's binary, fd 3 on /dev/null
  std::vector<std::string> inputs;
  std::string language_cases_folder;  // the first language_cases cases
  std::vector<std::string> language_inputs;
  std::vector<LanguageFixture> languages;
};

// Writes the first COUNT of CASES into FOLDER, and removes any other file there.
std::vector<std::string> write_cases(const std::string& folder, const std::vector<FixtureCase>& cases, size_t count) {
  fs::create_directories(folder);
  std::vector<std::string> inputs;
  std::set<std::string> wanted;
  for (size_t i = 0; i < count && i < cases.size(); ++i) {
    inputs.push_back(case_path(folder, i, "in"));
    keep_file(inputs.back(), cases[i].input);
    keep_file(case_path(folder, i, "ans"), cases[i].answer);
    wanted.insert(inputs.back());
    wanted.insert(case_path(folder, i, "ans"));
  }
  // Exactly COUNT cases: those left by a larger count would be judged too.
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (!wanted.count(entry.path().string())) fs::remove_all(entry.path());
  }
  return inputs;
}

Fixture write_fixture(const Project& project, size_t count, size_t language_count) {
  Fixture fixture;
  fixture.root = project.path("build/bench/overhead");
  std::string source = project.root + "/judge/bench/" + kFixtureProblem;
  std::string problem_folder = fixture.root + "/testcases/" + kFixtureProblem;
  std::string solutions = std::string("solutions/") + kFixtureProblem + "/accepted/";
  fixture.cases_folder = problem_folder + "/secret";
  fs::create_directories(problem_folder);
  fs::create_directories(fixture.root + "/" + solutions);

  // build/driver too: the precompiled prelude is the project's, not built a second time.
  fs::create_directories(project.build() + "/driver");
  fs::create_directories(fixture.root + "/build");
  link_folder(project.root + "/judge", fixture.root + "/judge");
  link_folder(project.build() + "/driver", fixture.root + "/build/driver");
  keep_file(problem_folder + "/problem.yaml", read_file(source + "/problem.yaml"));
  // One solution per language, the same addition; a language whose runtime is missing is left out.
  for (Language language : all_languages()) {
    const LanguageToolchain& toolchain = language_toolchain(language);
    if (!toolchain.benched() && !toolchain.facts().native_binary) continue;
    std::string name = std::string(kFixtureSolution) + language_extension(language);
    std::string path = fixture.root + "/" + solutions + name;
    if (!toolchain.installed()) {
      std::error_code ignored;
      fs::remove(path, ignored);
      continue;
    }
    keep_file(path, read_file(source + "/" + name));
    if (toolchain.facts().native_binary) fixture.cpp_solution = solutions + name;
    else fixture.languages.push_back({language, solutions + name, {}});
  }

  std::vector<FixtureCase> cases = overhead_fixture_cases(count);
  fixture.inputs = write_cases(fixture.cases_folder, cases, count);
  fixture.one_case_folder = fixture.root + "/one-case";
  write_cases(fixture.one_case_folder, cases, 1);
  fixture.language_cases_folder = fixture.root + "/language-cases";
  fixture.language_inputs = write_cases(fixture.language_cases_folder, cases, language_count);
  fixture.binary = fixture.root + "/build/" + solutions + kFixtureSolution + ".cpp/optimised";
  fixture.cpp_floor = {"the C++ solution's binary", {fixture.binary}, {{3, "/dev/null"}}, false, {}};
  return fixture;
}

// Each language's floor, its object's (LanguageToolchain::start_floor): its runtime started as
// the judge's runs start it, doing nothing.
void set_language_floors(const Project& project, Fixture& fixture) {
  const ProblemConfig config = load_problem_config(fixture.root + "/testcases/" + kFixtureProblem);
  for (LanguageFixture& language : fixture.languages) {
    const LanguageToolchain& toolchain = language_toolchain(language.language);
    StartFloorInput input{project, fixture.root, std::nullopt, for_language(config, language.language).limits};
    // From its file: the fixture was built by the judge the bench times, another process, which
    // hands over nothing but the files it leaves.
    const std::string launch = launch_path(fixture.root + "/build/" + language.solution);
    if (!toolchain.facts().native_binary) input.launch = *read_launch(launch);
    language.floor = toolchain.start_floor(input);
  }
}

// What one way took: wall seconds, and CPU seconds of every process it started and waited for
// (a judge's: its own, its sandbox server's and every run's).
struct Took {
  double wall = 0, cpu = 0;
};

// Runs the judge with ARGS in the fixture; JudgeFailure with its output unless it exits 0.
Took run_judge(const std::string& judge, const Fixture& fixture, const std::vector<std::string>& args) {
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
  return {run.wall_seconds, run.cpu_seconds};
}

// The floor: start the program on each input and wait for it, nothing else. posix_spawn is the
// cheapest start the C library offers (a vfork-like clone, no page tables copied), stdout goes to
// /dev/null.
// Returns the CPU seconds of the programs started.
double spawn_each(const FloorProgram& program, const std::vector<std::string>& inputs, size_t first, size_t step) {
  double cpu = 0;
  std::vector<char*> argv;
  for (const auto& word : program.argv) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  for (size_t i = first; i < inputs.size(); i += step) {
    const std::string& input = inputs[i];
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    for (const auto& [fd, path] : program.files) {
      posix_spawn_file_actions_addopen(&actions, fd, path.c_str(), path == "/dev/null" ? O_WRONLY : O_RDONLY, 0);
    }
    pid_t pid = 0;
    std::vector<char*> own_environment;
    for (const auto& variable : program.environment) own_environment.push_back(const_cast<char*>(variable.c_str()));
    own_environment.push_back(nullptr);
    int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(),
                            program.empty_environment ? own_environment.data() : environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) throw JudgeFailure("cannot start " + program.argv.front() + ": " + std::strerror(error));
    int status = 0;
    rusage usage{};
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      throw JudgeFailure(program.argv.front() + " failed on " + input + " (status " + std::to_string(status) + ")");
    }
    for (const timeval& time : {usage.ru_utime, usage.ru_stime}) {
      cpu += static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    }
  }
  return cpu;
}

// The floor with LOOPS such loops at once, each over its share of the cases: what -j LOOPS can
// at best reach on this machine, where starting processes may not scale with the cores.
Took run_floor(const FloorProgram& program, const std::vector<std::string>& inputs, size_t loops) {
  auto start = Clock::now();
  std::vector<std::future<double>> running;
  for (size_t loop = 0; loop < loops; ++loop) {
    running.push_back(std::async(std::launch::async, spawn_each, std::cref(program), std::cref(inputs), loop, loops));
  }
  double cpu = 0;
  for (auto& loop : running) cpu += loop.get();  // rethrows a loop's failure
  return {seconds_since(start), cpu};
}

// A judge's way is timed twice a round: over every case, and over the first case alone (its
// start: the judge's own process, the sandbox server's namespaces, reading the problem). What
// a case costs is the difference over the cases that differ, so that a start paid once per
// command is not spread over the cases; the start is its own column.
struct Way {
  std::string label;
  size_t floor;  // the way this one is held against: the floor with as many processes at once
  std::vector<std::string> judge_args;  // empty: a floor
  size_t loops = 1;
  const FloorProgram* program = nullptr;             // a floor's; null: the C++ solution's binary
  const std::vector<std::string>* inputs = nullptr;  // its cases; null: every case
  std::string tests;                                 // a judge's --tests folder; "": every case
};

// The ways timed: the C++ solution's first, then each other language's floor and judge.
std::vector<Way> ways_of(const Fixture& fixture) {
  const std::string solution = fixture.cpp_solution;
  auto floor_way = [](std::string label, size_t loops) {
    return Way{std::move(label), 0, {}, loops, nullptr, nullptr, ""};
  };
  auto judge_way = [](std::string label, size_t floor, std::vector<std::string> args) {
    return Way{std::move(label), floor, std::move(args), 1, nullptr, nullptr, ""};
  };
  std::vector<Way> ways = {
      floor_way("spawn floor: posix_spawn + wait, one at a time", 1),
      // The optimised build alone, the same static binary as the floor's: the judge's own cost.
      judge_way("judge run -j 1 --no-sanitize", 0, {"run", solution, "-j", "1", "--no-sanitize"}),
      // What the sandbox costs.
      judge_way("judge run -j 1 --no-sanitize --no-sandbox", 0,
                {"run", solution, "-j", "1", "--no-sanitize", "--no-sandbox"}),
      // The default: each case again under AddressSanitizer + UBSan, a dynamically linked binary
      // whose start maps the sanitizers' shadow memory.
      judge_way("judge run -j 1 (and the sanitized run)", 0, {"run", solution, "-j", "1"}),
      floor_way("spawn floor, two loops at once", 2),
      judge_way("judge run -j 2 --no-sanitize", 4, {"run", solution, "-j", "2", "--no-sanitize"}),
  };
  // Each other language on the first cases (its runs are slower), against its own floor.
  for (const LanguageFixture& language : fixture.languages) {
    const size_t floor = ways.size();
    const std::string name = language_name(language.language);
    ways.push_back({name + " floor: " + language.floor.described, floor, {}, 1, &language.floor, &fixture.language_inputs, ""});
    ways.push_back({"judge run -j 1, " + name, floor, {"run", language.solution, "-j", "1"}, 1, nullptr,
                    &fixture.language_inputs, fs::absolute(fixture.language_cases_folder).string()});
  }
  return ways;
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
  const size_t language_cases = std::min(std::max<size_t>(options.language_cases, 1), options.cases);
  Fixture fixture = write_fixture(project, options.cases, language_cases);
  run_judge(judge, fixture, {"build", kFixtureProblem, "-j", "1"});
  set_language_floors(project, fixture);
  const std::vector<Way> ways = ways_of(fixture);

  std::vector<std::vector<double>> per_case(ways.size()), starts(ways.size()), ratios(ways.size());
  std::vector<std::vector<double>> cpu_per_case(ways.size()), cpu_ratios(ways.size());
  for (int round = -1; round < options.rounds; ++round) {  // round -1 warms the caches up
    std::vector<Took> case_took(ways.size());
    std::vector<double> start_seconds(ways.size());
    for (size_t k = 0; k < ways.size(); ++k) {
      size_t index = (k + static_cast<size_t>(round + 1)) % ways.size();
      const Way& way = ways[index];
      const std::vector<std::string>& inputs = way.inputs ? *way.inputs : fixture.inputs;
      const double cases = static_cast<double>(inputs.size());
      if (way.judge_args.empty()) {
        Took took = run_floor(way.program ? *way.program : fixture.cpp_floor, inputs, way.loops);
        case_took[index] = {took.wall / cases, took.cpu / cases};
        continue;
      }
      std::vector<std::string> all_cases = way.judge_args, one_case = way.judge_args;
      if (!way.tests.empty()) all_cases.insert(all_cases.end(), {"--tests", way.tests});
      one_case.insert(one_case.end(), {"--tests", fs::absolute(fixture.one_case_folder).string()});
      Took all = run_judge(judge, fixture, all_cases);
      Took start = run_judge(judge, fixture, one_case);
      start_seconds[index] = start.wall;
      const double past_first = inputs.size() > 1 ? cases - 1 : 1;
      case_took[index] = inputs.size() > 1 ? Took{(all.wall - start.wall) / past_first, (all.cpu - start.cpu) / past_first}
                                           : all;
    }
    if (round < 0) continue;
    for (size_t way = 0; way < ways.size(); ++way) {
      const Took& floor = case_took[ways[way].floor];
      per_case[way].push_back(case_took[way].wall);
      cpu_per_case[way].push_back(case_took[way].cpu);
      starts[way].push_back(start_seconds[way]);
      ratios[way].push_back(case_took[way].wall / floor.wall);
      cpu_ratios[way].push_back(case_took[way].cpu / floor.cpu);
    }
  }

  OverheadFigures figures;
  figures.fixture_root = fixture.root;
  figures.cases_folder = fixture.cases_folder;
  figures.binary = fixture.binary;
  figures.cases = options.cases;
  figures.language_cases = fixture.languages.empty() ? 0 : language_cases;
  figures.rounds = options.rounds;
  for (size_t way = 0; way < ways.size(); ++way) {
    bool judged = !ways[way].judge_args.empty();
    figures.rows.push_back({ways[way].label, ways[way].floor, summarize(per_case[way]), summarize(ratios[way]),
                            judged ? summarize(starts[way]) : TimingSummary{}, summarize(cpu_per_case[way]),
                            summarize(cpu_ratios[way])});
  }
  return figures;
}

std::string overhead_table(const OverheadFigures& figures, bool markdown) {
  TextTable table;
  table.header = {"how the cases run", "per case", "spread", "vs floor", "CPU", "CPU vs floor", "start"};
  table.right_aligned = {false, true, true, true, true, true, true};
  for (const auto& row : figures.rows) {
    // Per case always in ms with two decimals, so the column reads at a glance.
    table.rows.push_back({row.label, fmt::format("{:.2f} ms", row.per_case.median * 1e3), format_spread(row.per_case),
                          fmt::format("{:.2f}x", row.ratio_to_floor.median),
                          fmt::format("{:.2f} ms", row.cpu_per_case.median * 1e3),
                          fmt::format("{:.2f}x", row.cpu_ratio_to_floor.median),
                          row.start.count ? fmt::format("{:.1f} ms", row.start.median * 1e3) : "-"});
  }
  std::string out = fmt::format("Judge overhead: {} of {} (the solve is one addition), median of {}\n",
                                plural(figures.cases, "case"), kFixtureProblem, plural(figures.rounds, "round"));
  out += markdown ? "\n" + render_markdown(table) : render_text(table);
  const char* const note[] = {
      "per case: for a floor, its time over the cases; for the judge, what each case past the first",
      "adds: (its time over every case - its time over the first case alone) / (cases - 1).",
      "start: the judge over the first case alone, once per command (its process, the sandbox",
      "server's namespaces, reading the problem, building nothing). vs floor: the median over the",
      "rounds of this row's per case over its floor's in the same round: the judge at -j 1 against",
      "the floor one at a time, at -j 2 against the floor two at once, and the floor two at once",
      "against the floor one at a time. CPU: the same for the CPU time of every process started",
      "(a judge's own, its sandbox server's, every run's, all threads): what the machine's load",
      "does not inflate as it does the wall time.",
  };
  const std::string languages =
      figures.language_cases == 0
          ? ""
          : fmt::format("The other languages: the first {}, each language against its own floor (its row says what "
                        "it starts: its runtime with the flags, heap and stack of the judge's runs, or an empty "
                        "binary, in the runs' environment), started by the same posix_spawn loop.",
                        plural(figures.language_cases, "case"));
  std::string indent = markdown ? "" : "  ";
  out += markdown ? "\n" : "";
  for (const char* line : note) {
    if (markdown) out += (line == note[0] ? "" : " ") + std::string(line);
    else out += indent + line + "\n";
  }
  if (!languages.empty()) out += markdown ? " " + languages : wrap_words(languages, 100, indent, indent);
  out += (markdown ? "\n\n" : "") + indent + "cases: " + figures.cases_folder + "\n";
  return out;
}

}  // namespace lcjudge
