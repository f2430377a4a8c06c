#!/usr/bin/env bash
# GPU check of issue 30 (input.cpp beside this script): HostSpace's instantiation's kernels
# abort on the device with Kokkos' message; the device-memory instantiation runs.
#   bash tests/gpu/host_space_trap/check.sh build   # CPU machine: translate (cuda), nvcc -> .device/host_space_trap/
#   bash tests/gpu/host_space_trap/check.sh run     # GPU machine (carry .device/host_space_trap)
# run prints PASS/FAIL per mode and exits 1 on any FAIL. A trapped kernel must end the program
# with a non-zero status before "NOT TRAPPED"; the message is reported when the device printf
# buffer reached stdout (CUDA flushes it at the failing synchronisation, usually).
set -uo pipefail
cd "$(dirname "$0")/../../.."
D=.device/host_space_trap
case "${1:-}" in
  build)
    mkdir -p "$D"
    "${KT_TOOL:-build/bin/kokkos-translate}" --target=cuda tests/gpu/host_space_trap/input.cpp -o "$D/trap.cu" || exit 1
    "${NVCC:-/usr/local/cuda/bin/nvcc}" -std=c++17 -O2 -arch=sm_90 --expt-relaxed-constexpr -I runtime-shim/include \
      "$D/trap.cu" -o "$D/trap" || exit 1
    echo "built $D/trap" ;;
  run)
    fail=0
    out=$("$D/trap" device 2>&1); rc=$?
    if [ $rc -eq 0 ] && grep -q "device sum 9900" <<<"$out"; then echo "PASS device"; else echo "FAIL device (rc $rc): $out"; fail=1; fi
    for m in lambda functor; do
      out=$("$D/trap" $m 2>&1); rc=$?
      msg=no; grep -q "attempt to access inaccessible memory space" <<<"$out" && msg=yes
      if [ $rc -ne 0 ] && ! grep -q "NOT TRAPPED" <<<"$out"; then echo "PASS $m (rc $rc, Kokkos' message printed: $msg)"
      else echo "FAIL $m (rc $rc)"; fail=1; fi
      printf '%s\n' "$out" | sed 's/^/  | /' | head -5
    done
    exit $fail ;;
  *) sed -n '2,8p' "$0"; exit 2 ;;
esac
