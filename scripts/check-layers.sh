#!/usr/bin/env bash
# Checks two rules of judge/'s code and names each break as file:line:
#  1. Layers: a file includes only its own folder and what judge/README.md's table allows its
#     folder in the "knows about" column: the folders (`base`) and files (`driver/protocol.h`)
#     written there in backquotes, and all that those may include in turn ("and below"). A unit
#     test (*_test.cpp) may also include tests/'s helpers. The README's table is the only list.
#  2. Unity batches: no source that the Makefile compiles in a unity batch (`make -s
#     print-unity-inputs`) has a `using namespace` outside a function or class: it would reach
#     the files after it in its batch.
# judge/tests/fixtures/ and judge/bench/ hold solutions and problems, not the judge, and are skipped.
# Usage: scripts/check-layers.sh [--self-test]
#   --self-test  plants an upward include and a file-scope `using namespace` in a copy of the
#                project (never in the tree) and fails unless the check names both.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ${1:-} == --self-test ]]; then
  copy=$(mktemp -d)
  trap 'rm -rf "$copy"' EXIT
  cp -r Makefile judge scripts "$copy"/
  # A unit test may include tests/ helpers, and a `using namespace` in a function is allowed.
  printf '#include "tests/test_util.h"\n' >>"$copy/judge/base/utf8_test.cpp"
  printf 'void planted_fine() {\n  using namespace std;\n}\n' >>"$copy/judge/base/utf8.cpp"
  # The three plants the check must name.
  printf '#include "judging/classify.h"\n' >>"$copy/judge/base/utf8.cpp"
  printf 'namespace lcjudge {\nnamespace {\nusing namespace std;\n}\n}\n' >>"$copy/judge/report/merge.cpp"
  printf '#include "process/spawn.h"\n' >>"$copy/judge/driver/driver.cpp"
  upward=$(( $(wc -l <judge/base/utf8.cpp) + 4 ))
  using_line=$(( $(wc -l <judge/report/merge.cpp) + 3 ))
  driver_line=$(( $(wc -l <judge/driver/driver.cpp) + 1 ))
  status=0
  output=$("$copy/scripts/check-layers.sh" 2>&1) || status=$?
  failed=0
  expect() {
    if grep -qF -- "$1" <<<"$output"; then echo "check-layers self-test: named $1"
    else echo "check-layers self-test: FAILED: did not name $1" >&2; failed=1; fi
  }
  expect "judge/base/utf8.cpp:$upward includes \"judging/classify.h\""
  expect "judge/report/merge.cpp:$using_line: file-scope \`using namespace std\`"
  expect "judge/driver/driver.cpp:$driver_line includes \"process/spawn.h\""
  if grep -qE 'utf8_test.cpp|utf8.cpp:[0-9]+: file-scope' <<<"$output"; then
    echo "check-layers self-test: FAILED: reported an allowed include or a using-directive in a function:" >&2
    echo "$output" >&2
    failed=1
  fi
  if (( status == 0 )); then echo "check-layers self-test: FAILED: the check passed the planted breaks" >&2; failed=1; fi
  (( failed == 0 )) && echo "check-layers self-test: passed (3 planted breaks named, none reported wrongly)"
  exit $failed
fi

