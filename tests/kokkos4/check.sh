#!/usr/bin/env bash
# Usage: tests/kokkos4/check.sh [--backend cuda|hip] [--target T]... [-j N] [CASE...]
# Byte-identical check of the bundled Kokkos API (kokkos-api/) against real Kokkos 4.x: for
# each case and target with a golden, translates testdata/<case>/input.cpp twice, once parsed
# against the bundled header and once with real Kokkos 4.x headers first on the include path
# (`-- -I<prefix>/include`; the bundled header comes through -idirafter, so the real one
# wins), and fails unless both runs succeed and their outputs are byte-identical.
# A case listed in tests/kokkos4/exempt.txt is not valid Kokkos 4.x (it uses a 3.x spelling
# that 4.x removed, or tests the backend macros a Serial-only install cannot define): its
# real-4.x run must fail (then SKIP, with the reason) and a listed case that translates FAILs.
# A case listed in tests/kokkos4/differs.txt translates against both, to outputs that differ
# without a change in behaviour (the reason is listed): SKIP where they differ.
# Real Kokkos: $KT_KOKKOS_PREFIX (an install prefix with include/Kokkos_Core.hpp), default
# build/kokkos4 (where scripts/kokkos4-build.sh installs); with none, every check is SKIPped.
# Also translates tests/kokkos4/headers.cpp (the 4.x public headers the bundled API forwards to
# Kokkos_Core.hpp) for cuda, hip, openmp and openacc when no CASE is named.
# --backend cuda|hip (first): against real Kokkos 4.x configured for that GPU backend instead
# (scripts/kokkos4-headers.sh; $KT_KOKKOS_CUDA_PREFIX / $KT_KOKKOS_HIP_PREFIX, default
# build/kokkos4-cuda / build/kokkos4-hip), parsed as clang parses the backend's host side
# (backend_args below), for that target only; default cases: tests/kokkos4/backend.txt (the ones
# using names only a GPU-configured Kokkos declares; they are not exempt there), or the CASEs.
# Prints `PASS|FAIL|SKIP kokkos4/<target>/<case>` and `N passed, M failed, K skipped`.
# Env: KT_TOOL, KT_TIMEOUT (tests/golden/lib.sh); CUDA_HOME (default /usr/local/cuda).
set -euo pipefail
BACKEND=
if [ "${1:-}" = --backend ]; then BACKEND=${2:-}; shift 2 || true; fi
source "$(dirname "$0")/../golden/lib.sh"

EXEMPT=tests/kokkos4/exempt.txt
DIFFERS=tests/kokkos4/differs.txt
case $BACKEND in
  '') PREFIX=${KT_KOKKOS_PREFIX:-build/kokkos4} ;;
  cuda) PREFIX=${KT_KOKKOS_CUDA_PREFIX:-build/kokkos4-cuda} ;;
  hip) PREFIX=${KT_KOKKOS_HIP_PREFIX:-build/kokkos4-hip} ;;
  *) echo "--backend must be cuda or hip" >&2; kt_usage ;;
esac

exempt_reason() {  # CASE: the reason listed for CASE, or nothing
  if [ -n "$BACKEND" ] && grep -qx "$1" <(grep -v '^#' tests/kokkos4/backend.txt); then return; fi
  awk -v c="$1" '$1 == c { $1 = ""; sub(/^ +/, ""); print; exit }' "$EXEMPT"
}

# The compiler arguments that parse a program against Kokkos configured for BACKEND: clang's
# host-side CUDA / HIP parse (Kokkos' setup headers require __CUDACC__ / __HIPCC__). With CUDA
# 13, tests/kokkos4/cuda13/ supplies what clang 19 and Kokkos 4.6.1 expect from CUDA 12 there.
backend_args() {
  local cuda=${CUDA_HOME:-/usr/local/cuda} v
  case $BACKEND in
    cuda)
      echo -x cuda --cuda-host-only "--cuda-path=$cuda" --cuda-gpu-arch=sm_90 -Wno-unknown-cuda-version
      v=$(sed -nE 's/^#define CUDA_VERSION ([0-9]+).*/\1/p' "$cuda/include/cuda.h" 2>/dev/null)
      if [ "${v:-0}" -ge 13000 ]; then
        echo -idirafter "$PWD/tests/kokkos4/cuda13" -include "$PWD/tests/kokkos4/cuda13/cuda12_api.h"
      fi ;;
    hip) echo -x hip --offload-host-only --offload-arch=gfx90a -nogpulib ;;
  esac
}

