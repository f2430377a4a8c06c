#!/usr/bin/env bash
# Session 15 (lead): the OpenMP device code of bench/dot and bench/axpy before (63ff199's tool and
# shim) and after the one-line MDRange grid declaration (d206fdd), compared as PTX with the
# offload entry names' file ids and line numbers normalised. Run from the repository root with
# OLD_TOOL, OLD_SHIM (a `git archive 63ff199 runtime-shim` tree) and NEW_TOOL set.
set -euo pipefail
F=(-std=c++17 -O3 -I bench/common -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90
   --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib --offload-device-only -S)
norm() { grep -v '^\s*//\|\.file\|\.loc' "$1" | sed -E 's/__omp_offloading_fe00_[0-9a-f]+_/OFF_/g; s/_l[0-9]+(_|\b)/_lN\1/g; s/_L[0-9]+/_LN/g'; }
for b in dot axpy; do
  "$OLD_TOOL" --target=openmp bench/$b/kokkos.cpp -o /tmp/omp-$b-old.cpp -- -I bench/common
  "$NEW_TOOL" --target=openmp bench/$b/kokkos.cpp -o /tmp/omp-$b-new.cpp -- -I bench/common
  clang++-19 "${F[@]}" -I "$OLD_SHIM/include" /tmp/omp-$b-old.cpp -o /tmp/omp-$b-old.s
  clang++-19 "${F[@]}" -I runtime-shim/include /tmp/omp-$b-new.cpp -o /tmp/omp-$b-new.s
  echo "$b: $(diff <(norm /tmp/omp-$b-old.s) <(norm /tmp/omp-$b-new.s) | grep -c '^[<>]') differing PTX lines of $(norm /tmp/omp-$b-old.s | wc -l)"
done
