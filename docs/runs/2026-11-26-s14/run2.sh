#!/bin/bash
# s14-perf device call 2 (H100): gpu-validate of the new case omp_async (openmp with
# --omp-async, cuda), then the OpenMP binary 5 more times (a race would show as differing runs).
set -u
D=.device/s14v
mkdir -p $OUT/v
KT_PACK=$D KT_SANITIZE=0 KT_NCU=0 OUT=$OUT/v timeout 200 bash scripts/gpu-validate.sh run > $OUT/validate-omp_async.out 2>&1; echo "rc validate $?"
cat $OUT/validate-omp_async.out | grep -E "match|MISMATCH|FAIL"
for r in 1 2 3 4 5; do
  timeout 60 bash scripts/openmp-gpu.sh run $D/openmp-rt $D/openmp/omp_async | grep -v '^device' | md5sum
done | tee $OUT/repeat.txt | sort | uniq -c
grep -v "^device" $D/ref/$(ls $D/ref | head -1) | md5sum
# the same translation with the keep() copies removed (docs/runs/2026-11-26-s14/omp_async-nokeep.cpp)
for r in 1 2 3; do
  timeout 60 bash scripts/openmp-gpu.sh run $D/openmp-rt $D/nokeep 2>&1 | grep -v '^device' | md5sum
done | tee $OUT/nokeep.txt | sort | uniq -c
timeout 60 bash scripts/openmp-gpu.sh run $D/openmp-rt $D/nokeep 2>&1 | head -8
