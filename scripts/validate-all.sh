#!/usr/bin/env bash
# Runs every problem's input validator over its test data and its junk-input self-test.
# Usage: scripts/validate-all.sh [PROBLEM ...]    (PROBLEM: slug or number; default all)
#
# For each testcases/PROBLEM/validator/validate.cpp:
#   1. compiles it into build/validators/PROBLEM/validate (only when the source or a header in
#      testcases/common/ is newer than the binary);
#   2. every PROBLEM/{sample,secret}/**/*.in must be accepted (exit 0, no output), and every .ans
#      likewise with --answer;
#   3. every PROBLEM/validator/invalid/NAME.in (and NAME.ans, checked with --answer) must be
#      rejected: exit 1, no stdout, one stderr line `FILE:LINE:COLUMN: MESSAGE` naming the file,
#      containing the text of NAME.rule (a fixed substring, final newline dropped).
# Prints a line per failure and ends with `validate: N passed, M failed`; exits 1 if M > 0.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() {
    echo "FAIL $*"
    failed=$((failed + 1))
}

# The problems to check: all with a validator, or those named on the command line.
problems=()
if [ $# -eq 0 ]; then
    for dir in testcases/*/validator/validate.cpp; do
        [ -e "$dir" ] && problems+=("$(basename "$(dirname "$(dirname "$dir")")")")
    done
else
    for arg in "$@"; do
        arg=${arg#testcases/}
        arg=${arg%/}
        match=""
        for dir in testcases/"$arg" testcases/"$arg"-*; do
            [ -f "$dir/validator/validate.cpp" ] && match=$(basename "$dir") && break
        done
        if [ -z "$match" ]; then
            echo "validate: error: no problem '$arg' with a validator under testcases/" >&2
            exit 2
        fi
        problems+=("$match")
    done
fi

# Runs VALIDATOR ARGS... into $tmp/out, $tmp/err; sets rc.
run() {
    rc=0
    timeout 10s "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
}

# Builds $1's validator if needed; prints the binary's path, or fails.
build() {
    local problem=$1
    local src="testcases/$problem/validator/validate.cpp"
    local bin="build/validators/$problem/validate"
    local stale=0 dep
    if [ ! -x "$bin" ]; then
        stale=1
    else
        for dep in "$src" testcases/common/*.h; do
            [ "$dep" -nt "$bin" ] && stale=1
        done
    fi
    if [ "$stale" = 1 ]; then
        mkdir -p "$(dirname "$bin")"
        if ! clang++-19 -std=c++17 -O2 -Wall -Wextra -Werror -static -fuse-ld=lld -o "$bin.tmp.$$" "$src" 2>"$tmp/cc"; then
            rm -f "$bin.tmp.$$"
            sed 's/^/    /' "$tmp/cc"
            return 1
        fi
        mv "$bin.tmp.$$" "$bin"
    fi
}

# The validator's stderr as the array err_lines (bash builtins only: no fork per case).
read_err() {
    mapfile -t err_lines <"$tmp/err"
    err_first=${err_lines[0]-}
}

# A valid file: exit 0, no output at all.
check_valid() {
    local bin=$1 file=$2
    shift 2
    run "$bin" "$@" "$file"
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/out" ] && [ ! -s "$tmp/err" ]; then
        passed=$((passed + 1))
        return
    fi
    read_err
    if [ "$rc" -eq 1 ]; then
        fail "$file: valid case rejected: $err_first"
    else
        fail "$file: validator exited $rc${err_first:+: $err_first}"
    fi
}

# A junk file: exit 1, no stdout, exactly one stderr line FILE:LINE:COLUMN: ... holding the rule.
check_invalid() {
    local bin=$1 file=$2
    shift 2
    local rule_file="${file%.*}.rule" rule="" rest
    if [ ! -f "$rule_file" ]; then
        fail "$file: no rule file '$rule_file'"
        return
    fi
    IFS= read -r -d '' rule <"$rule_file" || true
    rule=${rule%$'\n'}
    if [ -z "$rule" ]; then
        fail "$rule_file: empty rule"
        return
    fi
    run "$bin" "$@" "$file"
    read_err
    rest=${err_first#"$file":}
    if [ "$rc" -eq 0 ]; then
        fail "$file: accepted, but must break the rule '$rule'"
    elif [ "$rc" -ne 1 ]; then
        fail "$file: validator exited $rc (expected 1)${err_first:+: $err_first}"
    elif [ -s "$tmp/out" ]; then
        fail "$file: validator wrote to stdout"
    elif [ ${#err_lines[@]} -ne 1 ]; then
        fail "$file: expected one line on stderr, found ${#err_lines[@]}${err_first:+, the first: $err_first}"
    elif [ "$rest" = "$err_first" ] || ! [[ $rest =~ ^[0-9]+:[0-9]+:\  ]]; then
        fail "$file: message does not start with '$file:LINE:COLUMN: ': $err_first"
    elif [[ $err_first != *"$rule"* ]]; then
        fail "$file: expected the rule '$rule', found: $err_first"
    else
        passed=$((passed + 1))
    fi
}

shopt -s nullglob
for problem in "${problems[@]}"; do
    if ! build "$problem"; then
        fail "testcases/$problem/validator/validate.cpp: does not compile"
        continue
    fi
    bin="build/validators/$problem/validate"
    dirs=()
    for d in sample secret; do
        [ -d "testcases/$problem/$d" ] && dirs+=("testcases/$problem/$d")
    done
    if [ ${#dirs[@]} -gt 0 ]; then
        while IFS= read -r -d '' file; do
            case "$file" in
                *.in) check_valid "$bin" "$file" ;;
                *.ans) check_valid "$bin" "$file" --answer ;;
            esac
        done < <(find "${dirs[@]}" -type f \( -name '*.in' -o -name '*.ans' \) -print0 | sort -z)
    fi
    invalid="testcases/$problem/validator/invalid"
    for file in "$invalid"/*.in "$invalid"/*.ans; do
        if [ -f "${file%.*}.in" ] && [ -f "${file%.*}.ans" ]; then
            fail "$file: both ${file%.*}.in and .ans exist; they would share one .rule"
        elif [[ $file == *.ans ]]; then
            check_invalid "$bin" "$file" --answer
        else
            check_invalid "$bin" "$file"
        fi
    done
    for rule_file in "$invalid"/*.rule; do
        base=${rule_file%.rule}
        [ -f "$base.in" ] || [ -f "$base.ans" ] || fail "$rule_file: no $base.in or $base.ans to go with it"
    done
done

echo "validate: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
