#include "judging/output_validator.h"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <mutex>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "base/terminal_escape.h"
#include "judging/answer_compare.h"
#include "judging/classify.h"
#include "judging/problem_programs.h"
#include "process/interrupt.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

constexpr size_t kShownBytes = 200;                   // of a judge message in a verdict's message
constexpr std::uint64_t kFeedbackBytes = 1ull << 20;  // what it may write: its messages, not data

// config.directory is ROOT/testcases/<problem>: the project whose build/ and testcases/common/ it uses.
Project project_of(const ProblemConfig& config) {
  std::string root = fs::path(config.directory).parent_path().parent_path().string();
  return Project{root.empty() ? "." : root};
}

// The binary, built once per process: builds of one program must not overlap (they share a
// temporary name), and judging runs cases on many threads. A failed build is remembered too.
struct Built {
  std::string binary;
  std::string error;
};

Built built_validator(const ProblemConfig& config) {
  static std::mutex mutex;
  static std::map<std::string, Built> built;
  std::lock_guard<std::mutex> lock(mutex);
  auto found = built.find(config.output_validator);
  if (found != built.end()) return found->second;
  Project project = project_of(config);
  ProblemProgram program = output_validator_program(project, config.name);
  program.source = config.output_validator;
  Built result;
  try {
    build_problem_program(program, project);
    result.binary = fs::absolute(program.binary).string();
  } catch (const JudgeFailure& e) {
    result.error = e.what();
  }
  return built[config.output_validator] = result;
}

}  // namespace

OutputJudgement run_output_validator(const ProblemConfig& config, const std::string& input_path,
                                     const std::string& answer_path, const std::string& output,
                                     const OutputValidatorLimits& limits) {
  const std::string name = "the output validator '" + config.output_validator + "'";
  Built built = built_validator(config);
  if (!built.error.empty()) return {Verdict::kJudgeError, built.error};
  RunRecord run;
  ProgramLimits program_limits;
  program_limits.cpu_seconds = limits.cpu_seconds;
  program_limits.wall_seconds = limits.wall_seconds;
  program_limits.memory_bytes = limits.memory_bytes;
  program_limits.output_bytes = kFeedbackBytes;
  try {
    ScratchFolder scratch("lcjudge-check", removed_on_interrupt());
    // Both as the comparison reads them: "[null, true]" in a .ans is the driver's "[null,true]".
    std::string output_path = scratch.write("output", compact_answer_text(output));
    std::string compact_answer_path = scratch.write("answer", compact_answer_text(read_file(answer_path)));
    // In the sandbox: the input and the answer are sealed copies it opens by /proc/self/fd/N, and
    // the feedback folder's judgemessage.txt is the one file it may write. Trusted (problem.yaml's
    // trusted_programs), it runs as the judge in the scratch folder, given the files' own paths.
    SpawnRequest request = program_run_request(built.binary, program_limits, config.trusted_programs);
    std::string feedback_dir;
    if (config.trusted_programs) {
      feedback_dir = scratch.path() + "/feedback/";
      fs::create_directory(feedback_dir);
      request.working_directory = scratch.path();
      request.argv.insert(request.argv.end(),
                          {fs::absolute(input_path).string(), fs::absolute(compact_answer_path).string(), feedback_dir});
    } else {
      request.feedback = true;
      request.shown_files = {input_path, compact_answer_path};
      request.argv.insert(request.argv.end(), {shown_file_path(request, 0), shown_file_path(request, 1), feedback_folder()});
    }
    request.stdin_path = output_path;
    run = spawn_and_wait(request);
    if (config.trusted_programs) {
      run.feedback_text = read_file_if_exists(feedback_dir + "judgemessage.txt").value_or("").substr(0, kStderrKeep);
    }
  } catch (const std::exception& e) {  // no scratch folder, or a full disk: this case's judge error
    return {Verdict::kJudgeError, name + ": " + escape_untrusted(e.what())};
  }
  if (!run.internal_error.empty()) return {Verdict::kJudgeError, name + ": " + run.internal_error};
  std::string said = escaped_first_line(run.feedback_text, kShownBytes);
  if (run.exited && run.exit_code == kValidatorAccepts) return {Verdict::kAccepted, ""};
  if (run.exited && run.exit_code == kValidatorRejects) {
    return {Verdict::kWrongAnswer, said.empty() ? "rejected by the output validator" : "the output validator says: " + said};
  }
  std::string how = describe_program_end(run, program_limits);
  if (run.exited && !run.stdout_over_limit) how += " (42 accepts, 43 rejects)";
  std::string detail = escaped_first_line(run.stderr_text, kShownBytes);
  if (detail.empty()) detail = said;
  return {Verdict::kJudgeError, name + " " + how + (detail.empty() ? "" : ": " + detail)};
}

}  // namespace lcjudge
