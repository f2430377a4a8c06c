#!/usr/bin/env bash
# Usage: scripts/compile-golden.sh [--target T]... [--run-only] [-j N] [CASE...]
# Compiles every golden testdata/<case>/golden/<file> of the selected targets (default: all) with
# the vendor compilers in VARIANTS below into build/golden-bin/<variant>/<case> (--run-only: build/golden-bin-O1/...), N at a time
# (default nproc). Variants marked `run` also run the binary and compare its output with
# testdata/<case>/reference.txt (scripts/compare-output.py). A missing compiler gives
# `SKIP compile/<variant>/<case> (<compiler> not found)`, never a pass. Prints
# `PASS|FAIL|SKIP compile/<variant>/<case>` and `N passed, M failed, K skipped`; exits 1 on failure.
# --run-only: only the variants that run their binaries (the OpenACC host builds: the
# translated programs' numbers against real Kokkos'), built at -O1 (a third less build time;
# the numbers are the same; -O0 and -Og do not build: the shim's OpenACC routines use GCC's
# __builtin_goacc_parlevel_id, which needs them inlined into the compute region, and its GPU
# atomics' PTX inline assembly must be folded away from the host code), as CI does
# (tests/stages.cmake); without it they build at -O3.
# A binary newer than its golden, runtime-shim/include and this script is not rebuilt
# (`PASS ... (up to date)`); KT_REBUILD=1 rebuilds all.
# Env: NVCC (default /usr/local/cuda/bin/nvcc), KT_TIMEOUT (seconds per compile / run).
set -euo pipefail
source "$(dirname "$0")/../tests/golden/lib.sh"

COMMON=(-std=c++17 -I runtime-shim/include)
# GCC's nvptx assembler (openacc variant) checks its PTX with CUDA's ptxas when it finds one.
if ! command -v ptxas >/dev/null && [ -x /usr/local/cuda/bin/ptxas ]; then export PATH=$PATH:/usr/local/cuda/bin; fi

