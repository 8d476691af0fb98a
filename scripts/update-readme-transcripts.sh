#!/usr/bin/env bash
# Regenerates every transcript the README and docs/ show, each by its own script: the showcase
# (README.md), the `judge new` walk-through (docs/problems.md) and `make test` on a fresh clone
# (docs/testing.md, which takes minutes). Commit first: the transcripts name the commit.
# Usage: scripts/update-readme-transcripts.sh   (after make judge)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/readme-showcase.sh
scripts/readme-new-problem.sh
scripts/readme-transcript.sh
