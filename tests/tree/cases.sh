#!/usr/bin/env bash
# Usage: tests/tree/cases.sh [CASE...]   (also section 8 of tests/tree/run.sh, which sources it)
# Source trees that once failed in tree mode, one folder each: tests/tree/cases/<case>/src (a
# main.cpp, any other .cpp files, all translated and built together, and the headers they
# include) and reference.txt (what the program prints built against
# real Kokkos, /usr/include/trilinos). Per case:
#  - real Kokkos prints reference.txt (SKIP when it cannot be built, and with
#    KT_REAL_KOKKOS_REBUILD=0, which the CI tier sets: tests/stages.cmake);
#  - per target (cuda, hip, openmp, openacc): translated with --in-root src, exit 0, and no
#    Kokkos name left in any output; the output compiles with the target's vendor compiler
#    (nvcc, hipcc, clang++-19 with OpenMP offload, g++-12 -fopenacc; SKIP when missing);
#  - the OpenACC output built for the CPU (g++-12 -fopenacc -foffload=disable) prints
#    reference.txt.
# Cases: functor_template_overlap and functor_template_dispatch (issue 28 item 9: the first, with
# its exact text, aborted with "overlapping edits"; the second was KT1027, and other header texts
# gave a corrupted main file with exit 0), unnamed_namespace (issue 28 item 6: nvcc "reference
# ... is ambiguous"), team_functor_template (issue 29 item 4: false KT1006),
# macro_dispatch_in_header (user macros wrapping dispatches in a header, as gtest's ASSERT_THROW
# does in Kokkos' TestViewAPI.hpp: KT1027 before headers took macro expansions),
# team_helper_template_header (a team helper function template in a header, as Kokkos'
# TestTeam.hpp has: KT1040 before helpers could be templates or live in headers),
# header_edits_merged (issue 30, miniMD's atom.h: a header edited only by the input that
# dispatches its class, KT1020 before the inputs' edits were merged), team_functor_other_includer
# (issue 30, ExaMiniMD's force_lj_cell.h: a team functor's header included by a file that does not
# dispatch it, KT1006 there before every includer stubbed its team operators), class_template_split
# (issue 30, ExaMiniMD's forces: a class template declared in one header, its tag-templated
# operator() overloads and the member function dispatching them in another, explicitly
# instantiated in a third file: KT1011 before, and kt_access was then inserted into the file of
# the explicit instantiation), team_helper_member_split (issue 30, ExaMiniMD's sna.h and
# sna_impl.hpp: member team helpers declared in the class's header and defined in another,
# KT1040 before each declaration was rewritten in its own file), team_helper_uncalled_includer
# (issue 30, ExaMiniMD's sna_impl.hpp included by every file: team helpers in a header that
# main.cpp includes without calling them, KT1006 there before every includer lowered the helpers
# found by their signature), class_template_extern (issue 30, ExaMiniMD's modules_neighbor.h:
# class_template_split with `extern template class` in the class's header and a functor class
# template dispatched from a member, KT1011 before the specialisation's members were looked for
# in its definition rather than in the explicit instantiation's later, empty declaration).
# header_sections_unguarded (a header without an include guard included twice, each inclusion
# reading another #ifdef section, as ExaMiniMD's module headers: before, only the first edited
# inclusion's edits were written). header_macro_sections (issue 30, ExaMiniMD's module headers
# and comm_serial.h: a header read by one file in another macro context, whose preprocessor skips
# the code the dispatching file edits, and a functor header whose emptied bodies a line diff of
# the two texts misaligned: KT1020 before the files' edits were merged by their offsets).
# Env: KT_TOOL (default build/bin/kokkos-translate), NVCC (default /usr/local/cuda/bin/nvcc).

