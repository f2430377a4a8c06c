#!/bin/bash
# s11-perf device call 2: gpu-validate of the OpenMP and OpenACC builds of the changed cases
# not validated in call 1 (compile-golden's binaries, the OpenMP ones ELF-patched).
set -u
D=.device/s11perf
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
KT_PACK=$D/gpu KT_SANITIZE=0 KT_NCU=0 timeout 400 bash scripts/gpu-validate.sh run > $OUT/validate2.out 2>&1; echo "rc validate $?"
python3 -c "
import json,collections; d=json.load(open('$OUT/validation.json')); d=d['results'] if isinstance(d,dict) else d
print(collections.Counter((r['target'],r.get('status')) for r in d))
print([ (r['target'],r['case']) for r in d if r.get('status')!='match'])"
