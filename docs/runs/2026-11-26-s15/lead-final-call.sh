#!/usr/bin/env bash
# Session 15 lead, final device call: gpu-validate of the cases this session changed, then an
# A/B of the OpenACC dot (MDRange reduction form) and dock (fmin/fmax) benchmarks.
cd "$(dirname "$0")/../.."
R=$OUT/runs.txt
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$R"
mkdir -p "$OUT/va" "$OUT/vb"
OUT=$OUT/va KT_PACK=.device/fa KT_NCU=0 bash scripts/gpu-validate.sh run >> "$R" 2>&1
OUT=$OUT/vb KT_PACK=.device/fb KT_NCU=0 KT_SANITIZE=0 bash scripts/gpu-validate.sh run >> "$R" 2>&1
RT=$(cd .device/fb/openacc-rt && pwd)
one() {  # round binary
  local s=$(date +%s%N) o rc
  case $2 in
    acc-*) o=$(env LD_LIBRARY_PATH="$RT" ACC_DEVICE_TYPE=nvidia timeout 60 ".device/ab/bin/$2" 2>&1) ;;
    *) o=$(timeout 60 ".device/ab/bin/$2" 2>&1) ;;
  esac
  rc=$?
  printf '%s\n' "$o" | sed "s/^/R$1 $2 /" >> "$R"
  echo "R$1 $2 rc $rc wall_ms $(( ($(date +%s%N) - s) / 1000000 ))" >> "$R"
}
for r in 1 2 3 4 5; do for b in cuda-dot acc-dot-old acc-dot-new; do one $r $b; done; done
for r in 1 2 3; do for b in cuda-dock acc-dock-new; do one $r $b; done; done
echo "all done" >> "$R"
