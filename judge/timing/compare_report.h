// The output of `judge compare`: tables on the terminal, and under build/report/ a Markdown report
// (tables and plot links), a CSV with a row per run and a JSON with everything, from the same
// numbers.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "base/text_table.h"
#include "timing/comparison.h"

namespace lcjudge {

struct ReportContext {
  std::string date;     // local_timestamp()
  std::string machine;  // describe_machine()
  int pinned_cpu = -1;  // -1: not pinned
  TimingPolicy timing;
  double cap_seconds = 0;
  double elapsed_seconds = 0;
  std::string command;  // the command line that made the report
  std::string scope;    // which solutions and groups were measured, one line
  std::string build;    // how the solutions were compiled and run, their languages only (describe_builds)
};

// "accepted/topological_sort" for solution S of C: the problem is in the heading already (a file
// of testcases/<problem>/, as a baseline, "baseline/constant.py").
std::string solution_label(const ProblemComparison& c, size_t solution);

// Per solution: verdicts, median ± spread, fastest, CPU, memory and ratio over GROUP's cases.
TextTable group_table(const ProblemComparison& comparison, const std::string& group);

// Per solution: how far it got under the cap and its fitted growth.
TextTable sweep_table(const ProblemComparison& comparison);

// The widest line `judge compare` prints to the terminal.
constexpr size_t kTerminalColumns = 120;

// The sweep table cut for a terminal: growth (with the declared complexity, shortened), the cap,
// and the solutions' own work counts when any counted; long text goes to sweep_notes.
std::vector<TextTable> sweep_terminal_tables(const ProblemComparison& comparison);

// Under the terminal's sweep tables: why a solution has no fitted growth, each `// Time:` line
// the fit contradicts, in full, and the families other than the headline one that a solution left
// the cap on.
std::vector<std::string> sweep_notes(const ProblemComparison& comparison);

// A row per (problem, solution): verdicts on every case, the summary group's median and ratio,
// the fitted growth. What docs/compare.md quotes.
TextTable summary_table(const std::vector<ProblemComparison>& comparisons);

// What a problem's figures show, in a few sentences made from them: the fastest accepted
// solution, those that timed out or answered wrong, and how each grew in the sweep.
std::string findings_paragraph(const ProblemComparison& comparison);

// The complexity a solution's source declares on its `// Time:` line ("O(n^3)"), or "".
std::string declared_time(const std::string& source_text);

// The notes under a problem's tables: one per solution with wide-spread cases, in any group.
std::vector<std::string> spread_warnings(const ProblemComparison& comparison);

// The terminal's view of one problem.
void print_comparison(std::FILE* out, const ProblemComparison& comparison);

// REPORT.md; plot links are relative to the report's folder.
std::string report_markdown(const std::vector<ProblemComparison>& comparisons, const ReportContext& context);

// One row per run: compare cases and sweep inputs, warm-ups marked as such.
std::string measurements_csv(const std::vector<ProblemComparison>& comparisons);

// Every number above, with the context.
std::string measurements_json(const std::vector<ProblemComparison>& comparisons, const ReportContext& context);

}  // namespace lcjudge
