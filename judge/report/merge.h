// `judge merge REPORT.json ...`: shard reports (`judge run --shard K/N --json FILE`) combined into
// the verdict table one unsharded `judge run --all` would print, with the same exit status.
#pragma once

#include <vector>

#include "report/json_report.h"

namespace lcjudge {

// Solutions in first-seen order, their cases united (in natural id order) and their verdict and
// expectation recomputed from the union. JudgeFailure when reports disagree (the same case judged
// twice, different expectations or case counts for one solution).
LoadedReport merge_reports(const std::vector<LoadedReport>& shards);

}  // namespace lcjudge
