#!/bin/bash
# usage: pack-targets.sh TOOL PACKDIR TARGET... (run from a repo root; builds with its shim)
# translate + build bench/<b>/kokkos.cpp for the targets only (hand/ref come from another pack)
set -u
TOOL=$1 PACK=$2; shift 2
NVCC=/usr/local/cuda/bin/nvcc
read -r -a BENCHES <<<"${KT_BENCHES:-axpy dot spmv stencil scan cg dock snap}"
for t in "$@"; do
  mkdir -p "$PACK/$t/src"
  for b in "${BENCHES[@]}"; do
    case $t in cuda) ext=cu ;; *) ext=cpp ;; esac
    src=$PACK/$t/src/$b.$ext log=$PACK/$t/src/$b.build.log bin=$PACK/$t/$b
    "$TOOL" --target="$t" "bench/$b/kokkos.cpp" -o "$src" -- -I bench/common 2>"$PACK/$t/src/$b.translate.log" || { echo "NOT-TRANSLATED $t/$b"; continue; }
    if [ -n "${KT_SKIP_SAME:-}" ] && cmp -s "$src" "$KT_SKIP_SAME/$t/src/$b.$ext"; then echo "SAME-AS-REF $t/$b"; continue; fi
    case $t in
      cuda) "$NVCC" -std=c++17 -O3 -arch=sm_90 -I runtime-shim/include -I bench/common -Xptxas -v "$src" -o "$bin" >"$log" 2>&1 ;;
      openmp) KT_OMP_EXTRA="-I bench/common" bash scripts/openmp-gpu.sh build "$src" "$bin" >"$log" 2>&1 ;;
      openacc) g++-12 -std=c++17 -O3 -I runtime-shim/include -I bench/common -fopenacc -foffload=nvptx-none \
              -foffload-options=-misa=sm_80 -foffload-options=-lm "$src" -o "$bin" >"$log" 2>&1 ;;
    esac && echo "BUILT $t/$b" || echo "NOT-BUILT $t/$b"
  done
done
