#!/usr/bin/env python3
"""Per-case kernel time of the OpenMP output relative to the CUDA output, from the
validation.json files of scripts/gpu-validate.sh run (same GPU). Only the translated kernels
count (`translated_kernel_ms`: kernels named kt_<label>_L<line>); the shim's fills and the
OpenMP device probe are left out, since the two shims zero Views differently.
Usage: scripts/openmp-perf-table.py CUDA_VALIDATION.json OTHER_VALIDATION.json [TARGET]
TARGET: the other output's target (default openmp; openacc for the OpenACC table)."""
import json, sys

def load(path, target):
    d = json.load(open(path))
    return d, {r["case"]: r for r in d["results"] if r["target"] == target}

dc, cuda = load(sys.argv[1], "cuda")
target = sys.argv[3] if len(sys.argv) > 3 else "openmp"
name = {"openmp": "OpenMP", "openacc": "OpenACC"}.get(target, target)
do, omp = load(sys.argv[2], target)
print(f"GPU: {do['gpu']}; CUDA run {dc['date']}, {name} run {do['date']}\n")
print(f"| case | CUDA kernel ms | {name} kernel ms | CUDA time / {name} time |")
print("|---|---|---|---|")
ratios = []
for case in sorted(omp):
    c, o = cuda.get(case, {}).get("translated_kernel_ms"), omp[case].get("translated_kernel_ms")
    if not c or not o:
        print(f"| {case} | {c or '-'} | {o or '-'} | - |")
        continue
    ratios.append(c / o)
    print(f"| {case} | {c:.4f} | {o:.4f} | {c / o:.2f} |")
if ratios:
    prod = 1.0
    for r in ratios:
        prod *= r
    print(f"\nGeometric mean of CUDA time / {name} time over {len(ratios)} cases: "
          f"{prod ** (1 / len(ratios)):.2f} (1.00: as fast as CUDA; above: faster).")
