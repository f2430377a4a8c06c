#!/usr/bin/env bash
# Usage: tests/ci-sample/regen.sh
# Regenerates tests/ci-sample/generated/ from src/ with the built translator (KT_TOOL, default
# build/bin/kokkos-translate): configures the sample (build/compile_commands.json) and runs the
# regenerate command of docs/CI.md. Run it after a translator change alters the CUDA output, and
# review `git diff tests/ci-sample/generated` before committing.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
KT=${KT_TOOL:-$root/build/bin/kokkos-translate}
case $KT in /*) ;; *) KT=$root/$KT ;; esac
cd "$here"
cmake -S . -B build -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
rm -rf generated  # outputs of removed sources go too
"$KT" --target=cuda -p build --in-root src --out-root generated
git -C "$root" status --short -- tests/ci-sample/generated
