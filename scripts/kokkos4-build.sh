#!/usr/bin/env bash
# Build and install real Kokkos 4.x (Serial backend, C++17, Release) from a source checkout
# that stays outside this repository, for the reference runs and the byte-identical check:
#   scripts/kokkos-reference.sh  with KT_KOKKOS_PREFIX=PREFIX
#   tests/kokkos4/check.sh       with KT_KOKKOS_PREFIX=PREFIX (default build/kokkos4)
#
# Usage: scripts/kokkos4-build.sh SRC [PREFIX]
#   SRC     a Kokkos 4.x source tree (git clone https://github.com/kokkos/kokkos, tag 4.x)
#   PREFIX  install prefix (default build/kokkos4); the build tree is PREFIX-build
# Idempotent: an install whose include/KokkosCore_config.h exists is left alone (remove PREFIX
# to rebuild). Env: JOBS (default 1), CXX (default g++), CMAKE_CXX_COMPILER_LAUNCHER (ccache if
# installed). One core builds it in about 10 minutes; only the core and containers libraries
# are built (no tests, no examples).
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
SRC=$(cd "$1" && pwd)
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PREFIX=${2:-$ROOT/build/kokkos4}
mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
if [ -f "$PREFIX/include/KokkosCore_config.h" ]; then
  echo "kokkos4-build: $PREFIX already holds an install"
  exit 0
fi
[ -f "$SRC/core/src/Kokkos_Core.hpp" ] || { echo "kokkos4-build: $SRC is not a Kokkos source tree" >&2; exit 2; }
launcher=()
if [ -n "${CMAKE_CXX_COMPILER_LAUNCHER:-}" ]; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER="$CMAKE_CXX_COMPILER_LAUNCHER")
elif command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S "$SRC" -B "$PREFIX-build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_STANDARD=17 \
  -DCMAKE_CXX_COMPILER="${CXX:-g++}" "${launcher[@]}" -DKokkos_ENABLE_SERIAL=ON \
  -DKokkos_ENABLE_TESTS=OFF -DKokkos_ENABLE_EXAMPLES=OFF -DCMAKE_INSTALL_PREFIX="$PREFIX"
cmake --build "$PREFIX-build" -j "${JOBS:-1}"
cmake --install "$PREFIX-build"
grep -m1 'KOKKOS_VERSION ' "$PREFIX/include/KokkosCore_config.h" || true
echo "kokkos4-build: installed in $PREFIX"
