#!/usr/bin/env bash
# Command-line behaviour of kokkos-translate: every documented exit code, -j determinism,
# --out-root mirroring, --check, --report (JSON and SARIF), --suppress, --pch-cache, atomic
# outputs and untouched inputs. Prints PASS/FAIL lines and the summary (tests/lib/report.sh).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
KT=$(realpath "${KT_TOOL:-build/bin/kokkos-translate}")  # absolute: some checks run in other folders
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
source tests/lib/report.sh
ok() { kt_pass "$1"; }
ko() { kt_fail "$@"; }
expect_rc() { # NAME WANT CMD...
  local name=$1 want=$2; shift 2
  "$@" >"$T/out" 2>"$T/err"; local rc=$?
  if [ "$rc" -eq "$want" ]; then ok "$name"; else ko "$name" "exit $rc, want $want: $(head -c 300 "$T/err")"; fi
}
good=(testdata/axpy_range/input.cpp testdata/dot_reduce/input.cpp testdata/team_basic/input.cpp testdata/scan_range/input.cpp)

expect_rc "exit 0: translation" 0 "$KT" --target=cuda testdata/axpy_range/input.cpp -o "$T/a.cu"
expect_rc "-o DIR/ with one input: exit 0" 0 "$KT" --target=cuda testdata/axpy_range/input.cpp -o "$T/odir/"
[ -f "$T/odir/input.cu" ] && ok "-o DIR/ with one input: DIR/input.cu" || ko "-o DIR/ with one input: DIR/input.cu" "$(ls -la "$T" | head -c 300)"
expect_rc "exit 1: unknown target" 1 "$KT" --target=fortran testdata/axpy_range/input.cpp
expect_rc "exit 1: missing input" 1 "$KT" --target=cuda "$T/nope.cpp"
expect_rc "exit 1: unknown --acc-scratch" 1 "$KT" --target=openacc --acc-scratch=texture testdata/axpy_range/input.cpp -o "$T/x.cpp"
expect_rc "exit 1: unknown --scan" 1 "$KT" --target=cuda --scan=quick testdata/axpy_range/input.cpp -o "$T/x.cu"
expect_rc "exit 1: unknown --omp-grid" 1 "$KT" --target=openmp --omp-grid=2d testdata/axpy_range/input.cpp -o "$T/x.cpp"
expect_rc "exit 1: unknown --report-format" 1 "$KT" --report-format=xml --report "$T/r.xml" testdata/axpy_range/input.cpp -o "$T/x.cu"
expect_rc "exit 1: no input files" 1 "$KT" --target=cuda -o "$T/x.cu"
mkdir -p "$T/db" && echo '[{"directory": "/nowhere", "file": "x.cpp", "arguments": ["c++", "-c", "x.cpp"]}]' >"$T/db/compile_commands.json"
expect_rc "exit 1: -p, no database file below --in-root" 1 "$KT" --target=cuda -p "$T/db" --in-root "$T" --out-root "$T/dbo"
"$KT" --help >"$T/help" 2>&1
grep -q '=openacc *- *OpenACC' "$T/help" && grep -q '=gang-private *- ' "$T/help" && grep -q '=3d *- ' "$T/help" \
  && grep -q '=sarif *- ' "$T/help" && ok "--help lists the option values" || ko "--help lists the option values"
expect_rc "--acc-scratch=gang-private: exit 0" 0 "$KT" --target=openacc --acc-scratch=gang-private testdata/team_scratch_l0/input.cpp -o "$T/gp.cpp"
grep -q 'alignas(64) char kt_l0\[' "$T/gp.cpp" && ok "--acc-scratch=gang-private: gang-private array" || ko "--acc-scratch=gang-private: gang-private array"
expect_rc "--scan=fast: exit 0" 0 "$KT" --target=cuda --scan=fast testdata/scan_single_pass/input.cpp -o "$T/sf.cu"
grep -q 'kt_scan_tiles<kt::Sum<double>, true>' "$T/sf.cu" && grep -q 'kt_scan_tiles<kt::Sum<int>>' "$T/sf.cu" \
  && ok "--scan=fast: look-back for double, unchanged for int" || ko "--scan=fast: look-back for double, unchanged for int"
