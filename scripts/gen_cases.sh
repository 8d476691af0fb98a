#!/usr/bin/env bash
# Rebuilds the generated test inputs of one problem from its spec.
# Usage: scripts/gen_cases.sh testcases/PROBLEM
# Compiles PROBLEM/generators/*.cpp into build/generators/PROBLEM/, then for every line
# "GROUP/NAME GENERATOR ARGS..." of PROBLEM/generators/cases.txt writes PROBLEM/GROUP/NAME.in
# (to a temporary file first, renamed into place). "GROUP/NAME manual" lines are hand-written
# inputs: only checked to exist. Answers (.ans) are never written here.
set -euo pipefail

die() { echo "gen_cases: error: $*" >&2; exit 1; }

[ $# -eq 1 ] || { echo "usage: scripts/gen_cases.sh testcases/PROBLEM" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
problem_dir=$(cd "$1" 2>/dev/null && pwd) || die "cannot open '$1': No such directory"
problem=$(basename "$problem_dir")
spec="$problem_dir/generators/cases.txt"
[ -f "$spec" ] || die "cannot open '$spec': No such file"

bin="$root/build/generators/$problem"
mkdir -p "$bin"
shopt -s nullglob
for src in "$problem_dir"/generators/*.cpp; do
    g++ -std=c++17 -O2 -Wall -Wextra -o "$bin/$(basename "$src" .cpp)" "$src" ||
        die "cannot compile '$src'"
done

written=0
lineno=0
while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    line=${line%%#*}                   # comments
    read -r -a words <<< "$line" || true
    [ ${#words[@]} -gt 0 ] || continue
    [ ${#words[@]} -ge 2 ] || die "$spec:$lineno: expected 'GROUP/NAME GENERATOR ARGS...'"
    name=${words[0]} generator=${words[1]}
    case "$name" in
        */*) ;;
        *) die "$spec:$lineno: '$name' is not GROUP/NAME" ;;
    esac
    out="$problem_dir/$name.in"
    if [ "$generator" = manual ]; then
        [ -f "$out" ] || die "$spec:$lineno: manual case '$out' is missing"
        continue
    fi
    [ -x "$bin/$generator" ] || die "$spec:$lineno: unknown generator '$generator'"
    mkdir -p "$(dirname "$out")"
    tmp="$out.tmp.$$"
    if ! "$bin/$generator" "${words[@]:2}" > "$tmp"; then
        rm -f "$tmp"
        die "$spec:$lineno: '$generator ${words[*]:2}' failed"
    fi
    mv "$tmp" "$out"
    written=$((written + 1))
done < "$spec"
echo "gen_cases: $problem: wrote $written inputs"
