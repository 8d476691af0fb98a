#!/usr/bin/env bash
# Self-test of `judge stress` and of the problems' stress programs.
# Usage: scripts/stress-selftest.sh        (from anywhere; needs build/judge)
#
#   1. the problem programs: for a few seeds per problem, the case random_case prints and every
#      candidate shrink derives from it must pass the problem's validator (`judge stress
#      --check-programs`, sandboxed);
#   2. no false alarms: `judge stress PROBLEM --count 200` must exit 0 for every problem with a
#      random_case generator (its accepted C++ solutions agree with the reference), and its
#      accepted ones in the other languages likewise on 20 cases (each of their runs starts an
#      interpreter, a JVM or Go's runtime: 2 to 45 ms, against 1 ms for C++);
#   3. the deliberately wrong solutions are caught: `judge stress MUTANT --time 10 --seed 1` must
#      exit 1 within 10 s of wall time, printing the shrunk case and the counterexample line.
#      The mutants are compiled first (`judge build`), so the 10 s are stressing and shrinking.
# Prints a line per failure and ends with `stress-selftest: N passed, M failed`; exits 1 if M > 0.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

judge=build/judge
mutants=(
    solutions/913-cat-and-mouse/wrong_answer/cat_enters_hole.cpp
    solutions/1728-cat-and-mouse-ii/wrong_answer/jumps_through_walls.cpp
    solutions/1-two-sum/wrong_answer/reuses_an_element.cpp
)
limit_seconds=10
program_seeds=20

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() {
    echo "FAIL $*"
    failed=$((failed + 1))
}

[ -x "$judge" ] || { echo "stress-selftest: error: no $judge (run make build/judge)" >&2; exit 2; }

problems=()
for source in testcases/*/generators/random_case.cpp; do
    [ -e "$source" ] && problems+=("$(basename "$(dirname "$(dirname "$source")")")")
done

# stress_agrees COUNT PROBLEM [SOLUTION...]: judge stress finds no disagreement in COUNT cases.
stress_agrees() {
    local count=$1 problem=$2 rc=0
    shift 2
    "$judge" stress "$problem" "$@" --count "$count" >"$tmp/out" 2>"$tmp/err" || rc=$?
    if [ "$rc" -eq 0 ] && grep -q "^stress: $count cases in .*, no disagreement\$" "$tmp/out"; then
        pass
    else
        fail "judge stress $problem $* --count $count: exit $rc (expected 0)"
        sed 's/^/    /' "$tmp/out" "$tmp/err" | tail -n 12
    fi
}

# 2 first: it also compiles the accepted solutions, the references and the stress programs.
for problem in "${problems[@]}"; do
    cpp=() others=()
    for solution in solutions/"$problem"/accepted/*; do
        case $solution in
            *.cpp) cpp+=("$solution") ;;
            *.py | *.java | *.js | *.ts | *.go | *.php) others+=("$solution") ;;
        esac
    done
    [ ${#cpp[@]} -eq 0 ] || stress_agrees 200 "$problem" "${cpp[@]}"
    [ ${#others[@]} -eq 0 ] || stress_agrees 20 "$problem" "${others[@]}"
done

# 1: the problem's programs, in the sandbox as judge stress runs them (they are untrusted, and
# were once run here by hand, as root, outside it).
for problem in "${problems[@]}"; do
    rc=0
    "$judge" stress "$problem" --check-programs "$program_seeds" --max-size 8 >"$tmp/out" 2>"$tmp/err" || rc=$?
    if [ "$rc" -eq 0 ] && grep -q '^stress: .*: the programs hold: ' "$tmp/out"; then
        pass
    else
        fail "judge stress $problem --check-programs $program_seeds: exit $rc (expected 0)"
        sed 's/^/    /' "$tmp/out" "$tmp/err" | tail -n 12
    fi
done

# 3: compile first, so that the time limit is about stressing alone.
"$judge" build "${mutants[@]}" >/dev/null 2>&1 || true
for mutant in "${mutants[@]}"; do
    rc=0
    start=$(date +%s%N)
    timeout 60 "$judge" stress "$mutant" --time "$limit_seconds" --seed 1 >"$tmp/out" 2>"$tmp/err" || rc=$?
    elapsed_ms=$((($(date +%s%N) - start) / 1000000))
    summary=$(grep '^stress: found a counterexample after ' "$tmp/out" || true)
    if [ "$rc" -ne 1 ]; then
        fail "judge stress $mutant: exit $rc (expected 1, a counterexample)"
    elif ! grep -q '^stress: the shrunk case ' "$tmp/out" || [ -z "$summary" ]; then
        fail "judge stress $mutant: no shrunk case or counterexample line"
    elif [ "$elapsed_ms" -ge $((limit_seconds * 1000)) ]; then
        fail "judge stress $mutant: took ${elapsed_ms} ms (limit ${limit_seconds} s)"
    else
        pass
        echo "ok $mutant: ${summary#stress: }, in ${elapsed_ms} ms"
        continue
    fi
    sed 's/^/    /' "$tmp/out" "$tmp/err" | tail -n 12
done

echo "stress-selftest: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