# rocm_devlibs ARCH: hipcc flags that give ARCH its ROCm device libraries. Debian's ROCm 5.2
# has none for gfx11 (no oclc_isa_version_1100.bc), so hipcc refuses --offload-arch=gfx1100.
# That file only defines the constant __oclc_ISA_version (11000); the rest of the device
# libraries is generic amdgcn bitcode. So: a folder of links to the system's bitcode plus that
# file, made from the gfx1030 one with the number changed, passed as --rocm-device-lib-path.
# Prints nothing where the system has the file (or no hipcc/LLVM tools to make it).
rocm_devlibs() {
  local arch=$1 num=${1#gfx} sys dir llvm
  command -v hipcc >/dev/null || return 0
  sys=$(dirname "$(ls /usr/lib/*/amdgcn/bitcode/oclc_isa_version_1030.bc /usr/lib/amdgcn/bitcode/oclc_isa_version_1030.bc \
    /opt/rocm*/amdgcn/bitcode/oclc_isa_version_1030.bc 2>/dev/null | head -n 1)")
  [ -f "$sys/oclc_isa_version_1030.bc" ] && [ ! -f "$sys/oclc_isa_version_$num.bc" ] || return 0
  llvm=$(hipcc --version 2>/dev/null | sed -nE 's/.*clang version ([0-9]+).*/\1/p' | head -n 1)
  command -v "llvm-as-$llvm" >/dev/null || return 0
  dir=$KT_TMP/rocm-device-libs-$arch
  mkdir -p "$dir"
  ln -sf "$sys"/*.bc "$dir/"
  "llvm-dis-$llvm" "$sys/oclc_isa_version_1030.bc" -o - |
    sed -E "s/constant i32 10300/constant i32 ${num}0/" | "llvm-as-$llvm" -o "$dir/oclc_isa_version_$num.bc" &&
    echo "--rocm-device-lib-path=$dir"
}

# The hip variant builds both AMD families in one hipcc call (CDNA gfx90a: wavefront 64; RDNA
# gfx1100: wavefront 32): the host side once, a device image per family.
# nvcc's -O is the host side's level only (cicc and ptxas optimise the device code whatever it
# is): the cuda variant, which is not run, compiles its host side at -O0, a quarter faster.
# variant       target   run?  compiler    flags
VARIANTS=(
  "cuda         cuda     -     nvcc        -O0 -arch=sm_90 --expt-relaxed-constexpr"
  "hip          hip      -     hipcc       -O3 --offload-arch=gfx90a --offload-arch=gfx1100 $(rocm_devlibs gfx1100)"
  "openmp       openmp   -     clang++-19  -O3 -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90 --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib"
  "openacc      openacc  -     g++-12      -O3 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm"
  "openacc-host openacc  run   g++-12      -O3 -fopenacc -foffload=disable"
  "openaccgp    openaccgp -    g++-12      -O3 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm"
  "openaccgp-host openaccgp run g++-12     -O3 -fopenacc -foffload=disable"
)

# The run variants build against a precompiled kt/openacc.hpp (build/golden-gch/<variant>, made
# with the variant's flags each run): g++ uses it where the golden's first include is that
# header and reads the header itself otherwise; about a fifth of each build's time.
declare -A GCH=()
shim_gch() {  # VARIANT COMPILER FLAGS...
  local v=$1 cc=$2 d=build/golden-gch/$1
  shift 2
  mkdir -p "$d/kt"
  if "$cc" "${COMMON[@]}" "$@" -x c++-header runtime-shim/include/kt/openacc.hpp \
    -o "$d/kt/openacc.hpp.gch" >/dev/null 2>&1; then GCH[$v]=$d; fi
}

find_compiler() {  # NAME: print its path, or nothing
  if [ "$1" = nvcc ] && [ -x "${NVCC:-/usr/local/cuda/bin/nvcc}" ]; then echo "${NVCC:-/usr/local/cuda/bin/nvcc}"; return; fi
  command -v "$1" || true
}

skip() { echo "SKIP compile/$1/$2 ($3 not found)"; return 77; }

compile() {  # VARIANT CASE RUN? GOLDEN COMPILER FLAGS...
  local v=$1 c=$2 run=$3 golden=$4 cc=$5 name="compile/$1/$2" w="$KT_TMP/$1/$2" rc=0
  shift 5
  local bin=$BIN_ROOT/$v/$c note="" pre=()
  [ -z "${GCH[$v]:-}" ] || pre=(-I "${GCH[$v]}")
  mkdir -p "$w" "${bin%/*}"
  if [ -z "${KT_REBUILD:-}" ] && [ -x "$bin" ] &&
    [ -z "$(find "testdata/$c" runtime-shim/include "$0" -newer "$bin" -print -quit)" ]; then
    note=" (up to date)"
  else
    rm -f "$bin"
    timeout -k 10 "$KT_TIMEOUT" "$cc" "${pre[@]}" "${COMMON[@]}" -I "testdata/$c" "$@" -o "$bin" "$golden" >"$w/log" 2>&1 || rc=$?
  fi
  if [ $rc -ne 0 ]; then
    echo "FAIL $name (${cc##*/} $(kt_status $rc))"
    echo "    \$ ${cc##*/} ${pre[*]} ${COMMON[*]} -I testdata/$c $* -o $bin $golden"
    kt_indent "$w/log" 80
    return 1
  fi
  if [ "$run" = run ]; then
    [ -f "testdata/$c/reference.txt" ] || { echo "FAIL $name (no testdata/$c/reference.txt)"; return 1; }
    timeout -k 10 "$KT_TIMEOUT" "$bin" >"$w/out.txt" 2>"$w/run.err" || rc=$?
    if [ $rc -ne 0 ]; then
      echo "FAIL $name (binary $(kt_status $rc))"
      kt_indent "$w/run.err" 40
      return 1
    fi
    if ! python3 scripts/compare-output.py "testdata/$c/reference.txt" "$w/out.txt" >"$w/cmp" 2>&1; then
      echo "FAIL $name (output differs from reference.txt)"
      kt_indent "$w/cmp" 80
      return 1
    fi
    echo "PASS $name$note (ran; output matches reference.txt)"
    return 0
  fi
  echo "PASS $name$note"
}

run_only=0 args=() BIN_ROOT=build/golden-bin
for a in "$@"; do if [ "$a" = --run-only ]; then run_only=1; else args+=("$a"); fi; done
[ $run_only = 0 ] || BIN_ROOT=build/golden-bin-O1
kt_args ${args[@]+"${args[@]}"}
mapfile -t cases < <(kt_cases)
for row in "${VARIANTS[@]}"; do
  read -r v t run cc flags <<<"$row"
  [[ " ${KT_SEL_TARGETS[*]} " == *" $t "* ]] || continue
  [ $run_only = 0 ] || [ "$run" = run ] || continue
  [ $run_only = 0 ] || flags=${flags/-O3/-O1}
  read -ra flags <<<"$flags"
  path=$(find_compiler "$cc")
  if [ "$run" = run ] && [ -n "$path" ]; then shim_gch "$v" "$path" "${flags[@]}"; fi
  for c in "${cases[@]}"; do
    golden=testdata/$c/golden/${KT_GOLDEN[$t]}
    [ -f "$golden" ] || continue
    if [ -z "$path" ]; then kt_spawn skip "$v" "$c" "$cc"; else kt_spawn compile "$v" "$c" "$run" "$golden" "$path" "${flags[@]}"; fi
  done
done
kt_finish
