#include "commands/run_outcome.h"

#include <fmt/core.h>

#include "base/exit_status.h"
#include "base/terminal.h"
#include "base/terminal_escape.h"
#include "report/junit_report.h"

namespace lcjudge {

ReportStyle report_style(bool verbose) {
  ReportStyle style;
  style.verbose = verbose;
  style.colour = wants_colour(stdout);
  return style;
}

int finish_judging(const std::vector<SolutionReport>& reports, const std::vector<Expectation>& expectations,
                   const ReportFiles& files, const RunSummary& summary) {
  print_totals(stdout, reports);
  if (!files.json_path.empty()) write_json_report(files.json_path, reports, expectations, summary);
  if (!files.junit_path.empty()) write_report_file(files.junit_path, junit_xml(reports, expectations));
  bool judge_error = false, unexpected = false;
  // The first case that could not be judged, and why: bad data names its file, line and column.
  std::string first_error;
  size_t error_count = 0;
  for (const auto& report : reports) {
    judge_error = judge_error || report.judge_error;
    unexpected = unexpected || !report.expectation.ok;
    for (const auto& result : report.results) {
      if (result.outcome.verdict != Verdict::kJudgeError) continue;
      if (error_count++ == 0) {
        first_error = result.outcome.bad_test_data ? result.outcome.message
                                                   : fmt::format("{} on {}: {}", report.solution.display,
                                                                 result.test.id, result.outcome.message);
      }
    }
  }
  if (judge_error) {
    if (first_error.empty()) first_error = "some cases could not be judged";
    std::string more = error_count > 1 ? fmt::format(" (and {} more; see JE above)", error_count - 1) : "";
    fmt::print(stderr, "judge: error: {}{}\n", printable(first_error, true), more);
    return kExitError;
  }
  return unexpected ? kExitSomeUnexpected : kExitAllExpected;
}

}  // namespace lcjudge
