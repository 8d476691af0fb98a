# Sourced by the scripts that regenerate a README transcript (readme-transcript.sh,
# readme-new-problem.sh): README.md's text between two marker lines, checked and replaced.

# Exits 2 naming the script unless README.md holds both marker lines.
readme_require_markers() {  # SCRIPT BEGIN END
  grep -qxF "$2" README.md && grep -qxF "$3" README.md || {
    echo "$1: README.md has no lines '$2' and '$3' to write between" >&2
    exit 2
  }
}

# Puts FILE's lines between the markers, in place of what was there; README.md is replaced whole.
readme_replace_between() {  # BEGIN END FILE
  awk -v begin="$1" -v end="$2" -v block="$3" '
    $0 == begin { print; while ((getline line < block) > 0) print line; skipping = 1; next }
    $0 == end { skipping = 0 }
    !skipping { print }' README.md >README.md.new
  mv README.md.new README.md
}
