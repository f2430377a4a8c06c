#!/usr/bin/env bash
# s15 OpenACC A/B, third call: 5 interleaved rounds of dot/stencil/cg/snap (CUDA, unmodified
# OpenACC, variants), then one run each of the slow ones; all output in ONE file.
cd "$(dirname "$0")"; RT=$(pwd)/rt; OUT=${OUT:-/tmp/out}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader > "$OUT/runs.txt"
one() {  # round binary timeout
  local s=$(date +%s%N) o rc
  case $2 in
    acc-*) o=$(env LD_LIBRARY_PATH="$RT" ACC_DEVICE_TYPE=nvidia timeout $3 "bin/$2" 2>&1) ;;
    *) o=$(timeout $3 "bin/$2" 2>&1) ;;
  esac
  rc=$?
  printf '%s\n' "$o" | sed "s/^/R$1 $2 /" >> "$OUT/runs.txt"
  echo "R$1 $2 rc $rc wall_ms $(( ($(date +%s%N) - s) / 1000000 ))" >> "$OUT/runs.txt"
}
t0=$(date +%s)
for r in 1 2 3 4 5; do
  for b in cuda-dot acc-dot acc-dot-incr cuda-stencil acc-stencil acc-stencil-direct cuda-cg acc-cg cuda-snap acc-snap acc-snap-nw4; do
    one $r $b 30
  done
  echo "round $r done at $(( $(date +%s) - t0 )) s"
done
for b in acc-dock acc-dock-sel acc-dock-gpasm acc-stencil-gp acc-snap-gp acc-cg-rowlane; do one 1 $b 25; done
echo "all done at $(( $(date +%s) - t0 )) s"
