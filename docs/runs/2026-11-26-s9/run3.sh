#!/bin/bash
# s9 scan exp3: dynamic shared memory, larger tiles, 512-thread blocks; int32 against CUB too.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv
for r in 1 2; do
  echo "== round $r"
  timeout 60 ./scan_cub; echo "rc cub $?"
  timeout 60 ./scan_twopass; echo "rc twopass $?"
  timeout 200 ./single_pass3; echo "rc single_pass3 $?"
done
