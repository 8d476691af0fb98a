#!/usr/bin/env bash
# Regenerates, from one `judge compare` run, what docs/compare.md and the README show of it:
# docs/compare.md's summary table and its list of plots, the README's plots (per problem, the
# family its too-slow solution's growth is quoted on), and the PNGs under docs/compare/. For 913
# and 1728 the run takes about 3 minutes and its times are only as quiet as the machine: run it
# with nothing else running, then read the diff before committing it.
# Usage: scripts/update-compare-docs.sh [PROBLEM ...] [-- JUDGE-COMPARE-OPTION ...]
#        (after make judge; default problems: 913 1728)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/readme-markers.sh

problems=() options=()
while (($#)); do
  if [[ $1 == -- ]]; then shift; options=("$@"); break; fi
  problems+=("$1"); shift
done
((${#problems[@]})) || problems=(913 1728)

table_begin='<!-- compare-table: begin (scripts/update-compare-docs.sh writes what is between) -->'
table_end='<!-- compare-table: end -->'
plots_begin='<!-- compare-plots: begin (scripts/update-compare-docs.sh writes what is between) -->'
plots_end='<!-- compare-plots: end -->'
readme_require_markers "$0" docs/compare.md "$table_begin" "$table_end"
readme_require_markers "$0" docs/compare.md "$plots_begin" "$plots_end"
readme_require_markers "$0" README.md "$plots_begin" "$plots_end"
[[ -x build/judge ]] || { echo "$0: build/judge is missing: make judge first" >&2; exit 2; }

build/judge compare "${problems[@]}" "${options[@]}"
report=$(readlink -f build/report/latest)
json=$report/measurements.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The plots, under names that do not change from run to run.
mkdir -p docs/compare
for problem in $(jq -r '.problems[].problem' "$json"); do
  rm -f docs/compare/"$problem"-scaling*.png docs/compare/"$problem"-work*.png
  for png in $(jq -r --arg p "$problem" '.problems[] | select(.problem == $p) | .sweep.plots[]? | .png, (.work.png // empty)' "$json"); do
    cp "$png" docs/compare/
  done
done

# The summary table, and the run that made it.
{
  jq -r '"Measured with `\(.command)` on \(.generated) (\(.machine)), in \(.elapsed_seconds | floor) s; the median"
         + " is over each problem'"'"'s largest cases, the growth the fit on the family named:"' "$json"
  echo
  awk '/^## Summary$/ { on = 1; next } on && /^\|/ { print; seen = 1; next } on && seen { exit }' "$report/REPORT.md"
} >"$work/table"
readme_replace_between docs/compare.md "$table_begin" "$table_end" "$work/table"

# docs/compare.md: every plot; the README: per problem, the plot of the family its too-slow
# solution's growth is quoted on, and that solution's own work count there.
jq -r '.problems[] | .problem as $p | .sweep.plots[]? |
       "![\($p), family \(.family): CPU time less the start-up against n](compare/\(.png | split("/") | last))"
       + (if .work then " ([its work counts](compare/\(.work.png | split("/") | last)))" else "" end) + "\n"' \
  "$json" >"$work/plots"
readme_replace_between docs/compare.md "$plots_begin" "$plots_end" "$work/plots"
jq -r '.problems[] | .problem as $p | (.sweep.plots // []) as $plots |
       ([.sweep.solutions[]? | select(.solution | contains("/time_limit_exceeded/"))][0]) as $naive |
       ([$plots[] | select(.family == $naive.fitted_family)] + $plots)[0]? // empty |
       "![\($p), family \(.family): CPU time less the start-up against n](docs/compare/\(.png | split("/") | last))\n\n"
       + (if $naive and .work then
            ([$naive.families[] | select(.family == $naive.fitted_family)][0]) as $f |
            "\($naive.solution)'"'"'s own count of its work on \(.family) ([plot](docs/compare/\(.work.png | split("/") | last))):"
            + " \($f.work_fit.description), \($f.work[-1].count // 0 | floor) at n = \($f.work[-1].n // 0).\n"
          else "" end)' \
  "$json" >"$work/readme"
readme_replace_between README.md "$plots_begin" "$plots_end" "$work/readme"
echo "update-compare-docs: docs/compare.md, README.md and docs/compare/ rewritten from $report" >&2
