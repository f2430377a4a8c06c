#!/usr/bin/env bash
# Usage: scripts/test.sh
# Configures and builds kokkos-translate (build/, Ninja, Release), then runs every test stage:
# ctest (unit tests), scripts/kokkos-reference.sh (if present), golden-test, omp3d-check
# (tests/golden/omp3d_check.py), bad-input-test, cli-test, tree-test (tests/tree/run.sh),
# fuzz-test, cmake-project, docs-test (scripts/docs-test.sh: the README's and docs/CI.md's
# command blocks, links), ci-sample (tests/ci-sample/run.sh: docs/CI.md's recipe), kokkos4
# (tests/kokkos4/check.sh: bundled header vs real Kokkos 4.x, byte for byte; skipped without a
# Kokkos 4.x install, see scripts/kokkos4-build.sh),
# compile-golden, shim-warnings (scripts/shim-warnings.sh: the shim at -Wall -Wextra) and
# output-ratio (scripts/output-ratio.sh: output/input lines per target over the goldens; reports,
# fails only with --check, once the goals are met).
# compile-golden, shim-warnings, output-ratio and kokkos-reference need no translator, so they run during the
# build; the others run side by side after it. Prints each stage's output and time, a table, and
# last `N passed, M failed, K skipped` summed over the stages' own summary lines (a stage that
# fails without one counts as 1 failed). Exits 1 if anything failed.
set -euo pipefail
source "$(dirname "$0")/../tests/golden/lib.sh"
tmp=$KT_TMP
export TMPDIR=$tmp/tmp  # the stages' (and compilers') temp files go with ours
mkdir -p "$TMPDIR"

now() { echo "${EPOCHREALTIME/./}"; }  # microseconds
secs() { local us=$(($(now) - $1)); printf '%d.%ds' $((us / 1000000)) $((us / 100000 % 10)); }
T0=$(now)
PASS=0 FAIL=0 SKIP=0 TABLE=()

start() {  # NAME CMD...: run CMD in the background, output to $tmp/NAME.log
  local name=$1
  shift
  (
    t=$(now) rc=0
    "$@" >"$tmp/$name.log" 2>&1 </dev/null || rc=$?
    echo "$rc $(secs "$t")" >"$tmp/$name.rc"
  ) &
  echo $! >"$tmp/$name.pid"
}

counts() {  # NAME RC: print `passed failed skipped` from the stage's log
  local log=$tmp/$1.log line p f s
  if [ "$1" = ctest ]; then
    line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
    if [ -n "$line" ]; then
      read -r f total < <(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1 \2/' <<<"$line")
      s=$(grep -cE '\((Skipped|Disabled)\)$' "$log" || true)
      p=$((total - f - s))
      [ $p -ge 0 ] || p=0
    elif grep -q 'No tests were found' "$log"; then p=0 f=0 s=0; fi
  else
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$' "$log" | tail -n 1 || true)
    [ -z "$line" ] || read -r p f s < <(sed -E 's/^([0-9]+) passed, ([0-9]+) failed(, ([0-9]+) skipped)?$/\1 \2 \4/' <<<"$line")
  fi
  if [ "$1" = configure ] || [ "$1" = build ]; then p=0 f=0 s=0; fi
  if [ -z "${p:-}" ]; then  # no summary line: the stage counts as one test
    if [ "$2" -eq 0 ]; then p=1 f=0; else p=0 f=1; fi
  fi
  s=${s:-0}
  if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi  # failed without saying so
  echo "$p $f $s"
}

finish() {  # NAME [quiet]: wait for the stage, print its output, add up its counts; returns its rc
  local name=$1 rc time p f s
  wait "$(cat "$tmp/$name.pid")" || true
  read -r rc time <"$tmp/$name.rc"
  read -r p f s < <(counts "$name" "$rc")
  PASS=$((PASS + p)) FAIL=$((FAIL + f)) SKIP=$((SKIP + s))
  echo "==== $name: exit $rc, $p passed, $f failed, $s skipped ($time)"
  if [ "${2:-}" != quiet ] || [ "$rc" -ne 0 ]; then
    if [ "${2:-}" = quiet ]; then tail -n 60 "$tmp/$name.log"; else cat "$tmp/$name.log"; fi
  fi
  TABLE+=("$(printf '%-16s exit %-3s %4s passed %4s failed %4s skipped %8s' "$name" "$rc" "$p" "$f" "$s" "$time")")
  return "$rc"
}

not_run() { TABLE+=("$(printf '%-16s not run (%s)' "$1" "$2")"); echo "==== $1: not run ($2)"; }

late=(ctest golden-test omp3d-check bad-input-test cli-test tree-test fuzz-test cmake-project docs-test ci-sample kokkos4)  # need the build
early=(compile-golden shim-warnings output-ratio diagnostics-doc)    # do not
if [ -f scripts/kokkos-reference.sh ]; then early+=(kokkos-reference); fi
if [ -f tests/kokkos-api/check.sh ]; then early+=(kokkos-api); fi
start compile-golden bash scripts/compile-golden.sh
start shim-warnings bash scripts/shim-warnings.sh
start output-ratio bash scripts/output-ratio.sh
start diagnostics-doc python3 scripts/gen-diagnostics-doc.py --check
if [ -f tests/kokkos-api/check.sh ]; then start kokkos-api bash tests/kokkos-api/check.sh; fi
if [ -f scripts/kokkos-reference.sh ]; then start kokkos-reference bash scripts/kokkos-reference.sh; fi
start configure cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
built=0
if finish configure quiet; then
  start build cmake --build build
  if finish build quiet; then built=1; fi
fi

if [ $built -eq 1 ]; then
  start ctest ctest --test-dir build --output-on-failure -j "$(nproc)"
  start golden-test bash scripts/golden-test.sh
  start omp3d-check python3 tests/golden/omp3d_check.py
  start bad-input-test bash scripts/bad-input-test.sh
  start cli-test bash scripts/cli-test.sh
  start tree-test bash tests/tree/run.sh
  start fuzz-test bash scripts/fuzz-test.sh
  start cmake-project bash tests/cmake-project/run.sh
  start docs-test bash scripts/docs-test.sh
  start ci-sample bash tests/ci-sample/run.sh
  start kokkos4 bash tests/kokkos4/check.sh
  for s in "${late[@]}"; do finish "$s" || true; done
else
  for s in "${late[@]}"; do not_run "$s" "build failed"; done
fi
for s in "${early[@]}"; do finish "$s" || true; done

echo "==== summary (total $(secs "$T0"))"
printf '%s\n' "${TABLE[@]}"
echo "$PASS passed, $FAIL failed, $SKIP skipped"
[ "$FAIL" -eq 0 ]
