#!/bin/bash
# s9 final call: A/B/C of the scan benchmark (CUB hand, translated two-pass = main, translated
# one-pass = this branch), 3 interleaved rounds; the prototype's checks and tree-vs-look-back
# timings; compute-sanitizer on the new helper; gpu-validate of the scan cases on 4 targets.
D=.device/s9-perf
nvidia-smi --query-gpu=name,driver_version --format=csv
for r in 1 2 3; do
  echo "== round $r"
  timeout 60 $D/scan_cub; echo "rc cub $?"
  timeout 60 $D/scan_twopass; echo "rc twopass $?"
  timeout 60 $D/scan_onepass; echo "rc onepass $?"
done 2>&1 | tee $OUT/ab-scan.log
timeout 120 $D/single_pass4 2>&1 | tee $OUT/proto4.log | grep -E "FAIL|checks|^bench"
S=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
for tool in memcheck racecheck; do
  echo "== $tool prototype (checks up to 200000 indices)"
  timeout 150 $S --tool $tool --error-exitcode 9 $D/single_pass4 1000 small 2>&1 | tail -4
  echo "rc $tool $?"
done 2>&1 | tee $OUT/sanitize.log
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 timeout 300 bash scripts/gpu-validate.sh run > $OUT/validate-run.log 2>&1
echo "rc validate $?"; grep -E "PASS|FAIL|MISMATCH|passed|failed" $OUT/validate-run.log | tail -20
for c in scan_range scan_tiles; do for tool in memcheck racecheck; do
  echo "== $tool cuda/$c"; timeout 100 $S --tool $tool --error-exitcode 9 $D/gpu/cuda/$c 2>&1 | tail -3; echo "rc $?"
done; done 2>&1 | tee -a $OUT/sanitize.log
