#include "report/report.h"

#include <fmt/color.h>
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "base/terminal.h"
#include "base/terminal_escape.h"
#include "judging/classify.h"
#include "report/design_call.h"
#include "report/side_by_side.h"
#include "report/stdout_excerpt.h"

namespace lcjudge {
namespace {

constexpr size_t kShortInput = 200;  // inputs up to this many bytes are shown with a failure
// How much of a solution's stdout a case line shows (LeetCode's "Stdout" panel, in short).
constexpr size_t kStdoutExcerptBytes = 200;
constexpr size_t kStdoutExcerptLines = 3;

// The verdict's short name padded to 4 columns, coloured after padding so columns stay aligned
// (the escape codes take no column).
std::string painted_verdict(Verdict verdict, const ReportStyle& style) {
  return painted(fmt::format("{:<4}", short_name(verdict)), verdict_style(verdict), style.colour);
}

double mebibytes(std::uint64_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

std::string short_input(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string text(kShortInput + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.size() > kShortInput) return "";
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return printable_indented(text, "             ");
}

// The first MAX_BYTES of the file at PATH ("" if it cannot be read): a case's file, as a report
// quotes it.
std::string file_head(const std::string& path, size_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  std::string text(max_bytes, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  return text;
}

// Under a wrong answer: in a design problem (DESIGN_CALLS, from its signature) the call that
// differs; with -v, the expected answer and the one found, in full (side by side when long). As
// LeetCode shows them, their JSON text, escaped for the terminal only: both may be the solution's.
void print_wrong_answer(std::FILE* out, const CaseResult& result, bool design_calls, const ReportStyle& style) {
  const std::string& found = result.outcome.found_answer;
  std::string expected = file_head(result.test.answer_path, kKeptFoundAnswer);
  std::string call =
      design_calls ? differing_call(file_head(result.test.input_path, kKeptFoundAnswer), expected, found) : "";
  if (!call.empty()) fmt::print(out, "      {}\n", printable(call));
  if (!style.verbose) return;
  if (expected.size() == kKeptFoundAnswer || found.size() == kKeptFoundAnswer) {
    fmt::print(out, "      (the first {} KiB of each)\n", kKeptFoundAnswer >> 10);
  }
  if (needs_side_by_side(expected, found)) {
    fmt::print(out, "{}", side_by_side("expected", expected, "found", found, 48, "      "));
    return;
  }
  auto one_line = [](const std::string& text) {
    size_t end = text.find_last_not_of(" \t\r\n");
    return end == std::string::npos ? std::string("(nothing)") : printable(text.substr(0, end + 1));
  };
  fmt::print(out, "      expected: {}\n      found:    {}\n", one_line(expected), one_line(found));
}

void print_case(std::FILE* out, const CaseResult& result, bool design_calls, const ReportStyle& style, bool show_input) {
  const auto& outcome = result.outcome;
  // Every text below may quote a solution, a compiler or a data file: printable() whatever escaped it before.
  fmt::print(out, "      {} {:<40} {:>7.3f} s {:>6.1f} MiB", painted_verdict(outcome.verdict, style), printable(result.test.id),
             outcome.cpu_seconds, mebibytes(outcome.peak_memory_bytes));
  if (!outcome.message.empty()) fmt::print(out, "  {}", printable(outcome.message));
  fmt::print(out, "\n");
  // A run-time error's traceback in LeetCode's words, under the verdict: the solution's text, indented.
  if (!outcome.traceback.empty()) fmt::print(out, "{:11}{}\n", "", printable_indented(outcome.traceback, "           "));
  if (show_input) {
    std::string input = short_input(result.test.input_path);
    if (!input.empty()) fmt::print(out, "      input: {}\n", input);
  }
  // What it printed is shown apart, as LeetCode's "Stdout" panel: it never decided the verdict.
  std::string printed = stdout_excerpt(outcome.stdout_text, outcome.stdout_bytes, kStdoutExcerptLines,
                                       kStdoutExcerptBytes, "              ");
  if (!printed.empty()) fmt::print(out, "      stdout: {}\n", printed);
  if (outcome.verdict == Verdict::kWrongAnswer) print_wrong_answer(out, result, design_calls, style);
  if (!outcome.alone_note.empty()) fmt::print(out, "      {}\n", printable(outcome.alone_note));
}

}  // namespace

void print_solution_report(std::FILE* out, const SolutionReport& report, const ReportStyle& style) {
  size_t passed = 0;
  double slowest = 0;
  std::uint64_t peak = 0;
  for (const auto& result : report.results) {
    if (result.outcome.verdict == Verdict::kAccepted) ++passed;
    slowest = std::max(slowest, result.outcome.cpu_seconds);
    peak = std::max(peak, result.outcome.peak_memory_bytes);
  }
  bool ok = report.expectation.ok && !report.judge_error;
  std::string mark = ok ? painted("ok  ", fg(fmt::terminal_color::green), style.colour)
                        : painted("FAIL", fmt::emphasis::bold | fg(fmt::terminal_color::red), style.colour);
  // Out of the cases judged: a solution stopped at its first failing case did not fail the rest.
  const size_t judged = report.results.size();
  std::string cases = fmt::format("{}/{}", passed, report.build.ok ? judged : report.total_cases);
  std::string stopped = report.build.ok && judged < report.total_cases
                            ? fmt::format("  (stopped at case {} of {})", judged, report.total_cases)
                            : "";
  fmt::print(out, "{}  {:<50} {:<10} expected {:<3} got {} {:>7} passed  max {:>7.3f} s {:>6.1f} MiB{}\n", mark,
             printable(report.solution.display), language_name(report.solution.language),
             short_name(report.solution.expected), painted_verdict(report.verdict, style),
             cases, slowest, mebibytes(peak), stopped);

  if (!report.build.ok) fmt::print(out, "      CE   {}\n", printable_indented(report.build.message, "           "));
  if (!report.expectation.ok && report.build.ok) {
    fmt::print(out, "      {}\n", printable_indented(report.expectation.message, "      "));
  }
  for (const auto& result : report.results) {
    // The case that settles the verdict is always shown; for an accepted solution, every failure.
    bool failed = result.outcome.verdict != Verdict::kAccepted;
    bool notable = &result == report.expectation.culprit ||
                   (failed && (report.solution.expected == Verdict::kAccepted ||
                               result.outcome.verdict == Verdict::kJudgeError));
    if (style.verbose || notable) {
      print_case(out, result, report.design_calls, style, result.outcome.verdict != Verdict::kAccepted);
    }
  }
}

void print_totals(std::FILE* out, const std::vector<SolutionReport>& reports) {
  size_t passed = 0;
  for (const auto& report : reports) {
    if (report.expectation.ok && !report.judge_error) ++passed;
  }
  fmt::print(out, "{} passed, {} failed\n", passed, reports.size() - passed);
}

}  // namespace lcjudge

