#!/bin/bash
# s14-perf packs for the A/B device call (CPU machine), under D=/work/main/.device/s14perf:
#   base  : main 356ebf2's tool and shim (git archive into /tmp/s14p/mainsrc): openmp and cuda, all 8
#   async : the branch's tool with --omp-async (kt-async.sh) and the branch's shim: openmp, all 8
#   sync  : the branch's tool without it, the branch's shim (sync() points only): openmp cg dot scan
#   hand/, ref/ : copied into base from /work/main/.device/bench (bench/ sources unchanged since);
#   ref/ also into async and sync (small-size checksums against real Kokkos 3.4)
#   gpu   : gpu-validate pack, --omp-async, of the OpenMP cases in CASES below
# usage: pack.sh MAINTOOL NEWTOOL ASYNCTOOL (from the branch's worktree)
set -u
MAIN=$1 NEW=$2 ASYNC=$3 D=/work/main/.device/s14perf PT=docs/runs/2026-11-26-s14/pack-targets.sh
W=$(pwd)
[ -d $D/base/cuda ] || (cd /tmp/s14p/mainsrc && bash $W/$PT $MAIN $D/base openmp cuda)
bash $PT $ASYNC $D/async openmp
KT_BENCHES="cg dot scan" bash $PT $NEW $D/sync openmp
cp -r /work/main/.device/bench/hand /work/main/.device/bench/ref /work/main/.device/bench/small_sizes.txt $D/base/
for p in async sync; do cp -r /work/main/.device/bench/ref /work/main/.device/bench/small_sizes.txt $D/$p/; done
CASES="dot_reduce reduce_multi scan_range scan_custom_op scan_tiles nested_scan_reducer team_scan team_outer_reduce
 reducers_builtin minmax_reducer minmaxloc reduce_into_view array_reduction struct_capture struct_of_views_capture
 captured_c_arrays functor_for functor_reduce_pair functor_team templates template_lambda_and_functor mdrange_2d
 mdrange_reduce heat_stencil_2d team_scratch_l0 thread_scratch_l1 team_scratch_perthread team_collectives
 spmv_csr dual_view shared_space_access pinned_host managed_space random_pool scatter_view atomics views_host
 raw_alloc_tools subview_in_kernel stored_bodies class_lambda axpy_example local_struct_view team_single_broadcast"
KT_PACK=$D/gpu KT_TOOL=$ASYNC bash scripts/gpu-validate.sh pack --target openmp $CASES
