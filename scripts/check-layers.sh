#!/usr/bin/env bash
# Checks that judge/'s folders are layers: a file includes only its own folder and the folders
# below it (driver/ is the bottom: the judge reads its protocol). Tests may use judge/tests/ helpers.
set -euo pipefail
cd "$(dirname "$0")/.."
layers=(driver base process problem judging report timing commands)
rank() { local i; for i in "${!layers[@]}"; do [[ ${layers[$i]} == "$1" ]] && { echo "$i"; return; }; done; echo -1; }

bad=0
for layer in "${layers[@]:1}"; do
  own=$(rank "$layer")
  while IFS=: read -r file line target; do
    used=${target%%/*}
    [[ $used == tests && $file == *_test.cpp ]] && continue
    if (( $(rank "$used") < 0 || $(rank "$used") > own )); then
      echo "check-layers: $file:$line includes \"$target\": judge/$layer/ may include only ${layers[*]:0:own+1}" >&2
      bad=1
    fi
  done < <(grep -nHoE '^#include "[^"]+"' judge/"$layer"/*.cpp judge/"$layer"/*.h | sed -E 's/:#include "/:/; s/"$//')
done
exit $bad
