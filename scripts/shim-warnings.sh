#!/usr/bin/env bash
# Usage: scripts/shim-warnings.sh [--target T]... [-j N] [--wide | --all] [CASE...]
# Builds committed golden outputs (testdata/<case>/golden/<file>, as scripts/compile-golden.sh
# finds them) with each target's vendor compiler at -Wall -Wextra (nvcc: -Xcompiler -Wall,-Wextra
# and nvcc's own warnings, no -w) and fails on any warning located in runtime-shim/include.
# Warnings located elsewhere (the translated program: user code and code the translator wrote;
# system headers; the driver or linker) are not the shim's: counted, first shown, no failure.
# Targets: cuda (nvcc), hip (hipcc), openmp (clang++-19, host and nvptx sides), openacc and
# openaccgp (g++-12, linked with -foffload=nvptx-none so the offload compiler runs too), and
# host (g++-12 on tests/shim/parse_core.cpp: kt/host.hpp, which no translated output includes).
# Cases: per target, the fewest of REPRESENTATIVE below that reach every shim header the whole
# list reaches (default, CI; tests/golden/shim_cover.py), --wide (REPRESENTATIVE and WIDE: the full tier),
# --all (every case with a golden), or those named.
# Compiles with -O3 like compile-golden (some GCC warnings need the optimizer); the clang-based
# compilers (hipcc, clang++-19) run -fsyntax-only (mode `syntax`): clang's warnings come from its
# front end, which that runs for the host and every device side, in a third of the time.
# Each target's cases together must reach every shim header that any golden of that target
# includes (from the compilers' -MD output; the `coverage` line fails otherwise), and every
# runtime-shim/include/**/*.hpp must be reached by some target.
# Prints `PASS|FAIL|SKIP shim-warnings/<target>/<case>` (FAIL: the shim's warnings, first first),
# `PASS|FAIL shim-warnings/<target>/coverage`, and `N passed, M failed, K skipped`; a missing
# compiler is a SKIP. Exits 1 on failure. Env: NVCC (default /usr/local/cuda/bin/nvcc), KT_TIMEOUT.
set -euo pipefail
all=0 wide=0 args=() default_tier=0
for a in "$@"; do
  case $a in --all) all=1 ;; --wide) wide=1 ;; *) args+=("$a") ;; esac
done
source "$(dirname "$0")/../tests/golden/lib.sh"

# The candidates of the default tier (CI builds each target's cover of them): together they
# reach every shim header (the `coverage` lines check it); --wide builds all of them, for the
# template families where warnings have appeared (teams, scratch, scans, reducers, MDRange), and
# adds cases for most of the rest of its templates (atomics,
# View assignability and AnonymousSpace, pinned and managed memory, the multi-value reductions).
REPRESENTATIVE=(complex_math kokkos_vector omp_async random_pool scatter_view sort_bins
  static_crs_graph team_barrier_segments team_scan unordered_map_set mdrange_reduce
  reducers_builtin team_nested_reduce scan_custom_op team_scratch_l0)
WIDE=(axpy_range dual_view functor_custom_reduce minmaxloc reduce_multi thread_scratch_l1
  managed_space pinned_host complex_atomics scan_single_pass view_anonymous_space)

SHIM=runtime-shim/include
COMMON=(-std=c++17 -O3 -I "$SHIM")
if ! command -v ptxas >/dev/null && [ -x /usr/local/cuda/bin/ptxas ]; then export PATH=$PATH:/usr/local/cuda/bin; fi
ACC="-Wall -Wextra -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm"
# target  compiler  mode (c: compile only, link: build the program, syntax: front end only)  flags
VARIANTS=(
  "cuda      nvcc       c    -arch=sm_90 --expt-relaxed-constexpr -Xcompiler -Wall,-Wextra"
  "hip       hipcc      syntax -Wall -Wextra -Wno-unused-command-line-argument --offload-arch=gfx90a"
  "openmp    clang++-19 syntax -Wall -Wextra -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90 --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib"
  "openacc   g++-12     link $ACC"
  "openaccgp g++-12     link $ACC"
  "host      g++-12     c    -Wall -Wextra"
)
EXEMPT=()  # shim headers that no build here need reach (none)
KT_GOLDEN["host"]=parse_core  # lets kt_args take --target host

find_compiler() {  # NAME: print its path, or nothing
  if [ "$1" = nvcc ] && [ -x "${NVCC:-/usr/local/cuda/bin/nvcc}" ]; then echo "${NVCC:-/usr/local/cuda/bin/nvcc}"; return; fi
  command -v "$1" || true
}