expect_rc "exit 2: input does not compile" 2 "$KT" --target=cuda testdata/bad/syntax_error/input.cpp -o "$T/s.cu"
expect_rc "exit 3: KT diagnostic" 3 "$KT" --target=cuda testdata/bad/virtual_call/input.cpp -o "$T/v.cu"
expect_rc "--verify, the expected diagnostics: exit 0" 0 "$KT" --target=cuda --verify testdata/bad/virtual_call/input.cpp
expect_rc "--verify, none expected (no expected-* comment): exit 1" 1 "$KT" --target=cuda --verify testdata/axpy_range/input.cpp
[ ! -e "$T/s.cu" ] && [ ! -e "$T/v.cu" ] && ok "no output for failed files" || ko "no output for failed files"
[ -z "$(ls -A "$T" | grep kt-tmp)" ] && ok "no temporary files left" || ko "no temporary files left"

# -j: byte-identical outputs and messages for any job count.
sums=()
for j in 1 2 3; do
  rm -rf "$T/j$j"
  "$KT" --target=cuda -j $j --out-root "$T/j$j" "${good[@]}" testdata/bad/virtual_call/input.cpp \
    --report "$T/j$j.json" >/dev/null 2>"$T/j$j.err"
  sums+=("$(cd "$T/j$j" && find . -type f | sort | xargs sha256sum | sha256sum) $(sha256sum <"$T/j$j.err") $(sed -e 's/"version".*//' -e "s#$T/j$j##" "$T/j$j.json" | sha256sum)")
done
[ "${sums[0]}" = "${sums[1]}" ] && [ "${sums[1]}" = "${sums[2]}" ] && ok "-j 1/2/3 byte-identical" || ko "-j 1/2/3 byte-identical"
[ -f "$T/j1/axpy_range/input.cu" ] && [ -f "$T/j1/team_basic/input.cu" ] && [ ! -e "$T/j1/bad" ] \
  && ok "--out-root mirrors the tree" || ko "--out-root mirrors the tree" "$(find "$T/j1" -type f)"

# --check: 0 when identical, 4 with a diff when not.
expect_rc "--check identical: exit 0" 0 "$KT" --target=cuda --check --out-root "$T/j1" "${good[@]}"
sed -i 's/parallel_for "fill"/parallel_for "FILL"/' "$T/j1/dot_reduce/input.cu"
expect_rc "--check differs: exit 4" 4 "$KT" --target=cuda --check --out-root "$T/j1" "${good[@]}"
grep -q '^+// .*parallel_for "fill"' "$T/out" && grep -q '^-// .*parallel_for "FILL"' "$T/out" \
  && ok "--check prints a unified diff" || ko "--check prints a unified diff"
grep -q FILL "$T/j1/dot_reduce/input.cu" && ok "--check writes nothing" || ko "--check writes nothing"

# Reports.
python3 - "$T/j1.json" <<'PY' && ok "--report json" || ko "--report json"
import json, sys
d = json.load(open(sys.argv[1]))
st = {f["input"].split("/")[-2]: f for f in d["files"]}
assert st["axpy_range"]["status"] == "translated" and st["axpy_range"]["kernels"]
assert st["team_basic"]["kernels"][0]["policy"]["kind"] == "TeamPolicy"
v = st["virtual_call"]
assert v["status"] == "unsupported" and v["diagnostics"][0]["id"] == "KT1003" and v["diagnostics"][0]["line"] == 25
assert v["dispatches"] == {"found": 1, "refused": 1}, v["dispatches"]
a = st["axpy_range"]
assert a["dispatches"] == {"found": len(a["kernels"]), "refused": 0}, a["dispatches"]
PY
# A refused file's partial progress: the dispatches that would translate, in the report and a note.
cat >"$T/partial.cpp" <<'CPP'
#include <Kokkos_Core.hpp>
int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> a("a", 10);
    Kokkos::parallel_for("fill", 10, KOKKOS_LAMBDA(const int i) { a(i) = i; });
    Kokkos::parallel_for("bad", 10, KOKKOS_LAMBDA(const int i) { if (i < 0) throw 1; });
    Kokkos::parallel_for("twice", 10, KOKKOS_LAMBDA(const int i) { a(i) *= 2; });
  }
  Kokkos::finalize();
}
CPP
expect_rc "a refused file: exit 3" 3 "$KT" --target=cuda --report "$T/partial.json" -o "$T/partial.cu" "$T/partial.cpp"
python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["files"][0]; assert f["dispatches"] == {"found": 3, "refused": 1}, f["dispatches"]' "$T/partial.json" \
  && grep -q 'note: .*partial.cpp: 2 of 3 dispatch(es) would translate; nothing is written' "$T/err" && [ ! -e "$T/partial.cu" ] \
  && ok "a refused file reports the dispatches that would translate" || ko "a refused file reports the dispatches that would translate" "$(tail -c 300 "$T/err")"

