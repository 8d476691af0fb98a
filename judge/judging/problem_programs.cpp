#include "judging/problem_programs.h"

#include <signal.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "base/error.h"
#include "base/plural.h"
#include "base/scratch_folder.h"
#include "base/terminal_escape.h"
#include "judging/build.h"
#include "judging/classify.h"
#include "judging/compile_cache.h"
#include "problem/config.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

constexpr size_t kMaxGeneratorNameBytes = 200;

// Linked statically: such programs run once per stress case, and loading libstdc++ would double
// the cost of every start. Compiled with clang and linked with lld, as solutions are: a validator
// took 1.1 CPU-s instead of g++'s 2.3.
const std::vector<std::string> kFlags = {"-std=c++17", "-O2", "-pipe", "-Wall", "-Wextra", "-static", "-fuse-ld=lld"};

// The headers such a program may include: the shared ones and its neighbours.
std::vector<fs::path> headers_for(const ProblemProgram& program, const Project& project) {
  std::vector<fs::path> headers;
  for (const fs::path& folder : {fs::path(project.testcases()) / "common", fs::path(program.source).parent_path()}) {
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
      if (entry.path().extension() == ".h") headers.push_back(entry.path());
    }
  }
  return headers;
}

bool up_to_date(const ProblemProgram& program, const Project& project) {
  if (!judge_owned(program.binary)) return false;
  std::vector<fs::path> inputs = headers_for(program, project);
  inputs.push_back(program.source);
  for (const auto& input : inputs) {
    if (changed_after(input.string(), program.binary)) return false;
  }
  return true;
}

// What a judge killed while compiling BINARY left beside it: its jail folders ("BINARY@jail.PID.TID",
// and their ".root"), of a process that no longer exists. A live judge's are left to it.
void remove_abandoned_jails(const std::string& binary) {
  const fs::path parent = fs::path(binary).parent_path();
  const std::string prefix = fs::path(binary).filename().string() + "@jail.";
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(parent, error)) {
    const std::string name = entry.path().filename().string();
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
    if (pid <= 0 || (kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)) {
      std::error_code ignored;
      fs::remove_all(entry.path(), ignored);
    }
  }
}

// A folder the compiler's jail shows a problem's program must be where it is named, below
// testcases/: a linked testcases/common (or validator/) showed the compile whatever it led to
// (/tmp, /, other problems' answers), which the program could .incbin and print.
void check_not_linked(const fs::path& folder, const Project& project) {
  std::error_code error;
  if (!fs::exists(folder, error)) return;
  const fs::path testcases = fs::absolute(project.testcases()).lexically_normal();
  const fs::path real = fs::canonical(folder, error);
  const fs::path expected = fs::canonical(testcases, error) / folder.lexically_relative(testcases);
  if (error || real != expected.lexically_normal()) {
    throw JudgeFailure(fmt::format("'{}' is reached through a link (it is '{}'): a problem's programs are shown only "
                                   "their own folder and testcases/common/; copy what they need there",
                                   escape_untrusted(folder.string()), escape_untrusted(real.string())));
  }
}

}  // namespace

ProblemProgram generator_program(const Project& project, const std::string& problem, const std::string& name) {
  const std::string source = project.testcases() + "/" + problem + "/generators/" + name + ".cpp";
  check_safe_name("generator", source, name);
  if (name[0] == '.') throw JudgeFailure("generator '" + source + "' has a name starting with '.': rename the file");
  // Its binary's jail folder beside it ("NAME@jail.PID.TID") must fit the file system's 255: a
  // 250-letter generator ended judge gen in "internal: filesystem error: File name too long".
  if (name.size() > kMaxGeneratorNameBytes) {
    throw JudgeFailure(fmt::format("generator '{}' has a name of {}: a generator's name is at most {}; "
                                   "rename the file", source, plural(name.size(), "character"), kMaxGeneratorNameBytes));
  }
  return {source, project.build() + "/generators/" + problem + "/" + name};
}

ProblemProgram validator_program(const Project& project, const std::string& problem) {
  return {project.testcases() + "/" + problem + "/validator/validate.cpp",
          project.build() + "/validators/" + problem + "/validate"};
}

