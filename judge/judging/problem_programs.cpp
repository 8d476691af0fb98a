#include "judging/problem_programs.h"

#include <unistd.h>

#include <filesystem>
#include <vector>

#include "base/error.h"
#include "judging/build.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// Linked statically: such programs run once per stress case, and loading libstdc++ would double
// the cost of every start. Compiled with clang and linked with lld, as solutions are: a validator
// took 1.1 CPU-s instead of g++'s 2.3.
const std::vector<std::string> kFlags = {"-std=c++17", "-O2", "-pipe", "-Wall", "-Wextra", "-static", "-fuse-ld=lld"};
constexpr double kProgramCompileSeconds = 300;

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
  std::error_code error;
  auto built = fs::last_write_time(program.binary, error);
  if (error) return false;
  std::vector<fs::path> inputs = headers_for(program, project);
  inputs.push_back(program.source);
  for (const auto& input : inputs) {
    auto changed = fs::last_write_time(input, error);
    if (error || changed > built) return false;
  }
  return true;
}

}  // namespace

ProblemProgram generator_program(const Project& project, const std::string& problem, const std::string& name) {
  return {project.testcases() + "/" + problem + "/generators/" + name + ".cpp",
          project.build() + "/generators/" + problem + "/" + name};
}

ProblemProgram validator_program(const Project& project, const std::string& problem) {
  return {project.testcases() + "/" + problem + "/validator/validate.cpp",
          project.build() + "/validators/" + problem + "/validate"};
}

ProblemProgram output_validator_program(const Project& project, const std::string& problem) {
  return {project.testcases() + "/" + problem + "/output_validator/validate.cpp",
          project.build() + "/output_validators/" + problem + "/validate"};
}

void build_problem_program(const ProblemProgram& program, const Project& project) {
  if (!fs::is_regular_file(program.source)) throw JudgeFailure("cannot open '" + program.source + "': No such file");
  if (up_to_date(program, project)) return;
  fs::create_directories(fs::path(program.binary).parent_path());
  // A name of its own per process, so two judges building at once do not write one file.
  std::string temporary = program.binary + ".tmp." + std::to_string(getpid());
  SpawnRequest request;
  request.argv = {compiler_program(CompilerFamily::kClang)};
  request.argv.insert(request.argv.end(), kFlags.begin(), kFlags.end());
  request.argv.insert(request.argv.end(), {"-o", temporary, program.source});
  request.side_channel = false;
  request.limits.wall_seconds = kProgramCompileSeconds;
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  std::error_code ignored;
  if (!run.exited || run.exit_code != 0) {
    fs::remove(temporary, ignored);
    throw JudgeFailure("cannot compile '" + program.source + "':\n" +
                       first_error_lines(run.stdout_text + run.stderr_text, 10));
  }
  fs::rename(temporary, program.binary);
}

}  // namespace lcjudge
