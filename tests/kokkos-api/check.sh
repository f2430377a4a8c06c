#!/usr/bin/env bash
# Parse checks for the bundled declaration-only Kokkos API (kokkos-api/include/Kokkos_Core.hpp).
#
#  1. Each test program here (tests/kokkos-api/*.cpp) parses against the bundled header with
#     clang++-19, with no warning coming from the header (-Wall -Wextra), also with
#     -DKOKKOS_TRANSLATE_LEAN_STD.
#  2. With --inputs: every testdata/*/input.cpp parses against the bundled header with no
#     warning from it (the golden stage parses each one too, through the translator, without
#     -Wall; this takes about 6 minutes, so CI's tier leaves it to KT_FULL_TESTS).
#  3. Each test program here also parses against real Kokkos (g++, /usr/include/trilinos),
#     proving the test programs are valid Kokkos.
#
# Usage: tests/kokkos-api/check.sh [-v] [--inputs]      (from anywhere; -v prints compiler output on success too)
# Environment: CLANGXX (clang++-19), GXX (g++), KOKKOS_REAL_INCLUDE (/usr/include/trilinos).
# Prints PASS/FAIL/SKIP lines and the summary (tests/lib/report.sh); exits 1 if anything failed.
set -u
cd "$(dirname "$0")/../.." || exit 2
source tests/lib/report.sh

CLANGXX=${CLANGXX:-clang++-19}
GXX=${GXX:-g++}
REAL_INC=${KOKKOS_REAL_INCLUDE:-/usr/include/trilinos}
VERBOSE=0 INPUTS=0
for a in "$@"; do
  case $a in
    -v) VERBOSE=1 ;;
    --inputs) INPUTS=1 ;;
    *) echo "usage: $0 [-v] [--inputs]" >&2; exit 2 ;;
  esac
done

# check NAME CMD...: passes when CMD succeeds and prints no warning located in kokkos-api/include.
check() {
  local name=$1
  shift
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [ $rc -eq 0 ] && ! grep -q 'kokkos-api/include/[^:]*:[0-9]*:[0-9]*: warning' <<<"$out"; then
    kt_pass "$name"
    [ $VERBOSE -eq 1 ] && [ -n "$out" ] && sed 's/^/      /' <<<"$out"
  else
    kt_fail "$name"
    sed 's/^/      /' <<<"$out" | head -25
  fi
}

BUNDLED=(-std=c++17 -fsyntax-only -Wall -Wextra -I kokkos-api/include)

shopt -s nullglob
tests=(tests/kokkos-api/*.cpp)
inputs=()
[ $INPUTS = 1 ] && inputs=(testdata/*/input.cpp)

for f in "${tests[@]}"; do
  check "bundled      $f" "$CLANGXX" "${BUNDLED[@]}" "$f"
  check "bundled-lean $f" "$CLANGXX" "${BUNDLED[@]}" -DKOKKOS_TRANSLATE_LEAN_STD "$f"
done

for f in "${inputs[@]}"; do
  check "bundled      $f" "$CLANGXX" "${BUNDLED[@]}" "$f"
done
[ $INPUTS = 1 ] && [ ${#inputs[@]} -eq 0 ] && echo "note: no testdata/*/input.cpp found"

if [ -f "$REAL_INC/Kokkos_Core.hpp" ]; then
  for f in "${tests[@]}"; do
    check "real-kokkos  $f" "$GXX" -std=c++17 -fsyntax-only -I"$REAL_INC" "$f"
  done
else
  for f in "${tests[@]}"; do
    kt_skip "real-kokkos  $f" "$REAL_INC/Kokkos_Core.hpp not found"
  done
fi
kt_exit
