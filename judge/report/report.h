// Printing results: one line per solution, a line per unexpected case, every case with -v.
#pragma once

#include <cstdio>
#include <vector>

#include "judging/scheduler.h"

namespace lcjudge {

struct ReportStyle {
  bool verbose = false;
  bool colour = false;  // ANSI colours, for a terminal
};

// The solution's summary line and, below it, what broke its expectation (or every case with -v).
void print_solution_report(std::FILE* out, const SolutionReport& report, const ReportStyle& style);

// "N passed, M failed" counting solutions, as the last line of a run.
void print_totals(std::FILE* out, const std::vector<SolutionReport>& reports);

}  // namespace lcjudge
