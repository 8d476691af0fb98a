#!/usr/bin/env bash
# Runs a GoogleTest program of the judge (BINARY: build/judge_tests, build/judge_e2e_tests, or
# their build/asan/ twins) in 2 x JOBS shards at once: its tests mostly wait for the programs
# they start, so a 2-core machine runs twice as many of them in the same time. The shared builds are prepared once first
# (`--prepare-only`), then each shard's output is shown in turn, GoogleTest's banners left out.
# Usage: scripts/sharded-unit-tests.sh BINARY FILTER [JOBS]
# make-test.sh sources it for run_sharded_unit_tests, with a function to call once the shared
# builds are ready.
set -uo pipefail

without_banners() { grep -v -E '^\[(==========|  PASSED  |  SKIPPED )\] [0-9]+ tests?' || true; }

# BINARY FILTER JOBS [AFTER_PREPARE]: AFTER_PREPARE (a command) runs once the builds are prepared.
run_sharded_unit_tests() {
  local binary=$1 filter=$2 jobs=$3 after_prepare=${4:-true}
  local logs parts=$((2 * jobs)) part status=0 pids=()
  logs=$(dirname "$binary")/report/unit-shards
  mkdir -p "$logs"
  "$binary" --prepare-only --gtest_filter="$filter" >"$logs/prepare.log" 2>&1 || { cat "$logs/prepare.log"; return 1; }
  rm -f "$logs/prepare.log"
  $after_prepare
  for ((part = 1; part < parts; part++)); do
    GTEST_TOTAL_SHARDS=$parts GTEST_SHARD_INDEX=$part "$binary" --gtest_brief=1 --gtest_filter="$filter" \
      >"$logs/part-$part.log" 2>&1 &
    pids+=($!)
  done
  GTEST_TOTAL_SHARDS=$parts GTEST_SHARD_INDEX=0 "$binary" --gtest_brief=1 --gtest_filter="$filter" | without_banners
  [[ ${PIPESTATUS[0]} -eq 0 ]] || status=1
  for ((part = 1; part < parts; part++)); do
    wait "${pids[part - 1]}" || status=1
    without_banners <"$logs/part-$part.log"
    rm -f "$logs/part-$part.log"
  done
  return "$status"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  cd "$(dirname "$0")/.." || exit 2
  [[ $# -ge 2 ]] || { echo "usage: $0 BINARY FILTER [JOBS]" >&2; exit 2; }
  run_sharded_unit_tests "$1" "$2" "${3:-$(nproc)}"
fi
