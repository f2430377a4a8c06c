#!/usr/bin/env bash
# Usage: scripts/user-lines-test.sh [--style-only] [--target T]... [-j N] [CASE...]
# Issue 15 item 2: only code the translator writes is formatted. For each case and target with a
# golden, translates testdata/<case>/input.cpp with --debug-edited-lines (which prints the input
# lines the edits touch) and checks with tests/golden/user_lines_check.py that every other input
# line appears byte-identical, in order, in the golden. Prints
# `PASS|FAIL user-lines/<target>/<case>` and a summary; exits 1 on any failure.
# Then user-lines/clang-format/<target>: tests/format-style has a .clang-format (IndentWidth 4,
# Allman braces, left pointers); the inserted code follows it, its user lines stay verbatim, and
# the same input outside that tree gets LLVM style (2 spaces, right pointers). --style-only runs
# only these (the ctest stage: scripts/golden-test.sh checks every golden's user lines).
# Env: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT, KT_COMPILER_ARGS.
set -euo pipefail
source "$(dirname "$0")/../tests/golden/lib.sh"

check() {  # CASE TARGET
  local c=$1 t=$2 f=${KT_GOLDEN[$2]} name="user-lines/$2/$1" w="$KT_TMP/$2/$1" rc=0
  local target=$t opts=() extra=()
  [ ${#KT_EXTRA[@]} -eq 0 ] || extra=(-- "${KT_EXTRA[@]}")
  if [ "$t" = openmp3d ]; then target=openmp opts=(--omp-grid=3d); fi
  if [ "$t" = openaccgp ]; then target=openacc opts=(--acc-scratch=gang-private); fi
  mkdir -p "$w"
  timeout -k 10 "$KT_TIMEOUT" "$KT_TOOL" --target="$target" "${opts[@]}" --debug-edited-lines \
    -o "$w/$f" "testdata/$c/input.cpp" "${extra[@]}" 2>"$w/err" || rc=$?
  if [ $rc -ne 0 ] || [ ! -f "$w/$f" ]; then
    echo "FAIL $name (tool $(kt_status $rc))"
    kt_indent "$w/err"
    return 1
  fi
  if ! python3 tests/golden/user_lines_check.py "testdata/$c/input.cpp" "$w/err" \
    "testdata/$c/golden/$f" >"$w/log" 2>&1; then
    echo "FAIL $name"
    kt_indent "$w/log"
    return 1
  fi
  echo "PASS $name ($(cat "$w/log"))"
}

style() {  # TARGET: tests/format-style/input.cpp in its tree and outside it
  local t=$1 name="user-lines/clang-format/$1" w="$KT_TMP/style/$1" f=out.cpp why=""
  mkdir -p "$w/plain" && cp tests/format-style/input.cpp "$w/plain/input.cpp"
  if ! "$KT_TOOL" --target="$t" --debug-edited-lines tests/format-style/input.cpp -o "$w/$f" \
    2>"$w/err" || ! "$KT_TOOL" --target="$t" "$w/plain/input.cpp" -o "$w/plain/$f" 2>>"$w/err"; then
    echo "FAIL $name (tool failed)"; kt_indent "$w/err"; return 1
  fi
  grep -qx '{' "$w/$f" || why+=" no Allman brace;"
  grep -q '^    for (\|^    auto\* kt_p_' "$w/$f" || why+=" no 4-space indent;"
  grep -q '^  for (\|^  auto \*kt_p_' "$w/plain/$f" ||
    why+=" no 2-space indent without the .clang-format;"
  grep -q 'View<double\*>::handle_type x' "$w/$f" || why+=" no left pointer;"
  ! grep -qx '{' "$w/plain/$f" || why+=" Allman brace without the .clang-format;"
  grep -q 'View<double \*>::handle_type x' "$w/plain/$f" ||
    why+=" no LLVM pointer without the .clang-format;"
  python3 tests/golden/user_lines_check.py tests/format-style/input.cpp "$w/err" "$w/$f" \
    >"$w/log" 2>&1 || why+=" $(cat "$w/log")"
  if [ -n "$why" ]; then echo "FAIL $name:$why"; return 1; fi
  echo "PASS $name"
}

style_only=0
if [ "${1:-}" = --style-only ]; then style_only=1; shift; fi
kt_args "$@"
kt_need_tool
mapfile -t cases < <(kt_cases)
[ $style_only = 0 ] || cases=()
for c in "${cases[@]}"; do
  for t in "${KT_SEL_TARGETS[@]}"; do
    if [ -f "testdata/$c/golden/${KT_GOLDEN[$t]}" ]; then kt_spawn check "$c" "$t"; fi
  done
done
if [ ${#KT_SEL_CASES[@]} -eq 0 ]; then
  for t in cuda openmp; do
    if [[ " ${KT_SEL_TARGETS[*]} " == *" $t "* ]]; then kt_spawn style "$t"; fi
  done
fi
kt_finish
