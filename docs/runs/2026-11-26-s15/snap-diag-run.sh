#!/bin/bash
# s15-snap device call 1 (diagnosis): SASS of the translated CUDA and OpenMP snap kernels, Nsight
# Compute instruction counts (totals and per SASS instruction) and 5 interleaved timing rounds of
# cuda / omp_base / omp_nolsr (OpenMP built with -mllvm -disable-lsr).
set -u
D=.device/s15-snap/snapdiag; O=/tmp/o; mkdir -p $O
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee $O/gpu.txt
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
for c in cuda omp_base omp_nolsr; do $CUOBJ -sass $D/$c.cubin > $O/sass-$c.txt 2>&1; echo "sass $c rc=$? $(wc -l < $O/sass-$c.txt)"; done
bash scripts/openmp-gpu.sh env $D/rt > /dev/null; eval "$(bash scripts/openmp-gpu.sh env $D/rt)"
OMPLIB=$LD_LIBRARY_PATH; unset LD_LIBRARY_PATH
R() {  # variant args...
  local v=$1; shift
  if [ $v = cuda ]; then "$@"; else LD_LIBRARY_PATH=$OMPLIB OMP_TARGET_OFFLOAD=MANDATORY "$@"; fi
}
el ncu
for v in cuda omp_base omp_nolsr; do
  b=$D/cuda_snap; [ $v = cuda ] || b=$D/$v
  R $v timeout 120 $NCU --clock-control none --kernel-name regex:snap_L74 --launch-skip 4 --launch-count 1 \
    --metrics smsp__inst_executed.sum,smsp__sass_inst_executed_op_shared_ld.sum,smsp__sass_inst_executed_op_shared_atom.sum,sm__sass_thread_inst_executed_op_dfma_pred_on.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fp64.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum \
    $b 32768 > $O/ncu-$v.txt 2>&1; echo "ncu $v rc=$?"
  R $v timeout 150 $NCU --clock-control none --kernel-name regex:snap_L74 --launch-skip 4 --launch-count 1 \
    --section SourceCounters --page source --print-source sass --csv $b 32768 > $O/src-$v.csv 2>&1; echo "ncu-src $v rc=$? $(wc -l < $O/src-$v.csv)"
done
el timing
for r in 1 2 3 4 5; do
  for v in cuda omp_base omp_nolsr; do
    b=$D/cuda_snap; [ $v = cuda ] || b=$D/$v
    echo "round $r $v $(R $v timeout 60 $b | grep -E '^(bench|check)' | tr '\n' ' ')"
  done
done | tee $O/timing.txt
el done
tar -C /tmp -czf $OUT/diag.tgz o
