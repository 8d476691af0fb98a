#!/usr/bin/env bash
# `make test`: every check of the project, each a step with a one-line result, then one closing
# line: `make test: all 7 checks passed` or `make test: FAILED: unit, judge (5 of 7 checks passed)`.
# A check is a step below; each step's own output says how many cases, files or tests it covered.
#   build       the judge and the test binary (compiler lines hidden; V=1 shows them)
#   layers      judge/'s folders include only the layers below them, no `using namespace` in a
#               unity source (scripts/check-layers.sh, and its --self-test), no function over 80
#               lines, no driver module over 500 (scripts/check-function-size.sh)
#   unit        the unit tests beside their modules, build/judge_tests (the end-to-end tests of
#               judge/tests/, the slow tier and stress's self-test are `make unit-test-e2e`,
#               `make unit-test-slow` and `make stress-selftest`, which CI runs)
#   validate    every committed input and answer against its validator; the junk inputs rejected
#   gen-check   every generated input matches its generator and pinned hash
#   references  the brute-force references agree with every committed answer
#   judge       every solution earns the verdict its folder declares (reports in build/report/test/)
# The layer checks run beside the build (its time is their wait after it). The unit tests run in
# parts, two per core, with validate, gen-check and references beside them (each prints when
# done), and the judge step's compiles at the lowest priority; the judge's runs are alone, since
# they time runs against limits.
# Usage: scripts/make-test.sh   (JOBS, ARGS and V from the environment, as make passes them)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

jobs=${JOBS:-$(nproc)}
build=build
mkdir -p "$build/report/test"
passed=()
failed=()
started=$(date +%s)

# step NAME COMMAND...: runs it, records the result and how long it took (shown at the end).
took=()
step() {
  local name=$1 begun
  shift
  begun=$(date +%s)
  if "$@"; then passed+=("$name"); else failed+=("$name"); echo "make test: step '$name' FAILED" >&2; fi
  took+=("$name $(( $(date +%s) - begun )) s")
}

# The code's rules: includes only downward and no file-scope `using namespace` in a unity source
# (and the checker still catches both, planted in a copy), no judge function over 80 lines. They
# read the sources alone, so they run beside the build (1 CPU-s; 1 to 11 s of wall time on a
# loaded machine), their output kept and shown after it.
code_rules() {
  scripts/check-layers.sh && scripts/check-layers.sh --self-test >/dev/null && scripts/check-function-size.sh
}
layers_log="$build/report/test/layers.log"
code_rules >"$layers_log" 2>&1 &
layers_pid=$!
code_rules_result() {
  local status=0
  wait "$layers_pid" || status=$?
  cat "$layers_log"
  rm -f "$layers_log"
  return "$status"
}

step build make --no-print-directory -j "$jobs" "$build/judge" "$build/judge_tests"
if [[ ${#failed[@]} -gt 0 ]]; then
  wait "$layers_pid"
  rm -f "$layers_log"
  echo "make test: FAILED: build (nothing else can run)" >&2
  exit 1
fi
step layers code_rules_result

# The judge step's compiles run in the background from when the unit tests' drivers are built,
# at the lowest priority (nice 19): they take what the unit tests and the side checks leave idle
# (tests that wait for a deadline, a shard's tail), and the rest once those end (nice yields only
# to other work), before the judge step starts its runs. A solution that does not compile is the
# judge step's to report, so this build's status is unused.
background_build=
start_background_build() {
  [[ -z ${ARGS:-} ]] || return 0
  nice -n 19 "$build/judge" build -j "$jobs" >"$build/report/test/judge-build.log" 2>&1 &
  background_build=$!
  # A background job of a script ignores Ctrl-C: stopped here whichever way this script ends.
  trap 'kill -TERM "$background_build" 2>/dev/null' EXIT
}

# The unit tests in parts side by side (GoogleTest's sharding: every Nth test), two a core, once
# the driver and fixture solutions they share are built on both cores; the first part shows its
# progress, the others' output follows it. validate, gen-check and references run beside them
# (seconds): their output is kept and shown after.
# GoogleTest's own closing banner ([==========], [  PASSED  ]) is left out: the test binary's last
# line says the same; failures and skips are shown whole.
# The end-to-end tests (judge/tests/) are another program, build/judge_e2e_tests: `make
# unit-test-e2e` and CI run it.
unit_filter="-Slow*"
# shellcheck source=scripts/sharded-unit-tests.sh
source scripts/sharded-unit-tests.sh
unit_tests() { run_sharded_unit_tests "$build/judge_tests" "$unit_filter" "$jobs" start_background_build; }

side_log="$build/report/test/side-checks.log"
(
  for target in validate gen-check references; do
    if nice -n 10 make --no-print-directory "$target" JOBS=1 >"$side_log.$target" 2>&1; then echo ok >"$side_log.$target.status"
    else echo failed >"$side_log.$target.status"; fi
  done
) &
side_pid=$!
step unit unit_tests
begun=$(date +%s)
wait "$side_pid"
took+=("validate+gen-check+references $(( $(date +%s) - begun )) s after the unit tests")
for target in validate gen-check references; do
  cat "$side_log.$target"
  if [[ $(cat "$side_log.$target.status" 2>/dev/null) == ok ]]; then passed+=("$target"); else
    failed+=("$target"); echo "make test: step '$target' FAILED" >&2; fi
  rm -f "$side_log.$target" "$side_log.$target.status"
done

if [[ -n $background_build ]]; then
  begun=$(date +%s)
  wait "$background_build"
  trap - EXIT
  took+=("the judge's compiles $(( $(date +%s) - begun )) s after them")
fi
# shellcheck disable=SC2086  # ARGS are the user's extra arguments, split as make splits them
step judge "$build/judge" run -j "$jobs" --json "$build/report/test/judge.json" --junit "$build/report/test/judge.xml" ${ARGS:-}

total=$(( ${#passed[@]} + ${#failed[@]} ))
seconds=$(( $(date +%s) - started ))
if [[ ${#failed[@]} -eq 0 ]]; then
  echo "make test: all $total checks passed in $((seconds / 60)):$(printf %02d $((seconds % 60))) ($(IFS=,; echo "${took[*]}" | sed 's/,/, /g'))"
else
  echo "make test: FAILED: ${failed[*]} (${#passed[@]} of $total checks passed)" >&2
  exit 1
fi
