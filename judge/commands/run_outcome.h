// How a judging run ends, shared by `judge run` and `judge merge` (which must end alike): the
// totals line, the --json and --junit reports asked for, and the exit status.
#pragma once

#include <string>
#include <vector>

#include "judging/expectations.h"
#include "judging/scheduler.h"
#include "report/json_report.h"
#include "report/report.h"

namespace lcjudge {

struct ReportFiles {
  std::string json_path;   // --json FILE; empty: none
  std::string junit_path;  // --junit FILE; empty: none
};

// How the verdict table is printed: every case with -v, in colour on a terminal.
ReportStyle report_style(bool verbose);

// Prints the totals, writes the reports, and returns the exit status: kExitError when some case
// could not be judged (naming the first and why), else whether every solution was as expected.
int finish_judging(const std::vector<SolutionReport>& reports, const std::vector<Expectation>& expectations,
                   const ReportFiles& files, const RunSummary& summary);

}  // namespace lcjudge
