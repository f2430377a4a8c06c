#!/usr/bin/env bash
# Usage: scripts/bad-input-test.sh [--target T] [-j N] [CASE...]
# For each testdata/bad/<case>/ (input.cpp + expect, see tests/bad/README.md): copies the case to a
# temp dir, translates it with `-o <tmp>/out.cu` (default target cuda) and checks: the exit code is
# expect's `exit`; when expect has `line`/`col`/`id`, one stderr line contains `input.cpp:<line>:`
# (`input.cpp:<line>:<col>:`), `error` and `[<id>]`; no out.cu was written; the input's sha256
# is unchanged and no file appeared next to it; with `errors N`, exactly N stderr lines hold
# `input.cpp:`, `error` (and `[<id>]` with `id`); with `message TEXT` (repeatable), the error
# line at the expected location also contains each TEXT. Prints `PASS|FAIL bad/<target>/<case>` and
# `N passed, M failed`; exits 1 on any failure. A case whose expect has `target T` is translated
# for T whatever the selected targets (a construct only T cannot express).
# Env: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT, KT_COMPILER_ARGS.
set -euo pipefail
source "$(dirname "$0")/../tests/golden/lib.sh"

check() {  # CASE TARGET
  local c=$1 t=$2 name="bad/$2/$1" dir=testdata/bad/$1 w="$KT_TMP/$2/$1"
  local n key val exp_exit="" exp_id="" exp_line="" exp_col="" exp_target="" exp_errors="" problems=() rc=0 sum files loc msg
  local exp_messages=()
  [ -f "$dir/input.cpp" ] || { echo "FAIL $name (no $dir/input.cpp)"; return 1; }
  [ -f "$dir/expect" ] || { echo "FAIL $name (no $dir/expect)"; return 1; }
  while read -r key val || [ -n "$key" ]; do
    case $key in
      '' | '#'*) ;;
      id) exp_id=$val ;;
      target) exp_target=$val ;;  # a case for one target's limits: translated for it alone
      message) exp_messages+=("$val") ;;  # a text the located error line contains
      line | col | exit | errors)
        [[ $val =~ ^[0-9]+$ ]] || problems+=("expect: '$key $val' is not a number")
        printf -v "exp_$key" '%s' "$val" ;;
      *) problems+=("expect: unknown key '$key'") ;;
    esac
  done <"$dir/expect"
  [ -n "$exp_exit" ] || problems+=("expect: no 'exit' line")
  if [ ${#problems[@]} -gt 0 ]; then
    msg=$(printf '%s; ' "${problems[@]}")
    echo "FAIL $name (${msg%; })"
    return 1
  fi

  if [ -n "$exp_target" ]; then t=$exp_target name="bad/$exp_target/$1" w="$KT_TMP/$exp_target/$1"; fi
  mkdir -p "$w/src"
  cp -R "$dir/." "$w/src/"
  sum=$(sha256sum <"$w/src/input.cpp")
  files=$(ls -A "$w/src")
  kt_translate "$t" "$w/src/input.cpp" "$w/out.cu" >"$w/out" 2>"$w/err" || rc=$?

  [ "$rc" -eq "$exp_exit" ] || problems+=("tool $(kt_status "$rc"), expected exit $exp_exit")
  [ "$exp_exit" -eq 0 ] || [ ! -e "$w/out.cu" ] || problems+=("out.cu was written")
  [ "$(sha256sum <"$w/src/input.cpp")" = "$sum" ] || problems+=("input.cpp was modified")
  [ "$(ls -A "$w/src")" = "$files" ] || problems+=("files appeared next to input.cpp")
  if [ -n "$exp_line$exp_col$exp_id" ]; then
    loc="input.cpp:${exp_line:+$exp_line:}${exp_col:+$exp_col:}"
    awk -v loc="$loc" -v id="[$exp_id]" -v want_id="$exp_id" \
      'index($0, loc) && index($0, "error") && (want_id == "" || index($0, id)) { found = 1 }
       END { exit !found }' "$w/err" ||
      problems+=("no stderr line with '$loc'${exp_id:+ and '[$exp_id]'} and 'error'")
  fi
  for msg in ${exp_messages[@]+"${exp_messages[@]}"}; do
    loc="input.cpp:${exp_line:+$exp_line:}${exp_col:+$exp_col:}"
    awk -v loc="$loc" -v text="$msg" 'index($0, loc) && index($0, "error") && index($0, text) { found = 1 }
       END { exit !found }' "$w/err" || problems+=("no error line at '$loc' containing '$msg'")
  done
  if [ -n "$exp_errors" ]; then
    n=$(awk -v id="[$exp_id]" -v want_id="$exp_id" \
      'index($0, "input.cpp:") && index($0, "error") && (want_id == "" || index($0, id)) { n++ }
         END { print n + 0 }' "$w/err")
    [ "$n" -eq "$exp_errors" ] || problems+=("$n error lines${exp_id:+ with [$exp_id]}, expected $exp_errors")
  fi
  if [ ${#problems[@]} -gt 0 ]; then
    msg=$(printf '%s; ' "${problems[@]}")
    echo "FAIL $name (${msg%; })"
    echo "  stderr:"
    kt_indent "$w/err" 50
    return 1
  fi
  echo "PASS $name"
}

kt_args "$@"
[ $KT_TARGET_GIVEN -eq 1 ] || KT_SEL_TARGETS=(cuda)
cases=()
if [ ${#KT_SEL_CASES[@]} -gt 0 ]; then
  for c in "${KT_SEL_CASES[@]}"; do cases+=("${c#bad/}"); done
else
  for d in testdata/bad/*/; do [ -d "$d" ] && cases+=("$(basename "$d")"); done
fi
[ ${#cases[@]} -eq 0 ] || kt_need_tool
for c in "${cases[@]}"; do
  for t in "${KT_SEL_TARGETS[@]}"; do kt_spawn check "$c" "$t"; done
done
kt_finish
