#!/usr/bin/env bash
# s15 OpenACC A/B on the GPU machine: every binary of bin/ once a round, 5 rounds interleaved
# (acc-dock, 16 s a run, in rounds 1, 3, 5 only); each run's stdout to $OUT/runs/<round>-<name>.txt.
# Then GOMP_DEBUG launch lines of the unmodified OpenACC programs at small sizes and the SASS of
# the CUDA programs and of ptxas -arch=sm_90 builds of GCC's PTX (cubin/).
cd "$(dirname "$0")"; export PATH="$PATH:/usr/local/cuda/bin"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT/runs" "$OUT/sass" "$OUT/gomp"
RT=$(pwd)/rt
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader > "$OUT/gpu.txt"
order="cuda-dot acc-dot acc-dot-incr cuda-spmv acc-spmv acc-spmv-rowlane cuda-stencil acc-stencil acc-stencil-gp acc-stencil-direct
cuda-scan acc-scan acc-scan-intshape cuda-cg acc-cg acc-cg-rowlane cuda-snap acc-snap acc-snap-gp acc-snap-nw4
cuda-dock acc-dock-sel acc-dock-asm acc-dock-gpasm acc-dock"
t0=$(date +%s)
declare -A SMALL=([dot]=100000 [spmv]=20 [stencil]=256 [scan]=100000 [cg]=20 [dock]=64 [snap]=64)
for b in dot spmv stencil scan snap dock; do
  env LD_LIBRARY_PATH="$RT" ACC_DEVICE_TYPE=nvidia GOMP_DEBUG=1 timeout 60 "bin/acc-$b" "${SMALL[$b]}" 2>&1 |
    grep -i "launch\|grid\|dims\|registers\|maxntid\|warp" | sort | uniq -c | head -80 > "$OUT/gomp/$b.txt"
done
for b in dot spmv stencil scan cg snap dock; do cuobjdump -sass "bin/cuda-$b" > "$OUT/sass/cuda-$b.sass" 2>&1; done
for c in cubin/*.cubin; do cuobjdump -sass "$c" > "$OUT/sass/$(basename "$c" .cubin).sass" 2>&1; done
echo "sass and gomp done at $(( $(date +%s) - t0 )) s" | tee -a "$OUT/progress.txt"
for r in 1 2 3 4 5; do
  for b in $order; do
    [ "$b" = acc-dock ] && [ $((r % 2)) = 0 ] && continue
    f="$OUT/runs/$r-$b.txt"
    case $b in
      acc-*) env LD_LIBRARY_PATH="$RT" ACC_DEVICE_TYPE=nvidia timeout 120 "bin/$b" > "$f" 2>&1 ;;
      *) timeout 120 "bin/$b" > "$f" 2>&1 ;;
    esac
    echo "rc $?" >> "$f"
  done
  echo "round $r done at $(( $(date +%s) - t0 )) s" | tee -a "$OUT/progress.txt"
done
echo "all done at $(( $(date +%s) - t0 )) s" | tee -a "$OUT/progress.txt"
