#!/usr/bin/env bash
# Usage: scripts/update-golden.sh [--target T]... [-j N] [CASE...]
# The only way goldens are written. Translates testdata/<case>/input.cpp (from the repo root)
# and writes the result to testdata/<case>/golden/<file>; a failed translation leaves the golden
# as it was. Without --target: cuda for every case, plus every other target where that case
# already has a golden; with --target T: T for every selected case. Prints
# `WROTE|SAME|FAIL golden/<target>/<case>`, `N passed, M failed`, then `git diff --stat -- testdata`
# and any new golden files for review. Exits 1 if any translation failed.
# Env: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT, KT_COMPILER_ARGS.
set -euo pipefail
source "$(dirname "$0")/../tests/golden/lib.sh"

update() {  # CASE TARGET
  local c=$1 t=$2 f=${KT_GOLDEN[$2]} name="golden/$2/$1" w="$KT_TMP/$2/$1" rc=0
  local golden=testdata/$c/golden/$f
  [ -f "testdata/$c/input.cpp" ] || { echo "FAIL $name (no testdata/$c/input.cpp)"; return 1; }
  mkdir -p "$w"
  kt_translate "$t" "testdata/$c/input.cpp" "$w/$f" 2>"$w/err" || rc=$?
  if [ $rc -ne 0 ] || [ ! -f "$w/$f" ]; then
    echo "FAIL $name (tool $(kt_status $rc); golden not written)"
    kt_indent "$w/err"
    return 1
  fi
  if cmp -s "$w/$f" "$golden"; then echo "SAME $name"; return 0; fi
  mkdir -p "${golden%/*}"
  cp "$w/$f" "$golden"
  echo "WROTE $name"
}

kt_args "$@"
kt_need_tool
mapfile -t cases < <(kt_cases)
for c in "${cases[@]}"; do
  for t in "${KT_SEL_TARGETS[@]}"; do
    if [ $KT_TARGET_GIVEN -eq 1 ] || [ "$t" = cuda ] || [ -f "testdata/$c/golden/${KT_GOLDEN[$t]}" ]; then
      kt_spawn update "$c" "$t"
    fi
  done
done
status=0
kt_finish || status=1

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "--- review before committing (git diff --stat -- testdata):"
  git diff --stat -- testdata
  git ls-files --others --exclude-standard -- 'testdata/*/golden/*' | sed 's/^/new: /'
fi
exit $status
