// `judge merge REPORT.json ...`: the sharded runs' reports (run --shard K/N --json FILE) combined
// into the verdict table and exit status one unsharded run with --all gives.

#include <memory>

#include "commands/command.h"
#include "commands/run_outcome.h"
#include "report/json_report.h"
#include "report/merge.h"

namespace lcjudge {
namespace {

struct MergeOptions {
  std::vector<std::string> report_paths;
  ReportFiles files;
  bool verbose = false;
};

// Needs only the reports, not the project.
int merge(const MergeOptions& options) {
  std::vector<LoadedReport> shards;
  for (const auto& path : options.report_paths) shards.push_back(read_json_report(path));
  LoadedReport merged = merge_reports(shards);
  ReportStyle style = report_style(options.verbose);
  for (const auto& report : merged.reports) print_solution_report(stdout, report, style);
  return finish_judging(merged.reports, merged.expectations, options.files, merged.summary);
}

}  // namespace

void register_merge_command(CLI::App& app, CommandTable& commands) {
  auto options = std::make_shared<MergeOptions>();
  CommandBuilder command(app, 
      "merge",
      "combine the reports of sharded runs (run --shard K/N --json FILE) into the verdict table and exit status "
      "that one unsharded run with --all gives",
      "0 every solution earned the verdict its folder declares across the shards, 1 some did not");
  command.add_option("REPORT.json", options->report_paths, "a shard's --json report").type_name("").required();
  command.add_option("--json", options->files.json_path, "write the merged run as JSON, as 'judge run --json' does")
      .type_name("FILE");
  command.add_option("--junit", options->files.junit_path,
                      "write JUnit XML: a testsuite per solution, a testcase per case")
      .type_name("FILE");
  command.add_flag("-v,--verbose", options->verbose, "show every case, not only the ones that settle or break a verdict");
  commands.add(command.app(), [options] { return merge(*options); });
}

}  // namespace lcjudge
