#!/usr/bin/env bash
# Level-0 team scratch must compile to shared-memory instructions on the CUDA target (issue 17:
# ld/st.shared, not generic ld/st). Translates the testdata cases below with the current tool,
# compiles each to PTX with nvcc and fails if any kernel still loads or stores through a generic
# address (`ld.f64`, `st.u32`, ...: no state space), which is what scratch views compiled to
# before SharedScratchPool (runtime-shim/include/kt/core/scratch.hpp). In these cases every
# non-parameter access is either a View in global memory or a scratch view, so none is generic.
# Skips (exit 77, CTest's skip code) without nvcc.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tests/lib/report.sh
TOOL=${KT_TOOL:-build/bin/kokkos-translate}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CASES=(team_scratch_l0 team_scratch_perthread functor_team)
if [ ! -x "$NVCC" ]; then kt_skip ptx-scratch "no nvcc at $NVCC"; kt_exit; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for c in "${CASES[@]}"; do
  if ! "$TOOL" --target=cuda "testdata/$c/input.cpp" -o "$tmp/$c.cu" 2>"$tmp/$c.log" ||
     ! "$NVCC" -std=c++17 -O3 -arch=sm_90 -I runtime-shim/include -ptx -o "$tmp/$c.ptx" "$tmp/$c.cu" 2>>"$tmp/$c.log"; then
    kt_fail "$c" "translation or nvcc failed"; cat "$tmp/$c.log"; continue
  fi
  shared=$(grep -cE '\b(ld|st)\.shared\.' "$tmp/$c.ptx")
  generic=$(grep -E '\b(ld|st)\.(v[24]\.)?[bfsu](8|16|32|64)\b' "$tmp/$c.ptx" || true)
  if [ "$shared" -gt 0 ] && [ -z "$generic" ]; then
    kt_pass "$c" "$shared shared-memory accesses, no generic ones"
  else
    kt_fail "$c" "$shared shared-memory accesses; generic accesses:"; echo "$generic" | head -5
  fi
done
kt_exit