"$KT" --target=cuda --report "$T/r.sarif" --report-format=sarif -o "$T/v.cu" testdata/bad/virtual_call/input.cpp >/dev/null 2>&1
python3 - "$T/r.sarif" <<'PY' && ok "--report sarif" || ko "--report sarif"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["version"] == "2.1.0"
r = d["runs"][0]["results"][0]
assert r["ruleId"] == "KT1003" and r["locations"][0]["physicalLocation"]["region"]["startLine"] == 25
assert any(x["id"] == "KT1003" for x in d["runs"][0]["tool"]["driver"]["rules"])
PY

# Names in outputs and reports: never an absolute path of this machine. Kernel comments name the
# input as given (an absolute name: relative to the current folder), and in tree mode relative
# to --in-root, so the same tree translated from another folder gives the same bytes.
here=$(pwd) KTA=$(cd "$(dirname "$KT")" && pwd)/$(basename "$KT")
"$KT" --target=cuda "$here/testdata/axpy_range/input.cpp" -o "$T/abs.cu" >/dev/null 2>&1
grep -q '^// testdata/axpy_range/input.cpp:[0-9]*: parallel_for' "$T/abs.cu" && ! grep -q "$here\|$T" "$T/abs.cu" \
  && ok "kernel comment: an absolute input is named relative to the current folder" \
  || ko "kernel comment: an absolute input is named relative to the current folder" "$(grep -m1 '^// .*: parallel_' "$T/abs.cu")"
"$KT" --target=cuda --in-root testdata --out-root "$T/rel" testdata/axpy_range/input.cpp testdata/team_basic/input.cpp >/dev/null 2>&1
(cd "$T" && "$KTA" --target=cuda --in-root "$here/testdata" --out-root "$T/absroot" \
  "$here/testdata/axpy_range/input.cpp" "$here/testdata/team_basic/input.cpp" >/dev/null 2>&1)
grep -q '^// axpy_range/input.cpp:[0-9]*: parallel_for' "$T/rel/axpy_range/input.cu" && diff -r "$T/rel" "$T/absroot" >/dev/null \
  && ! grep -rq "$here\|$T" "$T/rel" "$T/absroot" \
  && ok "tree mode: kernel comments relative to --in-root, same bytes from any folder" \
  || ko "tree mode: kernel comments relative to --in-root, same bytes from any folder" "$(grep -m1 '^// .*: parallel_' "$T/absroot/axpy_range/input.cu")"
