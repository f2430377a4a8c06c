#!/usr/bin/env bash
# s15 OpenACC A/B, second call: 5 interleaved rounds of a reduced set, every run's output appended
# to ONE file ($OUT/runs.txt; the first call's one-file-per-run output did not come back).
cd "$(dirname "$0")"; RT=$(pwd)/rt; OUT=${OUT:-/tmp/out}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader > "$OUT/runs.txt"
t0=$(date +%s)
for r in 1 2 3 4 5; do
  for b in cuda-dock acc-dock-asm cuda-spmv acc-spmv acc-spmv-rowlane cuda-scan acc-scan acc-scan-intshape; do
    s=$(date +%s.%N)
    case $b in
      acc-*) o=$(env LD_LIBRARY_PATH="$RT" ACC_DEVICE_TYPE=nvidia timeout 60 "bin/$b" 2>&1) ;;
      *) o=$(timeout 60 "bin/$b" 2>&1) ;;
    esac
    rc=$?
    printf '%s\n' "$o" | sed "s/^/R$r $b /" >> "$OUT/runs.txt"
    echo "R$r $b rc $rc wall $(echo "$(date +%s.%N) - $s" | bc)" >> "$OUT/runs.txt"
  done
  echo "round $r done at $(( $(date +%s) - t0 )) s"
done
