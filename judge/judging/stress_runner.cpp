#include "judging/stress_runner.h"

#include <filesystem>

#include "base/error.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "judging/fair_run.h"
#include "judging/output_check.h"
#include "judging/shrink.h"
#include "process/interrupt.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// A problem program taking longer than this, or printing more, is broken, not slow.
ProgramLimits stress_program_limits() {
  ProgramLimits limits;
  limits.cpu_seconds = 10;
  limits.wall_seconds = 20;
  limits.output_bytes = 64ull << 20;
  return limits;
}
// The brute force may be much slower than a solution; it is still bounded, so a stuck one ends.
constexpr double kReferenceTimeFactor = 10;


// How a finished run ended, for messages: "exited 1: what it said on stderr".
std::string how_it_ended(const RunRecord& run) {
  std::string end = describe_program_end(run, stress_program_limits());
  std::string said = escaped_first_line(run.stderr_text);
  return said.empty() ? end : end + ": " + said;
}

// Runs one of the problem's own programs to completion, in the sandbox: ARGUMENTS after the
// binary's path, and, when SHOWN is not empty, that file as its last argument (a sealed copy).
RunRecord run_program(const std::string& binary, const std::vector<std::string>& arguments, bool trusted,
                      const std::string& shown = "") {
  SpawnRequest request = program_run_request(binary, stress_program_limits(), trusted);
  request.argv.insert(request.argv.end(), arguments.begin(), arguments.end());
  if (!shown.empty()) {
    request.shown_files = {shown};
    request.argv.push_back(shown_file_path(request, 0));
  }
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  return run;
}

std::string display(const std::string& binary) { return fs::path(binary).filename().string(); }

}  // namespace

