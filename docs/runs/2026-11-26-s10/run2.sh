#!/bin/bash
# s10-perf call 2: int scan shape A/B (main's 256x23@3 vs branch's 256x31@4, translated, 3 rounds,
# CUB in-process from the prototype), stencil variants on top of G (3 rounds), SASS and
# instruction counts of the stencil (hand, A, G, J), gpu-validate of the scan cases (cuda, hip).
set -u
D=.device/s10perf
O=/tmp/o; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $O/gpu.txt
cp $D/gpu-validate.sh scripts/gpu-validate.sh
for r in 1 2 3; do
  echo "== round $r"
  timeout 30 $D/ab/iscan_main | sed 's/^/main /'
  timeout 30 $D/ab/iscan_branch | sed 's/^/branch /'
done > $O/ab-iscan.log 2>&1
timeout 60 $D/ab/single_pass > $O/proto2.log 2>&1; echo "rc proto $?"
for r in 1 2 3; do
  echo "== round $r"
  timeout 30 $D/bench/hand/stencil | sed 's/^/hand /'
  for v in A G_const_ystride8 H_G_nosyncwarp I_G_unrolled J_G_all; do timeout 30 $D/ab/stencil_$v | sed "s/^/$v /"; done
done > $O/ab-stencil2.log 2>&1
for p in bench/hand/stencil ab/stencil_A ab/stencil_G_const_ystride8 ab/stencil_J_G_all; do
  echo "######## $p"; cuobjdump -sass $D/$p | awk '/Function : .*(jacobi|kt_stencil)/,/\.L_x_[0-9]+:$/' 
done > $O/sass-stencil.txt 2>&1
for p in bench/hand/stencil ab/stencil_A ab/stencil_G_const_ystride8 ab/stencil_J_G_all; do
  echo "######## $p"; timeout 60 ncu --clock-control none --section InstructionStats --section WarpStateStats --section SpeedOfLight \
    --kernel-name regex:"jacobi|kt_stencil" --launch-skip 4 --launch-count 1 $D/$p 8192 2>&1 | grep -E "Executed Instructions|Issued Instructions|Duration|Warp Cycles Per Issued|Compute \(SM\)"
done > $O/ncu2.txt 2>&1
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 OUT=$O timeout 180 bash scripts/gpu-validate.sh run > /dev/null 2>&1; echo "rc validate $?"
tar -C /tmp -czf $OUT/all.tgz o
grep -E "bench" $O/ab-iscan.log | awk '{print $1,$6}' | paste -sd' '
grep -E "i32_(cub|tree_b256_ipt23_m3|tree_b256_ipt31_m4) " $O/proto2.log | awk '{print $3,$5}' | paste -sd' '
grep -E "bench" $O/ab-stencil2.log | awk '{print $1,$6}' | paste -sd' ' | fold -w 220
cat $O/ncu2.txt
python3 -c "
import json;d=json.load(open('$O/validation.json'))
for r in d['results']: print(r.get('target'),r.get('case'),r.get('status'))"
