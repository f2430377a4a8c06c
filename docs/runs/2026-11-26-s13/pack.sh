#!/bin/bash
# s13-perf packs for device call 1 (CPU machine), all under D=/work/main/.device/s13perf, as run:
#   base : main's tool (cd62ed5) and main's shim (git archive into /tmp/s13p/mainsrc): cuda and openmp
#          dot, axpy, cg; hand/ (dot, axpy, cg, copy_bw) and ref/ copied from the session-12 pack
#   new  : the branch's tool and shim: cuda and openmp dot, axpy; openmp cg (main's tool gives cg
#          the same text: no MDRange), the branch's shim
#   newr : main's tool, the branch's shim: openmp dot (the OpenMP result buffer alone)
#   gpu  : gpu-validate pack (branch tool) of 6 cases whose goldens change, cuda hip openmp
#   gpu2 : gpu-validate pack (main's tool, branch shim) of 7 OpenMP reduction/scan cases
# usage: pack.sh MAINTOOL NEWTOOL (from the branch's worktree)
set -u
MAIN=$1 NEW=$2 D=/work/main/.device/s13perf PT=docs/runs/2026-11-26-s12/pack-targets.sh
(cd /tmp/s13p/mainsrc && KT_BENCHES="dot axpy cg" bash /work/wt/s13-perf/$PT $MAIN $D/base cuda openmp)
KT_BENCHES="cg" bash $PT $MAIN $D/new openmp
KT_BENCHES="dot axpy" bash $PT $NEW $D/new cuda openmp
KT_BENCHES="dot" bash $PT $MAIN $D/newr openmp
KT_PACK=$D/gpu KT_TOOL=$NEW bash scripts/gpu-validate.sh pack --target cuda --target hip --target openmp \
  mdrange_2d mdrange_reduce heat_stencil_2d policy_spellings reduce_multi templates
KT_PACK=$D/gpu2 KT_TOOL=$MAIN bash scripts/gpu-validate.sh pack --target openmp dot_reduce reduce_multi \
  scan_range team_outer_reduce reducers_builtin minmax_reducer reduce_into_view
rm -rf $D/gpu2/openmp-rt   # run1.sh copies gpu/openmp-rt there (carry limit)
# then: run(command="bash .device/s13perf/run1.sh", carry=[".device/s13perf"])
