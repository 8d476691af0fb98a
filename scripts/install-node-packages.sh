#!/usr/bin/env bash
# Installs LeetCode's preloaded JavaScript libraries (lodash, @datastructures-js), TypeScript's
# compiler and the Node declarations it compiles against (@types/node) at LeetCode's versions,
# pinned by judge/driver/javascript/package.json and its package-lock.json, into
# build/languages/javascript/node_modules: `npm ci --ignore-scripts` (no package's install script
# runs), only when missing or when the lockfile changed. A run never downloads anything: the judge
# bundles the libraries from there (judging/javascript_build.cpp).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
sources="$root/judge/driver/javascript"
target="$root/build/languages/javascript"
stamp="$target/node_modules/.lcjudge-lockfile"

if ! command -v node >/dev/null; then
  echo "install-node-packages: node is missing: install Debian's nodejs (scripts/install-deps.sh does)" >&2
  exit 1
fi
major=$(node -p 'process.versions.node.split(".")[0]')
if (( major < 18 )); then
  echo "install-node-packages: error: Node $(node --version) is too old: JavaScript solutions need Node 18 or later" >&2
  exit 1
fi

wanted=$(cat "$sources/package.json" "$sources/package-lock.json" | sha256sum | cut -d' ' -f1)
[[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" && -d "$target/node_modules/typescript" ]] && exit 0

if ! command -v npm >/dev/null; then
  # Debian ships npm apart from nodejs; NodeSource's nodejs has it already.
  echo "install-node-packages: installing npm" >&2
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends npm >/dev/null
fi

echo "install-node-packages: npm ci (LeetCode's JavaScript libraries and TypeScript) into $target" >&2
mkdir -p "$target"
cp "$sources/package.json" "$sources/package-lock.json" "$target/"
(cd "$target" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
echo "$wanted" > "$stamp"
