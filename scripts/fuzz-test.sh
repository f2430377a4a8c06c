#!/usr/bin/env bash
# Usage: scripts/fuzz-test.sh [--mutants N] [--seed S] [--budget SECONDS] [-j N] [--timeout S]
#                             [--compile-sample N] [--no-compile] [--compile-budget S]
#                             [--compile-timeout S] [--only CASE:OP:INDEX]... [--list] [FILE...]
# Robustness test, then compile test.
# Phase 1: tokenises every testdata/*/input.cpp and testdata/bad/*/input.cpp (C++ tokens,
# comments and whitespace skipped; tests/fuzz/cpptok.py), makes N mutants (default 500) by
# deleting or duplicating one token (seeded RNG: the same seed gives the same mutants; inputs are
# taken in turn) and runs the translator (--target, default cuda) on each, -j N at a time
# (default nproc), with `-o <tmp>/out.cu` and a per-run timeout (default 20 s). A mutant passes
# when the tool exits 0, 2 or 3 (not 1, not a signal, no timeout); exit 0 wrote a non-empty
# output file; exit 2 or 3 wrote none and printed a diagnostic; and no other file appeared next
# to the input. --budget (default 600 s: in CI this stage shares 2 cores with compile-golden,
# where 500 mutants once took 300.8 s) is a hard wall: no mutant starts after it, and the run
# fails unless at least min(500, N) mutants ran (--min M changes that). Prints a FAIL line per
# failing mutant (its id CASE:OP:INDEX, the problem, the token, the reproducer) and a stats line.
# Phase 2 (exit 0 means the output compiles; tests/fuzz/compile_check.py): a seeded sample of
# the mutants that exited 0 in phase 1 (--compile-sample N, default $KT_FUZZ_COMPILE_SAMPLE or
# 16; -1 = all; all of them with --only), then every input as it is (testdata/bad's first; not
# with --only) are translated for cuda, hip, openmp and openacc (same robustness checks; the
# phase-1 output is reused), and every exit-0 output is compiled:
#   cuda     nvcc -c -arch=sm_90 --expt-relaxed-constexpr, as README and compile-golden build ($NVCC, default /usr/local/cuda/bin/nvcc)
#   hip      hipcc --offload-arch=gfx90a -fsyntax-only
#   openmp   clang++-19 -fopenmp --offload-arch=sm_90 ... -fsyntax-only (host and nvptx sides)
#   openacc  g++-12 -fopenacc -foffload=disable -fsyntax-only
# all with -std=c++17 -O0 -I runtime-shim/include. Prints `PASS|FAIL|SKIP
# fuzz-compile/<target>/<item>` per compile (a missing compiler is a SKIP, never a pass; a FAIL
# names the compiler's first error, the mutation and the reproducer) and a stats line. No
# translation or compile starts after --compile-budget (default 600 s; what is cut is the end of
# that order), and the run fails if any did not run. --no-compile skips phase 2. Cost: about
# 8 CPU-seconds per sampled mutant and per golden input, phase 1 about 130 CPU-seconds.
# Ends with `N passed, M failed, K skipped`. Reproducers (input.cpp, stderr or compiler log,
# info.txt, repro.sh) go to build/fuzz-failures/<id>/ (--keep DIR changes that). Exits 1 if
# anything failed. The stats lines give wall and CPU seconds (CPU: of the tool and compilers).
# Env: KT_TOOL (default build/bin/kokkos-translate); KT_FUZZ_COMPILER_ARGS (args after `--`,
# default -DKOKKOS_TRANSLATE_LEAN_STD, which skips the heavy std headers in the bundled Kokkos
# header: about 2x faster, same translations for every testdata input); KT_FUZZ_COMPILE_SAMPLE;
# NVCC.
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:-} in -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;; esac
exec python3 tests/fuzz/fuzz.py "$@"
