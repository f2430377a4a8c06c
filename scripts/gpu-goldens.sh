#!/usr/bin/env bash
# Usage: scripts/gpu-goldens.sh [--target cuda|hip]... [-j N] CASE...   (on a machine with an
# NVIDIA GPU and nvcc; run from anywhere)
# The committed CUDA and HIP goldens of the given cases, built on the GPU machine itself and run
# there: testdata/<case>/golden/cuda.cu with nvcc, hip.hip with nvcc and the test-only mapping
# header tests/hip-on-cuda/hip_on_cuda.h (32-lane wavefronts), both with the flags of
# scripts/gpu-validate.sh (-std=c++17 -O3 -arch=sm_90 --expt-relaxed-constexpr), N builds at once
# (default: nproc). Each binary's output is compared with testdata/<case>/reference.txt, made by
# real Kokkos (scripts/compare-output.py). Unlike gpu-validate.sh it needs no pack built on
# another machine (no translator, no OpenMP or OpenACC runtimes): a quick check of a change to
# the CUDA/HIP output across many cases. Prints `PASS|FAIL <target>/<case>` (FAIL: not built,
# the run failed, or the output differs) and `N passed, M failed`; exits 1 on a failure.
# Work files go to $KT_GPU_GOLDENS_WORK (default a temporary folder). Env: NVCC.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
targets=() cases=() jobs=$(nproc)
while [ $# -gt 0 ]; do
  case $1 in
    --target) targets+=("$2"); shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) c=${1#testdata/}; cases+=("${c%/}"); shift ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(cuda hip)
[ ${#cases[@]} -gt 0 ] || { echo "gpu-goldens: no cases given" >&2; exit 2; }
W=${KT_GPU_GOLDENS_WORK:-$(mktemp -d)}
mkdir -p "$W"
build() {  # TARGET CASE: prints `ok` or `not built`
  local t=$1 c=$2 src extra=()
  case $t in
    cuda) src=testdata/$c/golden/cuda.cu ;;
    hip) src=testdata/$c/golden/hip.hip extra=(-x cu -I tests/hip-on-cuda) ;;
    *) echo "unknown target"; return ;;
  esac
  [ -f "$src" ] || { echo "no golden"; return; }
  "$NVCC" -std=c++17 -O3 -arch=sm_90 --expt-relaxed-constexpr "${extra[@]}" -I runtime-shim/include \
    -I "testdata/$c" "$src" -o "$W/$t.$c" >"$W/$t.$c.build.log" 2>&1 && echo ok || echo "not built"
}
export -f build
export NVCC W
for c in "${cases[@]}"; do for t in "${targets[@]}"; do echo "$t $c"; done; done |
  xargs -P "$jobs" -n 2 bash -c 'echo "$1 $2 $(build "$1" "$2")"' _ >"$W/builds.txt"
pass=0 fail=0
while read -r t c status; do
  if [ "$status" = "no golden" ]; then continue; fi
  if [ "$status" != ok ]; then
    echo "FAIL $t/$c ($status: $(grep -m1 error "$W/$t.$c.build.log"))"; fail=$((fail + 1)); continue
  fi
  if ! timeout 120 "$W/$t.$c" >"$W/$t.$c.out" 2>&1; then
    echo "FAIL $t/$c (run failed)"; tail -n 3 "$W/$t.$c.out" | sed 's/^/    /'; fail=$((fail + 1))
  elif ! python3 scripts/compare-output.py "testdata/$c/reference.txt" "$W/$t.$c.out" >"$W/$t.$c.cmp" 2>&1; then
    echo "FAIL $t/$c (differs from reference.txt)"; head -n 5 "$W/$t.$c.cmp" | sed 's/^/    /'; fail=$((fail + 1))
  else
    echo "PASS $t/$c"; pass=$((pass + 1))
  fi
done < <(sort "$W/builds.txt")
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
