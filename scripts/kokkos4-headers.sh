#!/usr/bin/env bash
# Configure real Kokkos 4.x for a GPU backend (cmake only, nothing compiled) and install its
# headers and generated configuration files, for the byte-identical check of the backend-only
# names (tests/kokkos4/check-backend.sh: CudaUVMSpace, CudaHostPinnedSpace, HIPManagedSpace, ...).
# The translator only parses headers, so the library itself is not built.
#
# Usage: scripts/kokkos4-headers.sh cuda|hip SRC PREFIX
#   SRC     a Kokkos 4.x source tree (e.g. `git archive 4.6.01` of github.com/kokkos/kokkos)
#   PREFIX  install prefix (PREFIX/include gets the headers); the build tree is PREFIX-build
# cuda: Kokkos_ENABLE_CUDA, Kokkos_ARCH_HOPPER90, CMAKE_CXX_COMPILER = Kokkos' bin/nvcc_wrapper
#   (copied to PREFIX-build with default_arch sm_90: its sm_70 default is gone in CUDA 13),
#   nvcc from CUDA (default /usr/local/cuda, or CUDA_HOME).
# hip:  Kokkos_ENABLE_HIP, Kokkos_ARCH_AMD_GFX90A, CMAKE_CXX_COMPILER = hipcc (HIPCC).
# The headers are installed as Kokkos' install rules do (core, containers, algorithms and simd
# sources, desul, mdspan, then the generated KokkosCore_config.h, KokkosCore_Config_*.hpp and
# desul/atomics/Config.hpp), without `cmake --install`, which needs the built libraries.
set -euo pipefail
[ $# -eq 3 ] || { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
backend=$1
SRC=$(cd "$2" && pwd)
mkdir -p "$3"
PREFIX=$(cd "$3" && pwd)
B=$PREFIX-build
[ -f "$SRC/core/src/Kokkos_Core.hpp" ] || { echo "kokkos4-headers: $SRC is not a Kokkos source tree" >&2; exit 2; }
mkdir -p "$B"
case $backend in
  cuda)
    CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
    export PATH=$CUDA_HOME/bin:$PATH
    sed 's/^default_arch="sm_70"/default_arch="sm_90"/' "$SRC/bin/nvcc_wrapper" >"$B/nvcc_wrapper"
    chmod +x "$B/nvcc_wrapper"
    flags=(-DCMAKE_CXX_COMPILER="$B/nvcc_wrapper" -DKokkos_ENABLE_CUDA=ON -DKokkos_ARCH_HOPPER90=ON) ;;
  hip)
    flags=(-DCMAKE_CXX_COMPILER="${HIPCC:-hipcc}" -DKokkos_ENABLE_HIP=ON -DKokkos_ARCH_AMD_GFX90A=ON
      -DKokkos_ENABLE_ROCTHRUST=OFF) ;;
  *) echo "kokkos4-headers: backend must be cuda or hip" >&2; exit 2 ;;
esac
cmake -S "$SRC" -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_STANDARD=17 "${flags[@]}" \
  -DKokkos_ENABLE_SERIAL=ON -DKokkos_ENABLE_TESTS=OFF -DKokkos_ENABLE_EXAMPLES=OFF \
  -DCMAKE_INSTALL_PREFIX="$PREFIX" >"$B/configure.log"
grep -E '^-- (Kokkos version|Kokkos Backends|Compiler Version)' "$B/configure.log" || true
inc=$PREFIX/include
rm -rf "$inc"
mkdir -p "$inc"
copy() {  # DIR PATTERN...: the files under DIR matching a pattern, keeping the tree
  local d=$1 p n=()
  shift
  for p in "$@"; do n+=(-name "$p" -o); done
  (cd "$d" && find . -type f \( "${n[@]:0:${#n[@]}-1}" \) -print0 | xargs -0 cp --parents -t "$inc")
}
for d in core/src containers/src algorithms/src simd/src; do copy "$SRC/$d" '*.hpp' '*.h'; done
copy "$SRC/tpls/desul/include" '*.hpp' '*.inc' '*.inc_*'
copy "$SRC/tpls/mdspan/include" '*.hpp' mdspan
cp "$B"/KokkosCore_config.h "$B"/KokkosCore_Config_{FwdBackend,SetupBackend,DeclareBackend}.hpp "$inc/"
cp "$B/core/src/desul/atomics/Config.hpp" "$inc/desul/atomics/Config.hpp"
grep -E '^#define KOKKOS_ENABLE_(CUDA|HIP|SERIAL)\b' "$inc/KokkosCore_config.h"
echo "kokkos4-headers: $backend headers in $inc"