# classify LOG: print `shim|program|other<TAB>warning line`, one per distinct warning line.
# A located warning is `path:line[:col]: warning...` (GCC, Clang) or `path(line): warning...`
# (nvcc's front end); `clang: warning:`, `ptxas warning :`, `/usr/bin/ld: ...: warning:` are not.
classify() {
  awk -v shim="$SHIM/" -v prog="$2" '
    !/warning/ { next }
    match($0, /^[^ :(]+(\([0-9]+\)|:[0-9]+(:[0-9]+)?):? ?warning/) {
      path = $0; sub(/(\([0-9]+\)|:[0-9]+).*/, "", path)
      if (index(path, shim)) k = "shim"; else if (index(path, prog)) k = "program"; else k = "other"
      if (!seen[$0]++) print k "\t" $0
      next
    }
    /[Ww]arning/ && !/^Remark:|warnings? generated/ { if (!seen[$0]++) print "other\t" $0 }
  ' "$1"
}

skip() { echo "SKIP shim-warnings/$1/$2 ($3 not found)"; return 77; }

check() {  # TARGET CASE SRC MODE COMPILER FLAGS...
  local t=$1 c=$2 src=$3 mode=$4 cc=$5 name="shim-warnings/$1/$2" w="$KT_TMP/$1/$2" rc=0 out
  shift 5
  mkdir -p "$w" "$KT_TMP/reached/$t"
  out=(-c -o "$w/a.o")
  [ "$mode" = link ] && out=(-o "$w/a.out")
  [ "$mode" = syntax ] && out=(-fsyntax-only)
  local inc=()
  [ -d "testdata/$c" ] && inc=(-I "testdata/$c")
  timeout -k 10 "$KT_TIMEOUT" "$cc" "${COMMON[@]}" "${inc[@]}" "$@" -MD -MF "$w/deps" "${out[@]}" "$src" \
    >"$w/log" 2>&1 || rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL $name (${cc##*/} $(kt_status $rc))"
    echo "    \$ ${cc##*/} ${COMMON[*]} ${inc[*]} $* ${out[*]} $src"
    kt_indent "$w/log" 60
    return 1
  fi
  # shim headers this build read, as paths under runtime-shim/include
  tr ' \\' '\n\n' <"$w/deps" | sed -n "s|^\(.*/\)\{0,1\}$SHIM/||p" |
    sed -e ':a' -e 's|[^/]*/\.\./||' -e 'ta' | sort -u >"$KT_TMP/reached/$t/$c"  # kt/gpu/../core/x.hpp
  local prog=$src
  [[ $src != testdata/* ]] || prog=testdata/$c/  # the golden and the case's own headers
  classify "$w/log" "$prog" >"$w/warn"
  local ns np no first
  ns=$(grep -c '^shim' "$w/warn" || true) np=$(grep -c '^program' "$w/warn" || true) no=$(grep -c '^other' "$w/warn" || true)
  if [ "$ns" -gt 0 ]; then
    first=$(grep -m 1 '^shim' "$w/warn" | cut -f 2-)
    echo "FAIL $name ($ns shim warnings; first: $first)"
    grep '^shim' "$w/warn" | cut -f 2- | sed 's/^/    /' | head -n 40
    [ "$ns" -le 40 ] || echo "    ... ($((ns - 40)) more)"
    return 1
  fi
  local note=""
  [ "$np" -eq 0 ] || note+="; $np in the translated program, first: $(grep -m 1 '^program' "$w/warn" | cut -f 2-)"
  [ "$no" -eq 0 ] || note+="; $no elsewhere, first: $(grep -m 1 '^other' "$w/warn" | cut -f 2-)"
  echo "PASS $name${note:+ (no shim warnings$note)}"
}

# required_headers TARGET: the shim headers that some golden of TARGET includes (following
# #include "..." through the shim; no shim include is conditional), one per line.
required_headers() {
  local t=$1 f
  if [ "$t" = host ]; then f=tests/shim/parse_core.cpp; else f="testdata/*/golden/${KT_GOLDEN[$t]}"; fi
  local todo seen="" h
  # shellcheck disable=SC2086  # $f is a glob
  todo=$(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\(kt\/[^"]*\)".*/\1/p' $f 2>/dev/null | sort -u)
  while [ -n "$todo" ]; do
    local next=""
    for h in $todo; do
      [[ " $seen " == *" $h "* ]] && continue
      [ -f "$SHIM/$h" ] || continue
      seen+=" $h"
      next+=" $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$SHIM/$h" |
        while read -r i; do echo "$(dirname "$h")/$i"; done | sed 's|^\./||; s|/[^/]*/\.\./|/|g')"
    done
    todo=$next
  done
  tr ' ' '\n' <<<"$seen" | sed '/^$/d' | sort -u
}

coverage() {  # TARGET: every header the target's goldens may include was reached here
  local t=$1 missing
  required_headers "$t" >"$KT_TMP/required.$t"
  cat "$KT_TMP/reached/$t"/* 2>/dev/null | sort -u >"$KT_TMP/reached.$t"
  missing=$(comm -23 "$KT_TMP/required.$t" "$KT_TMP/reached.$t" | tr '\n' ' ')
  if [ -n "$missing" ]; then
    echo "FAIL shim-warnings/$t/coverage (not reached by the cases built: ${missing% }; add a case that includes it)"
    return 1
  fi
  echo "PASS shim-warnings/$t/coverage ($(wc -l <"$KT_TMP/reached.$t") shim headers reached)"
}

kt_args "${args[@]}"
[ $KT_TARGET_GIVEN -eq 1 ] || KT_SEL_TARGETS=(cuda hip openmp openacc openaccgp host)
if [ ${#KT_SEL_CASES[@]} -gt 0 ]; then cases=("${KT_SEL_CASES[@]}")
elif [ $all -eq 1 ]; then mapfile -t cases < <(kt_cases)
elif [ $wide -eq 1 ]; then cases=("${REPRESENTATIVE[@]}" "${WIDE[@]}")
else cases=("${REPRESENTATIVE[@]}") default_tier=1; fi

declare -A COMPILED=()
for row in "${VARIANTS[@]}"; do
  read -r t cc mode flags <<<"$row"
  [[ " ${KT_SEL_TARGETS[*]} " == *" $t "* ]] || continue
  read -ra flags <<<"$flags"
  path=$(find_compiler "$cc")
  [ -z "$path" ] || COMPILED[$t]=1
  if [ "$t" = host ]; then
    srcs=("parse_core:tests/shim/parse_core.cpp")
  else
    srcs=() tcases=("${cases[@]}")
    # The default tier builds, per target, the fewest REPRESENTATIVE cases that reach every
    # shim header the set reaches (tests/golden/shim_cover.py); the coverage check still holds.
    [ "$default_tier" = 0 ] || mapfile -t tcases < <(python3 tests/golden/shim_cover.py "${KT_GOLDEN[$t]}" "${cases[@]}")
    for c in "${tcases[@]}"; do
      [ -f "testdata/$c/golden/${KT_GOLDEN[$t]}" ] && srcs+=("$c:testdata/$c/golden/${KT_GOLDEN[$t]}")
    done
    # openaccgp exists only for cases with level-0 scratch: build the first of them if none chosen
    if [ ${#srcs[@]} -eq 0 ] && [ ${#KT_SEL_CASES[@]} -eq 0 ]; then
      for g in testdata/*/golden/"${KT_GOLDEN[$t]}"; do
        [ -f "$g" ] && { c=${g#testdata/}; srcs+=("${c%%/*}:$g"); break; }
      done
    fi
  fi
  for s in "${srcs[@]}"; do
    if [ -z "$path" ]; then kt_spawn skip "$t" "${s%%:*}" "$cc"
    else kt_spawn check "$t" "${s%%:*}" "${s#*:}" "$mode" "$path" "${flags[@]}"; fi
  done
done
wait
kt_flush
# Coverage (only over the default or --all case sets, and only for targets that were built).
if [ ${#KT_SEL_CASES[@]} -eq 0 ]; then
  for t in "${KT_SEL_TARGETS[@]}"; do
    [ -n "${COMPILED[$t]:-}" ] || continue
    kt_spawn coverage "$t"
  done
  wait
  kt_flush
  if [ $KT_TARGET_GIVEN -eq 0 ]; then
    all_required() {  # every runtime-shim/include/**/*.hpp is some target's business
      local t missing
      for t in "${KT_SEL_TARGETS[@]}"; do required_headers "$t"; done | sort -u >"$KT_TMP/required.all"
      missing=$( (cd "$SHIM" && find . -name '*.hpp' | sed 's|^\./||' | sort) | comm -23 - "$KT_TMP/required.all" |
        grep -vxF -f <(printf '%s\n' "${EXEMPT[@]}" "") | tr '\n' ' ' || true)
      if [ -n "$missing" ]; then
        echo "FAIL shim-warnings/all/coverage (no golden of any target includes: ${missing% }; add a case)"
        return 1
      fi
      echo "PASS shim-warnings/all/coverage ($(wc -l <"$KT_TMP/required.all") shim headers, each included by some golden)"
    }
    kt_spawn all_required
  fi
fi
kt_finish
