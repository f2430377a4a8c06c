#!/usr/bin/env bash
# Usage: tests/tree/run.sh
# Source trees with kernels in shared headers (tests/tree/):
#  - src/c_header_kernel.cpp and src/d_header_part.cpp both include include/kernels_in_header.hpp
#    (two kernels, with different macro contexts that give the same edits). Translated with
#    --in-root tests/tree at -j 1 and -j 2: exit 0, both out-roots byte-identical, the header
#    written once with its kernels (and nowhere else), and each output holds only its own
#    kernels. With nvcc: both .cu files compile against runtime-shim/include and link into one
#    program (the header's kernels do not clash).
#  - conflict/: a header translated differently for two inputs (KT_TREE_DOUBLE): exit 3,
#    KT1020 naming the macro, nothing written.
#  - conflict/src/twice.cpp includes conflict/include/twice.hpp (a kernel, no include guard)
#    twice: KT1020 at the second #include, exit 3, nothing written.
#  - the same header outside --in-root: KT1019, exit 3, nothing written.
#  - a functor defined in a header (include/functor.hpp): its operator() body is stubbed in the
#    header; translated as a single file (header not writable): KT1019.
#  - -p BUILD_DIR (section 6): a copy of the tree whose compile_commands.json names its files
#    relative to the build folder and finds the headers with -I../include; translated with
#    relative file names at -j 1 and, KT_TREE_REPS times (default 8), at -j 2: exit 0 and the
#    same outputs every time (each file has its own working directory; a shared one failed at
#    random with "no such file or directory"). Without file names, -p translates every file of
#    the database below --in-root (default: the current folder), skipping one outside it.
#  - templates in a header (section 7): include/templates_in_header.hpp holds a function template
#    and a class template member, each dispatching a lambda written inside it; src/g_tmpl_main.cpp
#    instantiates them for double, src/h_tmpl_part.cpp for float. Translated for every target
#    with --in-root: exit 0, the header written once with each kernel defined once as a
#    template, launched with the template's parameters; nvcc and hipcc (where found) link the
#    two CUDA/HIP outputs into one program; real Kokkos prints tests/tree/templates_reference.txt
#    and so does the OpenACC translation built for the CPU.
#  - differential: the program built against real Kokkos (/usr/include/trilinos) prints
#    tests/tree/reference.txt (made by real Kokkos; not rebuilt with KT_REAL_KOKKOS_REBUILD=0,
#    which the CI tier sets, as for the cases of section 8). Its translation for a target that runs on
#    the CPU (openacc, g++-12 -fopenacc -foffload=disable) must print the same (SKIP when that
#    translation fails or g++-12 is missing).
#  - cases (section 8, tests/tree/cases.sh): trees that once failed (a functor class template
#    dispatched from a function template in a header, a header's kernels in the user's unnamed
#    namespace, a class-template team functor in a header), each translated for every target,
#    compiled with its vendor compiler, and its OpenACC CPU build printing what real Kokkos prints.
# Prints PASS/FAIL/SKIP lines and the summary (tests/lib/report.sh).
# Env: KT_TOOL (default build/bin/kokkos-translate), NVCC (default /usr/local/cuda/bin/nvcc).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
KT=$(realpath "${KT_TOOL:-build/bin/kokkos-translate}") # absolute: section 6 runs elsewhere
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
T=$(mktemp -d "${TMPDIR:-/tmp}/kt-tree.XXXXXX"); trap 'rm -rf "$T"' EXIT
source tests/lib/report.sh
ok() { kt_pass "tree/$1"; }
ko() { kt_fail "tree/$1" "${2:-}"; }
sk() { kt_skip "tree/$1" "${2:-}"; }
srcs=(tests/tree/src/c_header_kernel.cpp tests/tree/src/d_header_part.cpp)

# 1. Translation at -j 1 and -j 2.
for j in 1 2; do
  "$KT" --target=cuda -j $j --in-root tests/tree --out-root "$T/j$j" "${srcs[@]}" \
    --report "$T/j$j.json" >"$T/j$j.out" 2>"$T/j$j.err"
  echo $? >"$T/j$j.rc"
done
[ "$(cat "$T/j1.rc")" = 0 ] && [ "$(cat "$T/j2.rc")" = 0 ] && ok "header kernels: exit 0" \
  || ko "header kernels: exit 0" "$(head -c 400 "$T/j1.err")"
