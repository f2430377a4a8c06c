#!/usr/bin/env bash
# s15-scan device call 3 (from /work/main, where the device tool sends the session checkout):
#   run(command="bash .device/s15-scan/run3.sh", carry=[".device/s15-scan"])
# The single-pass OpenMP scan with the group aggregates published before the wait for the groups
# before them. 1. correctness: tests/shim/omp_range_scan.cpp at K = 7, 11, 15, 23 (and the old
# two-pass shim for the record), gpu-validate of the 11 OpenMP cases using range_scan.hpp at K = 7
# and K = 15; bench/scan at 100000 against real Kokkos 3.4 Serial. 2. A/B: 5 interleaved rounds of
# bench/scan at 2^28 doubles (median of 25 calls each): translated CUDA, OpenMP old (main's
# two-pass shim), new K = 7, 11, 15, 23, v1 (flags + fences, fb6d0a5); the int/double timing mode
# of the test program, old and new (K = 7, 15).
set -u
D=.device/s15-scan RT=.device/s15-scan/gpu/openmp-rt
O=${OUT:-/tmp}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader | tee "$O/gpu.txt"
omp() { timeout "$1" bash scripts/openmp-gpu.sh run "$RT" "${@:2}"; }
for v in new7 new11 new15 new23 old; do
  omp 120 "$D/ab/scantest_$v" >"$O/scantest.txt.$v" 2>&1; echo "scantest_$v rc=$? ok=$(grep -c '^ok' "$O/scantest.txt.$v")"
  grep FAIL "$O/scantest.txt.$v" | head -2
done | tee "$O/scantest-summary.txt"
tail -n +1 "$O"/scantest.txt.* >"$O/scantest.txt"; rm -f "$O"/scantest.txt.*
for k in gpu gpu15; do
  KT_PACK=$D/$k KT_SANITIZE=0 KT_NCU=0 timeout 200 bash scripts/gpu-validate.sh run >"$O/validate-$k.log" 2>&1
  echo "gpu-validate $k rc=$? match=$(grep -c '^match' "$O/validate-$k.log")"; grep -v '^match' "$O/validate-$k.log" | tail -3
done
rm -f "$O"/validation.json "$O"/validation.log
{
  echo "ref: $(grep check $D/ab/ref_scan_100000.txt | tr '\n' ' ')"
  timeout 60 "$D/ab/scan_cuda" 100000 | grep check | sed 's/^/cuda: /'
  for v in old new7 new11 new15 new23 v1; do omp 60 "$D/ab/scan_omp_$v" 100000 | grep check | sed "s/^/$v: /"; done
} 2>&1 | tee "$O/small.txt"
for r in 1 2 3 4 5; do
  timeout 60 "$D/ab/scan_cuda" 2>&1 | grep '^bench' | sed "s/^/round $r cuda /" >>"$O/ab.txt"
  for v in old new7 new11 new15 new23 v1; do
    omp 60 "$D/ab/scan_omp_$v" 2>&1 | grep '^bench' | sed "s/^/round $r $v /" >>"$O/ab.txt"
  done
  for v in old new7 new15; do
    omp 60 "$D/ab/scantest_$v" time 268435456 2>&1 | grep '^bench' | sed "s/^/round $r test_$v /" >>"$O/ab.txt"
  done
done
python3 - "$O/ab.txt" <<'PY' | tee "$O/ab-summary.txt"
import sys, statistics as st
rows = {}
for l in open(sys.argv[1]):
    f = l.split()  # round r variant bench name kind bytes median ...
    rows.setdefault((f[2], f[5]), []).append(float(f[7]) * 1e3)
cuda = st.median(rows[("cuda", "exclusive")])
old = {k: st.median(t) for (v, k), t in rows.items() if v in ("old", "test_old")}
for (v, kind), t in sorted(rows.items()):
    m = st.median(t)
    print(f"{v:10} {kind:9} rounds {' '.join(f'{x:.4f}' for x in t)}  median {m:.4f} ms  old/this {old[kind] / m:.3f}" +
          (f"  cuda/this {cuda / m:.3f}" if kind == "exclusive" else ""))
PY
