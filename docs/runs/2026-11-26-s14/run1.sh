#!/bin/bash
# s14-perf device call (H100): (1) gpu-validate of the --omp-async OpenMP pack; (2) cg per solve
# at n = 10, 50, 200 for CUDA (base), OpenMP base, OpenMP branch sync, OpenMP --omp-async, and
# --omp-async with 8 hidden helper threads; (3) three interleaved rounds of bench.sh run over
# base (main: openmp, cuda; hand in round 1), async (--omp-async openmp) and sync (branch shim,
# synchronous: cg dot scan). Everything lands in $OUT/all.tgz.
set -u
D=.device/s14perf
O=/tmp/o; mkdir -p $O/v1
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
left() { [ $(( $(date +%s) - T0 )) -lt $1 ]; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
tar -C $D -xJf $D/benchbins.tar.xz
for p in async sync; do mkdir -p $D/$p/hand; done
RT=$D/gpu/openmp-rt
el validate
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 OUT=$O/v1 timeout 200 bash scripts/gpu-validate.sh run > $O/validate.out 2>&1; echo "rc validate $?"
grep -hE "match|MISMATCH|FAIL|differ" $O/validate.out | tail -60
el cg sweep
for n in 10 50 200; do
  for b in base/cuda/cg base/openmp/cg sync/openmp/cg async/openmp/cg async8; do
    case $b in
      async8) LIBOMP_NUM_HIDDEN_HELPER_THREADS=8 timeout 60 bash scripts/openmp-gpu.sh run $RT $D/async/openmp/cg $n > $O/cg.out 2>&1 ;;
      *openmp*) timeout 60 bash scripts/openmp-gpu.sh run $RT $D/$b $n > $O/cg.out 2>&1 ;;
      *) timeout 60 $D/$b $n > $O/cg.out 2>&1 ;;
    esac
    echo "$n $b rc=$? $(grep -E '^(bench|check)' $O/cg.out | tr '\n' ' ')"
  done
done | tee $O/cg-sweep.txt
B() {  # pack tag timeout
  mkdir -p $O/$2
  KT_BENCH_PACK=$D/$1 KT_BENCH_OMP_RT=$RT KT_BENCH_NCU=0 KT_BENCH_SASS=0 OUT=$O/$2 timeout $3 bash scripts/bench.sh run > $O/$2.out 2>&1
  echo "rc bench $2 $?"; grep -E "mismatch|rc=|differs" $O/$2.out | head -5
}
for r in 1 2 3; do
  left 420 || break
  el bench round $r
  B base base$r 150; B async async$r 80; B sync sync$r 40
  if [ $r = 1 ]; then mv $D/base/hand $D/base/hand.r1; mkdir $D/base/hand; cp $D/base/hand.r1/copy_bw $D/base/hand/; fi
done
el done
tar -C /tmp -czf $OUT/all.tgz o
grep -hE "^(cuda|hand|openmp) " $O/base1/bench.log $O/async1/bench.log $O/sync1/bench.log | head -60
