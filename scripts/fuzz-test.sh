#!/usr/bin/env bash
# Usage: scripts/fuzz-test.sh [--mutants N] [--seed S] [--budget SECONDS] [-j N] [--timeout S]
#                             [--only CASE:OP:INDEX]... [--list] [FILE...]
# Robustness test: tokenises every testdata/*/input.cpp and testdata/bad/*/input.cpp (C++ tokens,
# comments and whitespace skipped; tests/fuzz/cpptok.py), makes N mutants (default 500) by
# deleting or duplicating one token (seeded RNG: the same seed gives the same mutants; inputs are
# taken in turn) and runs the translator on each, -j N at a time (default nproc), with
# `-o <tmp>/out.cu` and a per-run timeout (default 20 s). A mutant passes when the tool exits
# 0, 2 or 3 (not 1, not a signal, no timeout); exit 0 wrote a non-empty output file; exit 2 or 3
# wrote none and printed a diagnostic; and no other file appeared next to the input.
# --budget (default 300 s) is a hard wall: no mutant starts after it, and the run fails unless
# at least min(500, N) mutants ran (--min M changes that). Prints a FAIL line per failing mutant
# (its id CASE:OP:INDEX, the problem, the token, the reproducer), a stats line and
# `N passed, M failed`. Reproducers (mutated input.cpp, stderr.txt, info.txt, repro.sh) go to
# build/fuzz-failures/<id>/ (--keep DIR changes that). Exits 1 if anything failed.
# Env: KT_TOOL (default build/bin/kokkos-translate); KT_FUZZ_COMPILER_ARGS (args after `--`,
# default -DKOKKOS_TRANSLATE_LEAN_STD, which skips the heavy std headers in the bundled Kokkos
# header: about 2x faster, same translations for every testdata input).
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:-} in -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;; esac
exec python3 tests/fuzz/fuzz.py "$@"
