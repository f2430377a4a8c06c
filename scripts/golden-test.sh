#!/usr/bin/env bash
# Usage: scripts/golden-test.sh [--target T]... [-j N] [CASE...]
# For each case and target whose golden testdata/<case>/golden/<file> exists, translates
# testdata/<case>/input.cpp (from the repo root) and `diff -u`s the output against the golden;
# the run's --debug-edited-lines list shows every input line no edit touches is in the golden
# verbatim (issue 15 item 2, tests/golden/user_lines_check.py). Determinism: one target of each
# case (chosen by the case name's checksum, so every target takes its share) is translated a
# second time, for a third of the cases (also by checksum) without the precompiled bundled
# header (--pch-cache), and both outputs must be byte-identical; KT_GOLDEN_TWICE=1 does that,
# without the header, for every target (-j determinism is scripts/cli-test.sh's and
# tests/tree/run.sh's). Prints `PASS|FAIL golden/<target>/<case>`
# and a summary `N passed, M failed`; exits 1 on any failure. Targets: cuda hip openmp openacc.
# Env: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT, KT_COMPILER_ARGS.
set -euo pipefail
source "$(dirname "$0")/../tests/golden/lib.sh"

check() {  # CASE TARGET TWICE (TWICE: none, pch or nopch: how the case's second run parses)
  local c=$1 t=$2 f=${KT_GOLDEN[$2]} name="golden/$2/$1" w="$KT_TMP/$2/$1" run rc pch
  local golden=testdata/$c/golden/$f runs=1
  if [ "$3" != none ]; then runs="1 2"; fi
  mkdir -p "$w/1" "$w/2"
  for run in $runs; do
    rc=0 pch=$KOKKOS_TRANSLATE_PCH_CACHE
    # Run 2 of a third of the cases parses without the precompiled bundled header (lib.sh):
    # the same bytes either way.
    if [ "$run" = 2 ] && [ "$3" = nopch ]; then pch=""; fi
    KT_EDITED_LINES=$((run == 1)) KOKKOS_TRANSLATE_PCH_CACHE=$pch kt_translate "$t" "testdata/$c/input.cpp" "$w/$run/$f" \
      2>"$w/$run.err" || rc=$?
    if [ $rc -ne 0 ] || [ ! -f "$w/$run/$f" ]; then
      echo "FAIL $name (run $run: tool $(kt_status $rc)$([ -f "$w/$run/$f" ] || echo ', no output'))"
      kt_indent "$w/$run.err"
      return 1
    fi
  done
  if [ "$runs" != 1 ] && ! cmp -s "$w/1/$f" "$w/2/$f"; then
    echo "FAIL $name (not deterministic: two runs differ)"
    diff -u --label run1 --label run2 "$w/1/$f" "$w/2/$f" | head -n 100
    return 1
  fi
  if ! diff -u --label "$golden" --label "translated" "$golden" "$w/1/$f" >"$w/diff"; then
    echo "FAIL $name (differs from golden; if intended: scripts/update-golden.sh --target $t $c)"
    cat "$w/diff"
    return 1
  fi
  # Run 1 listed the input lines the edits touch: every other line is in the golden verbatim.
  if ! python3 tests/golden/user_lines_check.py "testdata/$c/input.cpp" "$w/1.err" "$golden" \
    >"$w/lines" 2>&1; then
    echo "FAIL $name (user lines not kept verbatim)"
    kt_indent "$w/lines"
    return 1
  fi
  echo "PASS $name"
}

twice_target() {  # CASE: the target translated twice for the determinism check, and how:
  # `TARGET pch` or, for a third of the cases, `TARGET nopch` (the second run without the
  # precompiled header)
  local ts=() t sum
  for t in "${KT_TARGETS[@]}"; do [ -f "testdata/$1/golden/${KT_GOLDEN[$t]}" ] && ts+=("$t"); done
  [ ${#ts[@]} -gt 0 ] || return 0
  sum=$(printf %s "$1" | cksum)
  sum=${sum%% *}
  echo "${ts[$((sum % ${#ts[@]}))]} $([ $((sum / 7 % 3)) = 0 ] && echo nopch || echo pch)"
}

no_golden() {  # CASE TARGET...
  if [ -f "testdata/$1/input.cpp" ]; then
    echo "FAIL golden/*/$1 (no golden for target: ${*:2}; scripts/update-golden.sh writes them)"
  else
    echo "FAIL golden/*/$1 (no testdata/$1/input.cpp)"
  fi
  return 1
}

kt_args "$@"
mapfile -t cases < <(kt_cases)
for c in "${cases[@]}"; do
  tested=0
  read -r twice how <<<"$(twice_target "$c")"
  for t in "${KT_SEL_TARGETS[@]}"; do
    if [ -f "testdata/$c/golden/${KT_GOLDEN[$t]}" ]; then
      kt_need_tool
      mode=none
      if [ "${KT_GOLDEN_TWICE:-0}" = 1 ]; then mode=nopch; elif [ "$t" = "$twice" ]; then mode=$how; fi
      kt_spawn check "$c" "$t" "$mode"
      tested=1
    fi
  done
  # A case named on the command line must be tested somewhere.
  if [ $tested -eq 0 ] && [ ${#KT_SEL_CASES[@]} -gt 0 ]; then kt_spawn no_golden "$c" "${KT_SEL_TARGETS[@]}"; fi
done
kt_finish