ProblemProgram output_validator_program(const Project& project, const std::string& problem) {
  return {project.testcases() + "/" + problem + "/output_validator/validate.cpp",
          project.build() + "/output_validators/" + problem + "/validate"};
}

CompileJailLimits problem_program_compile_limits() {
  CompileJailLimits limits;
  limits.cpu_seconds = 60;
  limits.wall_seconds = 180;  // a static link of a large generator, on a machine busy judging
  return limits;
}

void build_problem_program(const ProblemProgram& program, const Project& project) {
  if (!fs::is_regular_file(program.source)) throw JudgeFailure("cannot open '" + program.source + "': No such file");
  if (up_to_date(program, project)) return;
  fs::create_directories(fs::path(program.binary).parent_path());
  remove_abandoned_jails(program.binary);
  // A folder of its own per process and thread, so two judges building at once do not share it;
  // '@' is in no safe name, so no program's binary can be called so.
  const FolderAt jail(fmt::format("{}@jail.{}.{}", program.binary, getpid(), gettid()));
  const std::string& folder = jail.path();
  const fs::path source = fs::absolute(program.source).lexically_normal();
  const fs::path common = fs::absolute(project.testcases() + "/common").lexically_normal();
  for (const fs::path& shown : {source.parent_path(), common}) check_not_linked(shown, project);
  const std::string built = folder + "/binary";
  CompileJailRequest request;
  request.argv = {compiler_program(CompilerFamily::kClang)};
  request.argv.insert(request.argv.end(), kFlags.begin(), kFlags.end());
  request.argv.insert(request.argv.end(), {"-o", built, source.string()});
  // What such programs include: their neighbours and the shared headers, nothing else of the project.
  request.readable = {source.parent_path().string(), common.string()};
  request.output_folder = folder;
  request.limits = problem_program_compile_limits();
  CompileJailRun run = run_jailed_compiler(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  if (!run.ok) {
    std::string limit = describe_compile_limit(run.limit, request.limits);
    std::string errors = limit.empty() ? first_error_lines(run.output, 10) : limit;
    throw JudgeFailure("cannot compile '" + program.source + "':\n" + escape_untrusted(errors, true));
  }
  // Back to the judge's own uid: nothing the compiler's uid owns outlives the compile.
  if (geteuid() == 0 && chown(built.c_str(), 0, 0) != 0) {
    throw JudgeFailure(fmt::format("cannot take back '{}': {}", built, std::strerror(errno)));
  }
  fs::rename(built, program.binary);
}

bool problem_programs_trusted(const Project& project, const std::string& problem) {
  const std::string directory = project.testcases() + "/" + problem;
  if (!fs::exists(directory + "/problem.yaml")) return false;
  return load_problem_config(directory).trusted_programs;
}

SpawnRequest program_run_request(const std::string& binary, const ProgramLimits& limits, bool trusted) {
  SpawnRequest request;
  request.argv = {fs::absolute(binary).string()};
  request.side_channel = false;
  request.sandbox = !trusted;
  request.limits.cpu_seconds = limits.cpu_seconds;
  request.limits.cpu_kill_seconds = limits.cpu_seconds;
  request.limits.wall_seconds = limits.wall_seconds;
  request.limits.memory_bytes = limits.memory_bytes;
  request.limits.output_bytes = limits.output_bytes;
  return request;
}

std::string describe_program_end(const RunRecord& run, const ProgramLimits& limits) {
  if (run.killed_at_deadline) return fmt::format("ran past {:g} s", limits.wall_seconds);
  if (run.killed_at_cpu_limit || run.signal == SIGXCPU) return fmt::format("used more than {:g} s of CPU", limits.cpu_seconds);
  if (run.signal == SIGXFSZ || run.stdout_over_limit) {
    return fmt::format("wrote more than {} MiB", limits.output_bytes >> 20);
  }
  if (run.signal == SIGSYS) {
    return "was stopped by the sandbox (a forbidden system call: writing a file, starting a process, a socket...)";
  }
  if (run.signal != 0) return "was killed by " + describe_signal(run.signal);
  return fmt::format("exited {}", run.exit_code);
}

}  // namespace lcjudge
