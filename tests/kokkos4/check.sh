#!/usr/bin/env bash
# Usage: tests/kokkos4/check.sh [--target T]... [-j N] [CASE...]
# Byte-identical check of the bundled Kokkos API (kokkos-api/) against real Kokkos 4.x: for
# each case and target with a golden, translates testdata/<case>/input.cpp twice, once parsed
# against the bundled header and once with real Kokkos 4.x headers first on the include path
# (`-- -I<prefix>/include`; the bundled header comes through -idirafter, so the real one
# wins), and fails unless both runs succeed and their outputs are byte-identical.
# A case listed in tests/kokkos4/exempt.txt is not valid Kokkos 4.x (it uses a 3.x spelling
# that 4.x removed, or tests the backend macros a Serial-only install cannot define): its
# real-4.x run must fail (then SKIP, with the reason) and a listed case that translates FAILs.
# Real Kokkos: $KT_KOKKOS_PREFIX (an install prefix with include/Kokkos_Core.hpp), default
# build/kokkos4 (where scripts/kokkos4-build.sh installs); with none, every check is SKIPped.
# Also translates tests/kokkos4/headers.cpp (the 4.x public headers the bundled API forwards to
# Kokkos_Core.hpp) for cuda, hip, openmp and openacc when no CASE is named.
# Prints `PASS|FAIL|SKIP kokkos4/<target>/<case>` and `N passed, M failed, K skipped`.
# Env: KT_TOOL, KT_TIMEOUT (tests/golden/lib.sh).
set -euo pipefail
source "$(dirname "$0")/../golden/lib.sh"

PREFIX=${KT_KOKKOS_PREFIX:-build/kokkos4}
EXEMPT=tests/kokkos4/exempt.txt

exempt_reason() {  # CASE: the reason listed for CASE, or nothing
  awk -v c="$1" '$1 == c { $1 = ""; sub(/^ +/, ""); print; exit }' "$EXEMPT"
}

check() {  # CASE TARGET [INPUT]
  local c=$1 t=$2 f=${KT_GOLDEN[$2]} name="kokkos4/$2/$1" w="$KT_TMP/$2/$1" rc1=0 rc2=0 why
  local in=${3:-testdata/$1/input.cpp}
  mkdir -p "$w/bundled" "$w/real"
  KT_EXTRA=()  # (each check runs in a subshell of its own)
  kt_translate "$t" "$in" "$w/bundled/$f" 2>"$w/bundled.err" || rc1=$?
  KT_EXTRA=("-I$PREFIX/include")
  kt_translate "$t" "$in" "$w/real/$f" 2>"$w/real.err" || rc2=$?
  why=$(exempt_reason "$c")
  if [ -n "$why" ]; then
    if [ $rc2 -ne 0 ]; then echo "SKIP $name (not Kokkos 4.x: $why)"; return 77; fi
    echo "FAIL $name (listed in $EXEMPT, yet it translates against Kokkos 4.x: remove it)"
    return 1
  fi
  if [ $rc1 -ne 0 ]; then
    echo "FAIL $name (bundled header: tool $(kt_status $rc1))"
    kt_indent "$w/bundled.err" 20
    return 1
  fi
  if [ $rc2 -ne 0 ]; then
    echo "FAIL $name (Kokkos 4.x headers: tool $(kt_status $rc2))"
    grep -v '^ *In file included from' "$w/real.err" | head -n 20 | sed 's/^/    /'
    return 1
  fi
  if ! diff -u --label bundled --label kokkos4 "$w/bundled/$f" "$w/real/$f" >"$w/diff"; then
    echo "FAIL $name (outputs differ)"
    head -n 60 "$w/diff"
    return 1
  fi
  echo "PASS $name"
}

kt_args "$@"
if [ ! -f "$PREFIX/include/Kokkos_Core.hpp" ]; then
  echo "SKIP kokkos4 (no Kokkos 4.x install at $PREFIX: scripts/kokkos4-build.sh, or set KT_KOKKOS_PREFIX)"
  echo "0 passed, 0 failed, 1 skipped"
  exit 0
fi
kt_need_tool
mapfile -t cases < <(kt_cases)
for c in "${cases[@]}"; do
  for t in "${KT_SEL_TARGETS[@]}"; do
    if [ -f "testdata/$c/golden/${KT_GOLDEN[$t]}" ]; then kt_spawn check "$c" "$t"; fi
  done
done
# The Kokkos 4.x public headers besides Kokkos_Core.hpp that the bundled API forwards.
if [ ${#KT_SEL_CASES[@]} -eq 0 ]; then
  for t in "${KT_SEL_TARGETS[@]}"; do
    case $t in cuda | hip | openmp | openacc) kt_spawn check headers "$t" tests/kokkos4/headers.cpp ;; esac
  done
fi
kt_finish --skipped