class StressRunner::ScratchFile {
 public:
  explicit ScratchFile(std::string path) : path_(std::move(path)) {}
  ScratchFile(ScratchFile&& other) noexcept : path_(std::move(other.path_)) { other.path_.clear(); }
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;
  ~ScratchFile() {
    std::error_code ignored;
    if (!path_.empty()) fs::remove(path_, ignored);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

StressRunner::StressRunner(ProblemConfig config, StressPrograms programs, std::optional<Validator> validator)
    : config_(std::move(config)),
      reference_limits_(config_.limits),
      programs_(std::move(programs)),
      validator_(std::move(validator)),
      scratch_("lcjudge-stress", removed_on_interrupt()) {
  set_time_limit(reference_limits_, config_.limits.time_limit_seconds * kReferenceTimeFactor);
}

StressRunner::ScratchFile StressRunner::write_scratch(const std::string& text) const {
  return ScratchFile(scratch_.write("case-" + std::to_string(next_file_++) + ".in", text));
}

std::vector<std::string> StressRunner::random_cases(std::uint64_t first_seed, size_t count, int max_size) const {
  std::vector<std::string> arguments = {"--seed", std::to_string(first_seed), "--max-size", std::to_string(max_size),
                                        "--count", std::to_string(count)};
  std::string command = display(programs_.random_case);
  for (const auto& argument : arguments) command += " " + argument;
  RunRecord run = run_program(programs_.random_case, arguments, config_.trusted_programs);
  if (!run.exited || run.exit_code != 0) throw JudgeFailure("'" + command + "' failed: " + how_it_ended(run));
  std::vector<std::string> cases;
  try {
    cases = parse_candidates(run.stdout_text);  // the same listing format
  } catch (const JudgeFailure& e) {
    throw JudgeFailure("'" + command + "' printed a bad listing: " + e.what());
  }
  if (cases.size() != count) {
    throw JudgeFailure("'" + command + "' printed " + plural(cases.size(), "case") + ", not " + std::to_string(count));
  }
  return cases;
}

std::vector<std::string> StressRunner::candidates(const std::string& input) const {
  ScratchFile file = write_scratch(input);
  RunRecord run = run_program(programs_.shrink, {}, config_.trusted_programs, file.path());
  std::string shown = "'" + display(programs_.shrink) + "' on\n" + input;
  if (!run.exited || run.exit_code != 0) throw JudgeFailure(shown + "failed: " + how_it_ended(run));
  try {
    return parse_candidates(run.stdout_text);
  } catch (const JudgeFailure& e) {
    throw JudgeFailure(shown + "printed a bad listing: " + e.what());
  }
}

// Each public method writes the case to a scratch file once; these run on that file, and name the
// case by its text in messages since the file is gone by the time anyone reads them.

void StressRunner::check_valid_at(const std::string& path, const std::string& input, const std::string& origin) const {
  if (!validator_) return;
  Validation validation = validator_->check(path, false);
  if (validation.valid) return;
  std::string where = validation.line > 0 ? "line " + std::to_string(validation.line) + ", column " +
                                                std::to_string(validation.column) + ": "
                                          : "";
  throw JudgeFailure(origin + " is not valid (" + where + validation.rule + "):\n" + input);
}

std::string StressRunner::reference_answer_at(const std::string& path, const std::string& input) const {
  RunRecord run = run_under_limits(programs_.reference, path, reference_limits_, gate_);
  // Whatever it printed passes, so anything but AC is its fault, never a mismatch.
  CaseOutcome outcome =
      classify(run, reference_limits_, [](const std::string&) { return OutputJudgement{Verdict::kAccepted, ""}; });
  if (outcome.verdict != Verdict::kAccepted) {
    throw JudgeFailure("the reference '" + programs_.reference.program + "' got " + short_name(outcome.verdict) + " (" +
                       outcome.message + ") on\n" + input);
  }
  return run.answer_text;
}

SolutionAnswer StressRunner::run_solution_at(size_t solution, const std::string& path, const std::string& input,
                                             const std::string& expected) const {
  const JudgeLimits& limits =
      solution < programs_.solution_limits.size() ? programs_.solution_limits[solution] : config_.limits;
  RunRecord run = run_under_limits(programs_.solutions.at(solution), path, limits, gate_);
  SolutionAnswer answer;
  answer.outcome = classify(run, limits, [&](const std::string& output) {
    // As `judge run` judges a case: an output validator, when there is one, reads the answer from a file.
    if (config_.output_validator.empty()) return judge_output(config_, path, "", expected, output);
    ScratchFile answer_file = write_scratch(expected);
    return judge_output(config_, path, answer_file.path(), expected, output);
  });
  if (answer.outcome.verdict == Verdict::kJudgeError) {
    throw JudgeFailure("cannot judge '" + programs_.solutions[solution].program + "': " + answer.outcome.message + ", on\n" + input);
  }
  if (run.exited && run.exit_code == 0) answer.output = run.answer_text;
  return answer;
}

void StressRunner::check_valid(const std::string& input, const std::string& origin) const {
  if (validator_) check_valid_at(write_scratch(input).path(), input, origin);
}

std::string StressRunner::reference_answer(const std::string& input) const {
  return reference_answer_at(write_scratch(input).path(), input);
}

SolutionAnswer StressRunner::run_solution(size_t solution, const std::string& input, const std::string& expected) const {
  return run_solution_at(solution, write_scratch(input).path(), input, expected);
}

std::optional<Disagreement> StressRunner::first_disagreement(const std::string& input) const {
  ScratchFile file = write_scratch(input);
  const std::string expected = reference_answer_at(file.path(), input);
  for (size_t i = 0; i < programs_.solutions.size(); ++i) {
    Verdict verdict = run_solution_at(i, file.path(), input, expected).outcome.verdict;
    if (verdict != Verdict::kAccepted) return Disagreement{i, verdict};
  }
  return std::nullopt;
}

bool StressRunner::shrinks_to(const Disagreement& disagreement, const std::string& input, const std::string& origin) const {
  ScratchFile file = write_scratch(input);
  check_valid_at(file.path(), input, origin);
  const std::string expected = reference_answer_at(file.path(), input);
  return run_solution_at(disagreement.solution, file.path(), input, expected).outcome.verdict == disagreement.verdict;
}

}  // namespace lcjudge
