#!/usr/bin/env bash
# Usage: bench/translate/profile.sh [CASE] [--runs N] [--freq HZ] [--flags "ARGS"] [--keep DIR]
# Where the time goes: samples (perf record, cpu-clock, DWARF call stacks) kokkos-translate and
# clang++-19 -fsyntax-only on testdata/CASE/input.cpp (default spmv_csr) with the same flags, and
# sorts each sample into a phase by its stack: parse + sema, the translator (parent map, AST
# matchers, rewriting), teardown, start-up/dynamic linking, driver set-up, other. Prints ms per
# run per phase for both. Needs perf. Env: KT_TOOL, CLANGXX.
set -euo pipefail
exec python3 "$(dirname "$0")/profile.py" "$@"
