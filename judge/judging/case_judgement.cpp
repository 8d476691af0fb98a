#include "judging/case_judgement.h"

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/terminal_escape.h"
#include "driver/protocol.h"
#include "judging/fair_run.h"
#include "judging/output_check.h"
#include "judging/sanitizer_report.h"

namespace lcjudge {

CaseOutcome classify_case_run(RunRecord run, bool retried_alone, const TestCase& test, const ProblemConfig& config,
                              const InputCheck& check_input, RunGate& gate) {
  // An answer that vanished since the cases were found is a judge error, not an empty answer.
  std::optional<std::string> answer;
  try {
    answer = read_file(test.answer_path);
  } catch (const JudgeFailure& e) {
    if (run.internal_error.empty()) run.internal_error = e.what();
  }
  CaseOutcome outcome = classify(run, config.limits, [&](const std::string& output) {
    return judge_output(config, test.input_path, test.answer_path, answer.value_or(""), output);
  });
  if (outcome.verdict == Verdict::kWrongAnswer) outcome.found_answer = run.answer_text.substr(0, kKeptFoundAnswer);
  if (outcome.claimed_bad_input && check_input) {
    // Only the judge's own check may blame the data; the solution's word is an RTE otherwise.
    if (auto reason = check_input(test, gate)) {
      outcome.verdict = Verdict::kJudgeError;
      outcome.bad_test_data = true;
      outcome.message = *reason;
    }
  }
  if (outcome.bad_test_data) outcome.message = "bad test data in '" + test.input_path + "', " + outcome.message;
  if (retried_alone) outcome.message += " [judged again alone after a starved first run]";
  return outcome;
}

CaseOutcome judge_case(const BuiltSolution& program, const TestCase& test, const ProblemConfig& config, RunGate& gate,
                       const InputCheck& check_input) {
  bool retried_alone = false;
  RunRecord run = run_under_limits(program, test.input_path, config.limits, gate, &retried_alone);
  return classify_case_run(std::move(run), retried_alone, test, config, check_input, gate);
}

bool worth_sanitizer_check(Verdict verdict) {
  return verdict == Verdict::kAccepted || verdict == Verdict::kWrongAnswer || verdict == Verdict::kRunTimeError;
}

JudgeLimits sanitized_limits(const JudgeLimits& limits) {
  JudgeLimits sanitized = limits;
  sanitized.sanitized = true;
  set_time_limit(sanitized, limits.time_limit_seconds * kSanitizerSlowdown + 1);
  return sanitized;
}

void check_with_sanitizers(CaseOutcome& outcome, const std::string& sanitized_binary, const std::string& source,
                           const TestCase& test, const ProblemConfig& config, RunGate& gate) {
  if (sanitized_binary.empty() || !worth_sanitizer_check(outcome.verdict)) return;
  const JudgeLimits limits = sanitized_limits(config.limits);
  judge_sanitized_run(outcome, run_under_limits(native_program(sanitized_binary), test.input_path, limits, gate), sanitized_binary,
                      source, test, config);
}

void judge_sanitized_run(CaseOutcome& outcome, const RunRecord& run, const std::string& sanitized_binary,
                         const std::string& source, const TestCase& test, const ProblemConfig& config) {
  const JudgeLimits limits = sanitized_limits(config.limits);
  if (!run.internal_error.empty()) {
    outcome.verdict = Verdict::kJudgeError;
    outcome.message = "cannot run the sanitized build: " + run.internal_error;
    return;
  }
  auto report = parse_sanitizer_report(run.stderr_text);
  if (run.exited && run.exit_code == 0) {
    // The exit code is the solution's to change (a death callback that exits with 0): a report on
    // stderr is a finding whatever it, and an accepted case's answer must be the sanitized run's too.
    if (report && !report->memory_cap) {
      outcome.verdict = Verdict::kRunTimeError;
      outcome.claimed_bad_input.reset();
      outcome.message = describe_sanitizer_finding(*report, sanitized_binary, source) + " (the sanitized build then exited with 0)";
      return;
    }
    if (outcome.verdict == Verdict::kAccepted) {
      std::string answer;
      try {
        answer = read_file(test.answer_path);
      } catch (const JudgeFailure&) {
        return;  // judged already: the optimised run's verdict stands
      }
      OutputJudgement judged = judge_output(config, test.input_path, test.answer_path, answer, run.answer_text);
      if (judged.verdict == Verdict::kWrongAnswer) {
        outcome.verdict = Verdict::kRunTimeError;
        outcome.message = "the sanitized build exited with 0 without the accepted answer" +
                          (judged.message.empty() ? "" : ": " + judged.message);
      }
    }
    return;  // nothing found: the optimised run's verdict stands
  }
  // Out of memory is a limit only as measured: exit 87 and a "rss limit exhausted" line are the
  // solution's to write, and a sanitized run that really ran out passed the memory limit (its cap
  // is twice that and more) before it did.
  bool said_out_of_memory = run.exited && (run.exit_code == protocol::kOutOfMemoryExit ||
                                           (run.exit_code == protocol::kSanitizerExit && report && report->memory_cap));
  bool stopped_at_limit = run.killed_at_deadline || run.killed_at_cpu_limit || run.killed_at_memory_limit ||
                          (said_out_of_memory && run.peak_memory_bytes >= config.limits.memory_bytes);
  if (stopped_at_limit) {
    // Slower and larger under the sanitizers, not wrong: the optimised run's verdict stands.
    std::string note = "[sanitized run stopped at its limit, not checked]";
    outcome.message = outcome.message.empty() ? note : outcome.message + " " + note;
    return;
  }
  const bool finding = run.exited && run.exit_code == protocol::kSanitizerExit && report;
  // A run that failed already keeps its own reason unless the sanitizer has a better one.
  if (outcome.verdict == Verdict::kRunTimeError && !finding) return;
  if (outcome.verdict == Verdict::kWrongAnswer && !finding && run.exited && run.exit_code == protocol::kWrongResultExit) {
    return;  // the driver found the same kind of wrong answer (a copy sharing nodes): the optimised run's stands
  }
  outcome.verdict = Verdict::kRunTimeError;
  outcome.claimed_bad_input.reset();
  if (finding) {
    outcome.message = escape_untrusted(describe_sanitizer_finding(*report, sanitized_binary, source));  // its headline is the run's stderr
  } else {
    // Its end in classify's words (a signal, a forbidden call, an uncaught exception); its output
    // was the optimised build's to judge.
    CaseOutcome ended =
        classify(run, limits, [](const std::string&) { return OutputJudgement{Verdict::kAccepted, ""}; });
    outcome.message = "the sanitized build: " + ended.message;
  }
}

}  // namespace lcjudge
