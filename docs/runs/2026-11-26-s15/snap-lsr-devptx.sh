#!/bin/bash
# devptx.sh SRC OUT [flags]: OUT.ptx (device PTX, all kernels) and OUT.regs (nvlink -v)
src=$(realpath $1) out=$(realpath -m $2); shift 2
W=/work/wt/snap
d=$(mktemp -d); cd $d
clang++-19 -std=c++17 -O3 -I $W/runtime-shim/include -I $W/bench/common -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90 --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -save-temps "$@" -x c++ $src -o x.bin -Xoffload-linker -v 2>&1 | grep -A1 "Function properties" | grep -v "^--" | paste - - | sed -E "s/.*for '([^']*)'.*used ([0-9]+) registers.*/\2 \1/" > $out.regs
cp *-openmp-nvptx64-nvidia-cuda-sm_90.s $out.ptx
cd /; rm -rf $d
