#!/bin/bash
# A/B of the accred OpenACC changes: three validation packs and the scan/axpy benchmarks.
R=/tmp/abr; mkdir -p $R
for p in ${PACKS:-gpu old glob}; do
  mkdir -p $R/$p
  OUT=$R/$p KT_PACK=.device/accred/$p KT_SANITIZE=0 bash scripts/gpu-validate.sh run > $R/$p.log 2>&1
  cp $R/$p/validation.json $OUT/$p.json; tail -3 $R/$p.log
done
python3 - $OUT <<'PY'
import json,sys,os
out=sys.argv[1]
for p in os.environ.get("PACKS","gpu old glob").split():
    f=os.path.join(out,p+".json")
    if not os.path.exists(f): continue
    for r in json.load(open(f))["results"]:
        print(p, r["case"], r["status"], r.get("translated_kernel_ms"), r.get("kernels"))
PY
( export LD_LIBRARY_PATH=$PWD/.device/accred/gpu/openacc-rt ACC_DEVICE_TYPE=nvidia
  for b in ${BENCH:-scan_hand scan_old scan_new axpy_old axpy_new}; do echo "== $b"; timeout 120 ./.device/accred/bench/$b 2>&1 | tail -12; done ) > $OUT/bench.txt 2>&1
cat $OUT/bench.txt
