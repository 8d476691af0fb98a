#include "timing/sweep.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/parallel.h"
#include "base/sha256.h"
#include "judging/fair_run.h"
#include "judging/problem_programs.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// A generator's or the reference's output, or JudgeFailure saying what failed.
// SANDBOXED: a solution binary (the reference), run under the sandbox and the problem's memory limit.
std::string run_program(const std::vector<std::string>& argv, const std::string& stdin_path, double seconds,
                        const std::string& what, const JudgeLimits* sandboxed = nullptr) {
  SpawnRequest request;
  request.argv = argv;
  request.stdin_path = stdin_path;
  request.side_channel = sandboxed != nullptr;  // the driver writes its records there
  request.limits.wall_seconds = seconds;
  request.limits.output_bytes = 64ull << 20;
  // A generator is the problem's own program, untrusted as a solution is (problem_programs.h).
  request.sandbox = true;
  request.limits.cpu_seconds = seconds;
  request.limits.cpu_kill_seconds = seconds;
  if (sandboxed) {
    request.working_directory = "/";
    request.limits.cpu_seconds = seconds;
    request.limits.cpu_kill_seconds = seconds;
    request.limits.memory_bytes = sandboxed->memory_bytes;
    request.limits.stack_bytes = sandboxed->memory_bytes;
    request.api_spec = sandboxed->api_spec;  // an API problem's reference calls the judge's API too
  }
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  if (!run.exited || run.exit_code != 0) {
    std::string why = run.killed_at_deadline ? "ran past " + std::to_string(static_cast<int>(seconds)) + " s"
                      : run.exited           ? "exit status " + std::to_string(run.exit_code)
                                             : "signal " + std::to_string(run.signal);
    throw JudgeFailure(what + " failed (" + why + ")" + (run.stderr_text.empty() ? "" : ":\n" + run.stderr_text));
  }
  return sandboxed ? run.answer_text : run.stdout_text;  // a solution's answer travels apart from its prints
}

// Scratch files under build/: written plainly, without the fsync of a committed file's replace
// (hundreds of them would cost seconds on a busy disk). Unchanged files are left alone.
void write_scratch_file(const std::string& path, const std::string& text) {
  if (auto old = read_file_if_exists(path); old && *old == text) return;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out.flush()) throw JudgeFailure(errno_message("cannot write", path));
}

// What an answer was made from: the SHA-256 of the reference binary and of the input, so a cached
// answer is reused only for the very same bytes (never trusted by mtime).
std::string answer_key(const std::string& reference_binary, const std::string& input_text) {
  std::string binary = read_file(reference_binary);
  return "reference " + sha256_hex(binary) + "\ninput " + sha256_hex(input_text) + "\n";
}

}  // namespace

std::optional<SweepPlan> load_sweep_plan(const Project& project, const std::string& problem) {
  std::string folder = project.testcases() + "/" + problem + "/generators";
  std::string path = folder + "/sweep.txt";
  auto text = read_file_if_exists(path);
  if (!text) return std::nullopt;
  std::set<std::string> generators;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() == ".cpp") generators.insert(entry.path().stem().string());
  }
  return parse_sweep_plan(*text, project.path("testcases/" + problem + "/generators/sweep.txt"), generators);
}

