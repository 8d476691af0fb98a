#include "judging/generate.h"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/exit_status.h"
#include "base/parallel.h"
#include "base/sha256.h"
#include "base/terminal_escape.h"
#include "judging/classify.h"
#include "judging/problem_programs.h"
#include "problem/gen_spec.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// A generator's own limits: an input of up to 64 MiB, made in a minute of CPU.
ProgramLimits generator_limits() {
  ProgramLimits limits;
  limits.cpu_seconds = 60;
  limits.wall_seconds = 120;
  limits.output_bytes = 64ull << 20;
  return limits;
}

struct Generated {
  std::optional<std::string> bytes;  // what the generator printed, if it succeeded
  std::string failure;               // why not
};

Generated run_generator(const std::string& binary, const CaseSpec& spec, bool trusted) {
  // In the sandbox (unless trusted): it sees no file of the project and may write none.
  SpawnRequest request = program_run_request(binary, generator_limits(), trusted);
  request.argv.insert(request.argv.end(), spec.arguments.begin(), spec.arguments.end());
  RunRecord run = spawn_and_wait(request);
  Generated result;
  std::string said = escaped_first_line(run.stderr_text);
  if (!run.internal_error.empty()) {
    result.failure = run.internal_error;
  } else if (!run.exited || run.exit_code != 0 || run.stdout_over_limit || run.killed_at_deadline) {
    result.failure = describe_program_end(run, generator_limits());
  } else {
    result.bytes = run.stdout_text;
    return result;
  }
  result.failure = "'" + spec.command() + "' failed (" + spec.origin + "): " + result.failure + (said.empty() ? "" : ": " + said);
  return result;
}

