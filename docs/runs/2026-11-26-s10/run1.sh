#!/bin/bash
# s10-perf device call: native Kokkos 4.6.1 CUDA build (CUDA-13 fixes from the stage), the whole
# bench with the native column (2 rounds), scan A/B (CUB, default, --scan=fast; 3 rounds),
# stencil variants (3 rounds), the scan prototype, gpu-validate of the scan cases (cuda, hip),
# Nsight Compute of the stencil (hand vs translated). Everything lands in $OUT/all.tgz.
set -u
D=.device/s10perf
O=/tmp/o; mkdir -p $O
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
cp $D/bench-native.sh scripts/bench-native.sh; cp $D/gpu-validate.sh scripts/gpu-validate.sh
el native build
KT_BENCH_PACK=$D/bench timeout 330 bash scripts/bench-native.sh build > $O/native-build.out 2>&1; echo "rc native build $?"
cat $O/native-build.out; cp -r $D/bench/kokkos-cuda/src $O/native-src-logs 2>/dev/null
for r in 1 2; do
  el bench round $r; mkdir -p $O/bench$r
  KT_BENCH_PACK=$D/bench KT_BENCH_NCU=0 KT_BENCH_SASS=0 OUT=$O/bench$r timeout 150 bash scripts/bench.sh run > $O/bench$r.out 2>&1; echo "rc bench $r $?"
  grep -E "small .*(mismatch|rc=)|differs" $O/bench$r.out
done
el scan ab
for r in 1 2 3; do
  echo "== round $r"
  timeout 30 $D/bench/hand/scan; echo "rc cub $?"
  timeout 30 $D/bench/cuda/scan; echo "rc reproducible $?"
  timeout 30 $D/ab/scan_fast; echo "rc fast $?"
done > $O/ab-scan.log 2>&1
el stencil ab
for r in 1 2 3; do
  echo "== round $r"
  timeout 30 $D/bench/hand/stencil | sed 's/^/hand /'
  for v in A B_ldg C_nosync D_const E_unroll F_ldg_nosync_unroll G_const_ystride8; do
    timeout 30 $D/ab/stencil_$v | sed "s/^/$v /"
  done
done > $O/ab-stencil.log 2>&1
el proto
timeout 100 $D/ab/single_pass > $O/proto.log 2>&1; echo "rc proto $?"
el validate
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 OUT=$O timeout 120 bash scripts/gpu-validate.sh run > $O/validate.out 2>&1; echo "rc validate $?"
el ncu
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
for p in bench/hand/stencil ab/stencil_A; do
  timeout 60 $NCU --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
    --section Occupancy --section LaunchStats --kernel-name regex:"jacobi|kt_stencil" --launch-skip 4 --launch-count 1 \
    $D/$p 8192 > $O/ncu-$(basename $p).txt 2>&1; echo "rc ncu $p $?"
done
el done
tar -C /tmp -czf $OUT/all.tgz o
grep -hE "^(cuda|hand|kokkos-cuda) " $O/bench1/bench.log | head -60
grep -E "^bench|^rc|^==" $O/ab-scan.log | awk '{print $1,$2,$3,$5}' | head -40
grep -E "^[A-Za-z_]+ bench" $O/ab-stencil.log | awk '{print $1,$6}' | paste -sd' ' | fold -w 200
grep -E "^bench|mismatch|checks" $O/proto.log | awk '{print $1,$2,$3,$5,$6}' | tail -30
grep -E "PASS|FAIL|MISMATCH|passed|failed" $O/validate.out | tail -12
