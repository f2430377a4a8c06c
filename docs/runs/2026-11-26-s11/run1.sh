#!/bin/bash
# s11-perf device call. (1) nvcc builds of the changed cases' CUDA goldens (carried in
# goldens/, this branch's) on the 16 cores, each run and compared with real Kokkos' reference;
# (2) three interleaved rounds of the bench suites: new (this branch: hand, cuda, openmp,
# openacc), main (cuda/openmp/openacc of spmv, stencil, cg: the benchmarks whose output the
# branch changes) and old (the tool and shim of 2fb4b1b: openmp, openacc); (3) gpu-validate of
# the changed cases' OpenMP and OpenACC binaries. Everything lands in $OUT/all.tgz.
set -u
D=.device/s11perf
O=/tmp/o; mkdir -p $O/cudabin $O/cudalog
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
left() { [ $(( $(date +%s) - T0 )) -lt $1 ]; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
tar -C $D -xJf $D/packs.tar.xz
el cuda builds
ls $D/goldens | xargs -P 16 -I{} sh -c "timeout 200 /usr/local/cuda/bin/nvcc -std=c++17 -O3 -I runtime-shim/include -I $D/goldens/{} -arch=sm_90 --expt-relaxed-constexpr -o $O/cudabin/{} $D/goldens/{}/golden/cuda.cu > $O/cudalog/{}.log 2>&1; echo build {} \$?" > $O/cuda-build.txt
el cuda runs
for c in $(ls $D/goldens); do
  if [ -x $O/cudabin/$c ]; then
    timeout 60 $O/cudabin/$c > $O/cudalog/$c.out 2>$O/cudalog/$c.err; rc=$?
    python3 scripts/compare-output.py $D/goldens/$c/reference.txt $O/cudalog/$c.out > $O/cudalog/$c.cmp 2>&1 && s=match || s=MISMATCH
    echo "cuda $c rc=$rc $s"
  else echo "cuda $c NOT-BUILT"; fi
done > $O/cuda-validate.txt
tar -C $O -czf $OUT/cudabin.tgz cudabin; rm -rf $O/cudabin
B() {  # pack tag timeout
  mkdir -p $O/$2
  KT_BENCH_PACK=$D/$1 KT_BENCH_OMP_RT=$D/gpu/openmp-rt KT_BENCH_NCU=0 KT_BENCH_SASS=0 OUT=$O/$2 timeout $3 bash scripts/bench.sh run > $O/$2.out 2>&1
  echo "rc bench $2 $?"; grep -E "mismatch|rc=|differs" $O/$2.out | head -5
}
for r in 1 2 3; do
  left 420 || break
  el bench round $r
  B new new$r 120; B main main$r 60; B old old$r 90
done
el validate
if left 500; then
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 OUT=$O timeout $(( 560 - $(date +%s) + T0 )) bash scripts/gpu-validate.sh run > $O/validate.out 2>&1; echo "rc validate $?"
fi
el done
tar -C /tmp -czf $OUT/all.tgz o
cat $O/cuda-validate.txt | awk '{print $3}' | sort | uniq -c
grep -v "rc=0 match" $O/cuda-validate.txt | head
grep -hE "^(cuda|hand|openmp|openacc) " $O/new1/bench.log | head -60
grep -E "PASS|FAIL|MISMATCH|passed|failed|match" $O/validate.out | tail -5
