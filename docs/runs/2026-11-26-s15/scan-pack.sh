#!/usr/bin/env bash
# How the s15-scan device packs were built (CPU machine, from the s15-scan worktree; the device tool
# sends the session checkout /work/main, so the pack lives in its git-ignored .device/s15-scan).
# OLD = `git archive main runtime-shim scripts` (two-pass shim, 63ff199), V1 = the same of fb6d0a5
# (single pass, flags + `#pragma omp flush`), NEW = this branch's shim at the commit under test.
set -euo pipefail
P=/work/main/.device/s15-scan OLD=/tmp/kt-scan/old V1=/tmp/kt-scan/v1
TOOL=build/bin/kokkos-translate
$TOOL --target=cuda bench/scan/kokkos.cpp -o /tmp/kt-scan/scan.cu -- -I bench/common
$TOOL --target=openmp bench/scan/kokkos.cpp -o /tmp/kt-scan/scan_omp.cpp -- -I bench/common
/usr/local/cuda/bin/nvcc -std=c++17 -O3 -arch=sm_90 -I runtime-shim/include -I bench/common /tmp/kt-scan/scan.cu -o $P/ab/scan_cuda
for K in 7 11 15 23; do
  KT_OMP_EXTRA="-I bench/common -DKT_OMP_SCAN_ITEMS=$K" bash scripts/openmp-gpu.sh build /tmp/kt-scan/scan_omp.cpp $P/ab/scan_omp_new$K
  KT_OMP_EXTRA="-DKT_OMP_SCAN_ITEMS=$K" bash scripts/openmp-gpu.sh build tests/shim/omp_range_scan.cpp $P/ab/scantest_new$K
done
KT_OMP_EXTRA="-I $PWD/bench/common" bash $OLD/scripts/openmp-gpu.sh build /tmp/kt-scan/scan_omp.cpp $P/ab/scan_omp_old
KT_OMP_EXTRA="-I $PWD/bench/common" bash $V1/scripts/openmp-gpu.sh build /tmp/kt-scan/scan_omp.cpp $P/ab/scan_omp_v1
bash $OLD/scripts/openmp-gpu.sh build tests/shim/omp_range_scan.cpp $P/ab/scantest_old
g++ -std=c++17 -O2 -I/usr/include/trilinos -I bench/common bench/scan/kokkos.cpp -o /tmp/kt-scan/scan.serial \
  -ltrilinos_kokkoscore -ldl && /tmp/kt-scan/scan.serial 100000 >$P/ab/ref_scan_100000.txt
CASES=$(grep -l range_scan testdata/*/golden/openmp.cpp | cut -d/ -f2 | tr '\n' ' ')
KT_TOOL=$TOOL KT_PACK=$P/gpu bash scripts/gpu-validate.sh pack --target openmp $CASES        # K = 7
KT_OMP_EXTRA="-DKT_OMP_SCAN_ITEMS=15" KT_TOOL=$TOOL KT_PACK=/tmp/kt-scan/gpu15 bash scripts/gpu-validate.sh pack --target openmp $CASES
mkdir -p $P/gpu15 && cp -r /tmp/kt-scan/gpu15/{bins.tar.xz,compare-output.py,gpu-validate.sh,ref} $P/gpu15/
ln -sfn ../gpu/openmp-rt $P/gpu15/openmp-rt
