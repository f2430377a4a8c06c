#!/usr/bin/env bash
cd "$(dirname "$0")"
for b in hand-dock tr-dock hand-snap tr-snap; do cuobjdump -sass $b > $OUT/$b.sass 2>&1; done
for r in 1 2 3; do for b in hand-dock tr-dock hand-snap tr-snap; do ./$b 2>&1 | grep "^bench" | sed "s/^/R$r $b /" >> $OUT/times.txt; done; done
nvidia-smi --query-gpu=name --format=csv,noheader >> $OUT/times.txt
