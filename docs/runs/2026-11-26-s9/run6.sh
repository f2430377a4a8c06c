#!/bin/bash
# s9 final call (after the volatile status reads): A/B/C of the scan benchmark (CUB hand,
# translated two-pass = main, translated one-pass = this branch), 3 interleaved rounds; the
# prototype's checks and tree-vs-look-back timings; compute-sanitizer memcheck and racecheck on
# the prototype's checks; gpu-validate of the scan cases on 4 targets (no sanitizers, no ncu).
D=.device/s9-perf
nvidia-smi --query-gpu=name,driver_version --format=csv
for r in 1 2 3; do
  echo "== round $r"
  timeout 30 $D/scan_cub; echo "rc cub $?"
  timeout 30 $D/scan_twopass; echo "rc twopass $?"
  timeout 30 $D/scan_onepass; rc=$?; echo "rc onepass $rc"
  [ $rc = 0 ] || exit 1
done 2>&1 | tee $OUT/ab-scan.log | grep -E "^bench|^rc|^=="
[ ${PIPESTATUS[0]} = 0 ] || { echo "one-pass failed: stop"; exit 1; }
timeout 60 $D/single_pass4 > $OUT/proto.log 2>&1; echo "rc proto $?"; grep -E "FAIL|checks" $OUT/proto.log
S=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
for tool in memcheck racecheck; do
  echo "== $tool prototype (checks up to 200000 indices)"
  timeout 90 $S --tool $tool --error-exitcode 9 $D/single_pass4 1000 small 2>&1 | tail -3
  echo "rc $tool $?"
done 2>&1 | tee $OUT/sanitize.log
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 timeout 240 bash scripts/gpu-validate.sh run > $OUT/validate-run.log 2>&1
echo "rc validate $?"; grep -E "PASS|FAIL|MISMATCH|passed|failed" $OUT/validate-run.log | tail -20