diff -r "$T/j1" "$T/j2" >/dev/null && cmp -s "$T/j1.err" "$T/j2.err" && ok "-j 1 and -j 2 byte-identical" \
  || ko "-j 1 and -j 2 byte-identical"
h=$T/j1/include/kernels_in_header.hpp
files=$(cd "$T/j1" && find . -type f | sort | tr '\n' ' ')
[ "$files" = "./include/kernels_in_header.hpp ./src/c_header_kernel.cu ./src/d_header_part.cu " ] \
  && ok "out-root holds the two outputs and the header" || ko "out-root holds the two outputs and the header" "$files"
[ "$(grep -c 'void kt_fill_kernels_in_header_hpp_L9(' "$h")" = 1 ] \
  && [ "$(grep -c 'void kt_total_kernels_in_header_hpp_L14(' "$h")" = 1 ] \
  && [ "$(grep -c '"kt_fill_kernels_in_header_hpp_L9", kt_fill_kernels_in_header_hpp_L9' "$h")" = 1 ] \
  && ! grep -q 'Kokkos' "$h" && grep -q '#include "kt/cuda.hpp"' "$h" \
  && ok "header: kernels defined once, launches in place, no Kokkos left" \
  || ko "header: kernels defined once, launches in place, no Kokkos left"
! grep -q 'kernels_in_header_hpp_L[0-9]*(' "$T/j1/src/c_header_kernel.cu" "$T/j1/src/d_header_part.cu" \
  && grep -q '__global__' "$T/j1/src/c_header_kernel.cu" && grep -q '__global__' "$T/j1/src/d_header_part.cu" \
  && ok "inputs hold only their own kernels" || ko "inputs hold only their own kernels"
python3 - "$T/j1.json" <<'PY' && ok "report: header keys differ (macro context), one translation" \
  || ko "report: header keys differ (macro context), one translation"
import json, sys
d = json.load(open(sys.argv[1]))
keys = [h["key"] for f in d["files"] for h in f["headers"] if h["path"] == "include/kernels_in_header.hpp"]
assert len(keys) == 2 and keys[0] != keys[1], keys
assert all(f["status"] == "translated" for f in d["files"])
PY
if [ -x "$NVCC" ]; then
  rc=0
  for f in c_header_kernel d_header_part; do
    "$NVCC" -std=c++17 -O1 -arch=sm_90 --expt-relaxed-constexpr -I runtime-shim/include -c "$T/j1/src/$f.cu" -o "$T/$f.o" >"$T/nvcc.log" 2>&1 || rc=1
  done
  [ $rc = 0 ] && "$NVCC" -arch=sm_90 "$T/c_header_kernel.o" "$T/d_header_part.o" -o "$T/app" >>"$T/nvcc.log" 2>&1 || rc=1
  [ $rc = 0 ] && ok "nvcc: both outputs compile and link into one program" \
    || ko "nvcc: both outputs compile and link into one program" "$(grep -m3 error "$T/nvcc.log")"
else
  sk "nvcc: both outputs compile and link into one program" "no nvcc"
fi

# 2. Conflicting macro contexts.
"$KT" --target=cuda --in-root tests/tree/conflict --out-root "$T/c" tests/tree/conflict/src/p.cpp \
  tests/tree/conflict/src/q.cpp >/dev/null 2>"$T/c.err"
rc=$?
[ $rc = 3 ] && grep -q 'scaled.hpp: error: translated differently for .*p.cpp and .*q.cpp: .*macro contexts differ.*`#define KT_TREE_DOUBLE`.*`#undef KT_TREE_DOUBLE`.*\[KT1020\]' "$T/c.err" \
  && ok "macro-context conflict: KT1020 naming the macro, exit 3" \
  || ko "macro-context conflict: KT1020 naming the macro, exit 3" "exit $rc: $(head -c 400 "$T/c.err")"
[ ! -e "$T/c" ] && ok "macro-context conflict: nothing written" || ko "macro-context conflict: nothing written" "$(find "$T/c" -type f)"

# A header with a kernel included twice by one input, without an include guard: its one
# translated text would define the kernel twice (real Kokkos builds and runs src/twice.cpp).
"$KT" --target=cuda --in-root tests/tree/conflict --out-root "$T/t" tests/tree/conflict/src/twice.cpp \
  >/dev/null 2>"$T/t.err"
