#!/usr/bin/env bash
# Build and run OpenMP kernel-mode (clang 19, ompx_bare) binaries on an NVIDIA GPU machine that
# has no LLVM (the project's device machine: CUDA 13 driver, no clang).
#
#   scripts/openmp-gpu.sh build SRC OUT     (CPU machine)
#       clang++-19 -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90
#       (the flags of docs/TOOLCHAINS.md, including the two that bare kernels need with LLVM 19),
#       then the CUDA-13 ELF workaround on the embedded cubins: OUT is ready to carry.
#   scripts/openmp-gpu.sh runtime DIR       (CPU machine)
#       DIR/llvm19-openmp-rt.tar.xz: libomptarget, libomp and what they need (about 42 MB;
#       cached in .device/cache), and DIR/libcuda.so, the interposer that undoes the ELF patch
#       before the real driver loads an image.
#   scripts/openmp-gpu.sh run DIR BIN [ARGS]   (GPU machine)
#       runs BIN with the runtime from DIR (unpacked once into DIR/lib) first on
#       LD_LIBRARY_PATH and OMP_TARGET_OFFLOAD=MANDATORY (no silent host fallback).
#   scripts/openmp-gpu.sh env DIR           (GPU machine) prints the same settings as exports.
#
# Env: CLANGXX (default clang++-19), KT_OMP_EXTRA (more build flags), KT_OMP_DEVICE (OpenMP device number the shim uses).
# Why the workaround: CUDA >= 12.8 writes ELF ABI v8 cubins, which LLVM 19's libomptarget
# rejects; see scripts/cuda13-elf-compat/*.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CLANGXX=${CLANGXX:-clang++-19}
OMP_FLAGS=(-std=c++17 -O3 -I "$ROOT/runtime-shim/include" -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90
           --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib)
RT_LIBS=(/usr/lib/llvm-19/lib/libomptarget.so.19.1 /usr/lib/llvm-19/lib/libomp.so.5
         /usr/lib/llvm-19/lib/libLLVM.so.19.1 /lib/x86_64-linux-gnu/libz3.so.4
         /lib/x86_64-linux-gnu/libicuuc.so.72 /lib/x86_64-linux-gnu/libicudata.so.72
         /lib/x86_64-linux-gnu/libxml2.so.2 /lib/x86_64-linux-gnu/libedit.so.2
         /lib/x86_64-linux-gnu/libffi.so.8 /lib/x86_64-linux-gnu/libbsd.so.0
         /lib/x86_64-linux-gnu/libmd.so.0 /lib/x86_64-linux-gnu/libtinfo.so.6)

setup_env() {  # DIR: unpack the runtime once, export the run settings
  local dir=$1
  dir=$(cd "$dir" && pwd)
  if [ ! -f "$dir/lib/.complete" ]; then
    mkdir -p "$dir/lib"
    tar -C "$dir/lib" -xJf "$dir/llvm19-openmp-rt.tar.xz"
    touch "$dir/lib/.complete"
  fi
  mkdir -p "$dir/interposer"
  cp "$dir/libcuda.so" "$dir/interposer/libcuda.so"
  export LD_LIBRARY_PATH="$dir/interposer:$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  export OMP_TARGET_OFFLOAD=MANDATORY
}

cmd=${1:-}; shift || true
case $cmd in
  build)
    src=${1:?usage: openmp-gpu.sh build SRC OUT} out=${2:?usage: openmp-gpu.sh build SRC OUT}
    # KT_OMP_EXTRA: more compiler flags (e.g. -I for the benchmarks' common header)
    # shellcheck disable=SC2086
    "$CLANGXX" "${OMP_FLAGS[@]}" ${KT_OMP_EXTRA:-} -x c++ "$src" -o "$out.unpatched"
    python3 "$ROOT/scripts/cuda13-elf-compat/cuda13-elf-compat-patch.py" "$out.unpatched" "$out" >/dev/null
    chmod +x "$out"
    rm -f "$out.unpatched" ;;
  runtime)
    dir=${1:?usage: openmp-gpu.sh runtime DIR}
    mkdir -p "$dir" "$ROOT/.device/cache"
    cache=$ROOT/.device/cache/llvm19-openmp-rt.tar.xz
    if [ ! -s "$cache" ]; then
      tmp=$(mktemp -d)
      for l in "${RT_LIBS[@]}"; do cp -L "$l" "$tmp/"; done
      tar -C "$tmp" -cf - . | xz -T0 -6 >"$cache.tmp" && mv "$cache.tmp" "$cache"
      rm -rf "$tmp"
    fi
    cp "$cache" "$dir/llvm19-openmp-rt.tar.xz"
    gcc -O2 -shared -fPIC "$ROOT/scripts/cuda13-elf-compat/cuda13-elf-compat-libcuda.c" -o "$dir/libcuda.so" \
      -ldl -Wl,--no-as-needed -L/usr/local/cuda/lib64/stubs -l:libcuda.so ;;
  run)
    dir=${1:?usage: openmp-gpu.sh run DIR BIN [ARGS]}; shift
    setup_env "$dir"
    exec "$@" ;;
  env)
    setup_env "${1:?usage: openmp-gpu.sh env DIR}"
    echo "export LD_LIBRARY_PATH='$LD_LIBRARY_PATH'"
    echo "export OMP_TARGET_OFFLOAD=MANDATORY" ;;
  *) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
