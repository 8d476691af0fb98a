#!/usr/bin/env bash
# Runs every problem's input validator over its test data and its junk-input self-test: `judge
# validate` (judge/judging/validate_all.h says what it checks), which builds each validator in the
# compiler's jail and runs it in the sandbox, as `judge run` does. Needs build/judge (make builds it).
# Usage: scripts/validate-all.sh [PROBLEM ...]    (PROBLEM: slug or number; default all)
# Prints a line per failure and ends with `validate: N passed, M failed`; exits 1 if M > 0.
set -euo pipefail
cd "$(dirname "$0")/.."
exec build/judge validate "$@"
