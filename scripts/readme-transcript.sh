#!/usr/bin/env bash
# Regenerates the `make test` transcript in docs/testing.md: clones the committed HEAD into a scratch folder,
# runs `make test` there as a new user would (no colour), and puts its output, with the compile
# lines cut to their first two, between the page's transcript markers, with the time it took.
# Nothing is written unless make test passes and the markers are found.
# Usage: scripts/readme-transcript.sh
set -euo pipefail
cd "$(dirname "$0")/.."

begin='<!-- transcript: make test (scripts/readme-transcript.sh) -->'
end='<!-- end of transcript -->'
page=docs/testing.md
. scripts/readme-markers.sh
readme_require_markers readme-transcript "$page" "$begin" "$end"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
commit=$(git rev-parse --short HEAD)  # the one cloned: HEAD may move while make test runs
git clone --quiet . "$scratch/lcjudge"
started=$(date +%s)
load=$(cut -d' ' -f1 /proc/loadavg)  # said with the time: the machine may be busy with other work
if ! (cd "$scratch/lcjudge" && NO_COLOR=1 make test) >"$scratch/output" 2>&1; then
  tail -n 30 "$scratch/output" >&2
  echo "readme-transcript: make test failed in a fresh clone; $page left as it was" >&2
  exit 1
fi
seconds=$(( $(date +%s) - started ))

{
  echo "A real transcript: \`make test\` on a fresh clone of commit $commit ($((seconds / 60)) min"
  echo "$((seconds % 60)) s on this 2-core machine, load $load at the start; the one-line-per-file compile lines cut to their first two,"
  echo "\`V=1\` shows whole compiler commands):"
  echo
  echo '```'
  echo '$ git clone ... lcjudge && cd lcjudge && make test'
  awk '/^  (CXX|PCH|LINK) / { if (++compiles == 3) print "  ..."; if (compiles > 2) next } { print }' "$scratch/output"
  echo '```'
} >"$scratch/transcript"

readme_replace_between "$page" "$begin" "$end" "$scratch/transcript"
echo "readme-transcript: $page's transcript updated (make test took ${seconds} s)"
