# Sourced by the scripts that regenerate a documentation transcript (readme-transcript.sh into
# docs/testing.md, readme-new-problem.sh into docs/problems.md): a page's text between two marker
# lines, checked and replaced.

# Exits 2 naming the script unless PAGE holds both marker lines.
readme_require_markers() {  # SCRIPT PAGE BEGIN END
  grep -qxF "$3" "$2" && grep -qxF "$4" "$2" || {
    echo "$1: $2 has no lines '$3' and '$4' to write between" >&2
    exit 2
  }
}

# Puts FILE's lines between the markers, in place of what was there; PAGE is replaced whole.
readme_replace_between() {  # PAGE BEGIN END FILE
  awk -v begin="$2" -v end="$3" -v block="$4" '
    $0 == begin { print; while ((getline line < block) > 0) print line; skipping = 1; next }
    $0 == end { skipping = 0 }
    !skipping { print }' "$1" >"$1.new"
  mv "$1.new" "$1"
}