std::vector<SweepInput> prepare_sweep_inputs(const Project& project, const std::string& problem, const SweepPlan& plan,
                                             const std::string& reference_binary, const ProblemConfig& config,
                                             const std::function<void(const std::string& name)>& on_input, int jobs) {
  std::map<std::string, std::string> binaries;
  for (const auto& family : plan.families) {
    if (binaries.count(family.generator)) continue;
    ProblemProgram program = generator_program(project, problem, family.generator);
    build_problem_program(program, project);
    binaries[family.generator] = program.binary;
  }
  std::string folder = project.build() + "/sweep/" + problem;
  fs::create_directories(folder);
  // In size order, families in plan order within a size; made JOBS at once (each a generator run
  // and, unless kept, a run of the reference), since a fresh clone makes a few hundred.
  std::vector<std::pair<const SweepSize*, const SweepFamily*>> planned;
  for (const auto& size : plan.sizes) {
    for (const auto& family : plan.families) {
      bool sized = std::any_of(family.sizes.begin(), family.sizes.end(), [&](const SweepSize& s) { return s.label == size.label; });
      if (sized) planned.push_back({&size, &family});
    }
  }
  std::vector<SweepInput> inputs(planned.size());
  std::mutex told;
  parallel_for(planned.size(), jobs, [&](size_t i) {
    const SweepSize& size = *planned[i].first;
    const SweepFamily& family = *planned[i].second;
    SweepInput& input = inputs[i];
    input.family = family.name;
    input.size = size;
    std::vector<std::string> argv = {binaries.at(family.generator)};
    input.command = family.generator;
    for (const auto& argument : sweep_arguments(family, size)) argv.push_back(argument), input.command += " " + argument;
    input.test.id = family.name + "-" + size.label;
    if (on_input) {
      std::lock_guard<std::mutex> lock(told);
      on_input(input.test.id);
    }
    input.test.group = "sweep";
    input.test.input_path = folder + "/" + input.test.id + ".in";
    input.test.answer_path = folder + "/" + input.test.id + ".ans";
    std::string input_text = run_program(argv, "", 60, "'" + input.command + "' (" + family.origin + ")");
    write_scratch_file(input.test.input_path, input_text);
    // The answer comes only from the problem's trusted reference, and is kept while its key (the
    // content of the reference and of the input) is unchanged.
    std::string key_path = input.test.answer_path + ".key";
    if (reference_binary.empty()) {
      write_scratch_file(input.test.answer_path, "");
      fs::remove(key_path);
    } else {
      std::string key = answer_key(reference_binary, input_text);
      if (read_file_if_exists(key_path) != key || !fs::exists(input.test.answer_path)) {
        fs::remove(key_path);  // no key while the answer is being replaced
        double seconds = config.limits.wall_seconds * 4;  // the reference is accepted: it ends well within this
        write_scratch_file(input.test.answer_path,
                           run_program({reference_binary}, input.test.input_path, seconds,
                                       "the reference '" + reference_binary + "' on '" + input.test.input_path + "'",
                                       &config.limits));
        write_scratch_file(key_path, key);
      }
    }
  });
  return inputs;
}

ProblemConfig capped_config(const ProblemConfig& config, double cap_seconds) {
  ProblemConfig capped = config;
  capped.limits.time_limit_seconds = cap_seconds;
  // Stopped a little past the cap, so the run is over it when killed: RLIMIT_CPU, the backstop,
  // counts whole seconds and would otherwise fire first, at exactly the cap, and look like a crash.
  capped.limits.kill_after_seconds = cap_seconds + std::max(0.05, cap_seconds * 0.05);
  // Room for a loaded machine, where wall time runs ahead of CPU time; past it the run counts as
  // over the cap too, as nothing tells it would have finished.
  capped.limits.wall_seconds = cap_seconds * 1.5 + kWallGraceSeconds;
  return capped;
}

// The least CPU time of a few runs of PROGRAM on an empty input, where the driver finds no case
// and ends: its start-up, which the judge's CPU time of a run includes (about 0.5 ms, against a
// few µs for the method call of a fast solution on a small input), so that a curve of those times
// would flatten into a constant and a polynomial fit as a slow exponential.
namespace {
double empty_input_cpu_seconds(const BuiltSolution& program, const ProblemConfig& config) {
  constexpr int kRuns = 5;
  double least = 0;
  RunGate gate;  // its runs are made one after the other
  for (int i = 0; i < kRuns; ++i) {
    RunRecord run = run_under_limits(program, "/dev/null", config.limits, gate);
    if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
    if (i == 0 || run.cpu_seconds < least) least = run.cpu_seconds;
  }
  return least;
}
}  // namespace

