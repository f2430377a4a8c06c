#!/usr/bin/env bash
# s15-scan device call 1: correctness of the single-pass OpenMP scan (tests/shim/omp_range_scan.cpp,
# gpu-validate of the OpenMP scan cases) and a first timing of old (two-pass, main's shim) vs new.
# Run from the worktree root: run(command="bash .device/s15-scan/run1.sh", carry=[".device/s15-scan"] (from /work/main: the device tool sends the session checkout))
set -u
D=.device/s15-scan RT=.device/s15-scan/gpu/openmp-rt
O=${OUT:-/tmp}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee "$O/gpu.txt"
omp() { timeout "$1" bash scripts/openmp-gpu.sh run "$RT" "${@:2}"; }
for v in new old; do
  omp 120 "$D/bin/scantest_$v" >"$O/scantest_$v.txt" 2>&1; echo "scantest_$v rc=$?" | tee -a "$O/scantest_$v.txt"
  tail -1 "$O/scantest_$v.txt"
done
for r in 1 2 3; do
  for v in old new; do
    omp 120 "$D/bin/scantest_$v" time 268435456 2>&1 | sed "s/^/round $r $v: /" | tee -a "$O/time1.txt"
  done
done
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 timeout 400 bash scripts/gpu-validate.sh run >"$O/validate.log" 2>&1
echo "gpu-validate rc=$?"; tail -25 "$O/validate.log"
cp "$O"/validation.json "$O/validate-openmp-scans.json" 2>/dev/null || true
