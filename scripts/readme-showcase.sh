#!/usr/bin/env bash
# Regenerates the README's showcase: `build/judge run 913 1728` as a user runs it (no colour), its
# real output put between the README's showcase markers with the date and commit it ran at.
# Nothing is written unless every verdict is as declared and the markers are found.
# Usage: scripts/readme-showcase.sh   (after make judge)
set -euo pipefail
cd "$(dirname "$0")/.."

begin='<!-- transcript: judge run 913 1728 (scripts/readme-showcase.sh) -->'
end='<!-- end of showcase transcript -->'
page=README.md
. scripts/readme-markers.sh
readme_require_markers readme-showcase "$page" "$begin" "$end"
[ -x build/judge ] || { echo "readme-showcase: no build/judge (run make judge)" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if ! NO_COLOR=1 build/judge run -j "$(nproc)" 913 1728 >"$scratch/output" 2>&1; then
  cat "$scratch/output" >&2
  echo "readme-showcase: a verdict was not as declared; $page left as it was" >&2
  exit 1
fi
{
  echo "A real transcript (commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d'), this 2-core machine):"
  echo
  echo '```'
  echo '$ build/judge run 913 1728'
  cat "$scratch/output"
  echo '```'
} >"$scratch/transcript"
readme_replace_between "$page" "$begin" "$end" "$scratch/transcript"
echo "readme-showcase: $page's showcase transcript updated"
