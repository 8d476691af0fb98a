#include "judging/classify.h"

#include <signal.h>

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

#include "base/terminal_escape.h"
#include "driver/protocol.h"
#include "judging/run_traceback.h"
#include "judging/out_of_memory_words.h"
#include "process/sandbox.h"

namespace lcjudge {
namespace {

std::string format_seconds(double seconds) { return fmt::format("{:.2f} s", seconds); }

// A record's text as a message quotes it: escaped and cut, as a solution may write 64 KiB of it
// (an exception's what(), a bad-input claim) and the message is shown on every line, JSON and
// JUnit report that names the case.
constexpr size_t kMaxQuotedRecord = 300;
std::string quoted_record(const std::string& text) { return escaped_first_line(text, kMaxQuotedRecord); }

}  // namespace

std::map<std::string, std::string> parse_side_channel(const std::string& text) {
  std::map<std::string, std::string> records;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    size_t space = line.find(' ');
    records[line.substr(0, space)] = space == std::string::npos ? "" : line.substr(space + 1);
    start = end + 1;
  }
  return records;
}

std::optional<double> plausible_seconds(const std::string& nanos, double at_most) {
  char* end = nullptr;
  double value = std::strtod(nanos.c_str(), &end);
  if (nanos.empty() || end != nanos.c_str() + nanos.size() || !std::isfinite(value) || value < 0) return std::nullopt;
  double seconds = value / 1e9;
  if (seconds > at_most) return std::nullopt;
  return seconds;
}

std::optional<std::uint64_t> plausible_count(const std::string& text, double seconds) {
  if (text.empty() || text.size() > 19) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (static_cast<double>(value) > seconds * kMostWorkPerSecond) return std::nullopt;
  return value;
}

std::string describe_signal(int signal) {
  const char* name = sigabbrev_np(signal);
  const char* what = sigdescr_np(signal);
  std::string result = name ? std::string("SIG") + name : "signal " + std::to_string(signal);
  if (what) result += std::string(" (") + what + ")";
  return result;
}

CaseOutcome classify(const RunRecord& run, const JudgeLimits& limits, const std::string& expected_answer,
                     const CompareOptions& compare_options) {
  return classify(run, limits, [&](const std::string& output) -> OutputJudgement {
    Comparison comparison = compare_answers(expected_answer, output, compare_options);
    if (comparison.bad_answer) return {Verdict::kJudgeError, comparison.message};
    return {comparison.equal ? Verdict::kAccepted : Verdict::kWrongAnswer, comparison.message};
  });
}

namespace {

// What RUN measured and the solution reported (SIDE, its side channel) that a report shows.
CaseOutcome measured_outcome(const RunRecord& run, const JudgeLimits& limits,
                             const std::map<std::string, std::string>& side) {
  CaseOutcome outcome;
  outcome.cpu_seconds = run.cpu_seconds;
  outcome.wall_seconds = run.wall_seconds;
  outcome.peak_memory_bytes = run.peak_memory_bytes;
  // Shown, never judged: the answer travels apart (protocol.h's kAnswerFd).
  outcome.stdout_text = run.stdout_text.substr(0, kShownStdoutBytes);
  outcome.stdout_bytes = std::max<std::uint64_t>(run.stdout_size, run.stdout_text.size());
  // The solution's own report: plausible values only, and never a verdict's reason.
  double longest = std::max(run.wall_seconds, limits.wall_seconds) + 1;
  if (auto it = side.find(protocol::kSolveNanosKey); it != side.end()) outcome.solve_seconds = plausible_seconds(it->second, longest);
  if (auto it = side.find(protocol::kParseNanosKey); it != side.end()) outcome.parse_seconds = plausible_seconds(it->second, longest);
  if (auto it = side.find(protocol::kWorkKey); it != side.end()) outcome.work_count = plausible_count(it->second, longest);
  if (auto it = side.find(protocol::kPeakMemoryKey); it != side.end()) {
    char* end = nullptr;
    unsigned long long kib = std::strtoull(it->second.c_str(), &end, 10);
    bool plain = !it->second.empty() && std::isdigit(static_cast<unsigned char>(it->second[0])) && *end == '\0';
    if (plain && kib <= (1ull << 40)) outcome.reported_peak_memory_bytes = kib * 1024;  // up to 1 PiB
  }
  return outcome;
}

// Why RUN exceeded the time limit, if it did; a report says by how much: the measured time, or
// "> X" when the run was stopped at X.
std::optional<std::string> time_limit_exceeded(const RunRecord& run, const JudgeLimits& limits) {
  std::string limit = "limit " + format_seconds(limits.time_limit_seconds);
  std::string exceeded = "time " + limit + " exceeded";
  if (run.killed_at_cpu_limit) return exceeded + " (stopped at " + format_seconds(limits.kill_after_seconds) + ")";
  if (run.killed_at_deadline) {
    // Neither running nor waiting for a CPU (supervise.h), so sleeping or blocked, never the load.
    return "idle (sleeping or blocked) for more than " + format_seconds(limits.wall_seconds) + ", killed there (CPU " +
           format_seconds(run.cpu_seconds) + ", " + limit + ")";
  }
  if (run.cpu_seconds > limits.time_limit_seconds) {
    bool stopped = run.signal == SIGXCPU || run.signal == SIGKILL;
    return exceeded + " (CPU " + format_seconds(run.cpu_seconds) + (stopped ? ", stopped by the CPU limit)" : ")");
  }
  return std::nullopt;
}

}  // namespace

