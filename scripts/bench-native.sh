#!/usr/bin/env bash
# The benchmarks' native-Kokkos column: every bench/<name>/kokkos.cpp built unchanged against real
# Kokkos' CUDA backend, next to the translated and hand-written programs of a bench pack.
#
#   scripts/bench-native.sh stage SRC
#       On the CPU machine: copy a Kokkos source tree SRC (the corpus checkout of kokkos/kokkos,
#       4.6.x) without its docs, examples and tests into $KT_BENCH_PACK/kokkos-src (git-ignored,
#       carried with the pack; about 10 MB). Kokkos' code never enters the repository.
#   scripts/bench-native.sh build
#       On the GPU machine, before `scripts/bench.sh run`: configure and build Kokkos with
#       Kokkos_ENABLE_CUDA and Kokkos_ARCH_HOPPER90 (nvcc_wrapper, all cores), then build each
#       benchmark against it into $KT_BENCH_PACK/kokkos-cuda/<name>; bench.sh run then times them
#       as the target `kokkos-cuda` and checks their small-size checksums against real Kokkos
#       Serial like every other target.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PACK=${KT_BENCH_PACK:-.device/bench}
BENCHES=(axpy dot spmv stencil scan cg dock snap)
case ${1:-} in
  stage)
    src=${2:?usage: $0 stage SRC}
    rm -rf "$PACK/kokkos-src"; mkdir -p "$PACK/kokkos-src"
    tar -C "$src" --exclude=./doc \
        --exclude='*/unit_test*' --exclude='*/performance_tests' -cf - . | tar -C "$PACK/kokkos-src" -xf -
    # nvcc 13 has no sm_70, nvcc_wrapper's default architecture (used before Kokkos adds its own).
    sed -i 's/^default_arch="sm_70"/default_arch="sm_90"/' "$PACK/kokkos-src/bin/nvcc_wrapper"
    du -sh "$PACK/kokkos-src" ;;
  build)
    root=$(pwd) src=$(cd "$PACK/kokkos-src" && pwd) work=${KT_NATIVE_WORK:-/tmp/kt-native}
    jobs=$(nproc)
    export PATH=/usr/local/cuda/bin:$PATH
    mkdir -p "$work" "$PACK/kokkos-cuda/src"
    cmake -S "$src" -B "$work/kokkos-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_CXX_COMPILER="$src/bin/nvcc_wrapper" -DCMAKE_CXX_STANDARD=17 \
      -DKokkos_ENABLE_CUDA=ON -DKokkos_ARCH_HOPPER90=ON -DKokkos_ENABLE_SERIAL=ON \
      -DKokkos_ENABLE_TESTS=OFF -DKokkos_ENABLE_EXAMPLES=OFF \
      -DCMAKE_INSTALL_PREFIX="$work/kokkos" >"$PACK/kokkos-cuda/src/kokkos-configure.log" 2>&1
    cmake --build "$work/kokkos-build" -j "$jobs" >"$PACK/kokkos-cuda/src/kokkos-build.log" 2>&1
    cmake --install "$work/kokkos-build" >/dev/null
    mkdir -p "$work/bench"
    {
      echo 'cmake_minimum_required(VERSION 3.16)'
      echo 'project(kt_native_bench CXX)'
      echo 'find_package(Kokkos REQUIRED)'
      for b in "${BENCHES[@]}"; do
        echo "add_executable($b $root/bench/$b/kokkos.cpp)"
        echo "target_include_directories($b PRIVATE $root/bench/common)"
        echo "target_link_libraries($b Kokkos::kokkos)"
      done
    } >"$work/bench/CMakeLists.txt"
    cmake -S "$work/bench" -B "$work/bench-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_CXX_COMPILER="$work/kokkos/bin/nvcc_wrapper" -DKokkos_ROOT="$work/kokkos" \
      >"$PACK/kokkos-cuda/src/bench-configure.log" 2>&1
    cmake --build "$work/bench-build" -j "$jobs" -k 0 >"$PACK/kokkos-cuda/src/bench-build.log" 2>&1 || true
    for b in "${BENCHES[@]}"; do
      if [ -x "$work/bench-build/$b" ]; then cp "$work/bench-build/$b" "$PACK/kokkos-cuda/$b"; echo "BUILT kokkos-cuda/$b"
      else echo "NOT-BUILT kokkos-cuda/$b ($PACK/kokkos-cuda/src/bench-build.log)"; fi
    done ;;
  *) sed -n '2,/^set -e/s/^# \{0,1\}//p' "$0" | sed '$d'; exit 2 ;;
esac
