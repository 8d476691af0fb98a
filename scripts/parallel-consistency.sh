#!/usr/bin/env bash
# Parallel consistency: judging with -j 1 and with -j 2 must give the same verdicts, and about the
# same CPU times, since a case's CPU time is its own whatever runs beside it.
# Usage: scripts/parallel-consistency.sh [PROBLEM|SOLUTION ...]   (default: every problem;
#        from anywhere; needs build/judge and jq)
#
#   1. a snapshot of testcases/ and solutions/ is judged, so that edits made during the minutes
#      this takes do not count: `judge run --all --json` at -j 1, then at -j 2 (--all: every
#      solution meets every case);
#   2. every solution's verdict and every case's verdict must be the same in both runs (a line per
#      difference, with both messages: "wall time > ..." means a run starved of CPU by the load);
#   3. CPU times, over the cases that ran to the end (no TLE) in both runs and took at least
#      0.05 s: the ratio -j 2 / -j 1 must have its median within [0.8, 1.25] (a systematic slow-down
#      from running two at once); single cases may stray on a shared machine: the five furthest
#      are listed, not failed.
# Ends with `parallel-consistency: N cases, M verdicts differ, median CPU ratio R`; exits 1 if the
# verdicts differ or the median strays. Slow (minutes): `make consistency`, not part of make test.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

command -v jq >/dev/null || { echo "parallel-consistency: error: needs jq (apt-get install jq)" >&2; exit 2; }
[[ -x build/judge ]] || { echo "parallel-consistency: error: no build/judge (make build/judge)" >&2; exit 2; }
build/judge build >/dev/null  # the driver's prelude, which the snapshot shares

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
project=$tmp/project
mkdir -p "$project/build"
cp -a testcases solutions "$project/"
ln -s "$root/judge" "$project/judge"
ln -s "$root/build/driver" "$project/build/driver"
judge=$root/build/judge

(cd "$project" && "$judge" build -j 2 "$@" >/dev/null)  # compiled once, outside the timed runs
for jobs in 1 2; do
  start=$(date +%s)
  status=0
  (cd "$project" && "$judge" run --all -j "$jobs" --json "$tmp/j$jobs.json" "$@") >"$tmp/j$jobs.out" 2>&1 || status=$?
  # 0 or 1 (some solution not as expected) are both judged runs; 2 is an error.
  if [[ $status -gt 1 ]]; then
    cat "$tmp/j$jobs.out" >&2
    echo "parallel-consistency: error: judge run -j $jobs exited $status" >&2
    exit 2
  fi
  echo "parallel-consistency: -j $jobs judged in $(( $(date +%s) - start )) s (exit $status," \
       "load average $(cut -d' ' -f1-3 /proc/loadavg))"
  # A line per solution (NAME * VERDICT) and per case (NAME ID VERDICT CPU MESSAGE), tab-separated.
  jq -r '.solutions[] | .name as $name
         | ([$name, "*", .verdict, "", ""] | @tsv),
           (.cases[] | [$name, .id, .verdict, (.cpu_seconds | tostring), .message[0:90]] | @tsv)' "$tmp/j$jobs.json" \
    | sort >"$tmp/j$jobs.tsv"
done

# Joined on NAME and ID: verdict differences, cases judged in one run only, and CPU ratios.
awk -F'\t' -v counts="$tmp/counts" -v ratios="$tmp/ratios" '
  NR == FNR { key = $1 "\t" $2; verdict[key] = $3; cpu[key] = $4; message[key] = $5; next }
  {
    key = $1 "\t" $2; seen[key] = 1
    if (!(key in verdict)) { printf "only at -j 2: %s\n", key; differ++; next }
    if (verdict[key] != $3) {
      printf "verdict differs: %s: -j 1 %s (%s), -j 2 %s (%s)\n", key, verdict[key], message[key], $3, $5
      differ++
    }
    if ($2 == "*") next
    cases++
    if (verdict[key] != "TLE" && $3 != "TLE" && cpu[key] >= 0.05 && $4 >= 0.05) {
      printf "%.4f\t%s\t%s s -> %s s\n", $4 / cpu[key], key, cpu[key], $4 > ratios
    }
  }
  END {
    for (key in verdict) if (!(key in seen)) { printf "only at -j 1: %s\n", key; differ++ }
    printf "%d %d\n", cases, differ > counts
  }' "$tmp/j1.tsv" "$tmp/j2.tsv"
touch "$tmp/ratios"

read -r cases differ <"$tmp/counts"
sort -n "$tmp/ratios" >"$tmp/ratios.sorted"
timed=$(wc -l <"$tmp/ratios.sorted")
median=1
if [[ $timed -gt 0 ]]; then
  median=$(awk -F'\t' -v n="$timed" 'NR == int((n + 1) / 2) { print $1 }' "$tmp/ratios.sorted")
  echo "parallel-consistency: CPU ratio -j 2 / -j 1 over the $timed cases that finished in >= 0.05 s:" \
       "median $median, lowest $(head -1 "$tmp/ratios.sorted" | cut -f1), highest $(tail -1 "$tmp/ratios.sorted" | cut -f1);" \
       "furthest:"
  awk -F'\t' '{ d = $1 > 1 ? $1 : 1 / $1; printf "%.4f\t%s\n", d, $0 }' "$tmp/ratios.sorted" | sort -rn | head -5 \
    | cut -f2- | sed 's/^/  /'
fi
echo "parallel-consistency: $cases cases, $differ verdicts differ, median CPU ratio $median"
awk -v m="$median" -v d="$differ" 'BEGIN { exit !(d == 0 && m >= 0.8 && m <= 1.25) }'
