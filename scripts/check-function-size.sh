#!/usr/bin/env bash
# Lists every function in judge/ longer than MAX lines (80 unless given) and exits 1 if there is
# one: a long function is split into named pieces. Tests (judge/tests/, *_test.cpp), their fixtures
# and the bench problems' solutions are not judged. A function that is a table (one entry a line)
# is exempt when the line ctags reports as its start, or the line just above it, holds "// table:"
# and says what the table is.
# The drivers written as modules in their own languages (judge/driver/<language>/lcjudge_driver/,
# joined at build time: judging/driver_modules.h) are held to a size per file instead: every module
# of at most 500 lines, a longer one split by concern.
# Usage: scripts/check-function-size.sh [MAX]
# Needs universal-ctags (scripts/install-deps.sh) and jq.
set -euo pipefail
cd "$(dirname "$0")/.."
max=${1:-80}

for tool in ctags jq; do
  command -v "$tool" >/dev/null || { echo "check-function-size: error: $tool not found; run scripts/install-deps.sh" >&2; exit 2; }
done
ctags --version 2>/dev/null | grep -q 'Universal Ctags' ||
  { echo "check-function-size: error: ctags is not universal-ctags; run scripts/install-deps.sh" >&2; exit 2; }

# One line a function: its length, file, first line and name (class-qualified when it has a scope).
functions=$(ctags --output-format=json --fields=+ne --kinds-c++=f --languages=C++ -R -f - judge |
  jq -r 'select(._type == "tag" and .end != null)
         | [(.end - .line + 1), .path, .line, ((if .scope then .scope + "::" else "" end) + .name)] | @tsv' |
  sort -t $'\t' -k2,2 -k3,3n)

bad=0
while IFS=$'\t' read -r length file line name; do
  [[ -n $length ]] || continue
  (( length > max )) || continue
  case $file in
    judge/tests/* | *_test.cpp | judge/bench/*) continue ;;
  esac
  if sed -n "$(( line > 1 ? line - 1 : 1 )),${line}p" "$file" | grep -q '// table:'; then continue; fi
  echo "check-function-size: $file:$line: $(sed -E 's/^lcjudge:://; s/__anon[0-9a-f]+:://g' <<<"$name") is $length lines (at most $max; split it into named pieces, or mark a table with '// table:')" >&2
  bad=1
done <<<"$functions"

max_module_lines=500
for module in judge/driver/*/lcjudge_driver/*; do
  [[ -f $module && $(basename "$module") != modules.txt ]] || continue
  lines=$(wc -l <"$module")
  if (( lines > max_module_lines )); then
    echo "check-function-size: $module is $lines lines (a driver module: at most $max_module_lines; split it by concern)" >&2
    bad=1
  fi
done
exit $bad
