#!/usr/bin/env bash
# Session 16 A/B pack (CPU machine): translated CUDA with the current shim (A) and with rank-1
# accesses kept in the index's own type (B: .device/exp/shimB), hand CUDA, OpenMP dot.
set -euo pipefail
cd /work/main
E=.device/exp; NVCC=/usr/local/cuda/bin/nvcc; T=/tmp/kt-s16a
mkdir -p $E/bin $E/src
for b in dock stencil dot axpy snap; do
  $T --target cuda bench/$b/kokkos.cpp -o $E/src/$b.cu -- -Ibench/common
done
$T --target openmp bench/dot/kokkos.cpp -o $E/src/dot.omp.cpp -- -Ibench/common
build() { # name src shim
  $NVCC -std=c++17 -O3 -arch=sm_90 -I $3 -I bench/common $2 -o $E/bin/$1 > $E/src/$1.log 2>&1 && echo "built $1" || echo "FAILED $1"
}
export -f build; export E NVCC
{
for b in dock stencil dot axpy; do
  echo "build tr-$b-A $E/src/$b.cu runtime-shim/include"
  echo "build tr-$b-B $E/src/$b.cu $E/shimB"
done
echo "build tr-snap-A $E/src/snap.cu runtime-shim/include"
for b in dock stencil snap dot; do
  echo "$NVCC -std=c++17 -O3 -arch=sm_90 -I bench/common bench/$b/cuda_hand.cu -o $E/bin/hand-$b"
done
} | xargs -P 2 -I{} bash -c '{}'
KT_OMP_EXTRA="-I bench/common" bash scripts/openmp-gpu.sh build $E/src/dot.omp.cpp $E/bin/omp-dot > $E/src/omp-dot.log 2>&1 && echo built omp-dot
ls -la $E/bin