void take_off_start_up(SolutionSweep& sweep, double empty_input_seconds) {
  double start_up = empty_input_seconds;
  for (const auto& family : sweep.families) {
    for (const auto& point : family.curve) start_up = std::min(start_up, point.value);
  }
  sweep.start_up_seconds = start_up;
  for (auto& family : sweep.families) {
    // At least 1 ns: a point at or below the start-up is below the fit's floor, not a log of 0.
    for (auto& point : family.curve) point.value = std::max(point.value - start_up, kWithinStartUpSeconds);
  }
  for (auto& family : sweep.families) {
    // Points below the start-up itself are mostly its noise (its spread is tens of µs): left out
    // of the fit while enough others remain.
    // Points within the start-up never: a curve of them is flat noise, not a growth of n^0.
    std::vector<GrowthPoint> measurable;
    for (const auto& point : family.curve) {
      if (point.value > kWithinStartUpSeconds) measurable.push_back(point);
    }
    family.fit = fit_growth(measurable, std::max(kFitFloorSeconds, start_up));
    if (family.fit.model == GrowthModel::kNone && measurable.size() < family.curve.size()) {
      family.fit.reason = fmt::format("too few sizes above the start-up ({} of {})", measurable.size(), family.curve.size());
    }
    // A count has no fixed cost of its own to leave out: every point is fitted.
    family.work_fit = fit_growth(family.work, 0);
  }
}

SolutionSweep sweep_solution(const BuiltSolution& program, const std::vector<SweepInput>& inputs,
                             const ProblemConfig& config, const SweepOptions& options,
                             const std::function<void(const std::string& label, size_t steps)>& on_run,
                             const std::function<void(const SweepPoint& point)>& on_point) {
  SolutionSweep sweep;
  ProblemConfig capped = capped_config(config, options.cap_seconds);
  const double empty_input_seconds = inputs.empty() ? 0 : empty_input_cpu_seconds(program, capped);
  std::map<std::string, size_t> family_index;
  for (const auto& input : inputs) {
    if (!family_index.emplace(input.family, sweep.families.size()).second) continue;
    FamilySweep family;
    family.family = input.family;
    sweep.families.push_back(family);
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    const SweepInput& input = inputs[i];
    FamilySweep& family = sweep.families[family_index.at(input.family)];
    if (!family.stopped_at.empty()) continue;  // counted as skipped when it stopped
    if (on_run) on_run(input.test.id, 1);
    SweepPoint point{i, time_case(program, input.test, capped, options.timing)};
    Verdict verdict = point.timing.verdict;
    sweep.wrong_answers += verdict == Verdict::kWrongAnswer;
    if (ran_to_end(verdict)) {
      family.last_within_cap = input.size.label;
      family.curve.push_back({input.size.n, point.timing.cpu.min});  // the start-up taken off below
      if (point.timing.work) family.work.push_back({input.size.n, static_cast<double>(*point.timing.work)});
    }
    if (on_point) on_point(point);
    sweep.points.push_back(std::move(point));
    if (verdict == Verdict::kTimeLimitExceeded) {
      family.stopped_at = input.size.label;
      family.stopped_n = input.size.n;
      size_t skipped = 0;
      for (size_t j = i + 1; j < inputs.size(); ++j) skipped += inputs[j].family == input.family;
      if (on_run && skipped > 0) on_run("", skipped);
    }
  }
  take_off_start_up(sweep, empty_input_seconds);
  sweep.headline_index = choose_headline(sweep.families);
  return sweep;
}

const FamilySweep& SolutionSweep::headline_family() const {
  static const FamilySweep kNoFamily;
  return families.empty() ? kNoFamily : families[headline_index];
}

}  // namespace lcjudge