// "line 3, column 7" of the first byte where two texts differ.
std::string describe_first_difference(const std::string& committed, const std::string& generated) {
  size_t line = 1, column = 1, i = 0;
  for (; i < committed.size() && i < generated.size() && committed[i] == generated[i]; ++i) {
    if (committed[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  std::string where = "first difference at line " + std::to_string(line) + ", column " + std::to_string(column);
  if (i == committed.size()) return where + " (the committed file ends there)";
  if (i == generated.size()) return where + " (the generated input ends there)";
  return where;
}

// The names of generators/*.cpp: what a spec line may name.
std::set<std::string> generator_names(const std::string& folder) {
  std::set<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    if (entry.path().extension() == ".cpp") names.insert(entry.path().stem().string());
  }
  if (error) throw JudgeFailure("cannot list '" + folder + "': " + error.message());
  return names;
}

struct Context {
  std::string problem;
  std::string directory;  // testcases/<problem>
  std::string sums_path;
  std::map<std::string, PinnedHash> pinned;
};

// What is wrong with a generated case's committed file, compared with what its generator made.
std::vector<std::string> check_generated(const Context& context, const CaseSpec& spec, const std::string& bytes,
                                         const std::optional<std::string>& committed) {
  std::vector<std::string> problems;
  if (!committed) {
    return {"missing (" + spec.origin + " generates it; 'judge gen " + context.problem + " --write' writes it)"};
  }
  std::string hash = sha256_hex(bytes), committed_hash = sha256_hex(*committed);
  auto pin = context.pinned.find(spec.id);
  bool pinned = pin != context.pinned.end();
  if (*committed != bytes) {
    std::string hint = pinned && pin->second.hash == hash ? "hand-edited? the pinned hash is the generator's"
                       : pinned && pin->second.hash == committed_hash
                           ? "the generator's output changed: check it, then 'judge gen " + context.problem + " --write'"
                           : "hand-edited, or the generator changed";
    problems.push_back("differs from what '" + spec.command() + "' makes (" + spec.origin + "): " +
                       describe_first_difference(*committed, bytes) + "; " + hint);
  }
  if (!pinned) {
    problems.push_back("not pinned in " + context.sums_path + " ('judge gen " + context.problem + " --write' pins it)");
  } else if (pin->second.hash != committed_hash) {
    problems.push_back("its SHA-256 " + committed_hash.substr(0, 12) + "... is not the hash pinned at " +
                       pin->second.origin + " (" + pin->second.hash.substr(0, 12) + "...)");
  }
  return problems;
}

// Writes a generated case's input if it is not already what the generator made; true if it wrote.
bool write_generated(const Context& context, const CaseSpec& spec, const std::string& bytes,
                     const std::optional<std::string>& committed, const std::string& path) {
  if (committed == bytes) return false;
  fs::create_directories(fs::path(path).parent_path());
  replace_file(path, bytes);
  fmt::print("gen: wrote {} ({})\n", path, committed ? "changed" : "new");
  // Answers come from the accepted solutions, never from here: say when one is missing or old.
  std::string answer = context.directory + "/" + spec.id + ".ans";
  if (!fs::exists(answer)) {
    fmt::print(stderr, "judge: warning: '{}' has no answer yet: gen writes inputs only\n", answer);
  } else if (committed) {
    fmt::print(stderr, "judge: warning: '{}' was kept: check it against the new input (judge run {})\n", answer,
               context.problem);
  }
  return true;
}

}  // namespace

int command_gen(const Project& project, const GenOptions& options) {
  const std::string problem = find_problem(project, options.problem);
  Context context;
  context.problem = problem;
  context.directory = project.path("testcases/" + problem);
  std::string folder = context.directory + "/generators";
  std::string spec_path = folder + "/cases.txt";
  context.sums_path = folder + "/SHA256SUMS";
  auto spec_text = read_data_file_if_exists(spec_path, kMaxDataFileBytes);
  if (!spec_text) throw JudgeFailure("cannot open '" + spec_path + "': No such file (nothing is generated for " + problem + ")");

  // Everything that can fail with exit 2 comes before anything is generated or written.
  auto specs = parse_case_specs(*spec_text, spec_path, generator_names(folder));
  std::set<std::string> used;  // only these are built: another generator's state is not gen's business
  for (const auto& spec : specs) {
    if (!spec.generator.empty() && used.insert(spec.generator).second) {
      build_problem_program(generator_program(project, problem, spec.generator), project);
    }
  }
  auto sums_text = read_data_file_if_exists(context.sums_path, kMaxDataFileBytes);
  context.pinned = parse_pinned_hashes(sums_text.value_or(""), context.sums_path);

  const bool trusted = problem_programs_trusted(project, problem);
  std::vector<Generated> generated(specs.size());
  parallel_for(specs.size(), options.jobs, [&](size_t i) {
    if (specs[i].generator.empty()) return;
    generated[i] = run_generator(generator_program(project, problem, specs[i].generator).binary, specs[i], trusted);
  });
  if (options.write) {
    for (const auto& result : generated) {
      if (!result.failure.empty()) throw JudgeFailure(result.failure + " (nothing written)");
    }
  }

  size_t passed = 0, failed = 0, written = 0;
  std::vector<std::pair<std::string, std::string>> new_pins;  // (id, hash) in spec order
  std::set<std::string> generated_ids;
  for (size_t i = 0; i < specs.size(); ++i) {
    const CaseSpec& spec = specs[i];
    std::string path = context.directory + "/" + spec.id + ".in";
    auto committed = read_file_if_exists(path);
    std::vector<std::string> problems;
    if (spec.generator.empty()) {
      if (!committed) problems.push_back("missing (a hand-written case, " + spec.origin + ")");
    } else if (!generated[i].bytes) {
      problems.push_back(generated[i].failure);
    } else {
      generated_ids.insert(spec.id);
      new_pins.emplace_back(spec.id, sha256_hex(*generated[i].bytes));
      if (options.write) {
        written += write_generated(context, spec, *generated[i].bytes, committed, path);
      } else {
        problems = check_generated(context, spec, *generated[i].bytes, committed);
      }
    }
    for (const auto& what : problems) fmt::print("{}: {}\n", path, what);
    (problems.empty() ? passed : failed) += 1;
  }
  for (const auto& [id, pin] : context.pinned) {
    if (generated_ids.count(id) || options.write) continue;  // --write drops such a pin
    fmt::print("{}/{}.in: pinned at {}, but {} does not generate it\n", context.directory, id, pin.origin, spec_path);
    ++failed;
  }

  if (options.write) {
    std::string sums = format_pinned_hashes(new_pins);
    bool changed = sums_text != sums;
    if (changed) replace_file(context.sums_path, sums);
    fmt::print("gen: wrote {} of {} generated inputs; {} {}\n", written, new_pins.size(), context.sums_path,
               changed ? "rewritten" : "unchanged");
  }
  fmt::print("gen: {} passed, {} failed\n", passed, failed);
  return failed > 0 ? kExitSomeUnexpected : kExitAllExpected;
}

}  // namespace lcjudge
