#!/usr/bin/env bash
# Session 16 A/B run (GPU machine): 5 interleaved rounds; checksums; snap per-kernel times.
cd "$(dirname "$0")"
mkdir -p $OUT/v; L=$OUT/v/log.txt
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader >> $L
RT=$PWD/rt; bash ../../scripts/openmp-gpu.sh env $RT > /dev/null 2>&1 || true
for r in 1 2 3 4 5; do
  for b in hand-dock tr-dock-A tr-dock-B hand-stencil tr-stencil-A tr-stencil-B hand-dot tr-dot-A tr-dot-B tr-axpy-A tr-axpy-B; do
    timeout 120 ./bin/$b 2>&1 | grep -E "^(bench|check)" | sed "s/^/R$r $b /" >> $L
  done
  timeout 120 bash ../../scripts/openmp-gpu.sh run $RT ./bin/omp-dot 2>&1 | grep -E "^(bench|check)" | sed "s/^/R$r omp-dot /" >> $L
done
for b in tr-dock-A tr-dock-B hand-dock; do cuobjdump -sass bin/$b > $OUT/v/$b.sass 2>&1; done
xz -9 $OUT/v/*.sass
for b in tr-snap-A hand-snap; do
  timeout 200 ncu --metrics gpu__time_duration.sum -c 40 ./bin/$b 2>&1 | grep -E "^  [a-z_A-Z]|gpu__time_duration|^bench" | sed "s/^/$b /" >> $OUT/v/ncu.txt
done
echo done >> $L