CaseOutcome classify(const RunRecord& run, const JudgeLimits& limits, const OutputJudge& judge_output) {
  auto side = parse_side_channel(run.side_channel_text);
  CaseOutcome outcome = measured_outcome(run, limits, side);
  auto says = [&](const char* key, int exit_code) { return run.exited && run.exit_code == exit_code && side.count(key); };

  auto verdict = [&](Verdict v, std::string message) {
    outcome.verdict = v;
    outcome.message = std::move(message);
    return outcome;
  };

  if (!run.internal_error.empty()) return verdict(Verdict::kJudgeError, run.internal_error);
  if (!run.protocol_fault.empty()) return verdict(Verdict::kRunTimeError, "the process " + run.protocol_fault);
  if (says(protocol::kBadInputKey, protocol::kBadInputExit)) {
    outcome.claimed_bad_input = quoted_record(side[protocol::kBadInputKey]);
    return verdict(Verdict::kRunTimeError, "the solution says its input is bad, which the judge's check does not confirm: " +
                                               *outcome.claimed_bad_input);
  }
  // Time first: a run that used up its CPU time is TLE whatever finally stopped it.
  if (std::optional<std::string> why = time_limit_exceeded(run, limits)) return verdict(Verdict::kTimeLimitExceeded, *why);
  if (run.answer_over_limit || run.stdout_over_limit || run.stderr_over_limit) {
    // Measured by the judge: the captured file's size reached the cap (RLIMIT_FSIZE). A SIGXFSZ
    // alone is a signal like any other: the program can raise it after two bytes.
    std::string what = run.answer_over_limit ? "the answer" : run.stdout_over_limit ? "output to stdout" : "output to stderr";
    return verdict(Verdict::kOutputLimitExceeded,
                   what + " reached the limit of " + std::to_string(limits.output_bytes >> 10) + " KiB");
  }
  if (run.killed_at_memory_limit || says(protocol::kOutOfMemoryKey, protocol::kOutOfMemoryExit) ||
      (outcome.reported_peak_memory_bytes && *outcome.reported_peak_memory_bytes > limits.memory_bytes)) {
    // Its own report can only condemn it. A forged small one hides nothing: RLIMIT_AS holds the
    // memory (or, for a Python or Java run, the judge's poll of its resident memory, which stops
    // it there), and wait4's ru_maxrss (which may count the judge's pages shared until exec) is shown.
    // The runtime's own words beside the measurement, when it printed them: shown, never the reason.
    const std::uint64_t peak = outcome.reported_peak_memory_bytes.value_or(outcome.peak_memory_bytes);
    const std::string words = out_of_memory_words(run, side);
    return verdict(Verdict::kMemoryLimitExceeded,
                   "memory limit " + std::to_string(limits.memory_bytes >> 20) + " MiB reached (" +
                       (run.killed_at_memory_limit ? std::string("resident memory and page tables, stopped there")
                                                   : "peak resident " + std::to_string(peak >> 20) + " MiB") + ")" +
                       (words.empty() ? "" : ": " + words));
  }
  if (says(protocol::kForbiddenCallKey, protocol::kForbiddenCallExit)) {
    return verdict(Verdict::kRunTimeError,
                   "forbidden system call: " + escape_untrusted(syscall_name(std::atoi(side[protocol::kForbiddenCallKey].c_str()))));
  }
  if (run.signal == SIGSYS) {  // the driver's handler was replaced: the call is unknown
    return verdict(Verdict::kRunTimeError, "forbidden system call (killed by SIGSYS)");
  }
  if (run.signal != 0) {
    std::string detail = escaped_first_line(run.stderr_text);
    return verdict(Verdict::kRunTimeError,
                   "killed by " + describe_signal(run.signal) + (detail.empty() ? "" : ": " + detail));
  }
  if (says(protocol::kWrongResultKey, protocol::kWrongResultExit)) {
    // The driver's check of what the answer's text cannot show; forged, it only condemns the solution.
    return verdict(Verdict::kWrongAnswer, escape_untrusted(side[protocol::kWrongResultKey]));
  }
  if (says(protocol::kUncaughtExceptionKey, protocol::kUncaughtExceptionExit)) {
    if (auto it = side.find(protocol::kTracebackKey); it != side.end()) outcome.traceback = shown_traceback(it->second);
    return verdict(Verdict::kRunTimeError, "uncaught exception " + quoted_record(side[protocol::kUncaughtExceptionKey]));
  }
  if (run.exit_code != 0) {
    std::string detail = escaped_first_line(run.stderr_text);
    return verdict(Verdict::kRunTimeError,
                   "exit code " + std::to_string(run.exit_code) + (detail.empty() ? "" : ": " + detail));
  }
  // The judge's own count of an API's calls (or its check of read4's buf), whatever was answered.
  if (!run.api_wrong_answer.empty()) return verdict(Verdict::kWrongAnswer, escape_untrusted(run.api_wrong_answer));
  OutputJudgement judged = judge_output(run.answer_text);
  return verdict(judged.verdict, judged.message);
}

}  // namespace lcjudge
