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
# KT_NATIVE_BENCHES: the benchmarks to build (default all; scripts/apps-gpu.sh builds none).
read -ra BENCHES <<<"${KT_NATIVE_BENCHES-axpy dot spmv stencil scan cg dock snap}"
# Kokkos 4.6.x calls three CUDA runtime functions with their CUDA 12 signatures, which CUDA 13
# (the GPU machine's only CUDA) changed; the staged copy (never the repository, never the corpus
# checkout) gets a CUDART_VERSION >= 13000 branch in each wrapper of Kokkos_Cuda_Instance.hpp and
# (Kokkos_CudaSpace.cpp's debug-only pin-to-host cudaMemAdvise is compiled out under CUDA 13):
#   cudaGraphAddDependencies(g, from, to, n)          -> (g, from, to, /*edgeData*/ nullptr, n)
#   cudaMemAdvise(p, n, advice, int device)           -> (p, n, advice, cudaMemLocation{device})
#   cudaMemPrefetchAsync(p, n, int device, stream)    -> (p, n, cudaMemLocation{device}, 0, stream)
# (a device id of cudaCpuDeviceId becomes cudaMemLocationTypeHost). Each replacement must match
# exactly once, so a Kokkos version with different code stops the stage instead of half-patching.
cuda13_fixes() {  # kokkos source tree
  python3 - "$1" <<'PY'
import sys
root = sys.argv[1]
LOC = ("cudaMemLocation loc;\n    loc.type = {d} == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;\n"
       "    loc.id = {d};\n")
def cuda13(new, old):
    return "#if CUDART_VERSION >= 13000\n    " + new + "\n#else\n    " + old + "\n#endif"
EDITS = {
  "core/src/Cuda/Kokkos_Cuda_Instance.hpp": [
    ("return cudaGraphAddDependencies(graph, from, to, numDependencies);",
     cuda13("return cudaGraphAddDependencies(graph, from, to, nullptr, numDependencies);",
            "return cudaGraphAddDependencies(graph, from, to, numDependencies);")),
    ("return cudaMemAdvise(devPtr, count, advice, device);",
     cuda13(LOC.format(d="device") + "    return cudaMemAdvise(devPtr, count, advice, loc);",
            "return cudaMemAdvise(devPtr, count, advice, device);")),
    ("return cudaMemPrefetchAsync(devPtr, count, dstDevice,\n                                get_input_stream(stream));",
     cuda13(LOC.format(d="dstDevice") + "    return cudaMemPrefetchAsync(devPtr, count, loc, 0, get_input_stream(stream));",
            "return cudaMemPrefetchAsync(devPtr, count, dstDevice, get_input_stream(stream));")),
  ],
  # Debug-only (KOKKOS_IMPL_DEBUG_CUDA_PIN_UVM_TO_HOST, off here): left out under CUDA 13.
  "core/src/Cuda/Kokkos_CudaSpace.cpp": [
    ("#ifdef KOKKOS_IMPL_DEBUG_CUDA_PIN_UVM_TO_HOST\n    if (Kokkos::CudaUVMSpace::cuda_pin_uvm_to_host())",
     "#if defined(KOKKOS_IMPL_DEBUG_CUDA_PIN_UVM_TO_HOST) && CUDART_VERSION < 13000\n"
     "    if (Kokkos::CudaUVMSpace::cuda_pin_uvm_to_host())"),
  ],
}
for rel, edits in EDITS.items():
    path = f"{root}/{rel}"
    text = open(path).read()
    for old, new in edits:
        if text.count(old) != 1:
            sys.exit(f"cuda13_fixes: {rel}: expected one '{old.splitlines()[0]}', found {text.count(old)}")
        text = text.replace(old, new)
    open(path, "w").write(text)
    print(f"cuda13_fixes: {rel}: {len(edits)} edit(s)")
PY
}
case ${1:-} in
  stage)
    src=${2:?usage: $0 stage SRC}
    rm -rf "$PACK/kokkos-src"; mkdir -p "$PACK/kokkos-src"
    tar -C "$src" --exclude=./doc \
        --exclude='*/unit_test*' --exclude='*/performance_tests' -cf - . | tar -C "$PACK/kokkos-src" -xf -
    # nvcc 13 has no sm_70, nvcc_wrapper's default architecture (used before Kokkos adds its own).
    sed -i 's/^default_arch="sm_70"/default_arch="sm_90"/' "$PACK/kokkos-src/bin/nvcc_wrapper"
    cuda13_fixes "$PACK/kokkos-src"
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
    cmake --build "$work/bench-build" -j "$jobs" -- -k 0 >"$PACK/kokkos-cuda/src/bench-build.log" 2>&1 || true
    for b in "${BENCHES[@]}"; do
      if [ -x "$work/bench-build/$b" ]; then cp "$work/bench-build/$b" "$PACK/kokkos-cuda/$b"; echo "BUILT kokkos-cuda/$b"
      else echo "NOT-BUILT kokkos-cuda/$b ($PACK/kokkos-cuda/src/bench-build.log)"; fi
    done ;;
  *) sed -n '2,/^set -e/s/^# \{0,1\}//p' "$0" | sed '$d'; exit 2 ;;
esac