# A case of backend.txt follows Kokkos configured for the target's backend (DefaultExecutionSpace
# Cuda, HIP, Experimental::OpenMPTarget or Experimental::OpenACC: size_type, defaulted space
# arguments, which space a deduced one is): the Serial install does not check it; --backend
# cuda|hip checks its cuda / hip translation.
backend_only() {  # CASE TARGET
  [ -z "$BACKEND" ] && grep -qx "$1" <(grep -v '^#' tests/kokkos4/backend.txt)
}

check() {  # CASE TARGET [INPUT]
  local c=$1 t=$2 f=${KT_GOLDEN[$2]} name="kokkos4/$2/$1" w="$KT_TMP/$2/$1" rc1=0 rc2=0 why
  local in=${3:-testdata/$1/input.cpp}
  if backend_only "$c" "$t" && [ -z "$(exempt_reason "$c")" ]; then
    echo "SKIP $name (follows Kokkos configured for $t: tests/kokkos4/check.sh --backend $t)"
    return 77
  fi
  mkdir -p "$w/bundled" "$w/real"
  KT_EXTRA=()  # (each check runs in a subshell of its own)
  kt_translate "$t" "$in" "$w/bundled/$f" 2>"$w/bundled.err" || rc1=$?
  KT_EXTRA=("-I$PREFIX/include")
  [ -z "$BACKEND" ] || read -ra KT_EXTRA <<<"-I$PREFIX/include $(backend_args | tr '\n' ' ')"
  kt_translate "$t" "$in" "$w/real/$f" 2>"$w/real.err" || rc2=$?
  why=$(exempt_reason "$c")
  if [ -n "$why" ]; then
    if [ $rc2 -ne 0 ]; then echo "SKIP $name (not Kokkos 4.x: $why)"; return 77; fi
    echo "FAIL $name (listed in $EXEMPT, yet it translates against Kokkos 4.x: remove it)"
    return 1
  fi
  if [ $rc1 -ne 0 ]; then
    echo "FAIL $name (bundled header: tool $(kt_status $rc1))"
    kt_indent "$w/bundled.err" 20
    return 1
  fi
  if [ $rc2 -ne 0 ]; then
    echo "FAIL $name (Kokkos 4.x headers: tool $(kt_status $rc2))"
    grep -v '^ *In file included from' "$w/real.err" | head -n 20 | sed 's/^/    /'
    return 1
  fi
  if ! diff -u --label bundled --label kokkos4 "$w/bundled/$f" "$w/real/$f" >"$w/diff"; then
    why=$(awk -v c="$c" '$1 == c { $1 = ""; sub(/^ +/, ""); print; exit }' "$DIFFERS")
    if [ -n "$why" ]; then echo "SKIP $name (differs, harmlessly: $why)"; return 77; fi
    echo "FAIL $name (outputs differ)"
    head -n 60 "$w/diff"
    return 1
  fi
  echo "PASS $name"
}

kt_args "$@"
if [ ! -f "$PREFIX/include/Kokkos_Core.hpp" ]; then
  how="scripts/kokkos4-build.sh, or set KT_KOKKOS_PREFIX"
  [ -z "$BACKEND" ] || how="scripts/kokkos4-headers.sh $BACKEND SRC $PREFIX, or set KT_KOKKOS_${BACKEND^^}_PREFIX"
  kt_skip "kokkos4${BACKEND:+-$BACKEND}" "no Kokkos 4.x install at $PREFIX: $how"
  kt_exit
fi
kt_need_tool
if [ -n "$BACKEND" ]; then
  grep -q "^#define KOKKOS_ENABLE_${BACKEND^^}\b" "$PREFIX/include/KokkosCore_config.h" ||
    { echo "FAIL kokkos4-$BACKEND ($PREFIX is not configured for $BACKEND)"; exit 1; }
  KT_SEL_TARGETS=("$BACKEND")
  [ ${#KT_SEL_CASES[@]} -gt 0 ] || mapfile -t KT_SEL_CASES < <(grep -v '^#' tests/kokkos4/backend.txt)
fi
mapfile -t cases < <(kt_cases)
for c in "${cases[@]}"; do
  for t in "${KT_SEL_TARGETS[@]}"; do
    if [ -f "testdata/$c/golden/${KT_GOLDEN[$t]}" ]; then kt_spawn check "$c" "$t"; fi
  done
done
# The Kokkos 4.x public headers besides Kokkos_Core.hpp that the bundled API forwards.
if [ ${#KT_SEL_CASES[@]} -eq 0 ] && [ -z "$BACKEND" ]; then
  for t in "${KT_SEL_TARGETS[@]}"; do
    case $t in cuda | hip | openmp | openacc) kt_spawn check headers "$t" tests/kokkos4/headers.cpp ;; esac
  done
fi
kt_finish
