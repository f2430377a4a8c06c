#!/bin/bash
# s13-perf device call 1 (from docs/runs/2026-11-26-s13/run1.sh). (1) gpu-validate of the cases
# whose output the branch changes (32-bit MDRange iteration: cuda, hip, openmp; the OpenMP
# reduction result in mapped host memory: openmp); (2) cg per solve at n = 10 .. 200 (CUDA, OpenMP
# main, OpenMP branch): the fixed per-iteration cost; (3) three interleaved rounds of
# bench.sh run over the packs base (main's tool and shim: hand, cuda, openmp of dot, axpy, cg) and
# new (branch: cuda dot/axpy, openmp dot/axpy/cg) and newr (main's translation of dot with the
# branch's shim: the OpenMP result buffer alone). Everything lands in $OUT/all.tgz.
set -u
D=.device/s13perf
O=/tmp/o; mkdir -p $O/v1
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
left() { [ $(( $(date +%s) - T0 )) -lt $1 ]; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
: # packs carried unpacked
RT=$D/gpu/openmp-rt
el validate
KT_PACK=$D/gpu KT_SANITIZE=${KT_SANITIZE:-0} KT_NCU=0 OUT=$O/v1 timeout 200 bash scripts/gpu-validate.sh run > $O/validate.out 2>&1; echo "rc validate $?"
cp -r $D/gpu/openmp-rt $D/gpu2/
mkdir -p $O/v2; KT_PACK=$D/gpu2 KT_SANITIZE=0 KT_NCU=0 OUT=$O/v2 timeout 120 bash scripts/gpu-validate.sh run > $O/validate2.out 2>&1; echo "rc validate2 $?"
grep -hE "match|MISMATCH|FAIL" $O/validate.out $O/validate2.out | tail -40
el cg sweep
for n in 10 20 50 100 200; do
  for b in base/cuda/cg base/openmp/cg new/openmp/cg; do
    case $b in *openmp*) timeout 60 bash scripts/openmp-gpu.sh run $RT $D/$b $n > $O/cg.out 2>&1 ;;
               *) timeout 60 $D/$b $n > $O/cg.out 2>&1 ;; esac
    echo "$n $b rc=$? $(grep -E '^(bench|check)' $O/cg.out | tr '\n' ' ')"
  done
done | tee $O/cg-sweep.txt
B() {  # pack tag timeout
  mkdir -p $O/$2
  KT_BENCH_PACK=$D/$1 KT_BENCH_OMP_RT=$RT KT_BENCH_NCU=0 KT_BENCH_SASS=0 OUT=$O/$2 timeout $3 bash scripts/bench.sh run > $O/$2.out 2>&1
  echo "rc bench $2 $?"; grep -E "mismatch|rc=|differs" $O/$2.out | head -5
}
for r in 1 2 3; do
  left 330 || break
  el bench round $r
  B base base$r 100; B new new$r 70; B newr newr$r 40
done
el done
tar -C /tmp -czf $OUT/all.tgz o
grep -hE "^(cuda|hand|openmp) " $O/base1/bench.log $O/new1/bench.log | head -40
