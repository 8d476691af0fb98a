#!/usr/bin/env bash
# Regenerates, from one `judge compare --baseline` run, docs/compare.md's section on the showcase's
# retrograde analysis in every language: per problem a table and a bar plot (docs/compare/
# <problem>-languages.png) of each language's solution less that language's baseline (its
# template returning a constant: testcases/<problem>/baseline/), and a sentence made from the run.
# Every solution and baseline is timed on the inputs `judge bench` times (testcases/<problem>/
# bench.txt: the largest game graphs), case by case, their runs interleaved, a warm-up then 10 runs
# each. It takes 2 to 4 minutes on this 2-core machine and its times are only as quiet as the
# machine: run it with nothing else running, then read the diff before committing it.
# Usage: scripts/update-compare-languages.sh [-- JUDGE-COMPARE-OPTION ...]   (after make judge)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/readme-markers.sh

options=()
if (($#)); then
  [[ $1 == -- ]] || { echo "usage: $0 [-- JUDGE-COMPARE-OPTION ...]" >&2; exit 2; }
  shift
  options=("$@")
fi

# The retrograde analysis in each language, in the order the judge lists languages. 913's Python
# is the bit-mask variant (a line-by-line port of topological_sort.cpp takes 5 to 9 s there, over
# its limit), so 913 also has C++'s own bit-set variant, fast_retrograde.cpp, to read it against.
declare -A solutions=(
  [913-cat-and-mouse]="topological_sort.cpp fast_retrograde.cpp retrograde_bitsets.py topological_sort.java
                       topological_sort.js topological_sort.ts topological_sort.go topological_sort.php
                       retrograde_bitsets.rb topological_sort.rs topological_sort.c"
  [1728-cat-and-mouse-ii]="topological_sort.cpp topological_sort.py topological_sort.java topological_sort.js
                           topological_sort.ts topological_sort.go topological_sort.php topological_sort.rb
                           topological_sort.rs topological_sort.c"
)
problems=(913-cat-and-mouse 1728-cat-and-mouse-ii)

begin='<!-- compare-languages: begin (scripts/update-compare-languages.sh writes what is between) -->'
end='<!-- compare-languages: end -->'
readme_require_markers "$0" docs/compare.md "$begin" "$end"
[[ -x build/judge ]] || { echo "$0: build/judge is missing: make judge first" >&2; exit 2; }

arguments=(--only --no-sweep --repeat 10 --budget 5)
for problem in "${problems[@]}"; do
  for file in ${solutions[$problem]}; do arguments+=("solutions/$problem/accepted/$file"); done
  for baseline in testcases/"$problem"/baseline/constant.*; do arguments+=(--baseline "$baseline"); done
  for id in $(sed -e 's/#.*//' testcases/"$problem"/bench.txt); do arguments+=(--case "$id"); done
done
build/judge compare "${arguments[@]}" "${options[@]}"
report=$(readlink -f build/report/latest)
json=$report/measurements.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A problem's table (its secret/large rows: the bench inputs), its plot and a sentence made from them.
cat >"$work/section.jq" <<'JQ'
def ms: if . == null then "—" elif . <= 0 then "≤ 0 (noise)" elif . >= 0.1 then "\(. * 1000 | round) ms" elif . >= 0.01 then "\(. * 10000 | round / 10) ms"
        elif . >= 0.001 then "\(. * 100000 | round / 100) ms" else "\(. * 1e6 | round) µs" end;
def ratio: if . >= 10 then "\(. | round)×" elif . >= 0.1 then (. * 10 | round) as $t | "\($t / 10 | floor).\($t % 10)×"
           else "\(. * 1000 | round / 1000)×" end;
def name: {cpp: "C++", python: "Python 3", java: "Java", javascript: "JavaScript", typescript: "TypeScript", go: "Go",
           php: "PHP", ruby: "Ruby", rust: "Rust", c: "C"}[.] // .;
def file: split("/") | last;
.problems[] | select(.problem == $p) as $problem |
($problem.baselines.rows | map(select(.group == "secret/large"))) as $rows |
($rows | map(select(.language == "cpp" and (.solution | endswith("/topological_sort"))))[0].median_less_baseline_seconds) as $cpp |
($problem.groups[] | select(.group == "secret/large") | .rows) as $all |
"### \($p): \($rows[0].cases) inputs (\($problem.cases | map(select(.solution == $rows[0].solution) | .case | file) | join(", ")))",
"",
"| language | solution | verdicts | median CPU | baseline | less baseline | vs C++ |",
"| --- | --- | --- | ---: | ---: | ---: | ---: |",
($rows[] | . as $row | ($all[] | select(.solution == $row.solution)) as $g |
  "| \(.language | name) | \(.solution | file) | \($g.verdicts | to_entries | map("\(.value) \(.key)") | join(", ")) "
  + "| \(.median_cpu_seconds | ms) | \(.baseline_median_cpu_seconds | ms) | \(.median_less_baseline_seconds | ms) "
  + "| \(if $cpp and (.median_less_baseline_seconds // 0) > 0 then .median_less_baseline_seconds / $cpp | ratio else "—" end) |"),
"",
"![\($p): each language's baseline beside its solution less it](compare/\($p)-languages.png)",
"",
(($rows | map(select((.solution | endswith("/topological_sort") | not) or .language != "cpp"))
        | map(select((.median_less_baseline_seconds // 0) > 0)) | sort_by(.median_less_baseline_seconds)) as $others |
 ($rows | map(select((.median_less_baseline_seconds // 1) <= 0))) as $noise |
 ($rows | map(.baseline_median_cpu_seconds) | sort) as $floors |
 "Less its baseline, C++'s topological_sort solved these in \($cpp | ms) (the median); "
 + ($others | map("\(.language | name)'s \(.solution | file) in \(.median_less_baseline_seconds / $cpp | ratio) that") | join(", "))
 + (if $noise == [] then "" else "; " + ($noise | map("\(.language | name)'s \(.solution | file)") | join(" and "))
    + " came within the noise of its baseline" end)
 + "; the baselines alone took \($floors[0] | ms) to \($floors[-1] | ms).",
 "")
JQ
mkdir -p docs/compare
{
  jq -r '"Measured with `\(.command | sub(" solutions/.*"; "")) ...` (the files and cases of scripts/update-compare-languages.sh)"
         + " on \(.generated) (\(.machine)), in \(.elapsed_seconds | floor) s. Every solution and every baseline ran on the"
         + " inputs `judge bench` times (bench.txt, the largest game graphs), case by case, a warm-up each then up to"
         + " \(.repetitions) runs each in rounds, a run of each program a round; a case'"'"'s time is the median of its runs, a row'"'"'s the"
         + " median over the cases. *Less baseline* is, case by case, the solution'"'"'s time less its language'"'"'s baseline'"'"'s"
         + " on the same case, then the median over the cases; *vs C++* divides it by C++'"'"'s topological_sort'"'"'s."' "$json"
  echo
  for problem in "${problems[@]}"; do
    png=$(jq -r --arg p "$problem" '.problems[] | select(.problem == $p) | .baselines.plot.png // empty' "$json")
    [[ -n $png ]] || { echo "$0: the run drew no plot for $problem" >&2; exit 1; }
    cp "$png" docs/compare/"$problem"-languages.png
    jq -r --arg p "$problem" -f "$work/section.jq" "$json"
  done
} >"$work/section"
readme_replace_between docs/compare.md "$begin" "$end" "$work/section"
echo "update-compare-languages: docs/compare.md and docs/compare/*-languages.png rewritten from $report" >&2
