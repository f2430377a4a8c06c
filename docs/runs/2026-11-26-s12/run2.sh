#!/bin/bash
# s12-perf device call 2: Nsight Compute (--clock-control none) of the scan kernels (OpenMP main
# and branch: both passes of the 4th call; CUDA single pass; CUB) and of the OpenMP and CUDA dot
# team / dot mdrange kernels (task 3's gaps), at 2^26 elements, from call 1's packs.
set -u
D=.device/s12perf
O=/tmp/o2; mkdir -p $O
tar -C $D -xJf $D/packs.tar.xz
RT=$D/gpu/openmp-rt
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: $NCU"
prof() {  # tag target binary kernel-regex skip count size
  local env=()
  if [ "$2" = openmp ]; then bash scripts/openmp-gpu.sh env $RT > $O/omp.env; . $O/omp.env; fi
  timeout 150 $NCU --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread \
    -k "regex:$4" --launch-skip $5 --launch-count $6 --csv --page details "$3" $7 > $O/$1.csv 2> $O/$1.err
  echo "$1 rc=$?"
  if [ "$2" = openmp ]; then unset LD_LIBRARY_PATH OMP_TARGET_OFFLOAD; fi
}
N=67108864
prof scan-omp-main openmp $D/main/openmp/scan kt_scan_L 6 2 $N
prof scan-omp-new openmp $D/new/openmp/scan kt_scan_L 6 2 $N
prof scan-cuda cuda $D/new/cuda/scan kt_scan_L 3 1 $N
prof scan-cub hand $D/new/hand/scan DeviceScan 6 2 $N
prof dotmd-omp openmp $D/new/openmp/dot kt_dot_mdrange_L 3 1 $N
prof dotteam-omp openmp $D/new/openmp/dot kt_dot_team_L 3 1 $N
prof dotmd-cuda cuda $D/new/cuda/dot kt_dot_mdrange_L 3 1 $N
prof dotteam-cuda cuda $D/new/cuda/dot kt_dot_team_L 3 1 $N
for f in $O/*.csv; do
  python3 - "$f" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
want = ("Duration", "DRAM Throughput", "Memory Throughput", "Registers Per Thread", "Achieved Occupancy",
        "Theoretical Occupancy", "Block Size", "Grid Size", "gpu__time_duration.sum", "dram__bytes_read.sum",
        "dram__bytes_write.sum", "Waves Per SM")
seen = {}
for r in rows:
    k = (r.get("ID"), r.get("Kernel Name", "")[-40:])
    if r.get("Metric Name") in want:
        seen.setdefault(k, []).append(f"{r['Metric Name']}={r['Metric Value']}{r.get('Metric Unit','')}")
for k, v in seen.items(): print(sys.argv[1].split('/')[-1], k[0], k[1], "; ".join(v))
PY
done > $O/ncu-summary.txt
cat $O/ncu-summary.txt
tar -C /tmp -czf $OUT/ncu.tgz o2
