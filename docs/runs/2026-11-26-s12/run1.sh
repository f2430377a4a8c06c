#!/bin/bash
# s12-perf device call 1. (1) gpu-validate of the branch's OpenMP RangePolicy scan cases;
# (2) the bench scan program at odd sizes (1 .. 33554467: one partial tile, many tiles, blocks
# with empty chunks) for main, the branch and the shape variants: checksums must equal main's
# (every prefix is exact); (3) three interleaved rounds of bench.sh run over the packs new
# (branch: hand, cuda, openmp, openacc), main (openmp) and old (b9c2ec4: openmp), plus the
# scan variants at the default size. Everything lands in $OUT/all.tgz.
set -u
D=.device/s12perf
O=/tmp/o; mkdir -p $O
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
left() { [ $(( $(date +%s) - T0 )) -lt $1 ]; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
tar -C $D -xJf $D/packs.tar.xz
RT=$D/gpu/openmp-rt
el validate
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 OUT=$O timeout 150 bash scripts/gpu-validate.sh run > $O/validate.out 2>&1; echo "rc validate $?"
el odd sizes
for n in 1 3 257 1793 100003 1000003 33554467; do
  for b in main/openmp/scan new/openmp/scan var/k3/scan var/k11/scan var/k15/scan var/k7g512/scan; do
    timeout 60 bash scripts/openmp-gpu.sh run $RT $D/$b $n > $O/odd.out 2>&1; rc=$?
    echo "$n $b rc=$rc $(grep '^check' $O/odd.out | awk '{print $2"/"$3"="$4}' | tr '\n' ' ')"
  done
done > $O/odd.txt
awk '{k=$1; $2=""; $3=""; print}' $O/odd.txt | sort | uniq -c | awk '{print $1, $2}' | sort -k2n | tee $O/odd-summary.txt
B() {  # pack tag timeout
  mkdir -p $O/$2
  KT_BENCH_PACK=$D/$1 KT_BENCH_OMP_RT=$RT KT_BENCH_NCU=0 KT_BENCH_SASS=0 OUT=$O/$2 timeout $3 bash scripts/bench.sh run > $O/$2.out 2>&1
  echo "rc bench $2 $?"; grep -E "mismatch|rc=|differs" $O/$2.out | head -5
}
V() {  # round
  for v in k3 k11 k15 k7g512; do
    timeout 30 bash scripts/openmp-gpu.sh run $RT $D/var/$v/scan | grep '^bench' | sed "s/^/var $v r$1 /"
  done >> $O/var.txt
}
for r in 1 2 3; do
  left 420 || break
  el bench round $r
  B new new$r 150; B main main$r 60; B old old$r 60; V $r
done
el done
tar -C /tmp -czf $OUT/all.tgz o
grep -hE "^(cuda|hand|openmp|openacc) " $O/new1/bench.log | head -40
grep -h "openmp *scan" $O/main*/bench.log $O/old*/bench.log $O/new*/bench.log
cat $O/var.txt
grep -E "match|MISMATCH|FAIL" $O/validate.out | tail -12
