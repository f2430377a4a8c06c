#!/bin/bash
# s12-perf packs for one device call (CPU machine), all under D=/work/main/.device/s12perf:
#   new  : this branch (main's tool, the branch's shim): hand, cuda, openmp, openacc (bench.sh pack)
#   main : main's tool and shim (git archive main): openmp
#   old  : the tool and shim of b9c2ec4 (session 11 start): openmp
#   var  : the branch's OpenMP scan at other tile shapes (-DKT_OMP_SCAN_ITEMS / _GRID)
#   gpu  : gpu-validate pack of the OpenMP RangePolicy scan cases (the branch), with the runtime
# usage: pack.sh NEWTOOL OLDTOOL  (run from the branch's worktree)
set -u
NEW_TOOL=$1 OLD_TOOL=$2
BR=$(pwd) D=/work/main/.device/s12perf MAINSRC=/tmp/s12p/mainsrc OLDSRC=/work/wt/s12-perf-old
PT=$BR/docs/runs/2026-11-26-s12/pack-targets.sh
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
mkdir -p $D
el gpu-validate pack
KT_PACK=$D/gpu KT_TOOL=$NEW_TOOL nice bash scripts/gpu-validate.sh pack --target openmp \
  scan_range scan_custom_op scan_fast scan_single_pass scan_tiles class_member_alias_signature \
  index_param_written nested_unnamed_params stored_bodies templates
el variants
for v in k3:-DKT_OMP_SCAN_ITEMS=3 k11:-DKT_OMP_SCAN_ITEMS=11 k15:-DKT_OMP_SCAN_ITEMS=15 k7g512:-DKT_OMP_SCAN_GRID=512; do
  n=${v%%:*} f=${v#*:}; mkdir -p $D/var/$n
  $NEW_TOOL --target=openmp bench/scan/kokkos.cpp -o $D/var/$n/scan.cpp -- -I bench/common
  KT_OMP_EXTRA="-I bench/common $f" nice bash scripts/openmp-gpu.sh build $D/var/$n/scan.cpp $D/var/$n/scan > $D/var/$n/build.log 2>&1 && echo "BUILT var/$n"
done
el main pack
(cd $MAINSRC && nice bash $PT $NEW_TOOL $D/main openmp)
el old pack
(cd $OLDSRC && nice bash $PT $OLD_TOOL $D/old openmp)
el new pack
KT_BENCH_PACK=$D/new KT_TOOL=$NEW_TOOL KT_BENCH_OMP_RT=/nonexistent KT_BENCH_JOBS=1 nice bash scripts/bench.sh pack \
  --target cuda --target openmp --target openacc
for p in main old; do cp -r $D/new/ref $D/new/small_sizes.txt $D/$p/; done
el done
du -sh $D/*
