#!/usr/bin/env bash
# Build every test program against real Kokkos (Serial backend: Debian's libtrilinos-kokkos-dev
# 3.4.1, or with KT_KOKKOS_PREFIX a Kokkos 4.x install from scripts/kokkos4-build.sh) and check
# its output against testdata/<case>/reference.txt.
#
# Usage: scripts/kokkos-reference.sh [--update] [CASE...]
#   CASE      a directory name under testdata/ (default: every one with an input.cpp)
#   --update  write testdata/<case>/reference.txt from the program's output
#             instead of comparing (lines starting with `device:` are dropped)
#   A case whose directory holds a file `kokkos4` (one line: why) has Kokkos 4 semantics that
#   Debian's 3.4.1 lacks: it is a SKIP without KT_KOKKOS_PREFIX, and its reference is Kokkos 4's.
#
# Binaries go to build/kokkos-ref/<case>/ (build/kokkos-ref-<KOKKOS_VERSION>/<case>/ with
# KT_KOKKOS_PREFIX); a case is rebuilt only when its input.cpp is newer than its binary.
# Builds and runs use $JOBS parallel jobs (default 2).  Prints `PASS case` / `FAIL case (reason)` per case and ends with
# `N passed, M failed`; the exit status is non-zero when any case failed.
#
# Environment overrides: KT_KOKKOS_PREFIX (a Kokkos install prefix: sets KOKKOS_INC and
# KOKKOS_LIBS), CXX, CXXFLAGS, KOKKOS_INC, KOKKOS_LIBS, JOBS, RUN_TIMEOUT (seconds, default 60),
# RTOL, ATOL.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/tests/lib/report.sh"
TESTDATA="$ROOT/testdata"
OUTDIR="$ROOT/build/kokkos-ref"

UPDATE=0
CASES=()
for arg in "$@"; do
  case "$arg" in
    --update) UPDATE=1 ;;
    -h|--help) sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "kokkos-reference: unknown option $arg" >&2; exit 2 ;;
    *) c="${arg%/}"; c="${c#testdata/}"; CASES+=("$c") ;;
  esac
done

if [ ${#CASES[@]} -eq 0 ]; then
  for d in "$TESTDATA"/*/; do
    [ -f "$d/input.cpp" ] && CASES+=("$(basename "$d")")
  done
fi
if [ ${#CASES[@]} -eq 0 ]; then
  echo "kokkos-reference: no cases found under $TESTDATA" >&2
  kt_fail kokkos-reference "no cases"
  kt_exit
fi

if [ -n "${KT_KOKKOS_PREFIX:-}" ]; then
  cfg="$KT_KOKKOS_PREFIX/include/KokkosCore_config.h"
  if [ ! -f "$cfg" ]; then
    echo "kokkos-reference: no Kokkos install at $KT_KOKKOS_PREFIX (no $cfg)" >&2
    exit 2
  fi
  ver="$(sed -n 's/^#define KOKKOS_VERSION \([0-9]*\).*/\1/p' "$cfg")"
  OUTDIR="$ROOT/build/kokkos-ref-${ver:-x}"
  lib="$KT_KOKKOS_PREFIX/lib"; [ -d "$lib" ] || lib="$KT_KOKKOS_PREFIX/lib64"
  KOKKOS_INC="${KOKKOS_INC:--I$KT_KOKKOS_PREFIX/include}"
  KOKKOS_LIBS="${KOKKOS_LIBS:--L$lib -lkokkoscontainers -lkokkoscore -ldl -lpthread}"
fi
export ROOT TESTDATA OUTDIR UPDATE
export CXX="${CXX:-g++}"
export CXXFLAGS="${CXXFLAGS:--std=c++17 -O2}"
export KOKKOS_INC="${KOKKOS_INC:--I/usr/include/trilinos}"
export KOKKOS_LIBS="${KOKKOS_LIBS:--ltrilinos_kokkoscontainers -ltrilinos_kokkoscore -ldl}"
export RUN_TIMEOUT="${RUN_TIMEOUT:-60}"
export RTOL="${RTOL:-1e-8}"
export ATOL="${ATOL:-1e-12}"
JOBS="${JOBS:-2}"

# One case: build (if stale), run, compare or update.  Writes the verdict
# line to $OUTDIR/<case>/status.
one_case() {
  local c="$1"
  local src="$TESTDATA/$c/input.cpp"
  local dir="$OUTDIR/$c"
  local bin="$dir/$c"
  local ref="$TESTDATA/$c/reference.txt"
  mkdir -p "$dir"
  rm -f "$dir/status" "$dir/compare.txt"
  if [ ! -f "$src" ]; then
    echo "FAIL $c (no input.cpp)" > "$dir/status"; return
  fi
  if [ -f "$TESTDATA/$c/kokkos4" ] && [ -z "${KT_KOKKOS_PREFIX:-}" ]; then
    echo "SKIP $c (needs Kokkos 4: $(head -n 1 "$TESTDATA/$c/kokkos4"))" > "$dir/status"; return
  fi
  if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ]; then
    # shellcheck disable=SC2086
    if ! $CXX $CXXFLAGS $KOKKOS_INC "$src" $KOKKOS_LIBS -o "$bin" > "$dir/build.log" 2>&1; then
      rm -f "$bin"
      echo "FAIL $c (build failed, see ${OUTDIR#$ROOT/}/$c/build.log)" > "$dir/status"; return
    fi
  fi
  local rc=0
  ( cd "$dir" && timeout "$RUN_TIMEOUT" "$bin" > "$dir/stdout.txt" 2> "$dir/stderr.txt" ) || rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "FAIL $c (exit status $rc, see ${OUTDIR#$ROOT/}/$c/stderr.txt)" > "$dir/status"; return
  fi
  if [ "$UPDATE" -eq 1 ]; then
    grep -v '^device:' "$dir/stdout.txt" > "$ref" || true
    echo "PASS $c (reference updated)" > "$dir/status"; return
  fi
  if [ ! -f "$ref" ]; then
    echo "FAIL $c (no reference.txt; run with --update)" > "$dir/status"; return
  fi
  if python3 "$ROOT/scripts/compare-output.py" "$ref" "$dir/stdout.txt" \
       --rtol "$RTOL" --atol "$ATOL" > "$dir/compare.txt" 2>&1; then
    echo "PASS $c" > "$dir/status"
  else
    echo "FAIL $c ($(head -n 1 "$dir/compare.txt"))" > "$dir/status"
  fi
}
export -f one_case

mkdir -p "$OUTDIR"
printf '%s\n' "${CASES[@]}" | xargs -P "$JOBS" -I{} bash -c 'one_case "$1"' _ {}

for c in "${CASES[@]}"; do
  st="$OUTDIR/$c/status"
  if [ -f "$st" ]; then line="$(cat "$st")"; else line="FAIL $c (no result)"; fi
  echo "$line"
  case "$line" in PASS*) kt_count 0 ;; SKIP*) kt_count 77 ;; *) kt_count 1 ;; esac
  if [ "${line#FAIL}" != "$line" ] && [ -f "$OUTDIR/$c/compare.txt" ] && [ "$UPDATE" -eq 0 ]; then
    sed -n '2,3p' "$OUTDIR/$c/compare.txt" | sed 's/^/    /'
  fi
done
kt_exit
