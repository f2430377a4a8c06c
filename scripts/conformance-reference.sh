#!/usr/bin/env bash
# Usage: scripts/conformance-reference.sh [-j N] PREFIX SRC [HEADER...]
# The reference columns of tests/conformance/manifest.tsv: each Kokkos core unit-test header
# (default: every header of the manifest) with the conformance driver
# (tests/conformance/driver.cpp.in), built against real Kokkos installed in PREFIX
# (scripts/kokkos4-build.sh SRC PREFIX: Kokkos 4.6.01, Serial) and run on the CPU. SRC is the
# Kokkos source tree whose core/unit_test holds the headers. Prints one manifest line per header:
# `header<TAB>passed<TAB>run<TAB>skipped` (gtest's summary; a build failure prints `build failed`).
# Work files go to build/conformance-ref/. gtest is Debian's libgtest-dev.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
JOBS=2
[ "${1:-}" = -j ] && { JOBS=$2; shift 2; }
[ $# -ge 2 ] || { sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 2; }
PREFIX=$(cd "$1" && pwd) SRC=$(cd "$2" && pwd)
shift 2
WORK=$ROOT/build/conformance-ref
mkdir -p "$WORK"
if [ $# -eq 0 ]; then set -- $(grep -v '^#' "$ROOT/tests/conformance/manifest.tsv" | cut -f1); fi
LIB=$PREFIX/lib; [ -d "$PREFIX/lib64" ] && LIB=$PREFIX/lib64
export ROOT WORK PREFIX SRC LIB
one() {
  local h=$1 b=${1%.hpp}
  sed "s/@HEADER@/$h/" "$ROOT/tests/conformance/driver.cpp.in" >"$WORK/d_$b.cpp"
  if ! g++ -std=c++17 -O1 -I "$PREFIX/include" -I "$SRC/core/unit_test" "$WORK/d_$b.cpp" -o "$WORK/$b" \
      -L "$LIB" -lkokkoscontainers -lkokkoscore -lgtest -lpthread -ldl >"$WORK/$b.build.log" 2>&1; then
    printf '%s\tbuild failed\n' "$h"; return
  fi
  "$WORK/$b" >"$WORK/$b.run.log" 2>&1
  local p f s n
  p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$WORK/$b.run.log" | tail -1)
  f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$WORK/$b.run.log" | tail -1)
  s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' "$WORK/$b.run.log" | tail -1)
  n=$(sed -n 's/^\[==========\] \([0-9]*\) tests\{0,1\} from .* ran.*/\1/p' "$WORK/$b.run.log" | tail -1)
  printf '%s\t%s\t%s\t%s\n' "$h" "${p:-0}" "$(( ${n:-0} - ${s:-0} ))" "${s:-0}"
}
export -f one
printf '%s\n' "$@" | xargs -P "$JOBS" -I{} bash -c 'one {}' | sort
