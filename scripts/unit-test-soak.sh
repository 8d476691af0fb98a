#!/usr/bin/env bash
# Runs the unit suite's parts side by side, as make test does (four, but the slow tier; PARTS=N
# for N), ROUNDS times in a row (20 by default), rotating which part starts first, and stops at
# the first round with a failure, printing that round's output of every part. The shared driver
# and fixtures are prepared once before the first round (judge_tests --prepare-only). Exit 0 iff
# every round passed. TESTS=build/judge_e2e_tests soaks the end-to-end tests instead.
# Usage: scripts/unit-test-soak.sh [ROUNDS]   (after make build/judge build/judge_tests)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

rounds=${1:-20}
if ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
  echo "unit-test-soak: error: ROUNDS must be a positive whole number, not '$rounds'" >&2
  exit 2
fi
tests=${TESTS:-build/judge_tests}
if [[ ! -x $tests || ! -x build/judge ]]; then
  echo "unit-test-soak: error: no $tests or build/judge: run make build/judge $tests first" >&2
  exit 2
fi
logs=$(mktemp -d /tmp/lcjudge-soak-XXXXXX) || exit 2
trap 'rm -rf "$logs"' EXIT

parts=${PARTS:-4}
filter='-Slow*'  # as make test runs them (judge/tests/slow_tier.h)
"$tests" --prepare-only --gtest_filter="$filter" >"$logs/prepare.log" 2>&1 || { cat "$logs/prepare.log" >&2; exit 1; }

# part INDEX: runs that part of the suite into its log; its status is the test binary's.
part() { GTEST_TOTAL_SHARDS=$parts GTEST_SHARD_INDEX=$1 "$tests" --gtest_brief=1 --gtest_filter="$filter" >"$logs/part-$1.log" 2>&1; }

for (( round = 1; round <= rounds; round++ )); do
  first=$(( (round - 1) % parts ))  # the part started first, rotating
  begun=$(date +%s)
  pids=()
  for (( i = 0; i < parts; i++ )); do
    part $(( (first + i) % parts )) &
    pids+=($!)
  done
  failed=0
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  seconds=$(( $(date +%s) - begun ))
  if (( failed )); then
    echo "unit-test-soak: round $round of $rounds FAILED (part $((first + 1)) started first, ${seconds} s):" >&2
    for (( index = 0; index < parts; index++ )); do
      echo "---- part $((index + 1)) of $parts ----" >&2
      cat "$logs/part-$index.log" >&2
    done
    echo "unit-test-soak: $((round - 1)) rounds passed before it" >&2
    exit 1
  fi
  echo "unit-test-soak: round $round of $rounds passed (part $((first + 1)) started first, ${seconds} s)"
done
echo "unit-test-soak: all $rounds rounds passed"