"$KT" --target=cuda --report "$T/abs.sarif" --report-format=sarif -o "$T/v.cu" "$here/testdata/bad/virtual_call/input.cpp" >/dev/null 2>&1
"$KT" --target=cuda --report "$T/abs.json" --in-root tests/tree/src --out-root "$T/tree3" tests/tree/src/c_header_kernel.cpp >/dev/null 2>&1
grep -q '"uri": "testdata/bad/virtual_call/input.cpp"' "$T/abs.sarif" && grep -q '"file": "tests/tree/include/kernels_in_header.hpp"' "$T/abs.json" \
  && ! grep -q "$here\|$T" "$T/abs.sarif" && ! grep '"file"\|"input"\|"uri"' "$T/abs.json" | grep -q "$here\|$T" \
  && ok "reports name files relative to the current folder (SARIF uri, JSON file)" \
  || ko "reports name files relative to the current folder (SARIF uri, JSON file)" "$(grep -m1 '"uri"\|"file"' "$T/abs.sarif" "$T/abs.json")"

# --suppress hides the message but still refuses the construct.
expect_rc "--suppress keeps exit 3" 3 "$KT" --target=cuda --suppress=KT1003 -o "$T/v.cu" testdata/bad/virtual_call/input.cpp
grep -q KT1003 "$T/err" && ko "--suppress silences KT1003" || ok "--suppress silences KT1003"