rc=$?
[ $rc = 3 ] && grep -q 'twice.cpp:13:10: error: this header, which the translation edits, is included a second time here and has no include guard.*\[KT1020\]' "$T/t.err" \
  && [ ! -e "$T/t" ] && ok "unguarded header included twice: KT1020 at the second #include, nothing written" \
  || ko "unguarded header included twice: KT1020 at the second #include, nothing written" "exit $rc: $(head -c 400 "$T/t.err")"

# 3. The kernel header outside --in-root.
"$KT" --target=cuda --in-root tests/tree/src --out-root "$T/o" "${srcs[@]}" >/dev/null 2>"$T/o.err"
rc=$?
[ $rc = 3 ] && grep -q 'kernels_in_header.hpp:9:.*outside the input root.*\[KT1019\]' "$T/o.err" && [ ! -e "$T/o" ] \
  && ok "kernel header outside --in-root: KT1019, exit 3, nothing written" \
  || ko "kernel header outside --in-root: KT1019, exit 3, nothing written" "exit $rc: $(head -c 300 "$T/o.err")"

# 4. A functor whose operator() is in a header: stubbed there; outside --in-root: KT1019.
"$KT" --target=cuda --in-root tests/tree --out-root "$T/f" tests/tree/src/e_functor.cpp >/dev/null 2>"$T/f.err"
rc=$?
[ $rc = 0 ] && grep -q 'operator()(const int i) const { /\* lowered into kernels by kokkos-translate \*/ }' "$T/f/include/functor.hpp" \
  && grep -q '"kt_main_L7", kt_main_L7' "$T/f/src/e_functor.cu" && ok "functor in a header: body stubbed there" \
  || ko "functor in a header: body stubbed there" "exit $rc: $(head -c 300 "$T/f.err")"
"$KT" --target=cuda tests/tree/src/e_functor.cpp -o "$T/f1.cu" >/dev/null 2>"$T/f1.err"
rc=$?
[ $rc = 3 ] && grep -q "e_functor.cpp:7:.*operator() is in a header outside the input root.*\[KT1019\]" "$T/f1.err" && [ ! -e "$T/f1.cu" ] \
  && ok "functor in a header outside --in-root: KT1019" || ko "functor in a header outside --in-root: KT1019" "exit $rc: $(head -c 300 "$T/f1.err")"

# 6. -p BUILD_DIR with relative names; -j 2 repeated; no file names.
P=$T/p names=(a b c_header_kernel d_header_part)
mkdir -p "$P/src" "$P/build" && cp -R tests/tree/include "$P/"
for n in "${names[@]}"; do sed 's#"\.\./include/#"#' "tests/tree/src/$n.cpp" >"$P/src/$n.cpp"; done
python3 - "$P" "${names[@]}" <<'PY'
import json, sys
p, names = sys.argv[1], sys.argv[2:]
db = [{"directory": p + "/build", "file": "../src/%s.cpp" % n,
       "arguments": ["c++", "-std=c++17", "-I../include", "-c", "../src/%s.cpp" % n]} for n in names]
