#!/usr/bin/env bash
# Runs the unit suite's two halves side by side, as make test does, ROUNDS times in a row (20 by
# default), alternating which half starts first, and stops at the first round with a failure,
# printing that round's output of both halves. The shared driver and fixtures are prepared once
# before the first round (judge_tests --prepare-only). Exit 0 iff every round passed.
# Usage: scripts/unit-test-soak.sh [ROUNDS]   (after make build/judge build/judge_tests)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

rounds=${1:-20}
if ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
  echo "unit-test-soak: error: ROUNDS must be a positive whole number, not '$rounds'" >&2
  exit 2
fi
tests=build/judge_tests
if [[ ! -x $tests || ! -x build/judge ]]; then
  echo "unit-test-soak: error: no $tests or build/judge: run make build/judge build/judge_tests first" >&2
  exit 2
fi
logs=$(mktemp -d /tmp/lcjudge-soak-XXXXXX) || exit 2
trap 'rm -rf "$logs"' EXIT

"$tests" --prepare-only >"$logs/prepare.log" 2>&1 || { cat "$logs/prepare.log" >&2; exit 1; }

# half INDEX: runs that half of the suite into its log; its status is the test binary's.
half() { GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=$1 "$tests" --gtest_brief=1 >"$logs/half-$1.log" 2>&1; }

for (( round = 1; round <= rounds; round++ )); do
  if (( round % 2 )); then first=0 second=1; else first=1 second=0; fi
  begun=$(date +%s)
  half "$first" & first_pid=$!
  half "$second" & second_pid=$!
  wait "$first_pid"; first_status=$?
  wait "$second_pid"; second_status=$?
  seconds=$(( $(date +%s) - begun ))
  if (( first_status != 0 || second_status != 0 )); then
    echo "unit-test-soak: round $round of $rounds FAILED (half $((first + 1)) started first, ${seconds} s):" >&2
    for index in "$first" "$second"; do
      echo "---- half $((index + 1)) of 2 ----" >&2
      cat "$logs/half-$index.log" >&2
    done
    echo "unit-test-soak: $((round - 1)) rounds passed before it" >&2
    exit 1
  fi
  echo "unit-test-soak: round $round of $rounds passed (half $((first + 1)) started first, ${seconds} s)"
done
echo "unit-test-soak: all $rounds rounds passed"
