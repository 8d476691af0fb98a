#!/usr/bin/env bash
# Installs the Debian packages lcjudge needs, only those missing: a no-op when all are present.
# Every dependency comes from Debian's archive, but for LeetCode's JavaScript libraries and
# TypeScript, which npm installs from its registry by the project's lockfile (install-node-packages.sh).
set -euo pipefail

packages=(
  g++                  # compiles the judge, and solutions with --compiler gcc (GNU C++, g++ 12 on bookworm)
  clang-19             # compiles solutions as LeetCode does: clang, C++23 (the default compiler)
  libclang-rt-19-dev   # clang's AddressSanitizer and UBSan runtimes, for the sanitized builds
  lld-19               # links what clang compiles, in half GNU ld's CPU time
  libc++-19-dev        # LLVM's libc++ 19 (with libc++abi-19-dev): C++23 library features libstdc++ 12 lacks
  libc++abi-19-dev     #   (std::ranges::find_last, views::zip, ranges::to, std::format, std::print), which LeetCode's GCC 14 has
  make                 # the entry point
  nlohmann-json3-dev   # the driver's JSON parser for LeetCode's test-case format
  libyaml-cpp-dev      # problem.yaml, with line numbers for error messages
  libfmt-dev           # all of the judge's text: messages, tables, reports, colours (fmt::format, fmt/color.h)
  libcli11-dev         # the command line: one subcommand per command, help generated from its options
  universal-ctags      # scripts/check-function-size.sh: where each function of the judge starts and ends
  libgtest-dev         # the judge's unit tests (GoogleTest)
  libseccomp-dev       # the sandbox: the seccomp filter solutions run under
  libssl-dev           # libcrypto's SHA-256: judge gen pins each generated input's hash
  gnuplot-nox          # judge compare's plots: its svg and pngcairo terminals, without X11
  jq                   # scripts/parallel-consistency.sh compares two runs' JSON reports
  fonts-dejavu-core    # the font the plots name (DejaVu Sans), so their text renders alike everywhere
  python3              # Python 3 solutions: Debian's python3.11, as LeetCode runs Python 3.11
  python3-sortedcontainers  # what LeetCode's Python environment preloads besides the standard library
  openjdk-17-jdk-headless   # Java solutions: javac and the JVM (LeetCode runs Java 21; docs/languages.md)
  php8.2-cli           # PHP solutions: Debian's PHP 8.2, LeetCode's version, run with no php.ini
  php8.2-bcmath        # the one extension LeetCode's PHP has besides PHP's built-in ones
  ruby                 # Ruby solutions: Debian's Ruby 3.1 (LeetCode runs 3.2; its algorithms gem is not in Debian)
  rustc-web            # Rust solutions: Debian's current rustc for browsers (1.96; LeetCode's release build, docs/languages.md)
  golang-go            # Go solutions: Go 1.19, its precompiled standard library and go tool compile/link (LeetCode runs 1.23)
  uthash-dev           # C solutions: uthash.h, which LeetCode's C includes for every solution
  nodejs               # JavaScript and TypeScript solutions: Node 18 (Debian 12) or later (LeetCode runs Node 20)
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
# LeetCode's JavaScript libraries and TypeScript, from the npm registry by the project's lockfile.
node_packages="$(dirname "$0")/install-node-packages.sh"
[[ ${#missing[@]} -eq 0 ]] && exec "$node_packages"

echo "install-deps: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null; then
  sudo=(sudo)
else
  echo "install-deps: error: missing packages (${missing[*]}) and not root; run: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
exec "$node_packages"