db.append({"directory": p, "file": "../elsewhere.cpp", "arguments": ["c++", "-c", "../elsewhere.cpp"]})
json.dump(db, open(p + "/build/compile_commands.json", "w"), indent=1)
PY
(cd "$P" && "$KT" --target=cuda -p build -j 1 --in-root . --out-root ../p1 src/*.cpp >/dev/null 2>"$T/p1.err")
rc=$? files=$(cd "$T/p1" 2>/dev/null && find . -type f | sort | tr '\n' ' ')
[ $rc = 0 ] && [ "$files" = "./include/kernels_in_header.hpp ./include/plain.hpp ./include/util.hpp ./src/a.cu ./src/b.cu ./src/c_header_kernel.cu ./src/d_header_part.cu " ] \
  && grep -q '__host__ __device__ inline double twice' "$T/p1/include/util.hpp" \
  && ok "-p, relative names, -I../include: exit 0, headers found below --in-root" \
  || ko "-p, relative names, -I../include: exit 0, headers found below --in-root" "exit $rc, files $files: $(head -c 300 "$T/p1.err")"
bad=0
for ((r = 0; r < ${KT_TREE_REPS:-8}; r++)); do
  rm -rf "$T/p2"
  (cd "$P" && "$KT" --target=cuda -p build -j 2 --in-root . --out-root ../p2 src/*.cpp >/dev/null 2>"$T/p2.err")
  rc=$?
  [ $rc = 0 ] && diff -r "$T/p1" "$T/p2" >/dev/null || { bad=$((bad + 1)); last="exit $rc: $(grep -m1 error "$T/p2.err")"; }
done
[ $bad = 0 ] && ok "-p, relative names, -j 2: same outputs ${KT_TREE_REPS:-8} times" \
  || ko "-p, relative names, -j 2: same outputs ${KT_TREE_REPS:-8} times" "$bad failed; last: $last"
(cd "$P" && "$KT" --target=cuda -p build -j 2 --out-root ../p3 >/dev/null 2>"$T/p3.err")
rc=$?
[ $rc = 0 ] && diff -r "$T/p1" "$T/p3" >/dev/null && grep -q '4 file(s): 4 translated' "$T/p3.err" \
  && ok "-p without file names: every database file below --in-root" \
  || ko "-p without file names: every database file below --in-root" "exit $rc: $(head -c 300 "$T/p3.err")"

# 5. Differential: real Kokkos, and the translation where a target runs on the CPU.
if [ "${KT_REAL_KOKKOS_REBUILD:-1}" = 0 ]; then
  sk "real Kokkos prints reference.txt" "not rebuilt: KT_REAL_KOKKOS_REBUILD=0, the CI tier"
elif g++ -std=c++17 -O2 -I/usr/include/trilinos "${srcs[@]}" -ltrilinos_kokkoscore -ldl -o "$T/ref" >"$T/ref.log" 2>&1; then
  "$T/ref" >"$T/ref.txt" 2>&1 && diff -u tests/tree/reference.txt "$T/ref.txt" >"$T/ref.diff" \
    && ok "real Kokkos prints reference.txt" || ko "real Kokkos prints reference.txt" "$(head -c 300 "$T/ref.diff")"
else
  sk "real Kokkos prints reference.txt" "real Kokkos build failed: $(grep -m1 error "$T/ref.log")"
fi
if "$KT" --target=openacc --in-root tests/tree --out-root "$T/acc" "${srcs[@]}" >/dev/null 2>"$T/acc.err" \
  && command -v g++-12 >/dev/null; then
  if g++-12 -std=c++17 -O2 -fopenacc -foffload=disable -I runtime-shim/include -o "$T/acc.bin" \
    "$T/acc/src/c_header_kernel.cpp" "$T/acc/src/d_header_part.cpp" >"$T/acc.log" 2>&1 \
    && "$T/acc.bin" >"$T/acc.txt" 2>&1 && diff -u tests/tree/reference.txt "$T/acc.txt" >"$T/acc.diff"; then
    ok "openacc translation (CPU) prints reference.txt"
  else
    ko "openacc translation (CPU) prints reference.txt" "$(head -c 300 "$T/acc.log" "$T/acc.diff" 2>/dev/null)"
  fi
else
  sk "openacc translation (CPU) prints reference.txt" "no CPU-runnable target: $(grep -m1 -o 'KT[0-9]*\].*\|error.*' "$T/acc.err" | head -c 120)"
fi

# 7. Dispatches inside templates defined in a header, instantiated differently by two sources.
tsrcs=(tests/tree/src/g_tmpl_main.cpp tests/tree/src/h_tmpl_part.cpp)
th=include/templates_in_header.hpp
for t in cuda hip openmp openacc; do
  "$KT" --target=$t -j 1 --in-root tests/tree --out-root "$T/t-$t" "${tsrcs[@]}" >/dev/null 2>"$T/t-$t.err"
  rc=$?
  h=$T/t-$t/$th
  # Each kernel template defined once in the header (and in no source), launched with <T> / <V>.
  [ $rc = 0 ] && [ "$(grep -c 'kt_axpby_templates_in_header_hpp_L12(' "$h")" = 1 ] \
    && [ "$(grep -c 'kt_sumsq_templates_in_header_hpp_L23(' "$h")" = 1 ] \
    && grep -q 'kt_axpby_templates_in_header_hpp_L12<T>' "$h" && grep -q 'kt_sumsq_templates_in_header_hpp_L23<V>' "$h" \
    && ! grep -q 'Kokkos' "$h" && ! grep -q 'templates_in_header_hpp_L[0-9]*(' "$T/t-$t/src/"* \
    && ok "templates in a header ($t): kernels defined once as templates, launched per instantiation" \
    || ko "templates in a header ($t): kernels defined once as templates, launched per instantiation" \
      "exit $rc: $(head -c 400 "$T/t-$t.err")"
done
if [ -x "$NVCC" ]; then
  rc=0
  for f in g_tmpl_main h_tmpl_part; do
    "$NVCC" -std=c++17 -O1 -arch=sm_90 --expt-relaxed-constexpr -I runtime-shim/include -c "$T/t-cuda/src/$f.cu" -o "$T/t-$f.o" >"$T/t-nvcc.log" 2>&1 || rc=1
  done
  [ $rc = 0 ] && "$NVCC" -arch=sm_90 "$T/t-g_tmpl_main.o" "$T/t-h_tmpl_part.o" -o "$T/t-app" >>"$T/t-nvcc.log" 2>&1 || rc=1
  [ $rc = 0 ] && ok "templates in a header: nvcc compiles and links both outputs" \
    || ko "templates in a header: nvcc compiles and links both outputs" "$(grep -m3 error "$T/t-nvcc.log")"
else
  sk "templates in a header: nvcc compiles and links both outputs" "no nvcc"
fi
if command -v hipcc >/dev/null; then
  rc=0
  for f in g_tmpl_main h_tmpl_part; do
    hipcc -std=c++17 -O1 --offload-arch=gfx90a -I runtime-shim/include -c "$T/t-hip/src/$f.hip" -o "$T/t-$f.ho" >"$T/t-hip.log" 2>&1 || rc=1
  done
  [ $rc = 0 ] && hipcc --offload-arch=gfx90a "$T/t-g_tmpl_main.ho" "$T/t-h_tmpl_part.ho" -o "$T/t-happ" >>"$T/t-hip.log" 2>&1 || rc=1
  [ $rc = 0 ] && ok "templates in a header: hipcc compiles and links both outputs" \
    || ko "templates in a header: hipcc compiles and links both outputs" "$(grep -m3 error "$T/t-hip.log")"
else
  sk "templates in a header: hipcc compiles and links both outputs" "no hipcc"
fi
if [ "${KT_REAL_KOKKOS_REBUILD:-1}" = 0 ]; then
  sk "templates in a header: real Kokkos prints templates_reference.txt" "not rebuilt: KT_REAL_KOKKOS_REBUILD=0, the CI tier"
elif g++ -std=c++17 -O2 -I/usr/include/trilinos "${tsrcs[@]}" -ltrilinos_kokkoscore -ldl -o "$T/t-ref" >"$T/t-ref.log" 2>&1; then
  "$T/t-ref" >"$T/t-ref.txt" 2>&1 && diff -u tests/tree/templates_reference.txt "$T/t-ref.txt" >"$T/t-ref.diff" \
    && ok "templates in a header: real Kokkos prints templates_reference.txt" \
    || ko "templates in a header: real Kokkos prints templates_reference.txt" "$(head -c 300 "$T/t-ref.diff")"
else
  sk "templates in a header: real Kokkos prints templates_reference.txt" "real Kokkos build failed: $(grep -m1 error "$T/t-ref.log")"
fi
if [ -d "$T/t-openacc" ] && command -v g++-12 >/dev/null; then
  g++-12 -std=c++17 -O2 -fopenacc -foffload=disable -I runtime-shim/include -o "$T/t-acc.bin" \
    "$T/t-openacc/src/g_tmpl_main.cpp" "$T/t-openacc/src/h_tmpl_part.cpp" >"$T/t-acc.log" 2>&1 \
    && "$T/t-acc.bin" >"$T/t-acc.txt" 2>&1 && diff -u tests/tree/templates_reference.txt "$T/t-acc.txt" >"$T/t-acc.diff" \
    && ok "templates in a header: openacc translation (CPU) prints templates_reference.txt" \
    || ko "templates in a header: openacc translation (CPU) prints templates_reference.txt" "$(head -c 300 "$T/t-acc.log" "$T/t-acc.diff" 2>/dev/null)"
else
  sk "templates in a header: openacc translation (CPU) prints templates_reference.txt" "no translation or no g++-12"
fi

# 8. Trees that once failed: tests/tree/cases/<case> (cases.sh says what is checked).
source tests/tree/cases.sh

kt_exit
