#include "report/report.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

namespace lcjudge {
namespace {

constexpr size_t kShortInput = 200;  // inputs up to this many bytes are shown with a failure

// The verdict's short name padded to `width`, coloured after padding so columns stay aligned.
std::string painted_verdict(Verdict verdict, size_t width, const ReportStyle& style) {
  std::string text = short_name(verdict);
  text.resize(std::max(width, text.size()), ' ');
  return style.colour ? std::string(colour(verdict)) + text + "\033[0m" : text;
}

std::string format_memory(std::uint64_t bytes) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f MiB", static_cast<double>(bytes) / (1 << 20));
  return buffer;
}

std::string short_input(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string text(kShortInput + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.size() > kShortInput) return "";
  while (!text.empty() && text.back() == '\n') text.pop_back();
  std::string indented;
  for (char c : text) indented += c == '\n' ? std::string("\n             ") : std::string(1, c);
  return indented;
}

void print_case(std::FILE* out, const CaseResult& result, const ReportStyle& style, bool show_input) {
  const auto& outcome = result.outcome;
  std::string timing;
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.3f s", outcome.cpu_seconds);
  timing = buffer;
  std::fprintf(out, "      %s %-40s %9s %10s", painted_verdict(outcome.verdict, 4, style).c_str(),
               result.test.id.c_str(), timing.c_str(), format_memory(outcome.peak_memory_bytes).c_str());
  if (!outcome.message.empty()) std::fprintf(out, "  %s", outcome.message.c_str());
  std::fprintf(out, "\n");
  if (show_input) {
    std::string input = short_input(result.test.input_path);
    if (!input.empty()) std::fprintf(out, "      input: %s\n", input.c_str());
  }
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
  std::string mark = style.colour ? (ok ? "\033[32mok  \033[0m" : "\033[1;31mFAIL\033[0m") : (ok ? "ok  " : "FAIL");
  std::string cases = std::to_string(passed) + "/" + std::to_string(report.total_cases);
  char timing[32];
  std::snprintf(timing, sizeof timing, "%.3f s", slowest);
  std::fprintf(out, "%s  %-50s expected %-3s got %s %7s passed  max %9s %10s\n", mark.c_str(),
               report.solution.display.c_str(), short_name(report.solution.expected),
               painted_verdict(report.verdict, 4, style).c_str(), cases.c_str(), timing, format_memory(peak).c_str());

  if (!report.build.ok) {
    std::fprintf(out, "      CE   %s\n", report.build.message.c_str());
  }
  if (!report.expectation.ok && report.build.ok) std::fprintf(out, "      %s\n", report.expectation.message.c_str());
  for (const auto& result : report.results) {
    // The case that settles the verdict is always shown; for an accepted solution, every failure.
    bool failed = result.outcome.verdict != Verdict::kAccepted;
    bool notable = &result == report.expectation.culprit ||
                   (failed && (report.solution.expected == Verdict::kAccepted ||
                               result.outcome.verdict == Verdict::kJudgeError));
    if (style.verbose || notable) {
      print_case(out, result, style, result.outcome.verdict != Verdict::kAccepted);
    }
  }
}

void print_totals(std::FILE* out, const std::vector<SolutionReport>& reports) {
  size_t passed = 0;
  for (const auto& report : reports) {
    if (report.expectation.ok && !report.judge_error) ++passed;
  }
  std::fprintf(out, "%zu passed, %zu failed\n", passed, reports.size() - passed);
}

}  // namespace lcjudge

