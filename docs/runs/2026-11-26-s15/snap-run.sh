#!/bin/bash
# s15-snap A/B device call: P=.device/s15-snap/ab (carried). Small-size checksums of every
# binary against real Kokkos (rtol 1e-8), then 5 interleaved rounds over the 8 benchmarks:
# cuda, OpenMP old (main's flags), OpenMP new (-Xarch_device -mllvm=-disable-lsr), and x4
# (snap only); then the gpu-validate pack (new flags) at .device/s15-snap/gpu.
set -u
P=.device/s15-snap/ab O=/tmp/o; mkdir -p $O $O/val
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
tar -C $P -xJf $P/bins.tar.xz
eval "$(bash scripts/openmp-gpu.sh env $P/rt)"; OMPLIB=$LD_LIBRARY_PATH; unset LD_LIBRARY_PATH OMP_TARGET_OFFLOAD
declare -A SMALL=([axpy]=100000 [dot]=100000 [spmv]=20 [stencil]=256 [scan]=100000 [cg]=20 [dock]=64 [snap]=64)
R() {  # variant bench [size]
  local v=$1 b=$2; shift 2
  if [ $v = cuda ]; then timeout 120 $P/$v/$b "$@"
  else LD_LIBRARY_PATH=$OMPLIB OMP_TARGET_OFFLOAD=MANDATORY timeout 120 $P/$v/$b "$@"; fi
}
el small
for b in axpy dot spmv stencil scan cg dock snap; do
  for v in cuda old new x4; do
    [ -x $P/$v/$b ] || continue
    R $v $b ${SMALL[$b]} > $O/small-$v-$b.txt 2>&1; rc=$?
    python3 - $P/ref/$b.txt $O/small-$v-$b.txt "$v/$b rc=$rc" <<'PY'
import sys
def ck(f): return {l.split()[1]+"/"+l.split()[2]: float(l.split()[3]) for l in open(f) if l.startswith("check ")}
r, g = ck(sys.argv[1]), ck(sys.argv[2])
bad = [k for k in r if k not in g or abs(g[k]-r[k]) > 1e-8*max(abs(r[k]), abs(g[k]))]
print(sys.argv[3], "checks", len(r), "MATCH" if r and not bad else "MISMATCH " + " ".join(bad))
PY
  done
done | tee $O/small.txt
el rounds
for r in 1 2 3 4 5; do
  for b in axpy dot spmv stencil scan cg dock snap; do
    for v in cuda old new x4; do
      [ -x $P/$v/$b ] || continue
      echo "round $r $v $b $(R $v $b | grep -E '^bench' | tr '\n' ' ')"
    done
  done
done > $O/rounds.txt
el validate
mkdir -p .device/s15-snap/gpu/openmp-rt && cp $P/rt/* .device/s15-snap/gpu/openmp-rt/  # one runtime carried for both packs
KT_PACK=.device/s15-snap/gpu KT_SANITIZE=0 KT_NCU=0 OUT=$O/val timeout 240 bash scripts/gpu-validate.sh run > $O/validate.out 2>&1; echo "rc validate $?"
grep -hE "match|MISMATCH|FAIL|differ" $O/validate.out | tail -70
el done
tar -C /tmp -czf $OUT/ab.tgz o