# --- 1. Layers -------------------------------------------------------------------------------
# The table's rows: | `folder/` | what it holds | knows about |
declare -A names_of  # folder -> the backquoted names in its "knows about" cell
folders=()
while IFS= read -r row; do
  folder=${row#| \`}
  folder=${folder%%/\`*}
  knows=${row%|}
  knows=${knows##*|}
  names_of[$folder]=$(grep -oE '`[^`]+`' <<<"$knows" | tr -d '`' | tr '\n' ' ' || true)
  folders+=("$folder")
done < <(grep -E '^\| `[a-z_]+/` \|' judge/README.md)
(( ${#folders[@]} > 0 )) || { echo "check-layers: judge/README.md has no table of folders (| \`folder/\` | ... |)" >&2; exit 2; }

# What a folder may include: its own folder, then the closure of the names in its cell, as
# "folder/" or a single file "folder/name.h".
declare -A allowed_of
allowed() {
  local folder=$1 seen=" $1/ " queue name
  read -r -a queue <<<"${names_of[$folder]}"
  while (( ${#queue[@]} > 0 )); do
    name=${queue[0]}
    queue=("${queue[@]:1}")
    [[ $name == */* ]] || name+=/
    [[ $seen == *" $name "* ]] && continue
    seen+="$name "
    if [[ $name == */ ]]; then
      [[ -v "names_of[${name%/}]" ]] || { echo "check-layers: judge/README.md: judge/$folder/ knows about \`${name%/}\`, which is not a folder of the table" >&2; exit 2; }
      read -r -a more <<<"${names_of[${name%/}]}"
      queue+=("${more[@]}")
    fi
  done
  allowed_of[$folder]=$seen
}
for folder in "${folders[@]}"; do allowed "$folder"; done

bad=0
# Every folder of judge/ with C++ in it must be in the table.
for dir in judge/*/; do
  folder=${dir#judge/}
  folder=${folder%/}
  [[ $folder == bench || -v "allowed_of[$folder]" ]] && continue
  if [[ -n $(find "$dir" \( -name '*.cpp' -o -name '*.h' \) -print -quit) ]]; then
    echo "check-layers: judge/$folder/ is not in judge/README.md's table: add its row (what it holds, what it knows about)" >&2
    bad=1
  fi
done

# file:line:target of every #include "..." (and <folder/...> naming a folder of judge/).
while IFS=: read -r file line target; do
  folder=${file#judge/}
  folder=${folder%%/*}
  [[ -v "allowed_of[$folder]" ]] || continue
  # Resolved as the compiler does with -iquote judge: beside the file first, then under judge/.
  if [[ -e ${file%/*}/$target ]]; then
    resolved=${file%/*}/$target
    resolved=${resolved#judge/}
    [[ $resolved != *../* ]] || resolved=$(realpath -m --relative-to=judge "judge/$resolved")
  elif [[ -e judge/$target ]]; then
    resolved=$target
  else
    continue  # a system or library header
  fi
  used=${resolved%%/*}
  [[ $used == "$folder" ]] && continue
  [[ $used == tests && $file == *_test.cpp ]] && continue
  allowed=${allowed_of[$folder]}
  [[ $allowed == *" $used/ "* || $allowed == *" $resolved "* ]] && continue
  list=$(tr ' ' '\n' <<<"$allowed" | grep -v "^$folder/\$" | grep . | paste -sd, | sed 's/,/, /g' || true)
  echo "check-layers: $file:$line includes \"$target\": judge/$folder/ may include only its own files and ${list:-nothing else} (judge/README.md)" >&2
  bad=1
done < <(find judge -path judge/tests/fixtures -prune -o -path judge/bench -prune -o \
           \( -name '*.cpp' -o -name '*.h' \) -print | sort |
         xargs grep -nHE '^[[:space:]]*#[[:space:]]*include[[:space:]]*["<][^">]+[">]' |
         sed -E 's/^([^:]+):([0-9]+):[[:space:]]*#[[:space:]]*include[[:space:]]*["<]([^">]+)[">].*/\1:\2:\3/')

# --- 2. No file-scope `using namespace` in a unity source --------------------------------------
# The sources of the unity batches, as the Makefile chooses them.
unity_sources=$(MAKEFLAGS='' make -s --no-print-directory print-unity-inputs) ||
  { echo "check-layers: 'make print-unity-inputs' failed" >&2; exit 2; }
# A brace tracker: strings, character literals, raw strings, comments and preprocessor lines
# are skipped; a `{` opens a namespace when the text before it names one. A using-directive is at
# file scope when every open brace is a namespace's.
# shellcheck disable=SC2086
if ! awk '
  FNR == 1 { depth = 0; other = 0; text = ""; comment = 0; raw = ""; continued = 0 }
  {
    line = $0
    if (raw == "" && !comment && (continued || line ~ /^[ \t]*#/)) { continued = (line ~ /\\$/); next }
    out = ""
    while (length(line) > 0) {
      if (raw != "") {
        at = index(line, raw); if (at == 0) { line = ""; break }
        line = substr(line, at + length(raw)); raw = ""; continue
      }
      if (comment) {
        at = index(line, "*/"); if (at == 0) { line = ""; break }
        line = substr(line, at + 2); comment = 0; continue
      }
      c = substr(line, 1, 1); two = substr(line, 1, 2)
      if (two == "//") break
      if (two == "/*") { comment = 1; line = substr(line, 3); continue }
      if (two == "R\"" && match(line, /^R"[^(]*\(/)) {
        raw = ")" substr(line, 3, RLENGTH - 3) "\""; line = substr(line, RLENGTH + 1); continue
      }
      if (c == "\"" || (c == "\047" && substr(out, length(out), 1) !~ /[0-9]/)) {  # 1\047000 is a number
        rest = substr(line, 2)
        while (length(rest) > 0 && substr(rest, 1, 1) != c) rest = substr(rest, (substr(rest, 1, 1) == "\\") ? 3 : 2)
        line = substr(rest, 2); out = out " "; continue
      }
      out = out c; line = substr(line, 2)
      if (c == "{") {
        opener = out; sub(/\{$/, "", opener); opener = text opener
        is_namespace = (opener ~ /(^|[^A-Za-z0-9_])namespace([ \t]+[A-Za-z0-9_:]+)?[ \t]*$/)
        depth++; kind[depth] = is_namespace; if (!is_namespace) other++
        text = ""; out = ""
      } else if (c == "}") {
        if (depth > 0) { if (!kind[depth]) other--; depth-- }
        text = ""; out = ""
      } else if (c == ";") {
        statement = text out
        if (other == 0 && match(statement, /(^|[^A-Za-z0-9_])using[ \t]+namespace[ \t]+[A-Za-z0-9_:]+/)) {
          name = substr(statement, RSTART, RLENGTH); sub(/^[^u]*using[ \t]+namespace[ \t]+/, "", name)
          printf "check-layers: %s:%d: file-scope `using namespace %s` in a unity source: it reaches the files after this one in its batch; write using-declarations (using x::name;) or put it in the functions that need it\n", FILENAME, FNR, name > "/dev/stderr"
          found = 1
        }
        text = ""; out = ""
      }
    }
    text = text out " "
  }
  END { exit found }' $unity_sources; then
  bad=1
fi
exit $bad
