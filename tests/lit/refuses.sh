#!/usr/bin/env bash
# Usage: tests/lit/refuses.sh TOOL TARGET EXIT INPUT (the %refuses of testdata/bad/lit.cfg.py)
# Translates a copy of INPUT's folder for TARGET with `-o`, and fails unless the translator
# refused it cleanly: exit status EXIT, no output written, the input unchanged and nothing new
# next to it. Prints the translator's stderr, for FileCheck to check the diagnostics' columns.
set -uo pipefail
tool=$1 target=$2 want=$3 input=$4
w=$(mktemp -d "${TMPDIR:-/tmp}/kt-refuses.XXXXXX")
trap 'rm -rf "$w"' EXIT
mkdir "$w/src" && cp -R "$(dirname "$input")/." "$w/src/"
in="$w/src/$(basename "$input")"
sum=$(sha256sum <"$in") files=$(ls -A "$w/src")
"$tool" --target="$target" "$in" -o "$w/out" 2>"$w/err" >/dev/null
rc=$?
cat "$w/err"
fail=0
[ "$rc" -eq "$want" ] || { echo "refuses: exit $rc, expected $want" >&2; fail=1; }
[ ! -e "$w/out" ] || { echo "refuses: an output was written" >&2; fail=1; }
[ "$(sha256sum <"$in")" = "$sum" ] || { echo "refuses: the input was modified" >&2; fail=1; }
[ "$(ls -A "$w/src")" = "$files" ] || { echo "refuses: files appeared next to the input" >&2; fail=1; }
exit $fail