# --pch-cache: the bundled header precompiled into the folder, the same output as without it;
# not used where the file defines a macro before its Kokkos include; a parse error reads the
# same with it (the parse runs again without). KOKKOS_TRANSLATE_PCH_CACHE names the folder too.
nopch=(env -u KOKKOS_TRANSLATE_PCH_CACHE "$KT")
"${nopch[@]}" --target=cuda -o "$T/p0.cu" testdata/team_basic/input.cpp >/dev/null 2>&1
expect_rc "--pch-cache: exit 0" 0 "${nopch[@]}" --target=cuda --pch-cache="$T/pch" -o "$T/p1.cu" testdata/team_basic/input.cpp
ls "$T"/pch/*.pch >/dev/null 2>&1 && cmp -s "$T/p0.cu" "$T/p1.cu" \
  && ok "--pch-cache: header precompiled, output identical" || ko "--pch-cache: header precompiled, output identical" "$(ls "$T/pch" 2>&1 | head -c 200)"
expect_rc "KOKKOS_TRANSLATE_PCH_CACHE: exit 0" 0 env KOKKOS_TRANSLATE_PCH_CACHE="$T/pch-env" "$KT" --target=cuda -o "$T/p2.cu" testdata/team_basic/input.cpp
ls "$T"/pch-env/*.pch >/dev/null 2>&1 && cmp -s "$T/p0.cu" "$T/p2.cu" \
  && ok "KOKKOS_TRANSLATE_PCH_CACHE: header precompiled, output identical" || ko "KOKKOS_TRANSLATE_PCH_CACHE: header precompiled, output identical"
# The same flags from another folder (a relative -I naming the same include folder): the same
# precompiled header, not a second one.
(cd testdata && "${nopch[@]}" --target=cuda --pch-cache="$T/pch" -o "$T/p4.cu" team_basic/input.cpp -- -I../runtime-shim/include >/dev/null 2>&1)
"${nopch[@]}" --target=cuda --pch-cache="$T/pch" -o "$T/p5.cu" testdata/team_basic/input.cpp -- -Iruntime-shim/include >/dev/null 2>&1
[ "$(ls "$T"/pch/*.pch | wc -l)" = 2 ] && cmp -s "$T/p0.cu" "$T/p5.cu" \
  && ok "--pch-cache: one header for the same flags from another folder" \
  || ko "--pch-cache: one header for the same flags from another folder" "$(ls "$T/pch" | tr '\n' ' ')"
mkdir -p "$T/pre" && { echo '#define KT_BEFORE_KOKKOS 1'; cat testdata/axpy_range/input.cpp; } >"$T/pre/input.cpp"
expect_rc "--pch-cache, a #define before the Kokkos include: exit 0" 0 "${nopch[@]}" --target=cuda --pch-cache="$T/pch-pre" -o "$T/p3.cu" "$T/pre/input.cpp"
[ ! -e "$T/pch-pre" ] && ok "--pch-cache: not used after a #define before the Kokkos include" \
  || ko "--pch-cache: not used after a #define before the Kokkos include" "$(ls "$T/pch-pre")"
# A user header first, which includes Kokkos after its include guard: used; one that defines a
# macro first: not used.
mkdir -p "$T/hdr" "$T/hdrdef"
printf '// the app header\n#ifndef APP_HPP\n#define APP_HPP\n#include <cstdio>\n#include <Kokkos_Core.hpp>\n#endif\n' >"$T/hdr/app.hpp"
{ echo '#include "app.hpp"'; cat testdata/axpy_range/input.cpp; } >"$T/hdr/input.cpp"
printf '#pragma once\n#define APP_REAL double\n#include <Kokkos_Core.hpp>\n' >"$T/hdrdef/app.hpp"
cp "$T/hdr/input.cpp" "$T/hdrdef/input.cpp"
"${nopch[@]}" --target=cuda --in-root "$T/hdr" --out-root "$T/h0" "$T/hdr/input.cpp" >/dev/null 2>&1
expect_rc "--pch-cache, a user header that includes Kokkos first: exit 0" 0 "${nopch[@]}" --target=cuda --pch-cache="$T/pch-hdr" --in-root "$T/hdr" --out-root "$T/h1" "$T/hdr/input.cpp"
ls "$T"/pch-hdr/*.pch >/dev/null 2>&1 && [ -s "$T/h0/input.cu" ] && diff -r "$T/h0" "$T/h1" >/dev/null \
  && ok "--pch-cache: used through a user header that includes Kokkos first, output identical" \
  || ko "--pch-cache: used through a user header that includes Kokkos first, output identical" "$(ls "$T/pch-hdr" 2>&1 | head -c 200)"
expect_rc "--pch-cache, a user header with a #define before Kokkos: exit 0" 0 "${nopch[@]}" --target=cuda --pch-cache="$T/pch-hdrdef" --in-root "$T/hdrdef" --out-root "$T/h2" "$T/hdrdef/input.cpp"
[ ! -e "$T/pch-hdrdef" ] && ok "--pch-cache: not used through a user header with a #define before Kokkos" \
  || ko "--pch-cache: not used through a user header with a #define before Kokkos" "$(ls "$T/pch-hdrdef")"
"${nopch[@]}" --target=cuda -o "$T/e0.cu" testdata/bad/return_mismatch/input.cpp >/dev/null 2>"$T/e0.err"
expect_rc "--pch-cache, a parse error: exit 2" 2 "${nopch[@]}" --target=cuda --pch-cache="$T/pch" -o "$T/e1.cu" testdata/bad/return_mismatch/input.cpp
cmp -s "$T/e0.err" "$T/err" && ok "--pch-cache: a parse error reads as without it" || ko "--pch-cache: a parse error reads as without it" "$(diff "$T/e0.err" "$T/err" | head -c 300)"

# Inputs are never modified.
before=$(sha256sum "${good[@]}")
"$KT" --target=cuda -j 2 --out-root "$T/again" "${good[@]}" >/dev/null 2>&1
[ "$before" = "$(sha256sum "${good[@]}")" ] && ok "inputs unchanged" || ko "inputs unchanged"
expect_rc "refuses to overwrite its input" 1 "$KT" --target=cuda testdata/axpy_range/input.cpp -o testdata/axpy_range/input.cpp

# Trees: headers below --in-root are rewritten once and mirrored; kernels in headers are refused.
"$KT" --target=cuda --in-root tests/tree --out-root "$T/tree" tests/tree/src/a.cpp tests/tree/src/b.cpp >/dev/null 2>&1
grep -q 'kt/cuda.hpp' "$T/tree/include/util.hpp" && grep -q '__host__ __device__ inline double twice' "$T/tree/include/util.hpp" \
  && [ -f "$T/tree/src/a.cu" ] && [ ! -e "$T/tree/include/kernels_in_header.hpp" ] \
  && cmp -s tests/tree/include/plain.hpp "$T/tree/include/plain.hpp" \
  && ok "--out-root rewrites included headers" || ko "--out-root rewrites included headers"
# Kernels in headers below --in-root are translated (tests/tree/run.sh); outside it: KT1019.
expect_rc "KT1019 kernel in a header outside --in-root" 3 "$KT" --target=cuda --in-root tests/tree/src --out-root "$T/tree2" tests/tree/src/c_header_kernel.cpp
grep -q 'kernels_in_header.hpp:9:.*\[KT1019\]' "$T/err" && [ ! -e "$T/tree2" ] && ok "KT1019 at the header's line, nothing written" || ko "KT1019 at the header's line, nothing written"

# Backend macros: the input is parsed with the target's KOKKOS_ENABLE_* (bundled header), so
# each target's output holds the kernel of its own #if branch and no other.
for tb in cuda:cuda hip:hip openmp:openmptarget openacc:openacc; do
  t=${tb%%:*} b=${tb#*:}
  "$KT" --target=$t testdata/backend_macros/input.cpp -o "$T/bm.$t" >/dev/null 2>&1
  others=$(grep -o 'kt_fill_[a-z]*_L[0-9]*' "$T/bm.$t" | sort -u | grep -v "^kt_fill_${b}_L")
  grep -q "kt_fill_${b}_L[0-9]*(" "$T/bm.$t" && [ -z "$others" ] \
    && ok "backend macros: $t translates the KOKKOS_ENABLE branch of $b" \
    || ko "backend macros: $t translates the KOKKOS_ENABLE branch of $b" "${others:-no kt_fill_${b} kernel}"
done
# A real Kokkos built for another backend (Debian's is Serial) on the include path: code that
# tests KOKKOS_ENABLE_CUDA is refused (KT1030), not translated on a branch the shim won't take.
if [ -f /usr/include/trilinos/Kokkos_Core.hpp ]; then
  rc=0
  "$KT" --target=cuda testdata/backend_macros/input.cpp -o "$T/bm.serial" -- -I/usr/include/trilinos >"$T/bm.err" 2>&1 || rc=$?
  [ $rc -eq 3 ] && grep -q 'KT1030' "$T/bm.err" && [ ! -e "$T/bm.serial" ] \
    && ok "backend macros: a Serial-only real Kokkos gives KT1030 for --target=cuda" \
    || ko "backend macros: a Serial-only real Kokkos gives KT1030 for --target=cuda" "exit $rc: $(head -n 1 "$T/bm.err")"
fi

# A test of the Kokkos version parsed against a real Kokkos of another version (Debian's 3.4.1):
# refused (KT1060) when it could go another way with the shim's 4.2.0, translated when not.
if [ -f /usr/include/trilinos/Kokkos_Core.hpp ]; then
  for want in 40000:3 30000:0; do
    printf '#include <Kokkos_Core.hpp>\n#if KOKKOS_VERSION >= %s\n#define N 4\n#else\n#define N 3\n#endif\nint main(int c, char** v) {\n  Kokkos::initialize(c, v);\n  {\n    Kokkos::View<double*> x("x", N);\n    Kokkos::parallel_for(N, KOKKOS_LAMBDA(const int i) { x(i) = i; });\n  }\n  Kokkos::finalize();\n}\n' "${want%%:*}" >"$T/version.cpp"
    rc=0
    "$KT" --target=cuda "$T/version.cpp" -o "$T/version.cu" -- -I/usr/include/trilinos >"$T/version.err" 2>&1 || rc=$?
    name="version test against Kokkos 3.4.1: #if KOKKOS_VERSION >= ${want%%:*} exits ${want#*:}"
    if [ $rc -eq "${want#*:}" ] && { [ $rc -eq 0 ] || grep -q 'KT1060' "$T/version.err"; }; then ok "$name"
    else ko "$name" "exit $rc: $(head -n 1 "$T/version.err")"; fi
    rm -f "$T/version.cu"
  done
fi

kt_exit
