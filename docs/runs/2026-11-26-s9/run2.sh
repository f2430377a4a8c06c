#!/bin/bash
# s9 scan exp2: block size, items per thread, min blocks, transposes with __syncwarp (sw1) or __syncthreads (sw0); 2 rounds.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv
for r in 1 2; do
  echo "== round $r"
  timeout 60 ./scan_cub; echo "rc cub $?"
  timeout 60 ./scan_twopass; echo "rc twopass $?"
  timeout 120 ./single_pass_sw0; echo "rc sw0 $?"
  timeout 120 ./single_pass_sw1; echo "rc sw1 $?"
done
