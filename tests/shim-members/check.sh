#!/usr/bin/env bash
# Usage: tests/shim-members/check.sh            (from any directory)
# Every public member that the bundled header (kokkos-api/include) declares for a Kokkos class
# must be a member of the shim's class: user code naming it parses, the translator passes it
# through as kt::<class>::<member>, and the output must compile. For each class of classes.txt
# (`Label BundledType ShimType`), members.py lists the members of BundledType as clang-19 sees
# it in the bundled header (derived on every run, so a member added to the header later is
# probed too); then one translation unit per class, `struct P : ShimType { using
# ShimType::member; };` per member, is compiled with g++-12 against kt/openacc.hpp and the family
# headers (precompiled once). When it fails, the probes the errors point at are suspects (the rest
# is compiled again), and each suspect is compiled alone to confirm it. A member the shim lacks
# fails unless known-missing.txt lists it (`Label::member  reason`); a listed member that the
# shim has, or that the header no longer declares, fails too (a stale list). Prints PASS/FAIL
# lines and the summary (tests/lib/report.sh); exits 1 on a failure. Environment: CLANGXX (clang++-19),
# GXX (g++-12).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
source tests/lib/report.sh
CLANGXX=${CLANGXX:-clang++-19}
GXX=${GXX:-g++-12}
dir=tests/shim-members
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { kt_pass "$1"; }
bad() { kt_fail "$1"; [ -z "${2:-}" ] || sed 's/^/    /' "$2" | head -n 20; }

for c in "$CLANGXX" "$GXX"; do
  if ! command -v "$c" >/dev/null; then
    kt_skip shim-members "$c not found"; kt_exit
  fi
done

# The members of each class, as the bundled header declares them.
if ! python3 $dir/members.py $dir/classes.txt "$tmp/members" "$CLANGXX" 2>"$tmp/members.log"; then
  bad "shim-members/bundled-header (listing the members)" "$tmp/members.log"; kt_exit
fi
# The same probes against the bundled header itself: every listed member is one a program can
# name there (a check of members.py).
{ for h in Core DualView ScatterView Random Sort Vector StaticCrsGraph UniqueToken UnorderedMap; do echo "#include <Kokkos_$h.hpp>"; done
  k=0
  while read -r label btype stype; do
    while read -r l m; do
      [ "$l" = "$label" ] || continue
      [[ $m == "operator "* ]] && m=${m//kt::/Kokkos::}
      echo "struct kt_probe_$k : $btype { using $btype::$m; };"; k=$((k + 1))
    done <"$tmp/members"
  done < <(grep -vE '^\s*(#|$)' $dir/classes.txt); } >"$tmp/bundled.cpp"
if "$CLANGXX" -std=c++17 -fsyntax-only -I kokkos-api/include "$tmp/bundled.cpp" >"$tmp/bundled.log" 2>&1; then
  ok "shim-members/bundled-header ($(wc -l <"$tmp/members") members of $(grep -cvE '^\s*(#|$)' $dir/classes.txt) classes)"
else
  bad "shim-members/bundled-header (a listed member is not a member there: members.py)" "$tmp/bundled.log"
fi

# known-missing.txt: `Label::member  reason`, each with a reason, each a member the header declares.
declare -A known=()
while read -r entry reason; do
  [ -n "$entry" ] || continue
  if [ -z "$reason" ]; then bad "shim-members/known-missing $entry (no reason given)"; continue; fi
  if ! grep -qxF "${entry%%::*} ${entry#*::}" "$tmp/members"; then
    bad "shim-members/known-missing $entry (not a member the bundled header declares: stale entry)"; continue
  fi
  known[$entry]=1
done < <(grep -vE '^\s*(#|$)' $dir/known-missing.txt)

# The shim's headers: the target header, then the family headers (as tests/api-names/check.sh).
prelude() {
  echo '#include "kt/openacc.hpp"'
  for f in runtime-shim/include/kt/*.hpp runtime-shim/include/kt/containers/*.hpp; do
    case ${f##*/} in cuda.hpp|hip.hpp|openmp.hpp|openacc.hpp|host.hpp|team_scan_*.hpp) ;; *) echo "#include \"${f#runtime-shim/include/}\"" ;; esac
  done
}
prelude >"$tmp/prelude.hpp"
flags=(-std=c++17 -fopenacc -foffload=disable -I runtime-shim/include)
# The shim's headers, precompiled once (0.1 s a probe file instead of 0.6 s).
if ! "$GXX" "${flags[@]}" -x c++-header "$tmp/prelude.hpp" -o "$tmp/prelude.hpp.gch" >"$tmp/prelude.log" 2>&1; then
  bad "shim-members/shim (the shim's headers do not compile)" "$tmp/prelude.log"; kt_exit