# tree_case_compile TARGET OUT LOG: compiles (CPU host build: links) every output file of OUT.
# With KT_FULL_TESTS=0 (the CI tier) hipcc and clang++-19 run their front end only
# (-fsyntax-only: the host and every device side), in about a third of the time.
tree_case_compile() {
  local t=$1 out=$2 log=$3 f rc=0 obj=(-c)
  local inc=(-std=c++17 -O1 -I runtime-shim/include -I "$out")
  [ "${KT_FULL_TESTS:-1}" = 0 ] && obj=(-fsyntax-only)
  case $t in
    cuda) for f in "$out"/*.cu; do
        "$NVCC" "${inc[@]}" -arch=sm_90 --expt-relaxed-constexpr -c "$f" -o "$f.o" >>"$log" 2>&1 || rc=1
      done ;;
    hip) for f in "$out"/*.hip; do
        hipcc "${inc[@]}" --offload-arch=gfx90a "${obj[@]}" "$f" -o "$f.o" >>"$log" 2>&1 || rc=1
      done ;;
    openmp) for f in "$out"/*.cpp; do
        clang++-19 "${inc[@]}" -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable \
          --offload-arch=sm_90 --cuda-path=/usr/local/cuda \
          --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib "${obj[@]}" "$f" -o "$f.o" >>"$log" 2>&1 || rc=1
      done ;;
    openacc) g++-12 "${inc[@]}" -fopenacc -foffload=disable "$out"/*.cpp -o "$out/app" >>"$log" 2>&1 || rc=1 ;;
  esac
  return $rc
}

tree_case_compiler() { # TARGET: the vendor compiler's path, or nothing
  case $1 in
    cuda) [ -x "$NVCC" ] && echo "$NVCC" ;;
    hip) command -v hipcc ;;
    openmp) command -v clang++-19 ;;
    openacc) command -v g++-12 ;;
  esac
}

# tree_case CASE: every check of tests/tree/cases/CASE.
tree_case() {
  local c=$1 d=tests/tree/cases/$1 w=$T/case-$1 t out rc cc
  mkdir -p "$w"
  if [ "${KT_REAL_KOKKOS_REBUILD:-1}" = 0 ]; then
    sk "$c: real Kokkos prints reference.txt" "not rebuilt: KT_REAL_KOKKOS_REBUILD=0, the CI tier"
  elif g++ -std=c++17 -O1 -I/usr/include/trilinos "$d/src/"*.cpp -ltrilinos_kokkoscore -ldl \
    -o "$w/ref" >"$w/ref.log" 2>&1; then
    "$w/ref" >"$w/ref.txt" 2>&1 && diff -u "$d/reference.txt" "$w/ref.txt" >"$w/ref.diff" \
      && ok "$c: real Kokkos prints reference.txt" || ko "$c: real Kokkos prints reference.txt" "$(head -c 300 "$w/ref.diff")"
  else
    sk "$c: real Kokkos prints reference.txt" "real Kokkos build failed: $(grep -m1 error "$w/ref.log")"
  fi
  for t in cuda hip openmp openacc; do
    out=$w/out-$t
    "$KT" --target=$t --in-root "$d/src" --out-root "$out" "$d/src/"*.cpp >/dev/null 2>"$w/$t.err"
    rc=$?
    if [ $rc != 0 ] || grep -rqE 'Kokkos(::|_)' "$out"; then
      ko "$c ($t): translated, exit 0, no Kokkos left" "exit $rc: $(grep -m2 -e error -e Kokkos -r "$w/$t.err" "$out" 2>/dev/null | head -c 400)"
      continue
    fi
    ok "$c ($t): translated, exit 0, no Kokkos left"
    cc=$(tree_case_compiler $t)
    [ -n "$cc" ] || { sk "$c ($t): the output compiles" "no ${t} compiler"; continue; }
    if tree_case_compile $t "$out" "$w/$t.log"; then
      ok "$c ($t): the output compiles with ${cc##*/}"
    else
      ko "$c ($t): the output compiles with ${cc##*/}" "$(grep -m3 error "$w/$t.log")"
      continue
    fi
    [ $t = openacc ] || continue
    "$out/app" >"$w/acc.txt" 2>&1 && diff -u "$d/reference.txt" "$w/acc.txt" >"$w/acc.diff" \
      && ok "$c (openacc, CPU): prints reference.txt" \
      || ko "$c (openacc, CPU): prints reference.txt" "$(head -c 300 "$w/acc.diff")"
  done
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then # run alone
  set -uo pipefail
  cd "$(dirname "${BASH_SOURCE[0]}")/../.."
  KT=$(realpath "${KT_TOOL:-build/bin/kokkos-translate}")
  NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
  T=$(mktemp -d "${TMPDIR:-/tmp}/kt-tree-cases.XXXXXX"); trap 'rm -rf "$T"' EXIT
  source tests/lib/report.sh
  ok() { kt_pass "tree/$1"; }
  ko() { kt_fail "tree/$1" "${2:-}"; }
  sk() { kt_skip "tree/$1" "${2:-}"; }
  if [ $# = 0 ]; then set -- $(cd tests/tree/cases && ls); fi
  for c in "$@"; do tree_case "$c"; done
  kt_exit
else # sourced by run.sh: every case
  for c in $(cd tests/tree/cases && ls); do tree_case "$c"; done
fi
