#!/bin/bash
# s9 scan A/B/C: CUB (hand), today's translated two-pass, single-pass prototypes; 3 interleaved rounds.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv
for r in 1 2 3; do
  echo "== round $r"
  timeout 60 ./scan_cub; echo "rc cub $?"
  timeout 60 ./scan_twopass; echo "rc twopass $?"
  timeout 120 ./single_pass; echo "rc single_pass $?"
done