fi
gxx() {  # FILE LOG: compile a probe file
  "$GXX" "${flags[@]}" -fsyntax-only -I "$tmp" -x c++ "$1" >"$2" 2>&1
}
write_probes() {  # STYPE FILE MEMBER...: one probe per line, from line 1 of the body
  local stype=$1 file=$2 k=0 m
  shift 2
  { echo '#include "prelude.hpp"'; echo "#line 1 \"probes\""
    for m in "$@"; do echo "struct kt_probe_$k : $stype { using $stype::$m; };"; k=$((k + 1)); done; } >"$file"
}
# The members of STYPE that the shim lacks, into the array `missing`: the probes the errors point
# at are suspects (the rest is compiled again, up to 5 rounds); each suspect, and anything still
# failing with no probe named, is then compiled alone and is missing if it fails alone.
find_missing() {  # STYPE MEMBER...
  local stype=$1 i m
  shift
  local -a rest=("$@") suspects=() left=() lines=()
  missing=()
  for _ in 1 2 3 4 5; do
    write_probes "$stype" "$tmp/p.cpp" "${rest[@]}"
    if gxx "$tmp/p.cpp" "$tmp/p.log"; then rest=(); break; fi
    mapfile -t lines < <(grep -oE '^probes:[0-9]+:' "$tmp/p.log" | cut -d: -f2 | sort -un)
    [ ${#lines[@]} -gt 0 ] || break
    left=()
    for i in "${!rest[@]}"; do
      if printf '%s\n' "${lines[@]}" | grep -qx $((i + 1)); then suspects+=("${rest[$i]}"); else left+=("${rest[$i]}"); fi
    done
    rest=("${left[@]}")
    [ ${#rest[@]} -gt 0 ] || break
  done
  for m in "${suspects[@]}" "${rest[@]}"; do
    write_probes "$stype" "$tmp/p1.cpp" "$m"
    gxx "$tmp/p1.cpp" "$tmp/p1.log" || missing+=("$m")
  done
}

while read -r label btype stype; do
  mapfile -t members < <(awk -v l="$label" '$1 == l { sub(/^[^ ]+ /, ""); print }' "$tmp/members")
  if [ ${#members[@]} -eq 0 ]; then bad "shim-members/$label (no members found in $btype)"; continue; fi
  find_missing "$stype" "${members[@]}"
  if [ ${#missing[@]} -eq ${#members[@]} ]; then  # all of them: is it the type itself?
    write_probes "$stype" "$tmp/type.cpp"
    echo "$stype* kt_probe_type;" >>"$tmp/type.cpp"
    if ! gxx "$tmp/type.cpp" "$tmp/type.log"; then bad "shim-members/$label ($stype does not compile)" "$tmp/type.log"; continue; fi
  fi
  declare -A absent=()
  for m in "${missing[@]}"; do absent[$m]=1; done
  nfail=0 nknown=0
  for m in "${members[@]}"; do
    if [ -n "${absent[$m]:-}" ] && [ -z "${known[$label::$m]:-}" ]; then
      bad "shim-members/$label::$m (the bundled header declares it for $btype; $stype lacks it)"; nfail=$((nfail + 1))
    elif [ -z "${absent[$m]:-}" ] && [ -n "${known[$label::$m]:-}" ]; then
      bad "shim-members/known-missing $label::$m ($stype has it: remove it from known-missing.txt)"; nfail=$((nfail + 1))
    elif [ -n "${absent[$m]:-}" ]; then nknown=$((nknown + 1)); fi
  done
  unset absent
  [ $nfail -gt 0 ] || ok "shim-members/$label (${#members[@]} members, $nknown known missing)"
done < <(grep -vE '^\s*(#|$)' $dir/classes.txt)
kt_exit
