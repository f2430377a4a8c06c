#!/bin/bash
# gpu-validate pack from compile-golden's binaries (same flags as gpu-validate's build_one; the
# OpenMP ones get the CUDA-13 ELF patch as scripts/openmp-gpu.sh build does): CASES from args
set -eu
cd /work/wt/s11-perf
P=.device/s11perf/gpu
rm -rf $P; mkdir -p $P/ref
cp scripts/compare-output.py scripts/gpu-validate.sh $P/
for c in "$@"; do cp testdata/$c/reference.txt $P/ref/$c.txt; done
for t in openmp openacc; do
  mkdir -p $P/$t/src
  for c in "$@"; do
    bin=build/golden-bin/$t/$c
    [ -x "$bin" ] || { echo "MISSING $t/$c"; continue; }
    [ "$bin" -nt testdata/$c/golden/$( [ $t = cuda ] && echo cuda.cu || echo $t.cpp ) ] || { echo "STALE $t/$c"; continue; }
    : > $P/$t/src/$c.translate.log
    if [ $t = openmp ]; then python3 scripts/cuda13-elf-compat/cuda13-elf-compat-patch.py "$bin" $P/$t/$c >/dev/null; chmod +x $P/$t/$c
    else cp "$bin" $P/$t/$c; fi
  done
done
bash scripts/openmp-gpu.sh runtime $P/openmp-rt
mkdir -p $P/openacc-rt
for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do cp -L "$(gcc-12 -print-file-name="$l")" "$P/openacc-rt/$l"; done
tar -C $P -cf - openmp openacc | xz -T1 -6 > $P/bins.tar.xz
rm -rf $P/openmp $P/openacc
du -sh $P
