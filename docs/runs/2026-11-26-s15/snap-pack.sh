#!/bin/bash
# s15-snap A/B pack (CPU machine), run from the s15-snap worktree:
#   bash docs/runs/2026-11-26-s15/snap-pack.sh MAIN_REPO PACKDIR
# Translates the 8 bench/<name>/kokkos.cpp with MAIN_REPO's tool (the OpenMP kernels are the
# same text on both sides: the change is the compile line) and builds, into PACKDIR:
#   old/<b>  : OpenMP, MAIN_REPO's scripts/openmp-gpu.sh (main's flags)
#   new/<b>  : OpenMP with -Xarch_device -mllvm=-disable-lsr (the run used commit f418a9c's
#              scripts/openmp-gpu.sh, which had the flag in OMP_FLAGS; KT_OMP_EXTRA is the same)
#   cuda/<b> : translated CUDA (nvcc -O3 -arch=sm_90), the reference
#   x4/snap  : exploration only: new flags + -Xarch_device -mllvm=-unroll-max-count=4
#   ref/<b>.txt : real Kokkos 3.4.1 (Serial) at bench.sh's small sizes
# then bins.tar.xz (the binaries) and the LLVM 19 OpenMP runtime (PACKDIR/rt).
set -u
MAIN=$1 P=$2 W=$(pwd)
BENCHES="axpy dot spmv stencil scan cg dock snap"
declare -A SMALL=([axpy]=100000 [dot]=100000 [spmv]=20 [stencil]=256 [scan]=100000 [cg]=20 [dock]=64 [snap]=64)
rm -rf $P/src $P/old $P/new $P/cuda $P/x4 $P/ref; mkdir -p $P/src $P/old $P/new $P/cuda $P/x4 $P/ref
for b in $BENCHES; do
  $MAIN/build/bin/kokkos-translate --target=openmp bench/$b/kokkos.cpp -o $P/src/$b.cpp -- -I bench/common 2>/dev/null
  $MAIN/build/bin/kokkos-translate --target=cuda bench/$b/kokkos.cpp -o $P/src/$b.cu -- -I bench/common 2>/dev/null
  KT_OMP_EXTRA="-I $W/bench/common" bash $MAIN/scripts/openmp-gpu.sh build $P/src/$b.cpp $P/old/$b > $P/src/$b.old.log 2>&1 || echo "FAIL old $b"
  KT_OMP_EXTRA="-I $W/bench/common -Xarch_device -mllvm=-disable-lsr" bash scripts/openmp-gpu.sh build $P/src/$b.cpp $P/new/$b > $P/src/$b.new.log 2>&1 || echo "FAIL new $b"
  /usr/local/cuda/bin/nvcc -std=c++17 -O3 -arch=sm_90 -I runtime-shim/include -I bench/common $P/src/$b.cu -o $P/cuda/$b > $P/src/$b.cuda.log 2>&1 || echo "FAIL cuda $b"
  if g++ -std=c++17 -O2 -I/usr/include/trilinos -I bench/common bench/$b/kokkos.cpp -o /tmp/ref_$b -ltrilinos_kokkoscore -ldl > $P/src/$b.ref.log 2>&1; then
    /tmp/ref_$b ${SMALL[$b]} > $P/ref/$b.txt; rm -f /tmp/ref_$b
  else echo "FAIL ref $b"; fi
  echo "packed $b"
done
KT_OMP_EXTRA="-I $W/bench/common -Xarch_device -mllvm=-disable-lsr -Xarch_device -mllvm=-unroll-max-count=4" bash scripts/openmp-gpu.sh build $P/src/snap.cpp $P/x4/snap > $P/src/snap.x4.log 2>&1 || echo "FAIL x4 snap"
tar -C $P -cJf $P/bins.tar.xz old new cuda x4
[ -f $P/rt/llvm19-openmp-rt.tar.xz ] || bash scripts/openmp-gpu.sh runtime $P/rt
du -sh $P/bins.tar.xz $P/rt
